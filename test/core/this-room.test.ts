/**
 * "This computer is in: [area]" — stored as an `area_id` with the assistant
 * settings, used as Home Assistant uses a voice satellite's area; a deleted area behaves as unset.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestContext, TurnResponse } from '../../common/contract/types.js';
import { demoRegistries } from '../fake-ha/index.js';
import { KITCHEN, makeHarness, type Harness } from './harness.js';

const CHAT: RequestContext = { surface: 'chat' };
const LAMP = 'light.living_room_lamp';
const ALLOWLIST = [KITCHEN, LAMP, 'light.porch', 'sensor.living_room_temperature', 'climate.living_room'];

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

async function setUp(room: string | null): Promise<Harness> {
  h = await makeHarness({ config: { allowlisted_entities: ALLOWLIST, controllable_entities: [KITCHEN, LAMP, 'light.porch'] } });
  if (room !== null) await h.service['assistant.saveConfig']({ area_id: room }, CHAT);
  await h.service['homeAssistant.entities']({}, CHAT);
  return h;
}

async function say(harness: Harness, message: string, conversation_id?: string): Promise<TurnResponse> {
  return harness.service['conversation.message']({ message, ...(conversation_id ? { conversation_id } : {}) }, CHAT);
}

describe("this computer's room, as a voice satellite's area", () => {
  it('is stored as an area_id with the assistant settings, and refused when malformed', async () => {
    const { service } = await setUp('living_room');
    expect((await service['assistant.getConfig']({}, CHAT)).area_id).toBe('living_room');
    await expect(service['assistant.saveConfig']({ area_id: 'living room\n' }, CHAT)).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    expect((await service['assistant.saveConfig']({ area_id: null }, CHAT)).area_id).toBeNull();
  });

  it('"turn off the lights here" proposes the lights of this room only, and Home Assistant receives exactly that call', async () => {
    const harness = await setUp('living_room');
    const turn = await say(harness, 'turn off the lights here');
    expect(turn.pending_confirmation).toMatchObject({ capability: 'home_assistant.set_entity_state', arguments: { entity_id: LAMP, state: 'off' } });
    const done = await harness.service['conversation.message'](
      { conversation_id: turn.conversation_id, confirmation: { token: turn.pending_confirmation!.token, approve: true } },
      CHAT,
    );
    expect(done.pending_confirmation).toBeNull();
    expect(harness.ha.serviceCalls().map((r) => JSON.parse(r.body))).toEqual([{ entity_id: LAMP }]);
  });

  it('"turn off the light" means the one light in this room', async () => {
    const harness = await setUp('living_room');
    expect((await say(harness, 'turn off the light')).pending_confirmation?.arguments).toEqual({ entity_id: LAMP, state: 'off' });
  });

  it('without the setting, "here" gets a question back and no card', async () => {
    const harness = await setUp(null);
    const turn = await say(harness, 'turn off the lights here');
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.capability_events).toEqual([]);
    expect(turn.reply).toMatch(/which room/i);
  });

  it('a room deleted in Home Assistant behaves as unset after the next refresh', async () => {
    const harness = await setUp('living_room');
    const registries = demoRegistries();
    registries.areas = registries.areas.filter((a) => a.area_id !== 'living_room');
    registries.entities = registries.entities.map((e) => (e.area_id === 'living_room' ? { ...e, area_id: null } : e));
    registries.devices = registries.devices.map((d) => (d.area_id === 'living_room' ? { ...d, area_id: null } : d));
    harness.ha.setRegistries(registries);
    await harness.service['homeAssistant.entities']({}, CHAT);
    const turn = await say(harness, 'turn off the lights here');
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.reply).toMatch(/which room/i);
  });

  it('"is it warm in here?" reads the temperature of this room', async () => {
    const harness = await setUp('living_room');
    const turn = await say(harness, 'is it warm in here?');
    expect(turn.pending_confirmation?.capability).toBe('home_assistant.list_entities');
    const done = await harness.service['conversation.message'](
      { conversation_id: turn.conversation_id, confirmation: { token: turn.pending_confirmation!.token, approve: true } },
      CHAT,
    );
    expect(done.reply).toMatch(/21\.5/);
  });
});
