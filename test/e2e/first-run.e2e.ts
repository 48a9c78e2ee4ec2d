/**
 * A new household's first hour as one script. From an empty data folder and
 * a Home Assistant advertised over mDNS (python3-zeroconf, loopback) to the first answered
 * question, counting every click and keystroke (≤ 12 clicks), with each screen on the way
 * screenshotted into dist/e2e/first-run/ to look at.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { pendingCard, waitForText } from './support/app.js';
import { advertise, zeroconfProblem, type Advertiser } from './support/advertiser.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';

const OUT = fileURLToPath(new URL('../../dist/e2e/first-run/', import.meta.url));
const skip = skipBrowser || zeroconfProblem() !== null;

describe.skipIf(skip)('the first hour, from an empty data folder to the first answer', () => {
  let ha: FakeHomeAssistant;
  let host: Host;
  let browser: Browser;
  let advertiser: Advertiser;
  const name = `Linden Lane ${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    await mkdir(OUT, { recursive: true });
    ha = await startFakeHomeAssistant({ config: { location_name: name } });
    host = await startHost({ mdnsInterface: '127.0.0.1' });
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

  it('takes at most 12 clicks', async () => {
    let clicks = 0;
    let keystrokes = 0;
    let shot = 0;
    const screens: string[] = [];
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };
    const paste = async (target: Locator, text: string) => {
      keystrokes += 2; // Ctrl+V
      await target.fill(text);
    };
    const snap = async (page: Page, what: string) => {
      const file = join(OUT, `${String(++shot).padStart(2, '0')}-${what}.png`);
      await page.screenshot({ path: file });
      screens.push(`${what} (clicks so far ${clicks})`);
    };

    const context = await newContext(browser, { viewport: { width: 1100, height: 760 } });
    const chat = await context.newPage();
    await chat.goto(host.pageUrl('chat')); // the address `npm start` printed
    await chat.getByTestId('first-run').waitFor();
    await snap(chat, 'welcome');

    const [settings] = await Promise.all([context.waitForEvent('page'), click(chat.getByRole('button', { name: 'Set up Home Assistant' }))]);
    await settings.setViewportSize({ width: 1100, height: 760 });
    const found = settings.getByTestId('discovered-instance').filter({ hasText: name });
    await waitForText(found, ha.url, 20_000);
    await snap(settings, 'found-on-the-network');

    await click(found.getByRole('button', { name: 'Use this' }));
    await expect.poll(() => settings.getByLabel('Home Assistant address').inputValue(), { timeout: 15_000 }).toBe(ha.url);
    // "Use this" leaves focus in the address field; the token field is one Tab away.
    keystrokes += 1;
    await settings.keyboard.press('Tab');
    expect(await settings.evaluate<string | undefined>(`document.activeElement?.id`)).toBe('access-token');
    await paste(settings.getByLabel('Long-lived access token'), ha.token);
    await click(settings.getByRole('button', { name: 'Save', exact: true }));
    // Saving the token checks it at once.
    await waitForText(settings.getByTestId('test-result'), `Connected to ${name}`);
    await snap(settings, 'connected');

    await click(settings.getByRole('navigation', { name: 'Settings sections' }).getByRole('button', { name: 'Read access' }));
    await click(settings.getByRole('switch', { name: 'Let the assistant read Home Assistant' }));
    const search = settings.getByTestId('read-picker').getByRole('searchbox', { name: 'Search' });
    await click(search);
    keystrokes += 'porch'.length;
    await search.pressSequentially('porch');
    await click(settings.getByRole('checkbox', { name: /Porch Light/ }));
    await waitForText(settings.getByTestId('save-bar'), 'Turn reading on');
    await snap(settings, 'choosing-what-to-share');
    await click(settings.getByTestId('save-bar').getByRole('button', { name: 'Save changes' }));
    await waitForText(settings.getByTestId('save-bar'), 'Allowlists saved');
    await snap(settings, 'shared');

    await click(chat.locator('body')); // back to the chat window
    await chat.bringToFront();
    await chat.getByTestId('first-run').waitFor({ state: 'detached' });
    await snap(chat, 'ready-to-ask');
    await click(chat.getByRole('button', { name: 'Is the porch light on?' }));
    await pendingCard(chat, 'read').waitFor();
    await snap(chat, 'the-card');
    await click(pendingCard(chat, 'read').getByRole('button', { name: 'Approve' }));
    await waitForText(chat.getByTestId('reply').last(), /porch light is (off|on)/i);
    await snap(chat, 'answered');

    console.info(`[first-run] ${clicks} clicks, ${keystrokes} keystrokes; screens: ${screens.join(' → ')}; screenshots in ${OUT}`);
    expect(clicks).toBeLessThanOrEqual(12);
    await context.close();
  });
});
