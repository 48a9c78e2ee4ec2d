/**
 * The Home Assistant benches against a real Home Assistant core (../shared/real-ha) instead of the
 * fake, on a home grown to a thousand entities and more (bench/lib/real-home.ts), each row beside
 * its raw floor measured in the same run, side by side:
 *
 * - the settings list (`homeAssistant.entities`, as the settings window calls it: every state, the
 *   registries over one WebSocket session, the names file) with 300 allowlisted, against a raw
 *   `GET /api/states`, and against the same requests raw in the same order (`/api/states`, one
 *   registry session logging in once it answered, then `/api/config`) — against a real server the
 *   registry session is most of it;
 * - `list_entities` for the 300 (stages 5 and 6, as bench/list-entities.bench.ts), against the same;
 * - `get_history` for a sensor with a week of 2,000 recorded changes (stages 5 and 6, as
 *   bench/get-history.bench.ts), against the raw request the app sends, against the raw request
 *   without `minimal_response`/`no_attributes`, and the two requests' bytes.
 *
 * Home Assistant answers in Python with its C accelerators replaced by pure-Python fallbacks here
 * (../shared/real-ha/README.md, "Stubs, stand-ins and deviations"), so it is slower than on a
 * household's machine and most of each figure is Home Assistant's, on both sides of a ratio.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestContext } from '../common/contract/types.js';
import { CompanionService } from '../main/core/companion-service.js';
import { LEAN_HISTORY_FLAGS } from '../main/core/ha/api.js';
import { haRequest, startRealHomeAssistant } from '../test/real-ha/real-ha.js';
import { historyThroughExecutor, weekHistoryPath } from './get-history.bench.js';
import { floorClient } from './lib/floor.js';
import { rawRegistryRead } from './lib/raw-registry-read.js';
import { growHome, seedWeekOfHistory } from './lib/real-home.js';
import { allowlistOf, appApi, snapshotFor } from './lib/setup.js';
import { ratioRow, sideBySide, type BenchRow } from './lib/stats.js';
import { listThroughExecutor } from './list-entities.bench.js';

export interface RealHaBenchOptions {
  /** Template entities added to run_ha.py's home; 1,000 for the published figures. */
  entities?: number;
  /** Allowlisted entities, drawn from the added ones; 300. */
  allowlist?: number;
  /** Recorded changes of the history sensor in its week; 2,000. */
  changes?: number;
  /** Samples per row; each the fastest of `block` back-to-back pairs (see `sideBySide`). */
  runs?: number;
  block?: number;
  warmup?: number;
  settleMs?: number;
  /** Where a line of context goes (what the home holds, how long growing it took). */
  log?: (line: string) => void;
}

// Settings windows are reached from chat; their calls carry its surface (test/real-ha/app.ts).
const CTX: RequestContext = { surface: 'chat' };
const HISTORY_SENSOR = 'sensor.attic_temperature_history';

