/**
 * The node build (`tsc -p tsconfig.node.json --noCheck`) that child processes run — the browser
 * host CLI and the crash-test writer. It goes to `.tmp/hardening-dist` (git-ignored), not `dist/`:
 * other suites and people build `dist/` at any time, and a half-written tree must never be what a
 * test spawns. Built once per source state (a content hash of every input), under a lock so test
 * files running in parallel build it only once. `node_modules` resolves from the repository root.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const HARDENING_DIST = join(REPO, '.tmp', 'hardening-dist');
const LOCK = `${HARDENING_DIST}.lock`;
const INPUTS = ['common', 'main/core', 'main/browser-host', 'test/fake-ha', 'scripts'];

async function listTs(dir: string, out: string[]): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) await listTs(full, out);
    else if (entry.name.endsWith('.ts')) out.push(full);
  }
}

async function sourceHash(): Promise<string> {
  const files: string[] = [];
  for (const dir of INPUTS) await listTs(join(REPO, dir), files);
  files.push(join(REPO, 'tsconfig.node.json'), join(REPO, 'tsconfig.base.json'));
  files.sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(relative(REPO, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds (if the sources changed) and returns the output directory. */
export async function ensureNodeBuild(): Promise<string> {
  const wanted = await sourceHash();
  const stamp = join(HARDENING_DIST, '.source-hash');
  const fresh = async () => existsSync(stamp) && (await readFile(stamp, 'utf8')) === wanted;
  if (await fresh()) return HARDENING_DIST;
  await mkdir(dirname(LOCK), { recursive: true });
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch {
      // Another test file is building; a lock older than 5 minutes was left by a killed run.
      try {
        if (Date.now() - (await stat(LOCK)).mtimeMs > 300_000) await rmdir(LOCK);
      } catch {
        // gone meanwhile
      }
      if (Date.now() > deadline) throw new Error('timed out waiting for another hardening build');
      await sleep(250);
    }
  }
  try {
    if (await fresh()) return HARDENING_DIST;
    const staging = `${HARDENING_DIST}.staging-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        [join(REPO, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.node.json', '--noCheck', '--outDir', staging, '--sourceMap', 'false'],
        { cwd: REPO, timeout: 240_000 },
        (error, stdout, stderr) => (error ? reject(new Error(`tsc failed: ${error.message}\n${stdout}\n${stderr}`)) : resolve()),
      );
    });
    await writeFile(join(staging, '.source-hash'), wanted);
    await rm(HARDENING_DIST, { recursive: true, force: true });
    await rename(staging, HARDENING_DIST);
    return HARDENING_DIST;
  } finally {
    await rmdir(LOCK).catch(() => undefined);
  }
}
