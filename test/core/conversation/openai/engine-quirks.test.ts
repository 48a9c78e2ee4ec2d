/**
 * docs/architecture.md §6.3, one rule per test, against each server's fake: what the engine makes
 * of every quirk in `test/fake-llm/quirks.ts`. A call found in reasoning or text is taken only when
 * `tool_calls` is empty and the text is a documented shape; anything else is a coded, honest
 * refusal; the replayed tool history has the one shape every server's templates accept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineRoundInput, EngineRoundOutput, VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';
import { AssistantAnswerError, type AssistantAnswerCode } from '../../../../main/core/conversation/openai/answer-error.js';
import { OpenAICompatibleEngine } from '../../../../main/core/conversation/openai/engine.js';
import { SERVER_KINDS, startFakeLlm, type FakeLlm, type FakeLlmOptions, type FakeLlmReply } from '../../../fake-llm/index.js';
import { emit } from '../../../fake-llm/quirks.js';

const VOCABULARY: VocabularyEntry[] = [
  { entity_id: 'light.kitchen_ceiling', friendly_name: 'Kitchen Ceiling Light', device_class: null, unit_of_measurement: null },
  { entity_id: 'light.porch', friendly_name: 'Porch Light', device_class: null, unit_of_measurement: null },
  { entity_id: 'binary_sensor.front_door', friendly_name: 'Front Door', device_class: 'door', unit_of_measurement: null },
];
const LIST = { name: 'home_assistant__list_entities', arguments: {} };
const PORCH_ON = { name: 'home_assistant__set_entity_state', arguments: { entity_id: 'light.porch', state: 'on' } };

function input(partial: Partial<EngineRoundInput> = {}): EngineRoundInput {
  return {
    user_message: 'Is the porch light on?',
    history: [],
    rounds: [],
    vocabulary: VOCABULARY,
    time_zone: 'UTC',
    now: new Date('2026-11-30T12:00:00Z'),
    rounds_left: 3,
    ...partial,
  };
}

const servers: FakeLlm[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function engineFor(options: FakeLlmOptions): Promise<{ llm: FakeLlm; engine: OpenAICompatibleEngine }> {
  const llm = await startFakeLlm({ models: ['m'], ...options });
  servers.push(llm);
  return { llm, engine: new OpenAICompatibleEngine({ base_url: llm.url, model: 'm' }) };
}

async function outcome(engine: OpenAICompatibleEngine, at: EngineRoundInput = input()): Promise<EngineRoundOutput | AssistantAnswerCode> {
  try {
    return await engine.round(at, AbortSignal.timeout(5_000));
  } catch (error) {
    if (error instanceof AssistantAnswerError) return error.code;
    throw error;
  }
}

const proposals = (out: EngineRoundOutput | AssistantAnswerCode) =>
  typeof out === 'object' && out.kind === 'propose' ? out.proposals.map((p) => [p.capability, p.arguments]) : out;

describe.each(SERVER_KINDS)('%s', (server) => {
  const one = async (reply: FakeLlmReply, at?: EngineRoundInput) => outcome((await engineFor({ server, script: [() => reply] })).engine, at);

  describe('calls outside tool_calls: taken only in a documented shape, only when tool_calls is empty', () => {
    it('a call written at the end of the reasoning field is a proposal (llama.cpp#22684, ollama#14477)', async () => {
      expect(proposals(await one(emit('reasoning-call', { calls: [LIST] })))).toEqual([['home_assistant.list_entities', {}]]);
    });

    it('a call mentioned in the reasoning and then reasoned against is not (no answer text: coded unusable)', async () => {
      const thought = `I could use <tool_call>${JSON.stringify(PORCH_ON)}</tool_call> but they only asked, so no.`;
      expect(await one({ content: '', reasoning: thought })).toBe('ASSISTANT_ANSWER_UNUSABLE');
    });

    it('a call at the end of a <think> block left in content is a proposal; one that is decided against yields the words after it', async () => {
      expect(proposals(await one(emit('think-call', { calls: [LIST] })))).toEqual([['home_assistant.list_entities', {}]]);
      const rejected = await one(emit('think-rejects', { calls: [PORCH_ON] }));
      expect(rejected).toEqual({ kind: 'reply', text: expect.stringMatching(/could you say it another way/) });
    });

    it('Hermes/Qwen <tool_call> blocks and LM Studio [TOOL_REQUEST] blocks as the whole content are proposals', async () => {
      expect(proposals(await one(emit('text-call', { calls: [LIST] })))).toEqual([['home_assistant.list_entities', {}]]);
      expect(proposals(await one(emit('lmstudio-default', { calls: [LIST] })))).toEqual([['home_assistant.list_entities', {}]]);
    });

    it('words around a block, a bare JSON object, an unknown tool name or extra keys: coded unusable, never shown as the answer', async () => {
      expect(await one(emit('text-call-with-prose', { calls: [LIST] }))).toBe('ASSISTANT_ANSWER_UNUSABLE');
      expect(await one(emit('bare-json', { calls: [LIST] }))).toBe('ASSISTANT_ANSWER_UNUSABLE');
      expect(await one({ content: '<tool_call>{"name":"unlock_everything","arguments":{}}</tool_call>' })).toBe('ASSISTANT_ANSWER_UNUSABLE');
      expect(await one({ content: '<tool_call>{"name":"home_assistant__list_entities","arguments":{},"also":"x"}</tool_call>' })).toBe(
        'ASSISTANT_ANSWER_UNUSABLE',
      );
      expect(await one({ content: '<tool_call><function=home_assistant__list_entities></function></tool_call>' })).toBe('ASSISTANT_ANSWER_UNUSABLE');
    });

    it('an answer flooded with unclosed markers is refused, not searched forever', async () => {
      expect(await one({ content: '<tool_call>'.repeat(80_000) })).toBe('ASSISTANT_ANSWER_UNUSABLE');
      expect(await one({ content: '', reasoning: `${'<tool_call> '.repeat(60_000)}${`<tool_call>${JSON.stringify(LIST)}</tool_call>`}` })).toEqual(
        expect.objectContaining({ kind: 'propose' }),
      );
    });

    it('when tool_calls has calls, text calls are never added to them', async () => {
      const out = await one({ tool_calls: [{ name: LIST.name, arguments: {} }], content: `<tool_call>${JSON.stringify(PORCH_ON)}</tool_call>` });
      expect(proposals(out)).toEqual([['home_assistant.list_entities', {}]]);
    });
  });

  describe('arguments', () => {
    it('an object instead of a string is read as it is (llama.cpp#20198)', async () => {
      const out = await one(
        emit('args-object', { calls: [{ name: 'home_assistant__get_history', arguments: { entity_id: 'binary_sensor.front_door', period: 'day' } }] }),
        input({ user_message: 'When did the front door open?' }),
      );
      expect(proposals(out)).toEqual([['home_assistant.get_history', { entity_id: 'binary_sensor.front_door', period: 'day' }]]);
    });

    it('a missing closing brace is added (vllm#22885); a value cut off is not guessed: invalid_arguments for the executor', async () => {
      const history = { name: 'home_assistant__get_history', arguments: { entity_id: 'binary_sensor.front_door', period: 'day' } };
      const at = input({ user_message: 'When did the front door open?' });
      expect(proposals(await one(emit('args-truncated', { calls: [history] }), at))).toEqual([
        ['home_assistant.get_history', { entity_id: 'binary_sensor.front_door', period: 'day' }],
      ]);
      const cut = proposals(await one(emit('args-malformed', { calls: [history] }), at)) as Array<[string, Record<string, unknown>]>;
      expect(cut[0]![1]).toEqual({ invalid_arguments: expect.any(String) });
      // A number might have lost digits: never completed.
      expect(
        proposals(
          await one({ tool_calls: [{ name: 'home_assistant__get_history', arguments: '{"entity_id":"binary_sensor.front_door","period":"day","n":1' }] }, at),
        ),
      ).toEqual([['home_assistant.get_history', { invalid_arguments: '{"entity_id":"binary_sensor.front_door","period":"day","n":1' }]]);
    });
  });

  describe('loops, unasked calls, models without tools', () => {
    it('the same call again after its card was answered is cut (ollama#15573); after a refusal it may come again', async () => {
      const rounds = (outcome: 'executed' | 'rejected') => [
        {
          proposals: [{ id: 'a', capability: 'home_assistant.list_entities', arguments: {} }],
          results: [
            {
              proposal_id: 'a',
              capability: 'home_assistant.list_entities',
              arguments: {},
              outcome,
              ...(outcome === 'rejected' ? { code: 'CAPABILITY_DISABLED' } : {}),
            },
          ],
        },
      ];
      expect(await one(emit('clean', { calls: [LIST] }), input({ rounds: rounds('executed'), rounds_left: 2 }))).toBe('ASSISTANT_REPEATED_CALL');
      expect(proposals(await one(emit('clean', { calls: [LIST] }), input({ rounds: rounds('rejected'), rounds_left: 2 })))).toEqual([
        ['home_assistant.list_entities', {}],
      ]);
    });

    it('a question never becomes an action (ollama#6127): the action is dropped, a read beside it stays', async () => {
      expect(await one(emit('clean', { calls: [PORCH_ON] }))).toBe('ASSISTANT_UNASKED_CALL');
      expect(proposals(await one(emit('clean', { calls: [LIST, PORCH_ON] })))).toEqual([['home_assistant.list_entities', {}]]);
      // Asked for, it is proposed (and the executor and the household still decide).
      expect(proposals(await one(emit('clean', { calls: [PORCH_ON] }), input({ user_message: 'Turn on the porch light' })))).toEqual([
        ['home_assistant.set_entity_state', { entity_id: 'light.porch', state: 'on' }],
      ]);
      // Another kind of action is not an on/off request.
      expect(await one(emit('clean', { calls: [PORCH_ON] }), input({ user_message: 'Dim the porch light' }))).toBe('ASSISTANT_UNASKED_CALL');
      // Not an entity the message named.
      expect(
        await one(
          emit('clean', { calls: [{ ...PORCH_ON, arguments: { entity_id: 'light.kitchen_ceiling', state: 'on' } }] }),
          input({ user_message: 'Turn on the porch light' }),
        ),
      ).toBe('ASSISTANT_UNASKED_CALL');
    });

    it('a model without tools is coded, with the server’s own refusal recognised (ollama#6027, vllm#9986)', async () => {
      const { engine } = await engineFor({ server, models: [{ id: 'm', tools: false }], script: [() => ({ content: 'I cannot reach your devices.' })] });
      const out = await outcome(engine);
      if (server === 'ollama' || server === 'vllm') expect(out).toBe('ASSISTANT_MODEL_WITHOUT_TOOLS');
      else expect(out).toEqual({ kind: 'reply', text: 'I cannot reach your devices.' });
    });
  });

  describe('the replayed tool history', () => {
    const withHistory = input({
      user_message: 'When did the front door open?',
      rounds_left: 2,
      rounds: [
        {
          proposals: [{ id: 'call_0', capability: 'home_assistant.get_history', arguments: { entity_id: 'binary_sensor.front_door', period: 'day' } }],
          results: [{ proposal_id: 'call_0', capability: 'home_assistant.get_history', arguments: {}, outcome: 'executed', result: { changes: [] } }],
        },
      ],
    });

    it('is accepted by this server’s template checks (ids of nine letters and digits, content "", no empty tool_calls)', async () => {
      const { llm, engine } = await engineFor({ server, script: [() => ({ content: 'It did not open today.' })] });
      expect(await outcome(engine, withHistory)).toEqual({ kind: 'reply', text: 'It did not open today.' });
      expect(llm.chatRequests()).toHaveLength(1);
    });

    it('a template that refuses tool messages (HTTP 500, llama.cpp#17040) gets the same conversation in words, once', async () => {
      const { llm, engine } = await engineFor({ server, strictTemplate: true, script: [() => ({ content: 'It did not open today.' })] });
      expect(await outcome(engine, withHistory)).toEqual({ kind: 'reply', text: 'It did not open today.' });
      const [refused, retried] = llm.chatRequests();
      expect(refused!.json.messages.some((m: any) => m.role === 'tool')).toBe(true);
      expect(retried!.json.messages.some((m: any) => m.role === 'tool' || m.tool_calls)).toBe(false);
      expect(retried!.json.messages.at(-1).content).toMatch(/<tool_results>/);
    });

    it('without history, a 500 is not retried', async () => {
      const { llm, engine } = await engineFor({ server, strictTemplate: true, script: [() => ({ status: 500 }), () => ({ content: 'never' })] });
      expect(await outcome(engine)).toBe('ASSISTANT_SERVER_ERROR');
      expect(llm.chatRequests()).toHaveLength(1);
    });
  });
});

describe('the fakes enforce what their servers were reported to refuse', () => {
  const oldShape = {
    model: 'm',
    messages: [
      { role: 'user', content: 'hi' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'chatcmpl-tool-abc', type: 'function', function: { name: 'home_assistant__list_entities', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'chatcmpl-tool-abc', content: '{}' },
    ],
  };

  it.each([
    ['lm-studio', 400, /content' field must be a string/],
    ['vllm', 400, /must be a-z, A-Z, 0-9, with a length of 9/],
  ] as const)('%s refuses the shape the engine used to replay', async (server, status, words) => {
    const { llm } = await engineFor({ server, script: [() => ({ content: 'ok' })] });
    const res = await fetch(`${llm.url}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(oldShape) });
    expect(res.status).toBe(status);
    expect(await res.text()).toMatch(words);
  });
});
