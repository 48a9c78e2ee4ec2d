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
import { stem } from '../text.js';
import type { Plan } from '../plan.js';

/** Every data language made so far, by code: a pack's `fallback` language is read by its compiled data. */
const compiledLanguages = new Map<string, () => CompiledLanguage>();

/** Its own data gave up on the message (as understand.ts tells another language's turn). */
const readsNothing = (plan: Plan): boolean =>
  (plan.kind === 'unsupported' && plan.action === 'other') || (plan.kind === 'clarify' && plan.reason === 'unknown');

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
  compiledLanguages.set(code, language);
  const fallback = (): CompiledLanguage => {
    const other = compiledLanguages.get(words.fallback!);
    if (!other) throw new Error(`${code}: no data language ${words.fallback} to fall back on`);
    return other();
  };
  let known: ReadonlySet<string> | null = null;
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
    read: (said, index, say) => {
      const plan = understandSentence(said, language(), index, say);
      if (words.fallback === undefined || !readsNothing(plan)) return plan;
      // `fallback` (§6.2b): the second language's sentences, this index, this language's replies — a request only.
      const other = understandSentence(said, fallback(), index, say);
      return other.kind === 'set' || other.kind === 'state' || other.kind === 'history' ? other : plan;
    },
    knownWords: () => (known ??= new Set([...language().ownWords, ...(words.fallback === undefined ? [] : fallback().ownWords)].map(stem))),
    replies,
    followUp: dataFollowUp(words, language, replies),
    nameForms: (name) => {
      const own = nameFormsOf(name, reader);
      if (!hooks.nameForms) return own;
      return [...new Set([...own, ...hooks.nameForms(name).flatMap((form) => [form, ...nameFormsOf(form, reader)])])];
    },
  };
}
