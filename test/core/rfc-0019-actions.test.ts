/**
 * RFC-0019 acceptance criteria at the executor, asserted on what the fake Home Assistant received.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setEntityState } from '../../main/core/capabilities/set-entity-state.js';
import { buildRegistry } from '../../main/core/capabilities/registry.js';
import { classify } from '../../main/core/executor/classification.js';
import { executeStage } from '../../main/core/executor/executor.js';
import { HomeAssistantApi } from '../../main/core/ha/api.js';
import { AuthGate } from '../../main/core/ha/auth-gate.js';
import { HomeAssistantClient } from '../../main/core/ha/client.js';
import { systemClock } from '../../main/core/clock.js';
import { COFFEE, KITCHEN, PORCH, TEMPERATURE, makeHarness, type Harness } from './harness.js';

let h: Harness;
afterEach(async () => {
  await h?.close();
});

const serviceCalls = () => h.ha.serviceCalls().map((r) => ({ path: r.path, body: JSON.parse(r.body) as unknown }));

describe('set_entity_state is registered mutating / external / required', () => {
  it('has the RFC classification, bounds and its own policy key', () => {
    const cap = buildRegistry().get('home_assistant.set_entity_state')!;
    expect(classify(cap.side_effect, cap.network)).toEqual({ side_effect: 'mutating', network: 'external', confirmation: 'required' });
    expect(cap.bounds).toEqual({ timeout_seconds: 10, max_result_bytes: 65536, max_invocations_per_turn: 1 });
    expect(cap.policy_key).toBe('home_assistant_control_enabled');
  });
});

describe('control_enabled: false rejects the action at the policy stage, whatever reading says', () => {
  it.each([true, false])('read enabled = %s → CAPABILITY_DISABLED, no confirmation, no request', async (readEnabled) => {
    h = await makeHarness({ config: { enabled: readEnabled, control_enabled: false } });
    const outcome = await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' });
    expect(outcome.event).toMatchObject({ stage: 'policy', outcome: 'rejected', code: 'CAPABILITY_DISABLED' });
    expect(outcome.pending).toBeUndefined();
    expect(h.ha.requests).toEqual([]);
  });

  it('control enabled with reading disabled still acts (independent toggles)', async () => {
    h = await makeHarness({ config: { enabled: false, control_enabled: true } });
    h.ha.clearRequests();
    const done = await h.approve(await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' }));
    expect(done.event.outcome).toBe('executed');
    expect(serviceCalls()).toEqual([{ path: '/api/services/light/turn_off', body: { entity_id: KITCHEN } }]);
  });
});

describe('ENTITY_NOT_CONTROLLABLE is distinct from ENTITY_NOT_ALLOWLISTED, before confirmation and before any request', () => {
  it('readable but not controllable → ENTITY_NOT_CONTROLLABLE', async () => {
    h = await makeHarness({ config: { controllable_entities: [KITCHEN] } });
    const outcome = await h.propose('home_assistant.set_entity_state', { entity_id: PORCH, state: 'on' });
    expect(outcome.event).toMatchObject({ stage: 'policy', code: 'ENTITY_NOT_CONTROLLABLE' });
    expect(await h.pending()).toEqual([]);
    expect(h.ha.requests).toEqual([]);
  });

  it('controllable in a hand-edited file but not readable → ENTITY_NOT_ALLOWLISTED (defensive re-check)', async () => {
    h = await makeHarness({ config: { allowlisted_entities: [KITCHEN], controllable_entities: [KITCHEN, PORCH] } });
    const outcome = await h.propose('home_assistant.set_entity_state', { entity_id: PORCH, state: 'on' });
    expect(outcome.event).toMatchObject({ stage: 'policy', code: 'ENTITY_NOT_ALLOWLISTED' });
    expect(h.ha.requests).toEqual([]);
  });
});

describe('climate.* and lock.* planted in the file by hand are stopped at stage 3 and again inside the implementation', () => {
  const planted = ['climate.living_room', 'lock.front_door'];

  it.each(planted)('%s: the policy stage rejects with DOMAIN_NOT_CONTROLLABLE and nothing is sent', async (entity) => {
    h = await makeHarness({ config: { allowlisted_entities: [KITCHEN, entity], controllable_entities: [KITCHEN, entity] } });
    const read = await h.readConfig();
    expect(read.config.controllable_entities).toContain(entity);
    const outcome = await h.propose('home_assistant.set_entity_state', { entity_id: entity, state: 'off' });
    expect(outcome.event).toMatchObject({ stage: 'policy', code: 'DOMAIN_NOT_CONTROLLABLE' });
    expect(h.ha.requests).toEqual([]);
  });

  it.each(planted)('%s: run() itself, reached with stage 3 bypassed, refuses and makes no request', async (entity) => {
    h = await makeHarness({ config: { allowlisted_entities: [KITCHEN, entity], controllable_entities: [KITCHEN, entity] } });
    const snapshot = await h.policySnapshot();
    const client = new HomeAssistantClient(new AuthGate());
    try {
      for (const state of ['on', 'off'] as const) {
        const result = await executeStage(setEntityState, { entity_id: entity, state }, snapshot, new HomeAssistantApi(client), systemClock);
        expect(result).toMatchObject({ ok: false, error: { code: 'DOMAIN_NOT_CONTROLLABLE' } });
      }
    } finally {
      await client.close();
    }
    expect(h.ha.serviceCalls()).toEqual([]);
    expect(h.ha.requests).toEqual([]);
  });
});

describe('a proposal matching the current state is changed: false with no service call', () => {
  it('turning off a light that is already off reads once and calls nothing', async () => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(PORCH)!, state: 'off' });
    h.ha.clearRequests();
    const done = await h.approve(await h.propose('home_assistant.set_entity_state', { entity_id: PORCH, state: 'off' }));
    expect(done.event).toMatchObject({ outcome: 'executed' });
    expect(done.event.result).toMatchObject({ entity_id: PORCH, previous_state: 'off', new_state: 'off', changed: false, domain: 'light' });
    expect(serviceCalls()).toEqual([]);
    expect(h.ha.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/states/${PORCH}`]);
    const audit = (await h.auditLines()).map((l) => JSON.parse(l));
    expect(audit.at(-1)).toMatchObject({ changed: false, confirmed_by: 'no_op' });
  });
});

describe('a differing proposal calls the right service and is changed: true only when the changed-states list confirms it', () => {
  it.each([
    [KITCHEN, 'off', '/api/services/light/turn_off'],
    [COFFEE, 'on', '/api/services/switch/turn_on'],
  ] as const)('%s → %s calls %s', async (entity, state, path) => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(entity)!, state: state === 'on' ? 'off' : 'on' });
    h.ha.clearRequests();
    const done = await h.approve(await h.propose('home_assistant.set_entity_state', { entity_id: entity, state }));
    expect(done.event.result).toMatchObject({ entity_id: entity, new_state: state, changed: true });
    expect(serviceCalls()).toEqual([{ path, body: { entity_id: entity } }]);
    expect(h.ha.getEntity(entity)!.state).toBe(state);
    const audit = (await h.auditLines()).map((l) => JSON.parse(l));
    expect(audit.at(-1)).toMatchObject({ outcome: 'executed', changed: true, confirmed_by: 'changed_states' });
  });
});

describe('every audit line of an action says which way it was asked (on or off), so Activity can say so', () => {
  it.each([
    [KITCHEN, 'off'],
    [COFFEE, 'on'],
  ] as const)('%s → %s: pending, approved and executed each carry requested_state', async (entity, state) => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(entity)!, state: state === 'on' ? 'off' : 'on' });
    await h.approve(await h.propose('home_assistant.set_entity_state', { entity_id: entity, state }));
    const audit = (await h.auditLines()).map((l) => JSON.parse(l) as { outcome: string; requested_state?: string });
    expect(audit.map((l) => [l.outcome, l.requested_state])).toEqual([
      ['pending', state],
      ['approved', state],
      ['executed', state],
    ]);
  });
});

describe('a service-call answer that does not confirm the change is HOME_ASSISTANT_ACTION_NOT_CONFIRMED, never changed: true', () => {
  it('a contradicting changed-states list', async () => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(KITCHEN)!, state: 'on' });
    h.ha.setRefuseServiceEffect(KITCHEN, 'contradict');
    h.ha.clearRequests();
    const done = await h.approve(await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' }));
    expect(done.event).toMatchObject({ outcome: 'failed', stage: 'execute', code: 'HOME_ASSISTANT_ACTION_NOT_CONFIRMED' });
    expect(done.event.result).toBeUndefined();
    // One pre-read and one call: a contradicting answer is reported, never "fixed" by calling again.
    expect(h.ha.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/states/${KITCHEN}`, 'POST /api/services/light/turn_off']);
    expect(serviceCalls()).toEqual([{ path: '/api/services/light/turn_off', body: { entity_id: KITCHEN } }]);
  });

  it('an empty list and a device that never changes', async () => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(KITCHEN)!, state: 'on' });
    h.ha.setRefuseServiceEffect(KITCHEN, 'ignore');
    h.ha.clearRequests();
    const done = await h.approve(await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' }));
    expect(done.event).toMatchObject({ outcome: 'failed', code: 'HOME_ASSISTANT_ACTION_NOT_CONFIRMED' });
    expect(serviceCalls()).toEqual([{ path: '/api/services/light/turn_off', body: { entity_id: KITCHEN } }]);
    // Everything after the call is a re-read; nothing is sent twice.
    expect(h.ha.requests.slice(2).every((r) => r.method === 'GET' && r.path === `/api/states/${KITCHEN}`)).toBe(true);
  });

  it('an empty list from a late reporter is confirmed by a re-read with a newer last_changed (DESIGN §8.1)', async () => {
    h = await makeHarness({
      config: { allowlisted_entities: ['light.hallway'], controllable_entities: ['light.hallway'] },
      fake: { lateReporters: ['light.hallway'], lateReportDelayMs: 50 },
    });
    h.ha.setEntity({ ...h.ha.getEntity('light.hallway')!, state: 'on' });
    h.ha.clearRequests();
    const done = await h.approve(await h.propose('home_assistant.set_entity_state', { entity_id: 'light.hallway', state: 'off' }));
    expect(done.event.result).toMatchObject({ changed: true, new_state: 'off' });
    expect(serviceCalls()).toEqual([{ path: '/api/services/light/turn_off', body: { entity_id: 'light.hallway' } }]);
    // Pre-read, call, then at least one re-read — the re-read is what confirmed it.
    const sent = h.ha.requests.map((r) => `${r.method} ${r.path}`);
    expect(sent.slice(0, 2)).toEqual(['GET /api/states/light.hallway', 'POST /api/services/light/turn_off']);
    expect(sent.length).toBeGreaterThan(2);
    expect(sent.slice(2).every((r) => r === 'GET /api/states/light.hallway')).toBe(true);
    expect(h.ha.getEntity('light.hallway')!.state).toBe('off');
    const audit = (await h.auditLines()).map((l) => JSON.parse(l));
    expect(audit.at(-1)).toMatchObject({ confirmed_by: 'reread' });
  });

  it('an unavailable entity fails fast with no service call', async () => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(KITCHEN)!, state: 'unavailable' });
    h.ha.clearRequests();
    const done = await h.approve(await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'on' }));
    expect(done.event).toMatchObject({ outcome: 'failed', code: 'HOME_ASSISTANT_ACTION_NOT_CONFIRMED' });
    expect(serviceCalls()).toEqual([]);
  });
});

describe('confirmation: approval executes exactly once; denial never calls Home Assistant', () => {
  it('pending first, nothing sent until approved', async () => {
    h = await makeHarness();
    const pending = await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' });
    expect(pending.event).toMatchObject({ stage: 'confirm', outcome: 'pending' });
    expect(pending.pending!.record.arguments).toEqual({ entity_id: KITCHEN, state: 'off' });
    expect(h.ha.requests).toEqual([]);
  });

  it('deny → CONFIRMATION_DENIED and no request at all', async () => {
    h = await makeHarness();
    const done = await h.approve(await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' }), false);
    expect(done.event).toMatchObject({ outcome: 'denied', code: 'CONFIRMATION_DENIED' });
    expect(h.ha.requests).toEqual([]);
  });

  it('a replayed token is CONFIRMATION_INVALID and sends nothing more', async () => {
    h = await makeHarness();
    const pending = await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' });
    await h.approve(pending);
    const once = [{ path: '/api/services/light/turn_off', body: { entity_id: KITCHEN } }];
    expect(serviceCalls()).toEqual(once);
    await expect(h.approve(pending)).rejects.toMatchObject({ code: 'CONFIRMATION_INVALID' });
    expect(serviceCalls()).toEqual(once);
  });

  it('a token is bound to its conversation', async () => {
    h = await makeHarness();
    const pending = await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' });
    await expect(h.approve(pending, true, 'another-conversation')).rejects.toMatchObject({ code: 'CONFIRMATION_INVALID' });
    expect(h.ha.requests).toEqual([]);
    expect((await h.approve(pending)).event.outcome).toBe('executed');
    expect(serviceCalls()).toEqual([{ path: '/api/services/light/turn_off', body: { entity_id: KITCHEN } }]);
  });

  it('50 concurrent approvals of one token → exactly one service call', async () => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(KITCHEN)!, state: 'on' });
    const pending = await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => h.approve(pending)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'CONFIRMATION_INVALID')).toHaveLength(49);
    expect(serviceCalls()).toEqual([{ path: '/api/services/light/turn_off', body: { entity_id: KITCHEN } }]);
  });
});

describe('control turned off between proposal and approval stops the action', () => {
  it('approval re-runs stage 3 against the fresh file: CAPABILITY_DISABLED, nothing sent', async () => {
    h = await makeHarness();
    const pending = await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' });
    await h.writeConfig({ control_enabled: false });
    const done = await h.approve(pending);
    expect(done.event).toMatchObject({ stage: 'policy', outcome: 'rejected', code: 'CAPABILITY_DISABLED' });
    expect(h.ha.requests).toEqual([]);
  });

  it('entity removed from the control list in the meantime: ENTITY_NOT_CONTROLLABLE, nothing sent', async () => {
    h = await makeHarness();
    const pending = await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' });
    await h.writeConfig({ controllable_entities: [PORCH] });
    const done = await h.approve(pending);
    expect(done.event).toMatchObject({ code: 'ENTITY_NOT_CONTROLLABLE' });
    expect(h.ha.requests).toEqual([]);
  });
});

describe('max_invocations_per_turn counts per engine round (DESIGN §8.2)', () => {
  it('a second action in the same round is INVOCATION_LIMIT_EXCEEDED; a new round may propose again', async () => {
    h = await makeHarness();
    const round = new Map<string, number>();
    expect((await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' }, { round })).event.outcome).toBe('pending');
    expect((await h.propose('home_assistant.set_entity_state', { entity_id: PORCH, state: 'off' }, { round })).event).toMatchObject({
      stage: 'policy',
      code: 'INVOCATION_LIMIT_EXCEEDED',
    });
    expect((await h.propose('home_assistant.set_entity_state', { entity_id: PORCH, state: 'off' }, { round: new Map() })).event.outcome).toBe('pending');
    // Proposing sends nothing; only an approval does.
    expect(h.ha.requests).toEqual([]);
  });
});

describe('a sensor on the control list by hand is still refused', () => {
  it('sensor.* planted as controllable → DOMAIN_NOT_CONTROLLABLE', async () => {
    h = await makeHarness({ config: { controllable_entities: [TEMPERATURE] } });
    const outcome = await h.propose('home_assistant.set_entity_state', { entity_id: TEMPERATURE, state: 'off' });
    expect(outcome.event).toMatchObject({ stage: 'policy', code: 'DOMAIN_NOT_CONTROLLABLE' });
    expect(outcome.pending).toBeUndefined();
    expect(h.ha.requests).toEqual([]);
  });
});
