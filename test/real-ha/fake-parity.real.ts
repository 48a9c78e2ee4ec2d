/**
 * The fake Home Assistant (test/fake-ha, what CI runs against) beside the real core: the same
 * requests to both, and what each answered compared — status codes, content types, the shapes of
 * bodies (keys and value types, recursively), WebSocket frames, history in its minimal and full
 * forms, error texts. The fake is seeded with the real one's states and registries, so the homes
 * agree and only the servers can differ: every difference fails. What the fake leaves out on
 * purpose — logbook, IP bans, what a template light's helpers do — is not asked here; each is in
 * docs/notes/real-ha.md, "The fake beside the real one", with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHomeAssistant, type FakeEntityEntry, type FakeHomeAssistant, type FakeRegistries } from '../fake-ha/index.js';
import { openRawSocket, type RawSocket } from './raw-socket.js';
import { haSocket, startRealHomeAssistant, waitFor, type RealHomeAssistant } from './real-ha.js';
import { shapeDiff, type ShapeOptions } from './shape.js';

const LIGHT = 'light.kitchen_ceiling';
const SWITCH = 'switch.office_fan';

let real: RealHomeAssistant;
let fake: FakeHomeAssistant;
const found: string[] = [];

interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

async function ask(origin: string, token: string | null, method: 'GET' | 'POST', path: string, body?: string): Promise<Answer> {
  const res = await fetch(new URL(path, origin), {
    method,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json };
}

/**
 * Differences between two answers: status, content type, then the body's shape (JSON) — or its
 * text, for an answer that isn't JSON and for every refusal, whose words are fixed in Home
 * Assistant's code ("Entity not found.", "400: Bad Request").
 */
function compare(what: string, f: Answer, r: Answer, options: ShapeOptions = {}): string[] {
  const out: string[] = [];
  if (f.status !== r.status) out.push(`${what}: status fake ${f.status}, real ${r.status}`);
  if (f.contentType !== r.contentType) out.push(`${what}: content-type fake ${f.contentType}, real ${r.contentType}`);
  if (f.json !== undefined && r.json !== undefined) out.push(...shapeDiff(f.json, r.json, options).map((d) => `${what}: ${d}`));
  const sameWords = f.json !== undefined && r.json !== undefined && r.status < 400;
  if (!sameWords && f.text !== r.text) out.push(`${what}: body fake ${JSON.stringify(f.text.slice(0, 80))}, real ${JSON.stringify(r.text.slice(0, 80))}`);
  return out;
}

/** Asks both the same thing; returns (and records, for the summary) every difference. */
async function both(what: string, token: 'owner' | 'none' | 'wrong', method: 'GET' | 'POST', path: string, body?: string, options?: ShapeOptions) {
  const tokenOf = (ha: { token: string }) => (token === 'owner' ? ha.token : token === 'wrong' ? 'not-the-token' : null);
  const [f, r] = await Promise.all([ask(fake.url, tokenOf(fake), method, path, body), ask(real.url, tokenOf(real), method, path, body)]);
  return record(compare(what, f, r, options));
}

function record(differences: string[]): string[] {
  found.push(...differences);
  return differences;
}

beforeAll(async () => {
  real = await startRealHomeAssistant();
  const states = (await ask(real.url, real.token, 'GET', '/api/states')).json as Array<{
    entity_id: string;
    state: string;
    attributes: Record<string, unknown>;
    last_changed: string;
    last_updated: string;
  }>;
  fake = await startFakeHomeAssistant({
    entities: states.map(({ entity_id, state, attributes, last_changed, last_updated }) => ({ entity_id, state, attributes, last_changed, last_updated })),
    registries: await registriesOf(real),
    config: {
      version: '2025.10.0.dev0',
      time_zone: 'Europe/Amsterdam',
      location_name: 'Test Home',
      config_source: 'yaml',
      internal_url: real.url,
      external_url: real.url,
    },
  });
});

afterAll(async () => {
  await fake?.close();
  await real?.dispose();
  console.log(`fake beside real: ${found.length} differences${found.length > 0 ? `\n${found.join('\n')}` : ''}`);
});

