/**
 * list_entities' two fetch strategies (per-entity GETs for small allowlists, one bulk
 * `/api/states` above) are a cost decision only: forced either way they must give the same result —
 * allowlist order, entities Home Assistant no longer has left out and counted — and the RFC's
 * 64 KiB bound must still refuse an oversized answer whole rather than truncate it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { CapabilityEvent } from '../../common/contract/types.js';
import {
  chooseStrategy,
  listEntities,
  listEntitiesCapability,
  PER_ENTITY_CONCURRENCY,
  PER_ENTITY_FETCH_LIMIT,
  type ListStrategy,
} from '../../main/core/capabilities/list-entities.js';
import { ManualClock } from '../../main/core/clock.js';
import { executeStage, shapeStage, type PolicySnapshot } from '../../main/core/executor/executor.js';
import { HomeAssistantApi } from '../../main/core/ha/api.js';
import { AuthGate } from '../../main/core/ha/auth-gate.js';
import { HomeAssistantClient, type HomeAssistantTarget } from '../../main/core/ha/client.js';
import { generateHome, startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { makeHarness, type Harness } from '../core/harness.js';
import { allowlistOf, snapshotFor } from '../../bench/lib/setup.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function fakeHome(count: number): Promise<{ ha: FakeHomeAssistant; ids: string[]; target: HomeAssistantTarget }> {
  const home = generateHome(count, 3);
  const ha = await startFakeHomeAssistant({ entities: home, lateReporters: [] });
  cleanups.push(() => ha.close());
  return { ha, ids: home.map((e) => e.entity_id), target: { base_url: ha.url, token: ha.token, token_origin: ha.url, tls: { mode: 'system' } } };
}

function appApi(): HomeAssistantApi {
  const client = new HomeAssistantClient(new AuthGate());
  cleanups.push(() => client.close());
  return new HomeAssistantApi(client);
}

/** Stages 5 and 6, as the executor runs them after approval. */
async function list(api: HomeAssistantApi, snapshot: PolicySnapshot, strategy: ListStrategy | 'auto', clock = new ManualClock()) {
  const capability = listEntitiesCapability(strategy);
  const executed = await executeStage(capability, {}, snapshot, api, clock);
  if (!executed.ok) throw executed.error;
  const shaped = shapeStage(capability, executed.value.result);
  if (!shaped.ok) throw shaped.error;
  return { result: shaped.value as { entities: Array<{ entity_id: string }>; retrieved_at: string }, audit: executed.value.audit };
}

describe('per-entity and bulk strategies give identical results', () => {
  for (const size of [8, PER_ENTITY_FETCH_LIMIT, 40]) {
    it(`${size} allowlisted: same entities, same order, a removed and a never-seen entity left out and counted`, async () => {
      const { ha, ids, target } = await fakeHome(400);
      const picked = allowlistOf(ids, size);
      const removed = picked[2]!;
      const neverSeen = 'sensor.never_existed';
      const allowlist = [...picked.slice(0, 4), neverSeen, ...picked.slice(4)];
      ha.removeEntity(removed);
      const api = appApi();
      const snapshot = snapshotFor(target, allowlist);

      const perEntity = await list(api, snapshot, 'per-entity');
      const bulk = await list(api, snapshot, 'bulk');

      expect(perEntity.result).toStrictEqual(bulk.result);
      expect(perEntity.audit).toStrictEqual(bulk.audit);
      expect(bulk.audit).toEqual({ entities_missing: 2 });
      expect(bulk.result.entities.map((e) => e.entity_id)).toEqual(allowlist.filter((id) => id !== removed && id !== neverSeen));
      // The allowlist order, not Home Assistant's.
      expect(bulk.result.entities.map((e) => e.entity_id)).not.toEqual(ids.filter((id) => allowlist.includes(id)));
      const first = ha.getEntity(allowlist[0]!)!;
      expect(bulk.result.entities[0]).toEqual({
        entity_id: first.entity_id,
        friendly_name: first.attributes['friendly_name'],
        domain: first.entity_id.split('.')[0],
        state: first.state,
        unit_of_measurement: typeof first.attributes['unit_of_measurement'] === 'string' ? first.attributes['unit_of_measurement'] : null,
        last_changed: first.last_changed,
      });
    });
  }
});

