/**
 * A language pack made of sentence data: no TypeScript per language. Its requests are read by the
 * one matcher (understand.ts here), its names indexed in the form its text rules give (name
 * endings are read at match time, compile.ts), and its replies are its catalogue's `reply.*` messages
 * with a grammar made of its data (voice/data-grammar.ts).
 */
import type { Language } from '../../../../../common/languages.js';
import { catalogueReplies } from '../voice/catalogue-replies.js';
import { dataGrammar } from '../voice/data-grammar.js';
import type { LanguagePack } from '../lang/types.js';
import { compileLanguage, type CompiledLanguage } from './compile.js';
import { readSentences, readWords } from './schema.js';
import { understandSentence } from './understand.js';
import { nameFormsOf, textReader } from './words.js';

/** `words` and `sentences`: the language's two data files as loaded (checked here, schema.ts). */
export function dataPack(code: Language, wordsData: unknown, sentencesData: unknown): LanguagePack {
  const words = readWords(wordsData);
  let compiled: CompiledLanguage | null = null;
  const language = (): CompiledLanguage => (compiled ??= compileLanguage(words, readSentences(sentencesData)));
  const reader = textReader(words.text);
  return {
    code,
    // No English canonical form: the household's own words as the text rules read them, which
    // `understand` reads again unchanged and a follow-up ("which one?" answered) rewrites in place.
    normalise: (utterance) =>
      reader
        .tokens(utterance)
        .map((t) => t.surface)
        .join(' '),
    understand: (said, index, say) => understandSentence(said, language(), index, say),
    replies: catalogueReplies(code, dataGrammar(code, words)),
    nameForms: (name) => nameFormsOf(name, reader),
  };
}
