#!/usr/bin/env node
/**
 * `npm run eval:intents`: the built-in intent engine against Home Assistant's intent tests in every
 * language of the snapshot
 * (CC BY 4.0): the newer snapshot per file (`../shared/peer-data/intents/tests/en`, attribution in
 * test/core/conversation/builtin/intents-eval.ts) and the older one
 * (`../shared/peer-data/ha-intents-en.json`, attribution in peer-eval.ts). Data is read at run time.
 * Runs both tests with PRINT_EVAL=1 so the tables and every failure are printed; `--dev` lists only
 * the development half's failures.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(
  process.execPath,
  [vitest, 'run', 'test/core/conversation/builtin/intents-eval.test.ts', 'test/core/conversation/builtin/peer-eval.test.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PRINT_EVAL: process.argv.includes('--dev') ? 'dev' : '1',
      // `--lang de` (repeatable): only those languages.
      EVAL_LANGS: process.argv.flatMap((arg, i, all) => (all[i - 1] === '--lang' ? [arg] : [])).join(','),
    },
  },
);
process.exit(result.status ?? 1);
