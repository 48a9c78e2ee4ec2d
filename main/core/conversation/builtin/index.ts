/**
 * The built-in intent engine's public surface: the engine itself, and the pure parsing pieces the
 * peer evaluation and the benchmark run without the turn loop.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../../../common/languages.js';
import { packFor } from './lang/index.js';
import { replyLocale, whenOf } from './time.js';

export { BuiltinEngine, planForTurn, step, GET_HISTORY, LIST_ENTITIES, SET_ENTITY_STATE } from './engine.js';
export { parse } from './utterance.js';
export { understand, type Understood } from './understand.js';
export type { Plan, Period, StateQuestion, UnsupportedAction, ClarifyReason } from './plan.js';
export { buildIndex, indexFor, vocabularyKey } from './vocabulary-index.js';
export type { VocabularyIndex, IndexedEntity } from './indexed-vocabulary.js';
export { packFor, registeredPacks } from './lang/index.js';
export type { LanguagePack, Replies } from './lang/types.js';

/** When something happened, in words of `language` ("at 14:02 today" in English), in `locale` when it is one of that language's. */
export function describeWhen(at: Date, now: Date, timeZone: string, language: Language = DEFAULT_LANGUAGE, locale?: string): string {
  return packFor(language).replies.when(whenOf(at, now, timeZone, replyLocale(language, locale)));
}
