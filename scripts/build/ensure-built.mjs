/**
 * Builds each step of the app once, and again only when one of its inputs changed. A step's
 * fingerprint is a SHA-256 over its command, its environment and the content of every input file
 * (its folders, its config files, its tsconfig chain and the lock files); it is stored beside the
 * output as `dist/.build/<step>.json` after a successful build. A later call whose fingerprint
 * matches, with the outputs still present, builds nothing. Content, not mtimes: a checkout or a
 * copy that leaves the files as they were rebuilds nothing, and hashing the whole tree costs
 * about 10 ms, far below a build.
 *
 * Plain JavaScript so `npm start` and `npm run host` can run it before anything is compiled;
 * `ensure-built.d.mts` types it for the tests and benches.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every build depends on the installed packages: the lock file, and npm's record of what it installed. */
const SHARED_INPUTS = ['package.json', 'package-lock.json', 'node_modules/.package-lock.json'];
const TSC = 'node_modules/typescript/bin/tsc';
const VITE = 'node_modules/vite/bin/vite.js';
/** Long enough for a cold renderer build on a busy machine; a holder that died is noticed at once. */
const LOCK_WAIT_MS = 600_000;

/**
 * A tsconfig's inputs: the files of its `extends` chain, each of its `files`, and the folder (or
 * file) each `include` pattern starts from, so a folder added there is fingerprinted without
 * editing this file.
 * The repository's tsconfigs are plain JSON.
 */
export function tsconfigInputs(root, file) {
  const inputs = [];
  for (let current = file; current;) {
    inputs.push(current);
    const config = JSON.parse(readFileSync(join(root, current), 'utf8'));
    for (const pattern of [...(config.files ?? []), ...(config.include ?? [])]) {
      const fixed = [];
      for (const part of join(dirname(current), pattern).split(sep)) {
        if (/[*?[{]/.test(part)) break;
        fixed.push(part);
      }
      inputs.push(fixed.join('/') || '.');
    }
    current = config.extends ? join(dirname(current), config.extends) : undefined;
  }
  return inputs;
}

function tscStep(name, label, tsconfig, outputs) {
  return {
    name,
    label,
    args: [TSC, '-p', tsconfig, '--noCheck'],
    inputs: (root) => [...tsconfigInputs(root, tsconfig), ...SHARED_INPUTS],
    outputs,
  };
}

/**
 * The app's build steps. Vite's inputs are the folders its entry graph reaches: a renderer or
 * preload file imports only its own folder and `common/` (dependency-cruiser holds them to that),
 * and packages, covered by the lock files. Renderer builds always run with NODE_ENV=production:
 * a test runner sets NODE_ENV=test, and React would be bundled in development mode.
 */
export const STEPS = {
  node: tscStep('node', 'the node side (browser host, demo)', 'tsconfig.node.json', [
    'dist/main/browser-host/cli.js',
    'dist/scripts/demo.js',
    'dist/test/fake-ha/index.js',
  ]),
  electron: tscStep('electron', 'the Electron main process', 'tsconfig.electron.json', ['dist/main/electron/main.js']),
  renderer: {
    name: 'renderer',
    label: 'the renderer (the windows)',
    args: [VITE, 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn'],
    env: { NODE_ENV: 'production' },
    inputs: () => ['renderer', 'common', 'scripts/build/precompiled-catalogues.ts', 'tsconfig.base.json', ...SHARED_INPUTS],
    outputs: ['chat', 'settings', 'popup', 'quick', 'index'].map((window) => `dist/renderer/${window}.html`),
  },
  preload: {
    name: 'preload',
    label: 'the preload',
    args: [VITE, 'build', '--config', 'preload/vite.config.ts', '--logLevel', 'warn'],
    env: { NODE_ENV: 'production' },
    inputs: () => ['preload', 'common', 'tsconfig.base.json', 'tsconfig.preload.json', ...SHARED_INPUTS],
    outputs: ['dist/preload/index.cjs'],
  },
};

/** Every file under `path` (a file or a folder), relative to root, in a stable order. */
function filesUnder(root, path) {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative(root, absolute).split(sep).join('/')];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => filesUnder(root, join(path, entry.name)));
}

/** The files a step's fingerprint reads, relative to root, sorted. */
export function inputFiles(step, root = REPO_ROOT) {
  return [...new Set(step.inputs(root).flatMap((input) => filesUnder(root, input)))].sort();
}

/** The step's fingerprint: its command and environment, and each input file's path and content. */
export function fingerprint(step, root = REPO_ROOT) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ args: step.args, env: step.env ?? {} }));
  const files = inputFiles(step, root);
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return { digest: hash.digest('hex'), files: files.length };
}

