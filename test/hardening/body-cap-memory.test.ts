/**
 * A body over its cap, streamed without Content-Length: the client must stop reading at the cap
 * (DESIGN §3: 32 MiB for /api/states, 8 MiB for history, 1 MiB otherwise) and memory must stay
 * flat. A counting TCP proxy between the app and the fake measures how much was actually taken in;
 * RSS and heap are sampled while the request runs. The bodies offered are far larger than any cap
 * (512 MiB), so reading them whole would show in both figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TurnResponse } from '../../common/contract/types.js';
import { startCountingProxy, type CountingProxy } from './support/proxy.js';
import { startWorld, type World } from './support/world.js';

const MiB = 1024 * 1024;
/** Socket buffers on both sides of the proxy may hold a few MiB the client never read. */
const SLACK = 16 * MiB;

let world: World;
let proxy: CountingProxy;
const report: string[] = [];

beforeAll(async () => {
  world = await startWorld();
  proxy = await startCountingProxy(world.ha.port);
  await world.writeConfigFile({ base_url: proxy.url });
}, 30_000);

afterAll(async () => {
  await proxy?.close();
  await world?.close();
  console.log(`[hardening] body caps:\n  ${report.join('\n  ')}`);
});

interface Measured<T> {
  value: T;
  bytesDown: number;
  peakRssDelta: number;
  heapDelta: number;
  ms: number;
}

async function measure<T>(work: () => Promise<T>): Promise<Measured<T>> {
  proxy.reset();
  const rss0 = process.memoryUsage().rss;
  const heap0 = process.memoryUsage().heapUsed;
  let peak = rss0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const t0 = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, bytesDown: proxy.bytesDown(), peakRssDelta: peak - rss0, heapDelta: process.memoryUsage().heapUsed - heap0, ms: performance.now() - t0 };
  } finally {
    clearInterval(sampler);
  }
}

const mib = (n: number) => `${(n / MiB).toFixed(1)} MiB`;

async function approveRead(message: string): Promise<TurnResponse> {
  const turn = await world.say(message);
  const done = await world.answer(turn, true);
  return done.json as TurnResponse;
}

