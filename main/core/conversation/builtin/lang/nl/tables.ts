/**
 * The Dutch tables, built once from lexicon.ts: phrases keyed by the words as tokenised (so
 * "a.u.b." and "tv's" meet), noun forms with their diminutives for compounds, the grammar's
 * single words, and the typo lookup over them.
 */
import { editDistance } from '../../fuzzy.js';
import { PhraseTable } from '../../phrase-table.js';
import { tokenize } from '../../text.js';
import type { VocabularyIndex } from '../../indexed-vocabulary.js';
import { NOUNS, PHRASES, type Entry } from './lexicon.js';
import { diminutive } from './morphology.js';

export const keysOf = (phrase: string): string[] => tokenize(phrase).map((t) => t.surface);

export const TABLE = new PhraseTable<Entry>();
/** Single-word noun forms (with diminutives), for compounds: "lamp", "lampen", "lampje". */
export const NOUN_FORMS = new Map<string, Entry>();
/** Nouns of places, split off a compound only after a known first part. */
export const PLACE_NOUNS = new Set(['room', 'rooms', 'house', 'houses']);

for (const [phrases, entry] of PHRASES) for (const p of phrases) TABLE.addStems(keysOf(p), entry);
for (const [singular, plural, en, enPlural] of NOUNS) {
  const one: Entry = { en, noun: true };
  const many: Entry = { en: enPlural, noun: true };
  const forms: Array<[string, Entry]> = [...singular.map((s): [string, Entry] => [s, one]), ...plural.map((p): [string, Entry] => [p, many])];
  for (const s of singular) {
    if (s.length < 3 || s.endsWith('ing') || s.endsWith('heid')) continue;
    forms.push([diminutive(s), one], [`${diminutive(s)}s`, many]);
  }
  for (const [form, entry] of forms) {
    const keys = keysOf(form);
    if (keys.length === 1 && !NOUN_FORMS.has(keys[0]!)) NOUN_FORMS.set(keys[0]!, entry);
    // A phrase of the sentence grammar with the same words keeps its meaning ("lekken" is "wet").
    const existing = TABLE.match(
      keys.map((k) => ({ surface: k, stem: k })),
      0,
    );
    if (existing?.length !== keys.length) TABLE.addStems(keys, entry);
  }
}

/** Single words of the sentence grammar (not nouns): never glued to a neighbour into a name. */
export const GRAMMAR_WORDS = new Set<string>();
for (const [phrases, entry] of PHRASES) for (const p of phrases) if (!entry.noun && keysOf(p).length === 1) GRAMMAR_WORDS.add(keysOf(p)[0]!);
/** Every single word of the tables, for typos ("aann", "lampn"). */
const TABLE_WORDS = [...new Set([...GRAMMAR_WORDS, ...NOUN_FORMS.keys()])];

/**
 * The table word a typo means: one edit from a word of four letters or more (with the same first
 * letter for the short ones), two from one of eight or more; none when a household name is as
 * close (the shared grammar corrects names itself).
 */
export function correctedWord(word: string, index: VocabularyIndex): string | null {
  if (word.length < 4 || /\d/.test(word)) return null;
  const max = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of TABLE_WORDS) {
    if (candidate.length < 3 || Math.abs(candidate.length - word.length) > max) continue;
    if (word.length < 5 && candidate[0] !== word[0]) continue;
    const d = editDistance(word, candidate, max);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === null) return null;
  const name = word.length >= 5 ? index.fuzzy().lookup(word)[0] : undefined;
  return name && name.distance <= bestDistance ? null : best;
}
