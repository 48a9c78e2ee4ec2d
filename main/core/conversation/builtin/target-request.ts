/**
 * What a sentence asks the resolver to find (resolve.ts): its target phrase's tokens and what the
 * rest of the sentence implies. Its own module because the readings (readings.ts) take it too,
 * and the resolver calls the readings.
 */
import type { NounSense, StateWord } from './lexicon.js';
import type { PhraseMode } from './tagging.js';
import type { Token } from './text.js';

/** A target phrase and what the sentence around it implies. */
export interface TargetRequest {
  tokens: readonly Token[];
  mode: PhraseMode;
  /** Kinds the sentence implies without naming them ("light up" → lights, "how hot" → temperature). */
  impliedNouns?: NounSense[];
  /** A state the sentence implies ("is there any smoke?" → detected). */
  impliedState?: StateWord;
  /** The sentence asks about a set ("are any", "which", "how many"). */
  quantified?: boolean;
  /** Exactly one entity is needed (history). */
  single?: boolean;
  /** The sentence names no target but means a set of the implied kind ("light up" → the lights). */
  impliedSet?: boolean;
}
