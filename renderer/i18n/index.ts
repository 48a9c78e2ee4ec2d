/**
 * The one catalogue every window's words come from (issue 14 item 5): FormatJS (`react-intl`'s
 * `createIntl`) with ICU messages — plurals, selects, numbers and dates in the language's own
 * rules — and typed keys, so a missing or misspelt key is a compile error. English only for now;
 * the languages issue adds catalogues beside `en.ts` and a setting, without touching components.
 *
 * `t` returns a string (for attributes, titles and code that builds text); `rich` returns nodes
 * for messages with markup tags (`<b>…</b>`, `<mono>…</mono>`).
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { ReactNode } from 'react';
import { en, type MessageId } from '../../common/i18n/en.js';

export type { MessageId } from '../../common/i18n/en.js';
export type Values = Record<string, string | number | boolean | Date | null | undefined>;

const cache = createIntlCache();

function localeOfHousehold(): string {
  return typeof navigator !== 'undefined' && typeof navigator.language === 'string' && navigator.language !== '' ? navigator.language : 'en';
}

// English words, but the household's number and date conventions ("1,000" / "1.000").
let intl: IntlShape = createIntl({ locale: localeOfHousehold(), defaultLocale: 'en', messages: en, onError: () => undefined }, cache);

/** The words for `id`, with `values` put in (plural and select rules applied). */
export function t(id: MessageId, values?: Values): string {
  return intl.formatMessage({ id }, values);
}

/** For messages with tags: each tag in `values` is a function from its chunks to a node. */
export function rich(id: MessageId, values: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode) | string | number>): ReactNode {
  return intl.formatMessage({ id }, values as Parameters<IntlShape['formatMessage']>[1]) as ReactNode;
}

/** Tests (and the languages issue's setting) choose the locale. */
export function setLocale(locale: string): void {
  intl = createIntl({ locale, defaultLocale: 'en', messages: en, onError: () => undefined }, cache);
}
