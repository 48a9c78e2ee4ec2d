/**
 * The security habits folded into ESLint (scripts/lint/security-rules.mjs, wired in
 * eslint.config.js): each planted violation, linted as if it sat at a production path, fails
 * with its rule and id; the one file each rule exempts passes; comments cannot switch the rules
 * off in production code. Linted from text, so nothing is written into the tree. That the rules
 * reach every production file is scripts/check-security.mjs's job (test/electron/security-scripts.test.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');

/** The syntax rules under test need no types: lint without building TypeScript programs. */
const RULES = new Set(['no-restricted-syntax', '@typescript-eslint/no-restricted-imports', '@typescript-eslint/no-import-type-side-effects']);
const eslint = new ESLint({
  cwd: repo,
  overrideConfig: [{ languageOptions: { parserOptions: { project: false, projectService: false } } }],
  ruleFilter: ({ ruleId }) => RULES.has(ruleId),
});

interface Finding {
  rule: string | null;
  id: string | null;
}

async function lint(file: string, text: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(repo, file) });
  return result!.messages.map((m) => ({ rule: m.ruleId, id: /\[([a-z-]+)\]/.exec(m.message)?.[1] ?? null }));
}

const SYNTAX = 'no-restricted-syntax';
const IMPORTS = '@typescript-eslint/no-restricted-imports';

/** [where, code, rule, id]: one violation of each rule. */
const VIOLATIONS: Array<[file: string, text: string, rule: string, id: string]> = [
  ['main/electron/planted.ts', 'export const w = { webPreferences: { sandbox: false } };\n', SYNTAX, 'sandbox-false'],
  ['main/electron/planted.ts', 'export const w = { sandbox: process.env.DEV === undefined };\n', SYNTAX, 'sandbox-false'],
  ['main/electron/planted.ts', "export const w = { 'nodeIntegration': true };\n", SYNTAX, 'node-integration-true'],
  ['main/electron/planted.ts', 'export const w = { nodeIntegrationInWorker: true };\n', SYNTAX, 'node-integration-in-worker-true'],
  ['main/electron/planted.ts', 'export const w = { nodeIntegrationInSubFrames: true };\n', SYNTAX, 'node-integration-in-subframes-true'],
  ['preload/planted.ts', 'export const w = { contextIsolation: false };\n', SYNTAX, 'context-isolation-false'],
  ['renderer/planted.tsx', 'export function f(w: { webSecurity: boolean }) {\n  w.webSecurity = false;\n}\n', SYNTAX, 'web-security-false'],
  ['main/electron/planted.ts', 'export const w = { allowRunningInsecureContent: true };\n', SYNTAX, 'insecure-content-true'],
  ['main/electron/planted.ts', 'export const w = { webviewTag: true };\n', SYNTAX, 'webview-tag-true'],
  ['main/electron/planted.ts', 'export const w = { experimentalFeatures: true };\n', SYNTAX, 'experimental-features-true'],
  ['main/core/ha/planted.ts', 'export const a = { connect: { rejectUnauthorized: false } };\n', SYNTAX, 'reject-unauthorized-false'],
  ['common/planted.ts', "process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = '0';\n", SYNTAX, 'node-tls-reject-unauthorized'],
  ['main/core/planted.ts', 'process.env.NODE_TLS_REJECT_UNAUTHORIZED = `0`;\n', SYNTAX, 'node-tls-reject-unauthorized'],
  ['main/electron/planted.ts', "import { BrowserWindow } from 'electron';\nexport const w = new BrowserWindow({});\n", SYNTAX, 'window-outside-factory'],
  [
    'main/electron/planted.ts',
    "import * as electron from 'electron/main';\nexport const v = new electron.WebContentsView();\n",
    SYNTAX,
    'window-outside-factory',
  ],
  [
    'main/electron/planted.ts',
    "export function f(ipcMain: { on(c: string, l: () => void): void }) {\n  ipcMain.on('x', () => undefined);\n}\n",
    SYNTAX,
    'raw-ipc-main',
  ],
  ['main/electron/planted.ts', "import { ipcMain } from 'electron';\nexport const i = ipcMain;\n", IMPORTS, 'raw-ipc-import'],
  ['main/core/planted.ts', "import { ipcRenderer } from 'electron';\nexport const i = ipcRenderer;\n", IMPORTS, 'raw-ipc-import'],
  ['renderer/planted.ts', "import { contextBridge } from 'electron';\nexport const c = contextBridge;\n", IMPORTS, 'raw-ipc-import'],
  ['main/electron/planted.ts', "import * as electron from 'electron';\nexport const e = electron;\n", IMPORTS, 'raw-ipc-import'],
];

