/**
 * `home_assistant.list_entities` (RFC-0018): the current state of every allowlisted entity, in
 * allowlist order; entities Home Assistant no longer has are left out and counted in the audit.
 */
import { z } from 'zod';
import { domainOf } from '../../../common/entity-id.js';
import { CapabilityError } from '../capability-error.js';
import { isoAt } from '../clock.js';
import type { HaState } from '../ha/states.js';
import { friendlyNameOf, stringAttribute } from '../ha/states.js';
import { DEFAULT_MAX_RESULT_BYTES, type Capability, type RunContext } from './capability.js';
import { checkConfigured } from './policy-checks.js';

export const listEntitiesArgs = z.object({}).strict();

export const listedEntitySchema = z
  .object({
    entity_id: z.string(),
    friendly_name: z.string(),
    domain: z.string(),
    state: z.string(),
    unit_of_measurement: z.string().nullable(),
    last_changed: z.string(),
  })
  .strict();

export const listEntitiesResult = z.object({ entities: z.array(listedEntitySchema), retrieved_at: z.string() }).strict();
export type ListEntitiesResult = z.infer<typeof listEntitiesResult>;

/**
 * Up to this many allowlisted entities are fetched one by one (`/api/states/<id>`); above it one
 * bulk `/api/states` costs less than many round trips (see bench/).
 */
export const PER_ENTITY_FETCH_LIMIT = 25;
/**
 * After the first fetch, the rest go at once: two rounds of round trips at most, where six at a
 * time took five. The time goes on waiting, not work — on a busy machine each round is a wake-up
 * of both processes — so fewer rounds is what holds up under load (bench/list-entities.bench.ts:
 * twice as fast as six at a time with a 2-core machine's load average at 14). Each fetch is one
 * tiny keep-alive GET; this bounds the connections to Home Assistant at 24.
 */
export const PER_ENTITY_CONCURRENCY = PER_ENTITY_FETCH_LIMIT - 1;

/**
 * How the states are fetched. Both give the same result — allowlist order, entities Home Assistant
 * no longer has left out — so the choice is only about cost; tests force each to prove it.
 */
export type ListStrategy = 'per-entity' | 'bulk';

export function chooseStrategy(allowlisted: number): ListStrategy {
  return allowlisted <= PER_ENTITY_FETCH_LIMIT ? 'per-entity' : 'bulk';
}

/** The capability, with the strategy chosen by allowlist size, or forced (tests, bench/). */
export function listEntitiesCapability(strategy: ListStrategy | 'auto' = 'auto'): Capability<z.infer<typeof listEntitiesArgs>, ListEntitiesResult> {
  return {
    name: 'home_assistant.list_entities',
    description: 'Read the current state of every entity the household allowlisted for reading.',
    side_effect: 'read_only',
    network: 'external',
    args: listEntitiesArgs,
    result: listEntitiesResult,
    bounds: { timeout_seconds: 8, max_result_bytes: DEFAULT_MAX_RESULT_BYTES, max_invocations_per_turn: 1 },
    policy_key: 'home_assistant_enabled',
    policy_check: (_args, policy) => checkConfigured(policy),
    // The card for `{}` discloses the allowlist as it is when the card is shown; an approval reads no more.
    disclosed: (_args, policy) => policy.allowlist_order,
    async run(_args, ctx) {
      const order = ctx.policy.allowlist_order;
      const use = strategy === 'auto' ? chooseStrategy(order.length) : strategy;
      const found = use === 'per-entity' ? await fetchEach(order, ctx) : await fetchBulk(ctx);
      const entities = [];
      for (const id of order) {
        const state = found.get(id);
        if (state) entities.push(toListed(state));
      }
      return {
        result: { entities, retrieved_at: isoAt(ctx.clock.now()) },
        audit: { entities_missing: order.length - entities.length },
      };
    },
  };
}

export const listEntities = listEntitiesCapability();

function toListed(state: HaState): z.infer<typeof listedEntitySchema> {
  return {
    entity_id: state.entity_id,
    friendly_name: friendlyNameOf(state),
    domain: domainOf(state.entity_id),
    state: state.state,
    unit_of_measurement: stringAttribute(state.attributes, 'unit_of_measurement'),
    last_changed: state.last_changed,
  };
}

/** One `/api/states`; only allowlisted items are validated — the other thousands are never looked at twice. */
async function fetchBulk(ctx: RunContext): Promise<Map<string, HaState>> {
  const found = new Map<string, HaState>();
  for (const state of await ctx.api.states(ctx.target, ctx.signal, ctx.policy.allowlisted_entities)) {
    found.set(state.entity_id, state);
  }
  return found;
}

/** Small allowlists: fetch only those entities, a few at a time; a 404 means "no longer there". */
async function fetchEach(ids: readonly string[], ctx: RunContext): Promise<Map<string, HaState>> {
  const found = new Map<string, HaState>();
  const fetchOne = (id: string): Promise<void> =>
    ctx.api.state(ctx.target, id, ctx.signal).then(
      (state) => void found.set(id, state),
      (error: unknown) => {
        if (!(error instanceof CapabilityError && error.code === 'HOME_ASSISTANT_ENTITY_NOT_FOUND')) throw error;
      },
    );
  if (ids.length === 0) return found;
  // A full round in flight adds no listener per request to the signal: the Home Assistant client
  // hands undici one relay per signal (ha/client.ts), so nothing here raises its listener limit.
  // The first request goes alone: a rejected token then costs one failed login in Home Assistant
  // (each posts "Login attempt failed" and counts towards an IP ban), not one per parallel fetch.
  // 1 + ceil(24 / 24) rounds equals ceil(25 / 24), so at the strategy's limit this costs no time.
  await fetchOne(ids[0]!);
  let next = 1;
  const worker = async () => {
    while (next < ids.length) await fetchOne(ids[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PER_ENTITY_CONCURRENCY, ids.length - 1) }, worker));
  return found;
}