describe('the strategy follows the allowlist size', () => {
  it(`≤ ${PER_ENTITY_FETCH_LIMIT} allowlisted: one GET per allowlisted entity and nothing else; above: one /api/states`, async () => {
    expect(chooseStrategy(PER_ENTITY_FETCH_LIMIT)).toBe('per-entity');
    expect(chooseStrategy(PER_ENTITY_FETCH_LIMIT + 1)).toBe('bulk');
    const { ha, ids, target } = await fakeHome(300);
    const api = appApi();

    const small = allowlistOf(ids, PER_ENTITY_FETCH_LIMIT);
    ha.clearRequests();
    await list(api, snapshotFor(target, small), 'auto');
    const paths = ha.requests.map((r) => r.path);
    expect(paths).toHaveLength(small.length);
    expect(new Set(paths)).toEqual(new Set(small.map((id) => `/api/states/${id}`)));

    const large = allowlistOf(ids, PER_ENTITY_FETCH_LIMIT + 1);
    ha.clearRequests();
    await list(api, snapshotFor(target, large), 'auto');
    expect(ha.requests.map((r) => r.path)).toEqual(['/api/states']);
  });

  it(`per-entity fetches run at most ${PER_ENTITY_CONCURRENCY} at a time`, async () => {
    const { ha, ids, target } = await fakeHome(100);
    ha.addFault({ match: { pathPrefix: '/api/states/' }, fault: { kind: 'delay', ms: 15 } });
    let inFlight = 0;
    let most = 0;
    class CountingApi extends HomeAssistantApi {
      override async state(t: HomeAssistantTarget, id: string, signal: AbortSignal) {
        most = Math.max(most, ++inFlight);
        try {
          return await super.state(t, id, signal);
        } finally {
          inFlight--;
        }
      }
    }
    const client = new HomeAssistantClient(new AuthGate());
    cleanups.push(() => client.close());
    const { result } = await list(new CountingApi(client), snapshotFor(target, allowlistOf(ids, 60)), 'per-entity');
    expect(result.entities).toHaveLength(60);
    expect(most).toBe(PER_ENTITY_CONCURRENCY);
  });

  it('a full round of fetches on one signal is not reported as a listener leak, chunked answers included', async () => {
    // Answers without Content-Length take the streaming capped read, which listens on the signal too.
    const ids = allowlistOf(
      generateHome(100, 3).map((e) => e.entity_id),
      PER_ENTITY_FETCH_LIMIT,
    );
    const server: Server = createServer((req, res) => {
      const id = decodeURIComponent(req.url!.slice('/api/states/'.length));
      res.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
      res.flushHeaders();
      // The body held back a moment, so every read of the round is waiting on it at once.
      setTimeout(() => res.end(JSON.stringify({ entity_id: id, state: 'on', attributes: {}, last_changed: '2026-11-30T10:00:00+00:00' })), 20);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    cleanups.push(() => new Promise((r) => server.close(r)));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const target: HomeAssistantTarget = { base_url: base, token: 't', token_origin: base, tls: { mode: 'system' } };
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const { result } = await list(appApi(), snapshotFor(target, ids), 'per-entity');
      expect(result.entities).toHaveLength(PER_ENTITY_FETCH_LIMIT);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });

  it('the first fetch goes alone: a rejected token costs Home Assistant one failed login, not one per parallel fetch', async () => {
    const { ha, ids, target } = await fakeHome(100);
    const api = appApi();
    ha.clearRequests();
    // Answers (the 401s included) come late, so anything sent in parallel has arrived before the first one.
    ha.addFault({ match: { pathPrefix: '/api/states/' }, fault: { kind: 'delay', ms: 50 } });
    const capability = listEntitiesCapability('per-entity');
    const executed = await executeStage(
      capability,
      {},
      snapshotFor({ ...target, token: 'not-the-token' }, allowlistOf(ids, PER_ENTITY_FETCH_LIMIT)),
      api,
      new ManualClock(),
    );
    expect(executed).toMatchObject({ ok: false, error: { code: 'HOME_ASSISTANT_AUTH_FAILED' } });
    expect(ha.requests).toHaveLength(1);
  });
});

describe('the bulk read validates only what it keeps', () => {
  it('skips items that are not wanted without looking at them, and leaves out a wanted item that is not a state', async () => {
    const good = { entity_id: 'light.kept', state: 'on', attributes: { friendly_name: 'Kept' }, last_changed: '2026-11-30T10:00:00+00:00' };
    const body = JSON.stringify([
      42,
      null,
      'text',
      [],
      { entity_id: 'light.not_wanted', state: 7 },
      { entity_id: 'switch.broken', state: 7, last_changed: '2026-11-30T10:00:00+00:00' },
      good,
      { entity_id: 'sensor.no_attributes', state: '1', attributes: [1, 2], last_changed: '2026-11-30T10:00:00+00:00', extra: true },
    ]);
    const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    cleanups.push(() => new Promise((r) => server.close(r)));
    const target: HomeAssistantTarget = {
      base_url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      token: 't',
      token_origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      tls: { mode: 'system' },
    };
    const api = appApi();
    const signal = new AbortController().signal;

    const wanted = await api.states(target, signal, new Set(['light.kept', 'switch.broken', 'sensor.no_attributes', 'light.absent']));
    expect(wanted).toEqual([good, { entity_id: 'sensor.no_attributes', state: '1', attributes: {}, last_changed: '2026-11-30T10:00:00+00:00' }]);
    const all = await api.states(target, signal);
    expect(all.map((s) => s.entity_id)).toEqual(['light.kept', 'sensor.no_attributes']);
  });
});

describe('RFC-0003 64 KiB bound: too many allowlisted entities is RESULT_TOO_LARGE, never a truncated answer', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('500 allowlisted entities of a 5,000-entity home: failed at shape with RESULT_TOO_LARGE, no result', async () => {
    const home = generateHome(5000, 1);
    const allowlist = allowlistOf(
      home.map((e) => e.entity_id),
      500,
    );
    h = await makeHarness({ entities: home, config: { allowlisted_entities: allowlist, controllable_entities: [] } });
    const done = await h.approve(await h.propose(listEntities.name, {}));
    const event: CapabilityEvent = done.event;
    expect(event).toMatchObject({ capability: listEntities.name, stage: 'shape', outcome: 'failed', code: 'RESULT_TOO_LARGE' });
    expect(event.result).toBeUndefined();
    const audit = (await h.auditLines()).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(audit.at(-1)).toMatchObject({ capability: listEntities.name, stage: 'shape', outcome: 'failed', code: 'RESULT_TOO_LARGE' });
  });

  it('300 allowlisted entities (the benchmark case) fit: executed with all 300', async () => {
    const home = generateHome(5000, 1);
    const allowlist = allowlistOf(
      home.map((e) => e.entity_id),
      300,
    );
    h = await makeHarness({ entities: home, config: { allowlisted_entities: allowlist, controllable_entities: [] } });
    const done = await h.approve(await h.propose(listEntities.name, {}));
    expect(done.event.outcome).toBe('executed');
    const result = done.event.result as { entities: Array<{ entity_id: string }> };
    expect(result.entities.map((e) => e.entity_id)).toEqual(allowlist);
    expect(Buffer.byteLength(JSON.stringify(result))).toBeLessThanOrEqual(64 * 1024);
  });
});
