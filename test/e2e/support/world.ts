/**
 * The setup most e2e files share: one Chromium for the file, and a fake Home Assistant, a browser
 * host and (per test) a browser context, torn down in reverse order. `scope: 'each'` gives every
 * test a fresh Home Assistant and host; `'all'` shares one across the file's tests (cheaper, for
 * files whose tests don't disturb each other). The returned object's fields are filled in by the
 * hooks, so read them inside tests, never at collection time.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { startFakeHomeAssistant, type FakeHomeAssistant, type FakeHomeAssistantOptions } from '../../fake-ha/index.js';
import { configure } from './app.js';
import { launchBrowser, newContext } from './browser.js';
import { startHost, type Host } from './host.js';

export interface BrowserWorld {
  ha: FakeHomeAssistant;
  host: Host;
  browser: Browser;
  /** Only with `scope: 'each'`: a new context per test (with `scope: 'all'` tests make their own). */
  context: BrowserContext;
}

export interface WorldOptions {
  scope?: 'each' | 'all';
  fake?: FakeHomeAssistantOptions;
  host?: Parameters<typeof startHost>[0];
  /** Save the fake's address and token before the tests (with these list overrides); default true. */
  configure?: boolean | Record<string, unknown>;
  context?: BrowserContextOptions;
}

export function useBrowserWorld(options: WorldOptions = {}): BrowserWorld {
  const world = {} as BrowserWorld;
  const scope = options.scope ?? 'each';
  const start = async () => {
    world.ha = await startFakeHomeAssistant(options.fake);
    world.host = await startHost(options.host);
    const settings = options.configure ?? true;
    if (settings !== false) await configure(world.host, world.ha, settings === true ? {} : settings);
  };
  const stop = async () => {
    await world.host?.stop();
    await world.ha?.close();
  };
  beforeAll(async () => {
    world.browser = await launchBrowser();
    if (scope === 'all') await start();
  });
  afterAll(async () => {
    await world.browser?.close();
    if (scope === 'all') await stop();
  });
  if (scope === 'each') {
    beforeEach(async () => {
      // The context needs nothing of the host: open it while the host starts.
      [, world.context] = await Promise.all([start(), newContext(world.browser, options.context)]);
    });
    afterEach(async () => {
      await world.context?.close();
      await stop();
    });
  }
  return world;
}
