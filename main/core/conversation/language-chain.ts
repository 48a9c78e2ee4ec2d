/**
 * Which engine answers, in which language, and why — the language chain (docs/architecture.md,
 * "The language chain"), decided fresh for each turn and shown in Settings → Assistant:
 *
 * 1. a language model, when the household chose one (its choice covers every language);
 * 2. the built-in engine, when it speaks the household's language (a language chosen in Settings,
 *    else Home Assistant's when it is one of ours, else this computer's) — it has that language's
 *    sentences, which may come after the windows' catalogue;
 * 3. Home Assistant's own recognizer, for Home Assistant's language when its agent speaks it and
 *    answers the recognizer command;
 * 4. else the built-in engine still reads what it can, and says honestly what would help when it
 *    does not understand (fallback-engine.ts).
 *
 * Pure: the caller gathers the facts (the language view, the assistant choice, what the recognizer
 * probe found); this only decides.
 */
import { supportedLanguage, type Language } from '../../../common/languages.js';
import type { LanguageChainView, LanguageView } from '../../../common/contract/types.js';

/** What a probe of Home Assistant's recognizer found for a language tag. */
export type RecognizerProbe = { ok: true; language: string } | { ok: false; why: 'not-connected' | 'unavailable' | 'language-unsupported' };

export interface ChainFacts {
  view: Pick<LanguageView, 'choice' | 'language' | 'home_assistant'>;
  /** The household chose a language model, and it is usable. */
  modelChosen: boolean;
  /** Asked only when the chain reaches step 3. */
  probe: (tag: string) => Promise<RecognizerProbe>;
  /**
   * Whether the built-in engine reads this language (it has the language's pack). The windows may
   * speak a language before the engine does (a catalogue lands before its sentences).
   */
  builtinSpeaks: (language: Language) => boolean;
}

/** The tag of the language the household speaks to the app: Home Assistant's, unless a language was chosen in Settings. */
function spokenTag(view: ChainFacts['view']): string {
  if (view.choice !== 'auto' || view.home_assistant === null) return view.language;
  return view.home_assistant;
}

export async function decideChain(facts: ChainFacts): Promise<LanguageChainView> {
  const spoken = spokenTag(facts.view);
  const language = supportedLanguage(spoken);
  const base = { spoken, reply_language: facts.view.language, ui_fallback: language === null };
  if (facts.modelChosen) return { ...base, engine: 'openai-compatible', reason: 'model-chosen' };
  if (language !== null && facts.builtinSpeaks(language)) return { ...base, engine: 'builtin', reason: 'builtin-speaks' };
  const probe = await facts.probe(spoken);
  if (probe.ok) return { ...base, engine: 'home-assistant-recognizer', reason: 'home-assistant-recognizes', recognizer_language: probe.language };
  return { ...base, engine: 'builtin', reason: `recognizer-${probe.why}` };
}
