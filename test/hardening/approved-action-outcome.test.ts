/**
 * An approved action always ends in a receipt or a coded outcome. Over the
 * real browser host: a conversation is never evicted (MAX_CONVERSATIONS) while its card is live or
 * its approval runs, and a failure once stage 5 has started is answered with what is known — the
 * household never gets a 500 after the service call went out. The fake's log is the oracle.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnResponse } from '../../common/contract/types.js';
import { MAX_CONVERSATIONS } from '../../main/core/conversation/conversations.js';
import { BuiltinEngine } from '../../main/core/conversation/builtin/engine.js';
import type { ConversationEngine } from '../../main/core/conversation/conversation-engine.js';
import { PORCH, startWorld, type World } from './support/world.js';

const SET = 'home_assistant.set_entity_state';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

/** MAX_CONVERSATIONS new conversations, a few at a time, none of which waits on anything. */
async function fillConversations(world: World): Promise<void> {
  for (let i = 0; i < MAX_CONVERSATIONS; i += 10) await Promise.all(Array.from({ length: 10 }, () => world.say('what can you see?')));
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

const receiptOf = (res: { status: number; json: TurnResponse }) => res.json.capability_events.findLast((e) => e.capability === SET && e.stage !== 'confirm');

describe('a conversation with a running approval or a live card is never evicted', () => {
  it(`${MAX_CONVERSATIONS} new conversations while the approved call is on its way: the receipt arrives, HTTP 200`, async () => {
    w = await startWorld();
    const world = w;
    world.ha.setEntity({ ...world.ha.getEntity(PORCH)!, state: 'off' });
    const card = await world.say('turn on the porch light');
    world.ha.addFault({ match: { method: 'POST', pathPrefix: '/api/services/' }, fault: { kind: 'delay', ms: 3_000 }, times: 1 });
    const approval = world.answer(card, true);
    await until(() => world.ha.serviceCalls().length === 1, 'the service call');
    await fillConversations(world);
    const done = await approval;

    expect(world.ha.serviceCalls().map((r) => `${r.path} ${r.body}`)).toEqual([`/api/services/light/turn_on {"entity_id":"${PORCH}"}`]);
    expect(done.status).toBe(200);
    expect(receiptOf(done)).toMatchObject({ outcome: 'executed', result: { entity_id: PORCH, new_state: 'on', changed: true } });
    const transcript = await world.call('GET', `/api/v1/conversation/${card.conversation_id}`);
    expect(transcript.status).toBe(200);
    // Idle conversations still make room: the bound holds once nothing is busy.
    expect(world.conversations.size).toBeLessThanOrEqual(MAX_CONVERSATIONS);
  }, 30_000);

  it(`a card left waiting while ${MAX_CONVERSATIONS} other conversations start can still be approved`, async () => {
    w = await startWorld();
    const world = w;
    world.ha.setEntity({ ...world.ha.getEntity(PORCH)!, state: 'off' });
    const card = await world.say('turn on the porch light');
    await fillConversations(world);
    const done = await world.answer(card, true);

    expect(world.ha.serviceCalls().map((r) => `${r.path} ${r.body}`)).toEqual([`/api/services/light/turn_on {"entity_id":"${PORCH}"}`]);
    expect(done.status).toBe(200);
    expect(receiptOf(done)).toMatchObject({ outcome: 'executed', result: { changed: true } });
  }, 30_000);
});

describe('a failure once stage 5 has started is a coded outcome, not a 500', () => {
  it('the turn cannot continue after the approved call (its engine is gone): the receipt still arrives, HTTP 200', async () => {
    const builtin = new BuiltinEngine();
    let calls = 0;
    // The first turn gets the built-in engine; continuing it after the approval finds none.
    const engine = async (): Promise<ConversationEngine> => {
      if (++calls === 1) return builtin;
      throw new Error('the assistant settings could not be read');
    };
    w = await startWorld({ service: { engine } });
    const world = w;
    world.ha.setEntity({ ...world.ha.getEntity(PORCH)!, state: 'off' });
    const card = await world.say('turn on the porch light');
    const done = await world.answer(card, true);

    expect(world.ha.serviceCalls().map((r) => `${r.path} ${r.body}`)).toEqual([`/api/services/light/turn_on {"entity_id":"${PORCH}"}`]);
    expect(done.status).toBe(200);
    expect(receiptOf(done)).toMatchObject({ outcome: 'executed', result: { changed: true } });
    expect(done.json.pending_confirmation).toBeNull();
    expect(done.json.reply).toBeTruthy();
    const audit = (await world.auditEvents()).filter((e) => e.capability === SET);
    expect(audit.at(-1)).toMatchObject({ stage: 'shape', outcome: 'executed', changed: true, entity_id: PORCH });
    // The conversation is not left with a turn that never ends.
    expect(world.conversations.get(card.conversation_id)?.active).toBeNull();
  });
});
