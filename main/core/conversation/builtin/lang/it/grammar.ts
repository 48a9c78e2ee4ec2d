/**
 * The registered Italian pack's reply grammar: the data pack's (hooks.ts, tables in
 * `sentences/data/it/words.json`), with the phrase said back from the canonical form (words.ts).
 */
import type { Grammar } from '../../voice/grammar.js';
import type { WordsData } from '../../sentences/types.js';
import words from '../../sentences/data/it/words.json' with { type: 'json' };
import { hooks } from './hooks.js';
import { phraseBack } from './words.js';

export const grammar: Grammar = { ...hooks.grammar!(words as WordsData), phrase: phraseBack };
