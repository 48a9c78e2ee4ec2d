/**
 * The real host process (`node dist/main/browser-host/cli.js`) on a 5,000-entity home:
 *
 * - Settings entity list over the host (`GET /api/v1/conversation/home-assistant/entities`): time,
 *   side by side with the floor for `/api/states`, and bytes against `/api/states`' bytes.
 * - Memory: peak RSS above idle while it answers list_entities through a conversation (ask, then
 *   approve) and the settings entity list; target ≤ 80 MB. Peak is VmHWM, and VmRSS sampled every
 *   10 ms; idle is VmRSS after start-up and one settings read.
 */
import { join } from 'node:path';
import type { EntitiesResponse, TurnResponse } from '../common/contract/types.js';
import { startFakeHaProcess } from './lib/fake-ha-process.js';
import { REPO_ROOT } from './lib/paths.js';
import { floorClient } from './lib/floor.js';
import { buildHost, startHost, type HostProcess } from './lib/host-process.js';
import { allowlistOf, homeEntityIds } from './lib/setup.js';
import { absoluteRow, ratioRow, sideBySide, type BenchRow } from './lib/stats.js';

export interface HostBenchOptions {
  size: number;
  /** Allowlisted entities (list_entities reads them in bulk above 25); 300 by default. */
  allowlist?: number;
  /** Samples of the time row; each is the fastest of `block` back-to-back pairs (see `sideBySide`). */
  runs?: number;
  block?: number;
  warmup?: number;
  /** Memory workload repetitions. */
  reps?: number;
  /** Where to build the host; `dist/` by default (as `npm run build:node`). */
  outDir?: string;
}

const MB = 1024 * 1024;
const LIST_ENTITIES = 'home_assistant.list_entities';
/** Phrasings of "what's on?"; the first the built-in engine answers with a list_entities card is used. */
const STATE_QUESTIONS = ["what's on?", 'what is on?', 'which lights are on?'];

/** Asks a state question and approves the list_entities card; resolves to the executed result's entity count. */
export async function askAndApprove(host: HostProcess): Promise<number> {
  for (const message of STATE_QUESTIONS) {
    const asked = await host.call('POST', '/api/v1/conversation/message', { message });
    const turn = asked.json as TurnResponse;
    if (asked.status !== 200 || turn.pending_confirmation?.capability !== LIST_ENTITIES) continue;
    const answered = await host.call('POST', '/api/v1/conversation/message', {
      conversation_id: turn.conversation_id,
      confirmation: { token: turn.pending_confirmation.token, approve: true },
    });
    const events = (answered.json as TurnResponse).capability_events ?? [];
    const executed = events.find((e) => e.capability === LIST_ENTITIES && e.outcome === 'executed');
    if (!executed) throw new Error(`list_entities was approved but did not execute: ${JSON.stringify(events).slice(0, 500)}`);
    return (executed.result as { entities: unknown[] }).entities.length;
  }
  throw new Error(`the built-in engine proposed no list_entities for ${JSON.stringify(STATE_QUESTIONS)}`);
}

export async function settingsList(host: HostProcess): Promise<{ bytes: number; body: EntitiesResponse }> {
  const res = await host.call('GET', '/api/v1/conversation/home-assistant/entities');
  if (res.status !== 200) throw new Error(`the settings entity list failed: HTTP ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
  return { bytes: res.bytes, body: res.json as EntitiesResponse };
}

/** Runs `work` while sampling VmRSS every 10 ms; resolves to the peak seen (VmHWM included), in bytes. */
async function peakDuring(host: HostProcess, work: () => Promise<unknown>): Promise<number> {
  const hwmBefore = await host.memory('VmHWM');
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await host.memory('VmRSS').catch(() => 0));
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  try {
    await work();
  } finally {
    sampling = false;
    await sampler;
  }
  const hwmAfter = await host.memory('VmHWM');
  // VmHWM only says something about this window if it rose during it.
  return Math.max(peak, hwmAfter > hwmBefore ? hwmAfter : 0);
}

export async function run(opts: HostBenchOptions): Promise<BenchRow[]> {
  const { size, runs = 14, block = 3, warmup = 3, reps = 3 } = opts;
  const allowlistSize = Math.min(opts.allowlist ?? 300, size);
  const cli = await buildHost(opts.outDir ?? join(REPO_ROOT, 'dist'));
  const ids = homeEntityIds(size);
  const ha = await startFakeHaProcess(size);
  const floor = floorClient({ base_url: ha.url, token: ha.token, token_origin: ha.url, tls: { mode: 'system' } });
  let host: HostProcess | undefined;
  try {
    host = await startHost(cli, ha, { allowlisted_entities: allowlistOf(ids, allowlistSize) });
    const h = host;
    // Idle: started, one cheap settings read answered, a moment to settle.
    await h.call('GET', '/api/v1/conversation/home-assistant');
    await new Promise((r) => setTimeout(r, 500));
    const idle = await h.memory('VmRSS');

    const peaks: number[] = [];
    for (let rep = 0; rep < reps; rep++) {
      const peak = await peakDuring(h, async () => {
        const listed = await askAndApprove(h);
        if (listed !== allowlistSize) throw new Error(`list_entities returned ${listed} entities, expected ${allowlistSize}`);
        const { body } = await settingsList(h);
        if (body.entities.length !== size) throw new Error(`the settings list has ${body.entities.length} entities, expected ${size}`);
      });
      peaks.push((peak - idle) / MB);
    }

    const hostBytes: number[] = [];
    const floorBytes: number[] = [];
    const times = await sideBySide(
      runs,
      warmup,
      async () => floorBytes.push((await floor.get('/api/states')).bytes),
      async () => hostBytes.push((await settingsList(h)).bytes),
      40,
      block,
    );
    return [
      absoluteRow(
        `host: peak RSS above idle answering list_entities (${allowlistSize} allowlisted, ask + approve) and the settings list, ${size}-entity home (target ≤ 80 MB; baseline = idle RSS)`,
        'MB',
        peaks,
        idle / MB,
        80,
      ),
      ratioRow(`host: settings entity list of ${size} over the host, time vs /api/states floor (target ≤ 1.5×)`, 'ms', times, 1.5),
      ratioRow(
        `host: settings entity list of ${size} over the host, bytes vs /api/states (target ≤ 1/3)`,
        'bytes',
        { candidate: hostBytes.slice(-runs * block), floor: floorBytes.slice(-runs * block) },
        1 / 3,
      ),
    ];
  } finally {
    await host?.close();
    await floor.close();
    await ha.close();
  }
}
