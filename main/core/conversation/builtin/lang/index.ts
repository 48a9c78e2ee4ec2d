/** The language packs, one module per language (lang/<code>.ts or lang/<code>/). */
import type { Language } from '../../../../../common/languages.js';
import { en } from './en.js';
import { nl } from './nl/index.js';
import type { LanguagePack } from './types.js';

export type { LanguagePack } from './types.js';

const PACKS: Partial<Record<Language, LanguagePack>> = { en, nl };

/** The pack for `language`; English for a language whose pack has not landed. */
export function packFor(language: Language): LanguagePack {
  return PACKS[language] ?? en;
}
