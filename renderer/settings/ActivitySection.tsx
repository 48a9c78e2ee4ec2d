/**
 * Activity: what the assistant asked for and what happened, from the audit log — counters per
 * capability since their date, and the recent events (settings changes included). The log holds
 * no states, history or message text (RFC-0019 Security and Privacy), and neither does this view.
 */
import { useEffect } from 'react';
import type { AuditEvent, CapabilityAuditEvent } from '../../common/contract/types.js';
import { Icon } from '../components/Icon.js';
import { formatDate, formatDateTime } from '../lib/time.js';
import { useAudit } from '../stores/audit.js';
import { HistoryPanel } from './HistoryPanel.js';
import { t, type MessageId } from '../i18n/index.js';
import { codeSentence } from '../lib/describe.js';
import { activityRows } from '../lib/activity-rows.js';

/** Written out, so every key the catalogue has is seen used (test/i18n-catalogues.test.ts). */
const CAPABILITY_LABELS: Readonly<Partial<Record<string, MessageId>>> = {
  'home_assistant.list_entities': 'activity.capability.home_assistant.list_entities',
  'home_assistant.get_history': 'activity.capability.home_assistant.get_history',
  'home_assistant.set_entity_state': 'activity.capability.home_assistant.set_entity_state',
};

function capabilityLabel(name: string): string {
  const id = CAPABILITY_LABELS[name];
  return id === undefined ? name : t(id);
}

/** What was asked, in words: "Turn off" rather than "Turn on or off" when the request said which. */
function whatLabel(event: CapabilityAuditEvent): string {
  return event.requested_state !== undefined ? t('activity.turn', { state: event.requested_state }) : capabilityLabel(event.capability);
}

function configSummary(event: Extract<AuditEvent, { kind: 'config' }>): string {
  const parts: string[] = [];
  if (event.enabled !== undefined) parts.push(t('activity.config.reading', { on: String(event.enabled) }));
  if (event.control_enabled !== undefined) parts.push(t('activity.config.control', { on: String(event.control_enabled) }));
  if (event.allowlisted_count !== undefined) parts.push(t('activity.config.shared', { count: event.allowlisted_count }));
  if (event.controllable_count !== undefined) parts.push(t('activity.config.allowed', { count: event.controllable_count }));
  if (event.origin_changed) parts.push(t('activity.config.address'));
  if (event.token_changed !== undefined) parts.push(t('activity.config.token', { change: event.token_changed }));
  if (event.tls_mode !== undefined && event.tls_mode !== 'system') parts.push(t('activity.config.trust', { mode: event.tls_mode }));
  return parts.join(' · ');
}

/** An entity id that may break after its domain ("switch." / "coffee_maker"), never inside a word. */
function EntityId({ id }: { id: string }) {
  const dot = id.indexOf('.');
  if (dot < 0) return <>{id}</>;
  return (
    <>
      {id.slice(0, dot + 1)}
      <wbr />
      {id.slice(dot + 1)}
    </>
  );
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
  const recent = activityRows(summary?.recent ?? []).slice(0, 100);

  return (
    <>
      <div className="panel">
        <div className="panel__head">
          <h3>{summary !== null ? t('activity.totalsSince', { date: formatDate(summary.since) }) : t('activity.totals')}</h3>
          <button type="button" className="button button--small button--quiet" onClick={() => void load()} disabled={loading}>
            <Icon name="refresh" /> {t('activity.refresh')}
          </button>
        </div>
        {error !== null ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        {counters.length === 0 ? (
          <p className="muted">{t('activity.nothing')}</p>
        ) : (
          <div className="table-scroll" role="region" aria-label={t('activity.totalsLabel')} tabIndex={0}>
            <table className="data-table" data-testid="audit-counters">
              <thead>
                <tr>
                  <th scope="col">{t('activity.col.kind')}</th>
                  <th scope="col">{t('activity.col.asked')}</th>
                  <th scope="col">{t('activity.col.done')}</th>
                  <th scope="col">{t('activity.col.denied')}</th>
                  <th scope="col">{t('activity.col.expired')}</th>
                  <th scope="col">{t('activity.col.refused')}</th>
                  <th scope="col">{t('activity.col.failed')}</th>
                </tr>
              </thead>
              <tbody>
                {counters.map(([capability, c]) => (
                  <tr key={capability}>
                    <th scope="row">
                      {capabilityLabel(capability)}
                      {capability === 'home_assistant.set_entity_state' && c.executed > 0 ? (
                        <span className="muted"> {t('activity.changedSplit', { changed: c.changed, noop: c.no_op })}</span>
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
        {counters.some(([, c]) => c.rejected > 0) ? (
          <p className="muted" data-testid="refused-note">
            {t('activity.refusedNote')}
          </p>
        ) : null}
      </div>
      <div className="panel">
        <h3>{t('activity.recent')}</h3>
        {recent.length === 0 ? (
          <p className="muted">{t('activity.noEvents')}</p>
        ) : (
          <div className="table-scroll" role="region" aria-label={t('activity.recent')} tabIndex={0}>
            <table className="data-table" data-testid="audit-recent">
              <thead>
                <tr>
                  <th scope="col">{t('activity.col.time')}</th>
                  <th scope="col">{t('activity.col.what')}</th>
                  <th scope="col">{t('activity.col.device')}</th>
                  <th scope="col">{t('activity.col.outcome')}</th>
                  <th scope="col">{t('activity.col.where')}</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((row, i) => {
                  if (row.kind === 'config') {
                    return (
                      <tr key={i} className="data-table__config">
                        <td className="data-table__time">{formatDateTime(row.event.ts)}</td>
                        <td className="data-table__wrap">{t('activity.settingsChanged')}</td>
                        <td colSpan={3} className="muted data-table__wrap">
                          {configSummary(row.event)}
                        </td>
                      </tr>
                    );
                  }
                  const event = row.latest;
                  const surface = event.surface ?? row.asked.surface;
                  return (
                    <tr key={i} data-testid="audit-request">
                      <td className="data-table__time">{formatDateTime(row.asked.ts)}</td>
                      <td className="data-table__wrap">{whatLabel(row.asked)}</td>
                      <td className="mono data-table__id">{event.entity_id === undefined ? '—' : <EntityId id={event.entity_id} />}</td>
                      <td className="data-table__wrap">
                        <span className={`outcome outcome--${event.outcome}`}>{t('activity.outcome', { outcome: event.outcome })}</span>
                        {event.changed === false ? <span className="muted"> {t('activity.alreadySo')}</span> : null}
                        {event.code !== undefined && event.outcome !== 'executed' ? (
                          // A sentence for the household; the code itself only on demand (for support and the audit).
                          <details className="outcome__why" data-testid="outcome-why">
                            <summary>{codeSentence(event.code)}</summary>
                            <span className="mono">
                              {t('activity.showCode')}: {event.code}
                            </span>
                          </details>
                        ) : null}
                      </td>
                      <td>{surface === null ? '—' : t('activity.surface', { surface })}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <HistoryPanel />
    </>
  );
}
