/**
 * Model output is bounded where it enters (json-bounds.ts): arguments nested 150,000 deep — from a
 * tool call's string, a tool call's object, a call written in the text — or too wide end as a coded
 * stage-2 refusal (INVALID_ARGUMENTS), never a crash of a recursive walker, and nothing reaches Home
 * Assistant. Decided by codes and structure, never by reply words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ARGUMENT_DEPTH, MAX_ARGUMENT_NODES, unboundedPlaceholder } from '../../../../main/core/executor/json-bounds.js';
import { parseArguments } from '../../../../main/core/conversation/openai/engine.js';
import { OpenAICompatibleEngine } from '../../../../main/core/conversation/openai/engine.js';
import { startFakeLlm, say, type FakeLlm, type ScriptStep } from '../../../fake-llm/index.js';
import { KITCHEN, makeHarness, type Harness } from '../../harness.js';

const DEPTH = 150_000;
const SET = 'home_assistant__set_entity_state';
/** `{"entity_id": [[[…]]]}`, 150,000 arrays deep, as JSON text (about 300 KB, under the 1 MiB answer cap). */
const deepText = `{"entity_id":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;

let llm: FakeLlm | undefined;
let harness: Harness | undefined;

afterEach(async () => {
  await harness?.close();
  await llm?.close();
  harness = undefined;
  llm = undefined;
});

async function turnWith(step: ScriptStep) {
  llm = await startFakeLlm({ script: [step, say('That did not work.')] });
  harness = await makeHarness({ engine: new OpenAICompatibleEngine({ base_url: llm.url, model: 'test-model' }) });
  harness.ha.requests.length = 0;
  const turn = await harness.service['conversation.message']({ message: 'Turn on the kitchen light' }, { surface: 'chat' });
  return { turn, ha: harness.ha, llm };
}

function expectRefusedAtStage2(turn: Awaited<ReturnType<typeof turnWith>>['turn']) {
  expect(turn.pending_confirmation).toBeNull();
  expect(turn.capability_events).toEqual([
    expect.objectContaining({ capability: 'home_assistant.set_entity_state', outcome: 'rejected', stage: 'validate', code: 'INVALID_ARGUMENTS' }),
  ]);
}

describe('arguments nested 150,000 deep from a language model', () => {
  it('in a tool call’s JSON string: a coded stage-2 refusal, the model told the code, nothing sent to Home Assistant', async () => {
    const { turn, ha, llm } = await turnWith(() => ({ tool_calls: [{ id: 'call_deep', name: SET, arguments: deepText }] }));
    expectRefusedAtStage2(turn);
    expect(ha.requests).toEqual([]);
    const [, second] = llm.chatRequests();
    const tool = second?.json.messages.find((m: { role: string }) => m.role === 'tool');
    expect(JSON.parse(tool.content)).toMatchObject({ outcome: 'rejected', code: 'INVALID_ARGUMENTS' });
  });

  it('as an object in the call (llama.cpp’s shape): the same', async () => {
    // Written out by hand: the fake's own JSON.stringify could not serialise an object this deep.
    const call = `{"id":"call_deep","type":"function","function":{"name":"${SET}","arguments":${deepText}}}`;
    const body = `{"id":"chatcmpl-1","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[${call}]},"finish_reason":"tool_calls"}]}`;
    const { turn, ha } = await turnWith(() => ({ status: 200, body }));
    expectRefusedAtStage2(turn);
    expect(ha.requests).toEqual([]);
  });

  it('in a call written as text (Hermes <tool_call>, within the 16 KiB text bound): the same', async () => {
    const depth = 8_000;
    const content = `<tool_call>{"name":"${SET}","arguments":{"entity_id":${'['.repeat(depth)}${']'.repeat(depth)}}}</tool_call>`;
    const { turn, ha } = await turnWith(() => ({ content }));
    expectRefusedAtStage2(turn);
    expect(ha.requests).toEqual([]);
  });
});

describe('the bound at the executor’s entry, for any engine', () => {
  it('a proposal nested 150,000 deep is INVALID_ARGUMENTS at stage 2, kept as the depth placeholder, nothing sent', async () => {
    harness = await makeHarness();
    harness.ha.requests.length = 0;
    let deep: unknown = 'on';
    for (let i = 0; i < DEPTH; i++) deep = [deep];
    const outcome = await harness.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'on', deep });
    expect(outcome.event).toMatchObject({ outcome: 'rejected', stage: 'validate', code: 'INVALID_ARGUMENTS' });
    // Before the bound, the event's preview came from a JSON.stringify that overflowed the stack and was caught.
    expect(outcome.event.arguments).toEqual(unboundedPlaceholder('depth'));
    expect(outcome.pending).toBeUndefined();
    expect(harness.ha.requests).toEqual([]);
  });
});

describe('parseArguments marks arguments past either bound, so no walker downstream sees them', () => {
  const nested = (levels: number): string => `{"a":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

  it(`depth: ${MAX_ARGUMENT_DEPTH} levels pass, one more is marked`, () => {
    expect(parseArguments(nested(MAX_ARGUMENT_DEPTH))).toHaveProperty('a');
    expect(parseArguments(nested(MAX_ARGUMENT_DEPTH + 1))).toEqual({ invalid_arguments: expect.any(String) });
  });

  it(`nodes: ${MAX_ARGUMENT_NODES} values pass, one more is marked`, () => {
    const wide = (values: number) => ({ a: Array.from({ length: values - 2 }, () => 0) });
    expect(parseArguments(wide(MAX_ARGUMENT_NODES))).toHaveProperty('a');
    expect(parseArguments(wide(MAX_ARGUMENT_NODES + 1))).toEqual({ invalid_arguments: expect.any(String) });
    expect(parseArguments(JSON.stringify(wide(MAX_ARGUMENT_NODES + 1)))).toEqual({ invalid_arguments: expect.any(String) });
  });
});
