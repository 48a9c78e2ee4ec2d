/**
 * Issue 16 item 4, the seam: the turn loop asks `languageOf` for the household's language on every
 * engine round (English when nobody wired it), and hands the engine's note on its reply back with
 * that reply in the next turn's history — not with any other.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../common/languages.js';
import type { ConversationEngine, EngineRoundInput, EngineRoundOutput } from '../../main/core/conversation/conversation-engine.js';
import { makeHarness, type Harness } from './harness.js';

class Recorder implements ConversationEngine {
  readonly proposer = 'scripted';
  readonly inputs: EngineRoundInput[] = [];
  async round(input: EngineRoundInput): Promise<EngineRoundOutput> {
    this.inputs.push(input);
    return input.user_message === 'note' ? { kind: 'reply', text: 'noted', carry: { step: 1 } } : { kind: 'reply', text: 'ok' };
  }
}

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const say = (h: Harness, message: string, conversation_id?: string) =>
  h.service['conversation.message']({ message, ...(conversation_id ? { conversation_id } : {}) }, { surface: 'chat' });

describe('the language of a turn', () => {
  it('English when no language source is wired', async () => {
    const engine = new Recorder();
    harness = await makeHarness({ engine });
    await say(harness, 'hello');
    expect(engine.inputs.map((i) => i.language)).toEqual(['en']);
  });

  it('read fresh from languageOf for every turn', async () => {
    const engine = new Recorder();
    let language: Language = 'de';
    harness = await makeHarness({ engine, service: { languageOf: async () => language } });
    const first = await say(harness, 'hallo');
    language = 'fr';
    await say(harness, 'bonjour', first.conversation_id);
    expect(engine.inputs.map((i) => i.language)).toEqual(['de', 'fr']);
  });
});

describe('the engine’s note on its reply', () => {
  it('comes back with that reply in the next turn’s history, and only while it is the latest reply', async () => {
    const engine = new Recorder();
    harness = await makeHarness({ engine });
    const first = await say(harness, 'note');
    await say(harness, 'next', first.conversation_id);
    await say(harness, 'again', first.conversation_id);
    const [, second, third] = engine.inputs;
    expect(second!.history).toEqual([
      { role: 'user', text: 'note' },
      { role: 'assistant', text: 'noted', carry: { step: 1 } },
    ]);
    expect(third!.history.at(-1)).toEqual({ role: 'assistant', text: 'ok' });
    expect(third!.history.some((h) => h.carry !== undefined)).toBe(false);
  });
});
