/**
 * Places and several devices in the browser (DESIGN §8.6, §8.8): this computer's room set in
 * settings, "turn off the lights here" as two cards with their places and receipts; "turn off all
 * the lights upstairs" across three cards with an exact summary; "turn it back on"; a group interrupted
 * by a new message says what it did and what it left.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { FakeEntity, FakeRegistries } from '../fake-ha/index.js';
import { ask, lastReply, openWindow, pendingCard, waitForText } from './support/app.js';
import { skipBrowser } from './support/browser.js';
import { useBrowserWorld } from './support/world.js';
import { approveLatest, openSettingsSection } from './support/scenes.js';

const light = (entity_id: string, friendly_name: string): FakeEntity => ({ entity_id, state: 'on', attributes: { friendly_name } });
const ENTITIES = [
  light('light.sofa_lamp', 'Sofa Lamp'),
  light('light.living_ceiling', 'Living Room Ceiling'),
  light('light.landing', 'Landing Light'),
  light('light.bedroom', 'Bedroom Light'),
  light('light.bathroom', 'Bathroom Light'),
];
const IDS = ENTITIES.map((e) => e.entity_id);
const REGISTRIES: FakeRegistries = {
  floors: [
    { floor_id: 'ground', name: 'Ground Floor' },
    { floor_id: 'first', name: 'First Floor', aliases: ['upstairs'] },
  ],
  areas: [
    { area_id: 'living_room', name: 'Living Room', floor_id: 'ground' },
    { area_id: 'landing', name: 'Landing', floor_id: 'first' },
    { area_id: 'bedroom', name: 'Bedroom', floor_id: 'first' },
    { area_id: 'bathroom', name: 'Bathroom', floor_id: 'first' },
  ],
  devices: [{ id: 'dev_sofa', name: 'Sofa lamp plug', area_id: 'living_room' }],
  entities: [
    { entity_id: 'light.sofa_lamp', device_id: 'dev_sofa' },
    { entity_id: 'light.living_ceiling', area_id: 'living_room' },
    { entity_id: 'light.landing', area_id: 'landing' },
    { entity_id: 'light.bedroom', area_id: 'bedroom' },
    { entity_id: 'light.bathroom', area_id: 'bathroom' },
  ],
};

/** Approves every action card in turn; returns the places shown beside them. */
async function approveCards(chat: Page, count: number): Promise<string[]> {
  const places: string[] = [];
  for (let i = 0; i < count; i++) {
    await pendingCard(chat, 'action').waitFor();
    places.push((await chat.getByTestId('card-place').last().innerText()).trim());
    // The next card can follow at once, so wait for *this* card to settle, not for none to be pending.
    const card = await pendingCard(chat, 'action').elementHandle();
    await pendingCard(chat, 'action').getByRole('button', { name: 'Approve' }).click();
    await chat.waitForFunction((el) => el === null || !el.isConnected || el.getAttribute('data-state') !== 'pending', card, { timeout: 15_000 });
  }
  return places;
}

