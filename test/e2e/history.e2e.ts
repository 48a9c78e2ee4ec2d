/**
 * Transcripts on this computer (DESIGN §8.7) as a person sees them: after the app restarts, the
 * chat shows the conversation again, a card from before the restart says it is no longer valid and
 * offers nothing to press, and "Clear history" in settings forgets it. An old tab whose app
 * restarted on a new address says so and how to reopen, instead of spinning on "Reconnecting…".
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { ask, configure, openWindow, pendingCard, waitForText } from './support/app.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';
import { openSettingsSection } from './support/scenes.js';

describe.skipIf(skipBrowser)('conversations survive a restart', () => {
  let ha: FakeHomeAssistant;
  let browser: Browser;
  const hosts: Host[] = [];
  let dataDir = '';

  beforeAll(async () => {
    ha = await startFakeHomeAssistant();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const h of hosts) await h.stop();
    await ha?.close();
    if (dataDir !== '') await rm(dataDir, { recursive: true, force: true });
  });

  it('the transcript comes back; an old card is no longer valid; the old tab says the app restarted', async () => {
    const first = await startHost({ keepData: true });
    hosts.push(first);
    dataDir = first.dataDir;
    await configure(first, ha);
    const context = await newContext(browser);
    const oldTab = await openWindow(await context.newPage(), first, 'chat');
    await ask(oldTab, 'turn off the kitchen ceiling light');
    await pendingCard(oldTab, 'action').getByRole('button', { name: 'Approve' }).click();
    await oldTab.getByTestId('receipt').last().waitFor();
    await ask(oldTab, 'turn on the coffee maker');
    await pendingCard(oldTab, 'action').waitFor();
    await first.stop();

    const second = await startHost({ dataDir, keepData: true });
    hosts.push(second);
    // The old tab, still on the old address: it says what happened and how to reopen.
    await waitForText(oldTab.getByTestId('status-line'), 'was restarted or closed', 30_000);
    await waitForText(oldTab.getByTestId('status-line'), 'Open the address it printed');

    const fresh = await openWindow(await (await newContext(browser)).newPage(), second, 'chat');
    await waitForText(fresh.getByTestId('transcript'), 'turn off the kitchen ceiling light');
    await waitForText(fresh.getByTestId('receipt').first(), 'Turned off');
    const stale = fresh.locator('[data-testid="action-card"]').last();
    await waitForText(stale, 'No longer valid');
    expect(await stale.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(ha.serviceCalls()).toHaveLength(1);

    const settings = await openWindow(await (await newContext(browser)).newPage(), second, 'settings');
    await openSettingsSection(settings, 'Activity');
    const panel = settings.getByTestId('history-panel');
    await waitForText(panel, '1 conversation is kept');
    await panel.getByRole('button', { name: 'Clear history…' }).click();
    await panel.getByRole('button', { name: 'Clear history', exact: true }).click();
    await waitForText(settings.getByTestId('history-status'), 'History cleared');
    const after = await second.api('GET', '/api/v1/conversation-history');
    expect(after.json.conversations).toEqual([]);
    await context.close();
  });
});
