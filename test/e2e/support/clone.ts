/**
 * A fresh clone of this working tree, without a download: git's files (tracked, and new ones not
 * yet ignored — what a clone would hold once they are committed), never `dist/`, with
 * `node_modules` linked in as `npm ci` would have made it. For the fresh-clone e2e and the
 * `npm start` bench.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/** Copies the repository into a new temporary folder and resolves to its path. */
export async function cloneRepository(prefix = 'sovereign-clone-'): Promise<string> {
  const to = await mkdtemp(join(tmpdir(), prefix));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' });
  // A file deleted in the working tree but not yet in git's index is listed and absent.
  const files = listed.split('\0').filter((file) => file !== '' && !file.startsWith('dist/') && existsSync(join(REPO, file)));
  for (const file of files) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await cp(join(REPO, file), join(to, file));
  }
  await symlink(join(REPO, 'node_modules'), join(to, 'node_modules'), 'dir');
  return to;
}

/** A person's shell: no NODE_ENV=test from the test runner. */
export function shellEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env['NODE_ENV'];
  return env;
}

/** Stops a process started with `detached: true` and everything it started: SIGTERM to the group, SIGKILL after 5 s. */
export async function stopGroup(proc: {
  pid?: number | undefined;
  exitCode: number | null;
  signalCode: NodeJS.Signals | null;
  once(event: 'exit', fn: () => void): unknown;
}): Promise<void> {
  if (proc.pid === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
  const pid = proc.pid;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // The group is already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
