/** Spanish (`es`): the household's Spanish read as the shared grammar's canonical form; replies are the Spanish catalogue's. */
import { canonicalReading } from '../../canonical-pack.js';
import { catalogueReplies } from '../../voice/catalogue-replies.js';
import type { LanguagePack } from '../types.js';
import { grammar } from './grammar.js';
import { normaliseSpanish } from './normalise.js';

export const es: LanguagePack = {
  code: 'es',
  ...canonicalReading(normaliseSpanish),
  replies: catalogueReplies('es', grammar),
};
