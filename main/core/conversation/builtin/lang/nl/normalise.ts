/**
 * A Dutch request in the shared grammar's canonical form. Dutch puts the particle of a
 * separable verb at the end ("zet de lamp in de keuken aan") or glues it to the infinitive
 * ("de lamp aanzetten"), so a command is rebuilt as verb + particle + target ("turn on the lamp
 * in the keuken"); questions keep their order, word by word. The household's own names — whole
 * entity names, aliases, areas and floors — pass through untouched, so the index still matches
 * them; a diminutive or plural of a name word is written as the name has it.
 */
import { joinSplitNames } from '../../joining.js';
import { normalizeText, tokenize, type Token } from '../../text.js';
import type { VocabularyIndex } from '../../indexed-vocabulary.js';
import type { Entry } from './lexicon.js';
import { nameWordFor, splitCompound } from './morphology.js';
import { GRAMMAR_WORDS, NOUN_FORMS, PLACE_NOUNS, TABLE, correctedWord } from './tables.js';
import { CONFIRMATION, capabilities } from './whole-message.js';

// ---------------------------------------------------------------------------------------------

interface Item {
  /** The canonical words ('' for none). */
  en: string;
  /** The word(s) as typed (lower case, accents stripped). */
  surface: string;
  entry?: Entry;
  /** One of the household's names, passed through as typed. */
  name?: boolean;
  /** An area or floor name. */
  place?: boolean;
}

/** Words that only make a request polite or frame it; they go first, before the verb. */
const FRAMING = new Set(['please', 'can you', 'i want you to', 'i want', 'make sure', 'hello', 'ok', 'now', 'quickly', 'and', 'currently']);
const WRAPPERS = new Set(['tell me if', 'tell me']);

/** The items of the request: names kept, grammar translated, compounds and diminutives undone. */
function itemsOf(tokens: readonly Token[], index: VocabularyIndex): Item[] {
  const plain = tokens.map((t) => ({ surface: t.surface, stem: t.surface }));
  const items: Item[] = [];
  const protectedAt = new Set<number>();
  const spans: Array<{ start: number; length: number; place: boolean }> = [];
  for (let i = 0; i < tokens.length;) {
    const byName = index.names.match(tokens, i);
    const byPlace = index.areas.match(tokens, i);
    const length = Math.max(byName?.length ?? 0, byPlace?.length ?? 0);
    if (length === 0) {
      i++;
      continue;
    }
    spans.push({ start: i, length, place: (byPlace?.length ?? 0) >= length });
    for (let k = 0; k < length; k++) protectedAt.add(i + k);
    i += length;
  }
  const spanAt = new Map(spans.map((s) => [s.start, s]));

  for (let i = 0; i < tokens.length;) {
    const span = spanAt.get(i);
    const token = tokens[i]!;
    if (span) {
      const surface = tokens
        .slice(i, i + span.length)
        .map((t) => t.surface)
        .join(' ');
      items.push({ en: surface, surface, name: true, place: span.place });
      i += span.length;
      continue;
    }
    if (token.entityId) {
      items.push({ en: token.surface, surface: token.surface, name: true });
      i++;
      continue;
    }
    const m = TABLE.match(plain, i, protectedAt);
    if (m) {
      const surface = plain
        .slice(i, i + m.length)
        .map((t) => t.surface)
        .join(' ');
      items.push({ en: m.values[0]!.en, surface, entry: m.values[0]! });
      i += m.length;
      continue;
    }
    const corrected = !index.known.has(token.stem) && nameWordFor(token.surface, index) === null ? correctedWord(token.surface, index) : null;
    const fixed = corrected ? TABLE.match([{ surface: corrected, stem: corrected }], 0) : null;
    if (fixed) items.push({ en: fixed.values[0]!.en, surface: token.surface, entry: fixed.values[0]! });
    else items.push(...wordItems(token, index));
    i++;
  }
  return items;
}

/** One word the tables do not have: a name word, a name's diminutive, a compound, or itself. */
function wordItems(token: Token, index: VocabularyIndex): Item[] {
  const { surface } = token;
  if (token.surface === 'op') return [{ en: 'op', surface }];
  if (index.known.has(token.stem) || /\d/.test(surface)) return [{ en: surface, surface, name: index.nameWords.has(token.stem) }];
  const nameWord = nameWordFor(surface, index);
  if (nameWord) return [{ en: nameWord, surface, name: true }];
  const split = splitCompound(
    surface,
    (w) => NOUN_FORMS.has(w),
    (w) => PLACE_NOUNS.has(NOUN_FORMS.get(w)?.en ?? ''),
    index,
  );
  if (split) {
    const kind = NOUN_FORMS.get(split.kind)!;
    return [
      { en: split.head, surface: split.head, name: index.known.has(split.head) },
      { en: kind.en, surface: split.kind, entry: kind },
    ];
  }
  return [{ en: surface, surface }];
}

