/**
 * Conversation flows end to end over real HTTP: browser host → CompanionService → built-in engine
 * → executor → fake Home Assistant. Each asserts on what Home Assistant actually received.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TurnResponse } from '../../common/contract/types.js';
import { MAX_MESSAGE_CHARS } from '../../common/message-limit.js';
import { ManualClock } from '../../main/core/clock.js';
import { CompanionService } from '../../main/core/companion-service.js';
import { startHost, type RunningHost } from '../../main/browser-host/server.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';

interface Setup {
  host: RunningHost;
  service: CompanionService;
  ha: FakeHomeAssistant;
  clock: ManualClock;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; json: any; text: string }>;
  say(message: string, conversationId?: string): Promise<TurnResponse>;
  answer(turn: TurnResponse, approve: boolean, surface?: string): Promise<{ status: number; json: any }>;
  close(): Promise<void>;
}

let s: Setup | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const ALLOWLIST = [
  'light.kitchen_ceiling',
  'light.porch',
  'switch.coffee_maker',
  'binary_sensor.front_door',
  'sensor.living_room_temperature',
  'lock.front_door',
];

async function setup(config: Record<string, unknown> = {}): Promise<Setup> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-conv-'));
  const ha = await startFakeHomeAssistant();
  const clock = new ManualClock(Date.now());
  const service = new CompanionService({ dataDir, clock });
  const host = await startHost({ service, subscribe: service.subscribe });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(new URL(path, host.url), {
      method,
      headers: { authorization: `Bearer ${host.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, text, json: text ? JSON.parse(text) : undefined };
  };
  const saved = await call('POST', '/api/v1/conversation/home-assistant', {
    enabled: true,
    base_url: ha.url,
    access_token: ha.token,
    allowlisted_entities: ALLOWLIST,
    control_enabled: true,
    controllable_entities: ['light.kitchen_ceiling', 'light.porch', 'switch.coffee_maker'],
    ...config,
  });
  expect(saved.status).toBe(200);
  ha.clearRequests();
  const say = async (message: string, conversationId?: string) => {
    const res = await call('POST', '/api/v1/conversation/message', { message, ...(conversationId ? { conversation_id: conversationId } : {}) });
    expect(res.status).toBe(200);
    return res.json as TurnResponse;
  };
  const answer = (turn: TurnResponse, approve: boolean, surface?: string) =>
    call('POST', '/api/v1/conversation/message', {
      conversation_id: turn.conversation_id,
      confirmation: { token: turn.pending_confirmation!.token, approve },
      ...(surface ? { surface } : {}),
    });
  return {
    host,
    service,
    ha,
    clock,
    call,
    say,
    answer,
    close: async () => {
      await host.close();
      await service.close();
      await ha.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('a message longer than the limit is refused with a code, never cut', () => {
  it(`${MAX_MESSAGE_CHARS + 2700} characters: 400 INVALID_REQUEST on the message field, nothing asked of Home Assistant; ${MAX_MESSAGE_CHARS} is read`, async () => {
    s = await setup();
    s.ha.clearRequests();
    const long = await s.call('POST', '/api/v1/conversation/message', { message: `is the porch light on? ${'x'.repeat(MAX_MESSAGE_CHARS + 2700)}` });
    expect(long.status).toBe(400);
    expect(long.json.error).toMatchObject({ code: 'INVALID_REQUEST', details: [expect.objectContaining({ field: 'message' })] });
    expect(s.ha.requests).toEqual([]);
    const fits = await s.say(`is the porch light on? ${'please '.repeat(Math.floor((MAX_MESSAGE_CHARS - 30) / 7))}`);
    expect(fits.conversation_id).toEqual(expect.any(String));
  });
});

describe('a question halts on a read card; approving answers with the value', () => {
  it('"what\'s the living room temperature?" → pending list_entities → approve → 21.5 °C', async () => {
    s = await setup();
    const turn = await s.say("what's the living room temperature?");
    expect(turn.reply).toBeNull();
    expect(turn.pending_confirmation).toMatchObject({ capability: 'home_assistant.list_entities', classification: { side_effect: 'read_only' } });
    expect(s.ha.requests).toEqual([]);
    const done = await s.answer(turn, true);
    expect(done.status).toBe(200);
    expect(done.json.reply).toMatch(/21\.5\s*°C/);
    expect(done.json.pending_confirmation).toBeNull();
    expect(done.json.turn_id).toBe(turn.turn_id);
  });
});

describe('a turn names the devices it is about by id', () => {
  it('"is the porch light on?" → the card names the question and the porch light; the answer keeps focus_entity_ids', async () => {
    s = await setup();
    const turn = await s.say('is the porch light on?');
    // While the read of every shared device waits, the turn and the pending list say which question it serves.
    expect(turn.pending_confirmation).toMatchObject({ capability: 'home_assistant.list_entities' });
    expect(turn.focus_entity_ids).toEqual(['light.porch']);
    expect(turn.focus_names).toEqual({ 'light.porch': 'Porch Light' });
    const listed = await s.call('GET', '/api/v1/conversation/confirmations');
    expect(listed.json.pending).toEqual([
      expect.objectContaining({
        token: turn.pending_confirmation!.token,
        question: 'is the porch light on?',
        asked_about: ['light.porch'],
        names: { 'light.porch': 'Porch Light' },
      }),
    ]);
    // RFC-0019's pending_confirmation itself carries no new field.
    expect(Object.keys(turn.pending_confirmation!).sort()).toEqual(['arguments', 'capability', 'classification', 'expires_at', 'token']);
    const done = await s.answer(turn, true);
    expect(done.json.capability_events.at(-1)).toMatchObject({ capability: 'home_assistant.list_entities', outcome: 'executed' });
    expect(done.json.capability_events.at(-1).result.entities.length).toBeGreaterThan(1);
    expect(done.json.focus_entity_ids).toEqual(['light.porch']);
    // The read's device classes ride beside its RFC-0018 result, so the table says "closed" for the door.
    expect(done.json.capability_events.at(-1).device_classes).toMatchObject({ 'binary_sensor.front_door': 'door' });
    expect(done.json.capability_events.at(-1).result.entities[0]).not.toHaveProperty('device_class');
  });

  it('"what can you see?" names no device to put first', async () => {
    s = await setup();
    const turn = await s.say('what can you see?');
    expect(turn.reply).not.toBeNull();
    expect(turn.focus_entity_ids).toBeUndefined();
  });
});

describe('an action halts on an action card; approving changes the device; the same again is a no-op', () => {
  it('turn off → changed, then "already off" with no second service call', async () => {
    s = await setup();
    s.ha.setEntity({ ...s.ha.getEntity('light.kitchen_ceiling')!, state: 'on' });
    const turn = await s.say('turn off the kitchen ceiling light');
    expect(turn.pending_confirmation).toMatchObject({
      capability: 'home_assistant.set_entity_state',
      arguments: { entity_id: 'light.kitchen_ceiling', state: 'off' },
      classification: { side_effect: 'mutating', network: 'external', confirmation: 'required' },
    });
    expect(s.ha.serviceCalls()).toEqual([]);
    const done = await s.answer(turn, true);
    expect(done.json.reply).toMatch(/turned off/i);
    expect(s.ha.serviceCalls().map((r) => r.path)).toEqual(['/api/services/light/turn_off']);
    expect(s.ha.getEntity('light.kitchen_ceiling')!.state).toBe('off');

    const again = await s.say('turn off the kitchen ceiling light', turn.conversation_id);
    const noop = await s.answer(again, true);
    expect(noop.json.reply).toMatch(/already off/i);
    expect(s.ha.serviceCalls()).toHaveLength(1);
  });
});

describe('deny sends nothing; a replayed token is 409 CONFIRMATION_INVALID', () => {
  it('deny → narrated, no request; replay → 409', async () => {
    s = await setup();
    const turn = await s.say('turn on the porch light');
    const denied = await s.answer(turn, false);
    expect(denied.status).toBe(200);
    expect(denied.json.capability_events.at(-1)).toMatchObject({ outcome: 'denied', code: 'CONFIRMATION_DENIED' });
    expect(denied.json.reply).toBeTruthy();
    expect(s.ha.requests).toEqual([]);
    const replay = await s.answer(turn, true);
    expect(replay.status).toBe(409);
    expect(replay.json.error.code).toBe('CONFIRMATION_INVALID');
    expect(s.ha.requests).toEqual([]);
  });
});

describe('expiry is narrated and sends nothing', () => {
  it('approving after 120 s → CONFIRMATION_EXPIRED in the events, a reply that says so, no request', async () => {
    s = await setup();
    const turn = await s.say('turn off the porch light');
    s.clock.advance(121_000);
    const late = await s.answer(turn, true);
    expect(late.status).toBe(200);
    expect(late.json.capability_events.at(-1)).toMatchObject({ outcome: 'expired', code: 'CONFIRMATION_EXPIRED' });
    expect(late.json.reply).toMatch(/expired/i);
    expect(s.ha.requests).toEqual([]);
  });
});

describe('control disabled is explained with no card', () => {
  it('CAPABILITY_DISABLED, reply explains, nothing pending, nothing sent', async () => {
    s = await setup({ control_enabled: false });
    const turn = await s.say('turn off the kitchen ceiling light');
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.capability_events[0]).toMatchObject({ stage: 'policy', code: 'CAPABILITY_DISABLED' });
    expect(turn.reply).toMatch(/settings/i);
    expect(s.ha.requests).toEqual([]);
  });

  it('control switched off between proposal and approval → nothing sent', async () => {
    s = await setup();
    const turn = await s.say('turn off the kitchen ceiling light');
    expect((await s.call('POST', '/api/v1/conversation/home-assistant', { control_enabled: false })).status).toBe(200);
    s.ha.clearRequests();
    const done = await s.answer(turn, true);
    expect(done.json.capability_events.at(-1)).toMatchObject({ stage: 'policy', code: 'CAPABILITY_DISABLED' });
    expect(s.ha.requests).toEqual([]);
  });
});

describe('unsupported actions and unknown names get no card and no request', () => {
  it('"unlock the front door" is refused', async () => {
    s = await setup();
    const turn = await s.say('unlock the front door');
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.reply).toBeTruthy();
    expect(s.ha.requests).toEqual([]);
  });

  it('a name that is not allowlisted is asked about, never proposed', async () => {
    s = await setup();
    const turn = await s.say('turn on the garage heater');
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.capability_events.filter((e) => e.outcome === 'pending')).toEqual([]);
    expect(s.ha.requests).toEqual([]);
  });

  it('an allowlisted but not controllable entity is still proposed so the executor refuses it (audited)', async () => {
    s = await setup();
    const turn = await s.say('turn off the front door lock');
    expect(turn.pending_confirmation).toBeNull();
    expect(s.ha.requests).toEqual([]);
    const audit = await s.call('GET', '/api/v1/capabilities/audit');
    expect(audit.json.recent.some((e: any) => e.capability === 'home_assistant.set_entity_state' && e.outcome === 'rejected')).toBe(true);
  });
});

describe('a resume from the popup is pushed to every window as conversation.updated', () => {
  it('the SSE stream carries the finished turn and the changed pending list', async () => {
    s = await setup();
    const controller = new AbortController();
    const stream = await fetch(new URL('/api/v1/events', s.host.url), { headers: { authorization: `Bearer ${s.host.token}` }, signal: controller.signal });
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = stream.body!.getReader();
    const received: string[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      try {
        for (let i = 0; i < 50; i++) {
          const { value, done } = await reader.read();
          if (done) break;
          received.push(decoder.decode(value));
          if (received.join('').includes('"surface_marker"')) break;
        }
      } catch {
        // aborted
      }
    })();
    const turn = await s.say('turn off the kitchen ceiling light');
    const done = await s.answer(turn, true, 'popup');
    expect(done.status).toBe(200);
    // The events are pushed after the answer returns: wait until the stream has carried them.
    await vi.waitFor(() => {
      const text = received.join('');
      expect(text).toContain('event: conversation.updated');
      expect(text).toContain('event: confirmations.changed');
      expect(text).toContain(`"turn_id":"${turn.turn_id}"`);
    }, 10_000);
    controller.abort();
    await reading;
    const audit = await s.call('GET', '/api/v1/capabilities/audit');
    expect(audit.json.recent.find((e: any) => e.outcome === 'executed')).toMatchObject({ surface: 'popup' });
  });
});

describe('the quick-ask surface follows the same confirmation rules (docs/architecture.md §7a)', () => {
  it('a request from quick gets a card and sends nothing; a denial sends nothing; an approval acts once; the audit names quick', async () => {
    const world = await setup();
    s = world;
    const ask = async (message: string) => {
      const res = await world.call('POST', '/api/v1/conversation/message', { message, surface: 'quick' });
      expect(res.status).toBe(200);
      return res.json as TurnResponse;
    };
    const denied = await ask('turn off the kitchen ceiling light');
    expect(denied.pending_confirmation).not.toBeNull();
    expect(world.ha.serviceCalls()).toEqual([]);
    expect((await world.answer(denied, false, 'quick')).status).toBe(200);
    expect(world.ha.serviceCalls()).toEqual([]);

    const approved = await ask('turn off the kitchen ceiling light');
    expect((await world.answer(approved, true, 'quick')).status).toBe(200);
    const replay = await world.answer(approved, true, 'quick');
    expect(replay.status).toBe(409);
    expect(replay.json.error.code).toBe('CONFIRMATION_INVALID');
    expect(world.ha.serviceCalls().map((r) => r.path)).toEqual(['/api/services/light/turn_off']);
    const audit = await world.call('GET', '/api/v1/capabilities/audit');
    const events = audit.json.recent.filter((e: any) => e.capability === 'home_assistant.set_entity_state');
    expect(events.map((e: any) => [e.outcome, e.surface])).toEqual(
      expect.arrayContaining([
        ['denied', 'quick'],
        ['executed', 'quick'],
      ]),
    );
  });
});

describe('conversations', () => {
  it('conversation.get returns the transcript; an unknown id is 404', async () => {
    s = await setup();
    const turn = await s.say('what can you control?');
    const got = await s.call('GET', `/api/v1/conversation/${turn.conversation_id}`);
    expect(got.json.turns).toHaveLength(1);
    expect((await s.call('GET', '/api/v1/conversation/does-not-exist')).status).toBe(404);
  });

  it('a new message supersedes the pending proposal', async () => {
    s = await setup();
    const first = await s.say('turn off the porch light');
    await s.say('what can you see?', first.conversation_id);
    const late = await s.answer(first, true);
    expect(late.json.capability_events.at(-1)).toMatchObject({ code: 'CONFIRMATION_EXPIRED' });
    expect(s.ha.requests).toEqual([]);
    expect((await s.call('GET', '/api/v1/conversation/confirmations')).json.pending).toEqual([]);
  });
});
