/**
 * Compound words, for a language whose data switches them on (`words.json` → `text.compounds`,
 * docs/architecture.md §6.2b): German "Küchenlicht" is the household's place "Küche" and the kind
 * "Licht" written as one word, Dutch "keukenlamp" likewise. Two things follow from the data:
 *
 * - at match time, a word the household's names do not know that ends in a kind word of the
 *   named lists (`lists`), after one of the linking letters (`links`, "Küche·n·licht"), is read
 *   as the place and the kind when what stands before is one of the household's places;
 * - names are indexed written together and apart ("Küchenlampe" and "Küchen Lampe"), so a name
 *   is found however the household writes it.
 *
 * Languages without `text.compounds` never reach this module.
 */
import { stem, type Token } from '../text.js';
import type { VocabularyIndex } from '../indexed-vocabulary.js';
import type { CompoundRules, WordsData } from './types.js';
import type { TextReader } from './words.js';

export interface Compounds {
  /** Kind words that may end a compound, as the text rules read them, longest first. */
  heads: readonly string[];
  /** Linking letters between a compound's parts, tried in this order ("" first). */
  links: readonly string[];
}

/** A word is split only when what is left before the kind is at least this long. */
const MIN_PART = 3;

/** The compound rules of `words`, read once when the language is compiled; null when it has none. */
export function compoundsOf(words: WordsData, reader: TextReader): Compounds | null {
  const rules: CompoundRules | undefined = words.text?.compounds;
  if (!rules) return null;
  const heads = new Set<string>();
  for (const list of rules.lists) {
    for (const phrase of Object.keys(words.lists[list] ?? {})) {
      const read = reader.tokens(phrase);
      if (read.length === 1 && read[0]!.surface.length >= MIN_PART) heads.add(read[0]!.surface);
    }
  }
  return { heads: [...heads].sort((a, b) => b.length - a.length), links: rules.links.map((l) => l.toLowerCase()) };
}

const tokenOf = (word: string): Token => ({ surface: word, stem: stem(word) });

/** Whether the index knows `token` as a word of a name or a place, or as a whole place: such a word is never split. */
function known(token: Token, index: VocabularyIndex): boolean {
  if (index.nameWords.has(token.stem) || index.areaWords.has(token.stem)) return true;
  const place = index.areas.match([token], 0);
  return place !== null && place.length === 1;
}

/** "kuchenlicht" → the place "kuche" and the kind "licht", when "kuche" is one of the household's places. */
function split(token: Token, index: VocabularyIndex, compounds: Compounds): Token[] | null {
  const word = token.surface;
  for (const head of compounds.heads) {
    if (word.length - head.length < MIN_PART || !word.endsWith(head)) continue;
    const before = word.slice(0, word.length - head.length);
    for (const link of compounds.links) {
      if (!before.endsWith(link)) continue;
      const placeWord = before.slice(0, before.length - link.length);
      if (placeWord.length < MIN_PART - 1) continue;
      const place = tokenOf(placeWord);
      const found = index.areas.match([place], 0);
      if (found !== null && found.length === 1) return [place, tokenOf(head)];
    }
  }
  return null;
}

/** The utterance's tokens with compounds of a place and a kind read apart (unchanged without compound rules). */
export function splitCompounds(tokens: readonly Token[], index: VocabularyIndex, compounds: Compounds | null): readonly Token[] {
  if (compounds === null) return tokens;
  let out: Token[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const parts = known(t, index) ? null : split(t, index, compounds);
    if (parts && out === null) out = tokens.slice(0, i);
    if (out !== null) out.push(...(parts ?? [t]));
  }
  return out ?? tokens;
}

/**
 * Other ways of writing a household name: a word ending in a kind word written apart
 * ("küchenlampe" → "küchen lampe"), and a word followed by a kind word written together
 * ("gästebad spiegel" stays; "küchen lampe" → "küchenlampe"). `name` as the text rules read it.
 */
export function compoundNameForms(name: string, reader: TextReader, compounds: Compounds | null): string[] {
  if (compounds === null) return [];
  const words = reader.tokens(name).map((t) => t.surface);
  const forms: string[] = [];
  const isHead = (w: string): boolean => compounds.heads.includes(w);
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    const head = compounds.heads.find((h) => w.length - h.length >= MIN_PART && w.endsWith(h));
    if (head) forms.push([...words.slice(0, k), w.slice(0, w.length - head.length), head, ...words.slice(k + 1)].join(' '));
    if (k > 0 && isHead(w)) forms.push([...words.slice(0, k - 1), words[k - 1]! + w, ...words.slice(k + 1)].join(' '));
  }
  return forms;
}
