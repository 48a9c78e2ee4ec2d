/**
 * Which language the app speaks (docs/architecture.md §7b), decided from what is known, in this
 * order: the household's setting; else Home Assistant's configured `language` (the last successful
 * `/api/config`); else this computer's preferred languages; else English. A regional tag counts as
 * its language (`de-CH` is German, `es-419` Spanish); one the app does not speak (`sv-SE`) is
 * passed over. Pure: the stores and the shell gather the inputs, this only decides.
 */
import { DEFAULT_LANGUAGE, supportedLanguage, type Language } from '../../../common/languages.js';
import type { LanguageChoice, LanguageSource } from '../../../common/contract/types.js';

export interface LanguageInputs {
  choice: LanguageChoice;
  /** Home Assistant's `language` tag, or null before any answer. */
  homeAssistant: string | null;
  /** The operating system's preferred languages, most preferred first. */
  system: readonly string[];
}

export interface LanguageDecision {
  language: Language;
  automatic: Language;
  source: LanguageSource;
}

/** The automatic language and where it came from. */
export function automaticLanguage(homeAssistant: string | null, system: readonly string[]): { language: Language; source: LanguageSource } {
  const fromHome = supportedLanguage(homeAssistant);
  if (fromHome !== null) return { language: fromHome, source: 'home-assistant' };
  for (const tag of system) {
    const fromSystem = supportedLanguage(tag);
    if (fromSystem !== null) return { language: fromSystem, source: 'system' };
  }
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}

export function chooseLanguage(inputs: LanguageInputs): LanguageDecision {
  const automatic = automaticLanguage(inputs.homeAssistant, inputs.system);
  return { language: inputs.choice === 'auto' ? automatic.language : inputs.choice, automatic: automatic.language, source: automatic.source };
}
