/**
 * What the household reads on confirmation cards, receipts and refusals. RFC-0019 (Confirmation
 * Disclosure and Receipt): the disclosure copy is the client's, keyed on the capability and its
 * side effect — a read "leaves your device"; an action "changes something in your home right
 * now". A receipt is built from the executor's result, never from an engine's words.
 */
import type { CapabilityEvent, PendingConfirmation } from '../../common/contract/types.js';
import { displayName, type NameLookup } from './entities.js';

export const LIST_ENTITIES = 'home_assistant.list_entities';
export const GET_HISTORY = 'home_assistant.get_history';
export const SET_ENTITY_STATE = 'home_assistant.set_entity_state';

const PERIOD_WORDS: Record<string, string> = { hour: 'the past hour', day: 'the past 24 hours', week: 'the past 7 days' };

export interface CardCopy {
  kind: 'read' | 'action';
  /** "Turn OFF Kitchen Ceiling Light" / "Read the current state of your 5 allowlisted entities". */
  title: string;
  /** The entity id named by the proposal, when it names one. */
  entityId: string | null;
  /** Disclosure paragraphs, most important first. */
  disclosure: string[];
  approveLabel: string;
}

export interface CardContext {
  nameOf: NameLookup;
  /** How many entities the household allowlisted (for the list card); null when unknown. */
  allowlistedCount: number | null;
  /** The language model's host when it is not on this machine (`assistant.getConfig().remote_host`). */
  remoteHost: string | null;
}