/**
 * What a registry row says of the home rather than of the server: where the entity comes from,
 * what it is, how the household set it up. Keys and ids and times are the fake's own.
 */
const ENTITY_HOME_FIELDS = [
  'platform',
  'config_entry_id',
  'translation_key',
  'options',
  'unique_id',
  'has_entity_name',
  'entity_category',
  'icon',
  'capabilities',
  'device_class',
  'original_device_class',
  'original_icon',
];
const DEVICE_HOME_FIELDS = [
  'manufacturer',
  'model',
  'model_id',
  'sw_version',
  'hw_version',
  'serial_number',
  'entry_type',
  'configuration_url',
  'identifiers',
  'connections',
  'config_entries',
  'config_entries_subentries',
  'primary_config_entry',
  'via_device_id',
];

function pick(row: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => Object.hasOwn(row, k)).map((k) => [k, row[k]]));
}

/** The real home's registries in the fake's terms: what a test would write to describe it. */
async function registriesOf(ha: RealHomeAssistant): Promise<FakeRegistries> {
  const socket = await haSocket(ha);
  try {
    type Row = Record<string, unknown>;
    const list = async (type: string) => (await socket.call(type)) as Row[];
    const areas = await list('config/area_registry/list');
    const floors = await list('config/floor_registry/list');
    const devices = await list('config/device_registry/list');
    const entities = await list('config/entity_registry/list');
    const extended = (await socket.call('config/entity_registry/get_entries', { entity_ids: entities.map((e) => e.entity_id) })) as Record<string, Row>;
    return {
      areas: areas.map((a) => ({
        area_id: a.area_id as string,
        name: a.name as string,
        aliases: a.aliases as string[],
        floor_id: a.floor_id as string | null,
      })),
      floors: floors.map((f) => ({ floor_id: f.floor_id as string, name: f.name as string, aliases: f.aliases as string[], level: f.level as number | null })),
      devices: devices.map((d) => ({
        id: d.id as string,
        name: d.name as string,
        area_id: d.area_id as string | null,
        name_by_user: d.name_by_user as string | null,
        // The rest of the row is the home's (a backup device has a manufacturer, a template
        // light none): given as `more`, which the fake takes only for keys its own rows have.
        more: pick(d, DEVICE_HOME_FIELDS),
      })),
      entities: entities.map((e): FakeEntityEntry => ({
        entity_id: e.entity_id as string,
        area_id: e.area_id as string | null,
        device_id: e.device_id as string | null,
        name: e.name as string | null,
        original_name: e.original_name as string | null,
        aliases: (extended[e.entity_id as string]?.aliases as string[] | undefined) ?? [],
        more: { ...pick(extended[e.entity_id as string] ?? {}, ENTITY_HOME_FIELDS), ...pick(e, ENTITY_HOME_FIELDS) },
      })),
    };
  } finally {
    socket.close();
  }
}

