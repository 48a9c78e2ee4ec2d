/**
 * scripts/build/ensure-built.mjs: a step builds when it never built, when an input changed or when
 * an output is missing, and not otherwise; a failed build leaves no stamp. A fake step in a temp
 * folder (a node script copying `src/` to `out/` and counting its runs) stands in for tsc and Vite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureBuilt, inputFiles, REPO_ROOT, STEPS, tsconfigInputs, type BuildStep } from '../../scripts/build/ensure-built.mjs';

/** Copies src/*.txt into out/, logs one line per run, and fails (after writing some output) on a src file saying FAIL. */
const FAKE_BUILD = `
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
appendFileSync('runs.log', 'run\\n');
mkdirSync('out', { recursive: true });
for (const name of readdirSync('src')) {
  const text = readFileSync('src/' + name, 'utf8');
  writeFileSync('out/' + name, text);
  if (text.includes('FAIL')) process.exit(1);
}
`;

let root: string;
const step: BuildStep = { name: 'fake', label: 'the fake step', args: ['build.mjs'], inputs: () => ['src', 'fake.config.json'], outputs: ['out/a.txt'] };

async function build(s: BuildStep = step) {
  const [result] = await ensureBuilt([s], { root, log: () => undefined, stdio: 'ignore' });
  return result!;
}

async function runs(): Promise<number> {
  return existsSync(join(root, 'runs.log')) ? (await readFile(join(root, 'runs.log'), 'utf8')).split('\n').length - 1 : 0;
}

const stamp = () => join(root, 'dist', '.build', 'fake.json');

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'sovereign-ensure-built-'));
  await mkdir(join(root, 'src'));
  await writeFile(join(root, 'src', 'a.txt'), 'one');
  await writeFile(join(root, 'fake.config.json'), '{}');
  await writeFile(join(root, 'build.mjs'), FAKE_BUILD);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a step builds once, and again only when something changed', () => {
  it('never built: builds and leaves a stamp; unchanged: skips', async () => {
    expect(await build()).toMatchObject({ built: true, reason: 'never built here' });
    expect(existsSync(stamp())).toBe(true);
    expect(await build()).toMatchObject({ built: false, reason: 'up to date' });
    expect(await runs()).toBe(1);
  });

  it('a changed input file, a new file in an input folder or a changed config file: rebuilds', async () => {
    await build();
    await writeFile(join(root, 'src', 'a.txt'), 'two');
    expect(await build()).toMatchObject({ built: true, reason: 'an input changed' });
    expect(await readFile(join(root, 'out', 'a.txt'), 'utf8')).toBe('two');
    await writeFile(join(root, 'src', 'b.txt'), 'new');
    expect((await build()).built).toBe(true);
    await writeFile(join(root, 'fake.config.json'), '{"changed":true}');
    expect((await build()).built).toBe(true);
    expect(await runs()).toBe(4);
  });

  it('a file written again with the same content: skips (content, not mtime)', async () => {
    await build();
    await writeFile(join(root, 'src', 'a.txt'), 'one');
    expect((await build()).built).toBe(false);
  });

  it('a changed command: rebuilds', async () => {
    await build();
    expect((await build({ ...step, args: ['build.mjs', '--other'] })).built).toBe(true);
  });

  it('an output missing: rebuilds', async () => {
    await build();
    await rm(join(root, 'out'), { recursive: true });
    expect(await build()).toMatchObject({ built: true, reason: 'out/a.txt is missing' });
    expect(existsSync(join(root, 'out', 'a.txt'))).toBe(true);
  });
});

