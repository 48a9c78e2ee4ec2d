/** Dutch (`nl`): the household's words mapped onto the shared grammar's canonical form. */
import type { LanguagePack } from '../types.js';
import { normaliseDutch } from './normalise.js';

export const nl: LanguagePack = {
  code: 'nl',
  normalise: normaliseDutch,
};
