/**
 * The row every benchmark returns (`bench/results.json`), and the statistics behind it.
 *
 * A time target is a ratio to a floor measured in the same run. The measured side and its floor
 * run interleaved ({@link sideBySide}, ABBA order); a sample is a block of a few back-to-back
 * pairs, each side's figure its fastest run in the block, so the sample's ratio compares the two
 * sides' own cost rather than whichever one the machine's other load held back. The row's `ratio`
 * is the median of the samples' ratios and `spread` their inter-quartile range, so a reader sees
 * how settled the figure was. A `ratio` row is met when that median is at most `target`.
 *
 * A few targets are budgets a person meets directly — a frame (16 ms), executor CPU per proposal
 * (100 µs), a memory ceiling (80 MB), a download (250 KB), an intent parse (1 ms) — so those rows
 * are `absolute`: met when the median is at most `target`, in `unit`; their ratio to a floor is
 * still reported beside them.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

export interface BenchRow {
  name: string;
  unit: string;
  /** Median of the measured samples, in `unit`. */
  median: number;
  p95: number;
  /** Median of the floor's samples, in `unit`. */
  baseline: number;
  /** Measured ÷ floor: the median of the samples' ratios (`ratio` rows), or median ÷ baseline (`absolute` rows). */
  ratio: number;
  /** [p25, p75] of the samples' ratios (`ratio` rows) or of each sample ÷ baseline (`absolute` rows). */
  spread: [number, number];
  /** How many samples (paired samples, for a `ratio` row). */
  samples: number;
  target_kind: 'ratio' | 'absolute';
  /** A multiple of the floor (`ratio`), or a bound in `unit` (`absolute`). */
  target: number;
  met: boolean;
  /**
   * For a row measured in process CPU time ({@link cpuRow}): the same runs' wall clock, beside
   * it, so a reader sees how much the machine's other load stretched them.
   */
  wall?: { median: number; p95: number };
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

/** Measured and floor samples taken side by side: `candidate[i]` ran right beside `floor[i]`. */
export interface Paired {
  floor: readonly number[];
  candidate: readonly number[];
}

/** A row whose target is `targetRatio` × the floor, judged on the median of the samples' ratios. */
export function ratioRow(name: string, unit: string, pairs: Paired, targetRatio: number): BenchRow {
  const n = Math.min(pairs.floor.length, pairs.candidate.length);
  if (n === 0) throw new Error(`${name}: no samples`);
  const ratios = Array.from({ length: n }, (_, i) => (pairs.floor[i]! > 0 ? pairs.candidate[i]! / pairs.floor[i]! : Number.POSITIVE_INFINITY));
  const ratio = median(ratios);
  return {
    name,
    unit,
    median: round(median(pairs.candidate)),
    p95: round(percentile(pairs.candidate, 95)),
    baseline: round(median(pairs.floor)),
    ratio: round(ratio),
    spread: [round(percentile(ratios, 25)), round(percentile(ratios, 75))],
    samples: n,
    target_kind: 'ratio',
    target: round(targetRatio),
    met: ratio <= targetRatio,
  };
}

/** A row with a bound in `unit`; the ratio to `baseline` (the floor's samples, or one figure) is reported beside it. */
export function absoluteRow(name: string, unit: string, samples: readonly number[], baseline: readonly number[] | number, target: number): BenchRow {
  if (samples.length === 0) throw new Error(`${name}: no samples`);
  const med = median(samples);
  const base = typeof baseline === 'number' ? baseline : median(baseline);
  const over = (value: number) => (base > 0 ? value / base : 0);
  return {
    name,
    unit,
    median: round(med),
    p95: round(percentile(samples, 95)),
    baseline: round(base),
    ratio: round(over(med)),
    spread: [round(over(percentile(samples, 25))), round(over(percentile(samples, 75)))],
    samples: samples.length,
    target_kind: 'absolute',
    target: round(target),
    met: med <= target,
  };
}

/** True when `value` has exactly the row shape `bench/results.json` promises. */
export function isBenchRow(value: unknown): value is BenchRow {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const numbers = ['median', 'p95', 'baseline', 'ratio', 'target', 'samples'] as const;
  const spread = r['spread'];
  return (
    typeof r['name'] === 'string' &&
    typeof r['unit'] === 'string' &&
    numbers.every((k) => typeof r[k] === 'number' && Number.isFinite(r[k])) &&
    Array.isArray(spread) &&
    spread.length === 2 &&
    spread.every((v) => typeof v === 'number' && Number.isFinite(v)) &&
    (r['target_kind'] === 'ratio' || r['target_kind'] === 'absolute') &&
    typeof r['met'] === 'boolean' &&
    (r['wall'] === undefined || isWall(r['wall']))
  );
}

