/**
 * DESIGN §8.8: a several-device request interrupted by a new message. The card waiting is
 * cancelled (reason superseded, nothing sent for it), and the request's reply says what was done
 * before the interruption — never "nothing was changed" after a light had changed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../common/contract/types.js';
import { turnWords } from '../../main/core/conversation/turn-words.js';
import type { FakeEntity } from '../fake-ha/index.js';
import { makeHarness, type Harness } from './harness.js';

const CHAT: RequestContext = { surface: 'chat' };
const light = (id: string, name: string): FakeEntity => ({ entity_id: id, state: 'on', attributes: { friendly_name: name } });
const ENTITIES = [light('light.landing', 'Landing Light'), light('light.bedroom', 'Bedroom Light'), light('light.nursery', 'Nursery Light')];
const IDS = ENTITIES.map((e) => e.entity_id);
const EN = turnWords('en');

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

async function interrupted(approveFirst: boolean) {
  h = await makeHarness({ entities: ENTITIES, config: { allowlisted_entities: IDS, controllable_entities: IDS } });
  await h.service['homeAssistant.entities']({}, CHAT); // the names cache, as settings fill it
  const first = await h.service['conversation.message']({ message: 'turn off the landing light, the bedroom light and the nursery light' }, CHAT);
  const conversation_id = first.conversation_id;
  if (approveFirst)
    await h.service['conversation.message']({ conversation_id, confirmation: { token: first.pending_confirmation!.token, approve: true } }, CHAT);
  await h.service['conversation.message']({ conversation_id, message: 'hello' }, CHAT);
  const view = await h.service['conversation.get']({ conversation_id }, CHAT);
  return { harness: h, turn: view.turns[0]! };
}

describe('a several-device request interrupted by a new message', () => {
  it('after one light changed: the reply counts what was done, says it stopped and names what it left; the waiting card is cancelled', async () => {
    const { harness, turn } = await interrupted(true);
    expect(harness.ha.serviceCalls().map((r) => JSON.parse(r.body).entity_id)).toEqual(['light.landing']);
    expect(turn.capability_events.filter((e) => e.outcome === 'executed')).toMatchObject([{ arguments: { entity_id: 'light.landing' } }]);
    expect(turn.capability_events.filter((e) => e.outcome === 'expired')).toMatchObject([{ arguments: { entity_id: 'light.bedroom' }, reason: 'superseded' }]);
    // What was left is named: the card cancelled and the device never reached.
    expect(turn.reply).toBe(`${EN.summary(1, 0)} ${EN.stoppedHere} ${EN.notDone(['Bedroom Light', 'Nursery Light'])}`);
    expect(turn.reply).not.toBe(EN.supersededReply);
  });

  it('before anything was approved: nothing was changed, and the reply says so', async () => {
    const { harness, turn } = await interrupted(false);
    expect(harness.ha.serviceCalls()).toEqual([]);
    expect(turn.reply).toBe(EN.supersededReply);
  });
});
