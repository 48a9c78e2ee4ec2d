/**
 * DESIGN §8.10: a credential is bound to the origin it was saved for, and testing a
 * connection never changes the saved one. Every assertion is on what the fake Home Assistants
 * (two, on two loopback ports) and the fake language models received.
 */
import { cp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanionEvents } from '../../common/contract/events.js';
import { CompanionService } from '../../main/core/companion-service.js';
import { Composition } from '../../main/core/composition.js';
import { HomeAssistantApi } from '../../main/core/ha/api.js';
import { AuthGate } from '../../main/core/ha/auth-gate.js';
import { HomeAssistantClient } from '../../main/core/ha/client.js';
import { createTestCertificate, startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { say, startFakeLlm, type FakeLlm } from '../fake-llm/index.js';
import { makeHarness, PORCH, type Harness } from '../core/harness.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/secrets-9a8c121/', import.meta.url));
const LEGACY_TOKEN = 'legacy-token-0123456789abcdef';
const LEGACY_KEY = 'sk-legacy-key-0123456789';
const ctx = { surface: 'chat' as const };

let cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  cleanups = [];
});

async function harness(...args: Parameters<typeof makeHarness>): Promise<Harness> {
  const h = await makeHarness(...args);
  cleanups.push(() => h.close());
  return h;
}

async function fakeHa(token: string): Promise<FakeHomeAssistant> {
  const ha = await startFakeHomeAssistant({ token });
  cleanups.push(() => ha.close());
  return ha;
}

/** Requests that carried `token` as their bearer credential. */
function withToken(ha: FakeHomeAssistant, token: string) {
  return ha.requests.filter((r) => r.headers.authorization === `Bearer ${token}`);
}

async function readEntities(h: Harness) {
  const proposed = await h.propose('home_assistant.list_entities', {});
  return proposed.pending ? (await h.approve(proposed)).event : proposed.event;
}

describe('DESIGN §8.10 — a token is bound to the origin it was saved for', () => {
  it('a config file re-pointed on disk to another host never sends the token there: stage 3 answers CAPABILITY_NOT_CONFIGURED, audited, with a status to act on', async () => {
    const h = await harness();
    // Another Home Assistant that would accept the same token: what it receives is the leak.
    const other = await fakeHa(h.ha.token);
    await h.writeConfig({ base_url: other.url });

    const proposed = await h.propose('home_assistant.list_entities', {});
    // On the code before the change this passed stage 3 and its approval sent the token to `other`.
    if (proposed.pending) await h.approve(proposed);
    expect(withToken(other, h.ha.token)).toEqual([]);
    expect(other.requests).toEqual([]);
    expect(h.ha.requests).toEqual([]);
    expect(proposed.pending).toBeUndefined();
    expect(proposed.event).toMatchObject({
      stage: 'policy',
      outcome: 'rejected',
      code: 'CAPABILITY_NOT_CONFIGURED',
    });
    const audited = (await h.auditLines()).map((l) => JSON.parse(l));
    expect(audited).toContainEqual(
      expect.objectContaining({
        kind: 'capability',
        stage: 'policy',
        outcome: 'rejected',
        code: 'CAPABILITY_NOT_CONFIGURED',
      }),
    );
    const config = await h.service['homeAssistant.getConfig']({}, ctx);
    expect(config).toMatchObject({
      connection: 'not-configured',
      has_access_token: true,
    });
    expect(config.connection_message).toMatch(/different Home Assistant address/);

    // Saving the token again for the new address is the household's way out.
    await h.service['homeAssistant.saveConfig']({ access_token: h.ha.token }, ctx);
    expect((await readEntities(h)).outcome).toBe('executed');
    expect(withToken(other, h.ha.token).length).toBeGreaterThan(0);
  });

  it('saves are serialised: a token save racing an origin change never leaves the token usable at the new origin', async () => {
    const h = await harness();
    const other = await fakeHa('token-for-the-first-host-only');
    for (let i = 0; i < 12; i++) {
      // Each round starts at the first host with its token, then a token save and an origin change race.
      await h.writeConfig({});
      await h.service['homeAssistant.saveConfig']({ access_token: h.ha.token }, ctx);
      const token = `round-${i}-token-for-first-host`;
      h.ha.setToken(token);
      await Promise.all([
        h.service['homeAssistant.saveConfig']({ access_token: token }, ctx),
        h.service['homeAssistant.saveConfig']({ base_url: other.url }, ctx),
      ]);
      const snapshot = await h.policySnapshot();
      if (snapshot.target) expect(snapshot.target.token_origin ?? snapshot.target.base_url).toBe(snapshot.target.base_url);
      await readEntities(h);
      expect(withToken(other, token)).toEqual([]);
    }
  });

  it('a secret file written by 9a8c121 is bound once to the config origin at the first start, audited as a migration', async () => {
    const ha = await fakeHa(LEGACY_TOKEN);
    const other = await fakeHa(LEGACY_TOKEN);
    const h = await harness({ token: false, config: {} });
    await h.writeConfig({ base_url: ha.url });
    await cp(join(FIXTURES, 'secrets'), join(h.dataDir, 'secrets'), {
      recursive: true,
    });

    const first = new Composition({ dataDir: h.dataDir });
    const service = new CompanionService(first);
    cleanups.push(() => service.close());
    const proposed = await first.executor.propose(
      { id: 'p1', capability: 'home_assistant.list_entities', arguments: {} },
      {
        conversation_id: 'c1',
        surface: 'chat',
        proposer: 'builtin',
        round: new Map(),
        generation: { turn: 0, current: () => 0 },
      },
    );
    const approved = await first.executor.resolve(proposed.pending!.token, true, { conversation_id: 'c1', surface: 'chat' });
    expect(approved.event.outcome).toBe('executed');
    expect(withToken(ha, LEGACY_TOKEN).length).toBeGreaterThan(0);
    const stored = JSON.parse(await readFile(join(h.dataDir, 'secrets', 'home-assistant', 'access-token'), 'utf8'));
    expect(stored).toEqual({ origin: ha.url, secret: LEGACY_TOKEN });
    await service.close();

    // A second start doesn't migrate again; and the bound token no longer follows an edited file.
    const second = new Composition({ dataDir: h.dataDir });
    cleanups.push(() => second.close());
    await second.migrated;
    const migrations = (await h.auditLines()).map((l) => JSON.parse(l)).filter((e) => e.change === 'home_assistant_token_bound_to_origin');
    expect(migrations).toHaveLength(1);
    await h.writeConfig({ base_url: other.url });
    const afterEdit = await second.executor.propose(
      { id: 'p2', capability: 'home_assistant.list_entities', arguments: {} },
      {
        conversation_id: 'c2',
        surface: 'chat',
        proposer: 'builtin',
        round: new Map(),
        generation: { turn: 0, current: () => 0 },
      },
    );
    expect(afterEdit.event.code).toBe('CAPABILITY_NOT_CONFIGURED');
    expect(other.requests).toEqual([]);
  });
});

