/**
 * The one catalogue every window's words come from (docs/architecture.md §7b): FormatJS
 * (`react-intl`'s `createIntl`) with ICU messages — plurals, selects, numbers and dates in the
 * language's own rules — and typed keys, so a missing or misspelt key is a compile error. The
 * catalogues are in `common/i18n/` (the Electron shell speaks from them too); which one is in
 * use follows the language setting (`language.get`, `language.changed`; see `lib/language.ts`).
 *
 * `t` returns a string (for attributes, titles and code that builds text); `rich` returns nodes
 * for messages with markup tags (`<b>…</b>`, `<mono>…</mono>`).
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { ReactNode } from 'react';
import { catalogueFor } from '../../common/i18n/catalogues.js';
import type { MessageId } from '../../common/i18n/en.js';
import { supportedLanguage, DEFAULT_LANGUAGE } from '../../common/languages.js';
import { applyLocale, currentLanguage, currentLocale, onLocaleChange } from './locale.js';

export type { MessageId } from '../../common/i18n/en.js';
export { currentLanguage, currentLocale, onLocaleChange } from './locale.js';
export type Values = Record<string, string | number | boolean | Date | null | undefined>;

const cache = createIntlCache();

function build(): IntlShape {
  return createIntl({ locale: currentLocale(), defaultLocale: 'en', messages: catalogueFor(currentLanguage()), onError: () => undefined }, cache);
}

let intl: IntlShape = build();
onLocaleChange(() => {
  intl = build();
});

/** The words for `id`, with `values` put in (plural and select rules applied). */
export function t(id: MessageId, values?: Values): string {
  return intl.formatMessage({ id }, values);
}

/** For messages with tags: each tag in `values` is a function from its chunks to a node. */
export function rich(id: MessageId, values: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode) | string | number>): ReactNode {
  return intl.formatMessage({ id }, values as Parameters<IntlShape['formatMessage']>[1]) as ReactNode;
}

/** Tests choose a locale directly (`de-CH`): its language's catalogue, its number and date rules. */
export function setLocale(locale: string): void {
  applyLocale(supportedLanguage(locale) ?? DEFAULT_LANGUAGE, locale);
}
