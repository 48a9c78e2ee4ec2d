#!/usr/bin/env node
/**
 * The security rules of DESIGN §1 and §6 are ESLint rules (scripts/lint/security-rules.mjs,
 * wired in eslint.config.js): no window option that weakens the renderer, no
 * `rejectUnauthorized` other than `true` outside `main/core/tls/tls-probe.ts` (DESIGN §8.4), no
 * NODE_TLS_REJECT_UNAUTHORIZED, windows made only by the window factory, raw IPC only in the
 * registry and the preload. (`electron` under main/core is a dependency rule,
 * .dependency-cruiser.cjs.)
 *
 * What a rule cannot check is its own reach: a rule says nothing about a file ESLint never
 * lints (an ignored path, an extension no config matches), about a file for which the config
 * switched it off, or where an inline comment may disable it. This script checks exactly that:
 * it runs the security rules alone (no type information, a few seconds) over the production
 * folders and fails on
 *
 *   - a source file there that ESLint does not lint (`not-linted`);
 *   - a linted file for which a security rule is not in force at error level (`security-rule-off`);
 *   - a linted file whose config lets comments change rules (`inline-config-allowed`), and any
 *     such comment found (`inline-config`);
 *   - a file that does not parse (`parse-error`);
 *
 * and reports the rules' own findings by their ids (`sandbox-false`, `window-outside-factory`, …).
 *
 *   node scripts/check-security.mjs [--root <dir>]   check a tree (default: this repository)
 *   node scripts/check-security.mjs --self-test      plant one violation and one gap of each kind
 *                                                    in a temp copy and prove each is caught
 *
 * Exit status: 0 clean, 1 violations, 2 usage error.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { IPC_MAIN_IMPORTERS, PRODUCTION_DIRS, SECURITY_RULES, TLS_PROBE, WINDOW_FACTORY } from './lint/security-rules.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG_FILE = path.join(repoRoot, 'eslint.config.js');
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
const SECURITY_RULE_IDS = new Set(['no-restricted-syntax', '@typescript-eslint/no-restricted-imports']);
const ERROR = 2;

function listSources(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && SOURCE_EXTENSIONS.has(path.extname(entry.name))) out.push(full);
    }
  };
  for (const dir of PRODUCTION_DIRS) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return out;
}

/** The rule id a security finding names: its message carries `[id]`. */
function securityRuleId(message) {
  return /\[([a-z-]+)\]/.exec(message.message)?.[1] ?? message.ruleId;
}

/** What must be in force for `relative` but is not, as rule ids. */
function missingRules(config, relative) {
  const missing = new Set();
  const [severity, ...entries] = config.rules?.['no-restricted-syntax'] ?? [0];
  const active = new Set(severity === ERROR ? entries.map((entry) => entry.selector) : []);
  for (const rule of SECURITY_RULES) {
    if (rule.allowedIn?.includes(relative)) continue;
    if (!rule.selectors.every((selector) => active.has(selector))) missing.add(rule.id);
  }
  const [importSeverity, importOptions] = config.rules?.['@typescript-eslint/no-restricted-imports'] ?? [0];
  const names = new Set(importSeverity === ERROR ? (importOptions?.paths ?? []).filter((p) => p.name === 'electron').flatMap((p) => p.importNames ?? []) : []);
  const expected = [
    ...(IPC_MAIN_IMPORTERS.includes(relative) ? [] : ['ipcMain']),
    ...(relative.startsWith('preload/') ? [] : ['ipcRenderer', 'contextBridge']),
  ];
  if (!expected.every((name) => names.has(name))) missing.add('raw-ipc-import');
  return [...missing];
}

/**
 * Every violation and every gap under `root`, as `{file, line, rule, message}`. `extraConfig`
 * (config objects appended after eslint.config.js) exists for the self-test, to stand for an
 * edit that weakens the config.
 */
