/**
 * The app against a real Home Assistant core (../shared/real-ha): settings, chat turns and an
 * outage, each judged by what Home Assistant itself then reports — its states, recorder, logbook
 * and log — and by codes and fields, never by reply wording. The scenarios run in order on one
 * home and one data dir, as one household's afternoon would.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TurnResponse } from '../../common/contract/types.js';
import { CTX, lastEvent, openApp, type App } from './app.js';
import { failedLogins, haGet, startRealHomeAssistant, stateOf, waitFor, type HaState, type RealHomeAssistant } from './real-ha.js';

const KITCHEN = 'light.kitchen_ceiling';
const LAMP = 'light.living_room_lamp';
const LOCK = 'lock.front_door_lock';
const GARAGE = 'cover.garage_door';
const ALLOWLIST = [KITCHEN, LAMP, 'light.bedroom_lamp', 'switch.coffee_maker', 'sensor.living_room_temperature', 'binary_sensor.front_door', LOCK, GARAGE];
const CONTROLLABLE = [KITCHEN, LAMP, 'light.bedroom_lamp', 'switch.coffee_maker'];

let ha: RealHomeAssistant;
let app: App;
let dataDir: string;

beforeAll(async () => {
  ha = await startRealHomeAssistant();
  dataDir = await mkdtemp(join(tmpdir(), 'sovereign-real-ha-app-'));
  app = await openApp(dataDir);
});

afterAll(async () => {
  await app?.close();
  await ha?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The logbook entries Home Assistant has for one entity since `since`. */
async function logbook(entityId: string, since: string): Promise<unknown[]> {
  const answer = await haGet(ha, `/api/logbook/${encodeURIComponent(since)}?entity=${entityId}`);
  expect(answer.status).toBe(200);
  return answer.json as unknown[];
}

/** A chat request that must become one set_entity_state card for `entityId` → `state`, approved. */
async function switchByChat(message: string, entityId: string, state: 'on' | 'off'): Promise<TurnResponse> {
  const turn = await app.say(message);
  expect(turn.pending_confirmation).toMatchObject({ capability: 'home_assistant.set_entity_state', arguments: { entity_id: entityId, state } });
  return app.answer(turn);
}

describe('Test and save learn what Home Assistant says of itself', () => {
  it('an unsaved Test answers version, time zone and name; the save learns the language too', async () => {
    const test = await app.service['homeAssistant.testConnection']({ base_url: ha.url, access_token: ha.token }, CTX);
    expect(test).toMatchObject({ ok: true, location_name: 'Test Home', time_zone: 'Europe/Amsterdam' });
    expect(test.ok && test.version).toMatch(/^2025\.10\./);

    const saved = await app.service['homeAssistant.saveConfig'](
      { enabled: true, base_url: ha.url, access_token: ha.token, allowlisted_entities: ALLOWLIST, control_enabled: true, controllable_entities: CONTROLLABLE },
      CTX,
    );
    expect(saved).toMatchObject({ has_access_token: true, token_status: 'present', base_url: ha.url });
    expect(await app.service['homeAssistant.testConnection']({}, CTX)).toMatchObject({ ok: true, location_name: 'Test Home' });

    const instance = JSON.parse(await readFile(join(dataDir, 'home-assistant-instance.json'), 'utf8')) as { instance: Record<string, unknown> };
    expect(instance.instance).toMatchObject({ origin: ha.url, location_name: 'Test Home', time_zone: 'Europe/Amsterdam', language: 'en' });
    expect(instance.instance.version).toMatch(/^2025\.10\./);
    expect(await app.service['language.get']({}, CTX)).toMatchObject({ home_assistant: 'en', language: 'en' });
  });
});

