/**
 * The row every benchmark returns (`bench/results.json`), and the statistics behind it. A row's
 * `target` is always in the row's `unit` and `met` is `median ≤ target`; a target stated as a ratio
 * of the baseline ("≤ 1.15× the floor") is turned into that unit (1.15 × baseline).
 */
import v8 from 'node:v8';
import vm from 'node:vm';

export interface BenchRow {
  name: string;
  unit: string;
  median: number;
  p95: number;
  baseline: number;
  ratio: number;
  target: number;
  met: boolean;
}

/** What every bench module exports: `run(opts)` resolving to its rows. */
export type BenchRun<O> = (opts: O) => Promise<BenchRow[]>;

/** Nearest-rank percentile of the values (sorted here; the input is not changed). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

const round = (value: number): number => (Number.isFinite(value) ? Number(value.toPrecision(4)) : 0);

/**
 * One row from raw samples. `target` is either an absolute value in `unit`, or `{ratio}`: at most
 * that multiple of the baseline's median.
 */
export function row(
  name: string,
  unit: string,
  samples: readonly number[],
  baselineSamples: readonly number[] | number,
  target: number | { ratio: number },
): BenchRow {
  const med = median(samples);
  const base = typeof baselineSamples === 'number' ? baselineSamples : median(baselineSamples);
  const limit = typeof target === 'number' ? target : target.ratio * base;
  return {
    name,
    unit,
    median: round(med),
    p95: round(percentile(samples, 95)),
    baseline: round(base),
    ratio: round(base > 0 ? med / base : 0),
    target: round(limit),
    met: med <= limit,
  };
}

/** True when `value` has exactly the row shape `bench/results.json` promises. */
export function isBenchRow(value: unknown): value is BenchRow {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const numbers = ['median', 'p95', 'baseline', 'ratio', 'target'] as const;
  return (
    typeof r['name'] === 'string' &&
    typeof r['unit'] === 'string' &&
    numbers.every((k) => typeof r[k] === 'number' && Number.isFinite(r[k])) &&
    typeof r['met'] === 'boolean'
  );
}

let collect: (() => void) | null | undefined;

/**
 * A full garbage collection, when it can be had without a command-line flag (V8's `gc` exposed
 * into a fresh context); a no-op otherwise. Use between timed runs, never inside one. The
 * Home Assistant benches don't: a forced collection shrinks the heap, and the next run then pays
 * to grow it again — ABBA ordering spreads garbage over both sides more fairly.
 */
export function collectGarbage(): void {
  if (collect === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      collect = vm.runInNewContext('gc') as () => void;
    } catch {
      collect = null;
    }
  }
  collect?.();
}

/**
 * Runs `candidate` and `floor` alternately (ABBA order, so drift falls on both sides), `warmup`
 * pairs unrecorded, then `runs` recorded pairs. Returns wall-clock milliseconds per run.
 * `settleMs` of idle time before each timed run lets the previous run's background work (garbage
 * collection here and in the fake Home Assistant's process) finish off the clock, whichever side
 * caused it — without it, a small candidate timed right after a 3 MB floor pays for the floor.
 */
export async function sideBySide(
  runs: number,
  warmup: number,
  floor: () => Promise<unknown>,
  candidate: () => Promise<unknown>,
  settleMs = 0,
): Promise<{ floor: number[]; candidate: number[] }> {
  const out = { floor: [] as number[], candidate: [] as number[] };
  const time = async (fn: () => Promise<unknown>): Promise<number> => {
    if (settleMs > 0) await new Promise((r) => setTimeout(r, settleMs));
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };
  for (let i = 0; i < warmup + runs; i++) {
    const floorFirst = i % 2 === 0;
    const a = floorFirst ? await time(floor) : await time(candidate);
    const b = floorFirst ? await time(candidate) : await time(floor);
    if (i < warmup) continue;
    out.floor.push(floorFirst ? a : b);
    out.candidate.push(floorFirst ? b : a);
  }
  return out;
}

/** Times `fn` `runs` times after `warmup` unrecorded calls; wall-clock milliseconds per call. */
export async function timeRuns(runs: number, warmup: number, fn: () => unknown): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Process CPU time per call of `fn`, in microseconds: `batches` batches of `batchSize` calls after
 * `warmup` unrecorded ones, one figure per batch. For in-process work with no I/O (the executor),
 * CPU time measures the code, where wall time on a shared machine also measures everyone else.
 * It counts every thread of the process, so garbage collection is included.
 */
export async function cpuMicrosPerCall(batches: number, batchSize: number, warmup: number, fn: () => unknown): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const perCall: number[] = [];
  for (let b = 0; b < batches; b++) {
    const before = process.cpuUsage();
    for (let i = 0; i < batchSize; i++) await fn();
    const used = process.cpuUsage(before);
    perCall.push((used.user + used.system) / batchSize);
  }
  return perCall;
}
