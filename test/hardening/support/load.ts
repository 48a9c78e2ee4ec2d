/**
 * Households under load (docs/architecture.md §5a): N households at once through one browser host,
 * each repeating, in a new conversation every time, "what's on?" approved, then a switch of a
 * shared light approved. The oracle is the fake Home Assistant: every approved action ends in a
 * receipt or a coded outcome (HTTP 200, never INTERNAL_ERROR), each service call was approved on a
 * card naming that entity and state, and `changed: true` receipts never outnumber the real
 * transitions.
 */
import type { CapabilityEvent, TurnResponse } from '../../../common/contract/types.js';
import { percentile } from '../../../bench/lib/stats.js';
import { COFFEE, KITCHEN, PORCH, type HttpResult, type World } from './world.js';

const LIST = 'home_assistant.list_entities';
const SET = 'home_assistant.set_entity_state';
/** Households share these three, so approvals of the same entity run at the same time. */
const TARGETS = [
  { entity: PORCH, name: 'porch light' },
  { entity: KITCHEN, name: 'kitchen ceiling light' },
  { entity: COFFEE, name: 'coffee maker' },
] as const;

export interface LoadOptions {
  households: number;
  /** Rounds per household: one state question and one action, each approved. */
  iterations: number;
  /**
   * The first this many switch calls are answered only after `slowMs` (a slow device), so the app's
   * conversations turn over while those approvals are still running. Default 2 × 2.5 s.
   */
  slowCalls?: number;
  slowMs?: number;
}

export interface LoadReport {
  households: number;
  iterations: number;
  /** HTTP requests that carried a turn (messages and approvals). */
  turns: number;
  seconds: number;
  turns_per_second: number;
  latency_ms: { p50: number; p95: number; p99: number; max: number };
  approved_actions: number;
  receipts: number;
  changed_receipts: number;
  transitions: number;
  /** Approved actions that ended in a coded failure (none is expected against a healthy fake). */
  failures: string[];
  /** Oracle violations: must be empty. */
  wrong: string[];
  /** Process warnings seen during the run (MaxListenersExceededWarning and the like). */
  warnings: string[];
}

