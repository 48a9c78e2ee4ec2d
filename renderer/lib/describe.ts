/**
 * What the household reads on confirmation cards, receipts and refusals. RFC-0019 (Confirmation
 * Disclosure and Receipt): the disclosure copy is the client's, keyed on the capability and its
 * side effect — a read "leaves your device"; an action "changes something in your home right
 * now". A receipt is built from the executor's result, never from an engine's words.
 */
import type { CapabilityEvent, PendingConfirmation } from '../../common/contract/types.js';
import { codeMessageId } from '../../common/code-messages.js';
import { currentLocale, t } from '../i18n/index.js';
import { displayName, type NameLookup } from './entities.js';

export const LIST_ENTITIES = 'home_assistant.list_entities';
export const GET_HISTORY = 'home_assistant.get_history';
export const SET_ENTITY_STATE = 'home_assistant.set_entity_state';

export interface CardCopy {
  kind: 'read' | 'action';
  /** "Turn OFF Kitchen Ceiling Light" / "Read the current state of your 5 allowlisted entities". */
  title: string;
  /** The entity id named by the proposal, when it names one. */
  entityId: string | null;
  /** Disclosure paragraphs, most important first. */
  disclosure: string[];
  approveLabel: string;
  /** A read of every shared device: the devices the question asked of ("For your question about Porch Light"). */
  about?: string;
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
  proposal: {
    capability: string;
    arguments: unknown;
    classification?: PendingConfirmation['classification'];
    entity_name?: unknown;
    /** The entity ids the question asks of (the turn's `focus_entity_ids`, the pending item's `asked_about`). */
    asked_about?: readonly string[] | undefined;
  },
  context: CardContext,
): CardCopy {
  const entityId = stringArg(proposal.arguments, 'entity_id') ?? null;
  const attached = attachedName({ arguments: proposal.arguments as Record<string, unknown>, entity_name: proposal.entity_name });
  const nameOf: NameLookup = (id) => (id === entityId && attached !== undefined ? attached : context.nameOf(id));
  const entity = entityId === null ? null : displayName(entityId, nameOf);
  const readLeaves = t('card.readLeaves');
  const remote = context.remoteHost === null ? t('card.answerStays') : t('card.answerRemote', { host: context.remoteHost });

  if (isMutating(proposal.capability, proposal.classification?.side_effect)) {
    const state = stringArg(proposal.arguments, 'state');
    const name = entity ?? t('card.anEntity');
    const effect = state === 'on' || state === 'off' ? t('card.turn', { state, name }) : t('card.change', { name });
    return { kind: 'action', title: effect, entityId, disclosure: [t('card.actionDisclosure')], approveLabel: t('card.approve') };
  }
  if (proposal.capability === LIST_ENTITIES) {
    const n = context.allowlistedCount;
    const title = n === null ? t('card.readAllUnknown') : t('card.readAll', { count: n });
    const about = aboutLine(proposal.asked_about, nameOf);
    return { kind: 'read', title, entityId: null, disclosure: [readLeaves, remote], approveLabel: t('card.approve'), ...(about ? { about } : {}) };
  }
  if (proposal.capability === GET_HISTORY) {
    const period = stringArg(proposal.arguments, 'period') ?? '';
    return {
      kind: 'read',
      title: t('card.readHistory', { name: entity ?? t('card.anEntity'), period: ['hour', 'day', 'week'].includes(period) ? period : 'other' }),
      entityId,
      disclosure: [readLeaves, remote],
      approveLabel: t('card.approve'),
    };
  }
  return {
    kind: 'read',
    title: entity === null ? t('card.run', { capability: proposal.capability }) : t('card.runOn', { capability: proposal.capability, name: entity }),
    entityId,
    disclosure: [readLeaves, remote],
    approveLabel: t('card.approve'),
  };
}

/** At most this many devices are named on a card; the rest are counted. */
const ABOUT_NAMES = 3;

function aboutLine(ids: readonly string[] | undefined, nameOf: NameLookup): string | undefined {
  if (ids === undefined || ids.length === 0) return undefined;
  const names = ids.slice(0, ABOUT_NAMES).map((id) => displayName(id, nameOf));
  return t('card.readAbout', { names: new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(names), more: ids.length - names.length });
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
  const entity = entityId === undefined ? t('receipt.theEntity') : displayName(entityId, nameOf);
  if (event.outcome === 'executed' && isActionResult(event.result)) {
    const r = event.result;
    const name = displayName(r.entity_id, nameOf);
    if (!r.changed) return { tone: 'noop', text: t('receipt.already', { name, state: r.new_state }), detail: t('receipt.alreadyDetail') };
    return { tone: 'done', text: t('receipt.turned', { state: r.new_state, name }), detail: t('receipt.turnedDetail', { previous: r.previous_state }) };
  }
  const verb = state ?? '';
  if (event.outcome === 'failed') return { tone: 'failed', text: t('receipt.couldNot', { state: verb, name: entity }), detail: codeSentence(event.code) };
  if (event.outcome === 'denied') return { tone: 'cancelled', text: t('receipt.denied', { state: verb, name: entity }), detail: t('receipt.nothingChanged') };
  if (event.outcome === 'expired') return { tone: 'cancelled', text: t('receipt.expired', { state: verb, name: entity }), detail: t('receipt.nothingChanged') };
  return null;
}

/**
 * The catalogue's sentence for a code — in the transcript, on receipts and in Activity (with the
 * code itself on demand). Main's `message` is never shown: it is the API's explanation for
 * clients and logs (DESIGN §2), in English, and a household reading German must not meet it.
 * The code decides; the window's language words it.
 */
export function codeSentence(code: string | undefined): string {
  return t(codeMessageId(code));
}

/** Plain words for a refusal shown in the transcript. */
export function describeRefusal(event: CapabilityEvent, nameOf: NameLookup): string {
  const entityId = stringArg(event.arguments, 'entity_id');
  const reason = codeSentence(event.code);
  return entityId === undefined ? t('chat.notAllowed', { reason }) : t('chat.notAllowedNamed', { name: displayName(entityId, nameOf), reason });
}
