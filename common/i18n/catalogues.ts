/**
 * Every catalogue, by language — the one place the windows and the Electron shell look words up.
 * English (`en.ts`) defines the keys; each other catalogue is typed
 * `satisfies Record<MessageId, string>`, so a missing key is a compile error, and
 * test/i18n-catalogues.test.ts checks every catalogue here has exactly en's keys with the same
 * ICU arguments and tags, and that every language the app speaks has one.
 * Imports nothing but the catalogues, so every side may load it.
 */
import type { Language } from '../languages.js';
import { en, type MessageId } from './en.js';

export type Catalogue = Readonly<Record<MessageId, string>>;

/** The catalogues present; a language without one is refused by the test above, never shown in English by design. */
export const CATALOGUES: Readonly<Partial<Record<Language, Catalogue>>> = { en };

/** The catalogue for `language` (English only where none exists yet: the catalogue test fails then). */
export function catalogueFor(language: Language): Catalogue {
  return CATALOGUES[language] ?? en;
}
