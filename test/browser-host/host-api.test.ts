/**
 * The browser host over real HTTP: the settings channels of DESIGN §2, its guards, and the rule
 * that the Home Assistant token never leaves the app.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanionService } from '../../main/core/companion-service.js';
import { startHost, type RunningHost } from '../../main/browser-host/server.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';

let host: RunningHost | undefined;
let service: CompanionService | undefined;
let ha: FakeHomeAssistant | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await host?.close();
  await service?.close();
  await ha?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  host = service = ha = dataDir = undefined;
});

async function start(): Promise<RunningHost> {
  dataDir = await mkdtemp(join(tmpdir(), 'sovereign-host-'));
  service = new CompanionService({ dataDir });
  host = await startHost({ service });
  return host;
}

interface RawResponse {
  status: number;
  body: string;
  json: any;
  headers: Record<string, string | string[] | undefined>;
}

/** A raw HTTP request, so Host and Origin can be forged and the exact body inspected. */
function raw(
  h: RunningHost,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string | Buffer; auth?: string | null } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { host: `127.0.0.1:${h.port}`, ...opts.headers };
  if (opts.auth !== null) headers['authorization'] = opts.auth ?? `Bearer ${h.token}`;
  if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(opts.body));
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: h.port, method, path, headers, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, body, json, headers: res.headers });
      });
    });
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

const post = (h: RunningHost, path: string, value: unknown) => raw(h, 'POST', path, { body: JSON.stringify(value) });
const CONFIG = '/api/v1/conversation/home-assistant';

