/**
 * Settings → Activity at 1100 and 600 px: the recent events fit their card (the Where column
 * included), each request is one row however many audit lines it wrote, and an action says which
 * way it was asked ("Turn on", "Turn off"), not "Turn on or off".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { IntlMessageFormat } from 'intl-messageformat';
import { en } from '../../common/i18n/en.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { configure, openWindow } from './support/app.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';
import { openSettingsSection } from './support/scenes.js';

const turn = (state: 'on' | 'off') => new IntlMessageFormat(en['activity.turn'], 'en').format({ state }) as string;

describe.skipIf(skipBrowser)('activity', () => {
  let ha: FakeHomeAssistant;
  let host: Host;
  let browser: Browser;

  beforeAll(async () => {
    ha = await startFakeHomeAssistant();
    host = await startHost();
    await configure(host, ha);
    // Two approved actions: each writes three audit lines (proposed, approved, done).
    for (const message of ['turn off the kitchen ceiling light', 'turn on the coffee maker']) {
      const asked = await host.api('POST', '/api/v1/conversation/message', { message });
      const { token } = asked.json.pending_confirmation as { token: string };
      const done = await host.api('POST', '/api/v1/conversation/message', {
        conversation_id: asked.json.conversation_id,
        confirmation: { token, approve: true },
      });
      expect(done.status, done.text).toBe(200);
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await ha?.close();
  });

  for (const width of [1100, 600]) {
    it(`at ${width} px: the events fit their card, one row per request, saying which way`, async () => {
      const context = await newContext(browser, { viewport: { width, height: 800 } });
      const settings = await openWindow(await context.newPage(), host, 'settings');
      await openSettingsSection(settings, en['section.activity']);
      const table = settings.getByTestId('audit-recent');
      await table.waitFor();
      const fits = await table.evaluate((el) => {
        const card = el.closest('.panel')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const scroller = el.parentElement!;
        return { tableRight: box.right, cardRight: card.right, scrolls: scroller.scrollWidth > scroller.clientWidth + 1 };
      });
      expect(fits.scrolls, 'the table scrolls sideways inside its card').toBe(false);
      expect(fits.tableRight).toBeLessThanOrEqual(fits.cardRight);
      const rows = table.getByTestId('audit-request');
      expect(await rows.count()).toBe(2);
      const what = await rows.evaluateAll((trs) => trs.map((tr) => tr.children[1]!.textContent));
      expect(what).toEqual([turn('on'), turn('off')]);
      await context.close();
    });
  }
});
