/**
 * The layer table of DESIGN §1 and the rule against import cycles, as .dependency-cruiser.cjs
 * enforces them (`npm run deps`): one planted violation of each rule, in a temporary tree beside the
 * repository's node_modules, fails with that rule's name; the allowed imports beside them pass. The
 * tree is never touched.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
const CONFIG = path.join(repo, '.dependency-cruiser.cjs');
const run = promisify(execFile);

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

/** Each planted file, what it imports, and the one rule it must break (null: allowed). */
const PLANTED: Array<[file: string, text: string, rule: string | null]> = [
  // Targets the planted imports point at.
  ['main/core/planted-core-target.ts', 'export const x = 1;\n', null],
  ['main/electron/planted-shell-target.ts', 'export const x = 1;\n', null],
  ['main/browser-host/planted-host-target.ts', 'export const x = 1;\n', null],
  ['preload/planted-preload-target.ts', 'export type Api = { x: number };\n', null],
  ['common/schemas/planted.ts', "import { z } from 'zod';\nexport const s = z.string();\n", null],
  ['common/planted-schemas.ts', "import { z } from 'zod';\nexport const t = z.number();\n", null],
  ['common/planted-id-schema.ts', "import { z } from 'zod';\nexport const u = z.boolean();\n", null],
  ['common/planted/schemas.ts', "import { z } from 'zod';\nexport const v = z.null();\n", null],

  // common/: zod only, and only in the schema modules.
  ['common/planted-node.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n", 'common-imports-only-zod'],
  ['common/planted-main.ts', "import { x } from '../main/core/planted-core-target.js';\nexport const y = x;\n", 'common-imports-only-zod'],
  ['common/planted-channels.ts', "import { z } from 'zod';\nexport const s = z.string();\n", 'common-zod-only-in-schemas'],
  ['common/planted-table.ts', "import { s } from './schemas/planted.js';\nexport const t = s;\n", 'common-schemas-only-from-schemas'],
  ['common/planted-types.ts', "import type { z } from 'zod';\nimport type { s } from './schemas/planted.js';\nexport type S = z.infer<typeof s>;\n", null],

  // main/core: never electron, in any form; only its allowlist.
  ['main/core/planted-electron.ts', "import { app } from 'electron';\nexport const a = app;\n", 'core-not-electron'],
  ['main/core/planted-electron-type.ts', "import type { SafeStorage } from 'electron';\nexport type S = SafeStorage;\n", 'core-not-electron'],
  ['main/core/planted-electron-dynamic.ts', "export const load = () => import('electron');\n", 'core-not-electron'],
  ['main/core/planted-electron-require.cjs', "const { safeStorage } = require('electron');\nmodule.exports = { safeStorage };\n", 'core-not-electron'],
  ['main/core/planted-react.ts', "import { useState } from 'react';\nexport const u = useState;\n", 'core-imports-allowed'],
  ['main/core/planted-shell.ts', "import { x } from '../electron/planted-shell-target.js';\nexport const y = x;\n", 'core-imports-allowed'],
  [
    'main/core/planted-allowed.ts',
    "import { createHash } from 'node:crypto';\nimport { Agent } from 'undici';\nimport { z } from 'zod';\nimport { s } from '../../common/schemas/planted.js';\nexport const all = [createHash, Agent, z, s];\n",
    null,
  ],

  // main/electron and main/browser-host.
  ['main/electron/planted-host.ts', "import { x } from '../browser-host/planted-host-target.js';\nexport const y = x;\n", 'electron-shell-imports-allowed'],
  [
    'main/electron/planted-allowed.ts',
    "import { app } from 'electron';\nimport { x } from '../core/planted-core-target.js';\nexport const all = [app, x];\n",
    null,
  ],
  ['main/browser-host/planted-electron.ts', "import { app } from 'electron';\nexport const a = app;\n", 'browser-host-imports-allowed'],

  // preload/: electron and common/ only; no zod at runtime.
  ['preload/planted-node.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n", 'preload-imports-only-electron-and-common'],
  ['preload/planted-zod.ts', "import { z } from 'zod';\nexport const s = z.string();\n", 'windows-load-no-zod'],
  [
    'preload/planted-allowed.ts',
    "import { ipcRenderer } from 'electron';\nimport type { S } from '../common/planted-types.js';\nexport const all = [ipcRenderer];\nexport type T = S;\n",
    null,
  ],

  // renderer/: never main/ or preload/, not even a type; no Node; no zod at runtime.
  ['renderer/planted-main.ts', "import { x } from '../main/core/planted-core-target.js';\nexport const y = x;\n", 'renderer-not-main'],
  ['renderer/planted-preload.ts', "import type { Api } from '../preload/planted-preload-target.js';\nexport type A = Api;\n", 'renderer-not-preload'],
  ['renderer/planted-node.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n", 'renderer-imports-allowed'],
  ['renderer/planted-zod.ts', "import { z } from 'zod';\nexport const s = z.string();\n", 'windows-load-no-zod'],
  ['renderer/planted-schemas.ts', "import { s } from '../common/schemas/planted.js';\nexport const t = s;\n", 'windows-load-no-zod'],
  [
    'renderer/planted-allowed.tsx',
    "import { useState } from 'react';\nimport { create } from 'zustand';\nimport type { ZodType } from 'zod';\nimport type { s } from '../common/schemas/planted.js';\nimport type { S } from '../common/planted-types.js';\nexport const all = [useState, create];\nexport type T = [ZodType, typeof s, S];\n",
    null,
  ],

  // Anywhere: a module that reaches itself, here back through a type-only import. dependency-cruiser
  // reports a cycle once, from its first module, so the other one is not listed again.
  ['main/core/planted-circle-a.ts', "import { b } from './planted-circle-b.js';\nexport const a = () => b;\n", 'no-circular'],
  ['main/core/planted-circle-b.ts', "import type { a } from './planted-circle-a.js';\nexport const b = 1;\nexport type A = typeof a;\n", null],

  // Anywhere: an import that resolves to nothing.
  ['main/core/planted-missing.ts', "import { x } from './planted-nothing-here.js';\nexport const y = x;\n", 'no-unresolvable'],
];

let root: string;
let violations: Violation[];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sc-dependency-rules-'));
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  // The repository's rules, with the symlinked node_modules kept as `node_modules/…` and no cache
  // (the cache folder would be the repository's own).
  writeFileSync(
    path.join(root, '.dependency-cruiser.cjs'),
    `const base = require(${JSON.stringify(CONFIG)});\nmodule.exports = { ...base, options: { ...base.options, preserveSymlinks: true, cache: false } };\n`,
  );
  for (const [file, text] of PLANTED) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const cli = path.join(repo, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  // Exit status is the number of errors; the JSON report is what is read.
  const output = await run(process.execPath, [cli, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'common', 'main', 'preload', 'renderer'], {
    cwd: root,
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  violations = (JSON.parse(output.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}, 180_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('DESIGN §1 "may import", as dependency rules', () => {
  it.each(PLANTED.filter(([, , rule]) => rule !== null).map(([file, , rule]) => [file, rule]))('%s fails with %s', (file, rule) => {
    expect(violations.filter((v) => v.from === file).map((v) => v.rule.name)).toEqual([rule]);
  });

  it('the allowed imports beside them pass', () => {
    const allowed = new Set(PLANTED.filter(([, , rule]) => rule === null).map(([file]) => file));
    expect(violations.filter((v) => allowed.has(v.from))).toEqual([]);
  });

  it('every rule of .dependency-cruiser.cjs has a planted violation, and every one is an error', () => {
    const config = createRequire(import.meta.url)(CONFIG) as { forbidden: Array<{ name: string; severity: string }> };
    const planted = new Set(PLANTED.map(([, , rule]) => rule));
    expect(config.forbidden.map((rule) => rule.name).filter((name) => !planted.has(name))).toEqual([]);
    expect(config.forbidden.filter((rule) => rule.severity !== 'error')).toEqual([]);
  });
});
