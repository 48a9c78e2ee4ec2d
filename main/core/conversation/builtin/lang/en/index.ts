/** English is the shared grammar's own canonical form: nothing to rewrite; its words are the catalogue's. */
import { catalogueReplies } from '../../voice/catalogue-replies.js';
import type { LanguagePack } from '../types.js';
import { grammar } from './grammar.js';

export const en: LanguagePack = {
  code: 'en',
  normalise: (utterance) => utterance,
  replies: catalogueReplies('en', grammar),
};