function stampPath(root, step) {
  return join(root, 'dist', '.build', `${step.name}.json`);
}

/** Why the step must build, or null when its stamp matches and its outputs exist. */
async function staleness(root, step, digest) {
  let stamp;
  try {
    stamp = JSON.parse(await readFile(stampPath(root, step), 'utf8'));
  } catch {
    return 'never built here';
  }
  if (stamp.fingerprint !== digest) return 'an input changed';
  const missing = step.outputs.find((output) => !existsSync(join(root, output)));
  return missing === undefined ? null : `${missing} is missing`;
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Runs `task` holding `dist/.build/<step>.lock`, so two starts (a test run and `npm run host`, say)
 * never build the same output at once. A lock whose process is gone is taken over.
 */
async function withLock(root, step, task) {
  const lock = `${stampPath(root, step).slice(0, -'.json'.length)}.lock`;
  await mkdir(dirname(lock), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(await readFile(lock, 'utf8').catch(() => ''));
      // An empty file is a lock being written this instant; only a named, dead holder is stale.
      if (holder > 0 && !processAlive(holder)) {
        await rm(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${step.label}: another build (process ${holder}) still holds ${lock}`);
      await new Promise((wake) => setTimeout(wake, 250));
    }
  }
  try {
    return await task();
  } finally {
    await rm(lock, { force: true });
  }
}

function run(root, step, stdio) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, step.args, { cwd: root, stdio, env: { ...process.env, ...step.env } });
    child.once('error', fail);
    child.once('exit', (code, signal) => done(code === 0 ? null : `exit ${code ?? signal}`));
  });
}

/**
 * Builds each named step (or step object) whose inputs changed since its last successful build, in
 * order, and resolves with what it did. The stamp is removed before a build and written only after
 * the build succeeded, so a failed or interrupted build is rebuilt next time. Rejects when a build
 * fails. The build's own output goes to stderr by default: `npm run host` keeps stdout for its one
 * JSON line.
 */
export async function ensureBuilt(steps, options = {}) {
  const root = options.root ?? REPO_ROOT;
  const log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
  const stdio = options.stdio ?? ['ignore', 2, 2];
  const results = [];
  for (const entry of steps) {
    const step = typeof entry === 'string' ? STEPS[entry] : entry;
    if (step === undefined) throw new Error(`No build step named ${String(entry)}`);
    const first = fingerprint(step, root);
    if ((await staleness(root, step, first.digest)) === null) {
      results.push({ step: step.name, built: false, reason: 'up to date' });
      continue;
    }
    results.push(
      await withLock(root, step, async () => {
        // Another process may have built it while this one waited for the lock.
        const { digest } = fingerprint(step, root);
        const reason = await staleness(root, step, digest);
        if (reason === null) return { step: step.name, built: false, reason: 'built meanwhile' };
        log(`Building ${step.label} (${reason})…`);
        const stamp = stampPath(root, step);
        await rm(stamp, { force: true });
        const failed = await run(root, step, stdio);
        if (failed !== null) throw new Error(`Building ${step.label} failed (${failed}): node ${step.args.join(' ')}`);
        const missing = step.outputs.filter((output) => !existsSync(join(root, output)));
        if (missing.length > 0) throw new Error(`Building ${step.label} left no ${missing.join(', ')}`);
        await writeFile(`${stamp}.tmp`, `${JSON.stringify({ fingerprint: digest, args: step.args, built_at: new Date().toISOString() }, null, 2)}\n`);
        await rename(`${stamp}.tmp`, stamp);
        return { step: step.name, built: true, reason };
      }),
    );
  }
  return results;
}

// `node scripts/build/ensure-built.mjs node renderer`: the named steps, from the command line
// (npm test builds what the e2e suite serves while the other lane is still testing).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    for (const result of await ensureBuilt(process.argv.slice(2))) console.error(`${result.step}: ${result.built ? 'built' : 'skipped'} (${result.reason})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
