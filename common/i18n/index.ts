/**
 * Every catalogue the windows, the tray and notifications can speak from, by language
 * (common/languages.ts). A language without a complete catalogue is a compile error here, and
 * each catalogue is typed `satisfies Record<MessageId, string>`, so a missing key is one too —
 * never an English fallback on screen. Imports nothing but the catalogues.
 */
import type { Language } from '../languages.js';
import { de } from './de.js';
import { en, type MessageId } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { nl } from './nl.js';

export type { MessageId } from './en.js';
export type Catalogue = Readonly<Record<MessageId, string>>;

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, de, nl, es, fr, it };

/** The catalogue for `language`. */
export function catalogueFor(language: Language): Catalogue {
  return CATALOGUES[language];
}
