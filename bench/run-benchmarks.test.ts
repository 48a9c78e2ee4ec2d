/**
 * `npm run bench` (vitest with bench/vitest.bench.config.ts): one test that runs every benchmark
 * and writes bench/results.json. Not part of `npm test` — test/perf/bench-smoke.test.ts is.
 */
import { it } from 'vitest';
import { runAll } from './run-all.js';

it('runs every benchmark and writes bench/results.json', async () => {
  await runAll();
}, 175_000);
