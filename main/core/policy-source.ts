/**
 * Builds the executor's view of policy from the stores, fresh for every check: the config file
 * is re-read and the token re-read, so a change made a moment ago always applies (RFC-0018).
 *
 * The token is usable only for the origin it was saved for (DESIGN §8.10): the origin lives inside
 * the secret, so a config file edited to name another host — by hand, by another program, or by a
 * save racing another save — leaves Home Assistant "not configured" instead of redirecting the token.
 */
import type { PolicySnapshot } from './executor/executor.js';
import type { HomeAssistantConfigStore } from './storage/home-assistant-config.js';
import { ACCESS_TOKEN, type SecretRead, type SecretStore } from './storage/secret-store.js';

/** What the household reads when the saved token belongs to another address than the config's. */
export const TOKEN_ORIGIN_MISMATCH_MESSAGE =
  'The saved access token was saved for a different Home Assistant address than the one in Settings now, so it is not sent. Enter the token again for this address in Settings.';

/** Why a stored token can't be used with `baseUrl`, or null when it can. */
export function tokenUnusableFor(baseUrl: string, token: SecretRead): string | null {
  if (token.status === 'unreadable') return token.message;
  if (token.status === 'absent') return null;
  return token.origin === baseUrl ? null : TOKEN_ORIGIN_MISMATCH_MESSAGE;
}

export async function loadPolicySnapshot(configStore: HomeAssistantConfigStore, secrets: SecretStore): Promise<PolicySnapshot> {
  const { config } = await configStore.read();
  const token = await secrets.read(ACCESS_TOKEN);
  const bound = token.status === 'present' && token.origin === config.base_url;
  const configured = config.base_url !== '' && bound;
  const mismatch = config.base_url !== '' && token.status === 'present' && !bound;
  return {
    policy: {
      home_assistant_enabled: config.enabled,
      home_assistant_control_enabled: config.control_enabled,
      home_assistant_configured: configured,
      ...(mismatch ? { not_configured_message: TOKEN_ORIGIN_MISMATCH_MESSAGE } : {}),
      allowlisted_entities: new Set(config.allowlisted_entities),
      controllable_entities: new Set(config.controllable_entities),
      allowlist_order: config.allowlisted_entities,
    },
    target:
      configured && token.status === 'present' && token.origin !== null
        ? { base_url: config.base_url, token: token.value, token_origin: token.origin, tls: config.tls }
        : null,
  };
}
