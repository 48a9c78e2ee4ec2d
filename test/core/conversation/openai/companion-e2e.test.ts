/**
 * End to end through the real CompanionService: a fake OpenAI-compatible model proposes, the
 * executor judges, the household approves or denies, the fake Home Assistant answers, and the
 * model gets the results as tool messages. After every test, every byte the model was ever sent
 * is searched for the Home Assistant token and for the entities the household did not allowlist.
 */
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnResponse } from '../../../../common/contract/types.js';
import { CompanionService } from '../../../../main/core/companion-service.js';
import type { ConversationEngine } from '../../../../main/core/conversation/conversation-engine.js';
import { AssistantConfigService } from '../../../../main/core/conversation/openai/assistant-config-service.js';
import { OpenAICompatibleEngine } from '../../../../main/core/conversation/openai/engine.js';
import { turnWords } from '../../../../main/core/conversation/turn-words.js';
import { formatMessage } from '../../../../main/core/i18n/format-message.js';
import type { HomeAssistantConfig } from '../../../../main/core/storage/home-assistant-config.js';
import { FileSecretStore } from '../../../../main/core/storage/secret-store.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../../../fake-ha/index.js';
import { call, say, startFakeLlm, type FakeLlm, type FakeLlmRequest, type ScriptStep } from '../../../fake-llm/index.js';

const KITCHEN = 'light.kitchen_ceiling';
const COFFEE = 'switch.coffee_maker';
const FRONT_DOOR = 'binary_sensor.front_door';
const TEMPERATURE = 'sensor.living_room_temperature';
const ALLOWLIST = [KITCHEN, COFFEE, FRONT_DOOR, TEMPERATURE];

/** Ids and names of the fake home that are NOT allowlisted: the model must never see them. */
const NEVER_SENT = [
  'lock.front_door',
  'Front Door Lock',
  'camera.driveway',
  'Driveway',
  '5f1c0e7d9a2b4c6e8f0a1b3c5d7e9f1a', // the camera's own access token attribute
  'person.alex',
  'device_tracker',
  'Alex',
  'climate.living_room',
  'media_player.living_room_tv',
  'Bake Off',
  'Office Printer',
  'light.porch',
  'Porch Light',
  'Hallway',
  'light.garage',
  '52.3731',
];

const chat = { surface: 'chat' as const };

interface World {
  ha: FakeHomeAssistant;
  llm: FakeLlm;
  dataDir: string;
  service: CompanionService;
  writeConfig(partial: Partial<HomeAssistantConfig>): Promise<void>;
}

let world: World | undefined;

