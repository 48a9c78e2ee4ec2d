#!/usr/bin/env node
/**
 * Runs npm scripts side by side, as many at once as the machine has cores, and fails if any
 * fails. `npm test` runs its static checks this way: tsc and ESLint each keep one core busy, so
 * one after the other they leave the second core idle for a minute and a half.
 *
 *   node scripts/side-by-side.mjs lint typecheck format:check deps
 *
 * Scripts start in the order given (longest first balances best). Each one's output is printed
 * whole when it ends, under its name, so two never interleave. Exit status: 0 when every script
 * passed, 1 otherwise, 2 on a usage error.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import process from 'node:process';

/** Runs `npm run --silent <name>`; resolves with its exit code and everything it printed. */
function runScript(name) {
  const started = performance.now();
  return new Promise((resolve) => {
    // A shell only on Windows, where npm is npm.cmd; the names come from this repository's scripts.
    const child = spawn('npm', ['run', '--silent', name], { shell: process.platform === 'win32', stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      resolve({ name, code: code ?? 1, signal, seconds: (performance.now() - started) / 1000, output: Buffer.concat(output).toString('utf8') });
    });
  });
}

async function main(names) {
  if (names.length === 0) {
    console.error('usage: node scripts/side-by-side.mjs <npm script>...');
    return 2;
  }
  const queue = [...names];
  const failed = [];
  const slot = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const result = await runScript(name);
      const outcome = result.code === 0 ? 'passed' : `FAILED (${result.signal ?? `exit ${result.code}`})`;
      process.stdout.write(`${result.output}${result.output === '' || result.output.endsWith('\n') ? '' : '\n'}`);
      console.log(`[${name}] ${outcome} in ${result.seconds.toFixed(1)} s`);
      if (result.code !== 0) failed.push(name);
    }
  };
  await Promise.all(Array.from({ length: Math.min(names.length, Math.max(1, availableParallelism())) }, slot));
  if (failed.length > 0) {
    console.log(`failed: ${failed.join(', ')}`);
    return 1;
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
