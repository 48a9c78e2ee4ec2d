/**
 * The whole first-run-to-receipt path in German and in French — from an
 * empty data folder and a Home Assistant advertised over mDNS to an approved read, its answer, an
 * action the household allowed, approved, and its receipt — found by role and structure in the
 * catalogue's words, with `<html lang>` set in every window and no English catalogue text on
 * screen. German comes from this computer's locale (the host's `LANG`), French from the browser's
 * languages; Home Assistant then says the same. The requests are typed in the language (the fake
 * home's devices keep their English names, as a household's own names would); what Home Assistant
 * received is asserted, and the replies by the engine's codes and cards, not their wording.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES } from '../../common/i18n/catalogues.js';
import { en, type MessageId } from '../../common/i18n/en.js';
import type { Language } from '../../common/languages.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { pendingCard, waitForText } from './support/app.js';
import { advertise, zeroconfProblem, type Advertiser } from './support/advertiser.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';

const skip = skipBrowser || zeroconfProblem() !== null;

/** English messages a translated screen must never show: whole sentences, no arguments, different from the translation. */
function englishOnly(language: Language): string[] {
  const catalogue = CATALOGUES[language];
  return (Object.keys(en) as MessageId[])
    .map((id) => [en[id], catalogue[id]] as const)
    .filter(([english, translated]) => !/[{<]/.test(english) && english !== translated && english.length >= 8 && english.includes(' '))
    .map(([english]) => english);
}

async function expectLanguage(page: Page, language: Language): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
  const text = await page.evaluate(() => document.body.innerText);
  expect(englishOnly(language).filter((english) => text.includes(english))).toEqual([]);
}

/** What the household types, in its own words. */
const ASKED: Record<'de' | 'fr', { read: string; action: string }> = {
  de: { read: 'Ist Porch Light an?', action: 'Schalte Porch Light ein' },
  fr: { read: 'Est-ce que Porch Light est allumé ?', action: 'Allume Porch Light' },
};

