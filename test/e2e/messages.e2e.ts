/**
 * Messages that are current and true: a card cancelled by a new message says
 * so (not "Expired"), and looks unlike a denied one; "set up — not contacted yet" offers nothing
 * to fix; switched-off reading points to Read access; the welcome promises no card it doesn’t show,
 * and stays when a question is asked before Home Assistant is set up.
 */
import { describe, expect, it } from 'vitest';
import { ask, configure, openWindow, pendingCard, waitForText } from './support/app.js';
import { newContext, skipBrowser } from './support/browser.js';
import { useBrowserWorld } from './support/world.js';

describe.skipIf(skipBrowser)('messages that are current and true', () => {
  const w = useBrowserWorld({ scope: 'all', configure: false });

  it('the welcome describes the card without pointing at one that is not there', async () => {
    const context = await newContext(w.browser);
    const chat = await openWindow(await context.newPage(), w.host, 'chat');
    const welcome = await waitForText(chat.getByTestId('first-run'), 'approval');
    expect(welcome).not.toMatch(/like this one/);
    // A question asked before Home Assistant is set up is answered, and the way to set up stays.
    await ask(chat, 'is the porch light on?');
    await expect.poll(() => chat.getByTestId('reply').count()).toBe(1);
    expect(await chat.getByTestId('first-run').isVisible()).toBe(true);
    await context.close();
  });

  it('"set up — not contacted yet" offers no fix; reading switched off points to Read access', async () => {
    await configure(w.host, w.ha);
    const context = await newContext(w.browser);
    const page = await context.newPage();
    // As right after a restart: set up, and nobody has asked Home Assistant anything yet.
    await page.route('**/api/v1/conversation/home-assistant', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), connection: 'unknown' } });
    });
    const chat = await openWindow(page, w.host, 'chat');
    const status = chat.getByTestId('status-line');
    await expect.poll(() => status.getAttribute('data-status')).toBe('unknown');
    expect(await status.getByRole('link').innerText()).toBe('Settings');
    await configure(w.host, w.ha, { enabled: false });
    await page.unrouteAll();
    await chat.reload();
    await waitForText(status, 'Read access');
    expect(await status.getByRole('link').innerText()).toMatch(/Read access/);
    await configure(w.host, w.ha);
    await context.close();
  });

  it('a card cancelled by a new message says cancelled, and a denied one says denied — with different marks', async () => {
    const context = await newContext(w.browser);
    const chat = await openWindow(await context.newPage(), w.host, 'chat');
    await ask(chat, 'turn off the kitchen ceiling light');
    await pendingCard(chat, 'action').waitFor();
    await ask(chat, 'turn on the coffee maker');
    const cancelled = chat.locator('[data-testid="action-card"][data-state="cancelled"]');
    await waitForText(cancelled, 'Cancelled by your new message');
    expect(await cancelled.innerText()).not.toMatch(/Expired/);
    await pendingCard(chat, 'action').getByRole('button', { name: 'Deny' }).click();
    const denied = chat.locator('[data-testid="action-card"][data-state="denied"]');
    await waitForText(denied, 'Denied');
    const marks = await chat.evaluate<string[]>(
      `['cancelled', 'denied'].map((s) => document.querySelector('[data-testid="action-card"][data-state="' + s + '"] .card__status svg')?.outerHTML ?? '')`,
    );
    expect(marks[0]).not.toBe('');
    expect(marks[0]).not.toBe(marks[1]);
    expect(w.ha.serviceCalls()).toHaveLength(0);
    await context.close();
  });
});
