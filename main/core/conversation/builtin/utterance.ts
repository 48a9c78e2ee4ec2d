/**
 * One utterance → one `Plan`, read by one language's pack: pure and deterministic — the same words
 * and vocabulary always give the same plan, with no network and no clock. The turn loop reads a
 * message through understand.ts (the household's language, then the others); this is the reading
 * in one language the evaluation and the benchmark measure.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../../../common/languages.js';
import { packFor } from './lang/index.js';
import type { Replies } from './lang/types.js';
import type { Plan } from './plan.js';
import type { VocabularyIndex } from './indexed-vocabulary.js';

/**
 * What the utterance, said in `language`, asks against this vocabulary. The plan's questions back
 * and refusals are worded by `replies` — the language's own unless the engine replies in another
 * (an utterance understood through a second language is still answered in the household's).
 */
export function parse(said: string, index: VocabularyIndex, language: Language = DEFAULT_LANGUAGE, replies: Replies = packFor(language).replies): Plan {
  return packFor(language).read(said, index, replies);
}
