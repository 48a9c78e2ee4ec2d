/**
 * The language packs, one folder (or module) per language: `lang/<code>/`. A language helper adds
 * one line to PACKS; nothing else in the shared machinery names a language.
 */
import type { Language } from '../../../../../common/languages.js';
import { de } from './de/index.js';
import { fr } from './fr/index.js';
import { nl } from './nl/index.js';
import { it } from './it/index.js';
import { enData as en, es, pl, pt } from '../sentences/data/index.js';
import type { LanguagePack } from './types.js';

export type { LanguagePack, Replies } from './types.js';

const PACKS: Partial<Record<Language, LanguagePack>> = {
  en,
  de,
  nl,
  es,
  fr,
  it,
  pt,
  pl,
};

/** The pack for `language`; English for a language whose pack has not landed. */
export function packFor(language: Language): LanguagePack {
  return PACKS[language] ?? en;
}

/** Every registered pack, English first. */
export function registeredPacks(): LanguagePack[] {
  return Object.values(PACKS);
}