/**
 * Words whose reading depends on the next word: "het" is an article before a noun or a name
 * ("het licht") and the pronoun "it" before a particle ("zet het aan"); "op" is "in" before a
 * place ("op de eerste verdieping") and "to" otherwise ("op 50 procent").
 */
function settle(items: Item[]): void {
  items.forEach((item, k) => {
    const next = items[k + 1];
    if ((item.surface === 'het' || item.surface === 't') && item.entry?.en === 'the') {
      const article = next !== undefined && (next.name || next.entry?.noun || next.entry?.describes || (!next.entry && next.en !== 'op'));
      item.en = article ? 'the' : 'it';
    }
    if (item.surface === 'op' && !item.entry) {
      const after = next?.entry?.en === 'the' ? items[k + 2] : next;
      item.en = after?.place ? 'in' : 'to';
    }
  });
}

const hasDirection = (items: readonly Item[]): boolean => items.some((it) => it.entry?.cmd?.dir !== undefined || it.entry?.cmd?.action !== undefined);

/** Where a command has two actions ("doe de lamp aan en de ventilator uit"): at an "en" with an action on each side. */
function clauses(items: readonly Item[]): Item[][] {
  const out: Item[][] = [];
  let from = 0;
  for (let k = 0; k < items.length; k++) {
    const en = items[k]!.entry?.en;
    if (en !== 'and' && en !== 'and then') continue;
    if (hasDirection(items.slice(from, k)) && hasDirection(items.slice(k + 1))) {
      out.push(items.slice(from, k));
      from = k + 1;
    }
  }
  out.push(items.slice(from));
  return out;
}

function words(items: readonly Item[]): string {
  return items
    .map((it) => it.en)
    .filter(Boolean)
    .join(' ');
}

/** One on/off (or refused) command: framing, verb, particle, then the target in Dutch order. */
function commandClause(items: readonly Item[]): string {
  let start = 0;
  while (start < items.length && FRAMING.has(items[start]!.en)) start++;
  const framing = words(items.slice(0, start));
  const rest = items.slice(start);
  const schakel = rest.some((it) => {
    const cmd = it.entry?.cmd;
    return cmd !== undefined && 'particleIn' in cmd && cmd.particleIn === true;
  });
  // "schakel de verlichting in": the last "in" of a clause with "schakelen" is its particle.
  let lastContent = rest.length - 1;
  while (lastContent >= 0 && (rest[lastContent]!.en === '' || rest[lastContent]!.en === 'please' || rest[lastContent]!.en === 'now')) lastContent--;
  const dirs = new Set<'on' | 'off'>();
  let action: string | null = null;
  const target: Item[] = [];
  for (const [k, it] of rest.entries()) {
    const cmd = it.entry?.cmd;
    if (schakel && k === lastContent && it.surface === 'in') dirs.add('on');
    else if (cmd?.dir) dirs.add(cmd.dir);
    else if (cmd?.action) action ??= cmd.action;
    else if (!cmd?.verb) target.push(it);
  }
  const what = words(target);
  let verb: string;
  if (dirs.size > 1) verb = `turn on ${what} off`;
  else if (dirs.size === 1) verb = `turn ${[...dirs][0]!} ${what}`;
  else if (action === 'up' || action === 'down') verb = `turn ${what} ${action}`;
  else if (action) verb = `${action} ${what}`;
  else verb = `set ${what}`;
  return `${framing} ${verb}`.trim();
}

/** A question about the past: "wanneer" / "hoe vaak" wants an auxiliary after it ("when did …"). */
function historyQuestion(items: Item[], at: number): string {
  const out = items.map((it) => (it.en === 'went' ? { ...it, en: '' } : it));
  const next = out.slice(at + 1).find((it) => it.en !== '');
  const lead = out[at]!.en;
  if (lead === 'when' || lead === 'how often') {
    if (next && (next.en === 'is' || next.en === 'are' || next.en === 'was' || next.en === 'were')) next.en = 'was';
    else if (next && (next.en === 'has' || next.en === 'have')) next.en = lead === 'when' ? 'was' : 'has';
    else out.splice(at + 1, 0, { en: 'did', surface: '' });
  }
  return words(
    out.map((it) =>
      it.entry?.cmd?.verb && !it.entry.cmd.dir && !it.entry.cmd.action
        ? { ...it, en: '' }
        : it.entry?.cmd?.dir && it.entry.cmd.verb
          ? { ...it, en: `turned ${it.entry.cmd.dir}` }
          : it,
    ),
  );
}

/** Adjectives Dutch puts last ("is het hier warm?") that English asks right after "is it". */
const PREDICATES = new Set(['warm', 'cold', 'hot', 'cool', 'humid', 'dry']);

