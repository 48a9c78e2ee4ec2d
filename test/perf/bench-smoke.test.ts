/**
 * Every benchmark `npm run bench` runs still runs: the whole set at tiny sizes and counts, writing
 * its JSON to a temporary file. Only that it runs and writes well-formed rows is checked — never
 * a timing (these are shared 2-core machines).
 */
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runAll } from '../../bench/run-all.js';
import { REPO_ROOT } from '../../bench/lib/paths.js';

const ROW_KEYS = ['baseline', 'median', 'met', 'name', 'p95', 'ratio', 'target', 'unit'];
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const exists = (path: string) => access(path).then(() => true, () => false);

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
      expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
      expect(typeof row['name']).toBe('string');
      expect(typeof row['unit']).toBe('string');
      for (const key of ['median', 'p95', 'baseline', 'ratio', 'target']) expect(Number.isFinite(row[key])).toBe(true);
      expect(typeof row['met']).toBe('boolean');
    }
    expect(result.ran).toMatchObject({ 'list-entities': 3, 'get-history': 2, executor: 4, host: 3 });
    // Other people's benches run when their file is there, and are skipped by name when it isn't.
    for (const [suite, file] of [['intent-engine', 'intent-engine.bench.ts'], ['picker', 'picker.bench.ts'], ['bundle-size', 'bundle-size.ts']] as const) {
      if (!(await exists(join(REPO_ROOT, 'bench', file)))) expect(result.skipped[suite]).toMatch(/does not exist/);
      else expect(suite in result.ran || suite in result.skipped).toBe(true);
    }
    expect(lines.join('\n')).toContain('targets met');
  }, 150_000);
});
