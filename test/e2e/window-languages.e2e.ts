/**
 * The windows in Portuguese and Polish (docs/architecture.md §7b): chat, every settings section,
 * the approval popup and quick ask each speak the chosen language — `<html lang>`, the title and
 * the words, found by the catalogue's keys — and show no English message of the catalogue, and
 * each window downloads that language's catalogue alone. The engine's replies are not looked at
 * here: they join test/e2e/no-english.e2e.ts once the engine words them in these languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES } from '../../common/i18n/catalogues.js';
import { en, type MessageId } from '../../common/i18n/en.js';
import { LANGUAGES, type Language } from '../../common/languages.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { configure, countRequests, openWindow, quiet } from './support/app.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';

const SECTIONS: MessageId[] = ['section.connection', 'section.read', 'section.control', 'section.assistant', 'section.activity', 'section.backup'];

/** English messages a translated window must never show: whole sentences without arguments, not the translation's own words. */
function englishOnly(language: Language): string[] {
  const catalogue = CATALOGUES[language];
  return (Object.keys(en) as MessageId[])
    .map((id) => [en[id], catalogue[id]] as const)
    .filter(([english, translated]) => !/[{<]/.test(english) && english !== translated && english.length >= 8 && english.includes(' '))
    .map(([english]) => english);
}

/** Records which languages' catalogue chunks the page fetches. */
function catalogueRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/([a-z]{2})-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (chunk !== null && (LANGUAGES as readonly string[]).includes(chunk[1]!)) fetched.push(chunk[1]!);
  });
  return fetched;
}

async function expectSpoken(page: Page, language: Language): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
  const text = await page.evaluate(() => document.body.innerText);
  // A catalogue that is English's under another name would pass vacuously.
  expect(englishOnly(language).length).toBeGreaterThan(250);
  expect(englishOnly(language).filter((english) => text.includes(english))).toEqual([]);
}

describe.skipIf(skipBrowser).each(['pt', 'pl'] as const)('the windows in %s', (language) => {
  const w = (id: MessageId) => CATALOGUES[language][id];
  let ha: FakeHomeAssistant;
  let host: Host;
  let browser: Browser;

  beforeAll(async () => {
    ha = await startFakeHomeAssistant();
    host = await startHost();
    await configure(host, ha);
    const set = await host.api('POST', '/api/v1/language', { choice: language });
    expect(set.status, set.text).toBe(200);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await ha?.close();
  });

  it('chat: its title, its empty state and composer in the language, and only that catalogue fetched', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const fetched = catalogueRequests(page);
    await countRequests(page);
    await openWindow(page, host, 'chat');
    await page.getByRole('button', { name: w('composer.send') }).waitFor();
    await quiet(page);
    expect(await page.title()).toBe(w('window.chat'));
    await page.getByText(w('chat.emptyTitle')).waitFor();
    await expectSpoken(page, language);
    expect(fetched).toEqual([language]);
    await context.close();
  });

  it('settings: every section in the language', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await countRequests(page);
    await openWindow(page, host, 'settings');
    expect(await page.title()).toBe(w('window.settings'));
    for (const section of SECTIONS) {
      await page
        .getByRole('navigation', { name: w('settings.sections') })
        .getByRole('button', { name: w(section), exact: true })
        .click();
      await page.getByRole('heading', { name: w(section), level: 2 }).waitFor();
      await quiet(page);
      await expectSpoken(page, language);
    }
    // The picker's option for this language names it in itself.
    await page.getByRole('button', { name: w('section.assistant'), exact: true }).click();
    await page.getByRole('combobox', { name: w('language.label') }).waitFor();
    expect(await page.getByRole('combobox', { name: w('language.label') }).inputValue()).toBe(language);
    await context.close();
  });

  it('the approval popup and quick ask in the language', async () => {
    const context = await newContext(browser);
    const popup = await openWindow(await context.newPage(), host, 'popup');
    await popup.getByRole('heading', { name: w('popup.title') }).waitFor();
    await popup.getByText(w('popup.nothing')).waitFor();
    await expectSpoken(popup, language);
    const quick = await context.newPage();
    await quick.goto(`${host.url}quick.html#token=${encodeURIComponent(host.token)}`);
    await quick.getByRole('textbox', { name: w('quick.input') }).waitFor();
    expect(await quick.title()).toBe(w('window.quick'));
    await expectSpoken(quick, language);
    await context.close();
  });
});
