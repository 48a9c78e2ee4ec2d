#!/usr/bin/env node
/**
 * Source checks for the rules DESIGN §1 and §6 state in words:
 *
 *   - no window option that weakens the renderer (`sandbox: false`, `nodeIntegration: true`,
 *     `contextIsolation: false`, `webSecurity: false`, and their relatives);
 *   - no `rejectUnauthorized: false` and no NODE_TLS_REJECT_UNAUTHORIZED, except in the one
 *     module allowed to complete a handshake without chain validation to *show* a certificate
 *     (`main/core/tls/tls-probe.ts`, DESIGN §8.4);
 *   - no `electron` import of any kind under `main/core` (the core runs, and is tested, in Node).
 *
 *   node scripts/check-security.mjs [--root <dir>]   check a tree (default: this repository)
 *   node scripts/check-security.mjs --self-test      plant one violation per rule in a temp copy
 *                                                    and prove each is caught
 *
 * Comments are ignored (TypeScript's scanner strips them), so prose may name the options.
 * Exit status: 0 clean, 1 violations, 2 usage error.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ts = createRequire(path.join(repoRoot, 'package.json'))('typescript');

/** Production source folders; tests and scripts may name the patterns on purpose. */
const SCANNED_DIRS = ['main', 'preload', 'renderer', 'common'];
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
const TLS_PROBE = 'main/core/tls/tls-probe.ts';

/** `key: value` in an object literal, quoted or not. */
const option = (key, value) => new RegExp(`(?:^|[^\\w$])["']?${key}["']?\\s*:\\s*${value}(?![\\w$])`);

export const RULES = [
  { id: 'sandbox-false', pattern: option('sandbox', 'false'), message: 'sandbox: false — every window is sandboxed' },
  { id: 'node-integration-true', pattern: option('nodeIntegration', 'true'), message: 'nodeIntegration: true — renderers never get Node' },
  { id: 'node-integration-in-worker-true', pattern: option('nodeIntegrationInWorker', 'true'), message: 'nodeIntegrationInWorker: true' },
  { id: 'node-integration-in-subframes-true', pattern: option('nodeIntegrationInSubFrames', 'true'), message: 'nodeIntegrationInSubFrames: true' },
  { id: 'context-isolation-false', pattern: option('contextIsolation', 'false'), message: 'contextIsolation: false — the preload runs isolated' },
  { id: 'web-security-false', pattern: option('webSecurity', 'false'), message: 'webSecurity: false' },
  { id: 'insecure-content-true', pattern: option('allowRunningInsecureContent', 'true'), message: 'allowRunningInsecureContent: true' },
  { id: 'webview-tag-true', pattern: option('webviewTag', 'true'), message: 'webviewTag: true' },
  {
    id: 'reject-unauthorized-false',
    pattern: option('rejectUnauthorized', 'false'),
    message: `rejectUnauthorized: false — only ${TLS_PROBE} may skip chain validation (DESIGN §8.4)`,
    allowedIn: [TLS_PROBE],
  },
  { id: 'node-tls-reject-unauthorized', pattern: /NODE_TLS_REJECT_UNAUTHORIZED/, message: 'NODE_TLS_REJECT_UNAUTHORIZED turns verification off process-wide' },
  {
    id: 'electron-in-core',
    pattern: /(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(\s*|\bimport\s+)["']electron(?:\/[^"']*)?["']/,
    message: 'electron imported under main/core — the core never depends on Electron (DESIGN §1)',
    onlyUnder: 'main/core/',
  },
];

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
  for (const dir of SCANNED_DIRS) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return out;
}

/** Tokens after which `/` divides; anywhere else it starts a regular expression. */
const ENDS_EXPRESSION = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
]);

/**
 * The source with every comment replaced by spaces (newlines kept, so line numbers hold).
 * Template literals and regular expressions are rescanned, so a `//` or `/*` inside them is
 * not taken for a comment.
 */
function withoutComments(text, fileName) {
  const variant = /\.(tsx|jsx)$/.test(fileName) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const braces = [];
  let previous = ts.SyntaxKind.Unknown;
  let out = '';
  let last = 0;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
      const start = scanner.getTokenStart();
      const end = scanner.getTextPos();
      out += text.slice(last, start) + text.slice(start, end).replace(/[^\n]/g, ' ');
      last = end;
      continue;
    }
    if (token === ts.SyntaxKind.WhitespaceTrivia || token === ts.SyntaxKind.NewLineTrivia) continue;
    if ((token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) && !ENDS_EXPRESSION.has(previous)) {
      token = scanner.reScanSlashToken();
    } else if (token === ts.SyntaxKind.TemplateHead || token === ts.SyntaxKind.OpenBraceToken || token === ts.SyntaxKind.DollarBraceToken) {
      braces.push(token === ts.SyntaxKind.TemplateHead ? 'template' : 'brace');
    } else if (token === ts.SyntaxKind.CloseBraceToken && braces.pop() === 'template') {
      token = scanner.reScanTemplateToken(false);
      if (token === ts.SyntaxKind.TemplateMiddle) braces.push('template');
    }
    previous = token;
  }
  return out + text.slice(last);
}