describe('DESIGN §8.10 — the one place that builds a request target asserts the binding again', () => {
  it('a target whose token was saved for another origin sends nothing, whoever built it', async () => {
    const ha = await fakeHa('token-of-a');
    const other = await fakeHa('token-of-a');
    const api = new HomeAssistantApi(new HomeAssistantClient(new AuthGate()));
    const target = {
      base_url: other.url,
      token: 'token-of-a',
      token_origin: ha.url,
      tls: { mode: 'system' as const },
    };
    await expect(api.states(target, AbortSignal.timeout(2000))).rejects.toMatchObject({ code: 'CAPABILITY_NOT_CONFIGURED' });
    await expect(api.identify(target, AbortSignal.timeout(2000), { explicit: true })).rejects.toMatchObject({ code: 'CAPABILITY_NOT_CONFIGURED' });
    expect(other.requests).toEqual([]);
    await api.states({ ...target, base_url: ha.url }, AbortSignal.timeout(2000));
    expect(withToken(ha, 'token-of-a')).toHaveLength(1);
  });
});

describe('DESIGN §8.10 — the assistant API key is bound to the origin of its base URL', () => {
  async function llms(): Promise<[FakeLlm, FakeLlm]> {
    const a = await startFakeLlm({
      models: ['m'],
      script: [say('hello from a')],
    });
    const b = await startFakeLlm({
      models: ['m'],
      script: [say('hello from b')],
    });
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    return [a, b];
  }

  it('an assistant.json re-pointed on disk never receives the key', async () => {
    const [a, b] = await llms();
    const h = await harness();
    const KEY = 'sk-bound-to-a-0123456789';
    await h.service['assistant.saveConfig'](
      {
        engine: 'openai-compatible',
        base_url: a.url,
        model: 'm',
        api_key: KEY,
      },
      ctx,
    );
    const path = join(h.dataDir, 'conversation', 'assistant.json');
    const config = JSON.parse(await readFile(path, 'utf8'));
    await writeFile(path, JSON.stringify({ ...config, base_url: b.url }));
    await h.service['conversation.message']({ message: 'hello' }, { surface: 'chat' });
    await h.service['assistant.testConnection']({}, ctx);
    expect(b.requests.filter((r) => r.headers.authorization === `Bearer ${KEY}`)).toEqual([]);
  });

  it('an API key file written by 9a8c121 is bound to the assistant origin at the first start', async () => {
    const [a] = await llms();
    const h = await harness();
    await mkdir(join(h.dataDir, 'conversation'), { recursive: true });
    await writeFile(
      join(h.dataDir, 'conversation', 'assistant.json'),
      JSON.stringify({
        engine: 'openai-compatible',
        base_url: a.url,
        model: 'm',
      }),
    );
    await cp(join(FIXTURES, 'secrets', 'assistant'), join(h.dataDir, 'secrets', 'assistant'), { recursive: true });
    const core = new Composition({ dataDir: h.dataDir });
    cleanups.push(() => core.close());
    await core.migrated;
    const stored = JSON.parse(await readFile(join(h.dataDir, 'secrets', 'assistant', 'api-key'), 'utf8'));
    expect(stored).toEqual({
      origin: new URL(a.url).origin,
      secret: LEGACY_KEY,
    });
    expect((await h.auditLines()).map((l) => JSON.parse(l)).filter((e) => e.change === 'assistant_key_bound_to_origin')).toHaveLength(1);
  });
});

