/**
 * German (`de`) for the built-in engine: requests and questions are rewritten into the shared
 * grammar's canonical form (`normalise.ts`), the household's names left as they are; everything
 * the engine says comes from `replies.ts`.
 */
import type { LanguagePack } from '../types.js';
import { normaliseGerman } from './normalise.js';
import { replies } from './replies.js';

export const de: LanguagePack = {
  code: 'de',
  normalise: normaliseGerman,
  replies,
};
