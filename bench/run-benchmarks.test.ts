/**
 * `npm run bench` (vitest with bench/vitest.bench.config.ts): one test that runs every benchmark,
 * writes bench/results.json, and fails — so the command exits non-zero — when any row misses its
 * target (a suite that could not run at all fails it too). Not part of `npm test`;
 * test/perf/bench-smoke.test.ts is.
 */
import { expect, it } from 'vitest';
import { runAll } from './run-all.js';
import { missedTargets } from './lib/stats.js';

// `BENCH_ONLY=start,host npm run bench` runs just those suites (bench/run-all.ts `only`).
const only = process.env['BENCH_ONLY']?.split(',').filter((name) => name !== '');

it('runs every benchmark, writes bench/results.json, and every target is met', async () => {
  const { rows } = await runAll(only ? { only } : {});
  expect(missedTargets(rows).map((r) => r.name)).toEqual([]);
}, 400_000);
