/** Spanish (`es`): the household's Spanish read as the shared grammar's canonical form. */
import type { LanguagePack } from '../types.js';
import { normaliseSpanish } from './normalise.js';

export const es: LanguagePack = {
  code: 'es',
  normalise: normaliseSpanish,
};
