/**
 * One turn at a time per conversation (DESIGN §5). A new message supersedes
 * the conversation's earlier turn at once: a turn whose engine was still thinking when the
 * household wrote again can't issue a card afterwards, so nothing it proposed can be approved and
 * sent. The fake Home Assistant is the oracle: it hears nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageRequest, TurnResponse } from '../../common/contract/types.js';
import type { ConversationEngine, EngineRoundInput, EngineRoundOutput } from '../../main/core/conversation/conversation-engine.js';
import { makeHarness, PORCH, type Harness } from './harness.js';

const SET = 'home_assistant.set_entity_state';

/**
 * "slow" is answered with a card proposal only when the test opens the gate, like a language model
 * taking its time; everything else is answered at once. `honoursAbort` decides whether the slow
 * round stops when its signal aborts, or (like a model whose answer was already on its way)
 * carries on and proposes anyway.
 */
class SlowEngine implements ConversationEngine {
  readonly proposer = 'scripted';
  readonly slowSignals: AbortSignal[] = [];
  private open!: () => void;
  private readonly gate = new Promise<void>((resolve) => {
    this.open = resolve;
  });
  private started!: () => void;
  readonly slowStarted = new Promise<void>((resolve) => {
    this.started = resolve;
  });

  constructor(private readonly honoursAbort: boolean) {}

  release(): void {
    this.open();
  }

  async round(input: EngineRoundInput, signal: AbortSignal): Promise<EngineRoundOutput> {
    if (input.user_message !== 'slow' || input.rounds.length > 0) return { kind: 'reply', text: 'ok' };
    this.slowSignals.push(signal);
    this.started();
    if (this.honoursAbort) {
      await Promise.race([
        this.gate,
        new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })),
      ]);
    } else await this.gate;
    return { kind: 'propose', proposals: [{ id: 'slow-1', capability: SET, arguments: { entity_id: PORCH, state: 'on' } }] };
  }
}

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const send = (harness: Harness, req: MessageRequest) => harness.service['conversation.message'](req, { surface: 'chat' });

/** Approves every card the popup would list: if the superseded turn left one, this is where it would act. */
async function approveEverythingListed(harness: Harness): Promise<void> {
  const { pending } = await harness.service['confirmations.list']({}, { surface: 'popup' });
  for (const card of pending) await send(harness, { conversation_id: card.conversation_id, confirmation: { token: card.token, approve: true } });
}

describe('a turn superseded while its engine is still thinking issues no card', () => {
  it.each([
    ['an engine that carries on after the abort', false],
    ['an engine that stops when its round is cancelled', true],
  ])('%s: no card, nothing sent, the proposal audited as expired', async (_name, honoursAbort) => {
    const engine = new SlowEngine(honoursAbort);
    h = await makeHarness({ engine });
    h.ha.setEntity({ ...h.ha.getEntity(PORCH)!, state: 'off' });
    const harness = h;
    const first = await send(harness, { message: 'hello' });
    const conversation_id = first.conversation_id;

    const slow = send(harness, { conversation_id, message: 'slow' });
    await engine.slowStarted;
    const newer = await send(harness, { conversation_id, message: 'something else' });
    expect(newer.pending_confirmation).toBeNull();
    const abortedOnArrival = engine.slowSignals[0]!.aborted;
    engine.release();
    const superseded: TurnResponse = await slow;

    await approveEverythingListed(harness);
    expect(harness.ha.serviceCalls().map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([]);
    expect(harness.ha.requests).toHaveLength(0);
    expect(superseded.pending_confirmation).toBeNull();
    expect(superseded.reply).toBeTruthy();
    if (!honoursAbort) {
      expect(superseded.capability_events).toEqual([
        expect.objectContaining({ capability: SET, stage: 'confirm', outcome: 'expired', code: 'CONFIRMATION_EXPIRED' }),
      ]);
      const audit = (await harness.auditLines()).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(audit.filter((e) => e['capability'] === SET)).toEqual([
        expect.objectContaining({ entity_id: PORCH, stage: 'confirm', outcome: 'expired', code: 'CONFIRMATION_EXPIRED' }),
      ]);
    }
    expect((await harness.service['confirmations.list']({}, { surface: 'popup' })).pending).toEqual([]);
    // The newer turn is the conversation's last word, and nothing waits.
    const { turns } = await harness.service['conversation.get']({ conversation_id }, { surface: 'chat' });
    expect(turns.every((t) => t.pending_confirmation === null)).toBe(true);
    // The superseded turn's engine round was told to stop as soon as the newer message arrived.
    expect(abortedOnArrival).toBe(true);
  });
});

describe('a late answer to a superseded card never touches the newer turn', () => {
  it('the newer card (same engine-side proposal id) stays live and is the one that acts', async () => {
    // Engines number their proposals per turn, so two turns' cards can share an id.
    const sameIds: ConversationEngine = {
      proposer: 'scripted',
      round: async (input) =>
        input.rounds.length === 0
          ? { kind: 'propose', proposals: [{ id: 'call-1', capability: SET, arguments: { entity_id: PORCH, state: 'on' } }] }
          : { kind: 'reply', text: 'done' },
    };
    h = await makeHarness({ engine: sameIds });
    h.ha.setEntity({ ...h.ha.getEntity(PORCH)!, state: 'off' });
    const older = await send(h, { message: 'porch on' });
    const newer = await send(h, { conversation_id: older.conversation_id, message: 'porch on, please' });
    expect(newer.pending_confirmation).not.toBeNull();

    const late = await send(h, { conversation_id: older.conversation_id, confirmation: { token: older.pending_confirmation!.token, approve: true } });
    expect(late.turn_id).not.toBe(newer.turn_id);
    expect(late.capability_events).toEqual([expect.objectContaining({ outcome: 'expired', code: 'CONFIRMATION_EXPIRED' })]);
    expect(h.ha.requests).toHaveLength(0);
    const shown = (await h.service['conversation.get']({ conversation_id: older.conversation_id }, { surface: 'chat' })).turns.find(
      (t) => t.turn_id === newer.turn_id,
    )!;
    expect(shown.pending_confirmation?.token).toBe(newer.pending_confirmation!.token);

    const done = await send(h, { conversation_id: older.conversation_id, confirmation: { token: newer.pending_confirmation!.token, approve: true } });
    expect(done.turn_id).toBe(newer.turn_id);
    expect(done.capability_events.at(-1)).toMatchObject({ outcome: 'executed', result: { changed: true } });
    expect(h.ha.serviceCalls().map((r) => `${r.path} ${r.body}`)).toEqual([`/api/services/light/turn_on {"entity_id":"${PORCH}"}`]);
  });
});
