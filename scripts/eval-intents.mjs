#!/usr/bin/env node
/**
 * `npm run eval:intents`: the built-in intent engine's peer evaluation against Home Assistant's
 * English intent tests (home-assistant/intents, CC BY 4.0 — data read at run time from
 * `../shared/peer-data/ha-intents-en.json`, attribution in test/core/conversation/builtin/peer-eval.ts).
 * Runs the floor test with PRINT_EVAL=1 so the whole table and every failure are printed.
 * `--dev` lists only the development split's failures.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', 'test/core/conversation/builtin/peer-eval.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PRINT_EVAL: process.argv.includes('--dev') ? 'dev' : '1' },
});
process.exit(result.status ?? 1);
