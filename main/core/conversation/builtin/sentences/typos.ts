/**
 * Typos in the words of a language's sentences, for a language whose `words.json` says
 * `text.typos` (docs/architecture.md §6.2b): "doe de lamp aann", "schakle … uit". The shared
 * fuzzy dictionary corrects the household's names (match.ts, loose pass); this corrects the
 * other words — a word that is in none of the language's templates or lists, nor a word of a name,
 * becomes the nearest word that is: one edit for a word of four letters or more (with its first
 * letter kept when shorter than five), two for eight or more; ties and words a household name is
 * as close to, or that make a name's word with a neighbour, are left alone.
 */
import { editDistance } from '../fuzzy.js';
import { stem, type Token } from '../text.js';
import type { VocabularyIndex } from '../indexed-vocabulary.js';

/** A word of the household's names, places or entity ids. */
const householdWord = (w: string, index: VocabularyIndex): boolean => index.nameWords.has(w) || index.areaWords.has(w) || index.idWords.has(w);

const allowed = (word: string): number => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

export interface TypoReader {
  correct(tokens: readonly Token[], index: VocabularyIndex): Token[];
}

/** `own`: every word of the language's sentences and lists. */
export function typoReader(own: ReadonlySet<string>): TypoReader {
  // Words by length: a word is compared only with words it could be within its allowed edits.
  const byLength = new Map<number, string[]>();
  for (const w of own) {
    if (w.length < 3) continue;
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  const nearest = (word: string): { word: string; distance: number } | null => {
    const max = allowed(word);
    let best: string | null = null;
    let bestDistance = max + 1;
    let tie = false;
    for (let len = word.length - max; len <= word.length + max; len++)
      for (const candidate of byLength.get(len) ?? []) {
        if (word.length < 5 && candidate[0] !== word[0]) continue;
        const d = editDistance(word, candidate, Math.min(max, bestDistance));
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
          tie = false;
        } else if (d === bestDistance && d <= max) tie = true;
      }
    return best === null || tie ? null : { word: best, distance: bestDistance };
  };
  // The nearest sentence word depends on the language only; whether a name is as close, on the index.
  const cache = new Map<string, { word: string; distance: number } | null>();
  return {
    correct(tokens, index) {
      // A word that is part of a name written apart ("nacht lampje" for "Nachtlampje") is the name's.
      const joinsName = (i: number): boolean =>
        (i > 0 && index.nameWords.has(stem(tokens[i - 1]!.surface + tokens[i]!.surface))) ||
        (i + 1 < tokens.length && index.nameWords.has(stem(tokens[i]!.surface + tokens[i + 1]!.surface)));
      return tokens.map((t, i) => {
        const w = t.surface;
        if (own.has(w) || allowed(w) === 0 || t.entityId || /\d/.test(w) || index.known.has(t.stem) || joinsName(i)) return t;
        let found = cache.get(w);
        if (found === undefined) {
          if (cache.size > 10_000) cache.clear();
          cache.set(w, (found = nearest(w)));
        }
        if (found === null) return t;
        // A household name as close as the sentence word keeps the word for the names' own correction.
        // (The dictionary also holds the reading language's own words, vocabulary-index.ts: only the household's count here.)
        const name =
          w.length >= 5
            ? index
                .fuzzy()
                .lookup(w)
                .find((m) => householdWord(m.word, index))
            : undefined;
        if (name && name.distance <= found.distance) return t;
        return { surface: found.word, stem: stem(found.word) };
      });
    },
  };
}
