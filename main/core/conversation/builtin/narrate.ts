/**
 * Saying what happened to a proposal, from its tool result only. A change is reported as done
 * only when Home Assistant confirmed it (`executed`); every refusal and failure is said in plain
 * words, keyed on its code (never on message text), and never as success. This module decides
 * which outcome it was; the reply language's `Replies` says it.
 */
import type { ToolResult } from '../conversation-engine.js';
import { packFor } from './lang/index.js';
import type { ActionProblem, Named, OnOff, ReadProblem, Replies } from './lang/types.js';

/** Outcomes after which the engine does not go on to the next device of a request. */
const STOPPING_CODES = new Set([
  'CAPABILITY_DISABLED',
  'CAPABILITY_NOT_CONFIGURED',
  'CONFIRMATION_DENIED',
  'CONFIRMATION_EXPIRED',
  'CONFIRMATION_INVALID',
  'EXECUTION_TIMEOUT',
  'HOME_ASSISTANT_UNREACHABLE',
  'HOME_ASSISTANT_AUTH_FAILED',
  'HOME_ASSISTANT_TLS_ERROR',
  'INVOCATION_LIMIT_EXCEEDED',
]);

export function stopsTheRequest(result: ToolResult): boolean {
  if (result.outcome === 'denied' || result.outcome === 'expired' || result.outcome === 'pending') return true;
  return result.code !== undefined && STOPPING_CODES.has(result.code);
}

interface ActionResult {
  changed?: unknown;
  new_state?: unknown;
}

export type ActionReport = { kind: 'turned'; name: Named } | { kind: 'already'; name: Named } | { kind: 'sentence'; text: string };

function switchable(entityId: unknown): boolean {
  return typeof entityId === 'string' && (entityId.startsWith('light.') || entityId.startsWith('switch.'));
}

/** Codes whose meaning for an on/off request is the same whatever the outcome. */
const ACTION_PROBLEMS: Record<string, ActionProblem> = {
  CAPABILITY_DISABLED: { kind: 'control_off' },
  DOMAIN_NOT_CONTROLLABLE: { kind: 'only_lights_and_switches' },
  ENTITY_NOT_ALLOWLISTED: { kind: 'not_allowlisted' },
  CAPABILITY_NOT_CONFIGURED: { kind: 'not_configured' },
  INVOCATION_LIMIT_EXCEEDED: { kind: 'too_much' },
  CONFIRMATION_DENIED: { kind: 'denied' },
  CONFIRMATION_EXPIRED: { kind: 'expired' },
  CONFIRMATION_INVALID: { kind: 'approval_invalid' },
  EXECUTION_TIMEOUT: { kind: 'timeout' },
  HOME_ASSISTANT_UNREACHABLE: { kind: 'unreachable' },
  HOME_ASSISTANT_AUTH_FAILED: { kind: 'auth_failed' },
  HOME_ASSISTANT_TLS_ERROR: { kind: 'tls_error' },
  HOME_ASSISTANT_ENTITY_NOT_FOUND: { kind: 'gone' },
  AUDIT_UNAVAILABLE: { kind: 'audit_unavailable' },
  HOME_ASSISTANT_ACTION_NOT_CONFIRMED: { kind: 'not_confirmed' },
  HOME_ASSISTANT_ERROR: { kind: 'error' },
  RESULT_INVALID: { kind: 'bad_answer' },
  RESULT_TOO_LARGE: { kind: 'bad_answer' },
  INVALID_ARGUMENTS: { kind: 'bad_request' },
  CAPABILITY_UNKNOWN: { kind: 'bad_request' },
};

/** What one `set_entity_state` result means: done, already so, or which problem. */
export function actionOutcome(result: ToolResult, state: OnOff): 'turned' | 'already' | ActionProblem {
  if (result.outcome === 'executed') {
    const r = (result.result ?? {}) as ActionResult;
    if (r.changed === false) return 'already';
    if (r.changed === true || r.new_state === state) return 'turned';
    return { kind: 'unconfirmed', reported: typeof r.new_state === 'string' ? r.new_state : null };
  }
  // Settings accept only lights and switches for control: for anything else no setting helps.
  if (result.code === 'ENTITY_NOT_CONTROLLABLE') return { kind: switchable(result.arguments.entity_id) ? 'not_allowed' : 'only_lights_and_switches' };
  const known = result.code !== undefined && Object.hasOwn(ACTION_PROBLEMS, result.code) ? ACTION_PROBLEMS[result.code] : undefined;
  if (known) return known;
  switch (result.outcome) {
    case 'denied':
      return { kind: 'denied' };
    case 'expired':
      return { kind: 'expired' };
    case 'pending':
      return { kind: 'pending' };
    case 'rejected':
      return { kind: 'refused', code: result.code ?? null };
    default:
      return { kind: 'failed', code: result.code ?? null };
  }
}

/** One `set_entity_state` result, for `device`, in the reply language (English unless given). */
export function reportAction(result: ToolResult, device: Named, state: OnOff, replies: Replies = packFor('en').replies): ActionReport {
  const outcome = actionOutcome(result, state);
  if (outcome === 'turned' || outcome === 'already') return { kind: outcome, name: device };
  return { kind: 'sentence', text: replies.actionProblem(outcome, device, state) };
}

/** Codes that mean the same for every read. */
const READ_PROBLEMS: Record<string, ReadProblem> = {
  CAPABILITY_DISABLED: { kind: 'read_off' },
  CAPABILITY_NOT_CONFIGURED: { kind: 'not_configured' },
  ENTITY_NOT_ALLOWLISTED: { kind: 'not_allowlisted' },
  CONFIRMATION_DENIED: { kind: 'denied' },
  CONFIRMATION_EXPIRED: { kind: 'expired' },
  CONFIRMATION_INVALID: { kind: 'approval_invalid' },
  HOME_ASSISTANT_UNREACHABLE: { kind: 'unreachable' },
  EXECUTION_TIMEOUT: { kind: 'timeout' },
  HOME_ASSISTANT_AUTH_FAILED: { kind: 'auth_failed' },
  HOME_ASSISTANT_TLS_ERROR: { kind: 'tls_error' },
  HOME_ASSISTANT_ENTITY_NOT_FOUND: { kind: 'gone' },
  AUDIT_UNAVAILABLE: { kind: 'audit_unavailable' },
  HOME_ASSISTANT_ERROR: { kind: 'bad_answer' },
  RESULT_INVALID: { kind: 'bad_answer' },
  RESULT_TOO_LARGE: { kind: 'bad_answer' },
};

/** Why a read (`list_entities`, `get_history`) gave no data. */
export function readProblemOf(result: ToolResult): ReadProblem {
  const known = result.code !== undefined && Object.hasOwn(READ_PROBLEMS, result.code) ? READ_PROBLEMS[result.code] : undefined;
  if (known) return known;
  if (result.outcome === 'denied') return { kind: 'denied' };
  if (result.outcome === 'expired') return { kind: 'expired' };
  if (result.outcome === 'pending') return { kind: 'pending' };
  return { kind: 'failed', code: result.code ?? null };
}
