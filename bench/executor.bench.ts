/**
 * Executor overhead, network excluded: stages 1–4 and 6 (and the audit call) for a rejected and
 * for an approved proposal, and the whole approval flow besides (which adds consuming the token,
 * re-running stages 1–3 and stage 5's timeout and abort around the capability). The policy source returns a fixed snapshot, the audit sink keeps events
 * in memory, and stage 5 is the capability's real definition with a `run` that hands back a result
 * computed beforehand — so what is timed is the executor, with the real schemas and bounds.
 * Target: median ≤ 100 µs per proposal (an approved one: propose, then approve), as process CPU
 * time per proposal over batches of 20 — the work is all in-process, and on a shared machine wall
 * time would also measure everyone else's load.
 *
 * Baselines: for the rejection, the argument schema's own `safeParse` (stage 2 alone); for an
 * approval, stage 6's unavoidable work alone (the result schema's `safeParse` and its byte count).
 */
import type { CapabilityAuditEvent } from '../common/contract/types.js';
import { buildRegistry } from '../main/core/capabilities/registry.js';
import { getHistory } from '../main/core/capabilities/get-history.js';
import { listEntities } from '../main/core/capabilities/list-entities.js';
import type { AnyCapability, RunContext } from '../main/core/capabilities/capability.js';
import { systemClock } from '../main/core/clock.js';
import { ConfirmationStore } from '../main/core/executor/confirmation-store.js';
import { Executor, shapeStage, type AuditSink, type PolicySnapshot, type ProposalContext } from '../main/core/executor/executor.js';
import type { HomeAssistantApi, HistoryRow } from '../main/core/ha/api.js';
import type { HaState } from '../main/core/ha/states.js';
import { generateHome } from '../test/fake-ha/index.js';
import { allowlistOf, snapshotFor } from './lib/setup.js';
import { absoluteRow, cpuMicrosPerCall, type BenchRow } from './lib/stats.js';

export interface ExecutorBenchOptions {
  /** Batches per case, and proposals per batch (each batch gives one CPU-time-per-proposal figure). */
  batches?: number;
  batchSize?: number;
  warmup?: number;

  /** Allowlisted entities for the approved list_entities case. */
  allowlist?: number;
}

/** Keeps the last events in memory, as a sink that costs nothing would. */
export class MemoryAuditSink implements AuditSink {
  readonly events: CapabilityAuditEvent[] = [];
  async append(event: CapabilityAuditEvent): Promise<void> {
    if (this.events.length >= 1000) this.events.length = 0;
    this.events.push(event);
  }
}

/** A Home Assistant that answers from memory, at once. */
function stubApi(states: ReadonlyMap<string, HaState>, rows: HistoryRow[]): HomeAssistantApi {
  const stub: Pick<HomeAssistantApi, 'state' | 'states' | 'history'> = {
    state: async (_t, id) => {
      const s = states.get(id);
      if (!s) throw new Error(`stub has no ${id}`);
      return s;
    },
    states: async () => [...states.values()],
    history: async () => rows,
  };
  return stub as HomeAssistantApi;
}

/** Stage 6's own work, without the executor: the result schema and the serialised size. */
function shapeFloor(capability: AnyCapability, result: unknown): number {
  const parsed = capability.result.safeParse(result);
  return parsed.success ? Buffer.byteLength(JSON.stringify(parsed.data)) : -1;
}