/** Participles of what happened: "is de voordeur vandaag open geweest?" asks about the past. */
const EVENTS_EN = new Set(['opened', 'closed', 'turned on', 'turned off', 'changed', 'used', 'detected']);

function question(items: readonly Item[], at: number): string {
  const lead = items[at];
  if (lead && ['is', 'are', 'was', 'were'].includes(lead.en) && items.some((it) => EVENTS_EN.has(it.en))) {
    return words(
      items.map((it) => (it === lead ? { ...it, en: 'has' } : it.entry?.cmd?.verb && !it.entry.cmd.dir && !it.entry.cmd.action ? { ...it, en: '' } : it)),
    );
  }
  const out = items.map((it) => (it.entry?.cmd?.verb && !it.entry.cmd.dir && !it.entry.cmd.action ? '' : it.en === 'went' ? '' : it.en)).filter(Boolean);
  // "is het hier warm?", "is het in de woonkamer koud?": the adjective follows "is it" in the canonical form.
  const k = out.indexOf('it');
  if (k > 0 && k === out.indexOf(items[at]?.en ?? '') + 1 && PREDICATES.has(out[out.length - 1]!) && k < out.length - 2) out.splice(k + 1, 0, out.pop()!);
  // "branden de lampen?", "welke lichten branden er?": the verb itself asks whether they are on.
  const on = items.some((it) => it.entry?.impliesOn) && !items.some((it) => it.entry?.cmd?.dir) ? ' on' : '';
  return `${out.join(' ')}${on}`;
}

/** Words that make what follows a set: "een keuken lamp" is any kitchen light, not the "Keukenlamp". */
const INDEFINITE = new Set(['een', 'alle', 'elke', 'iedere', 'ieder', 'welke', 'welk', 'hoeveel', 'geen', 'sommige', 'enkele', 'beide']);

/**
 * Split and run-together names settled as the shared grammar does ("slaapkamer lampje" for the
 * "Slaapkamerlampje"), except a place followed by a kind after an indefinite word: "is er een
 * keuken lamp aan?" asks about every kitchen light, even when one of them is named "Keukenlamp".
 */
function joinNames(tokens: Token[], index: VocabularyIndex): Token[] {
  const out: Token[] = [];
  let from = 0;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const placeThenKind =
      i > 0 && INDEFINITE.has(tokens[i - 1]!.surface) && index.areas.match(tokens, i)?.length === 1 && NOUN_FORMS.has(tokens[i + 1]!.surface);
    // "staan de" is not the name word "staande": grammar words are never glued to a neighbour.
    const grammar = GRAMMAR_WORDS.has(tokens[i]!.surface) || GRAMMAR_WORDS.has(tokens[i + 1]!.surface);
    if (!placeThenKind && !grammar) continue;
    out.push(...joinSplitNames(tokens.slice(from, i + 1), index));
    from = i + 1;
  }
  out.push(...joinSplitNames(tokens.slice(from), index));
  return out;
}

// ---------------------------------------------------------------------------------------------

/** The request in the canonical form the shared grammar reads. */
export function normaliseDutch(utterance: string, index: VocabularyIndex): string {
  const text = normalizeText(utterance).trim();
  const questionMark = /\?\s*$/.test(text);
  const bare = text.replace(/[\s?.!,]+$/g, '').replace(/^[\s,]+/, '');
  if (CONFIRMATION.test(bare)) return 'yes';
  const tokens = joinNames(tokenize(text), index);
  const capability = capabilities(tokens, index);
  if (capability) return `${capability}?`;

  const items = itemsOf(tokens, index);
  settle(items);
  let f = 0;
  while (f < items.length && FRAMING.has(items[f]!.en) && items[f]!.en !== 'hello') f++;
  const first = items[f];
  let said: string;
  if (!first) said = words(items);
  else if (WRAPPERS.has(first.en)) said = question(items, f + 1);
  else if (first.entry?.asks === 'history') said = historyQuestion(items, f);
  else if ((first.en === 'what' || first.en === 'what is') && items.some((it) => it.surface === 'gebeurd')) {
    // "wat is er met de voordeur gebeurd?": what happened to the voordeur.
    said = `what happened to ${words(items.slice(f + 1).filter((it) => !['is', 'was', 'happen', 'with', 'has'].includes(it.en)))}`;
  } else if (first.entry?.asks) said = question(items, f);
  else if (hasDirection(items) || items.some((it) => it.entry?.cmd?.verb)) {
    // "lampen aan?" with no verb is a question, as it is in English.
    const verbless = !items.some((it) => it.entry?.cmd?.verb);
    said = questionMark && verbless ? question(items, f) : clauses(items).map(commandClause).join(' and ');
  } else said = words(items);
  return questionMark ? `${said}?` : said;
}