function isWall(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const w = value as Record<string, unknown>;
  return typeof w['median'] === 'number' && Number.isFinite(w['median']) && typeof w['p95'] === 'number' && Number.isFinite(w['p95']);
}

/** The rows that missed their target; `npm run bench` fails when there is any. */
export function missedTargets(rows: readonly BenchRow[]): BenchRow[] {
  return rows.filter((r) => !r.met);
}

let collect: (() => void) | null | undefined;

/**
 * A full garbage collection, when it can be had without a command-line flag (V8's `gc` exposed
 * into a fresh context); a no-op otherwise. Use between timed runs, never inside one. The
 * Home Assistant benches don't: a forced collection shrinks the heap, and the next run then pays
 * to grow it again — and its concurrent sweeping lands inside the next timed run.
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
 * Runs `candidate` and `floor` alternately, `warmup` pairs unrecorded, then `runs` recorded
 * samples of each, index-aligned: `candidate[i]` and `floor[i]` ran side by side. Wall-clock
 * milliseconds.
 *
 * With `block` > 1, each sample is a block of that many back-to-back pairs, and each side's figure
 * for the block is its fastest run in it. On a shared machine a run can only be slowed, never sped
 * up, by the others' load: the fastest of a few adjacent runs is the one least disturbed, so the
 * block's ratio compares the two sides' own cost, where a single pair compares whichever of them
 * the scheduler happened to hold back (per-pair ratios of the 3 MB reads spread from 0.7× to 1.5×
 * at a load average of 9). Order alternates within and across blocks (ABBA), so drift falls on both
 * sides.
 *
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
  block = 1,
): Promise<{ floor: number[]; candidate: number[] }> {
  const out = { floor: [] as number[], candidate: [] as number[] };
  const time = async (fn: () => Promise<unknown>): Promise<number> => {
    if (settleMs > 0) await new Promise((r) => setTimeout(r, settleMs));
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };
  let turn = 0;
  const pair = async (): Promise<[number, number]> => {
    const floorFirst = turn++ % 2 === 0;
    const a = floorFirst ? await time(floor) : await time(candidate);
    const b = floorFirst ? await time(candidate) : await time(floor);
    return floorFirst ? [a, b] : [b, a];
  };
  for (let i = 0; i < warmup; i++) await pair();
  for (let i = 0; i < runs; i++) {
    let fastestFloor = Number.POSITIVE_INFINITY;
    let fastestCandidate = Number.POSITIVE_INFINITY;
    for (let j = 0; j < block; j++) {
      const [f, c] = await pair();
      fastestFloor = Math.min(fastestFloor, f);
      fastestCandidate = Math.min(fastestCandidate, c);
    }
    out.floor.push(fastestFloor);
    out.candidate.push(fastestCandidate);
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

/** One call's cost both ways: this process's CPU time (every thread, so garbage collection too) and wall clock, in ms. */
export interface CpuAndWall {
  cpu: number[];
  wall: number[];
}

/**
 * Calls `fn` once per input after `warmup` unrecorded calls (on the first inputs, cycled), timing
 * each call in process CPU time and in wall clock. For in-process CPU-bound work (building the
 * vocabulary index): on a loaded machine wall clock also measures everyone else's work — the
 * 5,000-name build measured 60–80 ms of CPU and 110–540 ms of wall clock at a load average of
 * 14 on 2 cores — where CPU time measures this code. No forced collection between calls: one
 * right before a timed call leaves its concurrent sweeping on that call's clock, and made the
 * same 5,000-name build read 45 or 72 ms of CPU depending on what ran before it; back to back,
 * each call's garbage is collected during the next, as it is in use.
 */
export async function cpuAndWallEach<T>(inputs: readonly T[], warmup: number, fn: (input: T) => unknown): Promise<CpuAndWall> {
  for (let i = 0; i < warmup && inputs.length > 0; i++) await fn(inputs[i % inputs.length]!);
  const out: CpuAndWall = { cpu: [], wall: [] };
  for (const input of inputs) {
    const before = process.cpuUsage();
    const start = performance.now();
    await fn(input);
    const wall = performance.now() - start;
    const used = process.cpuUsage(before);
    out.cpu.push((used.user + used.system) / 1000);
    out.wall.push(wall);
  }
  return out;
}

/**
 * An `absolute` row judged on the CPU-time median (unit `ms CPU`), with the wall-clock median and
 * p95 of the same runs beside it; `baseline` is the floor's CPU time.
 */
export function cpuRow(name: string, samples: CpuAndWall, baseline: CpuAndWall, target: number): BenchRow {
  return {
    ...absoluteRow(name, 'ms CPU', samples.cpu, baseline.cpu, target),
    wall: { median: round(median(samples.wall)), p95: round(percentile(samples.wall, 95)) },
  };
}
