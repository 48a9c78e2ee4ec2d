/**
 * The host run straight from `dist/` before the renderer was built answers a page request with one
 * plain line naming the command that builds the UI — not a JSON 404 — and still answers the API.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanionApi } from '../../common/contract/types.js';
import { startHost, type RunningHost } from '../../main/browser-host/server.js';
import { UI_NOT_BUILT } from '../../main/browser-host/static-files.js';

let dir: string | undefined;
let host: RunningHost | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function hostOver(rendererDir: string): Promise<RunningHost> {
  host = await startHost({ service: {} as CompanionApi, rendererDir, log: () => undefined });
  return host;
}

describe('a host whose renderer was never built says how to build it', () => {
  it('GET / with no renderer folder: 503, one plain line naming npm run host', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sovereign-unbuilt-'));
    const running = await hostOver(join(dir, 'renderer'));
    for (const path of ['/', '/settings.html']) {
      const res = await fetch(new URL(path, running.url));
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const text = await res.text();
      expect(text).toBe(`${UI_NOT_BUILT}\n`);
      expect(text).toContain('npm run host');
      expect(text.trim().split('\n')).toHaveLength(1);
    }
  });

  it('other files are still a 404, and the API still needs its token', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sovereign-unbuilt-'));
    const running = await hostOver(join(dir, 'renderer'));
    expect((await fetch(new URL('/assets/chat.js', running.url))).status).toBe(404);
    expect((await fetch(new URL('/api/v1/conversation/home-assistant', running.url))).status).toBe(401);
  });

  it('once chat.html exists, / is the page', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sovereign-unbuilt-'));
    await writeFile(join(dir, 'chat.html'), '<!doctype html><title>Sovereign Companion</title>');
    const running = await hostOver(dir);
    const res = await fetch(new URL('/', running.url));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Sovereign Companion</title>');
  });
});
