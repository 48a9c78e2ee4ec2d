/**
 * The languages the app speaks — the built-in engine, its replies and every window — and how a
 * language tag from anywhere (Home Assistant's `/api/config` `language`, the operating system, a
 * setting) maps onto them: by its primary subtag, so `en-GB` is English, `de-CH` German,
 * `nl-BE` Dutch, `es-419` Spanish, `fr-CA` French. Imports nothing: every side may load it.
 */
export const LANGUAGES = ['en', 'de', 'nl', 'es', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** English when nothing fits. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The supported language a BCP 47 tag (`de-CH`, `pt_BR`, `fr`) belongs to, or null. */
export function supportedLanguage(tag: string | null | undefined): Language | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(primary) ? primary : null;
}

/** The first of `tags` (most preferred first) the app speaks, else English. */
export function firstSupported(tags: readonly (string | null | undefined)[]): Language {
  for (const tag of tags) {
    const language = supportedLanguage(tag);
    if (language !== null) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Each language's name in itself — how a household finds its own in a list whatever language the
 * list is in. Names, not words of the catalogue: the same in every catalogue by design.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
};

/**
 * The household's locale for `Intl` (numbers, dates, 12- or 24-hour clocks): the first of `tags`
 * that is `language` (`fr-CA` for French, `en-GB` for English), canonicalised, else the bare
 * language. Main decides it once (LanguageView.locale) so the engine's replies and every window
 * write a time the same way.
 */
export function localeFor(language: Language, tags: readonly (string | null | undefined)[]): string {
  for (const tag of tags) {
    if (typeof tag !== 'string' || supportedLanguage(tag) !== language) continue;
    try {
      return Intl.getCanonicalLocales(tag.replace('_', '-'))[0] ?? language;
    } catch {
      // not a well-formed tag: try the next one
    }
  }
  return language;
}

/**
 * How a clock time is written everywhere — replies, cards, tables, charts: the locale's own hour
 * cycle ("2:02 PM" in en-US, "14:02" in en-GB and de), never a forced one.
 */
export const CLOCK_FORMAT: Readonly<Intl.DateTimeFormatOptions> = { hour: 'numeric', minute: '2-digit' };
