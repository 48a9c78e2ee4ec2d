/**
 * Floors said by a word rather than their name (docs/architecture.md §6.2b, `floor_words`): German
 * "oben" / "unten" mean whichever of the household's floors is named like an upper or ground floor
 * ("Obergeschoss", "OG"; "Erdgeschoss", "EG"). The words and the floor names they stand for are the
 * language's data; a language without the field reads such words as nothing.
 */
import type { VocabularyIndex } from '../indexed-vocabulary.js';
import type { Token } from '../text.js';
import { spelled, type TextReader } from './words.js';

/** word (as the text rules read it) → the floor names it may stand for, as tokens. */
export type FloorWords = ReadonlyMap<string, readonly (readonly Token[])[]>;

export function floorWordsOf(data: Record<string, string[]> | undefined, reader: TextReader): FloorWords | null {
  if (!data) return null;
  const out = new Map<string, Token[][]>();
  for (const [word, names] of Object.entries(data)) {
    out.set(
      spelled(reader, word),
      names.map((n) => reader.tokens(n)),
    );
  }
  return out;
}

/** The floor keys the household has for `word`, or null. */
export function floorsFor(word: string, floors: FloorWords, index: VocabularyIndex): readonly string[] | null {
  const names = floors.get(word);
  if (!names) return null;
  const keys = new Set<string>();
  for (const name of names) {
    const m = index.areas.match(name, 0);
    if (m && m.length === name.length) for (const k of m.values) if (k.startsWith('floor:')) keys.add(k);
  }
  return keys.size > 0 ? [...keys] : null;
}
