/**
 * `home_assistant.list_entities` on a 5,000-entity home, through the executor's stages 5 and 6
 * (`executeStage` + `shapeStage`), side by side with the floor: the same client fetching
 * `/api/states`, reading it as text and `JSON.parse`-ing it.
 *
 * - 300 allowlisted → the bulk read; target ≤ 1.15× the floor.
 * - 25 allowlisted → only those, one GET each (the first alone, then the rest at once); target ≤
 *   0.2× the floor. Also against its own floor — the same 25 GETs on the same schedule, text +
 *   `JSON.parse` — so what the strategy costs (its round trips) and what our code adds on top are
 *   told apart.
 *
 * Every timed run waits 40 ms first, so background work the run before it left (garbage collection
 * here and in the fake's process) finishes off the clock. A forced full collection instead was
 * tried and made the short per-entity runs slower and noisier: the collectors' concurrent sweeping
 * then ran inside the next timed run, on a machine with no core to spare.
 */
import { listEntities, PER_ENTITY_CONCURRENCY } from '../main/core/capabilities/list-entities.js';
import { systemClock } from '../main/core/clock.js';
import { executeStage, shapeStage, type PolicySnapshot } from '../main/core/executor/executor.js';
import type { HomeAssistantApi } from '../main/core/ha/api.js';
import { startFakeHaProcess } from './lib/fake-ha-process.js';
import { floorClient } from './lib/floor.js';
import { allowlistOf, appApi, homeEntityIds, snapshotFor } from './lib/setup.js';
import { ratioRow, sideBySide, type BenchRow } from './lib/stats.js';

export interface ListEntitiesBenchOptions {
  /** Entities in the generated home; 5,000 for the published figures. */
  size: number;
  /** Samples per row; each is the fastest of `block` back-to-back pairs on either side (see `sideBySide`). */
  runs?: number;
  block?: number;
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
  const { size, runs = 24, block = 4, warmup = 4, settleMs = 40 } = opts;
  const bulkSize = Math.min(opts.bulkAllowlist ?? 300, size);
  const smallSize = Math.min(opts.smallAllowlist ?? 25, size);
  const ids = homeEntityIds(size);
  const ha = await startFakeHaProcess(size);
  const target = { base_url: ha.url, token: ha.token, token_origin: ha.url, tls: { mode: 'system' as const } };
  const floor = floorClient(target);
  const { api, client } = appApi();
  const settle = settleMs;
  try {
    const fetchFloor = () => floor.get('/api/states');
    const bulk = snapshotFor(target, allowlistOf(ids, bulkSize));
    const small = snapshotFor(target, allowlistOf(ids, smallSize));
    for (const [snapshot, expected] of [
      [bulk, bulkSize],
      [small, smallSize],
    ] as const) {
      const listed = (await listThroughExecutor(api, snapshot)) as { entities: unknown[] };
      if (listed.entities.length !== expected) throw new Error(`list_entities listed ${listed.entities.length} entities, expected ${expected}`);
    }
    const bulkTimes = await sideBySide(runs, warmup, fetchFloor, () => listThroughExecutor(api, bulk), settle, block);
    const smallTimes = await sideBySide(runs, warmup, fetchFloor, () => listThroughExecutor(api, small), settle, block);
    const smallIds = [...small.policy.allowlist_order];
    // The strategy's own schedule — the first GET alone, then the rest at the same concurrency —
    // so this pair tells what our code adds, and the row above what the strategy costs.
    const fetchEachFloor = async () => {
      await floor.get(`/api/states/${smallIds[0]!}`);
      let next = 1;
      const worker = async () => {
        while (next < smallIds.length) await floor.get(`/api/states/${smallIds[next++]!}`);
      };
      await Promise.all(Array.from({ length: Math.min(PER_ENTITY_CONCURRENCY, smallIds.length - 1) }, worker));
    };
    // Short runs that are mostly waiting: the noisiest pairs, and the cheapest — so twice as many.
    // No 3 MB run leaves garbage behind here, so a short settle will do.
    const smallOwnFloor = await sideBySide(runs * 2, warmup, fetchEachFloor, () => listThroughExecutor(api, small), Math.min(settle, 10), block);
    return [
      ratioRow(`list_entities: ${bulkSize} allowlisted of ${size}, stages 5+6 vs /api/states floor (target ≤ 1.15×)`, 'ms', bulkTimes, 1.15),
      ratioRow(
        `list_entities: ${smallSize} allowlisted of ${size}, per-entity GETs (first alone, then ${PER_ENTITY_CONCURRENCY} at a time), stages 5+6 vs /api/states floor (target ≤ 0.2×)`,
        'ms',
        smallTimes,
        0.2,
      ),
      ratioRow(
        `list_entities: ${smallSize} allowlisted, per-entity, stages 5+6 vs the floor of the same ${smallSize} GETs (target ≤ 1.15×)`,
        'ms',
        smallOwnFloor,
        1.15,
      ),
    ];
  } finally {
    await floor.close();
    await client.close();
    await ha.close();
  }
}
