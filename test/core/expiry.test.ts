/** Expiry through the executor with an injected clock: nothing waits in real time. */
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../main/core/clock.js';
import type { ConversationEngine, EngineRoundInput, EngineRoundOutput } from '../../main/core/conversation/conversation-engine.js';
import { KITCHEN, makeHarness, PORCH, type Harness } from './harness.js';

const SET = 'home_assistant.set_entity_state';

let h: Harness;
afterEach(async () => {
  await h?.close();
});

describe('a late approval is CONFIRMATION_EXPIRED and sends nothing', () => {
  it('121 s after the proposal the approval is expired, audited, and Home Assistant hears nothing', async () => {
    const clock = new ManualClock(Date.now());
    h = await makeHarness({ clock });
    const pending = await h.propose('home_assistant.set_entity_state', { entity_id: KITCHEN, state: 'off' });
    clock.advance(121_000);
    const done = await h.approve(pending);
    expect(done.event).toMatchObject({ outcome: 'expired', code: 'CONFIRMATION_EXPIRED', stage: 'confirm' });
    expect(h.ha.requests).toEqual([]);
    const audit = (await h.auditLines()).map((l) => JSON.parse(l));
    expect(audit.at(-1)).toMatchObject({ outcome: 'expired', code: 'CONFIRMATION_EXPIRED', entity_id: KITCHEN });
    // Trying again is still "late", not "replayed", and is not audited twice.
    expect((await h.approve(pending)).event).toMatchObject({ code: 'CONFIRMATION_EXPIRED' });
    expect((await h.auditLines()).filter((l) => l.includes('CONFIRMATION_EXPIRED'))).toHaveLength(1);
  });
});

/**
 * Expiry runs inside other requests (a message elsewhere, the popup's list), so
 * an expired turn ends with its narration — no engine round, no new proposal.
 */
describe("expiry runs no engine round inside someone else's request", () => {
  /** Proposes the porch light first; any further round of the same turn would propose the kitchen light. */
  class CountingEngine implements ConversationEngine {
    readonly proposer = 'scripted';
    rounds = 0;
    async round(input: EngineRoundInput): Promise<EngineRoundOutput> {
      if (input.user_message !== 'turn on the porch') return { kind: 'reply', text: 'ok' };
      this.rounds++;
      const entity_id = input.rounds.length === 0 ? PORCH : KITCHEN;
      return { kind: 'propose', proposals: [{ id: `r${input.rounds.length}`, capability: SET, arguments: { entity_id, state: 'on' } }] };
    }
  }

  it.each([
    ['the popup lists pending cards', (harness: Harness) => harness.service['confirmations.list']({}, { surface: 'popup' })],
    ['a message arrives in another conversation', (harness: Harness) => harness.service['conversation.message']({ message: 'hello' }, { surface: 'chat' })],
  ])('%s after 121 s: the turn ends with its narration, the engine is not asked again, no card appears, nothing is sent', async (_name, trigger) => {
    const clock = new ManualClock(Date.now());
    const engine = new CountingEngine();
    h = await makeHarness({ clock, engine });
    const harness = h;
    harness.ha.setEntity({ ...harness.ha.getEntity(KITCHEN)!, state: 'off' });
    const turn = await harness.service['conversation.message']({ message: 'turn on the porch' }, { surface: 'chat' });
    expect(turn.pending_confirmation?.arguments).toEqual({ entity_id: PORCH, state: 'on' });
    expect(engine.rounds).toBe(1);

    clock.advance(121_000);
    await trigger(harness);

    const { pending } = await harness.service['confirmations.list']({}, { surface: 'popup' });
    for (const card of pending) {
      await harness.service['conversation.message'](
        { conversation_id: card.conversation_id, confirmation: { token: card.token, approve: true } },
        { surface: 'popup' },
      );
    }
    expect(harness.ha.serviceCalls().map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([]);
    expect(harness.ha.requests).toHaveLength(0);
    expect(pending).toEqual([]);
    expect(engine.rounds).toBe(1);
    const ended = (await harness.service['conversation.get']({ conversation_id: turn.conversation_id }, { surface: 'chat' })).turns.at(-1)!;
    expect(ended.turn_id).toBe(turn.turn_id);
    expect(ended.pending_confirmation).toBeNull();
    expect(ended.reply).toBeTruthy();
    expect(ended.capability_events.map((e) => [e.capability, e.outcome, e.code])).toEqual([
      [SET, 'pending', undefined],
      [SET, 'expired', 'CONFIRMATION_EXPIRED'],
    ]);
    const audit = (await harness.auditLines()).map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e['capability'] === SET);
    expect(audit.map((e) => [e['entity_id'], e['outcome']])).toEqual([
      [PORCH, 'pending'],
      [PORCH, 'expired'],
    ]);
  });
});
