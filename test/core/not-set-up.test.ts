/**
 * Before Home Assistant is set up (no address or no token saved), nothing can be shared, so a
 * question that names a device is answered with the missing connection — never with "nothing in
 * Read access matches", which blames the household's words. Nothing reaches Home Assistant.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { packFor } from '../../main/core/conversation/builtin/lang/index.js';
import { makeHarness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const notSetUp = packFor('en').replies.readProblem({ kind: 'not_configured' }, null);
const say = (harness: Harness, message: string) => harness.service['conversation.message']({ message }, { surface: 'chat' });

describe('asked before Home Assistant is set up', () => {
  it.each<[string, Parameters<typeof makeHarness>[0]]>([
    ['no address', { config: { base_url: '', allowlisted_entities: [] } }],
    ['no token', { token: false, config: { allowlisted_entities: [] } }],
  ])('%s: a named device is answered with the missing connection, and nothing is sent', async (_, options) => {
    h = await makeHarness(options);
    for (const message of ['is the porch light on?', 'turn on the porch light', 'when did the front door last open?']) {
      const turn = await say(h, message);
      expect(turn.reply, message).toBe(notSetUp);
      expect(turn.capability_events, message).toEqual([]);
    }
    expect(h.ha.requests).toEqual([]);
  });

  it('once set up with nothing shared, the answer is about what is shared, not the connection', async () => {
    h = await makeHarness({ config: { allowlisted_entities: [] } });
    const turn = await say(h, 'turn on the porch light');
    expect(turn.reply).not.toBe(notSetUp);
    expect(h.ha.requests.filter((r) => r.path.includes('/api/services'))).toEqual([]);
  });
});
