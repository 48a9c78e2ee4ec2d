/**
 * Follow-ups (DESIGN §5): a message that leans on the conversation's last request — "and the
 * hallway?", "what about upstairs?" (the same request about another place), and a bare name that
 * answers "which one do you mean?" or "which room?" (the pending request, completed). Each is
 * rewritten as the full request in the form its language reads (its words: follow-up-reader.ts)
 * and read again, so every rule of the language still applies. What was asked is known from the previous turn's plan, never from the
 * wording of the reply (which is in the household's language).
 */
import type { FollowUpReader } from './follow-up-reader.js';
import type { Plan } from './plan.js';
import type { VocabularyIndex } from './indexed-vocabulary.js';

export interface FollowUpContext {
  /** This message in the form the household's language reads it (its pack's `canonical`). */
  message: string;
  /** The household's previous message in that form, or null. */
  previous: string | null;
  /** What the previous turn asked back, when the conversation's last entry is its reply. */
  previousTurn: () => Plan | null;
  /** Reads a request in that form (replies in the household's language). */
  parse: (canonical: string) => Plan;
  /** How the household's language leans on the conversation. */
  words: FollowUpReader;
}

/** The request the message completes or varies, or null when it stands on its own. */
export function followUp(context: FollowUpContext, index: VocabularyIndex, plan: Plan): Plan | null {
  const { message, previous, parse, words } = context;
  if (previous === null || standsAlone(plan)) return null;
  const asked = context.previousTurn();

  const question = asked?.kind === 'clarify' ? asked : null;
  const quoted = question?.reason === 'ambiguous' ? question.phrase : undefined;
  if (question && quoted !== undefined && previous.includes(quoted)) {
    const answer = words.whichAnswer(message);
    const again = parse(previous.replace(quoted, answer));
    if ((again.kind === 'set' || again.kind === 'state') && again.targets.length === 1) return again;
    if (again.kind === 'history') return again;
    // "the appliance one": the one candidate of the question whose name has every word of the answer.
    const stems = words.answerStems(answer);
    const fits = question.candidates
      .map((id) => index.byId.get(id))
      .filter((e) => e !== undefined && stems.length > 0 && stems.every((w) => e.nameStems.includes(w)));
    if (fits.length === 1) {
      const chosen = parse(previous.replace(quoted, fits[0]!.display));
      if (chosen.kind === 'set' || chosen.kind === 'state' || chosen.kind === 'history') return chosen;
    }
  }
  // "turn it on" → "which device?" → "the porch light": the answer takes the pronoun's place, so
  // the request keeps what it asked ("on"), not only the device; "turn on" → "what?" → the answer after it.
  if (question?.reason === 'pronoun' || question?.reason === 'no_target') {
    const text = words.pronounAnswered(previous, message) ?? (question.reason === 'no_target' ? `${previous} ${message}` : null);
    const again = text === null ? null : parse(text);
    if (again && (again.kind === 'set' || again.kind === 'state' || again.kind === 'history')) return again;
  }
  if (question?.reason === 'which_room') {
    for (const text of words.inRoom(previous, message, index)) {
      const again = parse(text);
      if (again.kind === 'set' || again.kind === 'state') return again;
    }
  }

  const rest = words.ellipsis(message);
  if (rest !== null) {
    const earlier = parse(previous);
    for (const text of words.requestAbout(previous, earlier, rest, index)) {
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
