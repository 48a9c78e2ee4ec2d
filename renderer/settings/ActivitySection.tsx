/**
 * Activity: what the assistant asked for and what happened, from the audit log — counters per
 * capability since their date, and the recent events (settings changes included). The log holds
 * no states, history or message text (RFC-0019 Security and Privacy), and neither does this view.
 */
import { useEffect } from 'react';
import type { AuditEvent } from '../../common/contract/types.js';
import { Icon } from '../components/Icon.js';
import { formatDate, formatDateTime } from '../lib/time.js';
import { useAudit } from '../stores/audit.js';

const CAPABILITY_LABEL: Record<string, string> = {
  'home_assistant.list_entities': 'Read current states',
  'home_assistant.get_history': 'Read history',
  'home_assistant.set_entity_state': 'Turn on or off',
};

const OUTCOME_LABEL: Record<string, string> = {
  executed: 'Done',
  rejected: 'Refused',
  pending: 'Waiting',
  denied: 'Denied',
  expired: 'Expired',
  failed: 'Failed',
  approved: 'Approved',
};

const SURFACE_LABEL: Record<string, string> = { chat: 'Chat', tray: 'Tray', popup: 'Popup' };

function capabilityLabel(name: string): string {
  return CAPABILITY_LABEL[name] ?? name;
}

function configSummary(event: Extract<AuditEvent, { kind: 'config' }>): string {
  const parts: string[] = [];
  if (event.enabled !== undefined) parts.push(`reading ${event.enabled ? 'on' : 'off'}`);
  if (event.control_enabled !== undefined) parts.push(`control ${event.control_enabled ? 'on' : 'off'}`);
  if (event.allowlisted_count !== undefined) parts.push(`${event.allowlisted_count} to read`);
  if (event.controllable_count !== undefined) parts.push(`${event.controllable_count} to control`);
  if (event.origin_changed) parts.push('address changed');
  if (event.token_changed !== undefined) parts.push(`token ${event.token_changed}`);
  if (event.tls_mode !== undefined && event.tls_mode !== 'system') parts.push(`trust: ${event.tls_mode}`);
  return parts.join(' · ');
}

export function ActivitySection() {
  const summary = useAudit((s) => s.summary);
  const loading = useAudit((s) => s.loading);
  const error = useAudit((s) => s.error);
  const load = useAudit((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);

  const counters = Object.entries(summary?.counters ?? {});
  const recent = [...(summary?.recent ?? [])].sort((a, b) => Date.parse(b.ts) - Date.parse(a.ts)).slice(0, 100);

  return (
    <>
      <div className="panel">
        <div className="panel__head">
          <h3>Totals{summary !== null ? ` since ${formatDate(summary.since)}` : ''}</h3>
          <button type="button" className="button button--small button--quiet" onClick={() => void load()} disabled={loading}>
            <Icon name="refresh" /> Refresh
          </button>
        </div>
        {error !== null ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        {counters.length === 0 ? (
          <p className="muted">Nothing has been asked yet.</p>
        ) : (
          <div className="table-scroll" role="region" aria-label="Totals per capability" tabIndex={0}>
            <table className="data-table" data-testid="audit-counters">
              <thead>
                <tr>
                  <th scope="col">Capability</th>
                  <th scope="col">Asked</th>
                  <th scope="col">Done</th>
                  <th scope="col">Denied</th>
                  <th scope="col">Expired</th>
                  <th scope="col">Refused</th>
                  <th scope="col">Failed</th>
                </tr>
              </thead>
              <tbody>
                {counters.map(([capability, c]) => (
                  <tr key={capability}>
                    <th scope="row">
                      {capabilityLabel(capability)}
                      {capability === 'home_assistant.set_entity_state' && c.executed > 0 ? (
                        <span className="muted">
                          {' '}
                          ({c.changed} changed, {c.no_op} already so)
                        </span>
                      ) : null}
                    </th>
                    <td>{c.proposed}</td>
                    <td>{c.executed}</td>
                    <td>{c.denied}</td>
                    <td>{c.expired}</td>
                    <td>{c.rejected}</td>
                    <td>{c.failed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <div className="panel">
        <h3>Recent events</h3>
        {recent.length === 0 ? (
          <p className="muted">No events yet.</p>
        ) : (
          <div className="table-scroll" role="region" aria-label="Recent events" tabIndex={0}>
            <table className="data-table" data-testid="audit-recent">
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">What</th>
                  <th scope="col">Entity</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Where</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((event, i) =>
                  event.kind === 'config' ? (
                    <tr key={i} className="data-table__config">
                      <td>{formatDateTime(event.ts)}</td>
                      <td>Settings changed</td>
                      <td colSpan={3} className="muted">
                        {configSummary(event)}
                      </td>
                    </tr>
                  ) : (
                    <tr key={i}>
                      <td>{formatDateTime(event.ts)}</td>
                      <td>{capabilityLabel(event.capability)}</td>
                      <td className="mono">{event.entity_id ?? '—'}</td>
                      <td>
                        <span className={`outcome outcome--${event.outcome}`}>{OUTCOME_LABEL[event.outcome] ?? event.outcome}</span>
                        {event.code !== undefined && event.outcome !== 'executed' ? <span className="muted mono"> {event.code}</span> : null}
                        {event.changed === false ? <span className="muted"> (already so)</span> : null}
                      </td>
                      <td>{event.surface === null ? '—' : SURFACE_LABEL[event.surface] ?? event.surface}</td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
