/**
 * `home_assistant.get_history` (RFC-0018): real state transitions of one allowlisted entity
 * inside the last hour, day or week — oldest first, the 50 most recent kept.
 */
import { z } from 'zod';
import { entityIdSchema } from '../../../common/entity-id-schema.js';
import { isoAt } from '../clock.js';
import type { HistoryRow } from '../ha/api.js';
import { DEFAULT_MAX_RESULT_BYTES, type Capability } from './capability.js';
import { checkAllowlisted, checkConfigured } from './policy-checks.js';

export const HISTORY_PERIODS = ['hour', 'day', 'week'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

const PERIOD_MS: Record<HistoryPeriod, number> = { hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000 };
export const MAX_CHANGES = 50;

export const getHistoryArgs = z.object({ entity_id: entityIdSchema, period: z.enum(HISTORY_PERIODS) }).strict();

export const getHistoryResult = z
  .object({
    entity_id: z.string(),
    period: z.enum(HISTORY_PERIODS),
    changes: z.array(z.object({ state: z.string(), changed_at: z.string() }).strict()).max(MAX_CHANGES),
    retrieved_at: z.string(),
  })
  .strict();
export type GetHistoryResult = z.infer<typeof getHistoryResult>;

export const getHistory: Capability<z.infer<typeof getHistoryArgs>, GetHistoryResult> = {
  name: 'home_assistant.get_history',
  description: 'Read when one allowlisted entity changed state in the last hour, day or week.',
  side_effect: 'read_only',
  network: 'external',
  args: getHistoryArgs,
  result: getHistoryResult,
  bounds: { timeout_seconds: 10, max_result_bytes: DEFAULT_MAX_RESULT_BYTES, max_invocations_per_turn: 1 },
  policy_key: 'home_assistant_enabled',
  policy_check: (args, policy) => checkConfigured(policy) ?? checkAllowlisted(args.entity_id, policy),
  async run(args, ctx) {
    const now = ctx.clock.now();
    const start = now - PERIOD_MS[args.period];
    const rows = await ctx.api.history(ctx.target, args.entity_id, isoAt(start), isoAt(now), ctx.signal);
    if (rows.length === 0) {
      // RFC-0018: a removed entity is a failure, not an empty history. One read tells them apart.
      await ctx.api.state(ctx.target, args.entity_id, ctx.signal);
    }
    return {
      result: { entity_id: args.entity_id, period: args.period, changes: transitions(rows, start), retrieved_at: isoAt(now) },
    };
  },
};

/**
 * Drops Home Assistant's synthetic "state at start" row (its `last_changed` is the window start)
 * but uses it as the baseline, so a repeat of the state in force is not reported as a change.
 */
export function transitions(rows: readonly HistoryRow[], startMs: number): GetHistoryResult['changes'] {
  const changes: GetHistoryResult['changes'] = [];
  let previous: string | undefined;
  rows.forEach((row, index) => {
    const at = Date.parse(row.last_changed);
    if (index === 0 && at <= startMs) {
      previous = row.state;
      return;
    }
    if (row.state === previous) return;
    previous = row.state;
    changes.push({ state: row.state, changed_at: Number.isNaN(at) ? row.last_changed : isoAt(at) });
  });
  return changes.slice(-MAX_CHANGES);
}
