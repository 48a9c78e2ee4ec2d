/**
 * Run-together and split words ("coffeemaker" for "Coffee Maker", "coffee maker" for
 * "Coffeemaker"), settled at parse time so the index stays as small as the names: an unknown word
 * is split where both halves are name words, and an adjacent pair is joined when only the joined
 * word is a name word.
 */
import { stem, type Token } from './text.js';
import type { VocabularyIndex } from './indexed-vocabulary.js';

/** Merges "coffee maker" into "coffeemaker" when only the joined word is a word of some name. */
export function joinSplitNames(tokens: Token[], index: VocabularyIndex): Token[] {
  if (tokens.length < 2) return tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i]!;
    const b = tokens[i + 1];
    if (b && !a.entityId && !b.entityId) {
      const joined = a.surface + b.surface;
      const stemmed = a.surface + b.stem;
      const word = index.nameWords.has(joined) ? joined : index.nameWords.has(stemmed) ? stemmed : null;
      if (word !== null && !(index.nameWords.has(a.stem) && index.nameWords.has(b.stem))) {
        out.push({ surface: joined, stem: word });
        i++;
        continue;
      }
    }
    out.push(...splitRunTogether(a, index));
  }
  return out;
}

/** "coffeemaker" → "coffee", "maker" when both are words of the household's names and the whole isn't. */
function splitRunTogether(token: Token, index: VocabularyIndex): Token[] {
  const word = token.surface;
  if (token.entityId || word.length < 6 || index.known.has(token.stem) || !/^\p{L}+$/u.test(word)) return [token];
  for (let k = 3; k <= word.length - 3; k++) {
    const left = word.slice(0, k);
    const right = word.slice(k);
    const rightStem = stem(right);
    if (index.nameWords.has(stem(left)) && index.nameWords.has(rightStem)) {
      return [
        { surface: left, stem: stem(left) },
        { surface: right, stem: rightStem },
      ];
    }
  }
  return [token];
}
