/**
 * Once stage 5 has started, an unexpected failure is a coded outcome with what
 * is known. For an action, the service call may already have reached Home Assistant, so the
 * answer is HOME_ASSISTANT_ACTION_NOT_CONFIRMED ("check the device"), never a generic error that
 * reads as "nothing happened".
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyCapability } from '../../main/core/capabilities/capability.js';
import { setEntityState } from '../../main/core/capabilities/set-entity-state.js';
import { listEntities } from '../../main/core/capabilities/list-entities.js';
import { systemClock } from '../../main/core/clock.js';
import { executeStage } from '../../main/core/executor/executor.js';
import { HomeAssistantApi } from '../../main/core/ha/api.js';
import { AuthGate } from '../../main/core/ha/auth-gate.js';
import { HomeAssistantClient } from '../../main/core/ha/client.js';
import { makeHarness, PORCH, type Harness } from './harness.js';

let h: Harness | undefined;
let client: HomeAssistantClient | undefined;
afterEach(async () => {
  await client?.close();
  await h?.close();
  h = client = undefined;
});

/** The capability, except that a bug throws right after its real work. */
function failingAfterRun(capability: AnyCapability): AnyCapability {
  return {
    ...capability,
    run: async (args, ctx) => {
      await capability.run(args, ctx);
      throw new TypeError("Cannot read properties of undefined (reading 'state')");
    },
  };
}

describe('an unexpected failure after stage 5 has started says what is known', () => {
  it('an action whose call went out: HOME_ASSISTANT_ACTION_NOT_CONFIRMED', async () => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(PORCH)!, state: 'off' });
    const snapshot = await h.policySnapshot();
    client = new HomeAssistantClient(new AuthGate());
    const result = await executeStage(failingAfterRun(setEntityState), { entity_id: PORCH, state: 'on' }, snapshot, new HomeAssistantApi(client), systemClock);
    expect(h.ha.serviceCalls().map((r) => `${r.path} ${r.body}`)).toEqual([`/api/services/light/turn_on {"entity_id":"${PORCH}"}`]);
    expect(result).toMatchObject({ ok: false, error: { code: 'HOME_ASSISTANT_ACTION_NOT_CONFIRMED' } });
  });

  it('a read: HOME_ASSISTANT_ERROR (nothing in the home changed)', async () => {
    h = await makeHarness();
    const snapshot = await h.policySnapshot();
    client = new HomeAssistantClient(new AuthGate());
    const result = await executeStage(failingAfterRun(listEntities), {}, snapshot, new HomeAssistantApi(client), systemClock);
    expect(h.ha.serviceCalls()).toEqual([]);
    expect(result).toMatchObject({ ok: false, error: { code: 'HOME_ASSISTANT_ERROR' } });
  });
});
