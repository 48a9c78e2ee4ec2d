/**
 * The real browser host as a child process: `node dist/main/browser-host/cli.js --data-dir <dir>
 * --port 0`, built first when stale (scripts/build/ensure-built.mjs), or compiled afresh into
 * another folder inside the repository, where Node still finds `node_modules`. Loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Agent, request } from 'undici';
import { FileSecretStore } from '../../main/core/storage/secret-store.js';
import type { HomeAssistantConfig } from '../../main/core/storage/home-assistant-config.js';
import { ensureBuilt } from '../../scripts/build/ensure-built.mjs';
import { REPO_ROOT } from './paths.js';

/**
 * Builds the Node side (no type check, as `npm run build:node`): into `dist/` only when it changed
 * since the last build; into any other folder (a tiny run's own) always. Resolves to the CLI's path.
 */
export async function buildHost(outDir = join(REPO_ROOT, 'dist')): Promise<string> {
  if (outDir === join(REPO_ROOT, 'dist')) {
    await ensureBuilt(['node']);
    return join(outDir, 'main', 'browser-host', 'cli.js');
  }
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '-p', 'tsconfig.node.json', '--noCheck', '--outDir', outDir], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tsc failed (${code}): ${output.slice(0, 2000)}`))));
  });
  return join(outDir, 'main', 'browser-host', 'cli.js');
}

export interface HostProcess {
  url: string;
  pid: number;
  dataDir: string;
  /** Sends one API request with the host token; the body is read as text and parsed. */
  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; bytes: number; json: unknown }>;
  /** A field of `/proc/<pid>/status` (VmRSS, VmHWM), in bytes. */
  memory(field: 'VmRSS' | 'VmHWM'): Promise<number>;
  close(): Promise<void>;
}

/** Starts the host CLI on a fresh data dir already configured for `ha` (config file + token file). */
export async function startHost(cli: string, ha: { url: string; token: string }, config: Partial<HomeAssistantConfig>): Promise<HostProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-bench-host-'));
  const full: HomeAssistantConfig = {
    enabled: true,
    base_url: ha.url,
    allowlisted_entities: [],
    control_enabled: false,
    controllable_entities: [],
    tls: { mode: 'system' },
    ...config,
  };
  await mkdir(join(dataDir, 'capabilities'), { recursive: true, mode: 0o700 });
  await writeFile(join(dataDir, 'capabilities', 'home-assistant.json'), JSON.stringify(full));
  await new FileSecretStore(dataDir).write('home-assistant/access-token', ha.token, ha.url);

  const child: ChildProcess = spawn(process.execPath, [cli, '--data-dir', dataDir, '--port', '0'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const ready = await new Promise<{ listening: string; token: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the host did not start in 20 s: ${stderr}`)), 20_000);
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line) as { listening: string; token: string });
      } catch {
        reject(new Error(`unexpected first line from the host: ${line}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the host exited (${code}): ${stderr}`));
    });
  });
  const agent = new Agent({ keepAliveTimeout: 10_000 });
  const pid = child.pid!;
  return {
    url: ready.listening,
    pid,
    dataDir,
    async call(method, path, body) {
      const res = await request(new URL(path, ready.listening), {
        method,
        headers: { authorization: `Bearer ${ready.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        dispatcher: agent,
      });
      const text = await res.body.text();
      return { status: res.statusCode, bytes: Number(res.headers['content-length'] ?? Buffer.byteLength(text)), json: JSON.parse(text) as unknown };
    },
    async memory(field) {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
      if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
      return Number(match[1]) * 1024;
    },
    async close() {
      await agent.close();
      if (child.exitCode === null) {
        const exited = new Promise<void>((r) => child.once('exit', () => r()));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
