/**
 * A capability is data plus a `run` function (DESIGN §3): name, classification, argument and
 * result schemas, bounds, the policy key that gates it, its own policy check, and the code that
 * runs it. Adding a capability means adding one registration, never touching the stages.
 */
import type { z } from 'zod';
import type { NetworkClass, SideEffect } from '../../../common/contract/types.js';
import type { Clock } from '../clock.js';
import type { CapabilityError } from '../capability-error.js';
import type { HomeAssistantApi } from '../ha/api.js';
import type { HomeAssistantTarget } from '../ha/client.js';

export const DEFAULT_MAX_RESULT_BYTES = 64 * 1024;

export type PolicyKey = 'home_assistant_enabled' | 'home_assistant_control_enabled';

/** RFC-0018/0019 `policy_fields()`: the config in force, read fresh from disk for this check. */
export interface PolicyView {
  home_assistant_enabled: boolean;
  home_assistant_control_enabled: boolean;
  /** base_url set and a readable token stored (RFC-0018 `home_assistant_configured`). */
  home_assistant_configured: boolean;
  /** Why it isn't configured when the reason is one the household must act on (a token saved for another origin). */
  not_configured_message?: string;
  allowlisted_entities: ReadonlySet<string>;
  controllable_entities: ReadonlySet<string>;
  /** Allowlist order, for results that follow it. */
  allowlist_order: readonly string[];
}

/** What a capability's `run` may use; never the config file or the secret store themselves. */
export interface RunContext {
  api: HomeAssistantApi;
  target: HomeAssistantTarget;
  policy: PolicyView;
  /** Stamps results (`retrieved_at`, `applied_at`) and computes history windows. */
  clock: Clock;
  signal: AbortSignal;
  /** Real-time pause, bounded by the capability's timeout (the network runs in real time). */
  sleep(ms: number): Promise<void>;
  /** Milliseconds left before the capability's timeout. */
  remainingMs(): number;
}

/** Facts for the audit line (never states, history content or secrets). */
export interface RunAudit {
  changed?: boolean;
  confirmed_by?: string;
  entities_missing?: number;
}

export interface RunOutput<R> {
  result: R;
  audit?: RunAudit;
}

export interface Capability<A = unknown, R = unknown> {
  name: string;
  description: string;
  side_effect: SideEffect;
  network: NetworkClass;
  args: z.ZodType<A>;
  result: z.ZodType<R>;
  bounds: { timeout_seconds: number; max_result_bytes: number; max_invocations_per_turn: number };
  policy_key: PolicyKey;
  /**
   * The entities a confirmation card for these arguments discloses, under the policy it was checked
   * against: an approval reads at most these (DESIGN §8.9). Defaults to the entity the arguments
   * name.
   */
  disclosed?(args: A, policy: PolicyView): readonly string[];
  /** Returns the rejection, or null to pass. Runs at stage 3 and again on approval. */
  policy_check(args: A, policy: PolicyView): CapabilityError | null;
  run(args: A, ctx: RunContext): Promise<RunOutput<R>>;
}

/** Erases the type parameters for the registry; each capability checks its own args via `args`. */
export type AnyCapability = Capability<any, any>;

/** Entity id of a proposal's arguments once validated (for the audit and the allowlist checks). */
/** The on/off a proposal asks for (its `state` argument), for the audit; undefined for anything else. */
export function requestedStateOfArgs(args: unknown): 'on' | 'off' | undefined {
  if (args && typeof args === 'object' && 'state' in args) {
    const value = args.state;
    return value === 'on' || value === 'off' ? value : undefined;
  }
  return undefined;
}

export function entityIdOfArgs(args: unknown): string | undefined {
  if (args && typeof args === 'object' && 'entity_id' in args) {
    const value = args.entity_id;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}
