/**
 * Shared set-up for the Home Assistant benchmarks: the generated home's ids, allowlists drawn from
 * it, a policy snapshot as stage 3 would build it, and the app's own client and API.
 */
import { generateHome } from '../../test/fake-ha/index.js';
import { HomeAssistantApi } from '../../main/core/ha/api.js';
import { AuthGate } from '../../main/core/ha/auth-gate.js';
import { HomeAssistantClient, type HomeAssistantTarget } from '../../main/core/ha/client.js';
import type { PolicySnapshot } from '../../main/core/executor/executor.js';

export const HOME_SEED = 1;

/** The entity ids of `generateHome(count, seed)`, in Home Assistant's order. */
export function homeEntityIds(count: number, seed = HOME_SEED): string[] {
  return generateHome(count, seed).map((e) => e.entity_id);
}

/**
 * `size` ids spread evenly over the home, in an order unlike Home Assistant's (every other one
 * from the back), as a household's picker order would be.
 */
export function allowlistOf(ids: readonly string[], size: number): string[] {
  const n = Math.min(size, ids.length);
  const step = ids.length / n;
  const picked = Array.from({ length: n }, (_, i) => ids[Math.floor(i * step)]!);
  const front = picked.filter((_, i) => i % 2 === 0);
  const back = picked.filter((_, i) => i % 2 === 1).reverse();
  return [...back, ...front];
}

export function snapshotFor(target: HomeAssistantTarget, allowlist: readonly string[]): PolicySnapshot {
  return {
    policy: {
      home_assistant_enabled: true,
      home_assistant_control_enabled: false,
      home_assistant_configured: true,
      allowlisted_entities: new Set(allowlist),
      controllable_entities: new Set(),
      allowlist_order: [...allowlist],
    },
    target,
  };
}

export function appApi(): { api: HomeAssistantApi; client: HomeAssistantClient } {
  const client = new HomeAssistantClient(new AuthGate());
  return { api: new HomeAssistantApi(client), client };
}