describe('the settings list reads the registries: areas, floors and aliases', () => {
  it('every state, every area, and the names file carries area, floor and entity aliases', async () => {
    const list = await app.service['homeAssistant.entities']({}, CTX);
    expect(list.names_source).toBe('registries');
    expect(list.missing_allowlisted).toEqual([]);
    expect(list.entities.length).toBe(((await haGet(ha, '/api/states')).json as unknown[]).length);
    expect(list.areas.map((a) => a.area_id).sort()).toEqual(['bedroom', 'garage', 'hallway', 'kitchen', 'living_room', 'office']);

    const names = JSON.parse(await readFile(join(dataDir, 'conversation', 'entity-names.json'), 'utf8')) as {
      entities: Array<Record<string, unknown>>;
    };
    const byId = new Map(names.entities.map((e) => [e.entity_id, e]));
    // `config/entity_registry/list` carries no aliases; `get_entries` does, and that is what is read.
    // Home Assistant keeps aliases as a set: their order changes from one start to the next.
    expect((byId.get(LAMP)?.aliases as string[] | undefined)?.slice().sort()).toEqual(['reading light', 'sofa lamp']);
    expect(byId.get(LAMP)).toMatchObject({
      area_id: 'living_room',
      area_aliases: ['lounge'],
      floor_id: 'ground_floor',
      floor_aliases: ['downstairs'],
    });
    expect(byId.get('light.bedroom_lamp')).toMatchObject({ area_id: 'bedroom', floor_id: 'first_floor', floor_aliases: ['upstairs'] });
  });

  it.each([
    ['turn on the sofa lamp', LAMP],
    ['turn on the reading light', LAMP],
    ['turn on the light in the lounge', LAMP],
    ['turn on the lights upstairs', 'light.bedroom_lamp'],
  ])('"%s" (an alias in Home Assistant) reaches %s in chat; denying sends nothing', async (message, entityId) => {
    const before = await stateOf(ha, entityId);
    const turn = await app.say(message);
    expect(turn.pending_confirmation).toMatchObject({ arguments: { entity_id: entityId, state: 'on' } });
    const denied = await app.answer(turn, false);
    expect(lastEvent(denied)).toMatchObject({ outcome: 'denied', code: 'CONFIRMATION_DENIED' });
    expect((await stateOf(ha, entityId)).last_changed).toBe(before.last_changed);
  });
});

describe('on and off by chat, as Home Assistant reports them', () => {
  it('"turn on the kitchen ceiling" → card → approve → on in Home Assistant', async () => {
    expect((await stateOf(ha, KITCHEN)).state).toBe('off');
    const turn = await app.say('turn on the kitchen ceiling');
    expect(turn.pending_confirmation).toMatchObject({ capability: 'home_assistant.set_entity_state', arguments: { entity_id: KITCHEN, state: 'on' } });
    // Nothing is sent before the approval.
    expect((await stateOf(ha, KITCHEN)).state).toBe('off');
    const done = await app.answer(turn);
    expect(lastEvent(done)).toMatchObject({ outcome: 'executed', result: { entity_id: KITCHEN, previous_state: 'off', new_state: 'on', changed: true } });
    expect(done.time_zone).toBe('Europe/Amsterdam');
    expect((await stateOf(ha, KITCHEN)).state).toBe('on');
  });

  it('the same again is a no-op: no service call, last_changed and the logbook unchanged', async () => {
    const before = await stateOf(ha, KITCHEN);
    const entries = await logbook(KITCHEN, before.last_changed);
    const done = await switchByChat('turn on the kitchen ceiling', KITCHEN, 'on');
    expect(lastEvent(done)).toMatchObject({ outcome: 'executed', result: { changed: false, previous_state: 'on', new_state: 'on' } });
    const after = await stateOf(ha, KITCHEN);
    expect(after.last_changed).toBe(before.last_changed);
    expect(after.last_updated).toBe(before.last_updated);
    expect(await logbook(KITCHEN, before.last_changed)).toEqual(entries);
  });

  it('"turn off the kitchen ceiling" → off in Home Assistant', async () => {
    const done = await switchByChat('turn off the kitchen ceiling', KITCHEN, 'off');
    expect(lastEvent(done)).toMatchObject({ outcome: 'executed', result: { changed: true, new_state: 'off' } });
    expect((await stateOf(ha, KITCHEN)).state).toBe('off');
  });
});

