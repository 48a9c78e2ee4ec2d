#!/usr/bin/env node
/**
 * The long run of the trust fuzzer (docs/architecture.md §5a):
 * `node scripts/trust-fuzz.mjs [--steps 10000] [--minutes 15] [--seed n]`. Runs test/hardening/trust-fuzz.test.ts with a larger
 * budget; the run stops at the step count or the time bound, whichever comes first, and prints
 * cases, steps and violations. Exit code 0 only with zero violations.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { steps: { type: 'string', default: '10000' }, minutes: { type: 'string', default: '15' }, seed: { type: 'string' } },
});
const env = {
  ...process.env,
  TRUST_FUZZ_STEPS: values.steps,
  TRUST_FUZZ_MINUTES: values.minutes,
  ...(values.seed !== undefined ? { TRUST_FUZZ_SEED: values.seed } : {}),
  FORCE_COLOR: '0',
  NO_COLOR: '1',
};
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'node-slow', 'test/hardening/trust-fuzz.test.ts'], {
  cwd: root,
  env,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const output = `${result.stdout}\n${result.stderr}`;
const line = output.match(/\[hardening\] trust fuzz:[^\n]*/)?.[0] ?? '(no report line)';
console.log(line);
console.log(`wall time ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (result.status !== 0)
  console.log(
    output
      .split('\n')
      .filter((l) => l.includes('seed ') && l.includes(':'))
      .slice(0, 60)
      .join('\n'),
  );
process.exit(result.status ?? 1);
