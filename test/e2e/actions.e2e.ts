/**
 * RFC-0019 in the browser: an action proposed in the chat is approved in the
 * quick-confirm popup — a second page — and the receipt appears in the chat; a denial changes
 * nothing; the control picker never offers a lock; every window follows a resolution at once.
 */
import { describe, expect, it } from 'vitest';
import { ask, entityIds, lastReply, openWindow, pendingCard, waitForText } from './support/app.js';
import { skipBrowser } from './support/browser.js';
import { useBrowserWorld } from './support/world.js';
import { openSettingsSection, pendingAction, readAnswered } from './support/scenes.js';

describe.skipIf(skipBrowser)('actions in the browser', () => {
  const w = useBrowserWorld();

  describe('approve in the popup, receipt in the chat', () => {
    it('turns off the kitchen ceiling light only after approval in a second window', async () => {
      const chat = await openWindow(await w.context.newPage(), w.host, 'chat');
      const popup = await openWindow(await w.context.newPage(), w.host, 'popup');
      await readAnswered(chat); // the chat learns friendly names from the read's result
      w.ha.clearRequests();

      await ask(chat, 'turn off the kitchen ceiling light');
      const card = pendingCard(chat, 'action');
      await waitForText(card, 'Turn OFF Kitchen Ceiling Light');
      await waitForText(card, 'light.kitchen_ceiling');
      await waitForText(card, 'changes something in your home right now');
      await waitForText(card, 'Expires in');

      const item = pendingCard(popup, 'action');
      await waitForText(item, 'Turn OFF');
      await waitForText(item, 'light.kitchen_ceiling');
      expect(w.ha.serviceCalls()).toHaveLength(0);

      await item.getByRole('button', { name: 'Approve' }).click();
      await waitForText(popup.getByTestId('popup-last'), 'Turned off the kitchen ceiling light');
      await popup.getByText('Nothing is waiting for your approval.').waitFor();

      const receipt = chat.getByTestId('receipt').last();
      await waitForText(receipt, 'Turned off Kitchen Ceiling Light');
      expect(await receipt.getAttribute('data-tone')).toBe('done');
      await waitForText(lastReply(chat), 'Turned off the kitchen ceiling light');
      await waitForText(chat.locator('[data-testid="action-card"]').last(), 'Approved');
      expect(await chat.locator('[data-testid="action-card"] button').count(), 'no buttons left on a used card').toBe(0);

      expect(w.ha.serviceCalls().map((r) => r.path)).toEqual(['/api/services/light/turn_off']);
      expect(w.ha.getEntity('light.kitchen_ceiling')?.state).toBe('off');
      const audit = await w.host.api('GET', '/api/v1/capabilities/audit');
      const executed = audit.json.recent.find((e: any) => e.capability === 'home_assistant.set_entity_state' && e.outcome === 'executed');
      expect(executed?.surface).toBe('popup');
    });

    it('narrates a no-op as such: "The porch light was already off"', async () => {
      const chat = await openWindow(await w.context.newPage(), w.host, 'chat');
      await pendingAction(chat, 'turn off the porch light');
      await pendingCard(chat, 'action').getByRole('button', { name: 'Approve' }).click();
      const receipt = chat.getByTestId('receipt').last();
      await waitForText(receipt, 'was already off');
      expect(await receipt.getAttribute('data-tone')).toBe('noop');
      await waitForText(lastReply(chat), 'already off');
      expect(w.ha.serviceCalls()).toHaveLength(0);
    });

    it('narrates a failure as a failure', async () => {
      const chat = await openWindow(await w.context.newPage(), w.host, 'chat');
      await pendingAction(chat, 'turn on the coffee maker');
      w.ha.setRefuseServiceEffect('switch.coffee_maker', 'contradict');
      await pendingCard(chat, 'action').getByRole('button', { name: 'Approve' }).click();
      const receipt = chat.getByTestId('receipt').last();
      await waitForText(receipt, "Couldn't turn on");
      expect(await receipt.getAttribute('data-tone')).toBe('failed');
    });
  });

  describe('deny', () => {
    it('disables the card at the first press, and nothing is sent to Home Assistant', async () => {
      const chat = await openWindow(await w.context.newPage(), w.host, 'chat');
      const popup = await openWindow(await w.context.newPage(), w.host, 'popup');
      await pendingAction(chat, 'turn on the porch light');
      await pendingCard(popup, 'action').waitFor();
      w.ha.clearRequests();

      const card = pendingCard(chat, 'action');
      const deny = card.getByRole('button', { name: 'Deny' });
      const approve = card.getByRole('button', { name: 'Approve' });
      await deny.click();
      // Used at once: either disabled while the answer travels, or already replaced by the outcome.
      expect((await approve.count()) === 0 || (await approve.isDisabled())).toBe(true);

      await waitForText(chat.locator('[data-testid="action-card"]').last(), 'Denied');
      await popup.getByText('Nothing is waiting for your approval.').waitFor();
      expect(w.ha.requests).toHaveLength(0);
      expect(w.ha.getEntity('light.porch')?.state).toBe('off');
    });
  });

  describe('the control picker never offers a lock', () => {
    it('offers only lights and switches from the read list, says why, and the read picker flags the lock', async () => {
      const settings = await openWindow(await w.context.newPage(), w.host, 'settings');
      await openSettingsSection(settings, 'Control');
      const picker = settings.getByTestId('control-picker');
      await picker.waitFor();
      const offered = await entityIds(picker);
      expect(offered.sort()).toEqual(['light.kitchen_ceiling', 'light.porch', 'switch.coffee_maker']);
      expect(offered.some((id) => id.startsWith('lock.'))).toBe(false);
      await waitForText(settings.getByTestId('control-why'), '1 lock');
      expect(await settings.getByTestId('control-not-offered').innerText()).not.toMatch(/\b1 [a-z ]*s\b/);

      await openSettingsSection(settings, 'Read access');
      const read = settings.getByTestId('read-picker');
      await read.getByRole('searchbox', { name: 'Search' }).fill('front door lock');
      const lockRow = read.locator('[data-entity-id="lock.front_door"]');
      await waitForText(lockRow, 'Sensitive');

      // Unticking a read entity unticks its control too.
      await read.getByRole('searchbox', { name: 'Search' }).fill('porch');
      await read.getByRole('checkbox', { name: /Porch Light/ }).uncheck();
      await openSettingsSection(settings, 'Control');
      const after = await entityIds(settings.getByTestId('control-picker'));
      expect(after).not.toContain('light.porch');
      await settings.getByRole('button', { name: 'Save changes' }).click();
      await waitForText(settings.getByTestId('save-bar'), 'Allowlists saved');
      const saved = await w.host.api('GET', '/api/v1/conversation/home-assistant');
      expect(saved.json.allowlisted_entities).not.toContain('light.porch');
      expect(saved.json.controllable_entities).toEqual(['light.kitchen_ceiling', 'switch.coffee_maker']);
    });

    it('an imported file cannot carry a lock into the control list, nor a token', async () => {
      const settings = await openWindow(await w.context.newPage(), w.host, 'settings');
      await openSettingsSection(settings, 'Export & import');
      await settings.getByLabel('Allowlist file (.json)').setInputFiles({
        name: 'allowlists.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({
            allowlisted_entities: ['light.porch', 'lock.front_door'],
            controllable_entities: ['light.porch', 'lock.front_door'],
            access_token: 'x',
          }),
        ),
      });
      const bar = settings.getByTestId('save-bar');
      await waitForText(bar, 'Imported 2 to read and 1 to control');
      await waitForText(bar, 'only lights and switches');
      await waitForText(bar, 'Ignored: access_token');
      await bar.getByRole('button', { name: 'Save changes' }).click();
      await waitForText(bar, 'Allowlists saved');
      const saved = await w.host.api('GET', '/api/v1/conversation/home-assistant');
      expect(saved.json.allowlisted_entities).toEqual(['light.porch', 'lock.front_door']);
      expect(saved.json.controllable_entities).toEqual(['light.porch']);
      expect(saved.json.has_access_token).toBe(true);
    });
  });
});
