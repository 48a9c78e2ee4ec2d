/**
 * `home_assistant.list_entities` on a 5,000-entity home, through the executor's stages 5 and 6
 * (`executeStage` + `shapeStage`), side by side with the floor: the same client fetching
 * `/api/states`, reading it as text and `JSON.parse`-ing it.
 *
 * - 300 allowlisted → the bulk read; target ≤ 1.15× the floor.
 * - 25 allowlisted → only those, one GET each at bounded concurrency; target ≤ 0.2× the floor.
 *   Also against its own floor — the same 25 GETs, 6 at a time, text + `JSON.parse` — so what the
 *   strategy costs (25 round trips) and what our code adds on top are told apart.
 */
import { listEntities, PER_ENTITY_CONCURRENCY } from '../main/core/capabilities/list-entities.js';
import { systemClock } from '../main/core/clock.js';
import { executeStage, shapeStage, type PolicySnapshot } from '../main/core/executor/executor.js';
import type { HomeAssistantApi } from '../main/core/ha/api.js';
import { startFakeHaProcess } from './lib/fake-ha-process.js';
import { floorClient } from './lib/floor.js';
import { allowlistOf, appApi, homeEntityIds, snapshotFor } from './lib/setup.js';
import { row, sideBySide, type BenchRow } from './lib/stats.js';

export interface ListEntitiesBenchOptions {
  /** Entities in the generated home; 5,000 for the published figures. */
  size: number;
  runs?: number;
  warmup?: number;
  /** Idle time before each timed run (see `sideBySide`). */
  settleMs?: number;
  /** Allowlist sizes for the bulk and the per-entity case. */
  bulkAllowlist?: number;
  smallAllowlist?: number;
}

/** Stages 5 and 6 of one list_entities call; throws on any coded failure. */
export async function listThroughExecutor(api: HomeAssistantApi, snapshot: PolicySnapshot): Promise<unknown> {
  const executed = await executeStage(listEntities, {}, snapshot, api, systemClock);
  if (!executed.ok) throw executed.error;
  const shaped = shapeStage(listEntities, executed.value.result);
  if (!shaped.ok) throw shaped.error;
  return shaped.value;
}

export async function run(opts: ListEntitiesBenchOptions): Promise<BenchRow[]> {
  const { size, runs = 15, warmup = 4, settleMs = 40 } = opts;
  const bulkSize = Math.min(opts.bulkAllowlist ?? 300, size);
  const smallSize = Math.min(opts.smallAllowlist ?? 25, size);
  const ids = homeEntityIds(size);
  const ha = await startFakeHaProcess(size);
  const target = { base_url: ha.url, token: ha.token, token_origin: ha.url, tls: { mode: 'system' as const } };
  const floor = floorClient(target);
  const { api, client } = appApi();
  try {
    const fetchFloor = () => floor.get('/api/states');
    const bulk = snapshotFor(target, allowlistOf(ids, bulkSize));
    const small = snapshotFor(target, allowlistOf(ids, smallSize));
    for (const [snapshot, expected] of [[bulk, bulkSize], [small, smallSize]] as const) {
      const listed = (await listThroughExecutor(api, snapshot)) as { entities: unknown[] };
      if (listed.entities.length !== expected) throw new Error(`list_entities listed ${listed.entities.length} entities, expected ${expected}`);
    }
    const bulkTimes = await sideBySide(runs, warmup, fetchFloor, () => listThroughExecutor(api, bulk), settleMs);
    const smallTimes = await sideBySide(runs, warmup, fetchFloor, () => listThroughExecutor(api, small), settleMs);
    const smallIds = [...small.policy.allowlist_order];
    const fetchEachFloor = async () => {
      let next = 0;
      const worker = async () => {
        while (next < smallIds.length) await floor.get(`/api/states/${smallIds[next++]!}`);
      };
      await Promise.all(Array.from({ length: Math.min(PER_ENTITY_CONCURRENCY, smallIds.length) }, worker));
    };
    const smallOwnFloor = await sideBySide(runs, warmup, fetchEachFloor, () => listThroughExecutor(api, small), settleMs);
    return [
      row(`list_entities: ${bulkSize} allowlisted of ${size}, stages 5+6 vs /api/states floor (target ≤ 1.15×)`, 'ms', bulkTimes.candidate, bulkTimes.floor, { ratio: 1.15 }),
      row(`list_entities: ${smallSize} allowlisted of ${size}, per-entity GETs (${PER_ENTITY_CONCURRENCY} at a time), stages 5+6 vs /api/states floor (target ≤ 0.2×)`, 'ms', smallTimes.candidate, smallTimes.floor, { ratio: 0.2 }),
      row(`list_entities: ${smallSize} allowlisted, per-entity, stages 5+6 vs the floor of the same ${smallSize} GETs (target ≤ 1.15×)`, 'ms', smallOwnFloor.candidate, smallOwnFloor.floor, { ratio: 1.15 }),
    ];
  } finally {
    await floor.close();
    await client.close();
    await ha.close();
  }
}
