#!/usr/bin/env node
/**
 * `npm test`: every check and every suite, in two lanes that run side by side, then the browser.
 *
 *   checks: typecheck → lint → format → layer rules → build of what e2e serves   (one core each)
 *   tests:  node and renderer suites, with the environment matrix (one vitest run, two workers)
 *   then:   e2e in Chromium, alone (one browser and one host at a time keep its timings honest)
 *
 * The two lanes are single-threaded work on a two-core machine, so side by side they take the time
 * of the longer one. Every step runs to the end even after another failed (one run shows every
 * problem); the exit code is non-zero if any step failed. Output streams live, each line prefixed
 * with its lane; the end prints each step's wall time and one closing line of test counts.
 *
 *   node scripts/test-all.mjs            the whole run (what CI runs)
 *   node scripts/test-all.mjs --no-e2e   the two lanes only
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'dist', 'test-results');
const withE2e = !process.argv.includes('--no-e2e');

/** A vitest run that also writes its counts (the json reporter) for the closing line. */
function vitest(name, args) {
  return {
    name,
    command: 'npx',
    args: ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, `${name}.json`)}`],
    counts: name,
  };
}

const LANES = {
  checks: [
    { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    { name: 'format', command: 'npm', args: ['run', '--silent', 'format:check'] },
    { name: 'deps', command: 'npm', args: ['run', '--silent', 'deps'] },
    // What the e2e suite serves, built while the other lane still tests (its own setup then skips it).
    { name: 'build', command: 'node', args: ['scripts/build/ensure-built.mjs', 'node', 'renderer'] },
  ],
  // The node projects, the renderer units and the environment matrix, in one pool (vitest.config.ts).
  tests: [vitest('unit', [])],
};
const LAST = [vitest('e2e', ['--config', 'vitest.e2e.config.ts'])];

const timings = [];

function run(lane, step) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    process.stdout.write(`[${lane}] ▶ ${step.name}\n`);
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env.FORCE_COLOR === undefined ? { ...process.env, NO_COLOR: '1' } : process.env,
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${lane}] ${line}\n`));
    }
    child.on('close', (code, signal) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const ok = code === 0;
      timings.push({ lane, name: step.name, seconds, ok });
      process.stdout.write(`[${lane}] ${ok ? '✓' : '✗'} ${step.name} ${seconds.toFixed(1)} s${ok ? '' : ` (exit ${code ?? signal})`}\n`);
      resolve(ok);
    });
  });
}

async function lane(name, steps) {
  let ok = true;
  for (const step of steps) ok = (await run(name, step)) && ok;
  return ok;
}

function counts(name) {
  try {
    const report = JSON.parse(readFileSync(join(results, `${name}.json`), 'utf8'));
    return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) };
  } catch {
    return null;
  }
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const started = process.hrtime.bigint();
const lanes = await Promise.all(Object.entries(LANES).map(([name, steps]) => lane(name, steps)));
let ok = lanes.every(Boolean);
if (withE2e) ok = (await lane('e2e', LAST)) && ok;
const total = Number(process.hrtime.bigint() - started) / 1e9;

process.stdout.write('\nstep        lane     wall\n');
for (const t of timings) process.stdout.write(`${t.name.padEnd(11)} ${t.lane.padEnd(8)} ${t.seconds.toFixed(1).padStart(6)} s ${t.ok ? '✓' : '✗'}\n`);
process.stdout.write(`${'all'.padEnd(11)} ${''.padEnd(8)} ${total.toFixed(1).padStart(6)} s\n\n`);

const suites = [...LANES.tests, ...(withE2e ? LAST : [])].map((s) => counts(s.counts));
const missing = suites.some((c) => c === null);
const sum = suites.reduce((a, c) => ({ passed: a.passed + (c?.passed ?? 0), failed: a.failed + (c?.failed ?? 0), skipped: a.skipped + (c?.skipped ?? 0) }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
// A suite that wrote no report did not run to its end: that is a failure, whatever else passed.
if (missing) ok = false;
process.stdout.write(`tests: ${sum.passed} passed, ${sum.failed + (missing ? 1 : 0)} failed, ${sum.skipped} skipped\n`);
process.exit(ok ? 0 : 1);
