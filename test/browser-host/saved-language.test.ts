/**
 * A connection saved without a Test answers in Home Assistant's language (DESIGN §5): saving a
 * token learns what Home Assistant says of itself, a turn reads its facts once when it starts —
 * after any learning still under way — and says which language and zone it was answered in.
 * Decided by the fields the turn carries, never by its words.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnResponse } from '../../common/contract/types.js';
import { startHost, type RunningHost } from '../../main/browser-host/server.js';
import { CompanionService } from '../../main/core/companion-service.js';
import { INSTANCE_FILE } from '../../main/core/storage/instance-file.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';

const ALLOWLIST = ['light.kitchen_ceiling', 'light.porch'];
/** This computer speaks American English: Home Assistant's language must win over it. */
const SYSTEM = ['en-US'];

const open: Array<{ close(): Promise<void> }> = [];
const fakes: FakeHomeAssistant[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await closeApp();
  for (const ha of fakes.splice(0)) await ha.close();
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

/** Closes the app (host and service), as quitting it would; Home Assistant runs on. */
async function closeApp(): Promise<void> {
  for (const o of open.splice(0).reverse()) await o.close();
}

async function hostOn(dataDir: string): Promise<{ host: RunningHost; service: CompanionService }> {
  const service = new CompanionService({ dataDir, systemLanguages: () => SYSTEM });
  const host = await startHost({ service });
  open.push(service, host);
  return { host, service };
}

async function call(host: RunningHost, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(new URL(path, host.url), {
    method,
    headers: { authorization: `Bearer ${host.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

async function say(host: RunningHost, message: string): Promise<TurnResponse> {
  const res = await call(host, 'POST', '/api/v1/conversation/message', { message });
  expect(res.status).toBe(200);
  return res.json as TurnResponse;
}

async function fakeIn(language: string, time_zone = 'Europe/Berlin'): Promise<FakeHomeAssistant> {
  const ha = await startFakeHomeAssistant({ config: { language, time_zone } });
  fakes.push(ha);
  return ha;
}

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sovereign-saved-lang-'));
  dirs.push(dir);
  return dir;
}

describe('a connection saved without a Test answers in Home Assistant’s language', () => {
  for (const language of ['de', 'fr', 'es', 'it', 'nl'] as const) {
    it(`${language}: saved, never tested — the turn is answered in ${language}`, async () => {
      const ha = await fakeIn(language);
      const { host } = await hostOn(await dataDir());
      const saved = await call(host, 'POST', '/api/v1/conversation/home-assistant', {
        enabled: true,
        base_url: ha.url,
        access_token: ha.token,
        allowlisted_entities: ALLOWLIST,
      });
      expect(saved.status).toBe(200);
      // No Test was pressed: the save itself read what Home Assistant says of itself.
      expect(ha.requests.some((r) => r.path === '/api/')).toBe(false);
      expect(ha.requests.filter((r) => r.path === '/api/config')).toHaveLength(1);

      const turn = await say(host, 'xyzzy plugh');
      expect(turn.language).toBe(language);
      expect(turn.locale?.split('-')[0]).toBe(language);
      expect(turn.time_zone).toBe('Europe/Berlin');
      // Every window is told the same language.
      expect((await call(host, 'GET', '/api/v1/language')).json).toMatchObject({ language, source: 'home-assistant' });
    });
  }

  it('kept on disk: after a restart, with Home Assistant unreachable, the language and zone hold', async () => {
    const dir = await dataDir();
    const ha = await fakeIn('de', 'Pacific/Chatham');
    const first = await hostOn(dir);
    await call(first.host, 'POST', '/api/v1/conversation/home-assistant', {
      enabled: true,
      base_url: ha.url,
      access_token: ha.token,
      allowlisted_entities: ALLOWLIST,
    });
    await closeApp();
    await ha.close();

    const { host } = await hostOn(dir);
    const turn = await say(host, 'xyzzy plugh');
    expect(turn).toMatchObject({ language: 'de', time_zone: 'Pacific/Chatham' });
  });

  it('a connection carried over without facts learns them at the next settings refresh', async () => {
    const dir = await dataDir();
    const ha = await fakeIn('it');
    // The settings of an earlier version: the connection, and no instance file at all.
    const { host } = await hostOn(dir);
    await call(host, 'POST', '/api/v1/conversation/home-assistant', {
      enabled: true,
      base_url: ha.url,
      access_token: ha.token,
      allowlisted_entities: ALLOWLIST,
    });
    await closeApp();
    await rm(join(dir, INSTANCE_FILE));
    await rm(join(dir, 'language.json'), { force: true });

    const again = await hostOn(dir);
    expect((await say(again.host, 'xyzzy plugh')).language).toBe('en');
    ha.clearRequests();
    const listed = await call(again.host, 'GET', '/api/v1/conversation/home-assistant/entities');
    expect(listed.json).not.toHaveProperty('error');
    expect(listed.status).toBe(200);
    expect(ha.requests.filter((r) => r.path === '/api/config')).toHaveLength(1);
    expect((await say(again.host, 'xyzzy plugh')).language).toBe('it');
  });

  it('facts of another address are not this home’s: a new address answers in its own language', async () => {
    const dir = await dataDir();
    const german = await fakeIn('de');
    const french = await fakeIn('fr');
    const { host } = await hostOn(dir);
    await call(host, 'POST', '/api/v1/conversation/home-assistant', {
      enabled: true,
      base_url: german.url,
      access_token: german.token,
      allowlisted_entities: ALLOWLIST,
    });
    expect((await say(host, 'xyzzy plugh')).language).toBe('de');
    await call(host, 'POST', '/api/v1/conversation/home-assistant', { base_url: french.url, access_token: french.token });
    expect((await say(host, 'xyzzy plugh')).language).toBe('fr');
  });
});
