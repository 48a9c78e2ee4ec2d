/**
 * Layout that holds: at 600 and 1100 px, with a 300-character status (a token
 * failure's message), no header, tab or composer element overflows its box, Send stays inside
 * the viewport, and every settings section can be reached — and all of it in every
 * language the app speaks (German words are long), each settings section's own content included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES } from '../../common/i18n/catalogues.js';
import type { MessageId } from '../../common/i18n/en.js';
import { LANGUAGES } from '../../common/languages.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { configure, countRequests, openWindow, quiet } from './support/app.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';

const SECTIONS: MessageId[] = ['section.connection', 'section.read', 'section.control', 'section.assistant', 'section.activity', 'section.backup'];
const LONG = `Home Assistant refused the access token: ${'the token was revoked or belongs to another server, '.repeat(6)}`.slice(0, 300);

/** Serves the stored config with a token failure whose message is 300 characters long. */
async function longStatus(page: Page): Promise<void> {
  await page.route('**/api/v1/conversation/home-assistant', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...json, connection: 'auth-failed', connection_message: LONG } });
  });
}

/** Elements under `selector` whose content is wider than their box (text clipped or pushed out). */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.evaluate<string[], string>(
    (sel) =>
      [...document.querySelectorAll(`${sel}, ${sel} *`)]
        .filter(
          (el) =>
            el instanceof HTMLElement &&
            el.offsetParent !== null &&
            !el.classList.contains('visually-hidden') &&
            el.scrollWidth > el.clientWidth + 1 &&
            getComputedStyle(el).overflowX !== 'auto',
        )
        .map((el) => `${el.tagName.toLowerCase()}.${(el as HTMLElement).className} (${el.scrollWidth} > ${el.clientWidth})`),
    selector,
  );
}

describe.skipIf(skipBrowser)('layout that holds', () => {
  let ha: FakeHomeAssistant;
  let host: Host;
  let browser: Browser;

  beforeAll(async () => {
    ha = await startFakeHomeAssistant();
    host = await startHost();
    await configure(host, ha);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await ha?.close();
  });

  for (const language of LANGUAGES) {
    const w = (id: MessageId) => CATALOGUES[language][id];
    for (const width of [1100, 600]) {
      it(`chat at ${width} px with a 300-character status, in ${language}`, async () => {
        await host.api('POST', '/api/v1/language', { choice: language });
        const context = await newContext(browser, { viewport: { width, height: 700 } });
        const page = await context.newPage();
        await longStatus(page);
        await openWindow(page, host, 'chat');
        await page.getByText(LONG.slice(0, 40)).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await overflowing(page, '.app-header')).toEqual([]);
        expect(await overflowing(page, '.composer')).toEqual([]);
        const send = await page.getByRole('button', { name: w('composer.send') }).boundingBox();
        expect(send).not.toBeNull();
        expect(send!.x + send!.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate<number>(`document.documentElement.scrollWidth`)).toBeLessThanOrEqual(width);
        await context.close();
      });

      it(`settings at ${width} px with a 300-character status: every section reachable, in ${language}`, async () => {
        await host.api('POST', '/api/v1/language', { choice: language });
        const context = await newContext(browser, { viewport: { width, height: 700 } });
        const page = await context.newPage();
        await longStatus(page);
        await countRequests(page);
        await openWindow(page, host, 'settings');
        await page.getByText(LONG.slice(0, 40)).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await overflowing(page, '.app-header')).toEqual([]);
        expect(await overflowing(page, '.settings-nav')).toEqual([]);
        for (const section of SECTIONS) {
          const tab = page.getByRole('navigation', { name: w('settings.sections') }).getByRole('button', { name: w(section), exact: true });
          const box = await tab.boundingBox();
          expect(box, section).not.toBeNull();
          expect(box!.x + box!.width, `${section} inside the window`).toBeLessThanOrEqual(width);
          await tab.click();
          await page.getByRole('heading', { name: w(section), level: 2 }).waitFor();
          // The section's own content (entities, the audit, history) is drawn once what it asked for has come.
          await quiet(page);
          expect(await overflowing(page, '.settings-section'), `${w(section)} (${language}, ${width} px)`).toEqual([]);
          expect(await page.evaluate<number>(`document.documentElement.scrollWidth`), `${w(section)} (${language}, ${width} px)`).toBeLessThanOrEqual(width);
        }
        await context.close();
      });
    }
  }
});
