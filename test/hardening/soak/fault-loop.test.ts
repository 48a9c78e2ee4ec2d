/**
 * A bounded random loop mixing faults and normal turns over the browser host, with the fault
 * table (support/faults.ts) as the oracle for every turn. 500 turns in `npm test`; the soak runs
 * the same file longer:
 *
 *   SOAK_TURNS=20000 npx vitest run test/hardening/soak
 *
 * SOAK_SEED=<n> replays a run. Reports turns, wrong outcomes (must be 0) and peak memory.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAuthGate, expectation, FAULTS, runCase, startFaultEnv, TARGETS, type FaultEnv, type FaultName, type Target } from '../support/faults.js';
import { Rng, seedFrom } from '../support/random.js';
import { startWorld } from '../support/world.js';

const TURNS = Number(process.env.SOAK_TURNS ?? 500);
const SEED = seedFrom('SOAK_SEED');
const MiB = 1024 * 1024;

/** Heap in use after a full collection, so growth means retained memory, not garbage. */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
function settledHeap(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

let env: FaultEnv;

beforeAll(async () => {
  env = await startFaultEnv(await startWorld());
}, 30_000);

afterAll(async () => {
  const t0 = performance.now();
  await env?.close();
  await env?.world.close();
  if (process.env.SOAK_PROFILE) console.log(`teardown ${(performance.now() - t0).toFixed(0)} ms`);
});

describe(`random faults and normal turns (${TURNS} turns, seed ${SEED})`, () => {
  it(
    'every turn has the outcome the table says; memory stays bounded',
    async () => {
      const rng = new Rng(SEED);
      console.log(`[hardening] fault loop: seed ${SEED} (replay with SOAK_SEED=${SEED}), ${TURNS} turns`);
      const faulty = FAULTS.filter((f) => f !== 'none');
      const wrong: string[] = [];
      const outcomes = new Map<string, number>();
      const timeBy = new Map<string, number>();
      let turns = 0;
      let peakRss = 0;
      let peakHeap = 0;
      const sample = () => {
        const m = process.memoryUsage();
        peakRss = Math.max(peakRss, m.rss);
        peakHeap = Math.max(peakHeap, m.heapUsed);
      };
      const sampler = setInterval(sample, 50);
      const conversations: string[] = [];
      // Heap after GC at every tenth of the run: bounded state shows as a plateau.
      const checkpoints: Array<[number, number]> = [];
      const every = Math.max(50, Math.floor(TURNS / 10));
      const started = performance.now();
      try {
        while (turns < TURNS) {
          const target: Target = rng.pick(TARGETS);
          let fault: FaultName = rng.next() < 0.45 ? 'none' : rng.pick(faulty);
          if (!expectation(fault, target)) fault = 'none';
          const surface = rng.pick(['chat', 'tray', 'popup', 'quick'] as const);
          const conversationId = conversations.length > 0 && rng.next() < 0.3 ? rng.pick(conversations) : undefined;
          const t0 = performance.now();
          const result = await runCase(env, target, fault, { surface, ...(conversationId ? { conversationId } : {}) });
          timeBy.set(`${target}:${fault}`, (timeBy.get(`${target}:${fault}`) ?? 0) + performance.now() - t0);
          turns++;
          const key = `${target}:${fault}→${result.got}`;
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
          if (result.problems.length > 0) wrong.push(`#${turns} ${fault} on ${target}: ${result.problems.join('; ')}`);
          if (result.got === 'HOME_ASSISTANT_AUTH_FAILED') {
            const gate = await checkAuthGate(env, target);
            turns++;
            if (gate.length > 0) wrong.push(`#${turns} auth gate after ${fault} on ${target}: ${gate.join('; ')}`);
          }
          // Only the 20 newest conversations are continued: the app keeps 100 and evicts the oldest.
          if (result.conversationId && !conversations.includes(result.conversationId)) {
            conversations.push(result.conversationId);
            if (conversations.length > 20) conversations.shift();
          }
          // Time moves on between turns (confirmations are answered within it, so none expires).
          env.world.clock.advance(1_000);
          // The test's own logs (every request the fake saw, every body received) are not the app's memory.
          env.world.ha.clearRequests();
          env.world.bodies.length = 0;
          sample();
          if (turns % every === 0 || turns === 1) checkpoints.push([turns, settledHeap()]);
        }
      } finally {
        clearInterval(sampler);
      }
      const seconds = (performance.now() - started) / 1000;
      checkpoints.push([turns, settledHeap()]);
      const faultsSeen = [...outcomes.keys()].filter((k) => !k.includes(':none→')).length;
      // Growth over the second half of the run, when every bounded store (100 conversations, 200
      // turns each, tombstones, audit rotation) has had time to fill.
      const half = checkpoints.find(([t]) => t >= turns / 2) ?? checkpoints[0]!;
      const growth = checkpoints.at(-1)![1] - half[1];
      console.log(
        `[hardening] fault loop: ${turns} turns in ${seconds.toFixed(1)} s, ${faultsSeen} distinct fault cases, wrong outcomes ${wrong.length}, ` +
          `peak RSS ${(peakRss / MiB).toFixed(0)} MiB, peak heap ${(peakHeap / MiB).toFixed(0)} MiB, heap after GC by turn: ` +
          checkpoints.map(([t, h]) => `${t}:${(h / MiB).toFixed(0)}`).join(' ') +
          ` MiB (second half ${growth >= 0 ? '+' : ''}${(growth / MiB).toFixed(1)} MiB)`,
      );
      if (process.env.SOAK_PROFILE) console.log([...timeBy].sort((a, b) => b[1] - a[1]).slice(0, 15));
      expect(wrong, `seed ${SEED}`).toEqual([]);
      expect(turns).toBeGreaterThanOrEqual(TURNS);
      // Bounded state: nothing may keep growing per turn once the bounded stores are full.
      expect(growth).toBeLessThan(64 * MiB);
    },
    Math.max(120_000, TURNS * 400),
  );
});
