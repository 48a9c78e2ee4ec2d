/**
 * The language this window speaks and the locale its numbers and dates follow, with listeners —
 * kept apart from the formatter so `lib/time.ts` can follow it without loading the message formatter.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../common/languages.js';

let language: Language = DEFAULT_LANGUAGE;
let locale = 'en';
const listeners = new Set<() => void>();

export function currentLanguage(): Language {
  return language;
}

/** A BCP 47 tag for `Intl`: the household's regional form of the language when it has one (`de-CH`), else the language. */
export function currentLocale(): string {
  return locale;
}

/** Sets both and tells every listener (the formatter, the time formats, the root that re-renders). */
export function applyLocale(nextLanguage: Language, nextLocale: string): void {
  if (nextLanguage === language && nextLocale === locale) return;
  language = nextLanguage;
  locale = nextLocale;
  for (const listener of [...listeners]) listener();
}

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
