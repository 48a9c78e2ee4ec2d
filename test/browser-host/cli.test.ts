/**
 * The real executables, as a household or CI runs them: `npm run host` on an empty data dir, and
 * `npm run demo` answering "turn on the porch light" end to end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';

let child: ChildProcess | undefined;
let dir: string | undefined;
afterEach(async () => {
  child?.kill('SIGTERM');
  child = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Starts a built script and resolves with its first stdout line, parsed. */
function launch(args: string[]): Promise<{ listening: string; token: string }> {
  child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const proc = child;
  let stderr = '';
  proc.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no ready line within 15 s')), 15_000);
    createInterface({ input: proc.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line));
    });
    proc.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
}

async function api(base: { listening: string; token: string }, method: string, path: string, body?: unknown) {
  const res = await fetch(new URL(path, base.listening), {
    method,
    headers: { authorization: `Bearer ${base.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as any };
}

describe('npm run host on an empty data dir answers GET /api/v1/conversation/home-assistant with the defaults', () => {
  it('prints one ready line, binds 127.0.0.1, and serves the defaults', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sovereign-cli-'));
    const ready = await launch(['dist/main/browser-host/cli.js', '--data-dir', join(dir, 'data'), '--port', '0']);
    expect(ready.listening).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(ready.token.length).toBeGreaterThanOrEqual(43);
    const res = await api(ready, 'GET', '/api/v1/conversation/home-assistant');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      enabled: false,
      base_url: '',
      has_access_token: false,
      allowlisted_entities: [],
      control_enabled: false,
      config_status: 'missing',
      connection: 'not-configured',
    });
  });

  it('refuses to bind anything but 127.0.0.1', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sovereign-cli-'));
    child = spawn(process.execPath, ['dist/main/browser-host/cli.js', '--data-dir', dir, '--host', '0.0.0.0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const code = await new Promise((resolve) => child!.once('exit', resolve));
    expect(code).toBe(2);
  });
});

describe('npm run demo answers "turn on the porch light" end to end', () => {
  it('proposes, is approved, and the demo Home Assistant switches the light on', async () => {
    const ready = await launch(['dist/scripts/demo.js', '--port', '0']);
    const turn = await api(ready, 'POST', '/api/v1/conversation/message', { message: 'turn on the porch light' });
    expect(turn.json.pending_confirmation).toMatchObject({
      capability: 'home_assistant.set_entity_state',
      arguments: { entity_id: 'light.porch', state: 'on' },
    });
    const done = await api(ready, 'POST', '/api/v1/conversation/message', {
      conversation_id: turn.json.conversation_id,
      confirmation: { token: turn.json.pending_confirmation.token, approve: true },
    });
    expect(done.json.reply).toMatch(/porch light/i);
    expect(done.json.capability_events.at(-1)).toMatchObject({ outcome: 'executed' });
  });
});