export async function checkTree(root, extraConfig = []) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: CONFIG_FILE,
    // The security rules need no types: parse without building TypeScript programs.
    overrideConfig: [{ languageOptions: { parserOptions: { project: false, projectService: false } } }, ...extraConfig],
    ruleFilter: ({ ruleId }) => SECURITY_RULE_IDS.has(ruleId),
    errorOnUnmatchedPattern: false,
    warnIgnored: false,
  });
  const dirs = PRODUCTION_DIRS.filter((dir) => existsSync(path.join(root, dir)));
  const results = dirs.length > 0 ? await eslint.lintFiles(dirs) : [];
  const toRelative = (file) => path.relative(root, file).split(path.sep).join('/');
  const violations = [];
  const linted = new Set();
  for (const result of results) {
    const file = toRelative(result.filePath);
    linted.add(file);
    for (const message of result.messages) {
      if (message.fatal) violations.push({ file, line: message.line ?? 0, rule: 'parse-error', message: message.message });
      else if (message.ruleId === null) violations.push({ file, line: message.line ?? 0, rule: 'inline-config', message: message.message });
      else if (SECURITY_RULE_IDS.has(message.ruleId)) violations.push({ file, line: message.line, rule: securityRuleId(message), message: message.message });
    }
    const config = await eslint.calculateConfigForFile(result.filePath);
    if (config?.linterOptions?.noInlineConfig !== true) {
      violations.push({ file, line: 0, rule: 'inline-config-allowed', message: 'comments may change lint rules here: set linterOptions.noInlineConfig' });
    }
    const missing = missingRules(config ?? {}, file);
    if (missing.length > 0) {
      violations.push({ file, line: 0, rule: 'security-rule-off', message: `not in force at error level here: ${missing.join(', ')}` });
    }
  }
  for (const file of listSources(root).map(toRelative)) {
    if (!linted.has(file)) violations.push({ file, line: 0, rule: 'not-linted', message: 'ESLint does not lint this file, so no security rule reaches it' });
  }
  return violations;
}

