/**
 * The per-round limit counts every proposal of a capability, passed or not
 * (RFC-0019 Bounds, DESIGN §8.2). A model that proposes a refused action and then another one in
 * the same round gets no card for the second: `max_invocations_per_turn = 1` is about proposals.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ConversationEngine, EngineRoundInput, EngineRoundOutput, Proposal } from '../../main/core/conversation/conversation-engine.js';
import { FRONT_DOOR, makeHarness, PORCH, type Harness } from './harness.js';

const SET = 'home_assistant.set_entity_state';

/** One round with the given proposals, then a reply. */
function oneRound(proposals: Proposal[]): ConversationEngine {
  return {
    proposer: 'scripted',
    round: async (input: EngineRoundInput): Promise<EngineRoundOutput> =>
      input.rounds.length === 0 ? { kind: 'propose', proposals } : { kind: 'reply', text: 'done' },
  };
}

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('every proposal of a capability counts towards its round limit, passed or not', () => {
  it.each([
    ['refused at stage 3 (not controllable)', { entity_id: FRONT_DOOR, state: 'on' }, 'ENTITY_NOT_CONTROLLABLE'],
    ['refused at stage 2 (invalid arguments)', { entity_id: PORCH, state: 'dim' }, 'INVALID_ARGUMENTS'],
  ])(
    'a proposal %s, then a valid one in the same round: the second is INVOCATION_LIMIT_EXCEEDED, no card, nothing sent',
    async (_name, refusedArgs, refusedCode) => {
      h = await makeHarness({
        engine: oneRound([
          { id: 'a', capability: SET, arguments: refusedArgs },
          { id: 'b', capability: SET, arguments: { entity_id: PORCH, state: 'on' } },
        ]),
      });
      h.ha.setEntity({ ...h.ha.getEntity(PORCH)!, state: 'off' });
      const turn = await h.service['conversation.message']({ message: 'do both' }, { surface: 'chat' });
      // Whatever card the turn showed, approving it is where a second action would slip through.
      if (turn.pending_confirmation) {
        await h.service['conversation.message'](
          { conversation_id: turn.conversation_id, confirmation: { token: turn.pending_confirmation.token, approve: true } },
          { surface: 'chat' },
        );
      }
      expect(h.ha.serviceCalls().map((r) => `${r.path} ${r.body}`)).toEqual([]);
      expect(h.ha.requests).toHaveLength(0);
      expect(turn.pending_confirmation).toBeNull();
      expect(turn.capability_events.map((e) => [e.outcome, e.code])).toEqual([
        ['rejected', refusedCode],
        ['rejected', 'INVOCATION_LIMIT_EXCEEDED'],
      ]);
    },
  );

  it('a new round starts a new count', async () => {
    h = await makeHarness();
    const first = await h.propose(SET, { entity_id: FRONT_DOOR, state: 'on' }, { round: new Map() });
    const next = await h.propose(SET, { entity_id: PORCH, state: 'on' }, { round: new Map() });
    expect(first.event.code).toBe('ENTITY_NOT_CONTROLLABLE');
    expect(next.pending).toBeDefined();
  });
});
