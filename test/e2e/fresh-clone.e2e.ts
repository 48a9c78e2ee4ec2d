/**
 * A fresh clone has no `dist/`: `npm run host` must build what it serves (the node side and the
 * renderer) before it starts, so `/` is the chat page and not a 404. The clone is the repository's
 * files as git would check them out (tracked, plus new files not yet ignored), with `node_modules`
 * linked in (as `npm ci` would have made it). Its stdout stays npm's banner and the one JSON line.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneRepository, shellEnv, stopGroup } from './support/clone.js';

/** A build from nothing on a busy two-core machine: tsc, then Vite over every window. */
const BUILD_AND_START_MS = 240_000;

let clone: string;
let dataDir: string;
let child: ChildProcessWithoutNullStreams | undefined;

/** Resolves with the first stdout line that is JSON, or rejects when the host exits or the deadline passes. */
function readyLine(proc: ChildProcessWithoutNullStreams, stdout: () => string, stderr: () => string): Promise<{ listening: string; token: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no JSON line within ${BUILD_AND_START_MS / 1000} s; stderr: ${stderr().slice(-4000)}`)),
      BUILD_AND_START_MS,
    );
    const check = () => {
      const line = stdout()
        .split('\n')
        .find((l) => l.startsWith('{') && l.endsWith('}'));
      if (line === undefined) return;
      clearTimeout(timer);
      proc.stdout.off('data', check);
      resolve(JSON.parse(line) as { listening: string; token: string });
    };
    proc.stdout.on('data', check);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run host exited (${code}) before listening; stdout: ${stdout()}; stderr: ${stderr().slice(-4000)}`));
    });
  });
}

beforeAll(async () => {
  clone = await cloneRepository();
  dataDir = await mkdtemp(join(tmpdir(), 'sovereign-clone-data-'));
});

afterAll(async () => {
  // npm, its shell and the host: the whole process group.
  if (child !== undefined) await stopGroup(child);
  await rm(clone, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('fresh clone: npm run host then GET / serves the chat page', () => {
  it(
    'builds the node side and the renderer, prints one JSON line, and / is the built chat.html',
    async () => {
      expect(existsSync(join(clone, 'dist'))).toBe(false);
      child = spawn('npm', ['run', 'host', '--', '--data-dir', dataDir, '--port', '0', '--mdns-interface', '127.0.0.1'], {
        cwd: clone,
        env: shellEnv(),
        detached: true,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
      const ready = await readyLine(
        child,
        () => stdout,
        () => stderr,
      );
      expect(ready.listening).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);

      // Nothing but npm's own banner ("> pkg@version host", the command, blank lines) beside the JSON line.
      const others = stdout.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('> ') && !l.startsWith('{'));
      expect(others).toEqual([]);
      expect(stdout.split('\n').filter((l) => l.startsWith('{'))).toHaveLength(1);

      const res = await fetch(ready.listening);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('<title>Sovereign Companion</title>');
      expect(html).toContain('<div id="root"></div>');
      // The built page, not the source: its script is a bundled asset, not chat/main.tsx.
      expect(html).toMatch(/<script type="module"[^>]*src="\.\/assets\/[^"]+\.js"/);
      expect(html).not.toContain('main.tsx');
    },
    BUILD_AND_START_MS + 30_000,
  );
});
