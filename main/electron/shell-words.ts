/**
 * The words of the Electron shell — tray menu and tooltip, notifications, window titles — from
 * the same catalogues as the windows (`common/i18n/`), in the language every window speaks: the
 * shell follows `language.get` at start and every `language.changed` after (shell.ts).
 */
import type { MessageId } from '../../common/i18n/en.js';
import { DEFAULT_LANGUAGE, type Language } from '../../common/languages.js';
import { formatMessage, type MessageValues } from '../core/i18n/format-message.js';

let language: Language = DEFAULT_LANGUAGE;

export function setShellLanguage(next: Language): void {
  language = next;
}

export function shellLanguage(): Language {
  return language;
}

/** The shell's words for `id` in the current language. */
export function shellT(id: MessageId, values?: MessageValues): string {
  return formatMessage(language, id, values);
}
