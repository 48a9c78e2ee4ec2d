#!/usr/bin/env node
/**
 * `npm run bench:real-ha`: bench/real-ha.bench.ts against a real Home Assistant core started by
 * ../shared/real-ha/run_ha.py. Where that Home Assistant is not installed it prints ONE line saying
 * so and exits 0 without claiming a figure, as `npm run test:real-ha` does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const home = process.env.REAL_HA_HOME ?? path.join(os.homedir(), '.cache', 'real-ha');
const runHa = path.join(process.env.REAL_HA_DIR ?? path.resolve(root, '..', 'shared', 'real-ha'), 'run_ha.py');

if (!existsSync(path.join(home, '.venv')) || !existsSync(runHa)) {
  console.log(`bench:real-ha skipped: no real Home Assistant here (${path.join(home, '.venv')} or ${runHa} is missing) — nothing was measured.`);
  process.exit(0);
}

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', '--config', 'bench/vitest.real-ha.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
