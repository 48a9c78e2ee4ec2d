/**
 * The recognizer's session kept open while the household talks (main/core/ha/kept-recognizer.ts),
 * against the fake Home Assistant: one login for a conversation's sentences instead of one per
 * sentence, closed when idle, never reused for another address or token, a stuck Home Assistant
 * costing one timeout, a session Home Assistant closed asked again once on a new one — and still
 * nothing but the two recognizer commands ever sent. Decided by what the fake recorded and by codes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { KeptRecognizer } from '../../../main/core/ha/kept-recognizer.js';
import { RECOGNIZE_COMMAND } from '../../../main/core/ha/recognizer.js';
import type { HomeAssistantTarget } from '../../../main/core/ha/client.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../../fake-ha/index.js';
import { SENTENCES, swedishEntities, swedishRegistries } from './swedish-home.js';

let ha: FakeHomeAssistant | null = null;
let kept: KeptRecognizer | null = null;
afterEach(async () => {
  await kept?.close();
  await ha?.close();
  ha = null;
  kept = null;
});

async function fake(options: ConstructorParameters<typeof KeptRecognizer>[0] = {}) {
  ha = await startFakeHomeAssistant({
    entities: swedishEntities(),
    registries: swedishRegistries(),
    recognizer: { languages: ['en', 'sv'], sentences: Object.values(SENTENCES) },
  });
  kept = new KeptRecognizer(options);
  const target: HomeAssistantTarget = { base_url: ha.url, token: ha.token, token_origin: ha.url, tls: { mode: 'system' } };
  return { ha, kept, target };
}

const sentences = Object.values(SENTENCES).map((s) => s.text);
const logins = (ha: FakeHomeAssistant) => ha.websocketSessions.filter((s) => s.auth === 'ok').length;
const openSessions = (ha: FakeHomeAssistant) => ha.websocketSessions.filter((s) => !s.closed).length;

/** Waits (bounded) until `test` holds; the fake records a close a moment after it happens. */
async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !test(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(test()).toBe(true);
}

describe('one session while the household talks', () => {
  it('several sentences, one after another, are one login in Home Assistant', async () => {
    const { ha, kept, target } = await fake();
    for (const text of sentences.slice(0, 4)) {
      const [result] = await kept.use(target, (s) => s.recognize([text], 'sv'));
      expect(result).not.toBeNull();
    }
    expect(ha.websocketCommands(RECOGNIZE_COMMAND)).toHaveLength(4);
    expect(logins(ha)).toBe(1);
  });

  it('closes after its idle time, and the next sentence opens a new one', async () => {
    const { ha, kept, target } = await fake({ idleMs: 50 });
    await kept.use(target, (s) => s.recognize([sentences[0]!], 'sv'));
    await until(() => openSessions(ha) === 0);
    await kept.use(target, (s) => s.recognize([sentences[1]!], 'sv'));
    expect(logins(ha)).toBe(2);
  });

  it('a new token (Settings changed) never goes over the old session', async () => {
    const { ha, kept, target } = await fake();
    await kept.use(target, (s) => s.recognize([sentences[0]!], 'sv'));
    ha.setToken('a-new-token');
    await kept.use({ ...target, token: 'a-new-token' }, (s) => s.recognize([sentences[1]!], 'sv'));
    expect(logins(ha)).toBe(2);
    await until(() => ha.websocketSessions[0]!.closed);
  });

  it('a session Home Assistant dropped is asked again once, on a new session', async () => {
    const { ha, kept, target } = await fake();
    await kept.use(target, (s) => s.recognize([sentences[0]!], 'sv'));
    ha.addWebSocketFault({ kind: 'drop', command: RECOGNIZE_COMMAND }, 1);
    const [again] = await kept.use(target, (s) => s.recognize([sentences[1]!], 'sv'));
    expect(again).not.toBeNull();
    expect(logins(ha)).toBe(2);
  });

  it('a request past its bound fails with RECOGNIZER_TIMEOUT and ends the session; the next one works', async () => {
    const { ha, kept, target } = await fake({ requestMs: 100 });
    await kept.use(target, (s) => s.recognize([sentences[0]!], 'sv'));
    ha.addWebSocketFault({ kind: 'slow', command: RECOGNIZE_COMMAND, ms: 1_000 }, 1);
    await expect(kept.use(target, (s) => s.recognize([sentences[1]!], 'sv'))).rejects.toMatchObject({ code: 'RECOGNIZER_TIMEOUT' });
    const [next] = await kept.use(target, (s) => s.recognize([sentences[2]!], 'sv'));
    expect(next).not.toBeNull();
    expect(logins(ha)).toBe(2);
  });

  it('a token Home Assistant refuses is RECOGNIZER_AUTH_FAILED, and not tried again by itself', async () => {
    const { ha, kept, target } = await fake();
    await expect(kept.use({ ...target, token: 'wrong' }, (s) => s.recognize([sentences[0]!], 'sv'))).rejects.toMatchObject({ code: 'RECOGNIZER_AUTH_FAILED' });
    expect(ha.websocketSessions.filter((s) => s.auth === 'invalid')).toHaveLength(1);
  });

  it('closing the app ends the session; nothing is sent after', async () => {
    const { ha, kept, target } = await fake();
    await kept.use(target, (s) => s.recognize([sentences[0]!], 'sv'));
    await kept.close();
    await until(() => openSessions(ha) === 0);
    await expect(kept.use(target, (s) => s.recognize([sentences[1]!], 'sv'))).rejects.toMatchObject({ code: 'RECOGNIZER_UNAVAILABLE' });
    expect(ha.websocketCommands(RECOGNIZE_COMMAND)).toHaveLength(1);
    expect(ha.websocketCommands('conversation/process')).toEqual([]);
  });
});
