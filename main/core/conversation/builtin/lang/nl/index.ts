/** Dutch (`nl`): the household's words mapped onto the shared grammar's canonical form; replies are the Dutch catalogue's. */
import { catalogueReplies } from '../../voice/catalogue-replies.js';
import type { LanguagePack } from '../types.js';
import { grammar } from './grammar.js';
import { normaliseDutch } from './normalise.js';

export const nl: LanguagePack = {
  code: 'nl',
  normalise: normaliseDutch,
  replies: catalogueReplies('nl', grammar),
};
