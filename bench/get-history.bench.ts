/**
 * `home_assistant.get_history` for a sensor with a week of changes (2,000 by default, with the
 * attributes a temperature sensor records), through stages 5 and 6, against the same query without
 * `minimal_response`/`no_attributes`: bytes on the wire (target ≤ 1/3) and time, side by side
 * (target ≤ 0.75×: most of either is the fake's own history query, which both pay).
 */
import { getHistory } from '../main/core/capabilities/get-history.js';
import { systemClock } from '../main/core/clock.js';
import { executeStage, shapeStage, type PolicySnapshot } from '../main/core/executor/executor.js';
import { HomeAssistantApi, LEAN_HISTORY_FLAGS, type HistoryFlags, type HistoryRow } from '../main/core/ha/api.js';
import type { HomeAssistantTarget } from '../main/core/ha/client.js';
import { AuthGate } from '../main/core/ha/auth-gate.js';
import { HomeAssistantClient } from '../main/core/ha/client.js';
import { startFakeHaProcess } from './lib/fake-ha-process.js';
import { floorClient } from './lib/floor.js';
import { temperatureSensorOf, WEEK_MS, weekOfReadings } from './lib/history.js';
import { homeEntityIds, snapshotFor } from './lib/setup.js';
import { ratioRow, sideBySide, type BenchRow } from './lib/stats.js';

export interface GetHistoryBenchOptions {
  size: number;
  /** Recorded changes in the week; 2,000 for the published figures. */
  changes?: number;
  /** Samples; each is the fastest of `block` back-to-back pairs on either side (see `sideBySide`). */
  runs?: number;
  block?: number;
  warmup?: number;
  /** Idle time before each timed run (see `sideBySide`). */
  settleMs?: number;
}

/** The app's API, except that history is asked for without the lean flags. */
export class NaiveHistoryApi extends HomeAssistantApi {
  override history(target: HomeAssistantTarget, entityId: string, startIso: string, endIso: string, signal: AbortSignal): Promise<HistoryRow[]> {
    return super.history(target, entityId, startIso, endIso, signal, {});
  }
}

/** Stages 5 and 6 of one get_history call; throws on any coded failure. */
export async function historyThroughExecutor(api: HomeAssistantApi, snapshot: PolicySnapshot, entityId: string): Promise<{ changes: unknown[] }> {
  const args = { entity_id: entityId, period: 'week' as const };
  const executed = await executeStage(getHistory, args, snapshot, api, systemClock);
  if (!executed.ok) throw executed.error;
  const shaped = shapeStage(getHistory, executed.value.result);
  if (!shaped.ok) throw shaped.error;
  return shaped.value as { changes: unknown[] };
}

/** The path get_history requests for a week ending now, with the given flags (as the client builds it). */
export function weekHistoryPath(entityId: string, nowMs: number, flags: HistoryFlags): string {
  const start = new Date(nowMs - WEEK_MS).toISOString();
  const query = [`filter_entity_id=${encodeURIComponent(entityId)}`, `end_time=${encodeURIComponent(new Date(nowMs).toISOString())}`];
  for (const flag of Object.keys(flags)) query.push(encodeURIComponent(flag));
  return `/api/history/period/${encodeURIComponent(start)}?${query.join('&')}`;
}

export async function run(opts: GetHistoryBenchOptions): Promise<BenchRow[]> {
  const { size, changes = 2000, runs = 10, block = 3, warmup = 4, settleMs = 40 } = opts;
  const ids = homeEntityIds(size);
  const sensor = temperatureSensorOf(ids);
  const ha = await startFakeHaProcess(size);
  const target = { base_url: ha.url, token: ha.token, token_origin: ha.url, tls: { mode: 'system' as const } };
  const floor = floorClient(target);
  const client = new HomeAssistantClient(new AuthGate());
  const lean = new HomeAssistantApi(client);
  const naive = new NaiveHistoryApi(client);
  try {
    await ha.addHistory(sensor, weekOfReadings(changes, Date.now()));
    const snapshot = snapshotFor(target, [sensor]);
    const leanBytes: number[] = [];
    const naiveBytes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const now = Date.now();
      leanBytes.push((await floor.get(weekHistoryPath(sensor, now, LEAN_HISTORY_FLAGS))).bytes);
      naiveBytes.push((await floor.get(weekHistoryPath(sensor, now, {}))).bytes);
    }
    const times = await sideBySide(
      runs,
      warmup,
      () => historyThroughExecutor(naive, snapshot, sensor),
      () => historyThroughExecutor(lean, snapshot, sensor),
      settleMs,
      block,
    );
    return [
      ratioRow(
        `get_history: week of ${changes} changes, bytes with minimal_response+no_attributes vs without (target ≤ 1/3)`,
        'bytes',
        { candidate: leanBytes, floor: naiveBytes },
        1 / 3,
      ),
      ratioRow(`get_history: week of ${changes} changes, stages 5+6 time, lean vs naive query (target ≤ 0.75×)`, 'ms', times, 0.75),
    ];
  } finally {
    await floor.close();
    await client.close();
    await ha.close();
  }
}
