/**
 * RFC-0018 acceptance criteria at the executor, asserted on what the fake Home Assistant received.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildRegistry } from '../../main/core/capabilities/registry.js';
import { classify } from '../../main/core/executor/classification.js';
import { FRONT_DOOR, KITCHEN, PORCH, TEMPERATURE, makeHarness, type Harness } from './harness.js';

let h: Harness;
afterEach(async () => {
  await h?.close();
});

describe('list_entities and get_history are registered read_only / external / required', () => {
  it('has both capabilities with the RFC classification and bounds', () => {
    const registry = buildRegistry();
    for (const [name, timeout] of [
      ['home_assistant.list_entities', 8],
      ['home_assistant.get_history', 10],
    ] as const) {
      const cap = registry.get(name)!;
      expect(cap).toBeDefined();
      expect(classify(cap.side_effect, cap.network)).toEqual({ side_effect: 'read_only', network: 'external', confirmation: 'required' });
      expect(cap.bounds).toEqual({ timeout_seconds: timeout, max_result_bytes: 65536, max_invocations_per_turn: 1 });
      expect(cap.policy_key).toBe('home_assistant_enabled');
    }
  });
});

describe('home-assistant.json is read fresh per request', () => {
  it('a file edited between two proposals changes the outcome without a restart', async () => {
    h = await makeHarness();
    const first = await h.propose('home_assistant.get_history', { entity_id: PORCH, period: 'day' });
    expect(first.event.outcome).toBe('pending');
    await h.writeConfig({ allowlisted_entities: [KITCHEN], controllable_entities: [KITCHEN] });
    const second = await h.propose('home_assistant.get_history', { entity_id: PORCH, period: 'day' });
    expect(second.event).toMatchObject({ outcome: 'rejected', stage: 'policy', code: 'ENTITY_NOT_ALLOWLISTED' });
    await h.writeConfig({ enabled: false });
    const third = await h.propose('home_assistant.list_entities', {});
    expect(third.event).toMatchObject({ outcome: 'rejected', code: 'CAPABILITY_DISABLED' });
  });
});

describe('an entity outside allowlisted_entities is rejected before confirmation and before any request', () => {
  it('ENTITY_NOT_ALLOWLISTED at stage 3, no pending confirmation, nothing sent to Home Assistant', async () => {
    h = await makeHarness();
    const outcome = await h.propose('home_assistant.get_history', { entity_id: 'lock.front_door', period: 'week' });
    expect(outcome.event).toMatchObject({ stage: 'policy', outcome: 'rejected', code: 'ENTITY_NOT_ALLOWLISTED' });
    expect(outcome.pending).toBeUndefined();
    expect(await h.pending()).toEqual([]);
    expect(h.ha.requests).toEqual([]);
  });
});

describe('enabled: false (the default) rejects both capabilities at the policy stage', () => {
  it('a fresh data dir rejects list and history with CAPABILITY_DISABLED and sends nothing', async () => {
    h = await makeHarness({ token: false });
    for (const [cap, args] of [
      ['home_assistant.list_entities', {}],
      ['home_assistant.get_history', { entity_id: PORCH, period: 'day' }],
    ] as const) {
      const outcome = await h.propose(cap, args);
      expect(outcome.event).toMatchObject({ stage: 'policy', outcome: 'rejected', code: 'CAPABILITY_DISABLED' });
    }
    expect(h.ha.requests).toEqual([]);
  });
});

describe('enabled without base_url or token is CAPABILITY_NOT_CONFIGURED, distinct from CAPABILITY_DISABLED', () => {
  it('no token stored', async () => {
    h = await makeHarness({ token: false, config: {} });
    const outcome = await h.propose('home_assistant.list_entities', {});
    expect(outcome.event).toMatchObject({ stage: 'policy', code: 'CAPABILITY_NOT_CONFIGURED' });
  });
  it('no base_url stored', async () => {
    h = await makeHarness({ config: { base_url: '' } });
    const outcome = await h.propose('home_assistant.get_history', { entity_id: PORCH, period: 'hour' });
    expect(outcome.event).toMatchObject({ stage: 'policy', code: 'CAPABILITY_NOT_CONFIGURED' });
    expect(h.ha.requests).toEqual([]);
  });
});

describe('confirmation pause/resume reuses pending_confirmation for both capabilities', () => {
  it('list_entities: pending, nothing sent; approve → one /api/states read, allowlist order, only allowlisted entities', async () => {
    h = await makeHarness();
    const pending = await h.propose('home_assistant.list_entities', {});
    expect(pending.event).toMatchObject({ stage: 'confirm', outcome: 'pending' });
    expect(pending.pending?.record.classification).toEqual({ side_effect: 'read_only', network: 'external', confirmation: 'required' });
    expect(h.ha.requests).toEqual([]);
    const done = await h.approve(pending);
    expect(done.event).toMatchObject({ outcome: 'executed', stage: 'shape' });
    const result = done.event.result as { entities: Array<{ entity_id: string; state: string; friendly_name: string }> };
    expect(result.entities.map((e) => e.entity_id)).toEqual([KITCHEN, PORCH, 'switch.coffee_maker', FRONT_DOOR, TEMPERATURE]);
    expect(result.entities.find((e) => e.entity_id === TEMPERATURE)).toMatchObject({ state: '21.5', unit_of_measurement: '°C' });
    // Small allowlist: one GET per allowlisted entity, never another entity.
    const paths = h.ha.requests.map((r) => r.path);
    expect(paths.every((p) => p.startsWith('/api/states/'))).toBe(true);
    expect(new Set(paths.map((p) => p.slice('/api/states/'.length)))).toEqual(new Set([KITCHEN, PORCH, 'switch.coffee_maker', FRONT_DOOR, TEMPERATURE]));
  });

  it('get_history: approve → one history request with the cheap flags, real transitions only', async () => {
    h = await makeHarness();
    const now = Date.now();
    const at = (ms: number) => new Date(now - ms).toISOString();
    h.ha.addHistory(FRONT_DOOR, [
      { state: 'off', at: at(30 * 3_600_000) },
      { state: 'on', at: at(2 * 3_600_000) },
      { state: 'on', at: at(2 * 3_600_000 - 60_000), attributes: { extra: 1 } },
      { state: 'off', at: at(3_600_000) },
    ]);
    const pending = await h.propose('home_assistant.get_history', { entity_id: FRONT_DOOR, period: 'day' });
    const done = await h.approve(pending);
    expect(done.event.outcome).toBe('executed');
    const result = done.event.result as { changes: Array<{ state: string; changed_at: string }>; period: string };
    expect(result.period).toBe('day');
    const seen = result.changes.map((c) => [c.state, Date.parse(c.changed_at)]);
    expect(seen).toContainEqual(['on', Date.parse(at(2 * 3_600_000))]);
    expect(seen).toContainEqual(['off', Date.parse(at(3_600_000))]);
    // The attribute-only row repeats "on" and the pre-window "off" is the synthetic start row.
    expect(seen.some(([, t]) => t === Date.parse(at(2 * 3_600_000 - 60_000)))).toBe(false);
    expect(seen.some(([, t]) => t === Date.parse(at(30 * 3_600_000)))).toBe(false);
    const history = h.ha.requests.filter((r) => r.path.startsWith('/api/history/period/'));
    expect(history).toHaveLength(1);
    expect(history[0]!.query).toMatchObject({ filter_entity_id: FRONT_DOOR, minimal_response: '', no_attributes: '' });
    expect(history[0]!.query['end_time']).toBeDefined();
  });
});

describe('get_history drops the synthetic start row and repeats, and keeps the 50 most recent', () => {
  it('only transitions inside the window, oldest first', async () => {
    h = await makeHarness();
    const now = Date.now();
    const rows = [{ state: 'off', at: new Date(now - 5 * 86_400_000).toISOString() }];
    for (let i = 0; i < 80; i++) rows.push({ state: i % 2 === 0 ? 'on' : 'off', at: new Date(now - 3_600_000 * 20 + i * 60_000).toISOString() });
    h.ha.addHistory(PORCH, rows);
    const done = await h.approve(await h.propose('home_assistant.get_history', { entity_id: PORCH, period: 'day' }));
    const result = done.event.result as { changes: Array<{ state: string; changed_at: string }> };
    expect(result.changes).toHaveLength(50);
    const times = result.changes.map((c) => Date.parse(c.changed_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times.every((t) => t > now - 86_400_000)).toBe(true);
    for (let i = 1; i < result.changes.length; i++) expect(result.changes[i]!.state).not.toBe(result.changes[i - 1]!.state);
    // The most recent change is the last of the 80.
    expect(times.at(-1)).toBe(now - 3_600_000 * 20 + 79 * 60_000);
  });

  it('an entity Home Assistant no longer has is HOME_ASSISTANT_ENTITY_NOT_FOUND, not an empty history', async () => {
    const gone = 'light.removed_last_year';
    h = await makeHarness({ config: { allowlisted_entities: [gone] } });
    const done = await h.approve(await h.propose('home_assistant.get_history', { entity_id: gone, period: 'week' }));
    expect(done.event).toMatchObject({ outcome: 'failed', stage: 'execute', code: 'HOME_ASSISTANT_ENTITY_NOT_FOUND' });
    expect(h.ha.requests.map((r) => r.path)).toEqual([expect.stringMatching(/^\/api\/history\/period\//), `/api/states/${gone}`]);
  });

  it('an entity that exists but did not change in the window has changes: []', async () => {
    h = await makeHarness();
    const done = await h.approve(await h.propose('home_assistant.get_history', { entity_id: PORCH, period: 'hour' }));
    expect(done.event.outcome).toBe('executed');
  });
});

describe('list_entities leaves out entities Home Assistant no longer has and counts them in the audit', () => {
  it('removed entity absent from the result, entities_missing audited', async () => {
    h = await makeHarness();
    h.ha.removeEntity(PORCH);
    const done = await h.approve(await h.propose('home_assistant.list_entities', {}));
    const result = done.event.result as { entities: Array<{ entity_id: string }> };
    expect(result.entities.map((e) => e.entity_id)).not.toContain(PORCH);
    expect(result.entities).toHaveLength(4);
    const lines = (await h.auditLines()).map((l) => JSON.parse(l));
    expect(lines.find((l) => l.outcome === 'executed')).toMatchObject({ entities_missing: 1 });
  });
});

describe('stage 2 validates arguments before any policy or network concern', () => {
  it.each([
    [{ entity_id: 'Light.Kitchen', period: 'day' }],
    [{ entity_id: 'light.kitchen', period: 'month' }],
    [{ entity_id: 'kitchen', period: 'day' }],
    [{ entity_id: KITCHEN, period: 'day', extra: true }],
    [{ entity_id: 'light.' + 'a'.repeat(300), period: 'day' }],
  ])('%j → INVALID_ARGUMENTS', async (args) => {
    h = await makeHarness();
    const outcome = await h.propose('home_assistant.get_history', args);
    expect(outcome.event).toMatchObject({ stage: 'validate', outcome: 'rejected', code: 'INVALID_ARGUMENTS' });
    expect(h.ha.requests).toEqual([]);
  });

  it('an unknown capability is CAPABILITY_UNKNOWN and is audited without the raw name', async () => {
    h = await makeHarness();
    const outcome = await h.propose('home_assistant.call_service', { domain: 'lock', service: 'unlock' });
    expect(outcome.event).toMatchObject({ stage: 'resolve', code: 'CAPABILITY_UNKNOWN' });
    const lines = await h.auditLines();
    expect(lines.join('\n')).not.toContain('call_service');
  });
});

describe('the token never appears in an audit line', () => {
  it('after reads, actions and failures the audit holds no token', async () => {
    h = await makeHarness();
    await h.approve(await h.propose('home_assistant.list_entities', {}));
    await h.approve(await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' }));
    await h.propose('home_assistant.get_history', { entity_id: 'lock.front_door', period: 'day' });
    const audit = (await h.auditLines()).join('\n');
    expect(audit.length).toBeGreaterThan(0);
    expect(audit).not.toContain(h.ha.token);
    expect(audit).not.toContain(h.ha.token.slice(0, 12));
  });
});
