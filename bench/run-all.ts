/**
 * Runs every benchmark, prints one table and writes its rows (bench/lib/stats.ts `BenchRow`) as
 * JSON. Ours always run; the ones other people own (intent engine, settings
 * picker, bundle size) run when their file exists and are skipped cleanly when it doesn't.
 * `tiny` shrinks every size and count so the whole thing is a smoke test (never quote its numbers).
 */
import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { removeTranspiledFake } from './lib/fake-ha-process.js';
import { REPO_ROOT } from './lib/paths.js';
import { isBenchRow, missedTargets, type BenchRow } from './lib/stats.js';
import { run as runListEntities } from './list-entities.bench.js';
import { run as runGetHistory } from './get-history.bench.js';
import { run as runExecutor } from './executor.bench.js';
import { run as runHost } from './host.bench.js';
import { run as runConfigValidation } from './config-validation.bench.js';
import { run as runDiscovery } from './discovery.bench.js';
import { run as runStart } from './start.bench.js';

export const HOME_SIZE = 5000;
export const DEFAULT_RESULTS = join(REPO_ROOT, 'bench', 'results.json');

export interface RunAllOptions {
  /** Where the JSON goes; `bench/results.json` by default. */
  out?: string;
  tiny?: boolean;
  /** Where the table goes; stdout by default. */
  log?: (line: string) => void;
  /**
   * Only these suites (`BENCH_ONLY=start npm run bench`): the JSON keeps the other rows of its last
   * run, so one bench can be measured again without the whole set.
   */
  only?: readonly string[];
}

export interface RunAllResult {
  rows: BenchRow[];
  /** Suites that ran, with their row counts. */
  ran: Record<string, number>;
  /** Optional suites that were absent, or failed (with why). */
  skipped: Record<string, string>;
}

interface Suite {
  name: string;
  /** Other people's benches: run when present; a missing or failing one doesn't fail the run. */
  optional: boolean;
  run(tiny: boolean): Promise<unknown>;
}

/** Imports `bench/<file>` only if it exists, and calls its `run`. */
function external(name: string, file: string, options: (tiny: boolean) => unknown): Suite {
  return {
    name,
    optional: true,
    async run(tiny) {
      const path = join(REPO_ROOT, 'bench', file);
      try {
        await access(path);
      } catch {
        throw new Error(`bench/${file} does not exist (yet)`);
      }
      const mod = (await import(pathToFileURL(path).href)) as { run?: (opts: unknown) => Promise<unknown> };
      if (typeof mod.run !== 'function') throw new Error(`bench/${file} exports no run()`);
      return mod.run(options(tiny));
    },
  };
}

