/**
 * What one language brings to the built-in engine. The shared grammar (parse.ts and what it
 * uses) reads a canonical form of the request; each language's module turns the household's
 * words into it — its verbs, articles and contractions, compounds, separable verbs, question
 * words — and leaves the household's own names (entities, areas, floors, aliases) as they are.
 */
import type { Language } from '../../../../../common/languages.js';
import type { VocabularyIndex } from '../vocabulary-index.js';

export interface LanguagePack {
  readonly code: Language;
  /** The request in the shared grammar's canonical form; `index` tells the household's names apart from grammar. */
  normalise(utterance: string, index: VocabularyIndex): string;
}
