/**
 * docs/architecture.md §7b in the window: which language it speaks for main's view and this
 * browser's languages; applying it switches the catalogue, the number format and `<html lang>` at
 * once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageView } from '../../common/contract/types.js';
import { CATALOGUES } from '../../common/i18n/catalogues.js';
import { loadCatalogue, loadedCatalogue } from '../../renderer/i18n/catalogue.js';
import { setLocale, switchLanguage, t } from '../../renderer/i18n/index.js';
import { LANGUAGE_NAMES, localeFor, supportedLanguage } from '../../common/languages.js';
import { currentLocale } from '../../renderer/i18n/locale.js';
import { useLanguage, windowLanguage, windowLocale } from '../../renderer/stores/language.js';

const view = (over: Partial<LanguageView>): LanguageView => ({
  choice: 'auto',
  language: 'en',
  automatic: 'en',
  source: 'default',
  home_assistant: null,
  locale: 'en',
  problem: null,
  ...over,
});

afterEach(() => setLocale('en'));

describe('the language a window speaks', () => {
  it('the setting, else what main found, else this browser', () => {
    expect(windowLanguage(view({ choice: 'it', language: 'it' }), ['de-DE'])).toBe('it');
    expect(windowLanguage(view({ language: 'nl', automatic: 'nl', source: 'home-assistant' }), ['de-DE'])).toBe('nl');
    expect(windowLanguage(view({}), ['ja-JP', 'es-419'])).toBe('es');
    expect(windowLanguage(null, ['fr-CA'])).toBe('fr');
    expect(windowLanguage(view({}), ['ja'])).toBe('en');
  });

  it('Portuguese from Brazil or Portugal and Polish are spoken, each in its regional form', () => {
    expect(supportedLanguage('pt-BR')).toBe('pt');
    expect(supportedLanguage('pt_PT')).toBe('pt');
    expect(supportedLanguage('pl-PL')).toBe('pl');
    expect(windowLanguage(null, ['pt-BR', 'en-US'])).toBe('pt');
    expect(windowLanguage(view({}), ['pl-PL'])).toBe('pl');
    expect(localeFor('pt', ['pt', 'pt-BR'])).toBe('pt-BR');
    expect(localeFor('pt', ['pt_PT'])).toBe('pt-PT');
    expect(localeFor('pl', ['en-GB', 'pl-PL'])).toBe('pl-PL');
    expect(LANGUAGE_NAMES.pt).toBe('Português');
    expect(LANGUAGE_NAMES.pl).toBe('Polski');
  });

  it("numbers and dates follow the household's regional form of the language", () => {
    expect(localeFor('fr', ['en-US', 'fr-CA'])).toBe('fr-CA');
    expect(localeFor('de', ['de_CH'])).toBe('de-CH');
    expect(localeFor('de', ['en-US'])).toBe('de');
  });

  it('one rule for the locale: a tag naming a region beats a bare one, the first such wins', () => {
    // Home Assistant says only "en", this computer "en-GB": the region comes from the computer.
    expect(localeFor('en', ['en', 'en-GB'])).toBe('en-GB');
    // Home Assistant names a region itself: it is the household's, and wins.
    expect(localeFor('en', ['en-US', 'en-GB'])).toBe('en-US');
    expect(localeFor('en', [null, 'en_GB.UTF-8'.split('.')[0], 'en-US'])).toBe('en-GB');
    // Nobody names a region: the bare language, whatever order the bare tags came in.
    expect(localeFor('en', ['en', 'en'])).toBe('en');
    expect(localeFor('nl', ['nl', 'nl-BE'])).toBe('nl-BE');
    // A malformed tag is passed over, never thrown.
    expect(localeFor('de', ['de-!!', 'de-AT'])).toBe('de-AT');
  });

  it("main's locale — the one the engine's replies use — whenever main decided the language", () => {
    // This browser says British English; main (the engine) says American: the window follows main.
    expect(windowLocale(view({ locale: 'en-US' }), 'en', ['en-GB'])).toBe('en-US');
    expect(windowLocale(view({ language: 'de', automatic: 'de', source: 'home-assistant', locale: 'de-CH' }), 'de', ['de-DE'])).toBe('de-CH');
    // The window speaks a language main doesn't (this browser's alone): this browser's form of it.
    expect(windowLocale(view({ locale: 'en' }), 'fr', ['fr-CA'])).toBe('fr-CA');
    expect(windowLocale(null, 'fr', ['fr-CA'])).toBe('fr-CA');
  });

  it('applying a view switches the words, the number format and <html lang> together', async () => {
    await useLanguage.getState().apply(view({ language: 'de', automatic: 'de', source: 'home-assistant', home_assistant: 'de-CH', locale: 'de-CH' }));
    expect(document.documentElement.lang).toBe('de');
    expect(currentLocale()).toBe('de-CH');
    expect(t('composer.send')).toBe(CATALOGUES.de['composer.send']);
    expect(t('table.showAll', { count: 1234 })).toContain(new Intl.NumberFormat('de-CH').format(1234));
    expect(new Intl.NumberFormat('de-CH').format(1234)).not.toBe(new Intl.NumberFormat('en').format(1234));
    await useLanguage.getState().apply(view({ choice: 'fr', language: 'fr' }));
    expect(document.documentElement.lang).toBe('fr');
    expect(t('composer.send')).toBe(CATALOGUES.fr['composer.send']);
  });
});

describe('a window fetches only the catalogue of the language it speaks', () => {
  it('nothing but English is fetched until another language is spoken', () => {
    expect(loadedCatalogue('en')).toBe(CATALOGUES.en);
    expect(loadedCatalogue('es')).toBeUndefined();
    expect(loadedCatalogue('nl')).toBeUndefined();
  });

  it('the words stay in the old language, never keys, until the new catalogue has arrived', async () => {
    const switching = switchLanguage('es', 'es-ES');
    expect(t('composer.send')).toBe(CATALOGUES.en['composer.send']);
    await switching;
    expect(t('composer.send')).toBe(CATALOGUES.es['composer.send']);
    expect(loadedCatalogue('nl')).toBeUndefined();
  });

  it('a Polish window words its plurals in Polish categories: one, few and many', async () => {
    await setLocale('pl-PL');
    expect(t('history.changes', { count: 1 })).toBe('1 zmiana');
    expect(t('history.changes', { count: 3 })).toBe('3 zmiany');
    expect(t('history.changes', { count: 5 })).toBe('5 zmian');
    expect(t('history.changes', { count: 22 })).toBe('22 zmiany');
    await setLocale('en');
  });

  it('of two quick switches the last one asked for wins, whichever catalogue arrives first', async () => {
    await loadCatalogue('fr');
    // Dutch is asked for first but arrives last: French, asked for second, is what the window speaks.
    const dutch = switchLanguage('nl', 'nl-NL');
    const french = switchLanguage('fr', 'fr-FR');
    await Promise.all([dutch, french]);
    expect(loadedCatalogue('nl')).toBe(CATALOGUES.nl);
    expect(currentLocale()).toBe('fr-FR');
    expect(t('composer.send')).toBe(CATALOGUES.fr['composer.send']);
  });
});
