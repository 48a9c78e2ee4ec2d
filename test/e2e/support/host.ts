/**
 * The browser host as a child process (`node dist/main/browser-host/cli.js`), exactly as a
 * household or the Electron-less demo would run it, with its own data directory.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../../dist/main/browser-host/cli.js', import.meta.url));

export interface Host {
  url: string;
  token: string;
  dataDir: string;
  /** `fetch` against the host's API with the host token. */
  api<T = any>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: T; text: string }>;
  /** The chat (or another window) with the host token in the fragment. */
  pageUrl(window?: 'chat' | 'settings' | 'popup', extra?: string): string;
  stderr(): string;
  stop(): Promise<void>;
}

/** Discovery is always pinned to loopback in tests (ENVIRONMENT.md: never browse the real network). */
export async function startHost(
  options: { confirmationTtl?: number; mdnsInterface?: string; dataDir?: string; keepData?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<Host> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'sovereign-e2e-')));
  const args = [CLI, '--data-dir', dataDir, '--port', '0'];
  if (options.confirmationTtl !== undefined) args.push('--confirmation-ttl', String(options.confirmationTtl));
  args.push('--mdns-interface', options.mdnsInterface ?? '127.0.0.1');
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    ...(options.env === undefined ? {} : { env: { ...process.env, ...options.env } }),
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-8_000);
  });
  const ready = await new Promise<{ listening: string; token: string }>((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error(`the host did not start within 30 s; stderr: ${stderr}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n').find((l) => l.includes('"listening"'));
      if (line !== undefined) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as { listening: string; token: string });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the host exited (${code}) before listening; stderr: ${stderr}`));
    });
  });
  const url = ready.listening;
  return {
    url,
    token: ready.token,
    dataDir,
    async api(method, path, body) {
      const res = await fetch(new URL(path, url), {
        method,
        headers: { authorization: `Bearer ${ready.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, text, json: text ? JSON.parse(text) : undefined };
    },
    pageUrl(window = 'chat', extra = '') {
      const file = window === 'chat' ? '' : `${window}.html`;
      return `${url}${file}${extra}#token=${encodeURIComponent(ready.token)}`;
    },
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      if (options.keepData !== true) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Everything the host pushes over SSE, collected from Node (a page's SSE body can't be read from Playwright). */
export function collectEvents(host: Host): { text(): string; stop(): void } {
  const controller = new AbortController();
  let text = '';
  void (async () => {
    try {
      const res = await fetch(new URL('/api/v1/events', host.url), { headers: { authorization: `Bearer ${host.token}` }, signal: controller.signal });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted
    }
  })();
  return { text: () => text, stop: () => controller.abort() };
}
