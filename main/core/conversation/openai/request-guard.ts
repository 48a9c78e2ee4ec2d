/**
 * What the household's message asked for, as the built-in engine reads it, held against what the
 * model proposes (DESIGN §5: "never an action that wasn't asked for"). Small models turn a light on
 * when asked whether it is on (ollama/ollama#6127, #7487, #9947: tools called for any message) and
 * obey instructions planted in names or states; the executor would only stop what is not allowed,
 * and a card for the wrong thing is still a wrong card. So before anything reaches the executor:
 *
 * - `set_entity_state` only when the message asks to switch — never for a question, a history
 *   request, small talk, "what can you see?" or another kind of action ("dim it", "unlock it") —
 *   and only for an entity in the state the message
 *   names (the built-in parse's targets, or, when it found none, an entity whose name, alias or id
 *   words all appear in the message);
 * - `get_history` only for an entity the message names, never for an on/off command or small talk;
 * - `list_entities` only for a question about how things are (or one the built-in parse could not
 *   place), never for a command, a history request or small talk.
 *
 * A proposal is judged only if it could become a card: unknown capabilities and arguments that
 * fail the capability's own schema pass untouched — the executor refuses them at stage 1 or 2,
 * audited and narrated as usual. Naming is generous: an entity the household named in words (its
 * name, an alias, its id's words) counts as named even where the built-in parse chose another.
 */
import { isValidEntityId, objectIdOf } from '../../../../common/entity-id.js';
import { indexFor, planForTurn, type Plan } from '../builtin/index.js';
import type { EngineRoundInput, Proposal } from '../conversation-engine.js';
import { OFFERED_CAPABILITIES } from './tools.js';

const SCHEMAS = new Map(OFFERED_CAPABILITIES.map((c) => [c.name, c.args]));
/** Unsupported readings that may still be an on/off request in words the parse doesn't know. */
const OPEN_ENDED: ReadonlySet<string> = new Set(['start', 'other']);

const LIST = 'home_assistant.list_entities';
const HISTORY = 'home_assistant.get_history';
const SET = 'home_assistant.set_entity_state';

export interface GuardVerdict {
  kept: Proposal[];
  /** Proposals the message did not ask for, with the reason. */
  dropped: Array<{ proposal: Proposal; reason: 'action_not_asked' | 'entity_not_named' | 'read_not_asked' }>;
}

export function guardProposals(proposals: readonly Proposal[], input: EngineRoundInput): GuardVerdict {
  const plan = planForTurn(input, indexFor(input.vocabulary));
  const words = wordsOf(input.user_message);
  const verdict: GuardVerdict = { kept: [], dropped: [] };
  for (const proposal of proposals) {
    const reason = judge(proposal, plan, words, input);
    if (reason === null) verdict.kept.push(proposal);
    else verdict.dropped.push({ proposal, reason });
  }
  return verdict;
}

function judge(proposal: Proposal, plan: Plan, words: ReadonlySet<string>, input: EngineRoundInput): GuardVerdict['dropped'][number]['reason'] | null {
  const args = proposal.arguments;
  if (SCHEMAS.get(proposal.capability)?.safeParse(args).success !== true) return null;
  if (proposal.capability === LIST) {
    return plan.kind === 'set' || plan.kind === 'history' || plan.kind === 'chat' || plan.kind === 'unsupported' ? 'read_not_asked' : null;
  }
  const entityId = args['entity_id'];
  if ((proposal.capability !== SET && proposal.capability !== HISTORY) || !isValidEntityId(entityId)) return null;
  const inWords = named(entityId, words, input);
  if (proposal.capability === SET) {
    if (plan.kind === 'state' || plan.kind === 'history' || plan.kind === 'capabilities' || plan.kind === 'chat') return 'action_not_asked';
    // "Dim it", "unlock it", "make it blue": asked for something else, so on/off is not what was asked.
    if (plan.kind === 'unsupported' && !OPEN_ENDED.has(plan.action)) return 'action_not_asked';
    if (plan.kind === 'set') return (plan.targets.includes(entityId) || inWords) && args['state'] === plan.state ? null : 'entity_not_named';
    return inWords ? null : 'entity_not_named';
  }
  if (plan.kind === 'set' || plan.kind === 'chat' || plan.kind === 'capabilities') return 'read_not_asked';
  if (plan.kind === 'history') return plan.target === entityId || inWords ? null : 'entity_not_named';
  if (plan.kind === 'state') return plan.targets.includes(entityId) || inWords ? null : 'entity_not_named';
  return inWords ? null : 'entity_not_named';
}

/**
 * The message holds every word of the entity's name, of one alias, or of its object id. An entity
 * outside the allowlist can only be named by its id's words ("the office printer"): then it goes on
 * to the executor, which refuses it with ENTITY_NOT_ALLOWLISTED, audited and narrated (DESIGN §5).
 */
function named(entityId: string, words: ReadonlySet<string>, input: EngineRoundInput): boolean {
  const entry = input.vocabulary.find((v) => v.entity_id === entityId);
  const phrases = [objectIdOf(entityId).replace(/_/g, ' '), ...(entry ? [entry.friendly_name, ...(Array.isArray(entry.aliases) ? entry.aliases : [])] : [])];
  return phrases.some((phrase) => {
    if (typeof phrase !== 'string') return false;
    const needed = [...wordsOf(phrase)];
    return needed.length > 0 && needed.every((w) => words.has(w));
  });
}

function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 0),
  );
}
