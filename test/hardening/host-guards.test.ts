/**
 * The browser host's guards (DESIGN §2): no token, a wrong token, a foreign Host, a foreign
 * Origin and an oversized body are each refused with their status before any work is done; the
 * CLI refuses to bind anything but 127.0.0.1; host and confirmation tokens are compared with
 * `crypto.timingSafeEqual` on equal-length buffers, and a token differing in its last character
 * is refused. A presented confirmation token is compared as its SHA-256 digest with the issued
 * one's, so the constant-time comparison is what decides — also for a forged token of another
 * length, which a lookup keyed by its hash used to turn away without comparing anything.
 */
import { spawn } from 'node:child_process';
import * as crypto from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureNodeBuild } from './support/build.js';
import { startWorld, type World } from './support/world.js';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});
const timingSafeEqual = vi.mocked(crypto.timingSafeEqual);

let w: World;
beforeAll(async () => {
  w = await startWorld();
}, 30_000);
afterAll(async () => {
  await w?.close();
});
beforeEach(() => {
  timingSafeEqual.mockClear();
});

interface Raw {
  status: number;
  body: string;
  json: any;
}

/** A raw HTTP request to the host, so Host, Origin and the body can be anything. */
function raw(method: string, path: string, headers: Record<string, string>, body?: Buffer | string, chunked = false): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: w.host.port, method, path, headers, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, body: text, json });
      });
    });
    req.on('error', reject);
    if (body !== undefined) {
      if (chunked) {
        // No Content-Length: only a streaming count can stop it.
        const buf = Buffer.from(body);
        for (let i = 0; i < buf.length; i += 8192) req.write(buf.subarray(i, i + 8192));
      } else req.write(body);
    }
    req.end();
  });
}

const host = () => `127.0.0.1:${w.host.port}`;
const good = () => ({ host: host(), authorization: `Bearer ${w.host.token}` });
const CONFIG = '/api/v1/conversation/home-assistant';
const flipLast = (t: string) => t.slice(0, -1) + (t.at(-1) === 'A' ? 'B' : 'A');

describe('every /api route refuses requests without the right bearer token (401)', () => {
  it.each([
    ['no Authorization header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: `Basic ${Buffer.from(`x:${'t'}`).toString('base64')}` }],
    ['the token without "Bearer"', { authorization: 'TOKEN' }],
    ['a wrong token of another length', { authorization: 'Bearer nope' }],
    ['the token in lower-case "bearer"', { authorization: 'LOWER' }],
    ['the token differing in its last character', { authorization: 'FLIP' }],
    ['the token with a character appended', { authorization: 'APPEND' }],
  ])('%s', async (_name, extra: Record<string, string>) => {
    let authorization = extra.authorization;
    if (authorization === 'TOKEN') authorization = w.host.token;
    if (authorization === 'LOWER') authorization = `bearer ${w.host.token}`;
    if (authorization === 'FLIP') authorization = `Bearer ${flipLast(w.host.token)}`;
    if (authorization === 'APPEND') authorization = `Bearer ${w.host.token}A`;
    for (const [method, path] of [
      ['GET', CONFIG],
      ['GET', '/api/v1/events'],
      ['GET', '/api/v1/conversation/confirmations'],
      ['POST', '/api/v1/conversation/message'],
    ] as const) {
      const res = await raw(
        method,
        path,
        { host: host(), ...(authorization === undefined ? {} : { authorization }), 'content-type': 'application/json' },
        method === 'POST' ? '{"message":"hi"}' : undefined,
      );
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.json.error.code).toBe('UNAUTHORIZED');
      expect(res.body).not.toContain(w.host.token);
    }
  });

  it('the token is never taken from the query string', async () => {
    const res = await raw('GET', `${CONFIG}?token=${w.host.token}&access_token=${w.host.token}`, { host: host() });
    expect(res.status).toBe(401);
  });

  it('the comparison is timingSafeEqual on equal-length buffers', async () => {
    const res = await raw('GET', CONFIG, { host: host(), authorization: `Bearer ${flipLast(w.host.token)}` });
    expect(res.status).toBe(401);
    expect(timingSafeEqual).toHaveBeenCalled();
    for (const [a, b] of timingSafeEqual.mock.calls) {
      expect(Buffer.isBuffer(a) && Buffer.isBuffer(b)).toBe(true);
      expect((a as Buffer).length).toBe((b as Buffer).length);
    }
    timingSafeEqual.mockClear();
    expect((await raw('GET', CONFIG, good())).status).toBe(200);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
  });
});

