/**
 * German (`de`) for the built-in engine: requests and questions are rewritten into the shared
 * grammar's canonical form (`normalise.ts`), the household's names left as they are; everything
 * the engine says is the German catalogue's, in the word forms of `grammar.ts`.
 */
import { catalogueReplies } from '../../voice/catalogue-replies.js';
import type { LanguagePack } from '../types.js';
import { grammar } from './grammar.js';
import { normaliseGerman } from './normalise.js';

export const de: LanguagePack = {
  code: 'de',
  normalise: normaliseGerman,
  replies: catalogueReplies('de', grammar),
};
