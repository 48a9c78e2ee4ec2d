/**
 * What a person reads in the chat: answers first, a new card announced and focus on the receipt
 * after approving or denying, the limit near 4,000 characters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { ask, configure, lastReply, openWindow, pendingCard, waitForText } from './support/app.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';

describe.skipIf(skipBrowser)('reading the chat', () => {
  let ha: FakeHomeAssistant;
  let host: Host;
  let browser: Browser;

  beforeAll(async () => {
    ha = await startFakeHomeAssistant();
    host = await startHost();
    await configure(host, ha);
    await host.api('GET', '/api/v1/conversation/home-assistant/entities');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await ha?.close();
  });

  it('a question about one entity leads with the answer and its row; the full read is behind "Show all N"', async () => {
    const context = await newContext(browser);
    const chat = await openWindow(await context.newPage(), host, 'chat');
    await ask(chat, 'is the porch light on?');
    // The card reading every shared device says which device the question is about.
    await waitForText(pendingCard(chat, 'read').getByTestId('card-about'), 'Porch Light');
    await pendingCard(chat, 'read').getByRole('button', { name: 'Approve' }).click();
    await waitForText(lastReply(chat), 'porch');
    const table = chat.getByTestId('state-table').last();
    expect(await table.locator('tbody tr').count()).toBe(1);
    await waitForText(table.locator('tbody'), 'Porch Light');
    // The reply comes before the row it is about.
    const order = await chat.evaluate<boolean>(
      `(() => { const r = [...document.querySelectorAll('[data-testid="reply"]')].at(-1); const t = [...document.querySelectorAll('[data-testid="state-table"]')].at(-1); return Boolean(r.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING); })()`,
    );
    expect(order).toBe(true);
    await chat.getByRole('button', { name: 'Show all 6' }).click();
    await expect.poll(() => chat.getByTestId('state-table').last().locator('tbody tr').count()).toBeGreaterThan(1);
    await context.close();
  });

  it('a new card is announced; after Approve focus is on the receipt, after Deny on the settled card', async () => {
    const context = await newContext(browser);
    const chat = await openWindow(await context.newPage(), host, 'chat');
    await ask(chat, 'turn off the kitchen ceiling light');
    await pendingCard(chat, 'action').waitFor();
    await waitForText(chat.getByTestId('card-announcement'), 'Needs your approval: Turn OFF Kitchen Ceiling Light');
    expect(await chat.getByTestId('card-announcement').getAttribute('role')).toBe('status');
    await pendingCard(chat, 'action').getByRole('button', { name: 'Approve' }).click();
    await chat.getByTestId('receipt').last().waitFor();
    await expect.poll(() => chat.evaluate<string | null>(`document.activeElement?.getAttribute('data-testid') ?? null`)).toBe('receipt');

    await ask(chat, 'turn on the coffee maker');
    await pendingCard(chat, 'action').getByRole('button', { name: 'Deny' }).click();
    await expect.poll(() => chat.evaluate<string | null>(`document.activeElement?.getAttribute('data-state') ?? null`)).toBe('denied');
    await context.close();
  });

  it('the message box counts near its 4,000-character limit', async () => {
    const context = await newContext(browser);
    const chat = await openWindow(await context.newPage(), host, 'chat');
    const box = chat.getByRole('textbox', { name: 'Message' });
    await box.fill('a'.repeat(3900));
    await waitForText(chat.getByTestId('composer-counter'), '3,900 of 4,000 characters');
    await context.close();
  });
});
