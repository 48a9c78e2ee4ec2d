/**
 * Each language's catalogue as a chunk of its own, fetched when a window first speaks it
 * (docs/architecture.md §7b): a window downloads its own language's words only, never the other
 * catalogues, and no English beside them (every catalogue holds every key, so nothing falls back).
 * The Electron shell and main keep `common/i18n/catalogues.ts`, which imports them all.
 *
 * Typed per `Language`: a language without its chunk here is a compile error. In the built windows a
 * chunk holds each message already parsed (scripts/build/precompiled-catalogues.ts); in the tests,
 * its text — the formatter takes either.
 */
import type { IntlMessageFormat } from 'intl-messageformat';
import type { MessageId } from '../../common/i18n/en.js';
import type { Language } from '../../common/languages.js';

/** A catalogue as a chunk holds it: each message's text, or its syntax tree. */
export type Catalogue = Readonly<Record<MessageId, ConstructorParameters<typeof IntlMessageFormat>[0]>>;

const CHUNKS: Readonly<Record<Language, () => Promise<Catalogue>>> = {
  en: async () => (await import('../../common/i18n/en.js')).en,
  de: async () => (await import('../../common/i18n/de.js')).de,
  nl: async () => (await import('../../common/i18n/nl.js')).nl,
  es: async () => (await import('../../common/i18n/es.js')).es,
  fr: async () => (await import('../../common/i18n/fr.js')).fr,
  it: async () => (await import('../../common/i18n/it.js')).it,
  pt: async () => (await import('../../common/i18n/pt.js')).pt,
  pl: async () => (await import('../../common/i18n/pl.js')).pl,
};

const arrived = new Map<Language, Catalogue>();
const pending = new Map<Language, Promise<Catalogue>>();

/** `language`'s catalogue if it has arrived, else undefined. */
export function loadedCatalogue(language: Language): Catalogue | undefined {
  return arrived.get(language);
}

/**
 * Fetches `language`'s catalogue once; concurrent callers share the request. A failed fetch is
 * forgotten, so the next call tries again.
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  const known = pending.get(language);
  if (known !== undefined) return known;
  const request = CHUNKS[language]().then(
    (catalogue) => {
      arrived.set(language, catalogue);
      return catalogue;
    },
    (error: unknown) => {
      pending.delete(language);
      throw error;
    },
  );
  pending.set(language, request);
  return request;
}
