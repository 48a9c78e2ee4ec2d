/**
 * The one catalogue every window's words come from (docs/architecture.md §7b): FormatJS's
 * `intl-messageformat` — the formatter main's shell uses (`main/core/i18n/format-message.ts`), and
 * react-intl's own core without the rest of react-intl, which a window does not use — with ICU
 * messages: plurals, selects, numbers and dates in the language's own rules, and typed keys, so a
 * missing or misspelt key is a compile error. The
 * catalogues are in `common/i18n/` (the Electron shell speaks from them too); which one is in
 * use follows the language setting (`language.get`, `language.changed`; see `stores/language.ts`),
 * and only that one is downloaded (`catalogue.ts`): a window switches language once its words
 * have arrived, so it never shows a key or a sentence half in the old language.
 *
 * `t` returns a string (for attributes, titles and code that builds text); `rich` returns nodes
 * for messages with markup tags (`<b>…</b>`, `<mono>…</mono>`).
 */
import { IntlMessageFormat, type FormatXMLElementFn, type PrimitiveType } from 'intl-messageformat';
import { Children, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import type { MessageId } from '../../common/i18n/en.js';
import { supportedLanguage, DEFAULT_LANGUAGE, type Language } from '../../common/languages.js';
import { loadCatalogue, loadedCatalogue } from './catalogue.js';
import { applyLocale, currentLanguage, currentLocale, onLocaleChange } from './locale.js';

export type { MessageId } from '../../common/i18n/en.js';
export { currentLanguage, currentLocale, onLocaleChange } from './locale.js';
export type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** Messages compiled for the current language and locale; emptied when either changes. */
const compiled = new Map<MessageId, IntlMessageFormat | null>();
onLocaleChange(() => compiled.clear());

/** A message as a catalogue chunk holds it: its ICU text, or (in the built windows) its syntax tree. */
type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

/** The words of `id`, or the key itself only before the first catalogue has arrived (boot draws nothing then). */
function source(id: MessageId): Message {
  return loadedCatalogue(currentLanguage())?.[id] ?? id;
}

/** What a message says without its values: its text, or a tree's literal words. */
function asWritten(message: Message): string {
  if (typeof message === 'string') return message;
  // A literal is type 0 (the parser's TYPE.literal; the windows load no parser to import it from).
  return message.map((element) => ((element.type as number) === 0 && 'value' in element ? element.value : '')).join('');
}

/** `id` compiled in the current locale; null when it does not parse (test/i18n-catalogues.test.ts rules that out). */
function compile(id: MessageId): IntlMessageFormat | null {
  let format = compiled.get(id);
  if (format === undefined) {
    try {
      format = new IntlMessageFormat(source(id), currentLocale());
    } catch {
      format = null;
    }
    compiled.set(id, format);
  }
  return format;
}

/** Formats `id`; a message that cannot be formatted (a value missing) reads as written, never throws into a render. */
function format<T>(id: MessageId, values: Record<string, PrimitiveType | T | FormatXMLElementFn<T>> | undefined): string | T | Array<string | T> {
  try {
    return compile(id)?.format<T>(values) ?? asWritten(source(id));
  } catch {
    return asWritten(source(id));
  }
}

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
      // applyLocale tells no one when neither changed: the first catalogue of the default language.
      compiled.clear();
      applyLocale(language, locale);
    },
    async (error: unknown) => {
      if (request === latest && loadedCatalogue(currentLanguage()) === undefined) {
        await loadCatalogue(DEFAULT_LANGUAGE);
        if (request === latest) compiled.clear();
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
  const formatted = format<string>(id, values);
  return Array.isArray(formatted) ? formatted.join('') : formatted;
}

type RichValue = ReactNode | ((chunks: ReactNode[]) => ReactNode) | string | number;

/**
 * Nodes with keys by position, each element in a keyed fragment, as react-intl keys them: React
 * then knows the list is deliberate (a message fixes its chunks' order) and does not warn.
 */
function keyed(nodes: ReactNode[]): ReactNode[] {
  return Children.toArray(nodes).map((node, index) => (isValidElement(node) ? createElement(Fragment, { key: index }, node) : node));
}

/** For messages with tags: each tag in `values` is a function from its chunks to a node. */
export function rich(id: MessageId, values: Record<string, RichValue>): ReactNode {
  const withKeys = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'function' ? (chunks: ReactNode[]) => value(keyed(chunks)) : value] as const),
  );
  const formatted = format<ReactNode>(id, withKeys);
  return Array.isArray(formatted) ? keyed(formatted) : formatted;
}

/** Tests choose a locale directly (`de-CH`): its language's catalogue, its number and date rules. */
export function setLocale(locale: string): Promise<void> {
  return switchLanguage(supportedLanguage(locale) ?? DEFAULT_LANGUAGE, locale);
}
