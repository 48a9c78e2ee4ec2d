/**
 * Every capability event about an allowlisted entity carries the host's cached
 * name (`entity_name`), the resolved and the expired ones too, so a receipt or a card drawn from a
 * stored transcript names the entity instead of showing its id.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from '../harness.js';

const chat = { surface: 'chat' as const };
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('events carry the entity name the host knows', () => {
  it('the pending event and the receipt event name the entity', async () => {
    h = await makeHarness();
    await h.service['homeAssistant.entities']({}, chat);
    const first = await h.service['conversation.message']({ message: 'turn off the kitchen ceiling light' }, chat);
    expect(first.pending_confirmation?.entity_name).toBe('Kitchen Ceiling Light');
    expect(first.capability_events.at(-1)).toMatchObject({ outcome: 'pending', entity_name: 'Kitchen Ceiling Light' });
    const done = await h.service['conversation.message'](
      { conversation_id: first.conversation_id, confirmation: { token: first.pending_confirmation!.token, approve: true } },
      chat,
    );
    expect(done.capability_events.at(-1)).toMatchObject({ outcome: 'executed', entity_name: 'Kitchen Ceiling Light' });
    expect(h.ha.serviceCalls().map((c) => c.path)).toEqual(['/api/services/light/turn_off']);
  });

  it('a denied request keeps the name', async () => {
    h = await makeHarness();
    await h.service['homeAssistant.entities']({}, chat);
    const first = await h.service['conversation.message']({ message: 'turn on the porch light' }, chat);
    const denied = await h.service['conversation.message'](
      { conversation_id: first.conversation_id, confirmation: { token: first.pending_confirmation!.token, approve: false } },
      chat,
    );
    expect(denied.capability_events.at(-1)).toMatchObject({ outcome: 'denied', entity_name: 'Porch Light' });
  });
});
