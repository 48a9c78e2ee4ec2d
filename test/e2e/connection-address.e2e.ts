/**
 * Settings → Connection in a real browser: an address typed without a scheme is saved (the browser's
 * own URL check must not stop it first), as the address the settings said would be used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { configure, openWindow } from './support/app.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';

describe.skipIf(skipBrowser)('an address typed without a scheme', () => {
  let browser: Browser;
  let ha: FakeHomeAssistant;
  let host: Host;

  beforeAll(async () => {
    browser = await launchBrowser();
    ha = await startFakeHomeAssistant();
    host = await startHost();
    await configure(host, ha);
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await ha?.close();
  });

  it('127.0.0.1:<port> is saved as http://127.0.0.1:<port>', async () => {
    const context = await newContext(browser);
    const page = await openWindow(await context.newPage(), host, 'settings');
    await page.locator('#base-url').fill(`127.0.0.1:${ha.port}/api/`);
    await page.getByTestId('assumed-address').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('assumed-address').waitFor({ state: 'detached' });
    const saved = await host.api('GET', '/api/v1/conversation/home-assistant');
    expect(saved.json.base_url).toBe(ha.url);
    expect(await page.locator('#base-url').inputValue()).toBe(ha.url);
    await context.close();
  });
});
