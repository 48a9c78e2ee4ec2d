/**
 * A household's first run, in Chromium, against the browser host and the fake Home
 * Assistant — first-run screen → settings → address (typed; discovery has its own spec) → token
 * → test → allowlist → "is the porch light on?" → approve → the answer, with the value. Along the
 * way: the token never appears in the DOM, storage, or any response the page received.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { ask, expectNoSecretInPage, lastReply, pendingCard, waitForText, watchResponses } from './support/app.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { collectEvents, startHost, type Host } from './support/host.js';

describe.skipIf(skipBrowser)('onboarding: first run to a first approved answer', () => {
  let ha: FakeHomeAssistant;
  let host: Host;
  let browser: Browser;
  let events: ReturnType<typeof collectEvents>;

  beforeAll(async () => {
    ha = await startFakeHomeAssistant({ config: { location_name: 'Maple Street' } });
    host = await startHost();
    events = collectEvents(host);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    events?.stop();
    await browser?.close();
    await host?.stop();
    await ha?.close();
  });

  it('leads from the first-run screen through settings to an approved read, and never exposes the token', async () => {
    const context = await newContext(browser);
    const chat = await context.newPage();
    const chatResponses = watchResponses(chat);
    await chat.goto(host.pageUrl('chat'));

    // The host token is taken from the fragment and scrubbed from the address bar.
    await chat.getByTestId('first-run').waitFor();
    expect(chat.url()).not.toContain('token=');
    await waitForText(chat.getByTestId('status-line'), 'not set up');

    const [settings] = await Promise.all([context.waitForEvent('page'), chat.getByRole('button', { name: 'Set up Home Assistant' }).click()]);
    const settingsResponses = watchResponses(settings);
    await settings.getByRole('heading', { name: 'Connection', level: 2 }).waitFor();
    expect(settings.url()).not.toContain('token=');

    // Discovery finds nothing here (no advertiser): the address is typed by hand.
    await settings.getByLabel('Home Assistant address').fill(ha.url);
    // The fake answers on 127.0.0.1: plain http that never leaves this computer gets no warning.
    expect(await settings.getByTestId('unencrypted-note').count()).toBe(0);
    await settings.getByLabel('Long-lived access token').fill(ha.token);
    await settings.getByRole('button', { name: 'Test connection' }).click();
    await waitForText(settings.getByTestId('test-result'), 'Connected to Maple Street');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForText(settings.getByTestId('token-status'), 'Token saved');
    await expect.poll(() => settings.getByLabel('Long-lived access token').inputValue()).toBe('');

    // Read access: switch it on, pick two entities.
    await settings.getByRole('button', { name: 'Read access' }).click();
    const readSwitch = settings.getByRole('switch', { name: 'Let the assistant read Home Assistant' });
    await readSwitch.click();
    await expect.poll(() => readSwitch.getAttribute('aria-checked')).toBe('true');
    const search = settings.getByTestId('read-picker').getByRole('searchbox', { name: 'Search' });
    await search.fill('porch');
    await settings.getByRole('checkbox', { name: /Porch Light/ }).check();
    await search.fill('kitchen ceiling');
    await settings.getByRole('checkbox', { name: /Kitchen Ceiling Light/ }).check();
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await waitForText(settings.getByTestId('save-bar'), 'Allowlists saved');

    const saved = await host.api('GET', '/api/v1/conversation/home-assistant');
    expect(saved.json.allowlisted_entities).toEqual(['light.porch', 'light.kitchen_ceiling']);
    expect(saved.json.enabled).toBe(true);

    // Back in the chat: the first-run screen has given way (settings told every window).
    await chat.bringToFront();
    await chat.getByTestId('first-run').waitFor({ state: 'detached' });

    ha.clearRequests();
    await ask(chat, 'is the porch light on?');
    const card = pendingCard(chat, 'read');
    await waitForText(card, 'Read the current state of the 2 devices you share with the assistant');
    await waitForText(card, 'leaves your device');
    await waitForText(card, 'Expires in');
    expect(ha.requests.filter((r) => r.path.startsWith('/api/states')).length, 'nothing read before approval').toBe(0);

    await card.getByRole('button', { name: 'Approve' }).click();
    await waitForText(lastReply(chat), /porch light is off/i);
    await chat.getByTestId('state-table').waitFor();
    await waitForText(chat.getByTestId('state-table'), 'Porch Light');
    await waitForText(chat.locator('[data-testid="read-card"]').last(), 'Approved');

    // The token: not in either page, not in any response body, not in any pushed event.
    await chatResponses.settled();
    await settingsResponses.settled();
    for (const page of [chat, settings]) await expectNoSecretInPage(page, ha.token, host.token);
    const leaking = [...chatResponses.bodies, ...settingsResponses.bodies].filter((r) => r.body.includes(ha.token)).map((r) => r.url);
    expect(leaking).toEqual([]);
    expect(chatResponses.bodies.length + settingsResponses.bodies.length).toBeGreaterThan(10);
    expect(events.text()).toContain('conversation.updated');
    expect(events.text().includes(ha.token)).toBe(false);
    await context.close();
  });
});
