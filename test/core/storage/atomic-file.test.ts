import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanStrayTempFiles, readBytesBounded, readFileBounded, writeFileAtomic } from '../../../main/core/storage/atomic-file.js';
import { bytesReadDuring } from './read-bytes.js';
import { makeTempDir, posix } from './temp-dir.js';

describe('writeFileAtomic', () => {
  it('creates parent directories, writes the content and leaves no temp file', async () => {
    const dir = await makeTempDir();
    const target = join(dir, 'a', 'b', 'file.json');
    await writeFileAtomic(target, '{"x":1}\n');
    expect(await readFile(target, 'utf8')).toBe('{"x":1}\n');
    expect(await readdir(join(dir, 'a', 'b'))).toEqual(['file.json']);
  });

  it('replaces existing content whole', async () => {
    const dir = await makeTempDir();
    const target = join(dir, 'file.txt');
    await writeFileAtomic(target, 'first version, rather long');
    await writeFileAtomic(target, Buffer.from('second'));
    expect(await readFile(target, 'utf8')).toBe('second');
    expect(await readdir(dir)).toEqual(['file.txt']);
  });

  it.runIf(posix)('sets the file mode exactly and creates directories with dirMode', async () => {
    const dir = await makeTempDir();
    const secret = join(dir, 'secrets', 'x', 'token');
    await writeFileAtomic(secret, 'value', { mode: 0o600, dirMode: 0o700 });
    expect((await stat(secret)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'secrets'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, 'secrets', 'x'))).mode & 0o777).toBe(0o700);

    const shared = join(dir, 'shared.txt');
    await writeFileAtomic(shared, 'value', { mode: 0o644 });
    expect((await stat(shared)).mode & 0o777).toBe(0o644);
  });

  it('removes its temp file when the rename fails', async () => {
    const dir = await makeTempDir();
    const target = join(dir, 'occupied');
    await mkdir(join(target, 'child'), { recursive: true }); // a non-empty directory can't be renamed over
    await expect(writeFileAtomic(target, 'data')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['occupied']);
  });
});

describe('cleanStrayTempFiles', () => {
  it('removes old stray temp files of that base only', async () => {
    const dir = await makeTempDir();
    const old = new Date(Date.now() - 10 * 60_000);
    for (const name of ['.config.json.abc123.tmp', '.config.json.ffff.tmp', '.other.json.abc.tmp', 'config.json', '.config.json.tmp']) {
      await writeFile(join(dir, name), 'x');
      await utimes(join(dir, name), old, old);
    }
    await cleanStrayTempFiles(dir, 'config.json');
    expect((await readdir(dir)).sort()).toEqual(['.config.json.tmp', '.other.json.abc.tmp', 'config.json']);
  });

  it('leaves a fresh temp file alone (another writer may be about to rename it) unless told otherwise', async () => {
    const dir = await makeTempDir();
    await writeFile(join(dir, '.config.json.abc.tmp'), 'x');
    await cleanStrayTempFiles(dir, 'config.json');
    expect(await readdir(dir)).toEqual(['.config.json.abc.tmp']);
    await cleanStrayTempFiles(dir, 'config.json', { minAgeMs: 0 });
    expect(await readdir(dir)).toEqual([]);
  });

  it('never throws, even for a missing directory', async () => {
    const dir = await makeTempDir();
    await expect(cleanStrayTempFiles(join(dir, 'nope'), 'x')).resolves.toBeUndefined();
  });

  it('does not disturb concurrent writes in this process', async () => {
    const dir = await makeTempDir();
    const target = join(dir, 'busy.json');
    const writes = Array.from({ length: 20 }, (_, index) => writeFileAtomic(target, `{"n":${index}}`));
    const cleans = Array.from({ length: 20 }, () => cleanStrayTempFiles(dir, 'busy.json', { minAgeMs: 0 }));
    await Promise.all([...writes, ...cleans]);
    expect(JSON.parse(await readFile(target, 'utf8'))).toHaveProperty('n');
    expect(await readdir(dir)).toEqual(['busy.json']);
  });
});

describe('readFileBounded', () => {
  it('reports a missing file', async () => {
    const dir = await makeTempDir();
    expect(await readFileBounded(join(dir, 'none'), 100)).toEqual({ kind: 'missing' });
  });

  it('reads a file up to exactly maxBytes and refuses one byte more', async () => {
    const dir = await makeTempDir();
    const path = join(dir, 'f');
    await writeFile(path, 'a'.repeat(100));
    expect(await readFileBounded(path, 100)).toEqual({ kind: 'ok', text: 'a'.repeat(100) });
    expect(await readFileBounded(path, 99)).toEqual({ kind: 'too-large' });
    expect(await readFileBounded(path, 0)).toEqual({ kind: 'too-large' });
  });

  it('reads an empty file and a file larger than the initial buffer', async () => {
    const dir = await makeTempDir();
    const empty = join(dir, 'empty');
    await writeFile(empty, '');
    expect(await readFileBounded(empty, 10)).toEqual({ kind: 'ok', text: '' });
    const big = join(dir, 'big');
    const content = Buffer.alloc(300 * 1024, 0x61);
    await writeFile(big, content);
    const result = await readBytesBounded(big, 1024 * 1024);
    expect(result.kind).toBe('ok');
    expect(result.kind === 'ok' && result.bytes.equals(content)).toBe(true);
  });

  it('refuses a 100 MB sparse file without loading it: not one byte is read', async () => {
    const dir = await makeTempDir();
    const path = join(dir, 'huge.json');
    await writeFile(path, '');
    await truncate(path, 100 * 1024 * 1024);
    const { value, bytes } = await bytesReadDuring(() => readFileBounded(path, 1024 * 1024));
    expect(value).toEqual({ kind: 'too-large' });
    expect(bytes).toBe(0);
    // The probe does count: a small file is read in full.
    const small = join(dir, 'small.json');
    await writeFile(small, '{"a":1}');
    expect(await bytesReadDuring(() => readFileBounded(small, 1024 * 1024))).toEqual({ value: { kind: 'ok', text: '{"a":1}' }, bytes: 7 });
  });

  it('throws for a directory in the file’s place', async () => {
    const dir = await makeTempDir();
    await expect(readFileBounded(dir, 100)).rejects.toThrow();
  });

  it.runIf(posix)('throws for a FIFO instead of hanging', async () => {
    const dir = await makeTempDir();
    const fifo = join(dir, 'fifo');
    try {
      execFileSync('mkfifo', [fifo]);
    } catch {
      return; // no mkfifo on this machine
    }
    await expect(readFileBounded(fifo, 100)).rejects.toThrow('not a regular file');
  });
});
