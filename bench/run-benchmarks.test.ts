/**
 * `npm run bench` (vitest with bench/vitest.bench.config.ts): one test that runs every benchmark,
 * writes bench/results.json, and fails — so the command exits non-zero — when any row misses its
 * target (a suite that could not run at all fails it too). Not part of `npm test`;
 * test/perf/bench-smoke.test.ts is.
 */
import { expect, it } from 'vitest';
import { runAll } from './run-all.js';
import { missedTargets } from './lib/stats.js';

it('runs every benchmark, writes bench/results.json, and every target is met', async () => {
  const { rows } = await runAll();
  expect(missedTargets(rows).map((r) => r.name)).toEqual([]);
}, 280_000);
