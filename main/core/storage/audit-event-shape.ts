/**
 * The audit's shape guard (DESIGN §4): an audit event records what was proposed and decided —
 * never states, history content, message text or secrets. Only the allowed keys, only scalar
 * values, no long strings: a careless caller can't smuggle content in, and a hand-edited line
 * read back for the UI is held to the same shape.
 */
import type { AuditEvent } from '../../../common/contract/types.js';

/** No audit field is long: a string longer than this is content, not metadata. */
const MAX_AUDIT_STRING_LENGTH = 512;

const CAPABILITY_EVENT_KEYS = new Set([
  'kind',
  'ts',
  'conversation_id',
  'capability',
  'side_effect',
  'network',
  'entity_id',
  'stage',
  'outcome',
  'code',
  'changed',
  'confirmed_by',
  'surface',
  'proposer',
  'entities_missing',
  'requested_state',
]);
const CONFIG_EVENT_KEYS = new Set([
  'kind',
  'ts',
  'change',
  'enabled',
  'control_enabled',
  'allowlisted_count',
  'controllable_count',
  'origin_changed',
  'token_changed',
  'tls_mode',
]);
const OUTCOMES = new Set(['executed', 'rejected', 'pending', 'denied', 'expired', 'failed', 'approved']);

/** Why `value` is not an acceptable audit event, or null when it is. */
function auditEventProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'an audit event must be an object';
  const record = value as Record<string, unknown>;
  const kind = record.kind;
  const allowed = kind === 'capability' ? CAPABILITY_EVENT_KEYS : kind === 'config' ? CONFIG_EVENT_KEYS : null;
  if (allowed === null) return 'an audit event needs kind "capability" or "config"';
  if (typeof record.ts !== 'string') return 'an audit event needs a ts';
  for (const [key, field] of Object.entries(record)) {
    // Key names are ours, never user data, so naming one in the error is safe; values never are quoted.
    if (!allowed.has(key)) return `audit events may not carry "${key.slice(0, 64)}"`;
    // Every audit field is a scalar: an object or array here would be states, history or arguments.
    if (field !== null && typeof field !== 'string' && typeof field !== 'number' && typeof field !== 'boolean' && field !== undefined) {
      return `audit field "${key}" must be a scalar`;
    }
    if (typeof field === 'string' && field.length > MAX_AUDIT_STRING_LENGTH) return `audit field "${key}" is too long`;
  }
  if (kind === 'capability') {
    if (typeof record.capability !== 'string') return 'a capability audit event needs its capability';
    if (typeof record.outcome !== 'string' || !OUTCOMES.has(record.outcome)) return 'a capability audit event needs a known outcome';
  }
  return null;
}

/**
 * Throw unless `event` is a well-formed audit event with only the allowed keys and scalar values.
 * The audit never carries states, history content, message text or secrets.
 */
export function assertAuditEvent(event: unknown): asserts event is AuditEvent {
  const problem = auditEventProblem(event);
  if (problem !== null) throw new TypeError(problem);
}

/**
 * One line back into an event, or null. A torn last line (crash mid-append) or a hand-edited line
 * is skipped; lines are re-checked against the allowed shape because `recent` goes to the UI.
 */
export function parseAuditLine(line: string): AuditEvent | null {
  if (line.trim() === '') return null;
  try {
    const value: unknown = JSON.parse(line);
    return auditEventProblem(value) === null ? (value as AuditEvent) : null;
  } catch {
    return null;
  }
}
