/** French (`fr`): the household's French requests in the shared grammar's canonical form. */
import type { LanguagePack } from '../types.js';
import { normaliseFrench } from './normalise.js';

export const fr: LanguagePack = {
  code: 'fr',
  normalise: normaliseFrench,
};