describe('history comes from the recorder', () => {
  it('right after a change, the history answer lists what the recorder committed', async () => {
    const changed: HaState = await stateOf(ha, KITCHEN);
    // The recorder commits once a second: wait for the last change to be in it, by polling.
    const committedIn = Date.now();
    const rows = await waitFor('the recorder to hold the last change', 20_000, async () => {
      const answer = await haGet(ha, `/api/history/period?filter_entity_id=${KITCHEN}&minimal_response&no_attributes`);
      const series = (answer.json as Array<Array<{ state: string; last_changed: string }>>)[0] ?? [];
      return series.some((row) => row.last_changed === changed.last_changed) ? series : undefined;
    });
    const waited = Date.now() - committedIn;
    const turn = await app.say('when did the kitchen ceiling last change?');
    expect(turn.pending_confirmation).toMatchObject({ capability: 'home_assistant.get_history', arguments: { entity_id: KITCHEN } });
    const done = await app.answer(turn);
    const event = lastEvent(done);
    expect(event).toMatchObject({ outcome: 'executed', capability: 'home_assistant.get_history' });
    const changes = (event!.result as { changes: Array<{ state: string; changed_at: string }> }).changes;
    // The light was created "off" when run_ha.py provisioned the home, so the recorder's day reads off → on → off.
    expect(rows.map((r) => r.state)).toEqual(['off', 'on', 'off']);
    expect(changes.map((c) => [c.state, Date.parse(c.changed_at)])).toEqual(rows.map((r) => [r.state, Date.parse(r.last_changed)]));
    console.log(`history: the recorder held the change ${waited} ms after it was read back`);
  });
});

describe('out-of-scope domains are declined with nothing sent', () => {
  it.each([
    ['unlock the front door lock', LOCK],
    ['lock the front door lock', LOCK],
    ['open the garage door', GARAGE],
    ['turn on the garage door', GARAGE],
  ])('"%s" → no card, %s unchanged in Home Assistant', async (message, entityId) => {
    const before = await stateOf(ha, entityId);
    const turn = await app.say(message);
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.capability_events.filter((e) => e.outcome === 'executed' || e.outcome === 'pending')).toEqual([]);
    const after = await stateOf(ha, entityId);
    expect(after.state).toBe(before.state);
    expect(after.last_changed).toBe(before.last_changed);
  });
});

describe('a wrong token in an unsaved Test', () => {
  it('answers HOME_ASSISTANT_AUTH_FAILED and the saved token still works', async () => {
    const logged = (await failedLogins(ha.configDir)).length;
    const wrong = await app.service['homeAssistant.testConnection']({ base_url: ha.url, access_token: 'not-the-token-123' }, CTX);
    expect(wrong).toMatchObject({ ok: false, error: { code: 'HOME_ASSISTANT_AUTH_FAILED' } });
    // Home Assistant logged exactly that one failed login.
    await waitFor('the failed login in the log', 10_000, async () => ((await failedLogins(ha.configDir)).length === logged + 1 ? true : undefined));

    expect(await app.service['homeAssistant.testConnection']({}, CTX)).toMatchObject({ ok: true });
    const read = await app.say('is the kitchen ceiling on?');
    expect(read.pending_confirmation).toMatchObject({ capability: 'home_assistant.list_entities' });
    const done = await app.answer(read);
    expect(lastEvent(done)).toMatchObject({ outcome: 'executed' });
    expect((await failedLogins(ha.configDir)).length).toBe(logged + 1);
  });
});

describe('Home Assistant stopped and restarted while the app runs', () => {
  it('a turn in the outage is HOME_ASSISTANT_UNREACHABLE; after the restart the next turn works untouched', async () => {
    await ha.stop();
    const during = await app.say('turn on the kitchen ceiling');
    expect(during.pending_confirmation).toMatchObject({ arguments: { entity_id: KITCHEN, state: 'on' } });
    const failed = await app.answer(during);
    expect(lastEvent(failed)).toMatchObject({ outcome: 'failed', code: 'HOME_ASSISTANT_UNREACHABLE' });
    expect((await app.service['homeAssistant.getConfig']({}, CTX)).connection).toBe('unreachable');

    await ha.restart();
    const after = await switchByChat('turn on the kitchen ceiling', KITCHEN, 'on');
    expect(lastEvent(after)).toMatchObject({ outcome: 'executed', result: { changed: true, new_state: 'on' } });
    expect((await stateOf(ha, KITCHEN)).state).toBe('on');
    expect((await app.service['homeAssistant.getConfig']({}, CTX)).connection).toBe('ok');
  });
});