describe('a failed build leaves no stamp', () => {
  it('rejects, leaves no stamp, and the next call builds again', async () => {
    await writeFile(join(root, 'src', 'a.txt'), 'FAIL');
    await expect(build()).rejects.toThrow(/Building the fake step failed/);
    expect(existsSync(stamp())).toBe(false);
    await writeFile(join(root, 'src', 'a.txt'), 'fixed');
    expect((await build()).built).toBe(true);
    expect(existsSync(stamp())).toBe(true);
  });

  it('after a good build, a failing one removes the old stamp: reverting the input still rebuilds', async () => {
    await build();
    await writeFile(join(root, 'src', 'a.txt'), 'FAIL');
    await expect(build()).rejects.toThrow();
    expect(existsSync(stamp())).toBe(false);
    // out/a.txt now holds the failed build's output; the old stamp must not vouch for it.
    await writeFile(join(root, 'src', 'a.txt'), 'one');
    expect((await build()).built).toBe(true);
    expect(await readFile(join(root, 'out', 'a.txt'), 'utf8')).toBe('one');
  });

  it('a build that exits 0 without its outputs is a failure too', async () => {
    await expect(build({ ...step, outputs: ['out/never.txt'] })).rejects.toThrow(/left no out\/never\.txt/);
    expect(existsSync(stamp())).toBe(false);
  });
});

describe('two callers at once build once', () => {
  it('the second waits for the first and finds the step built', async () => {
    const results = await Promise.all([build(), build()]);
    expect(results.map((r) => r.built).sort()).toEqual([false, true]);
    expect(await runs()).toBe(1);
  });

  it('a lock left by a process that is gone is taken over', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await mkdir(join(root, 'dist', '.build'), { recursive: true });
    await writeFile(join(root, 'dist', '.build', 'fake.lock'), String(gone));
    expect((await build()).built).toBe(true);
    expect(existsSync(join(root, 'dist', '.build', 'fake.lock'))).toBe(false);
  });
});

/** What `tsc -p <config> --listFilesOnly` reads from the repository (not node_modules), relative. */
function tscFiles(tsconfig: string): string[] {
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const listed = spawnSync(process.execPath, [tsc, '-p', tsconfig, '--listFilesOnly'], { cwd: REPO_ROOT, encoding: 'utf8' });
  expect(listed.status, listed.stderr).toBe(0);
  return listed.stdout
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.includes('/node_modules/'))
    .map((file) => relative(REPO_ROOT, file).split('\\').join('/'));
}

/** Relative imports in a source file: ES imports, CSS @import/url(), HTML src/href. */
async function relativeImports(file: string): Promise<string[]> {
  const text = await readFile(join(REPO_ROOT, file), 'utf8');
  const patterns = [
    /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /url\(\s*['"]?(\.{1,2}\/[^'")]+)/g,
    /\b(?:src|href)="(\.{1,2}\/[^"]+)"/g,
  ];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((m) =>
      relative(REPO_ROOT, resolve(REPO_ROOT, dirname(file), m[1]!))
        .split('\\')
        .join('/'),
    ),
  );
}

describe("the app's steps fingerprint every file their build reads", () => {
  it('the tsconfig chain and every include folder are inputs', () => {
    expect(tsconfigInputs(REPO_ROOT, 'tsconfig.node.json')).toEqual([
      'tsconfig.node.json',
      'common',
      'main/core',
      'main/browser-host',
      'test/fake-ha',
      'scripts/demo.ts',
      'tsconfig.base.json',
    ]);
  });

  for (const name of ['node', 'electron'] as const) {
    it(`${name}: every file tsc reads is an input`, () => {
      const inputs = new Set(inputFiles(STEPS[name]));
      const read = tscFiles(STEPS[name].args[2]!);
      expect(read.length).toBeGreaterThan(50);
      expect(read.filter((file) => !inputs.has(file))).toEqual([]);
      for (const config of ['tsconfig.base.json', 'package-lock.json']) expect(inputs).toContain(config);
    });
  }

  for (const name of ['renderer', 'preload'] as const) {
    it(`${name}: every relative import of its files stays inside its inputs`, async () => {
      const inputs = new Set(inputFiles(STEPS[name]));
      const sources = [...inputs].filter((file) => /\.(tsx?|css|html)$/.test(file));
      expect(sources.filter((file) => file.startsWith(`${name}/`)).length).toBeGreaterThan(0);
      const outside: string[] = [];
      for (const file of sources) {
        for (const target of await relativeImports(file)) {
          // An import names a module without its extension (`./x.js` for x.ts, or none for Vite).
          const base = target.replace(/\.(m?js|tsx?)$/, '');
          const found = [target, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].some((candidate) => inputs.has(candidate));
          if (!found) outside.push(`${file} → ${target}`);
        }
      }
      expect(outside).toEqual([]);
    });
  }
});
