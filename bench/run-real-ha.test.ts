/**
 * `npm run bench:real-ha` (scripts/bench-real-ha.mjs → vitest with bench/vitest.real-ha.config.ts):
 * the real Home Assistant rows (bench/real-ha.bench.ts, and the recognizer engine's round trip:
 * bench/recognizer-real-ha.bench.ts). They go into bench/results.json beside the
 * fake-based rows of `npm run bench`, replacing only their own rows of an earlier run. A missed
 * target is printed (MISSED, as `npm run bench` prints it) but does not fail the run: most of each
 * figure is Home Assistant's own time, on a core running pure-Python fallbacks here, so a miss is a
 * finding about the app beside a real server, to be read — the fake-based rows are the ones that
 * gate. The run fails when the home can't be built or a read answers wrongly. Not part of `npm test`
 * nor `npm run bench`.
 */
import { writeFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { realHomeAssistantInstalled } from '../test/real-ha/real-ha.js';
import { run } from './real-ha.bench.js';
import { run as runRecognizer } from './recognizer-real-ha.bench.js';
import { missedTargets } from './lib/stats.js';
import { DEFAULT_RESULTS, previousRows, table } from './run-all.js';

it('measures the app against a real Home Assistant of a thousand entities', async () => {
  if (!realHomeAssistantInstalled()) {
    // scripts/bench-real-ha.mjs says so before vitest starts; this covers a direct vitest run.
    console.log('bench:real-ha skipped: no real Home Assistant here — nothing was measured.');
    return;
  }
  const started = performance.now();
  const rows = [...(await run()), ...(await runRecognizer())];
  const measured = new Set(rows.map((r) => r.name));
  const kept = (await previousRows(DEFAULT_RESULTS)).filter((r) => !measured.has(r.name));
  await writeFile(DEFAULT_RESULTS, `${JSON.stringify([...kept, ...rows], null, 2)}\n`);
  console.log(table(rows));
  const missed = missedTargets(rows);
  console.log(
    `${rows.length - missed.length}/${rows.length} targets met; ${((performance.now() - started) / 1000).toFixed(1)} s; written to ${DEFAULT_RESULTS}`,
  );
  for (const r of missed) console.log(`MISSED: ${r.name} — ${r.ratio}× (p25–p75 ${r.spread[0]}–${r.spread[1]}×) against ≤ ${r.target}×`);
  expect(rows.length).toBeGreaterThan(0);
}, 900_000);
