/**
 * The auth gate outlives an app restart (DESIGN §7; reference §1 "IP bans"): a token Home Assistant
 * rejected is not sent again by a restarted app — only when the household presses Test or saves a
 * token. Each failed login counts towards Home Assistant's ban, so the count of requests carrying
 * the rejected token is the measure. The real-Home-Assistant version is test/real-ha/ban.real.ts.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../common/codes.js';
import type { TurnResponse } from '../../common/contract/types.js';
import { CompanionService } from '../../main/core/companion-service.js';
import { AuthGate } from '../../main/core/ha/auth-gate.js';
import { REJECTED_CREDENTIALS_FILE, RejectedCredentialsFile } from '../../main/core/storage/rejected-credentials-file.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';

const ctx = { surface: 'chat' as const };
const KITCHEN = 'light.kitchen_ceiling';

let ha: FakeHomeAssistant | undefined;
let dataDir: string | undefined;
const services: CompanionService[] = [];

afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
  await ha?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  ha = dataDir = undefined;
});

/** The app started (again) on the same data dir. */
function start(): CompanionService {
  const service = new CompanionService({ dataDir: dataDir!, systemLanguages: () => [] });
  services.push(service);
  return service;
}

async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

/** A read question approved; the code it ended with. */
async function ask(service: CompanionService): Promise<string | undefined> {
  const turn: TurnResponse = await service['conversation.message']({ message: 'is the kitchen ceiling on?' }, ctx);
  const done = await service['conversation.message'](
    { conversation_id: turn.conversation_id, confirmation: { token: turn.pending_confirmation!.token, approve: true } },
    ctx,
  );
  return done.capability_events.at(-1)?.code;
}

describe('a rejected token is not sent again after a restart', () => {
  it('one request with it in the first run; none in later runs until Test or a save', async () => {
    ha = await startFakeHomeAssistant();
    dataDir = await mkdtemp(join(tmpdir(), 'sovereign-gate-'));
    const revoked = ha.token;
    const withRevoked = () => ha!.requests.filter((r) => r.headers['authorization'] === `Bearer ${revoked}`).length;
    let service = start();
    await service['homeAssistant.saveConfig'](
      { enabled: true, base_url: ha.url, access_token: revoked, allowlisted_entities: [KITCHEN], control_enabled: false, controllable_entities: [] },
      ctx,
    );
    ha.setToken('a-new-token-the-household-has-not-saved');
    ha.clearRequests();

    expect(await codeOf(service['homeAssistant.entities']({}, ctx))).toBe('HOME_ASSISTANT_AUTH_FAILED');
    expect(await ask(service)).toBe('HOME_ASSISTANT_AUTH_FAILED');
    expect(withRevoked()).toBe(1);

    for (let restart = 0; restart < 3; restart++) {
      await service.close();
      service = start();
      expect((await service['homeAssistant.getConfig']({}, ctx)).connection).toBe('auth-failed');
      expect(await codeOf(service['homeAssistant.entities']({}, ctx))).toBe('HOME_ASSISTANT_AUTH_FAILED');
      expect(await ask(service)).toBe('HOME_ASSISTANT_AUTH_FAILED');
    }
    expect(withRevoked()).toBe(1);
    expect(ha.websocketSessions.filter((s) => s.auth === 'invalid')).toEqual([]);

    // The file names no token, and only its owner can read it.
    const file = join(dataDir, REJECTED_CREDENTIALS_FILE);
    expect(await readFile(file, 'utf8')).not.toContain(revoked);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    // Test is the household asking: it goes out once more.
    expect(await service['homeAssistant.testConnection']({}, ctx)).toMatchObject({ ok: false, error: { code: 'HOME_ASSISTANT_AUTH_FAILED' } });
    expect(withRevoked()).toBe(2);

    // A new token saved works at once, and after another restart.
    await service['homeAssistant.saveConfig']({ access_token: 'a-new-token-the-household-has-not-saved' }, ctx);
    expect(await ask(service)).toBeUndefined();
    await service.close();
    service = start();
    expect(await ask(service)).toBeUndefined();
    expect(withRevoked()).toBe(2);
  });

  it('re-saving the same token lifts the gate, on disk too', async () => {
    ha = await startFakeHomeAssistant();
    dataDir = await mkdtemp(join(tmpdir(), 'sovereign-gate-'));
    const token = ha.token;
    let service = start();
    await service['homeAssistant.saveConfig'](
      { enabled: true, base_url: ha.url, access_token: token, allowlisted_entities: [KITCHEN], control_enabled: false, controllable_entities: [] },
      ctx,
    );
    ha.setToken('elsewhere');
    expect(await ask(service)).toBe('HOME_ASSISTANT_AUTH_FAILED');
    // The household fixes it in Home Assistant and saves the same token again.
    ha.setToken(token);
    await service['homeAssistant.saveConfig']({ access_token: token }, ctx);
    await service.close();
    service = start();
    expect(await ask(service)).toBeUndefined();
  });

  it('an unsaved Test of a mistyped token leaves nothing on disk', async () => {
    ha = await startFakeHomeAssistant();
    dataDir = await mkdtemp(join(tmpdir(), 'sovereign-gate-'));
    const service = start();
    expect(await service['homeAssistant.testConnection']({ base_url: ha.url, access_token: 'mistyped' }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'HOME_ASSISTANT_AUTH_FAILED' },
    });
    expect(await new RejectedCredentialsFile(dataDir).read(64)).toEqual([]);
  });
});

describe('the gate file is read fail-safe', () => {
  it('a file that is not ours reads as nothing blocked; a gate without a store stays in memory', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sovereign-gate-'));
    const file = new RejectedCredentialsFile(dataDir);
    const credential = { base_url: 'http://127.0.0.1:8123', token: 't' };
    const gate = new AuthGate(file);
    await gate.block(credential);
    expect(await new AuthGate(file).isBlocked(credential)).toBe(true);
    await writeFile(file.path, '{"version":1,"rejected":["../../etc/passwd"]}');
    expect(await new AuthGate(file).isBlocked(credential)).toBe(false);
    await writeFile(file.path, 'not json');
    expect(await new AuthGate(file).isBlocked(credential)).toBe(false);
    const memory = new AuthGate();
    await memory.block(credential);
    expect(await memory.isBlocked(credential)).toBe(true);
    expect(await new AuthGate().isBlocked(credential)).toBe(false);
  });
});