function stringArg(args: unknown, key: string): string | undefined {
  if (typeof args !== 'object' || args === null) return undefined;
  const value = (args as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** A name the host may attach to a pending confirmation (see the report: requested contract field). */
function attachedName(pending: Pick<PendingConfirmation, 'arguments'> & { entity_name?: unknown }): string | undefined {
  return typeof pending.entity_name === 'string' && pending.entity_name.trim() !== '' ? pending.entity_name : undefined;
}

export function isMutating(capability: string, sideEffect?: string): boolean {
  return sideEffect === 'mutating' || (sideEffect === undefined && capability === SET_ENTITY_STATE);
}

/** Card copy for a proposal awaiting (or past) approval. */
export function describeProposal(
  proposal: { capability: string; arguments: unknown; classification?: PendingConfirmation['classification']; entity_name?: unknown },
  context: CardContext,
): CardCopy {
  const entityId = stringArg(proposal.arguments, 'entity_id') ?? null;
  const attached = attachedName({ arguments: proposal.arguments as Record<string, unknown>, entity_name: proposal.entity_name });
  const nameOf: NameLookup = (id) => (id === entityId && attached !== undefined ? attached : context.nameOf(id));
  const entity = entityId === null ? null : displayName(entityId, nameOf);
  const readLeaves = 'This leaves your device: Sovereign Companion asks your Home Assistant over your network.';
  const remote =
    context.remoteHost === null
      ? 'The answer stays on this computer.'
      : `The answer will be sent to the language model at ${context.remoteHost}, which is not on this computer.`;

  if (isMutating(proposal.capability, proposal.classification?.side_effect)) {
    const state = stringArg(proposal.arguments, 'state');
    const effect = state === 'on' || state === 'off' ? `Turn ${state.toUpperCase()} ${entity ?? 'an entity'}` : `Change ${entity ?? 'an entity'}`;
    return {
      kind: 'action',
      title: effect,
      entityId,
      disclosure: ['This changes something in your home right now, not just what the assistant reads.'],
      approveLabel: 'Approve',
    };
  }
  if (proposal.capability === LIST_ENTITIES) {
    const n = context.allowlistedCount;
    const what = n === null ? 'your allowlisted entities' : n === 1 ? 'your 1 allowlisted entity' : `your ${n} allowlisted entities`;
    return { kind: 'read', title: `Read the current state of ${what}`, entityId: null, disclosure: [readLeaves, remote], approveLabel: 'Approve' };
  }
  if (proposal.capability === GET_HISTORY) {
    const period = PERIOD_WORDS[stringArg(proposal.arguments, 'period') ?? ''] ?? 'a recent period';
    return {
      kind: 'read',
      title: `Read the history of ${entity ?? 'an entity'} for ${period}`,
      entityId,
      disclosure: [readLeaves, remote],
      approveLabel: 'Approve',
    };
  }
  return {
    kind: 'read',
    title: entity === null ? `Run ${proposal.capability}` : `Run ${proposal.capability} on ${entity}`,
    entityId,
    disclosure: [readLeaves, remote],
    approveLabel: 'Approve',
  };
}

export interface ActionReceipt {
  tone: 'done' | 'noop' | 'failed' | 'cancelled';
  text: string;
  detail?: string;
}

interface ActionResult {
  entity_id: string;
  previous_state: string;
  new_state: string;
  changed: boolean;
  applied_at: string;
}

export function isActionResult(value: unknown): value is ActionResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r['entity_id'] === 'string' && typeof r['new_state'] === 'string' && typeof r['changed'] === 'boolean';
}

/** The receipt of an action, from the executor's result (RFC-0019: changed:false narrates distinctly). */
export function describeActionEvent(event: CapabilityEvent, nameOf: NameLookup): ActionReceipt | null {
  const entityId = stringArg(event.arguments, 'entity_id');
  const state = stringArg(event.arguments, 'state');
  const entity = entityId === undefined ? 'the entity' : displayName(entityId, nameOf);
  if (event.outcome === 'executed' && isActionResult(event.result)) {
    const r = event.result;
    const name = displayName(r.entity_id, nameOf);
    if (!r.changed) return { tone: 'noop', text: `${name} was already ${r.new_state}`, detail: 'Nothing needed changing, so nothing was sent.' };
    return { tone: 'done', text: `Turned ${r.new_state} ${name}`, detail: `Confirmed by Home Assistant (was ${r.previous_state}).` };
  }
  if (event.outcome === 'failed') {
    return { tone: 'failed', text: `Couldn't turn ${state ?? 'change'} ${entity}`, detail: explainCode(event.code, event.message) };
  }
  if (event.outcome === 'denied') return { tone: 'cancelled', text: `You denied turning ${state ?? 'changing'} ${entity}`, detail: 'Nothing was changed.' };
  if (event.outcome === 'expired') return { tone: 'cancelled', text: `The request to turn ${state ?? 'change'} ${entity} expired`, detail: event.message ?? 'Nothing was changed.' };
  return null;
}

/** Plain words for a coded outcome; the message from main is preferred when present. */
export function explainCode(code: string | undefined, message?: string): string {
  if (message !== undefined && message.trim() !== '') return message;
  switch (code) {
    case 'HOME_ASSISTANT_UNREACHABLE':
      return "Home Assistant couldn't be reached.";
    case 'HOME_ASSISTANT_AUTH_FAILED':
      return 'Home Assistant rejected the access token.';
    case 'HOME_ASSISTANT_ACTION_NOT_CONFIRMED':
      return "Home Assistant accepted the request but didn't confirm the change.";
    case 'HOME_ASSISTANT_ENTITY_NOT_FOUND':
      return 'Home Assistant no longer has this entity.';
    case 'HOME_ASSISTANT_TLS_ERROR':
      return "The connection to Home Assistant couldn't be verified.";
    case 'EXECUTION_TIMEOUT':
      return 'Home Assistant took too long to answer.';
    case 'ENTITY_NOT_ALLOWLISTED':
      return "This entity isn't on the list the assistant may read.";
    case 'ENTITY_NOT_CONTROLLABLE':
      return "This entity isn't on the list the assistant may control.";
    case 'DOMAIN_NOT_CONTROLLABLE':
      return 'Only lights and switches can ever be controlled.';
    case 'CAPABILITY_DISABLED':
      return 'This kind of access is switched off in Settings.';
    case 'CAPABILITY_NOT_CONFIGURED':
      return "Home Assistant isn't set up yet.";
    case 'CONFIRMATION_DENIED':
      return 'You denied this request.';
    case 'CONFIRMATION_EXPIRED':
      return 'The request expired before it was approved.';
    default:
      return 'It could not be done.';
  }
}

/** Plain words for a refusal shown in the transcript. */
export function describeRefusal(event: CapabilityEvent, nameOf: NameLookup): string {
  const entityId = stringArg(event.arguments, 'entity_id');
  const subject = entityId === undefined ? '' : ` (${displayName(entityId, nameOf)})`;
  return `Not allowed${subject}: ${explainCode(event.code, event.message)}`;
}
