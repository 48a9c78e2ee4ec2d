/**
 * Sentence shapes a household uses that say the same as a plainer one, rewritten before parsing:
 * polite or framing tails ("…please answer yes or no", "…for me"), a topicalised target ("the
 * porch light, turn it off"), history asked by its noun ("porch light activity over the last 7
 * days") and "what's the thermostat set to?". Pure text → text; the grammar stays in parse.ts.
 * These are shapes of the canonical form (English): every language's request reaches them after
 * its pack's `normalise`.
 */

const TAIL =
  /(?:[\s,]+(?:please|thanks|thank you|for me|for us|if you can|if you could|if possible|right now|now|(?:please )?(?:just )?answer (?:with )?(?:a )?yes or no|(?:just )?yes or no|ok|okay|will you|would you|could you|quickly|asap|cheers))+[\s.!?]*$/i;
const TOPICALISED = /^\s*(?:as for |about )?(?<np>[^,;:]+?)\s*[,;:]+\s*(?<verb>turn|switch|shut|power|put)\s+(?:it|them)\s+(?<rest>.+)$/i;
const TOPICALISED_QUESTION = /^\s*(?:as for |about )?(?<np>[^,;:]+?)\s*[,;:]+\s*(?<verb>is|are|was|were)\s+(?:it|they)\b\s*(?<rest>.*)$/i;
/** "… activity", "… history" at the end, or followed only by when ("over the last 7 days", "for this week"). */
const HISTORY_NOUN =
  /^(?:what(?:'s| is| was) |show me |tell me |give me )?(?<np>.+?)\s+(?:activity|history|log|changes)(?<rest>(?:\s+(?:for|over|in|during|since|from|today|yesterday|this|last|past|recently|lately)\b.*)?)[\s?.!]*$/i;
const SET_TO = /\s+(?:set to|set at|set)\s*(?<q>\?)?\s*$/i;

/** The plainer sentence, or the text itself when no shape applies. */
export function rephrase(text: string): string {
  let s = text;
  const question = /\?\s*$/.test(s);
  for (let i = 0; i < 4; i++) {
    const stripped = s.replace(TAIL, '');
    if (stripped === s || stripped.trim() === '') break;
    s = stripped;
  }
  const topical = TOPICALISED.exec(s);
  if (topical?.groups) s = `${topical.groups.verb} ${topical.groups.np} ${topical.groups.rest}`;
  const topicalQuestion = TOPICALISED_QUESTION.exec(s);
  if (topicalQuestion?.groups) s = `${topicalQuestion.groups.verb} ${topicalQuestion.groups.np} ${topicalQuestion.groups.rest}`.trim();
  if (!/^\s*(?:when|how many|how often|history|show me the history|what happened)/i.test(s)) {
    const history = HISTORY_NOUN.exec(s);
    if (history?.groups) s = `history of ${history.groups.np}${history.groups.rest}`;
  }
  // "over the last 7 days" says what "in the last 7 days" says.
  s = s.replace(/\b(?:over|during|across|throughout) the (last|past)\b/gi, 'in the $1');
  if (/^\s*(?:what|what's|whats|what is|what are|how is|how's)\b/i.test(s)) s = s.replace(SET_TO, (_m, q: string | undefined) => (q ? '?' : ''));
  return question && !/\?\s*$/.test(s) ? `${s}?` : s;
}
