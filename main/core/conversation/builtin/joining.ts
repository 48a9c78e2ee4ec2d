/**
 * Run-together and split words ("coffeemaker" for "Coffee Maker", "coffee maker" for
 * "Coffeemaker"): the index holds each name's adjacent word pairs joined (`joinedNames`), and an
 * utterance's adjacent pair is joined when that gives a name word the pair itself is not.
 */
import type { Token } from './text.js';
import type { VocabularyIndex } from './vocabulary-index.js';

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
    out.push(a);
  }
  return out;
}