describe('REST answers: status, content type and body shape', () => {
  it('GET /api/ with the token, without one and with a wrong one', async () => {
    const d: string[] = [];
    d.push(...(await both('GET /api/', 'owner', 'GET', '/api/')));
    d.push(...(await both('GET /api/ no token', 'none', 'GET', '/api/')));
    d.push(...(await both('GET /api/ wrong token', 'wrong', 'GET', '/api/')));
    expect(d).toEqual([]);
  });

  it('config, core state, unknown paths and methods', async () => {
    const d: string[] = [];
    d.push(...(await both('GET /api/config', 'owner', 'GET', '/api/config')));
    d.push(...(await both('GET /api/core/state', 'owner', 'GET', '/api/core/state')));
    d.push(...(await both('GET /api/nope', 'owner', 'GET', '/api/nope')));
    d.push(...(await both('GET /api', 'owner', 'GET', '/api')));
    d.push(...(await both('POST /api/', 'owner', 'POST', '/api/')));
    d.push(...(await both('GET /api/services/light/turn_on', 'owner', 'GET', '/api/services/light/turn_on')));
    expect(d).toEqual([]);
  });

  it('states: all, one, a missing one, an invalid id', async () => {
    const d: string[] = [];
    d.push(...(await both('GET /api/states', 'owner', 'GET', '/api/states', undefined, { pairBy: { $: 'entity_id' } })));
    d.push(...(await both(`GET /api/states/${LIGHT}`, 'owner', 'GET', `/api/states/${LIGHT}`)));
    d.push(...(await both('GET /api/states/light.missing', 'owner', 'GET', '/api/states/light.missing')));
    d.push(...(await both('GET /api/states/not_an_id', 'owner', 'GET', '/api/states/not_an_id')));
    expect(d).toEqual([]);
  });

  it('service calls: refused bodies and targets, then a real change', async () => {
    const d: string[] = [];
    const turnOn = '/api/services/light/turn_on';
    d.push(...(await both('turn_on without a body', 'owner', 'POST', turnOn)));
    d.push(...(await both('turn_on {}', 'owner', 'POST', turnOn, '{}')));
    d.push(...(await both('turn_on not JSON', 'owner', 'POST', turnOn, '{nope')));
    d.push(...(await both('turn_on a JSON list', 'owner', 'POST', turnOn, '[]')));
    d.push(...(await both('unknown domain', 'owner', 'POST', '/api/services/nodomain/turn_on', JSON.stringify({ entity_id: LIGHT }))));
    d.push(...(await both('unknown service', 'owner', 'POST', '/api/services/light/explode', JSON.stringify({ entity_id: LIGHT }))));
    d.push(...(await both('a missing entity', 'owner', 'POST', turnOn, JSON.stringify({ entity_id: 'light.missing' }))));
    d.push(...(await both('an entity of another domain', 'owner', 'POST', turnOn, JSON.stringify({ entity_id: SWITCH }))));
    d.push(...(await both('an invalid entity id', 'owner', 'POST', turnOn, JSON.stringify({ entity_id: 'not an id' }))));
    d.push(...(await both('return_response', 'owner', 'POST', `${turnOn}?return_response`, JSON.stringify({ entity_id: LIGHT }))));
    d.push(...(await both('wrong token', 'wrong', 'POST', turnOn, JSON.stringify({ entity_id: LIGHT }))));
    // A device's attributes after a change are the device's; the envelope is Home Assistant's.
    const opaque = { opaque: ['$[].attributes'] };
    d.push(...(await both('turn_on the light', 'owner', 'POST', turnOn, JSON.stringify({ entity_id: LIGHT }), opaque)));
    d.push(...(await both('turn_on the light again', 'owner', 'POST', turnOn, JSON.stringify({ entity_id: LIGHT }), opaque)));
    d.push(...(await both('switch turn_on', 'owner', 'POST', '/api/services/switch/turn_on', JSON.stringify({ entity_id: SWITCH }), opaque)));
    expect(d).toEqual([]);
  });
});

