/**
 * `npm start`, from spawn to the "Open http://127.0.0.1:…" line it prints on stderr, in a fresh
 * clone of this tree (test/e2e/support/clone.ts), where Electron's binary is absent so it serves
 * the browser host:
 *
 * - first start: no `dist/` — it builds the node side and the renderer first. A bound, not a goal:
 *   ≤ 90 s catches a build that started doing far more than it should.
 * - second start: nothing changed since the first — it builds nothing (scripts/build/ensure-built.mjs).
 *   Target ≤ 3 s.
 *
 * Baseline of both: the built host CLI alone (`node dist/main/browser-host/cli.js`) to the same
 * line — what is left when nothing is built or checked. Each start gets its own data folder and
 * `PORT=0`; its whole process tree (npm, the shell, start.mjs, the host) is stopped after it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloneRepository, shellEnv, stopGroup } from '../test/e2e/support/clone.js';
import { absoluteRow, type BenchRow } from './lib/stats.js';

export interface StartBenchOptions {
  /** Samples of each row; 5 by default. */
  runs?: number;
}

const SECOND_TARGET_S = 3;
const FIRST_BOUND_S = 90;
/** A cold build of both sides on a busy two-core machine, with room to spare. */
const FIRST_DEADLINE_MS = 240_000;
const WARM_DEADLINE_MS = 60_000;
const OPEN_LINE = /Open http:\/\/127\.0\.0\.1:\d+\//;

/**
 * Seconds from spawning `command args` in `cwd` (with a new data folder, also passed to `args`) to
 * the Open line on its stderr. Stops its process group either way.
 */
async function timeToOpen(cwd: string, command: string, argsFor: (dataDir: string) => string[], deadlineMs: number): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-bench-start-'));
  const args = argsFor(dataDir);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: shellEnv({ SOVEREIGN_DATA_DIR: dataDir, PORT: '0', SOVEREIGN_MDNS_INTERFACE: '127.0.0.1' }),
  });
  let stderr = '';
  try {
    return await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no Open line within ${deadlineMs / 1000} s: ${stderr.slice(-2000)}`)), deadlineMs);
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
        if (!OPEN_LINE.test(stderr)) return;
        clearTimeout(timer);
        resolve((performance.now() - started) / 1000);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${command} ${args.join(' ')} exited (${code}) before the Open line: ${stderr.slice(-2000)}`));
      });
    });
  } finally {
    await stopGroup(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run({ runs = 5 }: StartBenchOptions = {}): Promise<BenchRow[]> {
  const clone = await cloneRepository('sovereign-bench-clone-');
  const first: number[] = [];
  const second: number[] = [];
  const floor: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      await rm(join(clone, 'dist'), { recursive: true, force: true });
      first.push(await timeToOpen(clone, 'npm', () => ['start'], FIRST_DEADLINE_MS));
      second.push(await timeToOpen(clone, 'npm', () => ['start'], WARM_DEADLINE_MS));
      const cli = join(clone, 'dist', 'main', 'browser-host', 'cli.js');
      const host = (dataDir: string) => [cli, '--data-dir', dataDir, '--port', '0', '--mdns-interface', '127.0.0.1'];
      floor.push(await timeToOpen(clone, process.execPath, host, WARM_DEADLINE_MS));
    }
  } finally {
    await rm(clone, { recursive: true, force: true });
  }
  const round = (values: number[]) => values.map((s) => Number(s.toFixed(3)));
  return [
    absoluteRow(
      `npm start, first start (no dist/: builds node side + renderer) to the Open line (bound ≤ ${FIRST_BOUND_S} s)`,
      's',
      round(first),
      round(floor),
      FIRST_BOUND_S,
    ),
    absoluteRow(
      `npm start, second start (nothing changed: builds nothing) to the Open line (target ≤ ${SECOND_TARGET_S} s)`,
      's',
      round(second),
      round(floor),
      SECOND_TARGET_S,
    ),
  ];
}
