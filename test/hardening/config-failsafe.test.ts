/**
 * Reads fail safe (DESIGN §3–§4): a corrupted, truncated, wrong-typed, hostile or 100 MB
 * `home-assistant.json` reads as the disabled defaults with `config_status: "malformed"`, nothing
 * reaches Home Assistant, and the file is left byte for byte as it was — after any number of
 * reads and after a save that fails validation — until the household saves a valid config.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ALLOWLIST, CONTROLLABLE, startWorld, type World } from './support/world.js';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

const valid = (url: string) => ({
  enabled: true,
  base_url: url,
  allowlisted_entities: ALLOWLIST,
  control_enabled: true,
  controllable_entities: CONTROLLABLE,
  tls: { mode: 'system' },
});

type Plant = (path: string, url: string) => Promise<void>;

const text =
  (t: string | Buffer): Plant =>
  async (path) =>
    writeFile(path, t);
const json =
  (f: (url: string) => unknown): Plant =>
  async (path, url) =>
    writeFile(path, JSON.stringify(f(url)));

const CASES: Array<[string, Plant]> = [
  ['truncated mid-object', async (path, url) => writeFile(path, JSON.stringify(valid(url), null, 2).slice(0, 97))],
  ['empty file', text('')],
  ['binary garbage', text(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)))],
  ['NUL bytes', text(Buffer.alloc(512))],
  ['a JSON array', json((url) => [valid(url)])],
  ['JSON null', text('null')],
  ['enabled is a string', json((url) => ({ ...valid(url), enabled: 'true' }))],
  ['allowlist is a string', json((url) => ({ ...valid(url), allowlisted_entities: 'light.porch' }))],
  ['an uppercase entity id', json((url) => ({ ...valid(url), allowlisted_entities: ['Light.Porch'] }))],
  ['an entity id with a path', json((url) => ({ ...valid(url), allowlisted_entities: ['light.porch/../../config'] }))],
  ['base_url is a number', json(() => ({ ...valid(''), base_url: 8123 }))],
  ['base_url with credentials', json((url) => ({ ...valid(url), base_url: url.replace('http://', 'http://user:pw@') }))],
  ['base_url of another scheme', json(() => ({ ...valid(''), base_url: 'file:///etc/passwd' }))],
  ['pinned TLS without a certificate', json((url) => ({ ...valid(url), tls: { mode: 'pinned' } }))],
  ['a __proto__ key', text('{"__proto__": {"enabled": true}, "enabled": "x"}')],
  ['deeply nested JSON', text(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)],
  ['a UTF-16 file', async (path, url) => writeFile(path, Buffer.from(`\ufeff${JSON.stringify(valid(url))}`, 'utf16le'))],
  [
    '100 MB (sparse)',
    async (path) => {
      await writeFile(path, '{"enabled": true, "pad": "');
      await truncate(path, 100 * 1024 * 1024);
    },
  ],
  [
    '100 MB of real bytes',
    async (path, url) => {
      const handle = await open(path, 'w');
      try {
        const chunk = Buffer.alloc(4 * 1024 * 1024, 0x20);
        await handle.write(JSON.stringify(valid(url)).slice(0, -1) + ', "pad": "');
        for (let i = 0; i < 25; i++) await handle.write(chunk);
        await handle.write('"}');
      } finally {
        await handle.close();
      }
    },
  ],
];

async function sha(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe('a broken config file reads as the disabled defaults, untouched until the household saves', () => {
  it.each(CASES)('%s', async (_name, plant) => {
    w = await startWorld();
    const path = join(w.dataDir, 'capabilities', 'home-assistant.json');
    await plant(path, w.ha.url);
    const before = await sha(path);
    const size = (await stat(path)).size;
    const heap0 = process.memoryUsage().heapUsed;

    // Reads: settings, a conversation turn (stage 3 reads fresh), the pending list, the audit.
    const config = await w.call('GET', '/api/v1/conversation/home-assistant');
    expect(config.status).toBe(200);
    expect(config.json).toMatchObject({
      config_status: 'malformed',
      enabled: false,
      base_url: '',
      allowlisted_entities: [],
      control_enabled: false,
      controllable_entities: [],
    });
    expect(typeof config.json.config_message).toBe('string');
    w.ha.clearRequests();
    for (const message of ['turn off the kitchen ceiling light', "what's the living room temperature?"]) {
      const turn = await w.say(message);
      expect(turn.pending_confirmation).toBeNull();
    }
    const proposed = await w.propose('home_assistant.list_entities', {});
    expect(proposed.event).toMatchObject({ stage: 'policy', outcome: 'rejected', code: 'CAPABILITY_DISABLED' });
    const entities = await w.call('GET', '/api/v1/conversation/home-assistant/entities');
    expect(entities.json.error.code).toBe('CAPABILITY_NOT_CONFIGURED');
    expect(w.ha.requests).toEqual([]);
    expect(process.memoryUsage().heapUsed - heap0).toBeLessThan(64 * 1024 * 1024);
    expect(await sha(path)).toBe(before);

    // A save that fails validation changes nothing.
    for (const bad of [{ base_url: 'ftp://nowhere' }, { controllable_entities: ['lock.front_door'] }, { allowlisted_entities: ['NOT AN ID'] }]) {
      const res = await w.call('POST', '/api/v1/conversation/home-assistant', bad);
      expect(res.status).toBe(400);
    }
    expect(await sha(path)).toBe(before);
    expect((await stat(path)).size).toBe(size);

    // The household's valid save replaces it whole.
    const saved = await w.call('POST', '/api/v1/conversation/home-assistant', { ...valid(w.ha.url), access_token: w.ha.token });
    expect(saved.status).toBe(200);
    expect(saved.json.config_status).toBe('ok');
    expect(await sha(path)).not.toBe(before);
  });

  it("a directory or a FIFO in the file's place reads as malformed and never hangs", async () => {
    w = await startWorld();
    const path = join(w.dataDir, 'capabilities', 'home-assistant.json');
    await rm(path);
    await mkdir(path);
    expect((await w.call('GET', '/api/v1/conversation/home-assistant')).json.config_status).toBe('malformed');
    await rm(path, { recursive: true });
    execFileSync('mkfifo', [path]);
    const res = await w.call('GET', '/api/v1/conversation/home-assistant');
    expect(res.json.config_status).toBe('malformed');
    w.ha.clearRequests();
    expect((await w.say('turn off the kitchen ceiling light')).pending_confirmation).toBeNull();
    expect(w.ha.requests).toEqual([]);
  });
});