describe.skipIf(skipBrowser)('the home as Home Assistant describes it, in the browser', () => {
  const w = useBrowserWorld({ fake: { entities: ENTITIES, registries: REGISTRIES }, configure: { allowlisted_entities: IDS, controllable_entities: IDS } });

  it('sets this computer\'s room, then "turn off the lights here" is two cards with places and receipts', async () => {
    const settings = await openWindow(await w.context.newPage(), w.host, 'settings');
    await openSettingsSection(settings, 'Assistant');
    const picker = settings.getByTestId('room-picker');
    await expect.poll(() => picker.locator('option').count()).toBe(5);
    await picker.selectOption('living_room');
    await settings.getByRole('button', { name: 'Save room' }).click();
    await expect.poll(async () => (await w.host.api('GET', '/api/v1/conversation/assistant')).json.area_id).toBe('living_room');

    const chat = await openWindow(await w.context.newPage(), w.host, 'chat');
    w.ha.clearRequests();
    await ask(chat, 'turn off the lights here');
    expect(await approveCards(chat, 2)).toEqual(['1 of 2', '2 of 2']);
    await waitForText(lastReply(chat), 'Turned off the sofa lamp and the living room ceiling');
    expect(await chat.getByTestId('receipt').count()).toBe(2);
    expect(w.ha.serviceCalls().map((r) => JSON.parse(r.body).entity_id)).toEqual(['light.sofa_lamp', 'light.living_ceiling']);
  });

  it('"turn off all the lights upstairs" is three cards and an exact summary; "turn it back on" follows up', async () => {
    w.ha.setEntity({ entity_id: 'light.bathroom', state: 'off', attributes: { friendly_name: 'Bathroom Light' } });
    const chat = await openWindow(await w.context.newPage(), w.host, 'chat');
    w.ha.clearRequests();
    await ask(chat, 'turn off all the lights upstairs');
    expect(await approveCards(chat, 3)).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    await waitForText(lastReply(chat), 'Turned off the landing light and the bedroom light. The bathroom light was already off.');
    expect(w.ha.serviceCalls().map((r) => JSON.parse(r.body).entity_id)).toEqual(['light.landing', 'light.bedroom']);

    await ask(chat, 'turn off the landing light');
    await pendingCard(chat, 'action').waitFor();
    await approveLatest(chat, 'action');
    await waitForText(lastReply(chat), 'landing light was already off');
    await ask(chat, 'turn it back on');
    await pendingCard(chat, 'action').waitFor();
    await approveLatest(chat, 'action');
    await waitForText(lastReply(chat), 'Turned on the landing light.');
    expect(w.ha.serviceCalls().at(-1)!.path).toBe('/api/services/light/turn_on');
  });

  it('a group shows its plan first, and "Deny and stop" on its first card stops the rest: nothing is sent', async () => {
    for (const id of ['light.landing', 'light.bedroom', 'light.bathroom']) w.ha.setEntity({ ...w.ha.getEntity(id)!, state: 'on' });
    const chat = await openWindow(await w.context.newPage(), w.host, 'chat');
    w.ha.clearRequests();
    await ask(chat, 'turn off all the lights upstairs');
    await pendingCard(chat, 'action').waitFor();
    const plan = chat.getByTestId('card-group').last();
    await waitForText(plan, '3 devices');
    for (const name of ['Landing', 'Bedroom', 'Bathroom']) await waitForText(plan, name);
    await pendingCard(chat, 'action').getByRole('button', { name: 'Deny and stop' }).click();
    await expect.poll(() => chat.locator('[data-testid="action-card"][data-state="pending"]').count()).toBe(0);
    await lastReply(chat).waitFor();
    expect(w.ha.serviceCalls()).toEqual([]);
  });

  it('a group interrupted by a new message: the change made keeps its receipt, the waiting card reads cancelled, the reply names what was left', async () => {
    for (const id of ['light.landing', 'light.bedroom', 'light.bathroom']) w.ha.setEntity({ ...w.ha.getEntity(id)!, state: 'on' });
    const chat = await openWindow(await w.context.newPage(), w.host, 'chat');
    w.ha.clearRequests();
    await ask(chat, 'turn off all the lights upstairs');
    await approveCards(chat, 1);
    await pendingCard(chat, 'action').waitFor();
    const waiting = await pendingCard(chat, 'action').elementHandle();
    await ask(chat, 'is the sofa lamp on?');
    await chat.waitForFunction((el) => el !== null && el.getAttribute('data-state') === 'cancelled', waiting, { timeout: 15_000 });
    expect(await chat.getByTestId('receipt').count()).toBe(1);
    expect(w.ha.serviceCalls().map((r) => JSON.parse(r.body).entity_id)).toEqual(['light.landing']);
    // The interrupted request's reply names the devices it left (the household's own names), the card cancelled and the one never reached.
    const reply = chat.getByTestId('reply').last();
    await waitForText(reply, 'Bedroom Light');
    await waitForText(reply, 'Bathroom Light');
    expect(await reply.innerText()).not.toContain('Landing Light');
  });

  it('when the WebSocket API is refused, settings says names come without areas and aliases', async () => {
    w.ha.addWebSocketFault({ kind: 'refuse-upgrade', status: 404 });
    const settings = await openWindow(await w.context.newPage(), w.host, 'settings');
    await openSettingsSection(settings, 'Read access');
    await waitForText(settings.getByTestId('names-fallback-read'), 'names only');
  });
});