/** [where, code]: the deliberate exceptions and look-alikes, which pass. */
const ALLOWED: Array<[file: string, text: string]> = [
  ['main/core/tls/tls-probe.ts', "import { connect } from 'node:tls';\nexport const s = connect({ host: 'h', port: 1, rejectUnauthorized: false });\n"],
  [
    'main/electron/window-factory.ts',
    "import { BrowserWindow } from 'electron';\nexport const w = new BrowserWindow({ webPreferences: { sandbox: true, nodeIntegration: false } });\n",
  ],
  ['main/electron/ipc-registry.ts', "export function f(ipcMain: { handle(c: string, l: () => void): void }) {\n  ipcMain.handle('x', () => undefined);\n}\n"],
  ['main/electron/shell.ts', "import { ipcMain } from 'electron';\nexport const i = ipcMain;\n"],
  ['preload/index.ts', "import { contextBridge, ipcRenderer } from 'electron';\ncontextBridge.exposeInMainWorld('x', { ipcRenderer });\n"],
  [
    'main/electron/planted.ts',
    "import { app, type IpcMain } from 'electron';\n// never sandbox: false\nexport const w = { sandbox: true, rejectUnauthorizedCount: false };\nexport type T = IpcMain;\nexport { app };\n",
  ],
  // Tests and scripts may name the patterns on purpose.
  ['test/electron/planted.test.ts', 'export const w = { sandbox: false };\n'],
];

describe('the security rules, folded into ESLint', () => {
  it.each(VIOLATIONS.map(([file, text, rule, id]) => [id, file, text, rule]))('%s: caught in %s', async (id, file, text, rule) => {
    expect(await lint(file, text)).toEqual([{ rule, id }]);
  });

  it.each(ALLOWED)('allowed in %s', async (file, text) => {
    expect(await lint(file, text)).toEqual([]);
  });

  it('every rule of security-rules.mjs has a planted violation', async () => {
    const { SECURITY_RULES } = (await import(pathToFileURL(path.join(repo, 'scripts', 'lint', 'security-rules.mjs')).href)) as {
      SECURITY_RULES: Array<{ id: string }>;
    };
    const planted = new Set(VIOLATIONS.map(([, , , id]) => id));
    expect([...SECURITY_RULES.map((rule) => rule.id), 'raw-ipc-import'].filter((id) => !planted.has(id))).toEqual([]);
  });

  it('a comment in production code cannot switch a rule off, and saying so fails the lint', async () => {
    const findings = await lint('main/electron/planted.ts', '// eslint-disable-next-line no-restricted-syntax\nexport const w = { sandbox: false };\n');
    expect(findings).toEqual(
      expect.arrayContaining([
        { rule: SYNTAX, id: 'sandbox-false' },
        { rule: null, id: null },
      ]),
    );
  });

  it('`import { type A }` from a module is refused: it still loads the module (zod in a window)', async () => {
    expect(await lint('common/planted.ts', "import { type ZodType } from 'zod';\nexport type T = ZodType;\n")).toEqual([
      { rule: '@typescript-eslint/no-import-type-side-effects', id: null },
    ]);
  });
});

describe('type-checked lint reaches every folder', () => {
  let configs: Record<string, { rules?: Record<string, unknown[]>; languageOptions?: { parserOptions?: { project?: unknown } } } | undefined>;
  const SAMPLES = [
    'common/codes.ts',
    'main/core/clock.ts',
    'main/electron/main.ts',
    'main/browser-host/cli.ts',
    'preload/index.ts',
    'renderer/chat/ChatApp.tsx',
    'test/core/harness.ts',
    'bench/run-all.ts',
    'scripts/demo.ts',
  ];

  beforeAll(async () => {
    const real = new ESLint({ cwd: repo });
    configs = Object.fromEntries(await Promise.all(SAMPLES.map(async (file) => [file, (await real.calculateConfigForFile(path.join(repo, file))) as never])));
  });

  it.each(SAMPLES)('%s: linted with its TypeScript project and the type-checked rules at error level', (file) => {
    const config = configs[file];
    expect(config?.languageOptions?.parserOptions?.project).toBeTruthy();
    expect(config?.rules?.['@typescript-eslint/no-floating-promises']?.[0]).toBe(2);
    expect(config?.rules?.['@typescript-eslint/no-misused-promises']?.[0]).toBe(2);
    // Tests and benchmarks read real servers' JSON as `any` (see eslint.config.js); production code may not.
    expect(config?.rules?.['@typescript-eslint/no-unsafe-assignment']?.[0]).toBe(/^(test|bench)\//.test(file) ? 0 : 2);
  });

  it('the UI is linted with the Rules of React and jsx-a11y', () => {
    const rules = configs['renderer/chat/ChatApp.tsx']?.rules ?? {};
    expect(rules['react-hooks/rules-of-hooks']?.[0]).toBe(2);
    expect(rules['react-hooks/exhaustive-deps']?.[0]).toBe(2);
    expect(rules['jsx-a11y/alt-text']?.[0]).toBe(2);
  });
});