describe('history: the recorder in minimal and full form, and the view refusals', () => {
  const period = `/api/history/period?filter_entity_id=${LIGHT}`;

  beforeAll(async () => {
    // The light on in both (a no-op when the service calls above ran), then, as the recorder
    // commits once a second, a wait until the real one holds that change.
    const on = JSON.stringify({ entity_id: LIGHT });
    await Promise.all([
      ask(fake.url, fake.token, 'POST', '/api/services/light/turn_on', on),
      ask(real.url, real.token, 'POST', '/api/services/light/turn_on', on),
    ]);
    await waitFor('the recorder to hold the change', 20_000, async () => {
      const rows = ((await ask(real.url, real.token, 'GET', `${period}&minimal_response`)).json as unknown[][])[0] ?? [];
      return rows.length >= 2 ? true : undefined;
    });
  });

  it.each([
    ['full', ''],
    ['minimal', '&minimal_response'],
    ['minimal, no attributes', '&minimal_response&no_attributes'],
    ['no attributes', '&no_attributes'],
    ['skip the initial state', '&skip_initial_state'],
    ['significant changes only off', '&significant_changes_only=0'],
  ])('%s', async (_name, flags) => {
    const d: string[] = [];
    d.push(...(await both(`history ${flags || 'full'}`, 'owner', 'GET', `${period}${flags}`)));
    expect(d).toEqual([]);
  });

  it('a start time, an end time, and the refusals', async () => {
    const d: string[] = [];
    const start = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
    const end = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    d.push(...(await both('history from a start', 'owner', 'GET', `/api/history/period/${start}?filter_entity_id=${LIGHT}&end_time=${end}`)));
    d.push(...(await both('history from the future', 'owner', 'GET', `/api/history/period/2999-01-01T00:00:00Z?filter_entity_id=${LIGHT}`)));
    d.push(...(await both('history without filter', 'owner', 'GET', '/api/history/period')));
    d.push(...(await both('history bad start', 'owner', 'GET', `/api/history/period/yesterday?filter_entity_id=${LIGHT}`)));
    d.push(...(await both('history bad end', 'owner', 'GET', `${period}&end_time=later`)));
    d.push(...(await both('history invalid id', 'owner', 'GET', '/api/history/period?filter_entity_id=not_an_id')));
    d.push(...(await both('history two entities', 'owner', 'GET', `${period},${SWITCH}&minimal_response`)));
    expect(d).toEqual([]);
  });
});

/** The same conversation with both servers; returns each frame pair's differences. */
async function converse(
  what: string,
  token: 'owner' | 'wrong',
  steps: Array<Record<string, unknown> | null>,
  options: (i: number) => ShapeOptions = () => ({}),
) {
  const open = async (ha: { url: string; token: string }): Promise<Array<Record<string, unknown>>> => {
    const socket: RawSocket = await openRawSocket(ha.url);
    const frames = [await socket.next()];
    socket.send({ type: 'auth', access_token: token === 'owner' ? ha.token : 'not-the-token' });
    frames.push(await socket.next());
    if (frames[1]!.type !== 'auth_ok') {
      frames.push({ closed: await socket.closed() });
      return frames;
    }
    for (const step of steps) {
      if (step !== null) socket.send(step);
      frames.push(await socket.next());
    }
    socket.close();
    return frames;
  };
  const [f, r] = await Promise.all([open(fake), open(real)]);
  const out: string[] = [];
  if (f.length !== r.length) out.push(`${what}: fake ${f.length} frames, real ${r.length}`);
  for (let i = 0; i < Math.min(f.length, r.length); i++) out.push(...shapeDiff(f[i], r[i], options(i)).map((d) => `${what} frame ${i}: ${d}`));
  // Error codes and messages are compared as text: a client reads them.
  for (let i = 0; i < Math.min(f.length, r.length); i++) {
    const fe = JSON.stringify(f[i]!.error ?? f[i]!.message ?? null);
    const re = JSON.stringify(r[i]!.error ?? r[i]!.message ?? null);
    if (fe !== re) out.push(`${what} frame ${i}: error fake ${fe}, real ${re}`);
  }
  return record(out);
}

