/**
 * A name's two words said as one ("coffeemaker" for "Coffee Maker"), for a language whose
 * `words.json` says `matching.run_together_names` (docs/architecture.md §6.2b): a word no name and
 * no sentence of the language knows, of letters only, is split where both halves are words of the
 * household's names, and the devices whose names have both are the ones meant.
 */
import { intersectSorted } from '../matching.js';
import { stem, type Token } from '../text.js';
import type { VocabularyIndex } from '../indexed-vocabulary.js';

const MIN_PART = 3;

/** The entities a one-word span names when read as two name words run together, or null. */
export function runTogetherName(span: readonly Token[], index: VocabularyIndex): readonly number[] | null {
  if (span.length !== 1) return null;
  const t = span[0]!;
  const w = t.surface;
  if (t.entityId || w.length < 2 * MIN_PART || index.known.has(t.stem) || !/^\p{L}+$/u.test(w)) return null;
  for (let k = MIN_PART; k <= w.length - MIN_PART; k++) {
    const left = index.nameWords.get(stem(w.slice(0, k)));
    const right = index.nameWords.get(stem(w.slice(k)));
    if (!left || !right) continue;
    const ids = intersectSorted([left, right]);
    if (ids.length > 0) return ids;
  }
  return null;
}
