/**
 * German (`de`) for the built-in engine: requests and questions are rewritten into the shared
 * grammar's canonical form (`normalise.ts`), the household's names left as they are.
 */
import type { LanguagePack } from '../types.js';
import { normaliseGerman } from './normalise.js';

export const de: LanguagePack = {
  code: 'de',
  normalise: normaliseGerman,
};