describe('WebSocket frames', () => {
  it('auth_required, auth_ok and auth_invalid', async () => {
    const d: string[] = [];
    d.push(...(await converse('login', 'owner', [])));
    d.push(...(await converse('refused login', 'wrong', [])));
    expect(d).toEqual([]);
  });

  it('the registry lists the app reads', async () => {
    const d: string[] = [];
    const byId = (key: string) => () => ({ pairBy: { '$.result': key } });
    d.push(...(await converse('areas', 'owner', [{ id: 1, type: 'config/area_registry/list' }], byId('area_id'))));
    d.push(...(await converse('floors', 'owner', [{ id: 1, type: 'config/floor_registry/list' }], byId('floor_id'))));
    d.push(...(await converse('devices', 'owner', [{ id: 1, type: 'config/device_registry/list' }], byId('id'))));
    d.push(...(await converse('entities', 'owner', [{ id: 1, type: 'config/entity_registry/list' }], byId('entity_id'))));
    const ids = [LIGHT, 'light.living_room_lamp', 'sensor.backup_backup_manager_state', 'light.missing'];
    d.push(...(await converse('get_entries', 'owner', [{ id: 1, type: 'config/entity_registry/get_entries', entity_ids: ids }])));
    expect(d).toEqual([]);
  });

  it('refused commands: unknown, a reused id, no id, a missing field', async () => {
    const d: string[] = [];
    d.push(...(await converse('unknown command', 'owner', [{ id: 1, type: 'config/nope' }])));
    d.push(
      ...(await converse('reused id', 'owner', [
        { id: 5, type: 'config/floor_registry/list' },
        { id: 5, type: 'config/floor_registry/list' },
      ])),
    );
    d.push(...(await converse('no id', 'owner', [{ type: 'config/floor_registry/list' }])));
    d.push(...(await converse('id 0', 'owner', [{ id: 0, type: 'config/floor_registry/list' }])));
    d.push(
      ...(await converse('an unknown command does not use up its id', 'owner', [
        { id: 7, type: 'config/nope' },
        { id: 7, type: 'config/floor_registry/list' },
      ])),
    );
    d.push(...(await converse('get_entries without ids', 'owner', [{ id: 1, type: 'config/entity_registry/get_entries' }])));
    expect(d).toEqual([]);
  });
});

describe("Assist's recognizer: the agent list and the recognize-only debug command", () => {
  it('the same sentences answer in the same shapes — targets computed as Home Assistant does — and the same refusals', async () => {
    const realSocket = await haSocket(real);
    const languages = ((await realSocket.call('conversation/agent/list')) as { agents: Array<{ supported_languages: string[] }> }).agents[0]!
      .supported_languages;
    realSocket.close();
    // What the reference's probes recognised in this home (../shared/reference/home-assistant-recognizer.md §4).
    fake.setRecognizer({
      languages,
      sentences: [
        { text: 'turn on the kitchen ceiling', language: 'en', intent: 'HassTurnOn', slots: { name: { text: 'kitchen ceiling', value: 'Kitchen Ceiling' } } },
        {
          text: 'turn off the lights in the living room',
          language: 'en',
          intent: 'HassTurnOff',
          slots: { area: { text: 'living room', value: 'Living Room' }, domain: { text: '', value: 'light' } },
        },
        {
          text: 'is the front door open',
          language: 'en',
          intent: 'HassGetState',
          slots: {
            name: { text: 'front door', value: 'Front Door' },
            state: { text: 'open', value: 'on' },
            domain: { text: '', value: 'binary_sensor' },
            device_class: { text: '', value: 'door' },
          },
        },
        {
          text: 'what is the temperature in the bedroom',
          language: 'en',
          intent: 'HassClimateGetTemperature',
          slots: { area: { text: 'bedroom', value: 'Bedroom' } },
        },
      ],
    });
    const debug = (sentences: unknown, language = 'en') => ({ id: 1, type: 'conversation/agent/homeassistant/debug', sentences, language });
    const d: string[] = [];
    d.push(...(await converse('agent list', 'owner', [{ id: 1, type: 'conversation/agent/list' }])));
    d.push(...(await converse('agent list for sv', 'owner', [{ id: 1, type: 'conversation/agent/list', language: 'sv' }])));
    d.push(...(await converse('nothing to recognise', 'owner', [debug([])])));
    d.push(...(await converse('a blank sentence fails the whole request the first time', 'owner', [debug(['?', 'turn on the kitchen ceiling'])])));
    for (const sentence of [
      'turn on the kitchen ceiling',
      'turn off the lights in the living room',
      'is the front door open',
      'what is the temperature in the bedroom',
    ]) {
      d.push(...(await converse(`"${sentence}"`, 'owner', [debug([sentence])])));
    }
    d.push(...(await converse('a language without intents', 'owner', [debug(['turn on the kitchen ceiling'], 'xx')])));
    d.push(...(await converse('sentences as a string', 'owner', [debug('turn on the kitchen ceiling')])));
    d.push(...(await converse('no sentences', 'owner', [{ id: 1, type: 'conversation/agent/homeassistant/debug' }])));
    expect(d).toEqual([]);
  });
});
