/**
 * The Home Assistant client against the fake's faults: every failure has its code, bodies are
 * capped, redirects are never followed, and a 401 stops automatic requests.
 */
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeAssistantApi } from '../../main/core/ha/api.js';
import { AuthGate } from '../../main/core/ha/auth-gate.js';
import { BODY_CAPS, HomeAssistantClient, type HomeAssistantTarget } from '../../main/core/ha/client.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';

let ha: FakeHomeAssistant | undefined;
let other: FakeHomeAssistant | undefined;
let client: HomeAssistantClient | undefined;

afterEach(async () => {
  await client?.close();
  await ha?.close();
  await other?.close();
  ha = other = client = undefined;
});

async function setup() {
  ha = await startFakeHomeAssistant();
  const gate = new AuthGate();
  client = new HomeAssistantClient(gate);
  const api = new HomeAssistantApi(client);
  const target: HomeAssistantTarget = { base_url: ha.url, token: ha.token, token_origin: ha.url, tls: { mode: 'system' } };
  return { ha, gate, api, target };
}

const within = (ms: number) => AbortSignal.timeout(ms);

describe('requests carry the bearer token and nothing else of ours', () => {
  it('Authorization: Bearer <token>, JSON accept', async () => {
    const { ha, api, target } = await setup();
    await api.state(target, 'light.porch', within(2000));
    expect(ha.requests[0]!.headers['authorization']).toBe(`Bearer ${ha.token}`);
  });
});

describe('every failure maps to its code', () => {
  it('connection refused → HOME_ASSISTANT_UNREACHABLE', async () => {
    const { api, target } = await setup();
    const port = await freePort();
    await expect(api.states({ ...target, base_url: `http://127.0.0.1:${port}`, token_origin: `http://127.0.0.1:${port}` }, within(2000))).rejects.toMatchObject(
      { code: 'HOME_ASSISTANT_UNREACHABLE' },
    );
  });

  it('no answer → EXECUTION_TIMEOUT', async () => {
    const { ha, api, target } = await setup();
    ha.addFault({ fault: { kind: 'hang' } });
    await expect(api.states(target, within(300))).rejects.toMatchObject({ code: 'EXECUTION_TIMEOUT' });
  });

  it('a body dripping one byte at a time → EXECUTION_TIMEOUT', async () => {
    const { ha, api, target } = await setup();
    ha.addFault({ fault: { kind: 'drip', bytesPerSecond: 5 } });
    await expect(api.states(target, within(400))).rejects.toMatchObject({ code: 'EXECUTION_TIMEOUT' });
  });

  it('a dropped connection → HOME_ASSISTANT_UNREACHABLE', async () => {
    const { ha, api, target } = await setup();
    ha.addFault({ fault: { kind: 'drop' } });
    await expect(api.states(target, within(2000))).rejects.toMatchObject({ code: 'HOME_ASSISTANT_UNREACHABLE' });
  });

  it.each([401, 403])('%i → HOME_ASSISTANT_AUTH_FAILED', async (status) => {
    const { ha, api, target } = await setup();
    ha.addFault({ fault: { kind: 'status', status, body: `${status}: Unauthorized`, contentType: 'text/plain' } });
    await expect(api.states(target, within(2000))).rejects.toMatchObject({ code: 'HOME_ASSISTANT_AUTH_FAILED' });
  });

  it('404 on an entity → HOME_ASSISTANT_ENTITY_NOT_FOUND', async () => {
    const { api, target } = await setup();
    await expect(api.state(target, 'light.nowhere', within(2000))).rejects.toMatchObject({ code: 'HOME_ASSISTANT_ENTITY_NOT_FOUND' });
  });

  it('500 plain text, invalid JSON, a non-array answer → HOME_ASSISTANT_ERROR', async () => {
    const { ha, api, target } = await setup();
    ha.addFault({ fault: { kind: 'status', status: 500, body: '500 Internal Server Error', contentType: 'text/plain' }, times: 1 });
    await expect(api.states(target, within(2000))).rejects.toMatchObject({ code: 'HOME_ASSISTANT_ERROR' });
    ha.addFault({ fault: { kind: 'garbage' }, times: 1 });
    await expect(api.states(target, within(2000))).rejects.toMatchObject({ code: 'HOME_ASSISTANT_ERROR' });
    // The next request works.
    expect((await api.states(target, within(2000))).length).toBeGreaterThan(0);
  });

  it('a body over its cap → HOME_ASSISTANT_ERROR; reading stops at the cap', async () => {
    const { ha, api, target } = await setup();
    ha.addFault({ fault: { kind: 'huge', bytes: BODY_CAPS.other * 3 } });
    await expect(api.state(target, 'light.porch', within(5000))).rejects.toMatchObject({ code: 'HOME_ASSISTANT_ERROR' });
  });
});

describe('redirects are never followed', () => {
  it('a redirect to another host → HOME_ASSISTANT_ERROR and no request reaches the target', async () => {
    const { ha, api, target } = await setup();
    other = await startFakeHomeAssistant();
    for (const status of [301, 302, 307, 308]) {
      ha.addFault({ fault: { kind: 'redirect', status, location: `${other.url}/api/states` }, times: 1 });
      await expect(api.states(target, within(2000))).rejects.toMatchObject({ code: 'HOME_ASSISTANT_ERROR' });
    }
    expect(other.requests).toEqual([]);
  });
});

describe('after a 401 no automatic request is made until the token is re-saved or Test is pressed', () => {
  it('the second call is refused locally; an explicit request still goes out', async () => {
    const { ha, gate, api, target } = await setup();
    const bad = { ...target, token: 'not-the-token' };
    await expect(api.states(bad, within(2000))).rejects.toMatchObject({ code: 'HOME_ASSISTANT_AUTH_FAILED' });
    expect(ha.requests).toHaveLength(1);
    await expect(api.state(bad, 'light.porch', within(2000))).rejects.toMatchObject({ code: 'HOME_ASSISTANT_AUTH_FAILED' });
    expect(ha.requests).toHaveLength(1);
    await expect(api.identify(bad, within(2000), { explicit: true })).rejects.toMatchObject({ code: 'HOME_ASSISTANT_AUTH_FAILED' });
    expect(ha.requests).toHaveLength(2);
    // The gate belongs to the rejected credential only: the right token for the same origin still goes out.
    await api.states(target, within(2000));
    expect(ha.requests).toHaveLength(3);
    await gate.unblock(bad);
    await expect(api.states(bad, within(2000))).rejects.toMatchObject({ code: 'HOME_ASSISTANT_AUTH_FAILED' });
    expect(ha.requests).toHaveLength(4);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
