/**
 * The canonical form's words for leaning on the conversation: "carry on", "it/them", "and the
 * hallway?", "the … one". Like lexicon.ts, grammar.ts and rephrase.ts these are the shared
 * grammar's canonical (English) words: they are matched against a message *after* its language
 * pack's `normalise`, so a language maps its own "weiter", "ça", "en de gang?" onto them.
 */

/** A message that only says "go on with what is left". */
export const CONTINUE =
  /^(?:(?:yes|yeah|yep|ok|okay|sure|please|go on|go ahead|carry on|continue|keep going|do it|do that|the rest|do the rest|rest|the others|others|again|ask again|and the rest|them too|those too|the rest too|please do|turn them (?:on|off) too|turn it (?:on|off) too|them as well|all of them|the remaining ones|the remainder)\b[\s,.!]*)+$/i;

/** Pronouns that point at the previous request's device. */
export const PRONOUN = /\b(?:it|them|that|those|these|they)\b/gi;

/** "and the hallway?", "what about upstairs?": the same request about another place or device. */
export const ELLIPSIS =
  /^\s*(?:and|but|ok(?:ay)?,? and|also|what about|how about|and what about|and how about|same for|same with|now|then)\s+(?<rest>.+?)[\s?.!]*$/i;

/** Words of an answer to "which one?" that name no device ("the one", "I mean that"). */
export const ANSWER_FILLERS = new Set(['the', 'a', 'an', 'one', 'please', 'that', 'this', 'i', 'mean', 'it', 's']);

/** "one" in "the appliance one". */
export const ONE = /\bone\b/i;

/** A bare room answer's leading words ("in the kitchen"). */
export const ROOM_ANSWER_LEAD = /^\s*(?:in )?(?:the )?/i;

/** The words that make a request about this computer's room ("in here"). */
export const HERE = /\b(?:in here|here|in this room|this room)\b/i;

/** The canonical phrasing of a place, to put a room answer back into a request. */
export const inThe = (room: string): string => `in the ${room}`;

/** A leading article of a follow-up's target ("and the hallway?"). */
export const LEADING_ARTICLE = /^the\s+/i;

/** The earlier request said about `rest`, in canonical words: with the kind of device it was about, then without. */
export function requestAbout(
  earlier: { kind: 'set'; state: 'on' | 'off' } | { kind: 'state'; state_word: string | null; many: boolean },
  rest: string,
  kind: 'light' | 'switch' | null,
  many: boolean,
): string[] {
  const noun = kind === null ? null : many ? (kind === 'light' ? 'lights' : 'switches') : kind;
  if (earlier.kind === 'set') {
    const verb = `turn ${earlier.state}`;
    return [...(noun ? [`${verb} the ${rest} ${noun}`, `${verb} the ${noun} ${rest}`] : []), `${verb} the ${rest}`];
  }
  const word = earlier.state_word;
  if (word === null) return noun ? [`what is the ${rest} ${noun}?`] : [`what is the ${rest}?`];
  const be = earlier.many ? 'are' : 'is';
  return [...(noun ? [`${be} the ${rest} ${noun} ${word}?`, `${be} the ${noun} ${rest} ${word}?`] : []), `${be} the ${rest} ${word}?`];
}
