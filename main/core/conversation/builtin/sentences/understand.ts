/**
 * An utterance read by a language's sentence data: its tokens matched against the templates
 * (match.ts), the readings turned into plans (plan-of.ts), the first usable one in data order
 * kept. Two requests joined by a `{then}` word ("turn on X and turn off Y") are read apart and
 * joined as parse.ts joins them. Nothing matched is the engine's "not understood"
 * (`unsupported`/`other`), so understand.ts tries the other languages.
 */
import type { Plan } from '../plan.js';
import type { Replies } from '../lang/types.js';
import type { VocabularyIndex } from '../indexed-vocabulary.js';
import type { Token } from '../text.js';
import type { CompiledLanguage } from './compile.js';
import { eachMatch, saysAt, type Match } from './match.js';
import { askedNamePlan, planOf } from './plan-of.js';

const usable = (p: Plan): boolean => p.kind !== 'clarify';

/**
 * A name read from a plural kind word ("liga as ventoinhas" with a fan named "Ventoinha"): the
 * household spoke of the kind, so such a reading comes last. Only plurals the data marks: an
 * inflected singular (Polish "lampę" for a lamp named "Lampa") is the name.
 */
function kindAsName(m: Match, tokens: readonly Token[], index: VocabularyIndex, language: CompiledLanguage): boolean {
  const kinds = language.lists.get('kind');
  if (!kinds) return false;
  return m.captures.some((c) => {
    if (c.kind !== 'name') return false;
    const span = tokens.slice(c.from, c.to);
    const isKind = (kinds.get(span[0]!.surface) ?? []).some((e) => e.values.plural === true && e.words.length === span.length && saysAt(span, 0, e.words));
    const said = span.map((t) => t.surface).join(' ');
    return isKind && !c.ids.some((i) => index.entities[i]!.nameSurface.join(' ') === said);
  });
}

/** A plan with the reading it was made from. */
interface Read {
  plan: Plan;
  match: Match;
}

/** An intent read only when nothing was asked (`unasked`, types.ts), and the utterance was asked. */
const askedAway = (match: Match, asked: boolean): boolean => asked && match.template.intent.intent === 'set' && match.template.intent.unasked === true;

function readMatch(tokens: readonly Token[], index: VocabularyIndex, language: CompiledLanguage, say: Replies, asked = false): Read | null {
  // Plans are made reading by reading (a kind's plan reads the index): the first usable one wins,
  // and a reading of a plural kind word as a name only after every other.
  const seen: { usable: Read | null; first: { plan: Plan; match: Match } | null } = { usable: null, first: null };
  const deferred: Match[] = [];
  let lastResort: Read | null = null;
  const consider = (match: Match): boolean => {
    const plan = planOf(match, tokens, index, say);
    // A name alone that names nothing there ("ventilatore" + "cucina" where that fan is elsewhere;
    // "allume le frigo" read whole as a name) is no reading while another stands — the command's own
    // question back ("which one?") included — and kept only when nothing else was read.
    const nameless = match.template.intent.intent === 'name_only' && plan.kind === 'unsupported';
    if (nameless) lastResort ??= { plan, match };
    else if (usable(plan)) seen.usable = { plan, match };
    else seen.first ??= { plan, match };
    return seen.usable !== null;
  };
  eachMatch(tokens, index, language, (match) => {
    if (askedAway(match, asked)) return false;
    if (kindAsName(match, tokens, index, language)) {
      deferred.push(match);
      return false;
    }
    return consider(match);
  });
  if (seen.usable === null) for (const match of deferred) if (consider(match)) break;
  if (seen.usable !== null) return seen.usable;
  if (lastResort !== null && seen.first === null) return lastResort;
  if (seen.first === null) return null;
  const { plan, match } = seen.first;
  // Words that name nothing and resemble nothing, outside a command, are not understood (as parse.ts's bare reading).
  const command = match.template.intent.intent === 'set';
  if (plan.kind === 'clarify' && plan.reason === 'unknown' && plan.candidates.length === 0 && !command) return null;
  return { plan, match };
}

const readTokens = (tokens: readonly Token[], index: VocabularyIndex, language: CompiledLanguage, say: Replies): Plan | null =>
  readMatch(tokens, index, language, say)?.plan ?? null;

/** The reading the plan of `tokens` was made from, with its captures (follow-ups vary them); null when nothing was read. */
export function readingOf(tokens: readonly Token[], index: VocabularyIndex, language: CompiledLanguage, say: Replies): Match | null {
  // Follow-ups splice the reading's captures into these very tokens: a rewrite that split a word keeps them as said.
  const rewritten = language.rewrite(tokens, index);
  return readMatch(rewritten.length === tokens.length ? rewritten : tokens, index, language, say)?.match ?? null;
}

/** "… and turn off the hallway light": two on/off requests, done in order (as parse.ts). */
function twoActions(tokens: readonly Token[], index: VocabularyIndex, language: CompiledLanguage, say: Replies): Plan | null {
  const then = language.lists.get('then');
  if (!then) return null;
  for (let i = 1; i < tokens.length - 1; i++) {
    for (const entry of then.get(tokens[i]!.surface) ?? []) {
      if (!saysAt(tokens, i, entry.words)) continue;
      const first = readTokens(tokens.slice(0, i), index, language, say);
      if (first?.kind !== 'set') continue;
      const second = readTokens(tokens.slice(i + entry.words.length), index, language, say);
      if (!second) continue;
      if (second.kind !== 'set') return second.kind === 'clarify' || second.kind === 'unsupported' ? second : null;
      if (first.state === second.state)
        return { ...first, targets: [...new Set([...first.targets, ...second.targets])], phrase: `${first.phrase}, ${second.phrase}` };
      return { ...first, then: second };
    }
  }
  return null;
}

/** What `said` asks, read by `language`'s data against `index`, worded by `say`. */
export function understandSentence(said: string, language: CompiledLanguage, index: VocabularyIndex, say: Replies): Plan {
  const tokens = language.rewrite(language.reader.tokens(said), index);
  if (tokens.length === 0) return { kind: 'chat', text: say.chat('prompt') };
  const asked = language.questionMarks.some((mark) => said.includes(mark));
  const read = readMatch(tokens, index, language, say, asked);
  // A name alone, asked ("¿la cafetera?"): its state rather than "what should I do with it?".
  if (read?.match.template.intent.intent === 'name_only' && read.plan.kind === 'clarify' && read.plan.reason === 'no_action')
    if (asked) return askedNamePlan(read.match, tokens, index, say);
  const whole = read?.plan ?? null;
  if (whole && usable(whole)) return whole;
  return twoActions(tokens, index, language, say) ?? whole ?? { kind: 'unsupported', action: 'other', text: say.unsupported('other') };
}