afterEach(async () => {
  if (!world) return;
  const { ha, llm, service, dataDir } = world;
  world = undefined;
  try {
    assertNothingLeaked(llm.requests, ha.token);
  } finally {
    await service.close();
    await llm.close();
    await ha.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

/** Every recorded request body and header, searched for the token (whole and any 12 characters of it) and foreign entities. */
function assertNothingLeaked(requests: FakeLlmRequest[], token: string): void {
  expect(requests.length).toBeGreaterThan(0);
  const everything = requests.map((r) => `${r.method} ${r.path}\n${JSON.stringify(r.headers)}\n${r.body}`).join('\n');
  expect(everything.includes(token), 'the Home Assistant token reached the model').toBe(false);
  for (let i = 0; i + 12 <= token.length; i++) {
    const piece = token.slice(i, i + 12);
    expect(everything.includes(piece), `12 characters of the token (${i}) reached the model`).toBe(false);
  }
  for (const foreign of NEVER_SENT) expect(everything.includes(foreign), `${foreign} reached the model`).toBe(false);
}

async function start(
  script: ScriptStep[],
  options: { config?: Partial<HomeAssistantConfig>; engine?: (llm: FakeLlm, dataDir: string) => Promise<() => Promise<ConversationEngine>> } = {},
): Promise<World> {
  const ha = await startFakeHomeAssistant();
  const llm = await startFakeLlm({ script });
  const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-openai-e2e-'));
  const writeConfig = async (partial: Partial<HomeAssistantConfig>) => {
    const config: HomeAssistantConfig = {
      enabled: true,
      base_url: ha.url,
      allowlisted_entities: ALLOWLIST,
      control_enabled: true,
      controllable_entities: [KITCHEN, COFFEE],
      tls: { mode: 'system' },
      ...partial,
    };
    await mkdir(join(dataDir, 'capabilities'), { recursive: true });
    await writeFile(join(dataDir, 'capabilities', 'home-assistant.json'), JSON.stringify(config));
  };
  await writeConfig(options.config ?? {});
  await new FileSecretStore(dataDir).write('home-assistant/access-token', ha.token, ha.url);
  const engineFactory = options.engine
    ? await options.engine(llm, dataDir)
    : async () => new OpenAICompatibleEngine({ base_url: llm.url, model: 'test-model' });
  const service = new CompanionService({ dataDir, engine: engineFactory });
  world = { ha, llm, dataDir, service, writeConfig };
  // The settings picker's read writes the allowlisted names the engine may use (DESIGN §4).
  await service['homeAssistant.entities']({}, chat);
  ha.clearRequests();
  return world;
}

const ask = (w: World, message: string, conversation_id?: string) =>
  w.service['conversation.message']({ message, ...(conversation_id ? { conversation_id } : {}) }, chat);
const answer = (w: World, turn: TurnResponse, approve: boolean) =>
  w.service['conversation.message']({ conversation_id: turn.conversation_id, confirmation: { token: turn.pending_confirmation!.token, approve } }, chat);

/** The tool messages of a recorded chat request, parsed. */
function toolMessages(req: FakeLlmRequest | undefined): Array<{ tool_call_id: string; content: any }> {
  return (req?.json.messages ?? []).filter((m: any) => m.role === 'tool').map((m: any) => ({ tool_call_id: m.tool_call_id, content: JSON.parse(m.content) }));
}

describe('a question: list_entities → pending → approve → the model answers from the result', () => {
  it('works, and the model only ever sees allowlisted names', async () => {
    const w = await start([
      call({ id: 'call_read', name: 'home_assistant__list_entities', arguments: '{}' }),
      (req) => {
        const [tool] = toolMessages(req);
        const kitchen = tool?.content.result.entities.find((e: any) => e.entity_id === KITCHEN);
        return { content: `The kitchen ceiling light is ${kitchen.state}.` };
      },
    ]);
    const first = await ask(w, 'Is the kitchen light on?');
    expect(first.reply).toBeNull();
    expect(first.pending_confirmation).toMatchObject({ capability: 'home_assistant.list_entities', arguments: {} });
    expect(first.capability_events).toEqual([expect.objectContaining({ capability: 'home_assistant.list_entities', outcome: 'pending' })]);
    expect(w.ha.requests).toHaveLength(0);

    const firstRequest = w.llm.chatRequests()[0]!.json;
    const prompt: string = firstRequest.messages[0].content;
    const list = prompt.slice(prompt.indexOf('<home_entities>'), prompt.indexOf('</home_entities>'));
    for (const id of ALLOWLIST) expect(list).toMatch(new RegExp(`^${id.replace('.', '\\.')}( |$)`, 'm'));
    expect(list).toContain('light.kitchen_ceiling | Kitchen Ceiling Light');
    expect(list).toMatch(/^sensor\.living_room_temperature$/m);
    // No states before a read is approved.
    const sentBeforeApproval = JSON.stringify(firstRequest.messages);
    expect(sentBeforeApproval).not.toContain('21.5');
    expect(sentBeforeApproval).not.toMatch(/\\"state\\"|last_changed/);

    const done = await answer(w, first, true);
    expect(done.reply).toBe('The kitchen ceiling light is on.');
    expect(done.pending_confirmation).toBeNull();
    expect(done.capability_events.map((e) => e.outcome)).toEqual(['pending', 'executed']);
    const second = w.llm.chatRequests()[1]!;
    const tools = toolMessages(second);
    expect(tools).toHaveLength(1);
    // Replayed under an id every server accepts, matched to its call.
    expect(tools[0]!.tool_call_id).toBe('tc0000000');
    expect(tools[0]!.content.outcome).toBe('executed');
    expect(tools[0]!.content.result.entities.map((e: any) => e.entity_id)).toEqual(ALLOWLIST);
    const assistantCall = second.json.messages.find((m: any) => m.role === 'assistant' && m.tool_calls);
    expect(assistantCall.tool_calls[0]).toMatchObject({ id: 'tc0000000', function: { name: 'home_assistant__list_entities' } });
    expect(assistantCall.content).toBe('');

    // The next turn carries the earlier words as history.
    w.llm.push(say('Nothing else to report.'));
    await ask(w, 'Anything else?', first.conversation_id);
    const third = w.llm.chatRequests()[2]!.json.messages;
    expect(third.slice(1).map((m: any) => [m.role, m.content])).toEqual([
      ['user', 'Is the kitchen light on?'],
      ['assistant', 'The kitchen ceiling light is on.'],
      ['user', 'Anything else?'],
    ]);
  });
});

describe('an action', () => {
  it('pending → approve → changed in Home Assistant → the model confirms', async () => {
    const w = await start([
      call({ id: 'call_on', name: 'home_assistant__set_entity_state', arguments: { entity_id: COFFEE, state: 'on' } }),
      (req) => {
        const [tool] = toolMessages(req);
        return { content: tool?.content.result.changed ? 'The coffee maker is on.' : 'Hmm.' };
      },
    ]);
    const first = await ask(w, 'Start the coffee maker');
    expect(first.pending_confirmation).toMatchObject({
      capability: 'home_assistant.set_entity_state',
      arguments: { entity_id: COFFEE, state: 'on' },
      classification: { side_effect: 'mutating' },
    });
    expect(w.ha.serviceCalls()).toHaveLength(0);
    const done = await answer(w, first, true);
    expect(done.reply).toBe('The coffee maker is on.');
    expect(w.ha.serviceCalls()).toHaveLength(1);
    expect(w.ha.serviceCalls()[0]?.path).toBe('/api/services/switch/turn_on');
    expect(w.ha.getEntity(COFFEE)?.state).toBe('on');
    expect(done.capability_events.at(-1)).toMatchObject({ outcome: 'executed', result: { entity_id: COFFEE, changed: true, new_state: 'on' } });
  });

  it('deny → nothing is sent to Home Assistant; the model is told CONFIRMATION_DENIED', async () => {
    const w = await start([
      call({ id: 'call_off', name: 'home_assistant__set_entity_state', arguments: { entity_id: KITCHEN, state: 'off' } }),
      (req) => {
        const [tool] = toolMessages(req);
        return { content: `Okay, I left it (${tool?.content.code}).` };
      },
    ]);
    const first = await ask(w, 'Turn off the kitchen light');
    const done = await answer(w, first, false);
    expect(done.reply).toBe('Okay, I left it (CONFIRMATION_DENIED).');
    expect(done.capability_events.at(-1)).toMatchObject({ outcome: 'denied', code: 'CONFIRMATION_DENIED' });
    expect(w.ha.requests).toHaveLength(0);
    expect(w.ha.getEntity(KITCHEN)?.state).toBe('on');
  });

  it('control disabled → no pending card; the refusal goes back to the model, which explains', async () => {
    const w = await start(
      [
        call({ id: 'call_on', name: 'home_assistant__set_entity_state', arguments: { entity_id: KITCHEN, state: 'off' } }),
        (req) => {
          const [tool] = toolMessages(req);
          return { content: tool?.content.code === 'CAPABILITY_DISABLED' ? 'Control is turned off in Settings, so I can’t switch it.' : 'Done.' };
        },
      ],
      { config: { control_enabled: false } },
    );
    const turn = await ask(w, 'Turn off the kitchen light');
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.reply).toBe('Control is turned off in Settings, so I can’t switch it.');
    expect(turn.capability_events).toEqual([expect.objectContaining({ outcome: 'rejected', code: 'CAPABILITY_DISABLED', stage: 'policy' })]);
    expect(w.ha.requests).toHaveLength(0);
  });

  it('a non-allowlisted entity is refused by the executor, with no request to Home Assistant', async () => {
    const w = await start([
      call(
        { id: 'a', name: 'home_assistant__set_entity_state', arguments: { entity_id: 'switch.office_printer', state: 'off' } },
        { id: 'b', name: 'home_assistant__get_history', arguments: { entity_id: 'switch.office_printer', period: 'day' } },
      ),
      (req) => ({
        content: `Refused: ${toolMessages(req)
          .map((t) => t.content.code)
          .join(', ')}.`,
      }),
    ]);
    const turn = await ask(w, 'Turn off the office printer and tell me when it last changed');
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.reply).toBe('Refused: ENTITY_NOT_CONTROLLABLE, ENTITY_NOT_ALLOWLISTED.');
    expect(w.ha.requests).toHaveLength(0);
  });
});

describe('whatever the model sends, the executor judges', () => {
  it('an unknown tool and bad arguments are rejected with their codes; the model gets both and answers', async () => {
    const w = await start([
      call(
        { id: 'u', name: 'home_assistant__unlock', arguments: '{"entity_id":"light.kitchen_ceiling"}' },
        { id: 'v', name: 'home_assistant__get_history', arguments: '{"entity_id": "light.kitchen_ceiling", "period": "month"}' },
        { id: 'w', name: 'home_assistant__set_entity_state', arguments: '{not json' },
      ),
      (req) => ({
        content: toolMessages(req)
          .map((t) => `${t.tool_call_id}:${t.content.code}`)
          .join(' '),
      }),
    ]);
    const turn = await ask(w, 'Unlock the kitchen ceiling light and show its history for a month');
    expect(turn.reply).toBe('tc0000000:CAPABILITY_UNKNOWN tc0000001:INVALID_ARGUMENTS tc0000002:INVALID_ARGUMENTS');
    expect(turn.capability_events.map((e) => e.stage)).toEqual(['resolve', 'validate', 'validate']);
    expect(w.ha.requests).toHaveLength(0);
  });

  it('parallel calls: the first needing approval halts; the others get NOT_RUN_AWAITING_CONFIRMATION; all come back as tool messages', async () => {
    const w = await start([
      call(
        { id: 'p1', name: 'home_assistant__list_entities', arguments: '{}' },
        { id: 'p2', name: 'home_assistant__get_history', arguments: { entity_id: FRONT_DOOR, period: 'day' } },
      ),
      (req) => ({
        content: toolMessages(req)
          .map((t) => `${t.tool_call_id}:${t.content.outcome}${t.content.code ? `/${t.content.code}` : ''}`)
          .join(' '),
      }),
    ]);
    const first = await ask(w, 'Is the front door open?');
    expect(first.pending_confirmation?.capability).toBe('home_assistant.list_entities');
    const done = await answer(w, first, true);
    expect(done.reply).toBe('tc0000000:executed tc0000001:not_run/NOT_RUN_AWAITING_CONFIRMATION');
    expect(w.ha.serviceCalls()).toHaveLength(0);
  });

  it('a refused call uses up the round’s one proposal of its capability (docs/architecture.md §5a): the later ones are INVOCATION_LIMIT_EXCEEDED, no card', async () => {
    const w = await start([
      call(
        { name: 'home_assistant__get_history', arguments: { entity_id: 'switch.office_printer', period: 'week' } },
        { name: 'home_assistant__get_history', arguments: { entity_id: FRONT_DOOR, period: 'week' } },
        { name: 'home_assistant__get_history', arguments: { entity_id: FRONT_DOOR, period: 'day' } },
      ),
      (req) => ({
        content: toolMessages(req)
          .map((t) => t.content.code ?? t.content.outcome)
          .join(' '),
      }),
    ]);
    const turn = await ask(w, 'When did the office printer and the front door last change?');
    expect(turn.capability_events.map((e) => [e.stage, e.outcome, e.code ?? null])).toEqual([
      ['policy', 'rejected', 'ENTITY_NOT_ALLOWLISTED'],
      ['policy', 'rejected', 'INVOCATION_LIMIT_EXCEEDED'],
      ['policy', 'rejected', 'INVOCATION_LIMIT_EXCEEDED'],
    ]);
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.reply).toBe('ENTITY_NOT_ALLOWLISTED INVOCATION_LIMIT_EXCEEDED INVOCATION_LIMIT_EXCEEDED');
    expect(w.ha.requests).toHaveLength(0);
  });

  it('a model that keeps proposing is stopped after three rounds and asked to answer with tools off', async () => {
    const refused = call({ name: 'home_assistant__get_history', arguments: { entity_id: 'switch.office_printer', period: 'week' } });
    const w = await start([refused, refused, refused, say('I cannot see that device.')]);
    const turn = await ask(w, 'When did the office printer change?');
    expect(turn.reply).toBe('I cannot see that device.');
    const requests = w.llm.chatRequests();
    expect(requests.map((r) => r.json.tool_choice)).toEqual(['auto', 'auto', 'auto', 'none']);
    expect(toolMessages(requests[3])).toHaveLength(3);
    expect(new Set(toolMessages(requests[3]).map((t) => t.tool_call_id)).size).toBe(3);
    expect(turn.capability_events.every((e) => e.code === 'ENTITY_NOT_ALLOWLISTED')).toBe(true);
    expect(w.ha.requests).toHaveLength(0);
  });

  it('a failing model ends the turn with a reply, not a crash', async () => {
    const w = await start([() => ({ status: 500 })]);
    const turn = await ask(w, 'Hello?');
    // The server's refusal is worded from the catalogue with its values: which server, which status (turn.serverError).
    const refusal = { reason: 'other', host: new URL(w.llm.url).host, status: 500, model: 'test-model' };
    expect(turn.reply).toBe(turnWords('en').sorry('', formatMessage('en', 'turn.serverError', refusal)));
    expect(turn.pending_confirmation).toBeNull();
  });

  it('a model that fails after an approved action still reports what was done', async () => {
    const w = await start([
      call({ id: 'c', name: 'home_assistant__set_entity_state', arguments: { entity_id: COFFEE, state: 'on' } }),
      () => ({ garbage: true }),
    ]);
    const first = await ask(w, 'Turn on the coffee maker please');
    const done = await answer(w, first, true);
    const words = turnWords('en');
    expect(done.reply).toBe(words.sorry(words.summary(1, 0), formatMessage('en', 'turn.engineError', { code: 'ASSISTANT_BAD_RESPONSE' })));
    expect(w.ha.getEntity(COFFEE)?.state).toBe('on');
  });
});