/** Every violation under `root`, as `{file, line, rule, message}`. */
export function checkTree(root) {
  const violations = [];
  for (const file of listSources(root)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const lines = withoutComments(readFileSync(file, 'utf8'), file).split('\n');
    for (const rule of RULES) {
      if (rule.onlyUnder && !relative.startsWith(rule.onlyUnder)) continue;
      if (rule.allowedIn?.includes(relative)) continue;
      lines.forEach((line, index) => {
        if (rule.pattern.test(line)) violations.push({ file: relative, line: index + 1, rule: rule.id, message: rule.message });
      });
    }
  }
  return violations;
}

/** One planted file per rule (and the allowed exception), checked in a temporary tree. */
export function selfTest() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sc-check-security-'));
  const plant = (relative, text) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  };
  try {
    plant('main/electron/planted-sandbox.ts', "new BrowserWindow({ webPreferences: { sandbox: false } });\n");
    plant('main/electron/planted-node.ts', "const prefs = { 'nodeIntegration': true };\n");
    plant('main/electron/planted-worker.ts', 'const prefs = { nodeIntegrationInWorker: true };\n');
    plant('main/electron/planted-subframes.ts', 'const prefs = { nodeIntegrationInSubFrames: true };\n');
    plant('preload/planted-isolation.ts', 'const prefs = {\n  contextIsolation : false,\n};\n');
    plant('renderer/planted-websecurity.tsx', 'const prefs = { "webSecurity": false };\n');
    plant('main/electron/planted-insecure.ts', 'const prefs = { allowRunningInsecureContent: true };\n');
    plant('main/electron/planted-webview.ts', 'const prefs = { webviewTag: true };\n');
    plant('main/core/ha/planted-tls.ts', 'const agent = new Agent({ connect: { rejectUnauthorized: false } });\n');
    plant('main/core/planted-env.ts', "process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';\n");
    plant('main/core/planted-electron.ts', "import { app } from 'electron';\n");
    plant('main/core/planted-electron-type.ts', "import type { SafeStorage } from 'electron';\n");
    plant('main/core/planted-electron-require.cjs', "const { safeStorage } = require('electron/main');\n");
    // Allowed: the TLS probe, Electron outside main/core, and prose in comments.
    plant(TLS_PROBE, 'socket = connect({ host, port, rejectUnauthorized: false });\n');
    plant('main/electron/allowed.ts', "import { app } from 'electron';\n// never use sandbox: false here\n/* nodeIntegration: true is what the template does */\nconst prefs = { sandbox: true, rejectUnauthorizedCount: false };\n");
    // A `/*` inside a template or a regex must not hide what follows it.
    plant('main/electron/planted-after-template.ts', "const a = `${x}/*`;\nconst r = /\\/*/;\nconst prefs = { webSecurity: false };\n");

    const found = checkTree(root);
    const expected = [
      ['sandbox-false', 'main/electron/planted-sandbox.ts'],
      ['node-integration-true', 'main/electron/planted-node.ts'],
      ['node-integration-in-worker-true', 'main/electron/planted-worker.ts'],
      ['node-integration-in-subframes-true', 'main/electron/planted-subframes.ts'],
      ['context-isolation-false', 'preload/planted-isolation.ts'],
      ['web-security-false', 'renderer/planted-websecurity.tsx'],
      ['web-security-false', 'main/electron/planted-after-template.ts'],
      ['insecure-content-true', 'main/electron/planted-insecure.ts'],
      ['webview-tag-true', 'main/electron/planted-webview.ts'],
      ['reject-unauthorized-false', 'main/core/ha/planted-tls.ts'],
      ['node-tls-reject-unauthorized', 'main/core/planted-env.ts'],
      ['electron-in-core', 'main/core/planted-electron.ts'],
      ['electron-in-core', 'main/core/planted-electron-type.ts'],
      ['electron-in-core', 'main/core/planted-electron-require.cjs'],
    ];
    const problems = [];
    for (const [rule, file] of expected) {
      if (!found.some((v) => v.rule === rule && v.file === file)) problems.push(`rule ${rule} did not catch ${file}`);
    }
    for (const v of found) {
      if (v.file === TLS_PROBE || v.file === 'main/electron/allowed.ts') problems.push(`false positive: ${v.rule} in ${v.file}:${v.line}`);
    }
    if (found.length !== expected.length) problems.push(`expected ${expected.length} violations, found ${found.length}`);
    return { found, problems };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function main(argv) {
  if (argv[0] === '--self-test' && argv.length === 1) {
    const { found, problems } = selfTest();
    for (const problem of problems) console.log(`  FAIL ${problem}`);
    if (problems.length > 0) return 1;
    console.log(`check-security self-test: all ${found.length} planted violations caught, allowed cases pass`);
    return 0;
  }
  let root = repoRoot;
  if (argv[0] === '--root' && argv[1] !== undefined && argv.length === 2) root = path.resolve(argv[1]);
  else if (argv.length > 0) {
    console.error('usage: node scripts/check-security.mjs [--root <dir>] | --self-test');
    return 2;
  }
  const violations = checkTree(root);
  for (const v of violations) console.log(`${v.file}:${v.line}: ${v.rule}: ${v.message}`);
  if (violations.length > 0) {
    console.log(`check-security: ${violations.length} violation(s)`);
    return 1;
  }
  console.log('check-security: clean');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
