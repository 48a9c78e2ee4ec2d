/**
 * The security check (scripts/check-security.mjs: that ESLint's security rules reach every
 * production file) and the Electronegativity run (scripts/electronegativity.mjs) — each on the
 * real tree, and each shown to catch a planted violation in a temporary tree (never in the
 * repository).
 *
 * ESLint over the production folders takes seconds, so it runs once, in this process, and every
 * test that needs the real tree's findings reuses them; the command line is spawned once, on a
 * one-file tree, for what only a process shows (its exit status and output).
 */
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
const checkSecurity = path.join(repo, 'scripts', 'check-security.mjs');
const run = promisify(execFile);

interface Violation {
  file: string;
  line: number;
  rule: string;
  message: string;
}
type Check = (root: string) => Promise<Violation[]>;
const { checkTree, main } = (await import(pathToFileURL(checkSecurity).href)) as {
  checkTree: Check;
  main: (argv: string[], options?: { print?: (line: string) => void; check?: Check }) => Promise<number>;
};

/** checkTree, once per tree: the real tree's lint serves every test that needs it. */
const linted = new Map<string, Promise<Violation[]>>();
const checkOnce: Check = (root) => {
  if (!linted.has(root)) linted.set(root, checkTree(root));
  return linted.get(root)!;
};

/** The command line's exit status and output, run in this process. */
async function cli(argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await main(argv, { print: (line) => lines.push(line), check: checkOnce });
  return { code, output: lines.join('\n') };
}

async function exitOf(args: string[], cwd = repo): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd, timeout: 120_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout = '', stderr = '' } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof code === 'number' ? code : -1, output: stdout + stderr };
  }
}

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
function temp(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** A tree laid out as the repository holding only `files` (relative path → text). */
function treeOf(files: ReadonlyArray<readonly [string, string]>): string {
  const root = temp('sc-check-tree-');
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('scripts/check-security.mjs', () => {
  it('passes on this repository', async () => {
    const { code, output } = await cli([]);
    expect(output).toContain('check-security: clean');
    expect(code).toBe(0);
  }, 60_000);

  it('its self-test plants one violation per rule and catches each', async () => {
    const { code, output } = await cli(['--self-test']);
    expect(output).toMatch(/all \d+ planted violations caught/);
    expect(code).toBe(0);
  }, 60_000);

  it('catches each rule planted in the repository, and nothing else', async () => {
    const planted = [
      ['main/electron/planted-sandbox.ts', 'sandbox-false', 'export const w = { webPreferences: { sandbox: false } };\n'],
      ['preload/planted-node.ts', 'node-integration-true', 'export const w = { nodeIntegration: true };\n'],
      ['main/electron/planted-isolation.ts', 'context-isolation-false', 'export const w = { contextIsolation: false };\n'],
      ['renderer/planted-web-security.ts', 'web-security-false', 'export const w = { webSecurity: false };\n'],
      ['main/core/ha/planted-tls.ts', 'reject-unauthorized-false', 'export const a = { connect: { rejectUnauthorized: false } };\n'],
      ['main/electron/planted-window.ts', 'window-outside-factory', "import { BrowserWindow } from 'electron';\nexport const w = new BrowserWindow({});\n"],
    ] as const;
    // The rules judge each file alone, so the repository with these files added finds what the
    // repository finds (its lint, reused) plus what these files find at the same paths.
    const plantedTree = treeOf(planted.map(([file, , text]) => [file, text] as const));
    const byFile = (a: { file: string }, b: { file: string }) => a.file.localeCompare(b.file);
    const found = [...(await checkOnce(repo)), ...(await checkTree(plantedTree))].map(({ file, rule }) => ({ file, rule }));
    expect(found.sort(byFile)).toEqual(planted.map(([file, rule]) => ({ file, rule })).sort(byFile));
  }, 60_000);

  it('exits 1 on a tree with a violation, naming file and line', async () => {
    const tree = treeOf([['main/electron/planted.ts', 'export const w = { sandbox: false };\n']]);
    const { code, output } = await exitOf([checkSecurity, '--root', tree]);
    expect(code).toBe(1);
    expect(output).toContain('main/electron/planted.ts:1: sandbox-false');
  }, 60_000);
});

/**
 * Electronegativity is not a dependency yet: the test runs when it can be resolved from the
 * repository, or from ELECTRONEGATIVITY_DIR (a scratch install), and says so when skipped.
 */
function electronegativityDir(): string | undefined {
  if (process.env.ELECTRONEGATIVITY_DIR) return process.env.ELECTRONEGATIVITY_DIR;
  try {
    return path.dirname(createRequire(path.join(repo, 'package.json')).resolve('@doyensec/electronegativity/package.json'));
  } catch {
    return undefined;
  }
}
const enegDir = electronegativityDir();

describe.skipIf(enegDir === undefined)('scripts/electronegativity.mjs (needs @doyensec/electronegativity)', () => {
  let dist: string;

  beforeAll(async () => {
    const out = temp('sc-eneg-build-');
    dist = path.join(out, 'dist');
    // The shell's real build: main process (tsc) and preload (vite), into a temporary dist, side by side.
    await Promise.all([
      // Emit only (type checking is tsc's own job): the scan needs the JavaScript. A syntax error
      // elsewhere in the tree still emits the rest; the scan reports what it cannot read.
      run(
        process.execPath,
        [path.join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.electron.json', '--outDir', dist, '--sourceMap', 'false', '--noCheck'],
        { cwd: repo },
      ).catch(() => undefined),
      run(
        process.execPath,
        [
          path.join(repo, 'node_modules', 'vite', 'bin', 'vite.js'),
          'build',
          '--config',
          'preload/vite.config.ts',
          '--outDir',
          path.join(dist, 'preload'),
          '--emptyOutDir',
        ],
        { cwd: repo },
      ),
    ]);
  }, 120_000);

  it('finds nothing of MEDIUM or higher in the built main and preload, having analysed every file', async () => {
    const { code, output } = await exitOf([path.join(repo, 'scripts', 'electronegativity.mjs'), '--dist', dist, '--electronegativity', enegDir!]);
    expect(output).toMatch(/(\d+)\/\1 built files analysed/);
    expect(output).toContain('no findings of MEDIUM or higher');
    expect(code).toBe(0);
  }, 60_000);

  it('fails on a planted insecure window and on a file it cannot parse', async () => {
    // The built window factory with an insecure window appended, beside a file that does not
    // parse: the scan needs nothing else of the build to show it catches both.
    const planted = path.join(temp('sc-eneg-planted-'), 'dist');
    const factory = path.join('main', 'electron', 'window-factory.js');
    mkdirSync(path.join(planted, 'main', 'electron'), { recursive: true });
    cpSync(path.join(dist, factory), path.join(planted, factory));
    appendFileSync(
      path.join(planted, factory),
      '\nexport function planted() { return new BrowserWindow({ webPreferences: { contextIsolation: false, sandbox: false } }); }\n',
    );
    writeFileSync(path.join(planted, 'main', 'electron', 'broken.js'), 'export const = ;\n');
    const { code, output } = await exitOf([path.join(repo, 'scripts', 'electronegativity.mjs'), '--dist', planted, '--electronegativity', enegDir!]);
    expect(code).toBe(1);
    expect(output).toContain('CONTEXT_ISOLATION_JS_CHECK');
    expect(output).toContain('SANDBOX_JS_CHECK');
    expect(output).toMatch(/parse: main\/electron\/broken\.js/);
    expect(output).toMatch(/analysed \d+ of \d+ built files/);
  }, 60_000);
});
