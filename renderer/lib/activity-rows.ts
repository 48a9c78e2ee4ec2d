/**
 * Activity's recent events, one row per request. The audit writes a confirmed request as up to
 * three lines — its proposal (`pending`), the approval's write-ahead line (`approved`) and the
 * final outcome — and a household reads those as one thing that was asked and what became of it.
 */
import type { AuditEvent, CapabilityAuditEvent, ConfigAuditEvent } from '../../common/contract/types.js';

export type ActivityRow =
  | { kind: 'config'; event: ConfigAuditEvent }
  /** `asked` is the request's first line (when and where it was asked); `latest` what became of it. */
  | { kind: 'request'; asked: CapabilityAuditEvent; latest: CapabilityAuditEvent };

/** The lines that may follow a proposal of the same request; anything else starts a new row. */
const FOLLOWS_PENDING = new Set<CapabilityAuditEvent['outcome']>(['approved', 'executed', 'denied', 'expired', 'failed', 'rejected']);

function requestKey(event: CapabilityAuditEvent): string {
  return `${event.conversation_id ?? ''}\u0000${event.capability}\u0000${event.entity_id ?? ''}`;
}

/** One row per request (and per settings change), newest first. */
export function activityRows(events: readonly AuditEvent[]): ActivityRow[] {
  const oldestFirst = [...events].sort((a, b) => Date.parse(a.ts) - Date.parse(b.ts));
  const rows: ActivityRow[] = [];
  const waiting = new Map<string, Extract<ActivityRow, { kind: 'request' }>>();
  for (const event of oldestFirst) {
    if (event.kind === 'config') {
      rows.push({ kind: 'config', event });
      continue;
    }
    const key = requestKey(event);
    const open = waiting.get(key);
    if (open !== undefined && FOLLOWS_PENDING.has(event.outcome)) {
      open.latest = event;
      // After the approval's line the final outcome still follows; after any other, the request is over.
      if (event.outcome !== 'approved') waiting.delete(key);
      continue;
    }
    const row = { kind: 'request' as const, asked: event, latest: event };
    rows.push(row);
    if (event.outcome === 'pending') waiting.set(key, row);
  }
  return rows.reverse();
}
