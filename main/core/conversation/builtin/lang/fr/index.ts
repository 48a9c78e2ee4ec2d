/** French (`fr`): the household's French requests in the shared grammar's canonical form, and the engine's replies in French. */
import type { LanguagePack } from '../types.js';
import { normaliseFrench } from './normalise.js';
import { replies } from './replies.js';

export const fr: LanguagePack = {
  code: 'fr',
  normalise: normaliseFrench,
  replies,
};
