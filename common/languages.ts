/**
 * The languages the app speaks — the built-in engine, its replies and every window — and how a
 * language tag from anywhere (Home Assistant's `/api/config` `language`, the operating system, a
 * setting) maps onto them: by its primary subtag, so `en-GB` is English, `de-CH` German,
 * `nl-BE` Dutch, `es-419` Spanish, `fr-CA` French, `pt-BR` and `pt-PT` Portuguese, `pl-PL` Polish. Imports nothing: every side may load it.
 */
export const LANGUAGES = ['en', 'de', 'nl', 'es', 'fr', 'it', 'pt', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** English when nothing fits. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The supported language a BCP 47 tag (`de-CH`, `pt_BR`, `fr`) belongs to, or null (`ja-JP`). */
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
  pt: 'Português',
  pl: 'Polski',
};

/**
 * The household's locale for `Intl` (numbers, dates, 12- or 24-hour clocks), by one rule that main
 * and every window follow (docs/architecture.md, "One locale"): among `tags` (most authoritative
 * first: Home Assistant's, then this computer's) those of `language` are candidates; the first that
 * names a region wins (`en-GB`, `fr-CA`); with none, the bare language. A bare tag (`en`) says
 * nothing about the region, so it never overrides one another source gives: Home Assistant's `en`
 * with this computer's `en-GB` is `en-GB`, and Home Assistant's `en-US` beats this computer's `en-GB`.
 * Pure and independent of the environment: the same tags give the same locale on every machine.
 */
export function localeFor(language: Language, tags: readonly (string | null | undefined)[]): string {
  for (const tag of tags) {
    if (typeof tag !== 'string' || supportedLanguage(tag) !== language) continue;
    const canonical = canonicalTag(tag);
    if (canonical !== null && canonical.includes('-')) return canonical;
  }
  return language;
}

function canonicalTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.replaceAll('_', '-'))[0] ?? null;
  } catch {
    // not a well-formed tag
    return null;
  }
}

/**
 * How a clock time is written everywhere — replies, cards, tables, charts: the locale's own hour
 * cycle ("2:02 PM" in en-US, "14:02" in en-GB and de), never a forced one.
 */
export const CLOCK_FORMAT: Readonly<Intl.DateTimeFormatOptions> = { hour: 'numeric', minute: '2-digit' };
