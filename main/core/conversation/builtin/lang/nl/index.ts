/** Dutch (`nl`): the household's words mapped onto the shared grammar's canonical form, and replies in Dutch. */
import type { LanguagePack } from '../types.js';
import { normaliseDutch } from './normalise.js';
import { replies } from './replies.js';

export const nl: LanguagePack = {
  code: 'nl',
  normalise: normaliseDutch,
  replies,
};
