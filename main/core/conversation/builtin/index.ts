/**
 * The built-in intent engine's public surface: the engine itself, and the pure parsing pieces the
 * peer evaluation and the benchmark run without the turn loop.
 */
export { BuiltinEngine, planForTurn, step, GET_HISTORY, LIST_ENTITIES, SET_ENTITY_STATE } from './engine.js';
export { parse } from './parse.js';
export type { Plan, Period, StateQuestion, UnsupportedAction, ClarifyReason } from './plan.js';
export { buildIndex, indexFor, vocabularyKey, type VocabularyIndex, type IndexedEntity } from './vocabulary-index.js';
export { describeWhen } from './time.js';
