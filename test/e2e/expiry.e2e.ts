/**
 * Expiry. With the host started with `--confirmation-ttl 2`, a card counts down, and
 * when nobody answers it turns into "Expired — nothing was sent" in every window, its buttons gone,
 * and Home Assistant never hears of it.
 */
import { describe, expect, it } from 'vitest';
import { ask, lastReply, openWindow, pendingCard, waitForText } from './support/app.js';
import { newContext, skipBrowser } from './support/browser.js';
import { useBrowserWorld } from './support/world.js';

describe.skipIf(skipBrowser)('expiry', () => {
  const w = useBrowserWorld({ scope: 'all', host: { confirmationTtl: 2 } });

  it('counts down, then shows the card expired in the chat and clears it from the popup; nothing is sent', async () => {
    const context = await newContext(w.browser);
    const chat = await openWindow(await context.newPage(), w.host, 'chat');
    const popup = await openWindow(await context.newPage(), w.host, 'popup');
    w.ha.clearRequests();

    await ask(chat, 'turn off the kitchen ceiling light');
    const card = pendingCard(chat, 'action');
    const countdown = await waitForText(card.getByRole('timer'), /Expires in 0:0[12]/);
    expect(countdown).toMatch(/0:0[12]/);
    await pendingCard(popup, 'action').waitFor();

    const settled = chat.locator('[data-testid="action-card"][data-state="expired"]');
    await waitForText(settled, 'Expired — nothing was sent', 10_000);
    expect(await settled.getByRole('button').count()).toBe(0);
    await popup.getByText('Nothing is waiting for your approval.').waitFor({ timeout: 10_000 });
    await waitForText(lastReply(chat), /expired|nothing was sent|not approved/i, 10_000);

    expect(w.ha.serviceCalls()).toHaveLength(0);
    expect(w.ha.getEntity('light.kitchen_ceiling')?.state).toBe('on');
    await context.close();
  });

  it('a late approval from a window that missed the expiry is told, not obeyed', async () => {
    const context = await newContext(w.browser);
    const chat = await context.newPage();
    // This window never hears events (a dropped stream) and its clock stands still, so its card
    // still looks live after main has expired the confirmation.
    await chat.route('**/api/v1/events', (route) => route.abort());
    await chat.clock.install();
    await openWindow(chat, w.host, 'chat');
    w.ha.clearRequests();
    await ask(chat, 'turn off the kitchen ceiling light');
    const card = pendingCard(chat, 'action');
    await card.waitFor();
    await chat.clock.pauseAt(Date.now() + 500);
    const listed = await w.host.api('GET', '/api/v1/conversation/confirmations');
    const conversationId = (listed.json.pending as Array<{ conversation_id: string }>)[0]!.conversation_id;
    // Main expires it by its own wake-up: wait until that turn has ended in main's transcript
    // (audited, narrated, nothing waiting), not for the clock.
    await expect
      .poll(
        async () => {
          const { json } = await w.host.api('GET', `/api/v1/conversation/${conversationId}`);
          const turns = json.turns as Array<{ pending_confirmation: unknown; capability_events: Array<{ outcome: string }> }>;
          return turns.every((t) => t.pending_confirmation === null) && turns.some((t) => t.capability_events.some((e) => e.outcome === 'expired'));
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(true);
    expect(await card.count()).toBe(1);
    await card.getByRole('button', { name: 'Approve' }).click();
    await waitForText(chat.locator('[data-testid="action-card"]').last(), /Expired — nothing was sent/, 10_000);
    expect(w.ha.serviceCalls()).toHaveLength(0);
    expect(w.ha.getEntity('light.kitchen_ceiling')?.state).toBe('on');
    await context.close();
  });
});