export async function runAll(opts: RunAllOptions = {}): Promise<RunAllResult> {
  const tiny = opts.tiny ?? false;
  const out = opts.out ?? DEFAULT_RESULTS;
  const log = opts.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const size = tiny ? 200 : HOME_SIZE;
  // A tiny run builds the host into its own folder, so it never races a real build of dist/.
  const buildDir = tiny ? join(REPO_ROOT, '.tmp', `bench-build-${process.pid}-${randomBytes(3).toString('hex')}`) : undefined;

  const suites: Suite[] = [
    // CPU-only microbenchmarks first, in a process whose heap the HTTP benches haven't grown yet.
    { name: 'executor', optional: false, run: (t) => runExecutor(t ? { batches: 2, batchSize: 5, warmup: 5 } : { batches: 100, batchSize: 20, warmup: 3000 }) },
    { name: 'config', optional: false, run: (t) => runConfigValidation(t ? { entries: 200, runs: 2, warmup: 1 } : {}) },
    {
      name: 'list-entities',
      optional: false,
      run: (t) => runListEntities(t ? { size, runs: 2, block: 1, warmup: 1, bulkAllowlist: 30, smallAllowlist: 5 } : { size }),
    },
    { name: 'get-history', optional: false, run: (t) => runGetHistory(t ? { size, changes: 100, runs: 2, block: 1, warmup: 1 } : { size, changes: 2000 }) },
    {
      name: 'host',
      optional: false,
      run: (t) => runHost(t ? { size, allowlist: 30, runs: 2, block: 1, warmup: 1, reps: 1, ...(buildDir ? { outDir: buildDir } : {}) } : { size }),
    },
    // A fresh clone built from nothing, then started again: one of each in a tiny run.
    { name: 'start', optional: false, run: (t) => runStart(t ? { runs: 1 } : {}) },
    // Needs Debian's python3-zeroconf; without it the suite is skipped by name, as the interop test is.
    { name: 'discovery', optional: true, run: (t) => runDiscovery(t ? { runs: 1, warmup: 0 } : {}) },
    external('intent-engine', 'intent-engine.bench.ts', (t) => (t ? { size: 50, utterances: 20 } : { size: HOME_SIZE })),
    external('home', 'home.bench.ts', (t) => (t ? { size: 200, utterances: 20, runs: 2, warmup: 1 } : { size: HOME_SIZE })),
    external('prompt-size', 'prompt-size.bench.ts', (t) => (t ? { sizes: [25] } : {})),
    // Hooks for the renderer's benches (owned elsewhere): called when present.
    external('picker', 'picker.bench.ts', (t) => ({ size: t ? 50 : HOME_SIZE, tiny: t })),
    external('bundle-size', 'bundle-size.ts', (t) => ({ tiny: t })),
  ];

  const unknown = (opts.only ?? []).filter((name) => !suites.some((suite) => suite.name === name));
  if (unknown.length > 0) throw new Error(`no bench suite named ${unknown.join(', ')}`);
  const chosen = opts.only ? suites.filter((suite) => opts.only!.includes(suite.name)) : suites;

  const result: RunAllResult = { rows: [], ran: {}, skipped: {} };
  const failures: string[] = [];
  const started = performance.now();
  const load = () =>
    loadavg()
      .map((v) => v.toFixed(2))
      .join(' ');
  log(`load average before: ${load()} on ${availableParallelism()} cores (wall-time figures move with it)`);
  try {
    for (const suite of chosen) {
      const t0 = performance.now();
      try {
        const rows = await suite.run(tiny);
        if (!Array.isArray(rows) || !rows.every(isBenchRow)) throw new Error('run() did not resolve to an array of bench rows');
        result.rows.push(...rows.map((r) => (r.name.startsWith(suite.name) || r.name.includes(':') ? r : { ...r, name: `${suite.name}: ${r.name}` })));
        result.ran[suite.name] = rows.length;
        log(`· ${suite.name}: ${rows.length} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        if (suite.optional) {
          result.skipped[suite.name] = why;
          log(`· ${suite.name}: skipped — ${why}`);
        } else {
          failures.push(`${suite.name}: ${why}`);
          log(`· ${suite.name}: FAILED — ${why}`);
        }
      }
    }
  } finally {
    await removeTranspiledFake();
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  }

  await mkdir(dirname(out), { recursive: true });
  const measured = new Set(result.rows.map((r) => r.name));
  const kept = opts.only ? (await previousRows(out)).filter((r) => !measured.has(r.name)) : [];
  await writeFile(out, `${JSON.stringify([...kept, ...result.rows], null, 2)}\n`);
  log(table(result.rows));
  log(`load average after: ${load()}`);
  const missed = missedTargets(result.rows);
  log(`${result.rows.length - missed.length}/${result.rows.length} targets met; ${((performance.now() - started) / 1000).toFixed(1)} s; written to ${out}`);
  for (const r of missed)
    log(
      `MISSED: ${r.name} — ${r.target_kind === 'ratio' ? `${r.ratio}× (p25–p75 ${r.spread[0]}–${r.spread[1]}×) against ≤ ${r.target}×` : `${r.median} ${r.unit} against ≤ ${r.target} ${r.unit}`}`,
    );
  if (failures.length > 0) throw new Error(`benchmarks failed:\n${failures.join('\n')}`);
  return result;
}

/** The rows a previous run wrote to `out`, or none when there is no such file. */
export async function previousRows(out: string): Promise<BenchRow[]> {
  try {
    const rows = JSON.parse(await readFile(out, 'utf8')) as unknown;
    return Array.isArray(rows) ? rows.filter(isBenchRow) : [];
  } catch {
    return [];
  }
}

/** A plain-text table: one line per row, the name last (it is long). */
export function table(rows: readonly BenchRow[]): string {
  const head = ['median', 'p95', 'unit', 'floor', 'ratio', 'p25–p75', 'n', 'target', 'met', 'name'];
  const cells = rows.map((r) => [
    String(r.median),
    String(r.p95),
    r.unit,
    String(r.baseline),
    `${r.ratio}×`,
    `${r.spread[0]}–${r.spread[1]}×`,
    String(r.samples),
    r.target_kind === 'ratio' ? `≤ ${r.target}×` : `≤ ${r.target} ${r.unit}`,
    r.met ? 'yes' : 'NO',
    r.wall ? `${r.name} [wall clock: median ${r.wall.median} ms, p95 ${r.wall.p95} ms]` : r.name,
  ]);
  const left = new Set([2, 8]);
  const widths = head.map((h, i) => (i === head.length - 1 ? 0 : Math.max(h.length, ...cells.map((c) => c[i]!.length))));
  const line = (c: string[]) => c.map((v, i) => (i === c.length - 1 ? v : left.has(i) ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(head), ...cells.map(line)].join('\n');
}