describe('the engine the household chose in assistant settings', () => {
  it('is used with its key, recorded as the proposer in the audit, and the key never enters a message', async () => {
    const KEY = 'sk-household-key-0123456789';
    const w = await start([call({ id: 'r', name: 'home_assistant__list_entities', arguments: '' }), say('All fine.')], {
      engine: async (llm, dataDir) => {
        const settings = new AssistantConfigService({ dataDir, secrets: new FileSecretStore(dataDir) });
        await settings.saveConfig({ engine: 'openai-compatible', base_url: llm.url, model: 'llama3.1:8b', api_key: KEY });
        return async () => (await settings.engine())!;
      },
    });
    const first = await ask(w, 'How is the house?');
    const done = await answer(w, first, true);
    expect(done.reply).toBe('All fine.');
    for (const req of w.llm.chatRequests()) {
      expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(req.body).not.toContain(KEY);
      expect(req.json.model).toBe('llama3.1:8b');
    }
    const dir = join(w.dataDir, 'capabilities');
    const audit = (await Promise.all((await readdir(dir)).filter((f) => f.endsWith('.jsonl')).map((f) => readFile(join(dir, f), 'utf8')))).join('');
    const events = audit
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .filter((e) => e.kind === 'capability');
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e.proposer).toBe('openai-compatible:llama3.1:8b');
    expect(audit).not.toContain(KEY);
  });
});
