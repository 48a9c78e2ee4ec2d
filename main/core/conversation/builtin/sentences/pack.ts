/**
 * A language pack made of sentence data: no TypeScript per language. Its requests are read by the
 * one matcher (understand.ts here), its names indexed in the form its text rules give (name
 * endings are read at match time, compile.ts), and its replies are its catalogue's `reply.*` messages
 * with a grammar made of its data (voice/data-grammar.ts).
 */
import type { Language } from '../../../../../common/languages.js';
import { catalogueReplies } from '../voice/catalogue-replies.js';
import { dataGrammar } from '../voice/data-grammar.js';
import type { Grammar } from '../voice/grammar.js';
import type { LanguagePack } from '../lang/types.js';
import { compileLanguage, type CompiledLanguage } from './compile.js';
import { readSentences, readWords } from './schema.js';
import type { WordsData } from './types.js';
import { dataFollowUp } from './follow-up.js';
import { understandSentence } from './understand.js';
import { nameFormsOf, spelled, textReader } from './words.js';

/**
 * What a language's one hook file (`lang/<code>/index.ts`, docs/architecture.md §6.2a) adds where its
 * data truly cannot say it — each member documented there with the reason.
 */
export interface LanguageHooks {
  /** Word forms the catalogue's replies need beyond `dataGrammar` (German case, Romance agreement). */
  grammar?: (words: WordsData) => Grammar;
  /** Further ways a household may write one of its names (a German compound split), indexed like aliases. */
  nameForms?: (name: string) => readonly string[];
}

/** `words` and `sentences`: the language's two data files as loaded (checked here, schema.ts); `hooks`, its hook file's. */
export function dataPack(code: Language, wordsData: unknown, sentencesData: unknown, hooks: LanguageHooks = {}): LanguagePack {
  const words = readWords(wordsData);
  let compiled: CompiledLanguage | null = null;
  const language = (): CompiledLanguage => (compiled ??= compileLanguage(words, readSentences(sentencesData)));
  const reader = textReader(words.text);
  const replies = catalogueReplies(code, hooks.grammar ? hooks.grammar(words) : dataGrammar(code, words));
  return {
    code,
    // No English canonical form: the household's own words as the text rules read them, which
    // `understand` reads again unchanged and a follow-up ("which one?" answered) rewrites in place.
    // A question mark the data asks to see (`text.question_marks`) is kept at the end: the tokens drop it.
    normalise: (utterance) => {
      const own = spelled(reader, utterance);
      return (words.text?.question_marks ?? []).some((mark) => utterance.includes(mark)) ? `${own} ?` : own;
    },
    understand: (said, index, say) => understandSentence(said, language(), index, say),
    canonicalFallback: words.canonical_fallback === true,
    replies,
    followUp: dataFollowUp(words, language, replies),
    nameForms: (name) => {
      const own = nameFormsOf(name, reader);
      if (!hooks.nameForms) return own;
      return [...new Set([...own, ...hooks.nameForms(name).flatMap((form) => [form, ...nameFormsOf(form, reader)])])];
    },
  };
}