/** One planted violation per rule and one gap of each kind, plus the allowed exceptions, checked in a temporary tree. */
export async function selfTest() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sc-check-security-'));
  const plant = (relative, text) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  };
  try {
    plant('main/electron/planted-sandbox.ts', 'export const options = { webPreferences: { sandbox: false } };\n');
    plant('main/electron/planted-sandbox-variable.ts', 'export const prefs = { sandbox: process.env.DEV === undefined };\n');
    plant('main/electron/planted-node.ts', "export const prefs = { 'nodeIntegration': true };\n");
    plant('main/electron/planted-worker.ts', 'export const prefs = { nodeIntegrationInWorker: true };\n');
    plant('main/electron/planted-subframes.ts', 'export const prefs = { nodeIntegrationInSubFrames: true };\n');
    plant('preload/planted-isolation.ts', 'export const prefs = {\n  contextIsolation : false,\n};\n');
    plant('renderer/planted-websecurity.tsx', 'export const prefs = { "webSecurity": false };\n');
    plant('main/electron/planted-assigned.ts', 'export function weaken(prefs: { webSecurity: boolean }) {\n  prefs.webSecurity = false;\n}\n');
    plant('main/electron/planted-insecure.ts', 'export const prefs = { allowRunningInsecureContent: true };\n');
    plant('main/electron/planted-webview.ts', 'export const prefs = { webviewTag: true };\n');
    plant('main/electron/planted-experimental.ts', 'export const prefs = { experimentalFeatures: true };\n');
    plant('main/core/ha/planted-tls.ts', 'export const options = { connect: { rejectUnauthorized: false } };\n');
    plant('main/core/planted-env.ts', "process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = '0';\n");
    plant('main/core/planted-env-template.ts', 'export const line = `NODE_TLS_REJECT_UNAUTHORIZED=${0}`;\n');
    plant('main/electron/planted-window.ts', "import { BrowserWindow } from 'electron';\nexport const w = new BrowserWindow({});\n");
    plant(
      'main/electron/planted-ipc-call.ts',
      "export function listen(ipcMain: { on(c: string, f: () => void): void }) {\n  ipcMain.on('x', () => undefined);\n}\n",
    );
    plant('main/electron/planted-ipc-import.ts', "import { ipcRenderer } from 'electron';\nexport { ipcRenderer };\n");
    plant('main/electron/planted-disable.ts', '// eslint-disable-next-line no-restricted-syntax\nexport const prefs = { sandbox: false };\n');
    plant('renderer/planted-jsx.jsx', 'export const prefs = { sandbox: false };\n');
    plant('renderer/planted-ignored.ts', 'export const ignored = true;\n');
    plant('main/electron/planted-rule-off.ts', 'export const off = true;\n');
    plant('preload/planted-inline-allowed.ts', 'export const allowed = true;\n');
    // Allowed: the TLS probe, the window factory, the registry, the wiring, the preload, and prose in comments.
    plant(TLS_PROBE, "import { connect } from 'node:tls';\nexport const socket = connect({ host: 'h', port: 1, rejectUnauthorized: false });\n");
    plant(WINDOW_FACTORY, "import { BrowserWindow } from 'electron';\nexport const w = new BrowserWindow({ webPreferences: { sandbox: true } });\n");
    plant(
      'main/electron/ipc-registry.ts',
      "export function register(ipcMain: { handle(c: string, f: () => void): void }) {\n  ipcMain.handle('x', () => undefined);\n}\n",
    );
    plant('main/electron/shell.ts', "import { ipcMain } from 'electron';\nexport { ipcMain };\n");
    plant('preload/index.ts', "import { contextBridge, ipcRenderer } from 'electron';\ncontextBridge.exposeInMainWorld('x', { ipcRenderer });\n");
    plant(
      'main/electron/allowed.ts',
      "import { app, type IpcMain } from 'electron';\n// never use sandbox: false here\n/* nodeIntegration: true is what the template does */\nexport const prefs = { sandbox: true, rejectUnauthorizedCount: false };\nexport type T = IpcMain;\nexport { app };\n",
    );
    // Stands for an edit of eslint.config.js that opens a gap.
    const weakening = [
      { ignores: ['renderer/planted-ignored.ts'] },
      { files: ['main/electron/planted-rule-off.ts'], rules: { 'no-restricted-syntax': 'off' } },
      { files: ['preload/planted-inline-allowed.ts'], linterOptions: { noInlineConfig: false } },
    ];

    const found = await checkTree(root, weakening);
    const expected = [
      ['sandbox-false', 'main/electron/planted-sandbox.ts'],
      ['sandbox-false', 'main/electron/planted-sandbox-variable.ts'],
      ['node-integration-true', 'main/electron/planted-node.ts'],
      ['node-integration-in-worker-true', 'main/electron/planted-worker.ts'],
      ['node-integration-in-subframes-true', 'main/electron/planted-subframes.ts'],
      ['context-isolation-false', 'preload/planted-isolation.ts'],
      ['web-security-false', 'renderer/planted-websecurity.tsx'],
      ['web-security-false', 'main/electron/planted-assigned.ts'],
      ['insecure-content-true', 'main/electron/planted-insecure.ts'],
      ['webview-tag-true', 'main/electron/planted-webview.ts'],
      ['experimental-features-true', 'main/electron/planted-experimental.ts'],
      ['reject-unauthorized-false', 'main/core/ha/planted-tls.ts'],
      ['node-tls-reject-unauthorized', 'main/core/planted-env.ts'],
      ['node-tls-reject-unauthorized', 'main/core/planted-env-template.ts'],
      ['window-outside-factory', 'main/electron/planted-window.ts'],
      ['raw-ipc-main', 'main/electron/planted-ipc-call.ts'],
      ['raw-ipc-import', 'main/electron/planted-ipc-import.ts'],
      ['sandbox-false', 'main/electron/planted-disable.ts'],
      ['inline-config', 'main/electron/planted-disable.ts'],
      ['sandbox-false', 'renderer/planted-jsx.jsx'],
      ['not-linted', 'renderer/planted-ignored.ts'],
      ['security-rule-off', 'main/electron/planted-rule-off.ts'],
      ['inline-config-allowed', 'preload/planted-inline-allowed.ts'],
    ];
    const problems = [];
    for (const [rule, file] of expected) {
      if (!found.some((v) => v.rule === rule && v.file === file)) problems.push(`rule ${rule} did not catch ${file}`);
    }
    const allowed = [TLS_PROBE, WINDOW_FACTORY, 'main/electron/ipc-registry.ts', 'main/electron/shell.ts', 'preload/index.ts', 'main/electron/allowed.ts'];
    for (const v of found) {
      if (allowed.includes(v.file)) problems.push(`false positive: ${v.rule} in ${v.file}:${v.line}: ${v.message}`);
    }
    if (found.length !== expected.length) {
      problems.push(`expected ${expected.length} findings, found ${found.length}: ${found.map((v) => `${v.file}:${v.rule}`).join(', ')}`);
    }
    return { found, problems };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * The command line without the process: each output line goes to `print`, and `check` stands in
 * for {@link checkTree} (the tests hand in one that reuses a lint of the same tree). Returns the
 * exit status.
 */
export async function main(argv, { print = console.log, check = checkTree } = {}) {
  if (argv[0] === '--self-test' && argv.length === 1) {
    const { found, problems } = await selfTest();
    for (const problem of problems) print(`  FAIL ${problem}`);
    if (problems.length > 0) return 1;
    print(`check-security self-test: all ${found.length} planted violations caught, allowed cases pass`);
    return 0;
  }
  let root = repoRoot;
  if (argv[0] === '--root' && argv[1] !== undefined && argv.length === 2) root = path.resolve(argv[1]);
  else if (argv.length > 0) {
    console.error('usage: node scripts/check-security.mjs [--root <dir>] | --self-test');
    return 2;
  }
  const violations = await check(root);
  for (const v of violations) print(`${v.file}:${v.line}: ${v.rule}: ${v.message}`);
  if (violations.length > 0) {
    print(`check-security: ${violations.length} violation(s)`);
    return 1;
  }
  print('check-security: clean');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
