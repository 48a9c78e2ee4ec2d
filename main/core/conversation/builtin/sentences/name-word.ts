/**
 * A kind word households also write in their names (`words.json` list entries' `name_word`,
 * docs/architecture.md §6.2b): Italian homes name lamps "Lampada comodino", "Lampada da lettura",
 * so "le lampade" there are the devices so named, as English reads "the lamps" — and "la lampada"
 * asks which one when several are. In a home whose names lack the word it is only the kind.
 */
import type { VocabularyIndex } from '../indexed-vocabulary.js';
import { normalizeText, stem } from '../text.js';
import type { Capture } from './match.js';
import type { SlotValues } from './types.js';

/** The devices whose names have `values.name_word`, as a name said; null when no name has it. */
export function nameWordCapture(values: SlotValues, index: VocabularyIndex): Extract<Capture, { kind: 'name' }> | null {
  if (values.name_word === undefined) return null;
  const ids = index.nameWords.get(stem(normalizeText(values.name_word)));
  return ids && ids.length > 0 ? { kind: 'name', ids, from: 0, to: 0 } : null;
}