export async function run(opts: ExecutorBenchOptions = {}): Promise<BenchRow[]> {
  const { batches = 100, batchSize = 20, warmup = 3000, allowlist: allowlistSize = 25 } = opts;
  const home = generateHome(Math.max(100, allowlistSize * 4), 1);
  const now = Date.now();
  const states = new Map<string, HaState>(
    home.map((e) => [e.entity_id, { entity_id: e.entity_id, state: e.state, attributes: e.attributes, last_changed: new Date(now - 60_000).toISOString() }]),
  );
  const allowlist = allowlistOf([...states.keys()], allowlistSize);
  const sensor = allowlist.find((id) => id.startsWith('sensor.')) ?? allowlist[0]!;
  const outside = [...states.keys()].find((id) => !allowlist.includes(id))!;
  // 60 rows in the last week, so stage 6 checks a full 50-change result.
  const rows: HistoryRow[] = Array.from({ length: 60 }, (_, i) => ({
    state: String(20 + (i % 7)),
    last_changed: new Date(now - (60 - i) * 3_600_000).toISOString(),
  }));
  const target = { base_url: 'http://127.0.0.1:9', token: 'bench', token_origin: 'http://127.0.0.1:9', tls: { mode: 'system' as const } };
  const snapshot: PolicySnapshot = snapshotFor(target, allowlist);

  const runContext: RunContext = {
    api: stubApi(states, rows),
    target,
    policy: snapshot.policy,
    clock: systemClock,
    signal: new AbortController().signal,
    sleep: async () => undefined,
    remainingMs: () => 10_000,
  };
  const historyOutput = await getHistory.run({ entity_id: sensor, period: 'week' }, runContext);
  const listOutput = await listEntities.run({}, runContext);
  if (historyOutput.result.changes.length !== 50 || listOutput.result.entities.length !== allowlist.length) {
    throw new Error('executor bench: the canned results are not the intended size');
  }
  const registry = buildRegistry([
    { ...listEntities, run: async () => listOutput },
    { ...getHistory, run: async () => historyOutput },
  ]);

  // A fresh executor every few hundred proposals: the confirmation store keeps hashed tombstones
  // for 10 minutes, and a household never piles up thousands of them.
  let executor!: Executor;
  let uses = 0;
  const fresh = () => {
    if (uses++ % 200 !== 0) return executor;
    executor = new Executor({
      registry,
      policySource: async () => snapshot,
      confirmations: new ConfirmationStore(systemClock),
      audit: new MemoryAuditSink(),
      api: runContext.api,
      clock: systemClock,
    });
    return executor;
  };
  const context = (): ProposalContext => ({
    conversation_id: 'bench',
    surface: 'chat',
    proposer: 'builtin',
    round: new Map(),
    generation: { turn: 0, current: () => 0 },
  });
  let n = 0;
  const approve = async (capability: string, args: unknown) => {
    const ex = fresh();
    const proposed = await ex.propose({ id: `p${n++}`, capability, arguments: args }, context());
    if (!proposed.pending) throw new Error(`expected a pending confirmation, got ${JSON.stringify(proposed.event)}`);
    const resolved = await ex.resolve(proposed.pending.token, true, { conversation_id: 'bench', surface: 'chat' });
    if (resolved.event.outcome !== 'executed') throw new Error(`expected executed, got ${JSON.stringify(resolved.event)}`);
  };
  const reject = async () => {
    const outcome = await fresh().propose({ id: `p${n++}`, capability: getHistory.name, arguments: { entity_id: outside, period: 'week' } }, context());
    if (outcome.event.code !== 'ENTITY_NOT_ALLOWLISTED') throw new Error(`expected ENTITY_NOT_ALLOWLISTED, got ${JSON.stringify(outcome.event)}`);
  };
  /** Stages 1–4 (a proposal that halts on its confirmation card, audited) and stage 6 on its result. */
  const stagesOneToFourAndSix = async (capability: AnyCapability, args: unknown, result: unknown) => {
    const proposed = await fresh().propose({ id: `p${n++}`, capability: capability.name, arguments: args }, context());
    if (!proposed.pending) throw new Error(`expected a pending confirmation, got ${JSON.stringify(proposed.event)}`);
    if (!shapeStage(capability, result).ok) throw new Error('the canned result does not pass stage 6');
  };
  const measureAll = async (rounds: number) => {
    const measure = (fn: () => unknown) => cpuMicrosPerCall(rounds, batchSize, warmup, fn);
    return {
      rejected: await measure(reject),
      rejectedFloor: await measure(() => getHistory.args.safeParse({ entity_id: outside, period: 'week' })),
      history: await measure(() => stagesOneToFourAndSix(getHistory, { entity_id: sensor, period: 'week' }, historyOutput.result)),
      historyFloor: await measure(() => shapeFloor(getHistory, historyOutput.result)),
      list: await measure(() => stagesOneToFourAndSix(listEntities, {}, listOutput.result)),
      listFloor: await measure(() => shapeFloor(listEntities, listOutput.result)),
      flow: await measure(() => approve(listEntities.name, {})),
    };
  };
  // A whole unrecorded pass first: besides the JIT, the heap has to grow to its working size once,
  // and that cost lands on whichever case runs first in a fresh process.
  await measureAll(Math.max(1, Math.round(batches / 4)));
  const { rejected, rejectedFloor, history, historyFloor, list, listFloor, flow } = await measureAll(batches);

  return [
    absoluteRow(
      'executor: rejected proposal (ENTITY_NOT_ALLOWLISTED), stages 1–3 + audit, CPU per proposal vs stage 2 schema alone (target ≤ 100 µs)',
      'µs',
      rejected,
      rejectedFloor,
      100,
    ),
    absoluteRow(
      'executor: approved get_history (50 changes), stages 1–4 + 6 + audit, CPU per proposal vs stage 6 schema + size alone (target ≤ 100 µs)',
      'µs',
      history,
      historyFloor,
      100,
    ),
    absoluteRow(
      `executor: approved list_entities (${allowlist.length} entities), stages 1–4 + 6 + audit, CPU per proposal vs stage 6 schema + size alone (target ≤ 100 µs)`,
      'µs',
      list,
      listFloor,
      100,
    ),
    absoluteRow(
      `executor: whole approval of list_entities (${allowlist.length}): propose, consume, re-check 1–3, stage 5 timeout/abort around a canned run, 6, 2 audits; CPU vs stage 6 alone (target ≤ 100 µs)`,
      'µs',
      flow,
      listFloor,
      100,
    ),
  ];
}