describe('a foreign Host or Origin is refused (403), even with the right token', () => {
  it.each([
    ['localhost', () => ({ host: `localhost:${w.host.port}` })],
    ['another port', () => ({ host: `127.0.0.1:${w.host.port + 1}` })],
    ['a rebinding name', () => ({ host: `attacker.example:${w.host.port}` })],
    ['no port', () => ({ host: '127.0.0.1' })],
    ['IPv6 loopback', () => ({ host: `[::1]:${w.host.port}` })],
    ['a trailing dot', () => ({ host: `127.0.0.1.:${w.host.port}` })],
  ])('Host: %s', async (_name, headers) => {
    const res = await raw('GET', CONFIG, { ...good(), ...headers() });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('FORBIDDEN');
  });

  it.each([
    ['another site', 'http://evil.example'],
    ['the opaque null origin', 'null'],
    ['localhost', () => `http://localhost:${w.host.port}`],
    ['https on the same port', () => `https://127.0.0.1:${w.host.port}`],
    ['another port', () => `http://127.0.0.1:${w.host.port + 1}`],
    ['a file page', 'file://'],
  ])('Origin: %s', async (_name, origin) => {
    const value = typeof origin === 'function' ? origin() : origin;
    for (const [method, path, body] of [
      ['GET', CONFIG, undefined],
      ['POST', '/api/v1/conversation/message', '{"message":"turn on the porch light"}'],
    ] as const) {
      w.ha.clearRequests();
      const res = await raw(method, path, { ...good(), origin: value, 'content-type': 'application/json' }, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(w.ha.requests).toEqual([]);
    }
  });

  it("the host's own Origin is accepted", async () => {
    expect((await raw('GET', CONFIG, { ...good(), origin: `http://127.0.0.1:${w.host.port}` })).status).toBe(200);
  });
});

describe('a body over 64 KiB is refused (413) and nothing is saved', () => {
  const big = (bytes: number) => JSON.stringify({ base_url: 'http://x', allowlisted_entities: ['light.a'], pad: 'x'.repeat(bytes) });

  it.each([
    ['declared by Content-Length', false],
    ['streamed without Content-Length', true],
  ])('%s', async (_name, chunked) => {
    const before = (await raw('GET', CONFIG, good())).json;
    const body = big(70 * 1024);
    const headers: Record<string, string> = { ...good(), 'content-type': 'application/json' };
    if (!chunked) headers['content-length'] = String(Buffer.byteLength(body));
    const res = await raw('POST', CONFIG, headers, body, chunked);
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await raw('GET', CONFIG, good())).json).toEqual(before);
  });

  it('a 10 MiB message body is refused without being read whole', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(10 * 1024 * 1024) });
    const res = await raw('POST', '/api/v1/conversation/message', { ...good(), 'content-type': 'application/json' }, body, true);
    expect(res.status).toBe(413);
  });

  it('just under the limit is read (and then validated: 400, not 413)', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(64 * 1024 - 20) });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(64 * 1024);
    const res = await raw(
      'POST',
      '/api/v1/conversation/message',
      { ...good(), 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      body,
    );
    expect(res.status).toBe(400);
  });
});

describe('confirmation tokens', () => {
  it('are compared with timingSafeEqual on equal-length buffers; one differing in its last character is refused', async () => {
    w.ha.setEntity({ ...w.ha.getEntity('light.porch')!, state: 'off' });
    const turn = await w.say('turn on the porch light');
    const token = turn.pending_confirmation!.token;
    w.ha.clearRequests();
    timingSafeEqual.mockClear();

    const DIGEST = 32;
    for (const forged of [flipLast(token), token.slice(0, -1), `${token}A`, token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase()]) {
      timingSafeEqual.mockClear();
      const res = await w.call('POST', '/api/v1/conversation/message', {
        conversation_id: turn.conversation_id,
        confirmation: { token: forged, approve: true },
      });
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe('CONFIRMATION_INVALID');
      // The forged token was compared with the card's, digest against digest.
      expect(timingSafeEqual.mock.calls.map(([a, b]) => [(a as Buffer).length, (b as Buffer).length])).toContainEqual([DIGEST, DIGEST]);
    }
    expect(w.ha.requests).toEqual([]);

    // The host token check also runs timingSafeEqual; look for the confirmation's own call.
    timingSafeEqual.mockClear();
    const done = await w.answer(turn, true);
    expect(done.json.capability_events.at(-1)).toMatchObject({ outcome: 'executed' });
    const sized = timingSafeEqual.mock.calls.map(([a, b]) => [(a as Buffer).length, (b as Buffer).length]);
    expect(sized).toContainEqual([DIGEST, DIGEST]);
    for (const [a, b] of sized) expect(a).toBe(b);
    expect(w.ha.serviceCalls()).toHaveLength(1);

    // Used: the same token again is refused, and nothing more is sent.
    const replay = await w.answer(turn, true);
    expect(replay.status).toBe(409);
    expect(w.ha.serviceCalls()).toHaveLength(1);
  });
});

describe('the CLI binds loopback only', () => {
  let dist: string;
  let dataDir: string;
  beforeAll(async () => {
    dist = await ensureNodeBuild();
    dataDir = await mkdtemp(join(tmpdir(), 'sovereign-cli-'));
  }, 300_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const run = (args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [join(dist, 'main', 'browser-host', 'cli.js'), '--data-dir', dataDir, '--port', '0', ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => {
        stdout += d;
        // A host that did start is stopped at once (the test then fails on the exit code).
        if (stdout.includes('listening')) child.kill('SIGTERM');
      });
      child.stderr.on('data', (d) => (stderr += d));
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, stdout, stderr });
      });
    });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'localhost', '::1'])(
    '--host %s is refused with a non-zero exit and nothing listens',
    async (address) => {
      const res = await run(['--host', address]);
      expect(res.code).not.toBe(0);
      expect(res.code).not.toBeNull();
      expect(res.stdout).not.toContain('listening');
      expect(res.stderr).toMatch(/only binds 127\.0\.0\.1/);
    },
    30_000,
  );

  it('--host 127.0.0.1 starts on loopback', async () => {
    const res = await run(['--host', '127.0.0.1']);
    expect(JSON.parse(res.stdout.split('\n')[0]!).listening).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  }, 30_000);
});