/** Runs the load against `world` (whose clock is never advanced, so no card expires). */
export async function runLoad(world: World, options: LoadOptions): Promise<LoadReport> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const wrong: string[] = [];
  const warnings: string[] = [];
  const actions: Array<{ entity: string; state: 'on' | 'off'; event: CapabilityEvent }> = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on('warning', onWarning);
  const slowCalls = options.slowCalls ?? 2;
  if (slowCalls > 0) {
    world.ha.addFault({
      match: { method: 'POST', pathPrefix: '/api/services/switch/' },
      fault: { kind: 'delay', ms: options.slowMs ?? 2_500 },
      times: slowCalls,
    });
  }

  const timed = async (method: string, path: string, body: unknown): Promise<HttpResult> => {
    const t0 = performance.now();
    const res = await world.call(method, path, body);
    latencies.push(performance.now() - t0);
    return res;
  };
  const say = (message: string) => timed('POST', '/api/v1/conversation/message', { message });
  const approve = (turn: TurnResponse) =>
    timed('POST', '/api/v1/conversation/message', {
      conversation_id: turn.conversation_id,
      confirmation: { token: turn.pending_confirmation!.token, approve: true },
    });

  const household = async (h: number) => {
    for (let i = 0; i < options.iterations; i++) {
      const where = `household ${h} round ${i}`;
      const asked = await say("what's on?");
      const question = asked.json as TurnResponse;
      if (asked.status !== 200 || question.pending_confirmation?.capability !== LIST) {
        wrong.push(`${where}: the state question got HTTP ${asked.status} ${asked.text.slice(0, 200)}`);
        continue;
      }
      const read = await approve(question);
      const readEvent = (read.json as TurnResponse | undefined)?.capability_events?.findLast((e) => e.capability === LIST && e.stage !== 'confirm');
      if (read.status !== 200 || readEvent?.outcome !== 'executed')
        wrong.push(`${where}: the approved read got HTTP ${read.status} ${read.text.slice(0, 200)}`);

      const target = TARGETS[(h + i) % TARGETS.length]!;
      const state = (h + i) % 2 === 0 ? 'on' : 'off';
      const proposed = await say(`turn ${state} the ${target.name}`);
      const card = (proposed.json as TurnResponse).pending_confirmation;
      if (proposed.status !== 200 || card?.capability !== SET || JSON.stringify(card.arguments) !== JSON.stringify({ entity_id: target.entity, state })) {
        wrong.push(`${where}: the action got HTTP ${proposed.status}, card ${JSON.stringify(card ?? null)}`);
        continue;
      }
      const done = await approve(proposed.json as TurnResponse);
      const event = (done.json as TurnResponse | undefined)?.capability_events?.findLast((e) => e.capability === SET && e.stage !== 'confirm');
      if (done.status !== 200 || !event) {
        wrong.push(`${where}: the approved action got HTTP ${done.status} ${done.text.slice(0, 200)}`);
        continue;
      }
      actions.push({ entity: target.entity, state, event });
      if (event.outcome === 'executed') {
        const result = event.result as { entity_id?: string; new_state?: string; changed?: boolean } | undefined;
        if (result?.entity_id !== target.entity || result.new_state !== state)
          wrong.push(`${where}: receipt ${JSON.stringify(result)} for ${target.entity} ${state}`);
      } else if (!event.code) wrong.push(`${where}: outcome ${event.outcome} without a code`);
      else failures.push(`${where}: ${event.outcome} ${event.code}`);
    }
  };

  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: options.households }, (_, h) => household(h)));
  } finally {
    process.off('warning', onWarning);
  }
  const seconds = (performance.now() - started) / 1000;

  // Every service call names an entity and state that an approved card named.
  const approved = new Set(actions.map((a) => `${a.entity}|${a.state}`));
  const calls = world.ha.serviceCalls();
  for (const call of calls) {
    const entityId = (JSON.parse(call.body) as { entity_id?: string }).entity_id ?? '';
    const state = call.path.endsWith('/turn_on') ? 'on' : call.path.endsWith('/turn_off') ? 'off' : '?';
    if (!approved.has(`${entityId}|${state}`) || call.path !== `/api/services/${entityId.split('.')[0]}/turn_${state}`)
      wrong.push(`unapproved service call ${call.path} ${call.body}`);
  }
  if (calls.length > actions.length) wrong.push(`${calls.length} service calls for ${actions.length} approved actions`);

  // `changed: true` receipts never outnumber the transitions Home Assistant recorded.
  const changed = actions.filter((a) => a.event.outcome === 'executed' && (a.event.result as { changed?: boolean }).changed === true);
  let transitions = 0;
  for (const { entity } of TARGETS) {
    const real = await countTransitions(world, entity, started);
    transitions += real;
    const claimed = changed.filter((a) => a.entity === entity).length;
    if (claimed > real) wrong.push(`${entity}: ${claimed} receipts say changed, Home Assistant recorded ${real} transitions`);
  }
  // Nothing may be left waiting once every household is done.
  const pending = await world.call('GET', '/api/v1/conversation/confirmations');
  if ((pending.json as { pending: unknown[] }).pending.length !== 0)
    wrong.push(`${(pending.json as { pending: unknown[] }).pending.length} cards left pending`);

  return {
    households: options.households,
    iterations: options.iterations,
    turns: latencies.length,
    seconds,
    turns_per_second: latencies.length / seconds,
    latency_ms: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: percentile(latencies, 100),
    },
    approved_actions: options.households * options.iterations,
    receipts: actions.filter((a) => a.event.outcome === 'executed').length,
    changed_receipts: changed.length,
    transitions,
    failures,
    wrong,
    warnings,
  };
}

/** State transitions of one entity Home Assistant recorded since `sinceMs` (read from its history API). */
async function countTransitions(world: World, entityId: string, sinceMs: number): Promise<number> {
  const start = new Date(Date.now() - (performance.now() - sinceMs) - 1_000).toISOString();
  const res = await fetch(`${world.ha.url}/api/history/period/${encodeURIComponent(start)}?filter_entity_id=${entityId}&minimal_response&no_attributes`, {
    headers: { authorization: `Bearer ${world.ha.token}` },
    signal: AbortSignal.timeout(10_000),
  });
  const rows = ((await res.json()) as Array<Array<{ state: string }>>)[0] ?? [];
  let transitions = 0;
  for (let i = 1; i < rows.length; i++) if (rows[i]!.state !== rows[i - 1]!.state) transitions++;
  return transitions;
}

/** One line for the test log and the script. */
export function formatReport(r: LoadReport): string {
  const ms = (v: number) => v.toFixed(1);
  return (
    `[load] ${r.households} households × ${r.iterations} rounds: ${r.turns} turns in ${r.seconds.toFixed(1)} s ` +
    `(${r.turns_per_second.toFixed(0)} turns/s), latency p50 ${ms(r.latency_ms.p50)} ms, p95 ${ms(r.latency_ms.p95)} ms, ` +
    `p99 ${ms(r.latency_ms.p99)} ms, max ${ms(r.latency_ms.max)} ms; approved actions ${r.approved_actions}, receipts ${r.receipts} ` +
    `(${r.changed_receipts} changed, ${r.transitions} real transitions), failures ${r.failures.length}, wrong outcomes ${r.wrong.length}, ` +
    `warnings ${r.warnings.length}`
  );
}
