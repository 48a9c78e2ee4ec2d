/**
 * The one catalogue every window's words come from (docs/architecture.md §7b): FormatJS
 * (`react-intl`'s `createIntl`) with ICU messages — plurals, selects, numbers and dates in the
 * language's own rules — and typed keys, so a missing or misspelt key is a compile error. The
 * catalogues are in `common/i18n/` (the Electron shell speaks from them too); which one is in
 * use follows the language setting (`language.get`, `language.changed`; see `stores/language.ts`),
 * and only that one is downloaded (`catalogue.ts`): a window switches language once its words
 * have arrived, so it never shows a key or a sentence half in the old language.
 *
 * `t` returns a string (for attributes, titles and code that builds text); `rich` returns nodes
 * for messages with markup tags (`<b>…</b>`, `<mono>…</mono>`).
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { ReactNode } from 'react';
import type { MessageId } from '../../common/i18n/en.js';
import { supportedLanguage, DEFAULT_LANGUAGE, type Language } from '../../common/languages.js';
import { loadCatalogue, loadedCatalogue } from './catalogue.js';
import { applyLocale, currentLanguage, currentLocale, onLocaleChange } from './locale.js';

export type { MessageId } from '../../common/i18n/en.js';
export { currentLanguage, currentLocale, onLocaleChange } from './locale.js';
export type Values = Record<string, string | number | boolean | Date | null | undefined>;

const cache = createIntlCache();

function build(): IntlShape {
  // Empty only before the first catalogue has arrived, when boot draws nothing yet.
  const messages = loadedCatalogue(currentLanguage()) ?? {};
  return createIntl({ locale: currentLocale(), defaultLocale: 'en', messages, onError: () => undefined }, cache);
}

let intl: IntlShape = build();
onLocaleChange(() => {
  intl = build();
});

let latest = 0;
let switching: Promise<void> = Promise.resolve();

/**
 * Fetches `language`'s catalogue, then switches the words, the number and date formats and every
 * listener together. Of overlapping switches the last one asked for wins, whichever chunk arrives
 * first. If the chunk cannot be fetched the window keeps speaking what it speaks — English when it
 * had no words yet — and the promise rejects.
 */
export function switchLanguage(language: Language, locale: string): Promise<void> {
  const request = ++latest;
  const done = loadCatalogue(language).then(
    () => {
      if (request !== latest) return;
      applyLocale(language, locale);
      // applyLocale tells no one when neither changed: the first catalogue of the default language.
      intl = build();
    },
    async (error: unknown) => {
      if (request === latest && loadedCatalogue(currentLanguage()) === undefined) {
        await loadCatalogue(DEFAULT_LANGUAGE);
        if (request === latest) intl = build();
      }
      throw error;
    },
  );
  switching = done.catch(() => undefined);
  return done;
}

/** Resolves once the last switch asked for has settled: what boot waits for before the first paint. */
export async function languageSettled(): Promise<void> {
  let awaited: Promise<void>;
  do {
    awaited = switching;
    await awaited;
  } while (awaited !== switching);
}

/** The words for `id`, with `values` put in (plural and select rules applied). */
export function t(id: MessageId, values?: Values): string {
  return intl.formatMessage({ id }, values);
}

/** For messages with tags: each tag in `values` is a function from its chunks to a node. */
export function rich(id: MessageId, values: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode) | string | number>): ReactNode {
  return intl.formatMessage({ id }, values as Parameters<IntlShape['formatMessage']>[1]) as ReactNode;
}

/** Tests choose a locale directly (`de-CH`): its language's catalogue, its number and date rules. */
export function setLocale(locale: string): Promise<void> {
  return switchLanguage(supportedLanguage(locale) ?? DEFAULT_LANGUAGE, locale);
}
