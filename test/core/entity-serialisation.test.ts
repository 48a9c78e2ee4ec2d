/**
 * Actions on one entity are serialised (docs/architecture.md §5a). Two approved cards for the same
 * light, both proposed while it was "off": if both pre-read "off", both send, and the second finds
 * the first one's change, both receipts would say `changed: true` for one transition. One at a
 * time, the second reads "on" and is a no-op. The fake Home Assistant's log is the oracle.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { EntityLocks } from '../../main/core/capabilities/entity-lock.js';
import { KITCHEN, makeHarness, PORCH, type Harness } from './harness.js';

const SET = 'home_assistant.set_entity_state';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('two approved cards for the same light: at most one receipt claims the change', () => {
  it('one service call, one changed: true, one audited change; the second reads "on" first', async () => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(PORCH)!, state: 'off' });
    // A device that takes a moment to answer: without serialisation both pre-reads come first.
    h.ha.addFault({ match: { method: 'POST', pathPrefix: '/api/services/' }, fault: { kind: 'delay', ms: 200 }, times: 2 });
    const first = await h.propose(SET, { entity_id: PORCH, state: 'on' }, { conversation_id: 'c1' });
    const second = await h.propose(SET, { entity_id: PORCH, state: 'on' }, { conversation_id: 'c2' });
    const results = await Promise.all([h.approve(first, true, 'c1'), h.approve(second, true, 'c2')]);

    expect(h.ha.serviceCalls().map((r) => `${r.path} ${r.body}`)).toEqual([`/api/services/light/turn_on {"entity_id":"${PORCH}"}`]);
    expect(h.ha.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/states/${PORCH}`,
      'POST /api/services/light/turn_on',
      `GET /api/states/${PORCH}`,
    ]);
    expect(results.map((r) => r.event.outcome)).toEqual(['executed', 'executed']);
    const receipts = results.map((r) => r.event.result as { changed: boolean; previous_state: string; new_state: string });
    expect(receipts.filter((r) => r.changed)).toHaveLength(1);
    expect(receipts.find((r) => !r.changed)).toMatchObject({ previous_state: 'on', new_state: 'on' });
    const audit = (await h.auditLines()).map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e['stage'] === 'shape');
    expect(audit.filter((e) => e['changed'] === true)).toHaveLength(1);
    expect(h.ha.getEntity(PORCH)!.state).toBe('on');
  });

  it('actions on different entities are not held up by each other', async () => {
    h = await makeHarness();
    for (const id of [PORCH, KITCHEN]) h.ha.setEntity({ ...h.ha.getEntity(id)!, state: 'off' });
    h.ha.addFault({ match: { method: 'POST', pathPrefix: '/api/services/' }, fault: { kind: 'delay', ms: 200 }, times: 2 });
    const a = await h.propose(SET, { entity_id: PORCH, state: 'on' }, { conversation_id: 'c1' });
    const b = await h.propose(SET, { entity_id: KITCHEN, state: 'on' }, { conversation_id: 'c2' });
    const results = await Promise.all([h.approve(a, true, 'c1'), h.approve(b, true, 'c2')]);
    expect(results.map((r) => (r.event.result as { changed: boolean }).changed)).toEqual([true, true]);
    // The second call reached Home Assistant before the first (delayed 200 ms) was answered: no lock between them.
    const posts = h.ha.serviceCalls();
    expect(posts).toHaveLength(2);
    expect(Math.abs(posts[1]!.at - posts[0]!.at)).toBeLessThan(200);
  });
});

describe('the per-entity wait is bounded by the waiting call', () => {
  it('an abort while waiting rejects with its reason, the work never runs, and nothing is left behind', async () => {
    const locks = new EntityLocks();
    let releaseFirst!: () => void;
    const first = locks.run('k', new AbortController().signal, () => new Promise<string>((resolve) => (releaseFirst = () => resolve('first'))));
    const waiting = new AbortController();
    let ranSecond = false;
    const second = locks.run('k', waiting.signal, async () => {
      ranSecond = true;
    });
    const third = locks.run('k', new AbortController().signal, async () => 'third');
    waiting.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(second).rejects.toMatchObject({ name: 'TimeoutError' });
    releaseFirst();
    expect(await first).toBe('first');
    expect(await third).toBe('third');
    expect(ranSecond).toBe(false);
    expect(locks.size).toBe(0);
  });
});
