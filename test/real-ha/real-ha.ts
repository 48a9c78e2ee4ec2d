/**
 * A real Home Assistant core for the `*.real.ts` suites: started by ../shared/real-ha/run_ha.py on
 * 127.0.0.1 in a config dir of ours (so it outlives a stop and can be restarted), stopped with
 * SIGTERM, and asked what it did — states, history, logbook, its log — with the owner's token.
 * Every wait is bounded; the token is never logged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'undici';

const here = dirname(fileURLToPath(import.meta.url));
/** The folder with run_ha.py (`../shared/real-ha` beside the checkout unless REAL_HA_DIR says otherwise). */
export const RUN_HA_DIR = process.env.REAL_HA_DIR ?? resolve(here, '../../../shared/real-ha');
const REAL_HA_HOME = process.env.REAL_HA_HOME ?? join(homedir(), '.cache', 'real-ha');
const VENV_PYTHON = join(REAL_HA_HOME, '.venv', 'bin', 'python');

/** run_ha.py takes 10–12 s here on a quiet machine; two cores shared with others may need more. */
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 60_000;

/** The line Home Assistant logs for every failed login, REST 401 and WebSocket `auth_invalid` alike (http/ban.py). */
export const FAILED_LOGIN_LINE = 'Login attempt or request with invalid authentication';

export interface RealHomeAssistant {
  url: string;
  port: number;
  /** The owner's long-lived token, as run_ha.py made it (an admin credential). */
  token: string;
  configDir: string;
  /** Stops Home Assistant (SIGTERM to the runner) and waits for it to exit; the config dir stays. */
  stop(): Promise<void>;
  /** Starts Home Assistant again on the same port and config dir, and waits until it runs. */
  restart(): Promise<void>;
  /** Stops it if it runs and removes the config dir. */
  dispose(): Promise<void>;
}

export function realHomeAssistantInstalled(): boolean {
  return existsSync(join(REAL_HA_HOME, '.venv')) && existsSync(join(RUN_HA_DIR, 'run_ha.py'));
}

/** Starts a freshly provisioned home (see ../shared/real-ha/README.md) and waits until it runs. */
export async function startRealHomeAssistant(options: { banThreshold?: number } = {}): Promise<RealHomeAssistant> {
  const configDir = await mkdtemp(join(tmpdir(), 'sovereign-real-ha-'));
  const args = [join(RUN_HA_DIR, 'run_ha.py'), '--config-dir', configDir, '--startup-timeout', String(START_TIMEOUT_MS / 1000)];
  if (options.banThreshold !== undefined) args.push('--ban-threshold', String(options.banThreshold));
  let runner = spawn(VENV_PYTHON, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const first = (await firstJsonLine(runner, 'run_ha.py')) as { url: string; token: string };
  const url = first.url;
  const token = first.token;
  const port = Number(new URL(url).port);
  let running = true;

  const stop = async () => {
    if (!running) return;
    running = false;
    await terminate(runner);
  };
  return {
    url,
    port,
    token,
    configDir,
    stop,
    restart: async () => {
      await stop();
      runner = spawn(VENV_PYTHON, [join(here, 'restart_ha.py'), '--run-ha-dir', RUN_HA_DIR, '--config-dir', configDir, '--port', String(port)], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running = true;
      await firstJsonLine(runner, 'restart_ha.py');
      await waitFor('Home Assistant running again', START_TIMEOUT_MS, async () => {
        const config = await haGet({ url, token }, '/api/config').catch(() => undefined);
        return config?.status === 200 && (config.json as { state?: string }).state === 'RUNNING' ? true : undefined;
      });
    },
    dispose: async () => {
      await stop();
      await rm(configDir, { recursive: true, force: true });
    },
  };
}

/** The first JSON line a runner prints on stdout; its stderr is kept for the error if it exits first. */
function firstJsonLine(child: ChildProcess, name: string): Promise<unknown> {
  return new Promise((resolvePromise, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${name} printed no JSON line within ${START_TIMEOUT_MS / 1000} s:\n${stderr}`));
    }, START_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it printed its JSON line:\n${stderr}`));
    };
    child.once('exit', onExit);
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      lines.close();
      resolvePromise(JSON.parse(line));
    });
  });
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Polls `probe` until it answers something other than undefined, or fails after `ms`. Home
 * Assistant's recorder commits once a second and its log is written by a queue, so a fact shows a
 * moment after the change: waited for, never slept for.
 */