const CASES: Array<{ language: 'de' | 'fr'; haLanguage: string; hostEnv: NodeJS.ProcessEnv; browserLocale: string }> = [
  // This computer says German (no setting, Home Assistant not contacted yet); the browser is English.
  { language: 'de', haLanguage: 'de', hostEnv: { LANGUAGE: '', LC_ALL: '', LC_MESSAGES: '', LANG: 'de_CH.UTF-8' }, browserLocale: 'en-US' },
  // Nothing on this computer names a language; the browser says French (Canada).
  { language: 'fr', haLanguage: 'fr-CA', hostEnv: { LANGUAGE: '', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8' }, browserLocale: 'fr-CA' },
];

describe.skipIf(skip).each(CASES)('the first hour in $language', ({ language, haLanguage, hostEnv, browserLocale }) => {
  const words = CATALOGUES[language];
  const w = (id: MessageId) => words[id];
  let ha: FakeHomeAssistant;
  let host: Host;
  let browser: Browser;
  let advertiser: Advertiser;
  const name = `Lindenweg ${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    ha = await startFakeHomeAssistant({ config: { location_name: name, language: haLanguage } });
    host = await startHost({ mdnsInterface: '127.0.0.1', env: hostEnv });
    advertiser = await advertise({
      location_name: name,
      uuid: randomBytes(16).toString('hex'),
      version: '2026.11.1',
      port: ha.port,
      internal_url: ha.url,
      external_url: '',
      base_url: '',
      deadline_s: 110,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await advertiser?.stop();
    await browser?.close();
    await host?.stop();
    await ha?.close();
  });

  it('welcome, discovery, token, sharing, a read answered, control allowed, an action approved and its receipt — all in the language', async () => {
    const context = await newContext(browser, { viewport: { width: 1100, height: 760 }, locale: browserLocale });
    const chat = await context.newPage();
    await chat.goto(host.pageUrl('chat'));
    await chat.getByTestId('first-run').waitFor();
    await expectLanguage(chat, language);
    expect(await chat.title()).toBe(w('window.chat'));

    const [settings] = await Promise.all([context.waitForEvent('page'), chat.getByRole('button', { name: w('firstRun.setUp') }).click()]);
    const found = settings.getByTestId('discovered-instance').filter({ hasText: name });
    await waitForText(found, ha.url, 20_000);
    expect(await settings.title()).toBe(w('window.settings'));
    await expectLanguage(settings, language);

    await found.getByRole('button', { name: w('discovery.use') }).click();
    await expect.poll(() => settings.getByLabel(w('connection.address')).inputValue(), { timeout: 15_000 }).toBe(ha.url);
    await settings.getByLabel(w('connection.token')).fill(ha.token);
    await settings.getByRole('button', { name: w('connection.save'), exact: true }).click();
    const result = settings.getByTestId('test-result');
    await expect.poll(() => result.getAttribute('data-ok'), { timeout: 15_000 }).toBe('true');
    await waitForText(result, name);
    await expectLanguage(settings, language);

    await settings
      .getByRole('navigation', { name: w('settings.sections') })
      .getByRole('button', { name: w('section.read') })
      .click();
    await settings.getByRole('switch', { name: w('read.switch') }).click();
    const search = settings.getByTestId('read-picker').getByRole('searchbox', { name: w('picker.search') });
    await search.pressSequentially('porch');
    await settings.getByRole('checkbox', { name: /Porch Light/ }).click();
    const saveBar = settings.getByTestId('save-bar');
    await waitForText(saveBar, w('pending.readOn'));
    await expectLanguage(settings, language);
    await saveBar.getByRole('button', { name: w('saveBar.save') }).click();
    await waitForText(saveBar, w('saveBar.saved'));

    // Language settings say where "Automatic" came from: Home Assistant, now that it has answered.
    await settings
      .getByRole('navigation', { name: w('settings.sections') })
      .getByRole('button', { name: w('section.assistant') })
      .click();
    await expect.poll(() => settings.getByTestId('language-choice').inputValue()).toBe('auto');
    await expectLanguage(settings, language);

    await chat.bringToFront();
    await chat.getByTestId('first-run').waitFor({ state: 'detached' });
    await chat.getByRole('textbox', { name: w('composer.message') }).fill(ASKED[language].read);
    await chat.getByRole('button', { name: w('composer.send') }).click();
    const card = pendingCard(chat, 'read');
    await card.waitFor();
    await expectLanguage(chat, language);
    await card.getByRole('button', { name: w('card.approve') }).click();
    await chat.getByTestId('reply').last().waitFor();
    await expect.poll(async () => (await chat.getByTestId('reply').last().innerText()).trim().length).toBeGreaterThan(0);
    await expectLanguage(chat, language);

    // Control: the household allows the porch light, then asks for it in its own words and approves.
    await settings.bringToFront();
    await settings
      .getByRole('navigation', { name: w('settings.sections') })
      .getByRole('button', { name: w('section.control') })
      .click();
    await settings.getByRole('switch', { name: w('control.switch') }).click();
    await settings
      .getByTestId('control-picker')
      .getByRole('checkbox', { name: /Porch Light/ })
      .click();
    await waitForText(saveBar, w('pending.controlOn'));
    await expectLanguage(settings, language);
    await saveBar.getByRole('button', { name: w('saveBar.save') }).click();
    await waitForText(saveBar, w('saveBar.saved'));

    await chat.bringToFront();
    ha.clearRequests();
    await chat.getByRole('textbox', { name: w('composer.message') }).fill(ASKED[language].action);
    await chat.getByRole('button', { name: w('composer.send') }).click();
    const action = pendingCard(chat, 'action');
    await action.waitFor();
    await expectLanguage(chat, language);
    expect(ha.serviceCalls()).toHaveLength(0);
    await action.getByRole('button', { name: w('card.approve') }).click();
    const receipt = chat.getByTestId('receipt').last();
    await receipt.waitFor();
    expect(await receipt.getAttribute('data-tone')).toBe('done');
    expect(ha.serviceCalls().map((r) => `${r.path} ${r.body}`)).toEqual(['/api/services/light/turn_on {"entity_id":"light.porch"}']);
    await expectLanguage(chat, language);
    await context.close();
  });
});
