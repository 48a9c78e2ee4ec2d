/**
 * DESIGN §8.8: several devices in one message — one card per round (RFC-0019),
 * three rounds per message (RFC-0004), a no-op never ends the chain, each card's place on the
 * turn, an exact summary, "continue" carries on; a group targets only controllable entities.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestContext, TurnResponse } from '../../common/contract/types.js';
import type { FakeEntity, FakeRegistries } from '../fake-ha/index.js';
import { makeHarness, type Harness } from './harness.js';

const CHAT: RequestContext = { surface: 'chat' };
const light = (id: string, name: string, state: 'on' | 'off'): FakeEntity => ({ entity_id: id, state, attributes: { friendly_name: name } });

/** Upstairs: the bathroom light is already off, the study light is not controllable; the kitchen is downstairs. */
const ENTITIES = [
  light('light.bathroom', 'Bathroom Light', 'off'),
  light('light.landing', 'Landing Light', 'on'),
  light('light.bedroom', 'Bedroom Light', 'on'),
  light('light.nursery', 'Nursery Light', 'on'),
  light('light.guest_room', 'Guest Room Light', 'on'),
  light('light.study', 'Study Light', 'on'),
  light('light.kitchen', 'Kitchen Light', 'on'),
];
const UP = ['light.bathroom', 'light.landing', 'light.bedroom', 'light.nursery', 'light.guest_room', 'light.study'];
const REGISTRIES: FakeRegistries = {
  floors: [
    { floor_id: 'up', name: 'First Floor', aliases: ['upstairs'] },
    { floor_id: 'down', name: 'Ground Floor', aliases: ['downstairs'] },
  ],
  areas: [
    ...UP.map((id) => ({ area_id: id.slice(6), name: id.slice(6).replace('_', ' '), floor_id: 'up' })),
    { area_id: 'kitchen', name: 'Kitchen', floor_id: 'down' },
  ],
  devices: [],
  entities: [...UP, 'light.kitchen'].map((id) => ({ entity_id: id, area_id: id.slice(6) })),
};

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

async function setUp(controllable: string[]): Promise<Harness> {
  h = await makeHarness({
    entities: ENTITIES,
    fake: { registries: REGISTRIES },
    config: { allowlisted_entities: ENTITIES.map((e) => e.entity_id), controllable_entities: controllable },
  });
  await h.service['homeAssistant.entities']({}, CHAT);
  return h;
}

const approve = (harness: Harness, turn: TurnResponse) =>
  harness.service['conversation.message'](
    { conversation_id: turn.conversation_id, confirmation: { token: turn.pending_confirmation!.token, approve: true } },
    CHAT,
  );

/** Approves every card of the turn; returns the places shown and the final turn. */
async function approveAll(harness: Harness, first: TurnResponse): Promise<{ places: string[]; cards: string[]; last: TurnResponse }> {
  const places: string[] = [];
  const cards: string[] = [];
  let turn = first;
  for (let i = 0; i < 10 && turn.pending_confirmation; i++) {
    places.push(turn.progress ? `${turn.progress.place} of ${turn.progress.of}` : '-');
    cards.push(String(turn.pending_confirmation.arguments.entity_id));
    turn = await approve(harness, turn);
  }
  return { places, cards, last: turn };
}

describe('"turn off all the lights upstairs": one card per round, the place shown, an exact summary', () => {
  it('targets only controllable lights on that floor, a no-op does not end the chain, the reply says what changed, what was already so, and what was left alone', async () => {
    const harness = await setUp(['light.bathroom', 'light.landing', 'light.bedroom', 'light.kitchen']);
    const { places, cards, last } = await approveAll(
      harness,
      await harness.service['conversation.message']({ message: 'turn off all the lights upstairs' }, CHAT),
    );
    expect(cards).toEqual(['light.bathroom', 'light.landing', 'light.bedroom']);
    expect(places).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    // The bathroom light was already off: no call for it; the kitchen is downstairs.
    expect(harness.ha.serviceCalls().map((r) => [r.path, JSON.parse(r.body).entity_id])).toEqual([
      ['/api/services/light/turn_off', 'light.landing'],
      ['/api/services/light/turn_off', 'light.bedroom'],
    ]);
    expect(last.reply).toContain('Turned off the landing light and the bedroom light.');
    expect(last.reply).toContain('The bathroom light was already off.');
    // Not controllable: named, never proposed, never listed as "not turned off yet".
    expect(last.reply).toMatch(/not allowed to switch the nursery light, the guest room light and the study light/);
    expect(last.reply).not.toMatch(/continue/);
  });

  it('"continue" carries on with the remainder after three rounds, counting places over the whole request', async () => {
    const harness = await setUp(UP);
    const first = await approveAll(harness, await harness.service['conversation.message']({ message: 'turn off all the lights upstairs' }, CHAT));
    expect(first.places).toEqual(['1 of 6', '2 of 6', '3 of 6']);
    expect(first.last.reply).toMatch(/I haven't turned off the nursery light, the guest room light or the study light yet — say "continue"/);
    const rest = await approveAll(
      harness,
      await harness.service['conversation.message']({ conversation_id: first.last.conversation_id, message: 'continue' }, CHAT),
    );
    expect(rest.cards).toEqual(['light.nursery', 'light.guest_room', 'light.study']);
    expect(rest.places).toEqual(['4 of 6', '5 of 6', '6 of 6']);
    expect(harness.ha.serviceCalls()).toHaveLength(5);
    expect(rest.last.reply).toBe('Turned off the nursery light, the guest room light and the study light.');
  });

  it('a single named light outside the control list is still proposed, and the executor refuses it (audited, no card)', async () => {
    const harness = await setUp(['light.landing']);
    const turn = await harness.service['conversation.message']({ message: 'turn off the study light' }, CHAT);
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.capability_events).toMatchObject([{ capability: 'home_assistant.set_entity_state', outcome: 'rejected', code: 'ENTITY_NOT_CONTROLLABLE' }]);
    expect(turn.reply).toMatch(/Settings → Control/);
    expect(harness.ha.serviceCalls()).toEqual([]);
  });

  it('"turn on the kitchen light and turn off the landing light": two actions, one card each, in order', async () => {
    const harness = await setUp(['light.kitchen', 'light.landing']);
    harness.ha.setEntity(light('light.kitchen', 'Kitchen Light', 'off'));
    const { places, cards, last } = await approveAll(
      harness,
      await harness.service['conversation.message']({ message: 'turn on the kitchen light and turn off the landing light' }, CHAT),
    );
    expect(cards).toEqual(['light.kitchen', 'light.landing']);
    expect(places).toEqual(['1 of 2', '2 of 2']);
    expect(harness.ha.serviceCalls().map((r) => [r.path, JSON.parse(r.body).entity_id])).toEqual([
      ['/api/services/light/turn_on', 'light.kitchen'],
      ['/api/services/light/turn_off', 'light.landing'],
    ]);
    expect(last.reply).toBe('Turned on the kitchen light. Turned off the landing light.');
  });
});