describe('reading stops at the cap and memory stays flat', () => {
  const BODY = 512 * MiB;

  it('settings entity list: 512 MiB chunked /api/states against the 32 MiB cap → 502 HOME_ASSISTANT_ERROR', async () => {
    const runs: Array<Measured<{ status: number; code: unknown }>> = [];
    for (let i = 0; i < 3; i++) {
      world.ha.addFault({ match: { pathPrefix: '/api/states' }, fault: { kind: 'huge', bytes: BODY, chunked: true }, times: 1 });
      runs.push(
        await measure(async () => {
          const res = await world.call('GET', '/api/v1/conversation/home-assistant/entities');
          return { status: res.status, code: res.json?.error?.code };
        }),
      );
    }
    for (const run of runs) {
      expect(run.value).toEqual({ status: 502, code: 'HOME_ASSISTANT_ERROR' });
      expect(run.bytesDown).toBeGreaterThan(32 * MiB);
      expect(run.bytesDown).toBeLessThan(32 * MiB + SLACK);
      expect(run.peakRssDelta).toBeLessThan(32 * MiB + 96 * MiB);
    }
    const last = runs.at(-1)!;
    report.push(
      `settings /api/states: offered ${mib(BODY)}, taken in ${mib(last.bytesDown)} (cap 32 MiB), peak RSS +${mib(Math.max(...runs.map((r) => r.peakRssDelta)))}, heap Δ ${mib(last.heapDelta)}, ${last.ms.toFixed(0)} ms`,
    );
    const next = await world.call('GET', '/api/v1/conversation/home-assistant/entities');
    expect(next.status).toBe(200);
  });

  it('list_entities: 512 MiB chunked per-entity answers against the 1 MiB cap → HOME_ASSISTANT_ERROR', async () => {
    world.ha.addFault({ match: { pathPrefix: '/api/states/' }, fault: { kind: 'huge', bytes: BODY, chunked: true }, times: 6 });
    const run = await measure(() => approveRead("what's the living room temperature?"));
    expect(run.value.capability_events.at(-1)).toMatchObject({ outcome: 'failed', code: 'HOME_ASSISTANT_ERROR' });
    // Six fetches run at once; each stops at 1 MiB (the first to pass it aborts the others).
    expect(run.bytesDown).toBeLessThan(6 * MiB + SLACK);
    expect(run.peakRssDelta).toBeLessThan(64 * MiB);
    report.push(
      `list_entities /api/states/<id> ×6: offered 6 × ${mib(BODY)}, taken in ${mib(run.bytesDown)} (cap 1 MiB each), peak RSS +${mib(run.peakRssDelta)}, heap Δ ${mib(run.heapDelta)}, ${run.ms.toFixed(0)} ms`,
    );
    world.ha.clearFaults();
    expect((await approveRead("what's the living room temperature?")).capability_events.at(-1)).toMatchObject({ outcome: 'executed' });
  });

  it('get_history: 512 MiB chunked against the 8 MiB cap → HOME_ASSISTANT_ERROR', async () => {
    world.ha.addFault({ match: { pathPrefix: '/api/history/' }, fault: { kind: 'huge', bytes: BODY, chunked: true }, times: 1 });
    const run = await measure(() => approveRead('when did the front door last open?'));
    expect(run.value.capability_events.at(-1)).toMatchObject({ outcome: 'failed', code: 'HOME_ASSISTANT_ERROR' });
    expect(run.bytesDown).toBeGreaterThan(8 * MiB);
    expect(run.bytesDown).toBeLessThan(8 * MiB + SLACK);
    expect(run.peakRssDelta).toBeLessThan(8 * MiB + 64 * MiB);
    report.push(
      `get_history: offered ${mib(BODY)}, taken in ${mib(run.bytesDown)} (cap 8 MiB), peak RSS +${mib(run.peakRssDelta)}, heap Δ ${mib(run.heapDelta)}, ${run.ms.toFixed(0)} ms`,
    );
    expect((await approveRead('when did the front door last open?')).capability_events.at(-1)).toMatchObject({ outcome: 'executed' });
  });

  it('set_entity_state: a 512 MiB service-call answer against the 1 MiB cap → HOME_ASSISTANT_ERROR, one call', async () => {
    const calls = world.ha.serviceCalls().length;
    world.ha.addFault({ match: { method: 'POST', pathPrefix: '/api/services/' }, fault: { kind: 'huge', bytes: BODY, chunked: true }, times: 1 });
    const state = world.ha.getEntity('light.porch')!.state === 'on' ? 'off' : 'on';
    const run = await measure(() => approveRead(`turn ${state} the porch light`));
    expect(run.value.capability_events.at(-1)).toMatchObject({ outcome: 'failed', code: 'HOME_ASSISTANT_ERROR' });
    expect(world.ha.serviceCalls().length - calls).toBe(1);
    expect(run.bytesDown).toBeLessThan(1 * MiB + SLACK);
    expect(run.peakRssDelta).toBeLessThan(64 * MiB);
    report.push(
      `set_entity_state service call: offered ${mib(BODY)}, taken in ${mib(run.bytesDown)} (cap 1 MiB), peak RSS +${mib(run.peakRssDelta)}, ${run.ms.toFixed(0)} ms`,
    );
  });

  it('a declared Content-Length over the cap is refused unread', async () => {
    world.ha.addFault({ match: { pathPrefix: '/api/states' }, fault: { kind: 'huge', bytes: BODY }, times: 1 });
    const run = await measure(() => world.call('GET', '/api/v1/conversation/home-assistant/entities'));
    expect(run.value.json.error.code).toBe('HOME_ASSISTANT_ERROR');
    expect(run.bytesDown).toBeLessThan(SLACK);
    report.push(`declared Content-Length ${mib(BODY)}: taken in ${mib(run.bytesDown)}, peak RSS +${mib(run.peakRssDelta)}`);
  });
});
