/**
 * Which language (docs/architecture.md §7b). The household's setting wins; else Home Assistant's
 * configured language; else this computer's; else English — with regional tags counted as their
 * language.
 */
import { describe, expect, it } from 'vitest';
import { automaticLanguage, chooseLanguage } from '../../../main/core/language/choose-language.js';

describe('the language the app speaks', () => {
  it.each([
    ['en-GB', 'en'],
    ['de-CH', 'de'],
    ['nl-BE', 'nl'],
    ['es-419', 'es'],
    ['fr-CA', 'fr'],
    ['it-IT', 'it'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['pl-PL', 'pl'],
    ['sv-SE', 'en'],
  ] as const)('Home Assistant set to %s speaks %s', (tag, language) => {
    expect(chooseLanguage({ choice: 'auto', homeAssistant: tag, system: [] }).language).toBe(language);
  });

  it('Home Assistant comes before this computer; a tag the app does not speak is passed over', () => {
    expect(chooseLanguage({ choice: 'auto', homeAssistant: 'nl-BE', system: ['fr-CA'] })).toEqual({
      language: 'nl',
      automatic: 'nl',
      source: 'home-assistant',
    });
    expect(chooseLanguage({ choice: 'auto', homeAssistant: 'sv-SE', system: ['ja-JP', 'de-CH'] })).toEqual({
      language: 'de',
      automatic: 'de',
      source: 'system',
    });
  });

  it('English when nothing fits, and says so', () => {
    expect(automaticLanguage(null, ['sv-SE', 'ja'])).toEqual({ language: 'en', source: 'default' });
    expect(automaticLanguage(null, [])).toEqual({ language: 'en', source: 'default' });
  });

  it('the setting overrides both, and "Automatic" still reports what it would mean', () => {
    expect(chooseLanguage({ choice: 'it', homeAssistant: 'de', system: ['fr'] })).toEqual({ language: 'it', automatic: 'de', source: 'home-assistant' });
  });
});