describe('an empty data dir answers GET /api/v1/conversation/home-assistant with the defaults', () => {
  it('disabled, nothing allowlisted, no token, config missing, plaintext-file secrets', async () => {
    const h = await start();
    const res = await raw(h, 'GET', CONFIG);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      enabled: false,
      base_url: '',
      has_access_token: false,
      token_status: 'absent',
      allowlisted_entities: [],
      control_enabled: false,
      controllable_entities: [],
      tls: { mode: 'system' },
      unencrypted: false,
      config_status: 'missing',
      secret_storage: 'plaintext-file',
      connection: 'not-configured',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('host guards', () => {
  it('no token → 401, wrong token → 401', async () => {
    const h = await start();
    expect((await raw(h, 'GET', CONFIG, { auth: null })).status).toBe(401);
    expect((await raw(h, 'GET', CONFIG, { auth: `Bearer ${h.token.slice(0, -1)}x` })).status).toBe(401);
    expect((await raw(h, 'GET', CONFIG, { auth: `bearer ${h.token}` })).json.error.code).toBe('UNAUTHORIZED');
  });

  it('a foreign Host → 403 (DNS rebinding), a foreign Origin → 403', async () => {
    const h = await start();
    expect((await raw(h, 'GET', CONFIG, { headers: { host: `localhost:${h.port}` } })).status).toBe(403);
    expect((await raw(h, 'GET', CONFIG, { headers: { host: `evil.example:${h.port}` } })).status).toBe(403);
    expect((await raw(h, 'GET', CONFIG, { headers: { origin: 'http://evil.example' } })).status).toBe(403);
    expect((await raw(h, 'GET', CONFIG, { headers: { origin: `http://127.0.0.1:${h.port}` } })).status).toBe(200);
  });

  it('a body over 64 KiB → 413', async () => {
    const h = await start();
    const big = JSON.stringify({ allowlisted_entities: Array.from({ length: 5000 }, (_, i) => `light.l${i}_${'x'.repeat(10)}`) });
    expect(Buffer.byteLength(big)).toBeGreaterThan(64 * 1024);
    const res = await raw(h, 'POST', CONFIG, { body: big });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('malformed JSON, wrong content type, unknown fields, unknown routes and wrong methods are refused with codes', async () => {
    const h = await start();
    expect((await raw(h, 'POST', CONFIG, { body: '{"enabled":' })).json.error.code).toBe('INVALID_REQUEST');
    expect((await raw(h, 'POST', CONFIG, { body: '{}', headers: { 'content-type': 'text/plain' } })).status).toBe(400);
    const extra = await post(h, CONFIG, { enabled: true, token: 'x' });
    expect(extra.status).toBe(400);
    expect(extra.json.error.details[0].field).toBe('(body)');
    expect((await raw(h, 'GET', '/api/v1/nothing')).status).toBe(404);
    expect((await raw(h, 'DELETE', CONFIG)).status).toBe(405);
  });

  it('binds 127.0.0.1 only', async () => {
    const h = await start();
    expect(h.url).toBe(`http://127.0.0.1:${h.port}/`);
    expect(h.server.address()).toMatchObject({ address: '127.0.0.1' });
  });
});

describe('saveConfig validates the merged result as a whole', () => {
  it('INVALID_BASE_URL, INVALID_ENTITY_ID, CONTROLLABLE_NOT_ALLOWLISTED, DOMAIN_NOT_CONTROLLABLE are 400 with field details, and nothing is written', async () => {
    const h = await start();
    const cases: Array<[unknown, string]> = [
      [{ base_url: 'ftp://ha.local' }, 'INVALID_BASE_URL'],
      [{ base_url: 'http://user:pw@ha.local:8123' }, 'INVALID_BASE_URL'],
      [{ allowlisted_entities: ['Light.Kitchen'] }, 'INVALID_ENTITY_ID'],
      [{ allowlisted_entities: ['light.a'], controllable_entities: ['light.b'] }, 'CONTROLLABLE_NOT_ALLOWLISTED'],
      [{ allowlisted_entities: ['climate.a'], controllable_entities: ['climate.a'] }, 'DOMAIN_NOT_CONTROLLABLE'],
      [{ allowlisted_entities: ['lock.front_door'], controllable_entities: ['lock.front_door'] }, 'DOMAIN_NOT_CONTROLLABLE'],
    ];
    for (const [update, code] of cases) {
      const res = await post(h, CONFIG, update);
      expect(res.status, JSON.stringify(update)).toBe(400);
      expect(res.json.error.code).toBe(code);
      expect(res.json.error.details.length).toBeGreaterThan(0);
    }
    expect((await raw(h, 'GET', CONFIG)).json.config_status).toBe('missing');
  });

  it('a trailing /api/ is stripped and the origin stored', async () => {
    const h = await start();
    const res = await post(h, CONFIG, { base_url: 'http://192.168.1.20:8123/api/' });
    expect(res.json.base_url).toBe('http://192.168.1.20:8123');
    expect(res.json.unencrypted).toBe(true);
  });
});

describe('the token never appears in any host response', () => {
  it('save, read, entities and test answers carry has_access_token only, never the value', async () => {
    ha = await startFakeHomeAssistant();
    const h = await start();
    const saved = await post(h, CONFIG, { enabled: true, base_url: ha.url, access_token: ha.token, allowlisted_entities: ['light.porch'] });
    expect(saved.status).toBe(200);
    expect(saved.json.has_access_token).toBe(true);
    const bodies = [saved.body];
    bodies.push((await raw(h, 'GET', CONFIG)).body);
    bodies.push((await raw(h, 'GET', '/api/v1/conversation/home-assistant/entities')).body);
    bodies.push((await post(h, '/api/v1/conversation/home-assistant/test', {})).body);
    bodies.push((await raw(h, 'GET', '/api/v1/capabilities/audit')).body);
    for (const body of bodies) {
      expect(body).not.toContain(ha.token);
      expect(body).not.toContain(ha.token.slice(10, 22));
    }
  });
});

describe('a change of base_url origin clears the stored token', () => {
  it('unless a new token comes in the same save; re-saving the allowlist keeps it', async () => {
    ha = await startFakeHomeAssistant();
    const h = await start();
    await post(h, CONFIG, { base_url: ha.url, access_token: ha.token });
    expect((await post(h, CONFIG, { allowlisted_entities: ['light.porch'] })).json.has_access_token).toBe(true);
    expect((await post(h, CONFIG, { base_url: `${ha.url}/api` })).json.has_access_token).toBe(true);
    expect((await post(h, CONFIG, { base_url: 'http://127.0.0.2:8123' })).json.has_access_token).toBe(false);
    expect((await post(h, CONFIG, { base_url: ha.url, access_token: ha.token })).json.has_access_token).toBe(true);
    expect((await post(h, CONFIG, { base_url: 'http://127.0.0.3:8123', access_token: 'new-token-for-new-host' })).json.has_access_token).toBe(true);
    expect((await post(h, CONFIG, { access_token: '' })).json.has_access_token).toBe(false);
  });
});

describe('testConnection sends the stored token only to the stored origin', () => {
  it('testing another address without a typed token sends nothing', async () => {
    ha = await startFakeHomeAssistant();
    const other = await startFakeHomeAssistant();
    try {
      const h = await start();
      await post(h, CONFIG, { base_url: ha.url, access_token: ha.token });
      // Saving a token learns what Home Assistant says of itself (its language, its zone): one read.
      expect(ha.requests.map((r) => r.path)).toEqual(['/api/config']);
      ha.clearRequests();
      const res = await post(h, '/api/v1/conversation/home-assistant/test', { base_url: other.url });
      expect(res.json).toMatchObject({ ok: false, error: { code: 'CAPABILITY_NOT_CONFIGURED' } });
      expect(other.requests).toEqual([]);
      const ok = await post(h, '/api/v1/conversation/home-assistant/test', {});
      expect(ok.json).toMatchObject({ ok: true, location_name: expect.any(String), version: expect.any(String), time_zone: expect.any(String) });
      expect(ha.requests.map((r) => r.path)).toEqual(['/api/', '/api/config']);
    } finally {
      await other.close();
    }
  });
});

describe('after a 401 no automatic request is made until the token is re-saved or Test is pressed', () => {
  it('entities 401 → HOME_ASSISTANT_AUTH_FAILED; the next entities call sends nothing; Test sends again', async () => {
    ha = await startFakeHomeAssistant();
    const h = await start();
    await post(h, CONFIG, { enabled: true, base_url: ha.url, access_token: 'wrong-token' });
    const first = await raw(h, 'GET', '/api/v1/conversation/home-assistant/entities');
    expect(first.status).toBe(502);
    expect(first.json.error.code).toBe('HOME_ASSISTANT_AUTH_FAILED');
    expect((await raw(h, 'GET', CONFIG)).json.connection).toBe('auth-failed');
    const sent = ha.requests.length;
    const second = await raw(h, 'GET', '/api/v1/conversation/home-assistant/entities');
    expect(second.json.error.code).toBe('HOME_ASSISTANT_AUTH_FAILED');
    expect(ha.requests.length).toBe(sent);
    await post(h, '/api/v1/conversation/home-assistant/test', {});
    expect(ha.requests.length).toBe(sent + 1);
    await post(h, CONFIG, { access_token: ha.token });
    const third = await raw(h, 'GET', '/api/v1/conversation/home-assistant/entities');
    expect(third.status).toBe(200);
    expect(third.json.entities.length).toBeGreaterThan(5);
    // Positional rows (EntityRow): id, name, state, device class, unit.
    expect(third.json.entities[0]).toHaveLength(5);
    expect(typeof third.json.entities[0][0]).toBe('string');
  });
});
