/**
 * A card pushed out at MAX_PENDING is audited and shown as expired. The store
 * keeps at most MAX_PENDING live cards; the one that makes room for a newer card ends its turn like
 * any expiry: audited once, narrated in its conversation, and approving it afterwards sends nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageRequest } from '../../common/contract/types.js';
import type { ConversationEngine, EngineRoundInput, EngineRoundOutput } from '../../main/core/conversation/conversation-engine.js';
import { MAX_PENDING } from '../../main/core/executor/confirmation-store.js';
import { makeHarness, PORCH, type Harness } from './harness.js';

const SET = 'home_assistant.set_entity_state';

/** Every message is answered with one card for the porch light. */
const cardEngine: ConversationEngine = {
  proposer: 'scripted',
  round: async (input: EngineRoundInput): Promise<EngineRoundOutput> =>
    input.rounds.length === 0
      ? { kind: 'propose', proposals: [{ id: 'p', capability: SET, arguments: { entity_id: PORCH, state: 'on' } }] }
      : { kind: 'reply', text: 'done' },
};

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('the card pushed out at MAX_PENDING is audited and shown as expired', () => {
  it(`the first of ${MAX_PENDING + 1} cards ends expired in its conversation and the audit; approving it sends nothing`, async () => {
    h = await makeHarness({ engine: cardEngine });
    h.ha.setEntity({ ...h.ha.getEntity(PORCH)!, state: 'off' });
    const send = (req: MessageRequest) => h!.service['conversation.message'](req, { surface: 'chat' });
    const first = await send({ message: 'switch it' });
    expect(first.pending_confirmation).not.toBeNull();
    for (let i = 0; i < MAX_PENDING; i++) await send({ message: 'switch it' });

    const shown = (await h.service['conversation.get']({ conversation_id: first.conversation_id }, { surface: 'chat' })).turns.at(-1)!;
    expect(shown.turn_id).toBe(first.turn_id);
    expect(shown.pending_confirmation).toBeNull();
    expect(shown.reply).toBeTruthy();
    expect(shown.capability_events.at(-1)).toMatchObject({ capability: SET, stage: 'confirm', outcome: 'expired', code: 'CONFIRMATION_EXPIRED' });
    const audit = (await h.auditLines()).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(audit.filter((e) => e['conversation_id'] === first.conversation_id).map((e) => [e['stage'], e['outcome'], e['code']])).toEqual([
      ['confirm', 'pending', undefined],
      ['confirm', 'expired', 'CONFIRMATION_EXPIRED'],
    ]);
    const { pending } = await h.service['confirmations.list']({}, { surface: 'popup' });
    expect(pending).toHaveLength(MAX_PENDING);
    expect(pending.some((p) => p.conversation_id === first.conversation_id)).toBe(false);

    const late = await send({ conversation_id: first.conversation_id, confirmation: { token: first.pending_confirmation!.token, approve: true } });
    expect(late.capability_events.at(-1)).toMatchObject({ outcome: 'expired', code: 'CONFIRMATION_EXPIRED' });
    expect(h.ha.requests).toHaveLength(0);
    // Audited once: the late answer is not a second expiry.
    expect((await h.auditLines()).filter((l) => l.includes(first.conversation_id) && l.includes('CONFIRMATION_EXPIRED'))).toHaveLength(1);
  }, 60_000);
});