export async function waitFor<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}`);
}

export interface HaAnswer {
  status: number;
  json: unknown;
  text: string;
}

/** One REST request to Home Assistant with a bearer token (the owner's unless another is given). */
export async function haRequest(ha: { url: string; token: string }, method: 'GET' | 'POST', path: string, body?: unknown): Promise<HaAnswer> {
  const res = await fetch(new URL(path, ha.url), {
    method,
    headers: { authorization: `Bearer ${ha.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

export const haGet = (ha: { url: string; token: string }, path: string) => haRequest(ha, 'GET', path);

export interface HaState {
  entity_id: string;
  state: string;
  last_changed: string;
  last_updated: string;
  attributes: Record<string, unknown>;
}

/** `GET /api/states/<id>` as Home Assistant answers it now. */
export async function stateOf(ha: { url: string; token: string }, entityId: string): Promise<HaState> {
  const answer = await haGet(ha, `/api/states/${entityId}`);
  if (answer.status !== 200) throw new Error(`GET /api/states/${entityId} answered ${answer.status}`);
  return answer.json as HaState;
}

/** The lines of Home Assistant's log (home-assistant.log) that record a failed login. */
export async function failedLogins(configDir: string): Promise<string[]> {
  const log = await readFile(join(configDir, 'home-assistant.log'), 'utf8').catch(() => '');
  return log.split('\n').filter((line) => line.includes(FAILED_LOGIN_LINE));
}

/** `ip_bans.yaml` in the config dir, or null when Home Assistant has banned no address. */
export async function ipBans(configDir: string): Promise<string | null> {
  return readFile(join(configDir, 'ip_bans.yaml'), 'utf8').catch(() => null);
}

/** A WebSocket API session logged in with `token` (an admin's, for the `auth/*` commands). */
export interface HaSocket {
  call(type: string, data?: Record<string, unknown>): Promise<unknown>;
  close(): void;
}

export async function haSocket(ha: { url: string; token: string }): Promise<HaSocket> {
  const socket = new WebSocket(`${ha.url.replace(/^http/, 'ws')}/api/websocket`);
  const inbox: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  socket.addEventListener('message', (event) => {
    inbox.push(JSON.parse(String(event.data)) as Record<string, unknown>);
    waiters.splice(0).forEach((wake) => wake());
  });
  const next = async (match: (m: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> => {
    const deadline = Date.now() + 15_000;
    for (let attempt = 0; attempt < 1_000; attempt++) {
      const at = inbox.findIndex(match);
      if (at >= 0) return inbox.splice(at, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) break;
      await new Promise<void>((r) => {
        const timer = setTimeout(r, left);
        waiters.push(() => {
          clearTimeout(timer);
          r();
        });
      });
    }
    throw new Error('Home Assistant sent no answer on the WebSocket in time');
  };
  await next((m) => m.type === 'auth_required');
  socket.send(JSON.stringify({ type: 'auth', access_token: ha.token }));
  const auth = await next((m) => m.type === 'auth_ok' || m.type === 'auth_invalid');
  if (auth.type !== 'auth_ok') throw new Error('WebSocket login refused');
  let id = 0;
  return {
    call: async (type, data = {}) => {
      const mine = ++id;
      socket.send(JSON.stringify({ id: mine, type, ...data }));
      const answer = await next((m) => m.id === mine && m.type === 'result');
      if (answer.success !== true) throw new Error(`${type} failed: ${JSON.stringify(answer.error)}`);
      return answer.result;
    },
    close: () => socket.close(),
  };
}
