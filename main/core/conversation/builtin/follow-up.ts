/**
 * Follow-ups (DESIGN §5): a message that leans on the conversation's last request — "and the
 * hallway?", "what about upstairs?" (the same request about another place), and a bare name that
 * answers "which one do you mean?" or "which room?" (the pending request, completed). Each is
 * rewritten as the full request in the canonical form and parsed again, so every rule of the
 * grammar still applies. What was asked is known from the previous turn's plan, never from the
 * wording of the reply (which is in the household's language).
 */
import { ANSWER_FILLERS, ELLIPSIS, HERE, LEADING_ARTICLE, ONE, PRONOUN, ROOM_ANSWER_LEAD, inThe, requestAbout } from './conversation-words.js';
import type { Plan } from './plan.js';
import { tokenize } from './text.js';
import type { VocabularyIndex } from './indexed-vocabulary.js';

/** The first pronoun of a request (PRONOUN is global, for replacing them all; this one is stateless). */
const FIRST_PRONOUN = new RegExp(PRONOUN.source, 'i');

export interface FollowUpContext {
  /** This message in the canonical form. */
  message: string;
  /** The household's previous message in the canonical form, or null. */
  previous: string | null;
  /** What the previous turn asked back, when the conversation's last entry is its reply. */
  previousTurn: () => Plan | null;
  /** Parses a request in the canonical form (replies in the household's language). */
  parse: (canonical: string) => Plan;
}

/** The request the message completes or varies, or null when it stands on its own. */
export function followUp(context: FollowUpContext, index: VocabularyIndex, plan: Plan): Plan | null {
  const { message, previous, parse } = context;
  if (previous === null || standsAlone(plan)) return null;
  const asked = context.previousTurn();

  const question = asked?.kind === 'clarify' ? asked : null;
  const quoted = question?.reason === 'ambiguous' ? question.phrase : undefined;
  if (question && quoted !== undefined && previous.includes(quoted)) {
    const answer = message
      .replace(/[\s?.!]+$/, '')
      .replace(ONE, '')
      .trim();
    const again = parse(previous.replace(quoted, answer));
    if ((again.kind === 'set' || again.kind === 'state') && again.targets.length === 1) return again;
    if (again.kind === 'history') return again;
    // "the appliance one": the one candidate of the question whose name has every word of the answer.
    const words = tokenize(answer)
      .map((t) => t.stem)
      .filter((w) => !ANSWER_FILLERS.has(w));
    const fits = question.candidates
      .map((id) => index.byId.get(id))
      .filter((e) => e !== undefined && words.length > 0 && words.every((w) => e.nameStems.includes(w)));
    if (fits.length === 1) {
      const chosen = parse(previous.replace(quoted, fits[0]!.display));
      if (chosen.kind === 'set' || chosen.kind === 'state' || chosen.kind === 'history') return chosen;
    }
  }
  // "turn it on" → "which device?" → "the porch light": the answer takes the pronoun's place, so
  // the request keeps what it asked ("on"), not only the device.
  if (question?.reason === 'pronoun' && FIRST_PRONOUN.test(previous)) {
    const answer = message.replace(/[\s?.!]+$/, '').replace(LEADING_ARTICLE, '');
    const again = parse(previous.replace(FIRST_PRONOUN, `the ${answer}`));
    if (again.kind === 'set' || again.kind === 'state' || again.kind === 'history') return again;
  }
  if (question?.reason === 'which_room') {
    const room = message.replace(/[\s?.!]+$/, '').replace(ROOM_ANSWER_LEAD, '');
    const again = parse(previous.replace(HERE, inThe(room)));
    if (again.kind === 'set' || again.kind === 'state') return again;
  }

  const said = ELLIPSIS.exec(message)?.groups?.rest;
  if (said !== undefined) {
    const earlier = parse(previous);
    const rest = said.replace(LEADING_ARTICLE, '');
    for (const text of variants(earlier, rest, index)) {
      const again = parse(text);
      if (again.kind === 'set' || again.kind === 'state') return again;
    }
  }
  return null;
}

/** A plan that already is a request (not a question back or a refusal) needs no follow-up reading. */
function standsAlone(plan: Plan): boolean {
  return plan.kind === 'set' || plan.kind === 'state' || plan.kind === 'history' || plan.kind === 'capabilities' || plan.kind === 'chat';
}

/** The earlier request, said about `rest`: with the kind of device it was about, then without. */
function variants(earlier: Plan, rest: string, index: VocabularyIndex): string[] {
  if (earlier.kind !== 'set' && earlier.kind !== 'state') return [];
  const domains = new Set(earlier.targets.map((id) => index.byId.get(id)?.domain ?? ''));
  const many = earlier.targets.length > 1;
  const kind = domains.size === 1 && domains.has('light') ? 'light' : domains.size === 1 && domains.has('switch') ? 'switch' : null;
  if (earlier.kind === 'set') return requestAbout({ kind: 'set', state: earlier.state }, rest, kind, many);
  return requestAbout({ kind: 'state', state_word: earlier.state_word ?? null, many }, rest, kind, many);
}
