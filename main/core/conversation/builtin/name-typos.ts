/**
 * Names typed a letter or two off ("kichen", "sopts"): a word the vocabulary index does not know is
 * replaced by its closest known word — a household name's word, or the reading language's own —
 * when one is close enough (the index's fuzzy dictionary, fuzzy.ts). The sentence matcher corrects
 * name spans so (sentences/match.ts, its loose pass; docs/architecture.md §6.2b).
 */
import type { Token } from './text.js';
import type { VocabularyIndex } from './indexed-vocabulary.js';

/** Replace unknown words by their closest vocabulary or language words, when one is close enough. */
export function correctTypos(tokens: Token[], index: VocabularyIndex): Token[] {
  return tokens.map((token) => {
    if (token.entityId || index.known.has(token.stem) || /\d/.test(token.stem) || token.surface.length < 5) return token;
    // The word as typed ("sopts" → "spots") and its stem ("kichen" → "kitchen"); the closer wins.
    const bySurface = index.fuzzy().lookup(token.surface);
    const byStem = token.stem !== token.surface ? index.fuzzy().lookup(token.stem) : [];
    const matches = byStem.length > 0 && (bySurface.length === 0 || byStem[0]!.distance < bySurface[0]!.distance) ? byStem : bySurface;
    if (matches.length === 0) return token;
    return { ...token, stem: matches[0]!.word, alts: matches.map((m) => m.word), fuzzy: matches[0]!.distance };
  });
}
