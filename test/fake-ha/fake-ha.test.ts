/**
 * The fake Home Assistant behaves as the reference describes real HA
 * (/work/shared/reference/home-assistant-rest-and-discovery.md, "ref §n").
 */
import { gunzipSync, inflateSync } from 'node:zlib';
import { Agent, request, fetch as undiciFetch } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRawSocket } from '../real-ha/raw-socket.js';
import { createTestCertificate, demoHome, generateHome, startFakeHomeAssistant, type FakeHomeAssistant, type FakeHomeAssistantOptions } from './index.js';

const running: FakeHomeAssistant[] = [];

async function start(opts?: FakeHomeAssistantOptions): Promise<FakeHomeAssistant> {
  const ha = await startFakeHomeAssistant(opts);
  running.push(ha);
  return ha;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((ha) => ha.close()));
});

function get(ha: FakeHomeAssistant, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(ha.url + path, { ...init, headers: { authorization: `Bearer ${ha.token}`, ...init.headers } });
}

function post(ha: FakeHomeAssistant, path: string, body: unknown): Promise<Response> {
  return get(ha, path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?\+00:00$/;
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

describe('auth (ref §1)', () => {
  it('answers 401 text/plain "401: Unauthorized" with the resource_metadata header, and records the request', async () => {
    const ha = await start();
    for (const authorization of [undefined, `bearer ${ha.token}`, `Bearer ${ha.token}x`, `Bearer`, ha.token]) {
      const res = await fetch(`${ha.url}/api/`, { headers: authorization === undefined ? {} : { authorization } });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${ha.url}/.well-known/oauth-protected-resource"`);
      expect(await res.text()).toBe('401: Unauthorized');
    }
    expect(ha.requests).toHaveLength(5);
    expect(ha.requests[0]).toMatchObject({ method: 'GET', path: '/api/', rawUrl: '/api/', body: '' });
  });

  it('accepts exactly "Bearer <token>", and setToken replaces the token', async () => {
    const ha = await start({ token: 'first-token' });
    const ok = await get(ha, '/api/');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'API running.' });
    ha.setToken('second-token');
    expect(ha.token).toBe('second-token');
    expect((await fetch(`${ha.url}/api/`, { headers: { authorization: 'Bearer first-token' } })).status).toBe(401);
    expect((await get(ha, '/api/')).status).toBe(200);
  });

  it('generates a 40-character token by default', async () => {
    const ha = await start();
    expect(ha.token).toMatch(/^[\w-]{40}$/);
  });

  it("routes before auth: /api without the slash is the router's 404, token or not", async () => {
    const ha = await start();
    for (const res of [await get(ha, '/api'), await fetch(`${ha.url}/api`)]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toBe('404: Not Found');
    }
  });

  it('answers a known path with the wrong method 405', async () => {
    const ha = await start();
    const res = await get(ha, '/api/services/light/turn_on');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('/api/config and /api/core/state (ref §1, §8)', () => {
  it('has every key of Config.as_dict, with the configured name, version and time zone', async () => {
    const ha = await start({ config: { location_name: 'Casa', version: '2026.12.0', time_zone: 'Europe/Lisbon' } });
    const config = (await (await get(ha, '/api/config')).json()) as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual(
      [
        'allowlist_external_dirs',
        'allowlist_external_urls',
        'components',
        'config_dir',
        'config_source',
        'country',
        'currency',
        'debug',
        'elevation',
        'external_url',
        'internal_url',
        'language',
        'latitude',
        'location_name',
        'longitude',
        'radius',
        'recovery_mode',
        'safe_mode',
        'state',
        'time_zone',
        'unit_system',
        'version',
        'whitelist_external_dirs',
      ].sort(),
    );
    expect(config).toMatchObject({ location_name: 'Casa', version: '2026.12.0', time_zone: 'Europe/Lisbon', state: 'RUNNING' });
    expect(config.components).toEqual(expect.arrayContaining(['api', 'light', 'climate']));
    expect(Object.keys(config.unit_system as object)).toEqual([
      'length',
      'accumulated_precipitation',
      'area',
      'mass',
      'pressure',
      'temperature',
      'volume',
      'wind_speed',
    ]);
  });

  it('defaults to version 2026.11.2 in Europe/Amsterdam', async () => {
    const ha = await start();
    expect(await (await get(ha, '/api/config')).json()).toMatchObject({ version: '2026.11.2', time_zone: 'Europe/Amsterdam' });
  });

  it('reports the core state', async () => {
    const ha = await start();
    expect(await (await get(ha, '/api/core/state')).json()).toEqual({
      state: 'RUNNING',
      recorder_state: { migration_in_progress: false, migration_is_live: false },
    });
  });
});

describe('GET /api/states (ref §2)', () => {
  it("lists full state objects, compact, in insertion order with HA's key order", async () => {
    const ha = await start();
    const res = await get(ha, '/api/states');
    expect(res.headers.get('content-type')).toBe('application/json');
    const text = await res.text();
    expect(text).not.toContain('": ');
    const states = JSON.parse(text) as Array<Record<string, unknown>>;
    expect(states.map((s) => s.entity_id)).toEqual(demoHome().map((e) => e.entity_id));
    for (const s of states) {
      expect(Object.keys(s)).toEqual(['entity_id', 'state', 'attributes', 'last_changed', 'last_reported', 'last_updated', 'context']);
      expect(s.last_changed).toMatch(ISO_UTC);
      expect(s.context).toEqual({ id: expect.stringMatching(ULID), parent_id: null, user_id: null });
    }
  });

  it('formats timestamps like Python isoformat: microseconds only when non-zero', async () => {
    let clock = Date.parse('2026-11-29T18:04:11.532Z');
    const ha = await start({ now: () => clock, entities: [{ entity_id: 'light.a', state: 'off', attributes: {} }] });
    expect(ha.getEntity('light.a')?.last_changed).toBe('2026-11-29T18:04:11.532000+00:00');
    clock = Date.parse('2026-11-29T18:05:00Z');
    ha.setEntity({ entity_id: 'light.a', state: 'on', attributes: {} });
    expect(ha.getEntity('light.a')?.last_changed).toBe('2026-11-29T18:05:00+00:00');
  });

  it('moves last_changed only when the state string changes, last_updated on attribute changes too', async () => {
    let clock = Date.parse('2026-11-29T10:00:00Z');
    const ha = await start({ now: () => clock, entities: [{ entity_id: 'light.a', state: 'on', attributes: { brightness: 1 } }] });
    clock += 60_000;
    ha.setEntity({ entity_id: 'light.a', state: 'on', attributes: { brightness: 2 } });
    expect(ha.getEntity('light.a')).toMatchObject({
      last_changed: '2026-11-29T10:00:00+00:00',
      last_updated: '2026-11-29T10:01:00+00:00',
    });
  });

  it('keeps explicit timestamps a test gives', async () => {
    const ha = await start({
      entities: [{ entity_id: 'light.a', state: 'on', attributes: {}, last_changed: '2026-11-01T08:00:00.000001+00:00' }],
    });
    expect(ha.getEntity('light.a')).toMatchObject({
      last_changed: '2026-11-01T08:00:00.000001+00:00',
      last_updated: '2026-11-01T08:00:00.000001+00:00',
    });
  });
});

describe('compression (ref §2)', () => {
  it('compresses /api/states when asked, preferring deflate to gzip as aiohttp does, and nothing else', async () => {
    const ha = await start();
    const fetchRaw = async (path: string, acceptEncoding?: string) => {
      const res = await request(ha.url + path, {
        headers: { authorization: `Bearer ${ha.token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
      return { encoding: res.headers['content-encoding'], body: Buffer.from(await res.body.arrayBuffer()) };
    };
    const plain = await fetchRaw('/api/states');
    expect(plain.encoding).toBeUndefined();
    const gzip = await fetchRaw('/api/states', 'GZIP');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(plain.body);
    const deflate = await fetchRaw('/api/states', 'gzip, deflate, br');
    expect(deflate.encoding).toBe('deflate');
    expect(inflateSync(deflate.body)).toEqual(plain.body);
    expect((await fetchRaw('/api/', 'gzip')).encoding).toBeUndefined();
  });
});

describe('GET /api/states/<entity_id> (ref §3)', () => {
  it('returns one state object, looking the id up lowercased', async () => {
    const ha = await start();
    const res = await get(ha, '/api/states/LIGHT.Kitchen_Ceiling');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      entity_id: 'light.kitchen_ceiling',
      state: 'on',
      attributes: { friendly_name: 'Kitchen Ceiling Light' },
    });
  });

  it('answers an unknown entity 404 JSON "Entity not found."', async () => {
    const ha = await start();
    const res = await get(ha, '/api/states/light.nowhere');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ message: 'Entity not found.' });
  });

  it('never routes an id containing "/": router 404 text/plain', async () => {
    const ha = await start();
    const res = await get(ha, '/api/states/light/kitchen');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('404: Not Found');
  });

  it('forgets a removed entity', async () => {
    const ha = await start();
    ha.removeEntity('light.porch');
    expect(ha.getEntity('light.porch')).toBeUndefined();
    expect((await get(ha, '/api/states/light.porch')).status).toBe(404);
  });
});

describe('GET /api/history/period (ref §4)', () => {
  const NOW = Date.parse('2026-11-29T12:00:00Z');
  const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString().replace('Z', '+00:00').replace('.000', '');

  /**
   * light.porch: off since 2 days ago; on (10 h), attribute-only change (9 h), off (8 h), on (1 h).
   * Its supported_features is live-only: the recorder does not store it.
   */
  async function withHistory(): Promise<FakeHomeAssistant> {
    const ha = await start({
      now: () => NOW,
      entities: [
        {
          entity_id: 'light.porch',
          state: 'off',
          attributes: { friendly_name: 'Porch Light', supported_features: 32 },
          last_changed: hoursAgo(48),
        },
        { entity_id: 'climate.living_room', state: 'heat', attributes: { temperature: 20 }, last_changed: hoursAgo(48) },
      ],
    });
    ha.addHistory('light.porch', [
      { state: 'on', at: hoursAgo(10), attributes: { friendly_name: 'Porch Light', brightness: 100 } },
      { state: 'on', at: hoursAgo(9), attributes: { friendly_name: 'Porch Light', brightness: 200 } },
      { state: 'off', at: hoursAgo(8) },
      { state: 'on', at: hoursAgo(1) },
    ]);
    ha.addHistory('climate.living_room', [{ state: 'heat', at: hoursAgo(3), attributes: { temperature: 22 } }]);
    return ha;
  }

  async function history(ha: FakeHomeAssistant, query: string, start = ''): Promise<unknown> {
    const res = await get(ha, `/api/history/period${start}?${query}`);
    expect(res.status).toBe(200);
    return res.json();
  }

  it("reports errors in HA's order, as JSON messages", async () => {
    const ha = await withHistory();
    const cases: Array<[string, string]> = [
      ['/nonsense', 'Invalid datetime'],
      ['', 'filter_entity_id is missing'],
      ['?filter_entity_id=', 'filter_entity_id is missing'],
      ['?filter_entity_id=Not%20An%20Id', 'Invalid filter_entity_id'],
      ['?filter_entity_id=light.porch,%20light.kitchen', 'Invalid filter_entity_id'],
      ['?filter_entity_id=light.porch&end_time=yesterday', 'Invalid end_time'],
      // An unencoded "+" in the query is a space, so the offset breaks the datetime.
      [`?filter_entity_id=light.porch&end_time=${hoursAgo(1)}`, 'Invalid end_time'],
    ];
    for (const [suffix, message] of cases) {
      const res = await get(ha, `/api/history/period${suffix}`);
      expect(res.status, suffix).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
  });

  it('starts with the synthetic state at start, then state changes only (significant_changes_only)', async () => {
    const ha = await withHistory();
    const start = hoursAgo(24);
    expect(await history(ha, 'filter_entity_id=LIGHT.PORCH')).toEqual([
      [
        { entity_id: 'light.porch', state: 'off', attributes: { friendly_name: 'Porch Light' }, last_changed: start, last_updated: start },
        {
          entity_id: 'light.porch',
          state: 'on',
          // The recorder keeps no light's brightness or colour (recorded-attributes.ts).
          attributes: { friendly_name: 'Porch Light' },
          last_changed: hoursAgo(10),
          last_updated: hoursAgo(10),
        },
        { entity_id: 'light.porch', state: 'off', attributes: { friendly_name: 'Porch Light' }, last_changed: hoursAgo(8), last_updated: hoursAgo(8) },
        { entity_id: 'light.porch', state: 'on', attributes: { friendly_name: 'Porch Light' }, last_changed: hoursAgo(1), last_updated: hoursAgo(1) },
      ],
    ]);
  });

  it('keeps attribute-only changes as repeated-state rows only when significant_changes_only=0', async () => {
    const ha = await withHistory();
    const rows = (await history(ha, 'filter_entity_id=light.porch&significant_changes_only=0')) as Array<Array<Record<string, unknown>>>;
    expect(rows[0]!.map((r) => r.state)).toEqual(['off', 'on', 'on', 'off', 'on']);
    expect(rows[0]![2]).toMatchObject({ last_changed: hoursAgo(10), last_updated: hoursAgo(9) });
    const stillOn = (await history(ha, 'filter_entity_id=light.porch&significant_changes_only=false')) as unknown[][];
    expect(stillOn[0]).toHaveLength(4);
  });

  it('keeps attribute-only changes of climate entities anyway, in full', async () => {
    const ha = await withHistory();
    const rows = (await history(ha, 'filter_entity_id=climate.living_room&minimal_response')) as Array<Array<Record<string, unknown>>>;
    expect(rows[0]!.map((r) => [r.state, r.attributes])).toEqual([
      ['heat', { temperature: 20 }],
      ['heat', { temperature: 22 }],
    ]);
  });

  it('treats minimal_response as a presence flag: first item full, then {state, last_changed} without repeats', async () => {
    const ha = await withHistory();
    for (const flag of ['minimal_response', 'minimal_response=false', 'minimal_response=0']) {
      const rows = (await history(ha, `filter_entity_id=light.porch&significant_changes_only=0&${flag}`)) as unknown[][];
      expect(rows[0]!.slice(1)).toEqual([
        { state: 'on', last_changed: hoursAgo(10) },
        { state: 'off', last_changed: hoursAgo(8) },
        { state: 'on', last_changed: hoursAgo(1) },
      ]);
      expect(Object.keys(rows[0]![0] as object)).toEqual(['entity_id', 'state', 'attributes', 'last_changed', 'last_updated']);
    }
  });

  it('treats no_attributes and skip_initial_state as presence flags', async () => {
    const ha = await withHistory();
    const rows = (await history(ha, 'filter_entity_id=light.porch&no_attributes=false&skip_initial_state=false')) as Array<Array<Record<string, unknown>>>;
    expect(rows[0]!.map((r) => [r.state, r.last_changed, r.attributes])).toEqual([
      ['on', hoursAgo(10), {}],
      ['off', hoursAgo(8), {}],
      ['on', hoursAgo(1), {}],
    ]);
  });

  it('drops entities without rows, so outer indices do not map to the requested ids', async () => {
    const ha = await withHistory();
    expect(await history(ha, 'filter_entity_id=light.never_existed')).toEqual([]);
    const rows = (await history(ha, 'filter_entity_id=light.never_existed,light.porch&skip_initial_state')) as Array<Array<Record<string, unknown>>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]!.entity_id).toBe('light.porch');
    // Nothing changed in the last 30 minutes: with skip_initial_state there is nothing to return.
    expect(await history(ha, 'filter_entity_id=light.porch&skip_initial_state', `/${hoursAgo(0.5)}`.replace('+', '%2B'))).toEqual([]);
  });

  it('orders inner arrays by filter_entity_id', async () => {
    const ha = await withHistory();
    const order = async (filter: string) =>
      ((await history(ha, `filter_entity_id=${filter}`)) as Array<Array<{ entity_id: string }>>).map((rows) => rows[0]!.entity_id);
    expect(await order('light.porch,climate.living_room')).toEqual(['light.porch', 'climate.living_room']);
    expect(await order('climate.living_room,light.porch,climate.living_room')).toEqual(['climate.living_room', 'light.porch']);
  });

  it('answers a start in the future with []', async () => {
    const ha = await withHistory();
    expect(await history(ha, 'filter_entity_id=light.porch', '/2027-01-01T00:00:00%2B00:00')).toEqual([]);
  });

  it("windows by start and end_time, reading naive times in HA's time zone", async () => {
    const ha = await withHistory();
    // 01:30 in Amsterdam is 00:30 UTC; the window ends at 02:30 UTC, after the 02:00 change, before the 04:00 one.
    const rows = (await history(ha, `filter_entity_id=light.porch&end_time=2026-11-29T03:30:00`, '/2026-11-29T01:30:00')) as Array<
      Array<Record<string, unknown>>
    >;
    expect(rows[0]!.map((r) => [r.state, r.last_changed])).toEqual([
      ['off', '2026-11-29T00:30:00+00:00'],
      ['on', hoursAgo(10)],
    ]);
  });

  it('records service-driven changes', async () => {
    let clock = NOW;
    const ha = await start({ now: () => clock });
    clock += 1000;
    await post(ha, '/api/services/light/turn_on', { entity_id: 'light.porch' });
    clock += 1000;
    const rows = (await history(ha, 'filter_entity_id=light.porch&minimal_response')) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual([{ state: 'on', last_changed: '2026-11-29T12:00:01+00:00' }]);
  });
});

describe('POST /api/services/<domain>/<service> (ref §5)', () => {
  it('changes the state and lists only the states the call changed', async () => {
    let clock = Date.parse('2026-11-29T10:00:00Z');
    const ha = await start({ now: () => clock });
    clock += 1000;
    const res = await post(ha, '/api/services/light/turn_on', { entity_id: ['light.porch', 'light.kitchen_ceiling'] });
    expect(res.status).toBe(200);
    const changed = (await res.json()) as Array<Record<string, unknown>>;
    expect(changed).toHaveLength(1);
    expect(Object.keys(changed[0]!)).toEqual(['entity_id', 'state', 'attributes', 'last_changed', 'last_reported', 'last_updated', 'context']);
    expect(changed[0]).toMatchObject({ entity_id: 'light.porch', state: 'on' });
    expect(ha.getEntity('light.porch')).toMatchObject({ state: 'on', last_changed: '2026-11-29T10:00:01+00:00' });
    expect(ha.getEntity('light.kitchen_ceiling')!.last_updated).toBe('2026-11-29T10:00:00+00:00');
    const contexts = ((await (await get(ha, '/api/states')).json()) as Array<{ context: { id: string } }>).map((s) => s.context.id);
    expect(new Set(contexts).size).toBe(contexts.length);
    expect(ha.serviceCalls()).toHaveLength(1);
    expect(JSON.parse(ha.serviceCalls()[0]!.body)).toEqual({ entity_id: ['light.porch', 'light.kitchen_ceiling'] });
  });

  it('answers [] for a call that changes nothing, an unavailable entity and a missing entity', async () => {
    const ha = await start();
    for (const entity_id of ['light.kitchen_ceiling', 'light.garage', 'light.nowhere', 'switch.coffee_maker']) {
      const res = await post(ha, '/api/services/light/turn_on', { entity_id });
      expect(await res.json(), entity_id).toEqual([]);
    }
    expect(ha.getEntity('light.garage')!.state).toBe('unavailable');
    expect(ha.getEntity('switch.coffee_maker')!.state).toBe('off');
  });

  it('answers an unknown domain or service 400 text/plain, not 404', async () => {
    const ha = await start();
    for (const path of ['/api/services/light/lock', '/api/services/garage/open', '/api/services/light/constructor']) {
      const res = await post(ha, path, { entity_id: 'light.porch' });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toBe('400: Bad Request');
    }
  });

  it('answers invalid JSON with a JSON message, and a schema error with text/plain', async () => {
    const ha = await start();
    const bad = await post(ha, '/api/services/light/turn_on', '{"entity_id":');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Data should be valid JSON.' });
    for (const body of [{ entity_id: 42 }, { entity_id: 'Kitchen light' }, ['light.porch']]) {
      const res = await post(ha, '/api/services/light/turn_on', body);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe('400: Bad Request');
    }
    const responding = await get(ha, '/api/services/light/turn_on?return_response', { method: 'POST', body: '{}' });
    expect(await responding.json()).toEqual({ message: 'Service does not support responses. Remove return_response from request.' });
  });

  it('refuses an entity service with no target field 400 text/plain; homeassistant.* needs none', async () => {
    const ha = await start();
    for (const body of [undefined, {}, { brightness: 10 }]) {
      const res = await get(ha, '/api/services/light/turn_on', { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.text()).toBe('400: Bad Request');
    }
    // A device or area target is a target: accepted, and here it matches nothing.
    expect(await (await post(ha, '/api/services/light/turn_on', { area_id: 'kitchen' })).json()).toEqual([]);
    expect((await post(ha, '/api/services/homeassistant/turn_on', {})).status).toBe(200);
  });

  it("names the token's user in the context of every state a call changed, and times it in microseconds", async () => {
    const ha = await start({ lateReporters: [] });
    const times: string[] = [];
    for (const service of ['turn_on', 'turn_off', 'turn_on', 'turn_off']) {
      const [changed] = (await (await post(ha, `/api/services/light/${service}`, { entity_id: 'light.porch' })).json()) as Array<{
        context: { user_id: string | null };
        last_changed: string;
      }>;
      expect(changed!.context.user_id).toMatch(/^[0-9a-f]{32}$/);
      times.push(changed!.last_changed);
    }
    // Home Assistant's times carry microseconds; whole milliseconds in all four would be a 1 in 10¹² chance.
    expect(times.some((t) => !/\.\d{3}000\+00:00$/.test(t))).toBe(true);
    const untouched = (await (await get(ha, '/api/states/light.bedroom')).json()) as { context: { user_id: string | null } };
    expect(untouched.context.user_id).toBeNull();
  });

  it('takes "all" for every entity of the domain and "none" for nothing', async () => {
    const ha = await start({ lateReporters: [] });
    expect(await (await post(ha, '/api/services/light/turn_off', { entity_id: 'none' })).json()).toEqual([]);
    const changed = (await (await post(ha, '/api/services/light/turn_off', { entity_id: 'ALL' })).json()) as Array<{ entity_id: string }>;
    expect(changed.map((s) => s.entity_id)).toEqual(['light.kitchen_ceiling', 'light.living_room_lamp']);
  });

  it('has climate.turn_on and climate.turn_off (off is an hvac mode)', async () => {
    const ha = await start();
    const off = (await (await post(ha, '/api/services/climate/turn_off', { entity_id: 'climate.living_room' })).json()) as unknown[];
    expect(off).toEqual([expect.objectContaining({ entity_id: 'climate.living_room', state: 'off' })]);
    await post(ha, '/api/services/climate/turn_on', { entity_id: 'climate.living_room' });
    expect(ha.getEntity('climate.living_room')!.state).toBe('heat');
  });

  it("toggles, locks and forwards homeassistant.turn_on to each entity's domain", async () => {
    const ha = await start();
    await post(ha, '/api/services/switch/toggle', { entity_id: 'switch.coffee_maker' });
    expect(ha.getEntity('switch.coffee_maker')!.state).toBe('on');
    await post(ha, '/api/services/lock/unlock', { entity_id: 'lock.front_door' });
    expect(ha.getEntity('lock.front_door')!.state).toBe('unlocked');
    const res = await post(ha, '/api/services/homeassistant/turn_off', { entity_id: 'switch.coffee_maker, light.kitchen_ceiling, lock.front_door' });
    const changed = (await res.json()) as Array<{ entity_id: string; context: { id: string } }>;
    expect(changed.map((s) => s.entity_id)).toEqual(['switch.coffee_maker', 'light.kitchen_ceiling']);
    // One call, one context, which the entities keep.
    expect(changed[0]!.context.id).toBe(changed[1]!.context.id);
    const stored = (await (await get(ha, '/api/states/switch.coffee_maker')).json()) as { context: { id: string } };
    expect(stored.context.id).toBe(changed[0]!.context.id);
    expect(ha.getEntity('lock.front_door')!.state).toBe('unlocked');
  });

  it('lets a late reporter answer [] and change state afterwards under its own context', async () => {
    const ha = await start({ lateReportDelayMs: 30 });
    const res = await post(ha, '/api/services/light/turn_on', { entity_id: 'light.hallway' });
    expect(await res.json()).toEqual([]);
    expect(ha.getEntity('light.hallway')!.state).toBe('off');
    const deadline = Date.now() + 2000;
    while (ha.getEntity('light.hallway')!.state !== 'on' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(ha.getEntity('light.hallway')!.state).toBe('on');
  });

  it('can refuse: ignore answers [] and changes nothing; contradict lists the entity in the wrong state', async () => {
    const ha = await start();
    ha.setRefuseServiceEffect('light.porch', 'ignore');
    expect(await (await post(ha, '/api/services/light/turn_on', { entity_id: 'light.porch' })).json()).toEqual([]);
    expect(ha.getEntity('light.porch')!.state).toBe('off');
    ha.setRefuseServiceEffect('light.kitchen_ceiling', 'contradict');
    const changed = await (await post(ha, '/api/services/light/turn_off', { entity_id: 'light.kitchen_ceiling' })).json();
    expect(changed).toEqual([expect.objectContaining({ entity_id: 'light.kitchen_ceiling', state: 'on' })]);
    ha.setRefuseServiceEffect('light.porch', 'none');
    expect(await (await post(ha, '/api/services/light/turn_on', { entity_id: 'light.porch' })).json()).toHaveLength(1);
  });
});

describe('faults', () => {
  // Ordering, not speed: a timer of the same length started just before the request fires first
  // (Node runs equal timers in the order they were set), however busy the machine is.
  it('delay answers normally after the delay', async () => {
    const ha = await start();
    ha.addFault({ fault: { kind: 'delay', ms: 150 } });
    let markerFired = false;
    const marker = setTimeout(() => (markerFired = true), 150);
    const res = await get(ha, '/api/');
    clearTimeout(marker);
    expect(markerFired).toBe(true);
    expect(await res.json()).toEqual({ message: 'API running.' });
  });

  it('hang never answers, and close() still ends promptly', async () => {
    const ha = await start();
    ha.addFault({ fault: { kind: 'hang' } });
    await expect(get(ha, '/api/', { signal: AbortSignal.timeout(150) })).rejects.toThrow();
    const pending = get(ha, '/api/states').catch((e: unknown) => e);
    await vi.waitFor(() => expect(ha.requests.map((r) => r.path)).toEqual(['/api/', '/api/states']));
    // Nothing ever answers the hung request, so close() resolving at all means it did not wait for it.
    await ha.close();
    expect(await pending).toBeInstanceOf(Error);
  });

  it('drop destroys the socket without an answer', async () => {
    const ha = await start();
    ha.addFault({ fault: { kind: 'drop' } });
    await expect(get(ha, '/api/')).rejects.toThrow();
    expect(ha.requests).toHaveLength(1);
  });

  it('drip sends headers at once and a valid body slowly', async () => {
    const ha = await start();
    ha.addFault({ fault: { kind: 'drip', bytesPerSecond: 100 } });
    const res = await get(ha, '/api/');
    expect(res.status).toBe(200);
    const length = Number(res.headers.get('content-length'));
    // Headers came before the body: it arrives afterwards, a byte per 10 ms tick, in many pieces.
    const pieces: Uint8Array[] = [];
    for await (const piece of res.body!) pieces.push(piece);
    expect(pieces[0]!.byteLength).toBeLessThan(length);
    expect(pieces.length).toBeGreaterThan(length / 4);
    expect(JSON.parse(Buffer.concat(pieces).toString('utf8'))).toEqual({ message: 'API running.' });
  });

  it("status answers as configured, by default aiohttp's text", async () => {
    const ha = await start();
    ha.addFault({ fault: { kind: 'status', status: 500 }, times: 1 });
    ha.addFault({ fault: { kind: 'status', status: 503, body: '', contentType: 'text/html' }, times: 1 });
    const first = await get(ha, '/api/');
    expect([first.status, first.headers.get('content-type'), await first.text()]).toEqual([500, 'text/plain; charset=utf-8', '500: Internal Server Error']);
    const second = await get(ha, '/api/');
    expect([second.status, second.headers.get('content-type'), await second.text()]).toEqual([503, 'text/html', '']);
    expect((await get(ha, '/api/')).status).toBe(200);
  });

  it('garbage is 200 application/json that does not parse', async () => {
    const ha = await start();
    ha.addFault({ fault: { kind: 'garbage' } });
    const res = await get(ha, '/api/states');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    await expect(res.json()).rejects.toThrow();
  });

  it('huge streams a valid JSON array of exactly the size asked, with or without Content-Length', async () => {
    const ha = await start();
    ha.addFault({ fault: { kind: 'huge', bytes: 1_000_003 }, times: 1 });
    ha.addFault({ fault: { kind: 'huge', bytes: 200_000, chunked: true }, times: 1 });
    const sized = await get(ha, '/api/states');
    expect(sized.headers.get('content-length')).toBe('1000003');
    const text = await sized.text();
    expect(Buffer.byteLength(text)).toBe(1_000_003);
    expect(Array.isArray(JSON.parse(text))).toBe(true);
    const chunked = await get(ha, '/api/states');
    expect(chunked.headers.get('content-length')).toBeNull();
    expect(Buffer.byteLength(await chunked.text())).toBe(200_000);
  });

  it('redirect answers the status and Location asked', async () => {
    const ha = await start();
    ha.addFault({ fault: { kind: 'redirect', location: 'http://127.0.0.1:9/api/' }, times: 1 });
    ha.addFault({ fault: { kind: 'redirect', location: '/elsewhere', status: 307 }, times: 1 });
    const found = await get(ha, '/api/', { redirect: 'manual' });
    expect([found.status, found.headers.get('location')]).toEqual([302, 'http://127.0.0.1:9/api/']);
    const temporary = await get(ha, '/api/', { redirect: 'manual' });
    expect([temporary.status, temporary.headers.get('location')]).toEqual([307, '/elsewhere']);
  });

  it('matches rules by method and path prefix, before auth, counting `times`, and records faulted requests', async () => {
    const ha = await start();
    ha.addFault({ match: { method: 'post', pathPrefix: '/api/services/' }, fault: { kind: 'status', status: 502 }, times: 2 });
    expect((await get(ha, '/api/services/light/turn_on', { method: 'POST', body: '{}' })).status).toBe(502);
    expect((await fetch(`${ha.url}/api/services/light/turn_on`, { method: 'POST' })).status).toBe(502);
    expect((await get(ha, '/api/states/light.porch')).status).toBe(200);
    expect((await post(ha, '/api/services/light/turn_on', { entity_id: 'light.porch' })).status).toBe(200);
    expect(ha.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'GET', 'POST']);
    ha.addFault({ match: { pathPrefix: '/api/states' }, fault: { kind: 'status', status: 503 } });
    expect((await get(ha, '/api/')).status).toBe(200);
    expect((await get(ha, '/api/states/light.porch')).status).toBe(503);
    ha.clearFaults();
    expect((await get(ha, '/api/')).status).toBe(200);
    ha.clearRequests();
    expect(ha.requests).toEqual([]);
  });
});

describe('WebSocket API (websocket_api/connection.py, config/*_registry.py)', () => {
  async function loggedIn(ha: FakeHomeAssistant) {
    const socket = await openRawSocket(ha.url);
    expect(await socket.next()).toEqual({ type: 'auth_required', ha_version: '2026.11.2' });
    socket.send({ type: 'auth', access_token: ha.token });
    expect(await socket.next()).toEqual({ type: 'auth_ok', ha_version: '2026.11.2' });
    return socket;
  }

  it('refuses a message without a positive id or a type, echoing the id it got (null when none)', async () => {
    const socket = await loggedIn(await start());
    const refusal = { type: 'result', success: false, error: { code: 'invalid_format', message: 'Message incorrectly formatted.' } };
    socket.send({ type: 'config/floor_registry/list' });
    expect(await socket.next()).toEqual({ id: null, ...refusal });
    socket.send({ id: 0, type: 'config/floor_registry/list' });
    expect(await socket.next()).toEqual({ id: 0, ...refusal });
    socket.send({ id: 3 });
    expect(await socket.next()).toEqual({ id: 3, ...refusal });
    socket.close();
  });

  it('answers an unknown command without using up its id; a known one does', async () => {
    const socket = await loggedIn(await start());
    socket.send({ id: 4, type: 'config/nope' });
    expect(await socket.next()).toMatchObject({ id: 4, success: false, error: { code: 'unknown_command' } });
    socket.send({ id: 4, type: 'config/floor_registry/list' });
    expect(await socket.next()).toMatchObject({ id: 4, success: true });
    socket.send({ id: 4, type: 'config/floor_registry/list' });
    expect(await socket.next()).toMatchObject({ id: 4, success: false, error: { code: 'id_reuse' } });
    socket.close();
  });

  it('lists registry rows with the keys Home Assistant 2025.10 sends, times as float timestamps', async () => {
    const socket = await loggedIn(await start());
    socket.send({ id: 1, type: 'config/entity_registry/list' });
    const entities = (await socket.next()).result as Array<Record<string, unknown>>;
    const light = entities.find((e) => e.entity_id === 'light.porch')!;
    expect(light).toMatchObject({ config_subentry_id: null, options: { conversation: { should_expose: true } } });
    expect(Number.isInteger(light.created_at)).toBe(false);
    expect(light.modified_at).toBe(light.created_at);
    expect(entities.find((e) => e.entity_id === 'sensor.living_room_temperature')!.options).toEqual({ conversation: { should_expose: false } });
    socket.send({ id: 2, type: 'config/device_registry/list' });
    const [device] = (await socket.next()).result as Array<Record<string, unknown>>;
    expect(device).toMatchObject({ config_entries_subentries: {}, model_id: null });
    socket.close();
  });

  it("takes a row's other fields from `more` only for keys Home Assistant sends", async () => {
    const ha = await start({
      registries: {
        areas: [],
        floors: [],
        devices: [{ id: 'd1', name: 'Plug', more: { manufacturer: 'Acme', invented: true } }],
        entities: [{ entity_id: 'switch.plug', original_name: 'Plug', more: { platform: 'mqtt', invented: true } }],
      },
    });
    const socket = await loggedIn(ha);
    socket.send({ id: 1, type: 'config/device_registry/list' });
    const [device] = (await socket.next()).result as Array<Record<string, unknown>>;
    expect(device).toMatchObject({ manufacturer: 'Acme' });
    expect(device).not.toHaveProperty('invented');
    socket.send({ id: 2, type: 'config/entity_registry/get_entries', entity_ids: ['switch.plug'] });
    const { 'switch.plug': entry } = (await socket.next()).result as Record<string, Record<string, unknown>>;
    expect(entry).toMatchObject({ platform: 'mqtt', original_name: 'Plug' });
    expect(entry).not.toHaveProperty('invented');
    socket.close();
  });
});

describe('https', () => {
  it('serves https with the given certificate, which a client must trust explicitly', async () => {
    const tls = createTestCertificate();
    const ha = await start({ tls });
    expect(ha.url).toBe(`https://127.0.0.1:${ha.port}`);
    await expect(get(ha, '/api/')).rejects.toThrow();
    const agent = new Agent({ connect: { ca: tls.cert } });
    try {
      const res = await undiciFetch(`${ha.url}/api/`, { headers: { authorization: `Bearer ${ha.token}` }, dispatcher: agent });
      expect(await res.json()).toEqual({ message: 'API running.' });
    } finally {
      await agent.close();
    }
  });
});

describe('homes', () => {
  it('demoHome has the entities the app and its tests name', () => {
    const byId = new Map(demoHome().map((e) => [e.entity_id, e]));
    expect(byId.get('light.kitchen_ceiling')?.attributes.friendly_name).toBe('Kitchen Ceiling Light');
    expect(byId.get('light.porch')?.attributes.friendly_name).toBe('Porch Light');
    expect(byId.get('switch.coffee_maker')?.attributes.friendly_name).toBe('Coffee Maker');
    expect(byId.get('sensor.living_room_temperature')).toMatchObject({
      state: '21.5',
      attributes: { unit_of_measurement: '°C', device_class: 'temperature' },
    });
    expect(byId.get('binary_sensor.front_door')?.attributes.device_class).toBe('door');
    expect(byId.get('light.garage')?.state).toBe('unavailable');
    for (const id of ['lock.front_door', 'camera.driveway', 'person.alex', 'climate.living_room', 'light.hallway', 'sensor.living_room_humidity']) {
      expect(byId.has(id), id).toBe(true);
    }
  });

  it('generateHome(5000) is 2.5–5 MB of /api/states, deterministic per seed, with unique valid ids', async () => {
    const home = generateHome(5000, 7);
    expect(generateHome(5000, 7)).toEqual(home);
    expect(generateHome(50, 8)).not.toEqual(generateHome(50, 7));
    const ids = home.map((e) => e.entity_id);
    expect(new Set(ids).size).toBe(5000);
    expect(ids.every((id) => /^[a-z_]+\.[a-z0-9_]+$/.test(id) && !id.includes('__'))).toBe(true);
    expect(new Set(ids.map((id) => id.split('.')[0])).size).toBeGreaterThanOrEqual(8);
    const ha = await start({ entities: home });
    const body = await (await get(ha, '/api/states')).arrayBuffer();
    expect(body.byteLength).toBeGreaterThan(2_500_000);
    expect(body.byteLength).toBeLessThan(5_000_000);
  });
});
