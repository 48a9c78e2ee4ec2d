/**
 * Every benchmark `npm run bench` runs still runs: the whole set at tiny sizes and counts, writing
 * its JSON to a temporary file. Only that it runs and writes well-formed rows is checked — never
 * a timing (these are shared 2-core machines) — and that a missed target is what fails the real run.
 */
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runAll, table } from '../../bench/run-all.js';
import { absoluteRow, missedTargets, ratioRow } from '../../bench/lib/stats.js';
import { REPO_ROOT } from '../../bench/lib/paths.js';

const ROW_KEYS = ['baseline', 'median', 'met', 'name', 'p95', 'ratio', 'samples', 'spread', 'target', 'target_kind', 'unit'];
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('npm run bench, tiny', () => {
  it('runs every benchmark and writes well-formed results JSON', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sovereign-bench-smoke-'));
    const out = join(dir, 'results.json');
    const lines: string[] = [];
    const result = await runAll({ out, tiny: true, log: (line) => lines.push(line) });

    const written = JSON.parse(await readFile(out, 'utf8')) as unknown;
    expect(Array.isArray(written)).toBe(true);
    const rows = written as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(result.rows.length);
    for (const row of rows) {
      // A row measured in CPU time (the index builds) carries the same runs' wall clock beside it.
      expect(
        Object.keys(row)
          .filter((k) => k !== 'wall')
          .sort(),
      ).toEqual(ROW_KEYS);
      if ('wall' in row) expect(row['wall']).toEqual({ median: expect.any(Number), p95: expect.any(Number) });
      expect(typeof row['name']).toBe('string');
      expect(typeof row['unit']).toBe('string');
      for (const key of ['median', 'p95', 'baseline', 'ratio', 'target', 'samples']) expect(Number.isFinite(row[key])).toBe(true);
      expect(row['spread']).toEqual([expect.any(Number), expect.any(Number)]);
      expect(['ratio', 'absolute']).toContain(row['target_kind']);
      expect(typeof row['met']).toBe('boolean');
    }
    expect(result.ran).toMatchObject({ 'list-entities': 3, 'get-history': 2, executor: 4, host: 3, config: 1, start: 2 });
    expect('discovery' in result.ran || 'discovery' in result.skipped).toBe(true);
    // Other people's benches run when their file is there, and are skipped by name when it isn't.
    for (const [suite, file] of [
      ['intent-engine', 'intent-engine.bench.ts'],
      ['picker', 'picker.bench.ts'],
      ['bundle-size', 'bundle-size.ts'],
    ] as const) {
      if (!(await exists(join(REPO_ROOT, 'bench', file)))) expect(result.skipped[suite]).toMatch(/does not exist/);
      else expect(suite in result.ran || suite in result.skipped).toBe(true);
    }
    expect(lines.join('\n')).toContain('targets met');
    // A bound on waiting, not a timing: the tiny run takes about a minute idle, several when the two
    // cores are shared with other work.
  }, 420_000);
});

describe('a ratio is the median of the per-pair ratios; a missed target fails the run', () => {
  it('judges the median of the per-pair ratios, so a burst that hit one run of one pair is dropped', () => {
    // Pair 4's candidate ran during a burst (6×); the median of the pairs ignores it, the mean would not.
    const r = ratioRow('x', 'ms', { floor: [10, 10, 10, 10, 10], candidate: [11, 11, 11, 60, 12] }, 1.15);
    expect(r.ratio).toBe(1.1);
    expect(r.spread).toEqual([1.1, 1.2]);
    expect(r).toMatchObject({ samples: 5, target_kind: 'ratio', target: 1.15, met: true });
    expect(ratioRow('y', 'ms', { floor: [10, 20, 10], candidate: [12, 24, 11] }, 1.15)).toMatchObject({ ratio: 1.2, met: false });
  });

  it('absolute rows are judged on the median in their unit, their ratio reported beside it', () => {
    const r = absoluteRow('frame', 'ms', [10, 12, 20], 2, 16);
    expect(r).toMatchObject({ median: 12, baseline: 2, ratio: 6, target_kind: 'absolute', target: 16, met: true });
    expect(absoluteRow('frame', 'ms', [17, 18, 19], 2, 16).met).toBe(false);
  });

  it('npm run bench fails on exactly the rows that missed', () => {
    const rows = [ratioRow('kept', 'ms', { floor: [10], candidate: [10] }, 1.15), absoluteRow('missed', 'MB', [90], 70, 80)];
    expect(missedTargets(rows).map((r) => r.name)).toEqual(['missed']);
    expect(table(rows)).toMatch(/NO\s+missed/);
  });
});
