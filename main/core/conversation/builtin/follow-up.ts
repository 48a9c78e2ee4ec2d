/**
 * Follow-ups (DESIGN §5): a message that leans on the conversation's last request — "and the
 * hallway?", "what about upstairs?" (the same request about another place), and a bare name that
 * answers "which one do you mean?" or "which room?" (the pending request, completed). Each is
 * rewritten as the full request and parsed again, so every rule of the grammar still applies.
 */
import { parse } from './parse.js';
import type { Plan } from './plan.js';
import { tokenize } from './text.js';
import type { VocabularyIndex } from './vocabulary-index.js';

const ANSWER_FILLERS = new Set(['the', 'a', 'an', 'one', 'please', 'that', 'this', 'i', 'mean', 'it', 's']);

type Turn = { role: 'user' | 'assistant'; text: string };

const ELLIPSIS = /^\s*(?:and|but|ok(?:ay)?,? and|also|what about|how about|and what about|and how about|same for|same with|now|then)\s+(?<rest>.+?)[\s?.!]*$/i;
const AMBIGUOUS = /^More than one device matches '(?<phrase>[^']+)'/;
const WHICH_ROOM = /Which room do you mean\?/;

/** The request the message completes or varies, or null when it stands on its own. */
export function followUp(message: string, history: readonly Turn[], index: VocabularyIndex, plan: Plan): Plan | null {
  const lastReply = history.length > 0 && history[history.length - 1]!.role === 'assistant' ? history[history.length - 1]!.text : null;
  const previous = lastUserText(history);
  if (previous === null) return null;

  const quoted = lastReply === null ? undefined : AMBIGUOUS.exec(lastReply)?.groups?.phrase;
  if (quoted !== undefined && standsAlone(plan) === false) {
    const answer = message
      .replace(/[\s?.!]+$/, '')
      .replace(/\bone\b/i, '')
      .trim();
    const again = parse(previous.replace(quoted, answer), index);
    if ((again.kind === 'set' || again.kind === 'state') && again.targets.length === 1) return again;
    if (again.kind === 'history') return again;
    // "the appliance one": the one candidate of the question whose name has every word of the answer.
    const asked = parse(previous, index);
    if (asked.kind === 'clarify' && asked.candidates.length > 0) {
      const words = tokenize(answer)
        .map((t) => t.stem)
        .filter((w) => !ANSWER_FILLERS.has(w));
      const fits = asked.candidates.map((id) => index.byId.get(id)!).filter((e) => words.length > 0 && words.every((w) => e.nameStems.includes(w)));
      if (fits.length === 1) {
        const chosen = parse(previous.replace(quoted, fits[0]!.display), index);
        if (chosen.kind === 'set' || chosen.kind === 'state' || chosen.kind === 'history') return chosen;
      }
    }
  }
  if (lastReply !== null && WHICH_ROOM.test(lastReply) && standsAlone(plan) === false) {
    const room = message.replace(/[\s?.!]+$/, '').replace(/^\s*(?:in )?(?:the )?/i, '');
    const again = parse(previous.replace(/\b(?:in here|here|in this room|this room)\b/i, `in the ${room}`), index);
    if (again.kind === 'set' || again.kind === 'state') return again;
  }

  const said = ELLIPSIS.exec(message)?.groups?.rest;
  if (said !== undefined && standsAlone(plan) === false) {
    const earlier = parse(previous, index);
    const rest = said.replace(/^the\s+/i, '');
    for (const text of variants(earlier, rest, index)) {
      const again = parse(text, index);
      if (again.kind === 'set' || again.kind === 'state') return again;
    }
  }
  return null;
}

/** A plan that already is a request (not a question back or a refusal) needs no follow-up reading. */
function standsAlone(plan: Plan): boolean {
  return plan.kind === 'set' || plan.kind === 'state' || plan.kind === 'history' || plan.kind === 'capabilities' || plan.kind === 'chat';
}

function lastUserText(history: readonly Turn[]): string | null {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]!.role === 'user') return history[i]!.text;
  return null;
}

/** The earlier request, said about `rest`: with the kind of device it was about, then without. */
function variants(earlier: Plan, rest: string, index: VocabularyIndex): string[] {
  if (earlier.kind !== 'set' && earlier.kind !== 'state') return [];
  const domains = new Set(earlier.targets.map((id) => index.byId.get(id)?.domain ?? ''));
  const many = earlier.targets.length > 1;
  const kind =
    domains.size === 1 && domains.has('light')
      ? many
        ? 'lights'
        : 'light'
      : domains.size === 1 && domains.has('switch')
        ? many
          ? 'switches'
          : 'switch'
        : null;
  if (earlier.kind === 'set') {
    const verb = `turn ${earlier.state}`;
    return [...(kind ? [`${verb} the ${rest} ${kind}`, `${verb} the ${kind} ${rest}`] : []), `${verb} the ${rest}`];
  }
  const word = earlier.state_word ?? null;
  if (word === null) return kind ? [`what is the ${rest} ${kind}?`] : [`what is the ${rest}?`];
  const be = many ? 'are' : 'is';
  return [...(kind ? [`${be} the ${rest} ${kind} ${word}?`, `${be} the ${kind} ${rest} ${word}?`] : []), `${be} the ${rest} ${word}?`];
}
