/**
 * The plan for a turn, in its conversation: the message read in the household's language (then
 * the others, understand.ts), a follow-up completed from the previous turn's plan, a pronoun
 * taken from the previous request, and "yes, go on" carried on from the engine's note on its
 * last reply (`EngineCarry`) — never from the reply's wording, which is in the household's language.
 */
import type { Language } from '../../../../common/languages.js';
import type { EngineCarry, EngineRoundInput } from '../conversation-engine.js';
import { followUp } from './follow-up.js';
import type { FollowUpReader } from './follow-up-reader.js';
import { packFor } from './lang/index.js';
import type { Replies } from './lang/types.js';
import type { Plan } from './plan.js';
import { understand, type Understood } from './understand.js';
import type { VocabularyIndex } from './indexed-vocabulary.js';
import { indexFor } from './vocabulary-index.js';

function phraseOfPlan(plan: Plan, index: VocabularyIndex): string | null {
  if (plan.kind === 'set' || plan.kind === 'state') return plan.phrase;
  if (plan.kind === 'history') return index.byId.get(plan.target)?.display ?? null;
  return null;
}

/** Devices an on/off request still has to do, noted on the reply that stopped for want of rounds. */
export interface Left {
  state: 'on' | 'off';
  phrase: string;
  /** Still to do, in plan order. */
  left: string[];
  /** How many of the request came before `left`, and its size. */
  done: number;
  total: number;
  /** The whole request's targets: the same request said again carries on too. */
  request: string[];
}

export const CARRY_KEY = 'builtin_left';

/** The same on/off request said again after a reply that left devices to do: it carries on with them. */
export function sameRequest(plan: Plan, left: Left): boolean {
  return plan.kind === 'set' && plan.state === left.state && plan.targets.join() === left.request.join();
}

/** The plan that carries on with what an earlier reply left to do, counted over the whole request. */
export function carryOn(left: Left): Plan {
  return { kind: 'set', state: left.state, phrase: left.phrase, targets: left.left, offset: left.done, total: left.total, skipped: [], request: left.request };
}

/** The note on the conversation's last reply, when it is ours and still makes sense for this vocabulary. */
export function leftOf(carry: EngineCarry | undefined, index: VocabularyIndex): Left | null {
  const v = carry?.[CARRY_KEY] as Partial<Left> | undefined;
  if (!v || (v.state !== 'on' && v.state !== 'off') || typeof v.phrase !== 'string' || typeof v.done !== 'number' || typeof v.total !== 'number') return null;
  const ids = (x: unknown): x is string[] => Array.isArray(x) && x.every((id) => typeof id === 'string');
  if (!ids(v.left) || !ids(v.request) || v.left.length === 0 || !index.byId.has(v.left[0]!)) return null;
  return v as Left;
}

/** The turn's reader: the household's language first (understand.ts), replies in it. */
interface Reader {
  language: Language;
  say: Replies;
  understand: (said: string) => Understood;
  parse: (canonical: string) => Plan;
  /** How the household's language leans on the conversation. */
  words: FollowUpReader;
  /** Its words are sentence data: a pronoun may stand where no target was read at all. */
  data: boolean;
  /** The message as the household's own pack reads it, whichever pack understood it (§7b). */
  own: (said: string) => string;
}

function readerFor(input: EngineRoundInput, index: VocabularyIndex, language: Language): Reader {
  const say = packFor(language).replies;
  const here = input.this_area_id ?? null;
  const indexIn = (other: Language): VocabularyIndex => (other === language ? index : indexFor(input.vocabulary, { here, language: other }));
  // A follow-up is rebuilt in the form the household's pack read the message in (its own words for a pack of sentence data).
  const pack = packFor(language);
  const parse = (own: string): Plan => pack.understand(own, index, say);
  return {
    language,
    say,
    understand: (said) => understand(said, indexIn, language, say),
    parse,
    words: pack.followUp,
    data: pack.followUp.pronounAnywhere,
    own: (said) => pack.normalise(said, index),
  };
}

/**
 * The plan for this turn, reading the conversation where the message leans on it: "turn it off"
 * takes its device from the previous request, and "yes" or the same request again after a reply
 * that left devices to do continues with those (from the engine's note on that reply, never from
 * its wording). The message is read in `input.language` (else the index's), then in the others.
 */
export function planForTurn(input: EngineRoundInput, index: VocabularyIndex): Plan {
  const language = input.language ?? index.language;
  const own = language === index.language ? index : indexFor(input.vocabulary, { here: input.this_area_id ?? null, language });
  return planWith(input, own, readerFor(input, own, language));
}

function planWith(input: EngineRoundInput, index: VocabularyIndex, reader: Reader): Plan {
  const now = reader.understand(input.user_message);
  const plan = now.plan;
  const at = lastIndexOf(input.history, (h) => h.role === 'user');
  const previousUser = at >= 0 ? input.history[at]! : undefined;
  const last = input.history.length > 0 ? input.history[input.history.length - 1]! : undefined;
  const lastReply = last?.role === 'assistant' ? last : undefined;

  const left = leftOf(lastReply?.carry, index);
  if (left) {
    // "continua" is the household's word for carrying on even when another language's pack also reads it (as its own "continúa").
    if (reader.words.carriesOn(now.canonical) || reader.words.carriesOn(reader.own(input.user_message)) || sameRequest(plan, left)) return carryOn(left);
  }
  const previous = previousUser ? reader.understand(previousUser.text) : null;
  const followed = followUp(
    {
      message: now.canonical,
      previous: previous?.canonical ?? null,
      // What the previous turn made of its message, in its own context: the question it asked back.
      previousTurn: () =>
        lastReply && previousUser ? planWith({ ...input, user_message: previousUser.text, history: input.history.slice(0, at) }, index, reader) : null,
      parse: reader.parse,
      words: reader.words,
    },
    index,
    plan,
  );
  if (followed) return followed;
  if (previous && leansOnPronoun(plan, reader)) {
    const phrase = phraseOfPlan(previous.plan, index);
    const text = phrase === null ? null : reader.words.withPronounAs(now.canonical, phrase);
    const again = text === null ? null : reader.parse(text);
    if (again && (again.kind !== 'clarify' || again.reason !== 'pronoun') && (!reader.data || within(again, previous.plan))) return again;
  }
  return plan;
}

/**
 * A plan a pronoun may complete: the canonical grammar says so itself (`pronoun`); sentence data
 * reads "desliga-o" as a request with no target, none at all, or a question back ("o" is also an
 * article, and a word of names) — so for data, `within` keeps the pronoun to the devices it stands for.
 */
function leansOnPronoun(plan: Plan, reader: Reader): boolean {
  if (plan.kind === 'clarify' && plan.reason === 'pronoun') return true;
  return reader.data && (plan.kind === 'clarify' || (plan.kind === 'unsupported' && plan.action === 'other'));
}

/** A request read with a pronoun replaced is about the previous request's devices, or some of them, and never more. */
function within(plan: Plan, previous: Plan): boolean {
  const before = new Set(previous.kind === 'set' || previous.kind === 'state' ? previous.targets : previous.kind === 'history' ? [previous.target] : []);
  const now = plan.kind === 'set' || plan.kind === 'state' ? plan.targets : plan.kind === 'history' ? [plan.target] : null;
  return now !== null && now.length > 0 && now.every((id) => before.has(id));
}

function lastIndexOf<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return i;
  return -1;
}
