/** Expiry through the executor with an injected clock: nothing waits in real time. */
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../main/core/clock.js';
import { KITCHEN, makeHarness, type Harness } from './harness.js';

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
