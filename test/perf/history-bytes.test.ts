/**
 * get_history asks Home Assistant with `minimal_response` and `no_attributes` (reference §4). For a
 * sensor with a week of changes that must cost at most a third of the bytes of the same query
 * without them — and give exactly the same `changes`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getHistory } from '../../main/core/capabilities/get-history.js';
import { ManualClock } from '../../main/core/clock.js';
import { executeStage, shapeStage } from '../../main/core/executor/executor.js';
import { HomeAssistantApi, LEAN_HISTORY_FLAGS } from '../../main/core/ha/api.js';
import { AuthGate } from '../../main/core/ha/auth-gate.js';
import { HomeAssistantClient, type HomeAssistantTarget } from '../../main/core/ha/client.js';
import { generateHome, startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { NaiveHistoryApi, weekHistoryPath } from '../../bench/get-history.bench.js';
import { floorClient } from '../../bench/lib/floor.js';
import { temperatureSensorOf, weekOfReadings } from '../../bench/lib/history.js';
import { snapshotFor } from '../../bench/lib/setup.js';

let ha: FakeHomeAssistant | undefined;
const clients: HomeAssistantClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await ha?.close();
  ha = undefined;
});

async function week(api: HomeAssistantApi, target: HomeAssistantTarget, entityId: string, clock: ManualClock) {
  const args = { entity_id: entityId, period: 'week' as const };
  const executed = await executeStage(getHistory, args, snapshotFor(target, [entityId]), api, clock);
  if (!executed.ok) throw executed.error;
  const shaped = shapeStage(getHistory, executed.value.result);
  if (!shaped.ok) throw shaped.error;
  return shaped.value as { changes: Array<{ state: string; changed_at: string }> };
}

describe('get_history: a week of 2,000 changes', () => {
  it('costs ≤ 1/3 of the bytes of the naive query, with identical changes', async () => {
    const home = generateHome(200, 1);
    const sensor = temperatureSensorOf(home.map((e) => e.entity_id));
    ha = await startFakeHomeAssistant({ entities: home, lateReporters: [] });
    const clock = new ManualClock(Date.now() + 1000);
    ha.addHistory(sensor, weekOfReadings(2000, clock.now()));
    const target: HomeAssistantTarget = { base_url: ha.url, token: ha.token, token_origin: ha.url, tls: { mode: 'system' } };
    const client = new HomeAssistantClient(new AuthGate());
    clients.push(client);

    ha.clearRequests();
    const lean = await week(new HomeAssistantApi(client), target, sensor, clock);
    const naive = await week(new NaiveHistoryApi(client), target, sensor, clock);
    expect(lean.changes).toHaveLength(50);
    expect(lean).toStrictEqual(naive);

    // The capability's own request is the one measured below: same window, same flags.
    const [leanRequest, naiveRequest] = ha.requests;
    expect(leanRequest!.rawUrl).toBe(weekHistoryPath(sensor, clock.now(), LEAN_HISTORY_FLAGS));
    expect(naiveRequest!.rawUrl).toBe(weekHistoryPath(sensor, clock.now(), {}));
    expect(leanRequest!.query).toMatchObject({ minimal_response: '', no_attributes: '' });

    const floor = floorClient(target);
    try {
      const leanBytes = (await floor.get(leanRequest!.rawUrl)).bytes;
      const naiveBytes = (await floor.get(naiveRequest!.rawUrl)).bytes;
      expect(naiveBytes).toBeGreaterThan(200_000);
      expect(leanBytes).toBeLessThanOrEqual(naiveBytes / 3);
    } finally {
      await floor.close();
    }
  });
});
