/**
 * The language this window speaks (docs/architecture.md §7b): main's answer (`language.get`, then
 * every `language.changed`), applied to the catalogue, the number and date formats, `<html lang>`
 * and the window's title. "Automatic" with nothing known to main (the browser host on a computer
 * whose locale names no language) falls to this browser's own `navigator.languages`.
 */
import { create } from 'zustand';
import type { LanguageChoice, LanguageView } from '../../common/contract/types.js';
import { firstSupported, localeFor, supportedLanguage, type Language } from '../../common/languages.js';
import { sovereign } from '../bridge/install.js';
import { currentLanguage, switchLanguage } from '../i18n/index.js';

export interface LanguageState {
  view: LanguageView | null;
  /**
   * Applies main's view (or, with none, this browser's languages): resolves once the window speaks
   * it, its catalogue fetched.
   */
  apply: (view: LanguageView | null) => Promise<void>;
  load: () => Promise<void>;
  /** Settings only: saves the choice; every window follows through `language.changed`. */
  choose: (choice: LanguageChoice) => Promise<void>;
}

function browserTags(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages !== undefined && navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The language a window speaks for main's view and this browser's languages. */
export function windowLanguage(view: LanguageView | null, tags: readonly string[]): Language {
  if (view === null) return firstSupported(tags);
  if (view.choice !== 'auto' || view.source !== 'default') return view.language;
  return firstSupported(tags);
}

/**
 * The locale a window formats by: main's (the one the engine's replies use) whenever main decided
 * the language; this browser's regional form when the language came from this browser alone.
 */
export function windowLocale(view: LanguageView | null, language: Language, tags: readonly string[]): string {
  if (view !== null && view.language === language && supportedLanguage(view.locale) === language) return view.locale;
  return localeFor(language, [view?.home_assistant, ...tags]);
}

export const useLanguage = create<LanguageState>((set, get) => ({
  view: null,
  apply: async (view) => {
    set({ view });
    const tags = browserTags();
    const language = windowLanguage(view, tags);
    try {
      await switchLanguage(language, windowLocale(view, language, tags));
    } catch {
      // Its words could not be fetched: the window goes on in the language it speaks.
      return;
    }
    if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
  },
  load: async () => {
    let view: LanguageView;
    try {
      view = await sovereign().language.get();
    } catch {
      // Main not answering (yet): keep what this window speaks; the next load or event corrects it.
      if (get().view === null) await get().apply(null);
      return;
    }
    await get().apply(view);
  },
  choose: async (choice) => {
    await get().apply(await sovereign().language.set(choice));
  },
}));