describe('testing a connection never changes the saved one', () => {
  it('a Test of a wrong unsaved token answers HOME_ASSISTANT_AUTH_FAILED and leaves the saved token working, with no status change in any window', async () => {
    const h = await harness();
    const statuses: Array<CompanionEvents['homeAssistant.status']> = [];
    const stop = h.service.subscribe((name, payload) => {
      if (name === 'homeAssistant.status') statuses.push(payload as CompanionEvents['homeAssistant.status']);
    });
    const before = await h.service['homeAssistant.getConfig']({}, ctx);
    const tested = await h.service['homeAssistant.testConnection']({ access_token: 'a-wrong-token-typed-not-saved' }, ctx);
    const statusAfterTest = (await h.service['homeAssistant.getConfig']({}, ctx)).connection;
    const pushedByTest = [...statuses];

    h.ha.clearRequests();
    const event = await readEntities(h);
    // On the code before the change: "Home Assistant refused my access token" and nothing sent.
    expect(withToken(h.ha, h.ha.token).map((r) => r.path)).toContain(`/api/states/${PORCH}`);
    expect(event.outcome).toBe('executed');
    expect(pushedByTest).toEqual([]);
    expect(statusAfterTest).toBe(before.connection);
    expect(tested).toMatchObject({
      ok: false,
      error: { code: 'HOME_ASSISTANT_AUTH_FAILED' },
    });
    stop();
  });

  it('a failed Test says why with its real code: nothing listening, TLS, a path in the URL', async () => {
    const h = await harness();
    const dead = await fakeHa('x');
    const deadUrl = dead.url;
    await dead.close();
    const unreachable = await h.service['homeAssistant.testConnection']({ base_url: deadUrl, access_token: 'some-token' }, ctx);
    expect(unreachable).toMatchObject({
      ok: false,
      error: { code: 'HOME_ASSISTANT_UNREACHABLE' },
    });
    if (!unreachable.ok) expect(unreachable.error.message).toContain(deadUrl);

    const tlsHa = await startFakeHomeAssistant({
      tls: createTestCertificate(),
    });
    cleanups.push(() => tlsHa.close());
    const tls = await h.service['homeAssistant.testConnection']({ base_url: tlsHa.url, access_token: tlsHa.token }, ctx);
    expect(tls).toMatchObject({
      ok: false,
      error: { code: 'HOME_ASSISTANT_TLS_ERROR' },
    });
    expect(tlsHa.requests).toEqual([]);

    const path = await h.service['homeAssistant.testConnection']({ base_url: `${h.ha.url}/lovelace/0`, access_token: h.ha.token }, ctx);
    expect(path).toMatchObject({
      ok: false,
      error: { code: 'INVALID_BASE_URL' },
    });

    const wrong = await h.service['homeAssistant.testConnection']({ access_token: 'wrong-token-for-this-host' }, ctx);
    expect(wrong).toMatchObject({
      ok: false,
      error: { code: 'HOME_ASSISTANT_AUTH_FAILED' },
    });
  });
});
