/**
 * Every catalogue, by language — the one place the windows and the Electron shell look words up.
 * English (`en.ts`) defines the keys; each other catalogue is typed
 * `satisfies Record<MessageId, string>`, so a missing key is a compile error, and a language
 * without a catalogue is one here. test/i18n-catalogues.test.ts checks every catalogue has exactly
 * en's keys with the same ICU arguments, options and tags, in its own plural categories.
 * Imports nothing but the catalogues, so every side may load it.
 */
import type { Language } from '../languages.js';
import { de } from './de.js';
import { en, type MessageId } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { pt } from './pt.js';

export type Catalogue = Readonly<Record<MessageId, string>>;

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, de, nl, es, fr, it, pt, pl };

/** The catalogue for `language`. */
export function catalogueFor(language: Language): Catalogue {
  return CATALOGUES[language];
}
