/**
 * The catalogues' messages formatted in the main process with FormatJS's `intl-messageformat` —
 * the library the windows format the same messages with (`renderer/i18n/index.ts`) — so the shell (tray,
 * notifications, window titles) and the windows say a message the same way in every language.
 * Compiled messages are kept per language and id: a catalogue holds a few hundred.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { catalogueFor } from '../../../common/i18n/catalogues.js';
import type { MessageId } from '../../../common/i18n/en.js';
import type { Language } from '../../../common/languages.js';

export type MessageValues = Readonly<Record<string, string | number | boolean | Date | null | undefined>>;

const compiled = new Map<string, IntlMessageFormat>();

/** `id` of `language`'s catalogue with `values`, formatted in `locale` (the language itself by default). */
export function formatMessage(language: Language, id: MessageId, values?: MessageValues, locale: string = language): string {
  const key = `${locale}\u0000${id}`;
  let format = compiled.get(key);
  if (format === undefined) {
    format = new IntlMessageFormat(catalogueFor(language)[id], locale);
    compiled.set(key, format);
  }
  const formatted = format.format<string>(values);
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}
