/**
 * Races at the conversation level, over real HTTP (the executor-level fuzzer covers the rest):
 * the same card approved from two windows at once, approve against deny, approve against a new
 * message, approval at the exact expiry instant, and many conversations approved at once. The fake
 * Home Assistant's log is the oracle: exactly the approved calls, each once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnResponse } from '../../common/contract/types.js';
import { demoHome } from '../fake-ha/index.js';
import { ALLOWLIST, COFFEE, CONTROLLABLE, KITCHEN, PORCH, startWorld, type World } from './support/world.js';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

const confirm = (world: World, turn: TurnResponse, approve: boolean, surface = 'chat') =>
  world.call('POST', '/api/v1/conversation/message', {
    conversation_id: turn.conversation_id,
    confirmation: { token: turn.pending_confirmation!.token, approve },
    surface,
  });

async function pendingAction(world: World, entity: string, conversationId?: string): Promise<TurnResponse> {
  world.ha.setEntity({ ...world.ha.getEntity(entity)!, state: 'off' });
  const name = { [PORCH]: 'porch light', [KITCHEN]: 'kitchen ceiling light', [COFFEE]: 'coffee maker' }[entity]!;
  const turn = await world.say(`turn on the ${name}`, conversationId);
  expect(turn.pending_confirmation?.arguments).toEqual({ entity_id: entity, state: 'on' });
  return turn;
}

describe('one card, two answers at once', () => {
  it.each([
    ['approve from chat ‖ approve from the popup', true, true],
    ['approve ‖ deny', true, false],
    ['deny ‖ approve', false, true],
  ])('%s: exactly one wins, the other is 409, at most one call', async (_name, first, second) => {
    w = await startWorld();
    const turn = await pendingAction(w, PORCH);
    const results = await Promise.all([confirm(w, turn, first, 'chat'), confirm(w, turn, second, 'popup')]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const outcome = winner.json.capability_events.at(-1).outcome;
    expect(w.ha.serviceCalls()).toHaveLength(outcome === 'executed' ? 1 : 0);
    expect(outcome).toBe(winner === results[0] ? (first ? 'executed' : 'denied') : second ? 'executed' : 'denied');
  });
});

describe('approve against a new message in the same conversation', () => {
  it('either the approval runs once or the card is cancelled — never both, never twice', async () => {
    for (let i = 0; i < 10; i++) {
      w = await startWorld();
      const turn = await pendingAction(w, PORCH);
      const [approved, superseding] = await Promise.all([
        confirm(w, turn, true),
        w.call('POST', '/api/v1/conversation/message', { conversation_id: turn.conversation_id, message: 'what can you see?' }),
      ]);
      expect(superseding.status).toBe(200);
      const calls = w.ha.serviceCalls().length;
      if (approved.status === 200 && approved.json.capability_events.at(-1).outcome === 'executed') expect(calls).toBe(1);
      else expect(calls).toBe(0);
      // Whatever happened, the token is spent.
      expect((await confirm(w, turn, true)).status).toBe(409);
      expect(w.ha.serviceCalls()).toHaveLength(calls);
      await w.close();
      w = undefined;
    }
  });
});

describe('the expiry instant', () => {
  it('1 ms before 120 s is in time; at exactly 120 s it has expired', async () => {
    w = await startWorld();
    const early = await pendingAction(w, PORCH);
    w.clock.advance(120_000 - 1);
    expect((await confirm(w, early, true)).json.capability_events.at(-1).outcome).toBe('executed');
    const late = await pendingAction(w, KITCHEN);
    w.clock.advance(120_000);
    const res = await confirm(w, late, true);
    expect(res.json.capability_events.at(-1)).toMatchObject({ outcome: 'expired', code: 'CONFIRMATION_EXPIRED' });
    expect(w.ha.serviceCalls().map((r) => r.path)).toEqual(['/api/services/light/turn_on']);
    expect(JSON.parse(w.ha.serviceCalls()[0]!.body)).toEqual({ entity_id: PORCH });
  });
});

/** Twelve more lights and switches, each with a name of its own, all controllable. */
const TWELVE = ['Amber', 'Birch', 'Cedar', 'Dune', 'Ember', 'Fjord', 'Glade', 'Heath', 'Iris', 'Juniper', 'Kestrel', 'Lagoon'].map((word, i) => {
  const domain = i % 3 === 2 ? 'switch' : 'light';
  const noun = domain === 'switch' ? 'Plug' : 'Lamp';
  return { entity_id: `${domain}.${word.toLowerCase()}_${noun.toLowerCase()}`, name: `${word} ${noun}`, domain };
});

describe('many conversations approved at once', () => {
  it('each approval sends exactly its own call: twelve approvals, twelve calls, one per entity', async () => {
    const extra = TWELVE.map((e) => ({ entity_id: e.entity_id, state: 'off', attributes: { friendly_name: e.name } }));
    const ids = TWELVE.map((e) => e.entity_id);
    w = await startWorld({
      fake: { entities: [...demoHome(), ...extra] },
      config: { allowlisted_entities: [...ALLOWLIST, ...ids], controllable_entities: [...CONTROLLABLE, ...ids] },
    });
    const world = w;
    const turns: TurnResponse[] = [];
    for (const e of TWELVE) {
      const turn = await world.say(`turn on the ${e.name.toLowerCase()}`);
      expect(turn.pending_confirmation?.arguments).toEqual({ entity_id: e.entity_id, state: 'on' });
      turns.push(turn);
    }
    expect(new Set(turns.map((t) => t.conversation_id)).size).toBe(12);
    world.ha.clearRequests();
    const results = await Promise.all(turns.map((t, i) => confirm(world, t, true, ['chat', 'tray', 'popup'][i % 3])));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(results.map((r) => r.json.capability_events.at(-1).outcome)).toEqual(Array(12).fill('executed'));
    // The fake's log is the oracle: exactly one turn_on per approved entity — none lost, none twice, none crossed.
    const calls = world.ha.serviceCalls().map((c) => ({ path: c.path, body: JSON.parse(c.body) as unknown }));
    expect(calls).toHaveLength(12);
    expect(calls.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
      TWELVE.map((e) => ({ path: `/api/services/${e.domain}/turn_on`, body: { entity_id: e.entity_id } })).sort((a, b) =>
        JSON.stringify(a).localeCompare(JSON.stringify(b)),
      ),
    );
    for (const id of ids) expect(world.ha.getEntity(id)!.state).toBe('on');
    // Nothing is left waiting, and every token is spent.
    expect((await world.call('GET', '/api/v1/conversation/confirmations')).json.pending).toEqual([]);
    for (const t of turns) expect((await confirm(world, t, true)).status).toBe(409);
    expect(world.ha.serviceCalls()).toHaveLength(12);
  });
});
