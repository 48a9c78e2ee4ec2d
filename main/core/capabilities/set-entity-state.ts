/**
 * `home_assistant.set_entity_state` (RFC-0019): turn one controllable light or switch on or off.
 * Re-checks the domain before any request (the third enforcement point), reads the current state
 * first (idempotent no-op), and reports `changed: true` only on evidence
 * from Home Assistant (DESIGN §8.1). Actions on one entity run one at a time, so of two approved
 * cards for the same change at most one receipt claims it.
 */
import { z } from 'zod';
import { entityIdSchema } from '../../../common/entity-id-schema.js';
import { domainOf, type ControllableDomain } from '../../../common/entity-id.js';
import { CapabilityError } from '../capability-error.js';
import { isoAt } from '../clock.js';
import type { HaState } from '../ha/states.js';
import { DEFAULT_MAX_RESULT_BYTES, type Capability, type RunContext, type RunOutput } from './capability.js';
import { EntityLocks } from './entity-lock.js';
import { checkConfigured, checkControllable, checkDomain } from './policy-checks.js';

export const setEntityStateArgs = z.object({ entity_id: entityIdSchema, state: z.enum(['on', 'off']) }).strict();
export type SetEntityStateArgs = z.infer<typeof setEntityStateArgs>;

export const setEntityStateResult = z
  .object({
    entity_id: z.string(),
    domain: z.enum(['light', 'switch']),
    previous_state: z.string(),
    new_state: z.string(),
    changed: z.boolean(),
    applied_at: z.string(),
  })
  .strict();
export type SetEntityStateResult = z.infer<typeof setEntityStateResult>;

/** Re-read pauses for a device that reports its new state after the call returned (MQTT, Zigbee2MQTT). */
const REREAD_DELAYS_MS = [100, 250, 500, 1000, 1500];
/** Leave this much of the timeout for the last re-read itself. */
const REREAD_MARGIN_MS = 1500;

const notConfirmed = (message: string) => new CapabilityError('HOME_ASSISTANT_ACTION_NOT_CONFIRMED', message);

/** One per process: the key is the device (origin and entity id), whichever executor acts on it. */
const entityLocks = new EntityLocks();

export const setEntityState: Capability<SetEntityStateArgs, SetEntityStateResult> = {
  name: 'home_assistant.set_entity_state',
  description: 'Turn one light or switch the household allowed for control on or off.',
  side_effect: 'mutating',
  network: 'external',
  args: setEntityStateArgs,
  result: setEntityStateResult,
  bounds: { timeout_seconds: 10, max_result_bytes: DEFAULT_MAX_RESULT_BYTES, max_invocations_per_turn: 1 },
  policy_key: 'home_assistant_control_enabled',
  policy_check: (args, policy) => checkConfigured(policy) ?? checkControllable(args.entity_id, policy),
  async run(args, ctx) {
    // RFC-0019 Domain Scope, third point: re-derived here, before any request, never trusted from
    // the allowlist. Nothing between this line and the service URL can change `entity_id`.
    const domainRejection = checkDomain(args.entity_id);
    if (domainRejection) throw domainRejection;
    const domain = domainOf(args.entity_id) as ControllableDomain; // checkDomain above; callService checks again
    // The pre-read must see what an earlier approved action on this entity left, so one at a
    // time; the wait counts against this call's timeout (then nothing is sent).
    return entityLocks.run(`${ctx.target.base_url} ${args.entity_id}`, ctx.signal, () => switchEntity(args, domain, ctx));
  },
};

/** Pre-read, then (unless it is a no-op) the service call and the evidence that it happened. */
async function switchEntity(args: SetEntityStateArgs, domain: ControllableDomain, ctx: RunContext): Promise<RunOutput<SetEntityStateResult>> {
  const before = await ctx.api.state(ctx.target, args.entity_id, ctx.signal);
  if (before.state === 'unavailable' || before.state === 'unknown') {
    // Home Assistant answers 200 [] and does nothing for an unavailable entity (reference §5).
    throw notConfirmed(`The device is ${before.state} in Home Assistant, so it can't be switched right now.`);
  }
  if (before.state === args.state) {
    return { result: receipt(args, before.state, false, ctx), audit: { changed: false, confirmed_by: 'no_op' } };
  }

  const changed = await callService(args, domain, ctx);
  const reported = changed.find((s) => s.entity_id === args.entity_id);
  if (reported) {
    if (reported.state !== args.state) {
      throw notConfirmed(`Home Assistant reports the device as "${reported.state}" after the call, not "${args.state}".`);
    }
    return { result: receipt(args, before.state, true, ctx), audit: { changed: true, confirmed_by: 'changed_states' } };
  }
  await awaitLateReport(args, before, ctx);
  return { result: receipt(args, before.state, true, ctx), audit: { changed: true, confirmed_by: 'reread' } };
}

/**
 * Once the service call may have left this machine, a lost answer doesn't mean nothing happened:
 * Home Assistant runs the call whatever becomes of the connection (reference §5: "shielded from
 * client disconnect"), so the honest outcome is "not confirmed — check the device".
 */
async function callService(args: SetEntityStateArgs, domain: ControllableDomain, ctx: RunContext): Promise<HaState[]> {
  try {
    return await ctx.api.callService(ctx.target, domain, `turn_${args.state}`, { entity_id: args.entity_id }, ctx.signal);
  } catch (error) {
    if (error instanceof CapabilityError && (error.code === 'HOME_ASSISTANT_UNREACHABLE' || error.code === 'EXECUTION_TIMEOUT')) {
      throw notConfirmed(`The request was sent, but Home Assistant's answer never arrived, so it may or may not have turned ${args.state}. Check the device.`);
    }
    throw error;
  }
}

/**
 * DESIGN §8.1: an empty changed-states list is confirmed only by a re-read showing the requested
 * state with a `last_changed` later than the one read before the call. Both timestamps come from
 * Home Assistant's clock, so this clock's skew can't fake or hide a change.
 */
async function awaitLateReport(args: SetEntityStateArgs, before: HaState, ctx: RunContext): Promise<void> {
  const changedBefore = Date.parse(before.last_changed);
  for (const delay of REREAD_DELAYS_MS) {
    if (ctx.remainingMs() < delay + REREAD_MARGIN_MS) break;
    await ctx.sleep(delay);
    const now = await ctx.api.state(ctx.target, args.entity_id, ctx.signal);
    const changedAt = Date.parse(now.last_changed);
    if (now.state === args.state && changedAt > changedBefore) return;
    if (now.state !== before.state && now.state !== args.state) {
      throw notConfirmed(`Home Assistant reports the device as "${now.state}" after the call, not "${args.state}".`);
    }
  }
  throw notConfirmed("Home Assistant accepted the request but didn't confirm the device changed.");
}

function receipt(args: SetEntityStateArgs, previous: string, changed: boolean, ctx: RunContext): SetEntityStateResult {
  return {
    entity_id: args.entity_id,
    domain: domainOf(args.entity_id) as 'light' | 'switch', // checked at the top of run; the shape stage re-validates
    previous_state: previous,
    new_state: changed ? args.state : previous,
    changed,
    applied_at: isoAt(ctx.clock.now()),
  };
}
