/** Real temporary directories for storage tests, removed after each test. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

const created: string[] = [];

afterEach(async () => {
  while (created.length > 0) await rm(created.pop()!, { recursive: true, force: true });
});

/** A fresh empty directory under the OS temp dir, cleaned up after the current test. */
export async function makeTempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sc-storage-'));
  created.push(dir);
  return dir;
}

/** File-mode bits are only meaningful on POSIX. */
export const posix = process.platform !== 'win32';