export async function run(opts: RealHaBenchOptions = {}): Promise<BenchRow[]> {
  const { entities = 1000, allowlist = 300, changes = 2000, runs = 16, block = 4, warmup = 4, settleMs = 40 } = opts;
  const log = opts.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const ha = await startRealHomeAssistant();
  const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-bench-real-ha-'));
  const target = { base_url: ha.url, token: ha.token, token_origin: ha.url, tls: { mode: 'system' as const } };
  const floor = floorClient(target);
  const { api, client } = appApi();
  const service = new CompanionService({ dataDir, systemLanguages: () => [] });
  try {
    const grown = await growHome(ha, entities);
    const seeded = await seedWeekOfHistory(ha, HISTORY_SENSOR, changes);
    const allowed = allowlistOf(grown.entityIds, allowlist);
    const raw = await floor.get('/api/states');
    // The home run_ha.py made, the added entities and the history sensor.
    const states = (raw.value as unknown[]).length;
    const version = (await haRequest(ha, 'GET', '/api/config')).json as { version: string };
    log(
      `real Home Assistant ${version.version}: ${states} states (${grown.entityIds.length} added; template.reload ${grown.reloadSeconds.toFixed(1)} s), ` +
        `/api/states ${raw.bytes} bytes; ${seeded.changes} changes of ${HISTORY_SENSOR} recorded in ${seeded.recordSeconds.toFixed(1)} s, spread over the week`,
    );

    await service['homeAssistant.saveConfig'](
      { enabled: true, base_url: ha.url, access_token: ha.token, allowlisted_entities: allowed, control_enabled: false, controllable_entities: [] },
      CTX,
    );
    const settings = () => service['homeAssistant.entities']({}, CTX);
    const listed = await settings();
    if (listed.entities.length !== states || listed.names_source !== 'registries') {
      throw new Error(`the settings list read ${listed.entities.length} of ${states} states from ${listed.names_source}`);
    }
    const bulk = snapshotFor(target, allowed);
    const inList = (await listThroughExecutor(api, bulk)) as { entities: unknown[] };
    if (inList.entities.length !== allowed.length) throw new Error(`list_entities listed ${inList.entities.length} of ${allowed.length}`);
    const historySnapshot = snapshotFor(target, [HISTORY_SENSOR]);
    const history = await historyThroughExecutor(api, historySnapshot, HISTORY_SENSOR);
    // get_history keeps the 50 most recent of the week's changes (RFC-0018).
    if (history.changes.length !== 50) throw new Error(`get_history read ${history.changes.length} changes, expected the 50 most recent`);

    const fetchStates = () => floor.get('/api/states');
    const settingsTimes = await sideBySide(runs, warmup, fetchStates, settings, settleMs, block);
    // What the settings list asks Home Assistant, raw, in its order: the registry session connects
    // beside the states and logs in once they have answered; `/api/config` (what the instance says
    // of itself, learned on every visit) once the session is over.
    const settingsReadsRaw = async () => {
      const states = fetchStates();
      await Promise.all([states, rawRegistryRead(ha.url, ha.token, allowed, states)]);
      await floor.get('/api/config');
    };
    const settingsOwnFloor = await sideBySide(runs, warmup, settingsReadsRaw, settings, settleMs, block);
    const listTimes = await sideBySide(runs, warmup, fetchStates, () => listThroughExecutor(api, bulk), settleMs, block);
    const leanRaw = () => floor.get(weekHistoryPath(HISTORY_SENSOR, Date.now(), LEAN_HISTORY_FLAGS));
    const fullRaw = () => floor.get(weekHistoryPath(HISTORY_SENSOR, Date.now(), {}));
    const leanApp = () => historyThroughExecutor(api, historySnapshot, HISTORY_SENSOR);
    const historyOwnFloor = await sideBySide(runs, warmup, leanRaw, leanApp, settleMs, block);
    const historyNaiveFloor = await sideBySide(runs, warmup, fullRaw, leanApp, settleMs, block);
    const leanBytes: number[] = [];
    const fullBytes: number[] = [];
    for (let i = 0; i < 3; i++) {
      leanBytes.push((await leanRaw()).bytes);
      fullBytes.push((await fullRaw()).bytes);
    }

    const home = `${states} states`;
    return [
      ratioRow(
        `real-ha: settings list of ${home} (${allowed.length} allowlisted), homeAssistant.entities vs raw /api/states (target ≤ 1.5×)`,
        'ms',
        settingsTimes,
        1.5,
      ),
      ratioRow(
        `real-ha: settings list of ${home} (${allowed.length} allowlisted), homeAssistant.entities vs the same requests raw in its order: /api/states, a registry session, /api/config (target ≤ 1.15×)`,
        'ms',
        settingsOwnFloor,
        1.15,
      ),
      ratioRow(`real-ha: list_entities: ${allowed.length} allowlisted of ${home}, stages 5+6 vs raw /api/states (target ≤ 1.15×)`, 'ms', listTimes, 1.15),
      ratioRow(
        `real-ha: get_history: week of ${changes} recorded changes, stages 5+6 vs the same /api/history/period request raw (target ≤ 1.15×)`,
        'ms',
        historyOwnFloor,
        1.15,
      ),
      ratioRow(
        `real-ha: get_history: week of ${changes} recorded changes, stages 5+6 vs raw /api/history/period without minimal_response+no_attributes (target ≤ 0.75×)`,
        'ms',
        historyNaiveFloor,
        0.75,
      ),
      ratioRow(
        `real-ha: get_history: week of ${changes} recorded changes, bytes with minimal_response+no_attributes vs without (target ≤ 1/3)`,
        'bytes',
        { candidate: leanBytes, floor: fullBytes },
        1 / 3,
      ),
    ];
  } finally {
    await service.close();
    await floor.close();
    await client.close();
    await ha.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}
