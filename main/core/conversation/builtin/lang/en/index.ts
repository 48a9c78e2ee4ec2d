/** English is the shared grammar's own canonical form: nothing to rewrite. */
import type { LanguagePack } from '../types.js';
import { replies } from './replies.js';

export const en: LanguagePack = {
  code: 'en',
  normalise: (utterance) => utterance,
  replies,
};
