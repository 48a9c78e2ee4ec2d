/**
 * A file-system error while serving the renderer is the host's 500, not a
 * crashed host. The file is found and checked, then reading it fails (gone since the check,
 * unreadable, an I/O error): the host answers 500 INTERNAL_ERROR when nothing was sent yet, cuts
 * the response short when the error comes mid-file, and in both cases goes on serving.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanionApi } from '../../common/contract/types.js';
import { startHost, type RunningHost } from '../../main/browser-host/server.js';

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const ioError = () => Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
  return {
    ...real,
    createReadStream: ((path: string, options?: unknown) => {
      if (String(path).endsWith('unreadable.js')) {
        // Like fs.ReadStream when open(2) fails: an 'error' before any 'ready'.
        const stream = new Readable({ read() {} });
        process.nextTick(() => stream.destroy(Object.assign(new Error('EACCES: permission denied, open'), { code: 'EACCES' })));
        return stream;
      }
      if (String(path).endsWith('breaks-midway.js')) {
        const stream = real.createReadStream(path, options as never);
        stream.once('data', () => process.nextTick(() => stream.destroy(ioError())));
        return stream;
      }
      return real.createReadStream(path, options as never);
    }) as typeof real.createReadStream,
  };
});

let dir: string;
let host: RunningHost | undefined;
const logged: string[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sovereign-static-'));
  await writeFile(join(dir, 'chat.html'), '<!doctype html><title>Sovereign</title>');
  await writeFile(join(dir, 'unreadable.js'), 'console.log(1)');
  await writeFile(join(dir, 'breaks-midway.js'), 'x'.repeat(1024 * 1024));
  logged.length = 0;
  host = await startHost({ service: {} as CompanionApi, rendererDir: dir, log: (line) => logged.push(line) });
});

afterEach(async () => {
  await host?.close();
  host = undefined;
  await rm(dir, { recursive: true, force: true });
});

describe('a file-system error while serving a file is a 500, not a crashed host', () => {
  it('a file that can no longer be opened: 500 INTERNAL_ERROR, logged; the host serves the next request', async () => {
    const res = await fetch(new URL('/unreadable.js', host!.url));
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INTERNAL_ERROR');
    expect(logged.join('\n')).toContain('EACCES');
    const next = await fetch(new URL('/', host!.url));
    expect(next.status).toBe(200);
    expect(await next.text()).toContain('<title>Sovereign</title>');
  });

  it('a read error midway: the response is cut short; the host serves the next request', async () => {
    const res = await fetch(new URL('/breaks-midway.js', host!.url));
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    const next = await fetch(new URL('/', host!.url));
    expect(next.status).toBe(200);
  });
});
