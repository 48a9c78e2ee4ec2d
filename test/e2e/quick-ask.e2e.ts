/**
 * Quick ask (docs/architecture.md §7a) in Chromium: the quick-ask page (the browser host's compact
 * page; in Electron the same renderer in the shortcut's window). Type, Enter, the card; an Enter
 * too soon or a held Enter approves nothing; Enter approves, the receipt, then it closes. Esc
 * dismisses (the card is denied). A second request while a card waits replaces it, one card at a
 * time with its place. Every claim is checked against what the fake Home Assistant received and
 * what the audit says.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pendingCard, waitForText } from './support/app.js';
import { axe } from './support/axe.js';
import { newContext, skipBrowser } from './support/browser.js';
import { useBrowserWorld } from './support/world.js';

describe.skipIf(skipBrowser)('quick ask in the browser', () => {
  const w = useBrowserWorld();

  async function openQuick(): Promise<Page> {
    const page = await w.context.newPage();
    await page.goto(`${w.host.url}quick.html#token=${encodeURIComponent(w.host.token)}`);
    await page.getByRole('textbox', { name: 'Ask' }).waitFor();
    return page;
  }

  /** The page closed itself (window.close) or, where the browser keeps the tab, says it is done. */
  async function closedItself(page: Page): Promise<void> {
    if (page.isClosed()) return;
    await Promise.race([
      page.waitForEvent('close', { timeout: 10_000 }),
      page.locator('[data-testid="quick"][data-state="closed"]').waitFor({ timeout: 10_000 }),
    ]);
  }

  /**
   * Waits until the card on show takes an Enter: QuickApp sets `data-armed` when the card's 500 ms
   * guard has run out (renderer/quick/guard.ts).
   */
  async function armed(page: Page): Promise<void> {
    await page.locator('[data-testid="quick-card"][data-armed="true"]').waitFor();
  }

  /** What the page is doing: an Enter that approved would have left `card` at once (`answering`). */
  async function phase(page: Page): Promise<string | null> {
    return page.getByTestId('quick').getAttribute('data-state');
  }

  async function lastAuditFor(capability: string): Promise<{ outcome: string; surface: string }> {
    const audit = await w.host.api('GET', '/api/v1/capabilities/audit');
    return audit.json.recent.find((e: { capability: string }) => e.capability === capability);
  }

  it('type, Enter, the card; an early or held Enter approves nothing; Enter approves, the receipt, then it closes', async () => {
    const page = await openQuick();
    w.ha.clearRequests();
    await page.getByRole('textbox', { name: 'Ask' }).fill('turn on the porch light');
    // Held from sending the request: the keydowns that follow are repeats.
    await page.keyboard.down('Enter');
    const card = pendingCard(page, 'action');
    await waitForText(card, 'Turn ON');
    await waitForText(card, 'light.porch');
    // One card: no number, and the question stays above it.
    expect(await page.getByTestId('quick-place').count()).toBe(0);
    await waitForText(page.getByTestId('quick-question'), 'turn on the porch light');
    await page.keyboard.down('Enter'); // repeat: true, and within 500 ms
    await armed(page);
    await page.keyboard.down('Enter'); // still a repeat, now after 500 ms
    // The keydown is handled before down() returns; an approval would have left the card phase.
    expect(await phase(page)).toBe('card');
    expect(w.ha.serviceCalls()).toHaveLength(0);
    expect(await card.count()).toBe(1);
    await page.keyboard.up('Enter');

    await page.keyboard.press('Enter');
    await waitForText(page.getByTestId('quick-receipt'), 'porch light');
    expect(w.ha.serviceCalls().map((r) => r.path)).toEqual(['/api/services/light/turn_on']);
    expect(w.ha.getEntity('light.porch')?.state).toBe('on');
    expect(await lastAuditFor('home_assistant.set_entity_state')).toMatchObject({ outcome: 'executed', surface: 'quick' });
    await closedItself(page);
  });

  it('an Enter within 500 ms of the card appearing is ignored', async () => {
    const page = await openQuick();
    const box = page.getByRole('textbox', { name: 'Ask' });
    await box.fill('turn on the porch light');
    await box.press('Enter');
    const card = pendingCard(page, 'action');
    await card.waitFor();
    await page.keyboard.press('Enter');
    // Once the guard has run out, the early Enter has still approved nothing.
    await armed(page);
    expect(await phase(page)).toBe('card');
    expect(w.ha.serviceCalls()).toHaveLength(0);
    expect(await card.count()).toBe(1);
  });

  it('Esc dismisses: the waiting card is denied and nothing is sent', async () => {
    const page = await openQuick();
    w.ha.clearRequests();
    const box = page.getByRole('textbox', { name: 'Ask' });
    await box.fill('turn off the kitchen ceiling light');
    await box.press('Enter');
    await pendingCard(page, 'action').waitFor();
    await page.keyboard.press('Escape');
    await closedItself(page);
    expect(w.ha.serviceCalls()).toHaveLength(0);
    expect(w.ha.getEntity('light.kitchen_ceiling')?.state).toBe('on');
    await expect.poll(async () => (await lastAuditFor('home_assistant.set_entity_state'))?.outcome).toBe('denied');
    expect(await lastAuditFor('home_assistant.set_entity_state')).toMatchObject({ surface: 'quick' });
  });

  it('a second request while a card waits replaces it: one card at a time, with its place, and only the second acts', async () => {
    const page = await openQuick();
    w.ha.clearRequests();
    const box = page.getByRole('textbox', { name: 'Ask' });
    await box.fill('turn on the porch light');
    await box.press('Enter');
    await waitForText(pendingCard(page, 'action'), 'light.porch');
    await box.fill('turn off the kitchen ceiling light');
    await box.press('Enter');
    await waitForText(page.getByTestId('quick-place'), 'Request 2');
    await waitForText(pendingCard(page, 'action'), 'light.kitchen_ceiling');
    expect(await page.locator('[data-testid="action-card"]').count()).toBe(1);
    const pending = await w.host.api('GET', '/api/v1/conversation/confirmations');
    expect(pending.json.pending.map((p: { arguments: { entity_id: string } }) => p.arguments.entity_id)).toEqual(['light.kitchen_ceiling']);

    await armed(page);
    await page.keyboard.press('Enter');
    await waitForText(page.getByTestId('quick-receipt'), 'kitchen ceiling light');
    expect(w.ha.serviceCalls().map((r) => r.path)).toEqual(['/api/services/light/turn_off']);
    expect(w.ha.getEntity('light.porch')?.state).toBe('off');
  });

  it('a clarifying question shows as text, with the input kept (focused) for the answer', async () => {
    const page = await openQuick();
    const box = page.getByRole('textbox', { name: 'Ask' });
    await box.fill('turn off the light');
    await box.press('Enter');
    await waitForText(page.getByTestId('quick-reply'), 'Which one do you mean');
    expect(await pendingCard(page, 'action').count()).toBe(0);
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('turn off the kitchen ceiling light');
    await page.keyboard.press('Enter');
    await waitForText(pendingCard(page, 'action'), 'light.kitchen_ceiling');
    const pending = await w.host.api('GET', '/api/v1/conversation/confirmations');
    expect(pending.json.pending).toHaveLength(1);
    expect(w.ha.serviceCalls()).toHaveLength(0);
  });

  it('cards that follow one another show one at a time with their place, each guarded again', async () => {
    const page = await openQuick();
    w.ha.clearRequests();
    const box = page.getByRole('textbox', { name: 'Ask' });
    await box.fill('turn on the porch light and the coffee maker');
    await box.press('Enter');
    await waitForText(pendingCard(page, 'action'), 'light.porch');
    // "Request 1" alone is noise: the number appears from the second card on.
    expect(await page.getByTestId('quick-place').count()).toBe(0);
    await armed(page);
    await page.keyboard.press('Enter');
    await waitForText(pendingCard(page, 'action'), 'switch.coffee_maker');
    await waitForText(page.getByTestId('quick-place'), 'Request 2');
    expect(await page.locator('[data-testid="action-card"]').count()).toBe(1);
    // The next card has its own 500 ms: an Enter right away approves nothing.
    await page.keyboard.press('Enter');
    await armed(page);
    expect(await phase(page)).toBe('card');
    expect(w.ha.serviceCalls().map((r) => r.path)).toEqual(['/api/services/light/turn_on']);
    await page.keyboard.press('Enter');
    await page.getByTestId('quick-receipt').waitFor();
    expect(w.ha.serviceCalls().map((r) => r.path)).toEqual(['/api/services/light/turn_on', '/api/services/switch/turn_on']);
  });

  it('at its window size, with a card, has no serious accessibility violations (axe; CSP bypassed only to inject axe)', async () => {
    const axeContext = await newContext(w.browser, { bypassCSP: true, viewport: { width: 440, height: 360 } });
    try {
      const page = await axeContext.newPage();
      await page.goto(`${w.host.url}quick.html#token=${encodeURIComponent(w.host.token)}`);
      const box = page.getByRole('textbox', { name: 'Ask' });
      await box.fill('turn on the porch light');
      await box.press('Enter');
      await pendingCard(page, 'action').waitFor();
      expect(await axe(page, 'quick ask with a card')).toEqual([]);
    } finally {
      await axeContext.close();
    }
  });
});
