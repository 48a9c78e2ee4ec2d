/**
 * Which language (docs/architecture.md §7b), the seam: the turn loop asks `languageOf` for the
 * household's language on every engine round (English when nobody wired it), and hands the engine's
 * note on its reply back with that reply in the next turn's history — not with any other.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../common/languages.js';
import type { ConversationEngine, EngineRoundInput, EngineRoundOutput } from '../../main/core/conversation/conversation-engine.js';
import { turnWords } from '../../main/core/conversation/turn-words.js';
import { LANGUAGES } from '../../common/languages.js';
import { AssistantAnswerError } from '../../main/core/conversation/openai/answer-error.js';
import { formatMessage } from '../../main/core/i18n/format-message.js';
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

describe('what the turn loop itself says follows the language too', () => {
  /** Proposes the porch light on, so the turn waits on a card. */
  class Carder implements ConversationEngine {
    readonly proposer = 'scripted';
    async round(input: EngineRoundInput): Promise<EngineRoundOutput> {
      if (input.rounds.length > 0) return { kind: 'reply', text: 'ok' };
      return {
        kind: 'propose',
        proposals: [{ id: 'p1', capability: 'home_assistant.set_entity_state', arguments: { entity_id: 'light.porch', state: 'on' } }],
      };
    }
  }

  it('a request cancelled by a newer message is narrated in German, and nothing reaches Home Assistant', async () => {
    harness = await makeHarness({ engine: new Carder(), service: { languageOf: () => 'de' } });
    const first = await say(harness, 'mach das Licht an');
    expect(first.pending_confirmation).not.toBeNull();
    harness.ha.clearRequests();
    await say(harness, 'doch nicht', first.conversation_id);
    const view = await harness.service['conversation.get']({ conversation_id: first.conversation_id }, { surface: 'chat' });
    const cancelled = view.turns.find((t) => t.turn_id === first.turn_id)!;
    expect(cancelled.capability_events.at(-1)).toMatchObject({ outcome: 'expired', reason: 'superseded', message: turnWords('de').supersededEvent });
    expect(cancelled.reply).toBe(turnWords('de').supersededReply);
    expect(harness.ha.serviceCalls()).toHaveLength(0);
  });

  it('an engine that fails is worded by its error’s code in the household’s language, never by its English message', async () => {
    class Failing implements ConversationEngine {
      readonly proposer = 'scripted';
      async round(): Promise<EngineRoundOutput> {
        throw new AssistantAnswerError('ASSISTANT_SERVER_ERROR', 'the assistant at 127.0.0.1 answered with an error (HTTP 500)');
      }
    }
    harness = await makeHarness({ engine: new Failing(), service: { languageOf: () => 'de' } });
    const turn = await say(harness, 'hallo');
    expect(turn.reply).toBe(turnWords('de').sorry('', formatMessage('de', 'turn.engineError', { code: 'ASSISTANT_SERVER_ERROR' })));
    expect(turn.reply).not.toContain('HTTP 500');
  });

  it('a server’s refusal keeps what to do, in the household’s language: the reason, the host, the status and the model as values', async () => {
    const refusal = { reason: 'not_found', host: '127.0.0.1:11434', status: 404, model: 'qwen2.5:7b' } as const;
    class Refused implements ConversationEngine {
      readonly proposer = 'scripted';
      async round(): Promise<EngineRoundOutput> {
        throw new AssistantAnswerError('ASSISTANT_SERVER_ERROR', 'the assistant answered "not found" (HTTP 404)', refusal);
      }
    }
    harness = await makeHarness({ engine: new Refused(), service: { languageOf: () => 'de' } });
    const turn = await say(harness, 'hallo');
    expect(turn.reply).toBe(turnWords('de').sorry('', formatMessage('de', 'turn.serverError', { ...refusal })));
    for (const value of ['127.0.0.1:11434', '404', 'qwen2.5:7b']) expect(turn.reply).toContain(value);
  });

  it('every language has its own words for every message', () => {
    const en = turnWords('en');
    const english = JSON.stringify(en);
    for (const language of LANGUAGES) {
      if (language === 'en') continue;
      const words = turnWords(language);
      for (const key of Object.keys(en) as (keyof typeof words)[]) {
        const value = words[key];
        if (typeof value === 'string') expect(english, `${language}.${key}`).not.toContain(value);
      }
      expect(words.summary(2, 1)).not.toBe(en.summary(2, 1));
      expect(words.sorry('', 'x')).not.toBe(en.sorry('', 'x'));
    }
  });

  it('the summary counts what was done and refused, and is empty when nothing was', () => {
    for (const language of LANGUAGES) {
      const words = turnWords(language);
      expect(words.summary(0, 0)).toBe('');
      expect(words.summary(2, 0)).toContain('2');
      expect(words.summary(2, 3)).toMatch(/2.*3/);
      expect(words.summary(2, 3)).not.toBe(words.summary(2, 0));
    }
  });

  it('counts in the language’s own plural forms: Polish one, few and many', () => {
    const pl = turnWords('pl');
    expect(pl.summary(1, 0)).toBe('1 prośba wykonana.');
    expect(pl.summary(3, 0)).toBe('3 prośby wykonane.');
    expect(pl.summary(5, 2)).toBe('5 próśb wykonanych, 2 nie powiodły się.');
    expect(pl.summary(22, 12)).toBe('22 prośby wykonane, 12 nie powiodło się.');
    expect(turnWords('pt').summary(2, 1)).toBe('2 pedidos concluídos, 1 não pôde ser feito.');
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
