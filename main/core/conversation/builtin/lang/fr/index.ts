/** French (`fr`): the household's French read as the shared grammar's canonical form; replies are the French catalogue's. */
import { catalogueReplies } from '../../voice/catalogue-replies.js';
import type { LanguagePack } from '../types.js';
import { grammar } from './grammar.js';
import { normaliseFrench } from './normalise.js';

export const fr: LanguagePack = {
  code: 'fr',
  normalise: normaliseFrench,
  replies: catalogueReplies('fr', grammar),
};
