/** Spanish (`es`): the household's Spanish read as the shared grammar's canonical form, and answered in Spanish. */
import type { LanguagePack } from '../types.js';
import { normaliseSpanish } from './normalise.js';
import { replies } from './replies.js';

export const es: LanguagePack = {
  code: 'es',
  normalise: normaliseSpanish,
  replies,
};
