/**
 * Builds the executor's view of policy from the stores, fresh for every check: the config file
 * is re-read and the token re-read, so a change made a moment ago always applies (RFC-0018).
 */
import type { PolicySnapshot } from './executor/executor.js';
import type { HomeAssistantConfigStore } from './storage/home-assistant-config.js';
import { ACCESS_TOKEN, type SecretStore } from './storage/secret-store.js';

export async function loadPolicySnapshot(configStore: HomeAssistantConfigStore, secrets: SecretStore): Promise<PolicySnapshot> {
  const { config } = await configStore.read();
  const token = await secrets.read(ACCESS_TOKEN);
  const configured = config.base_url !== '' && token.status === 'present';
  return {
    policy: {
      home_assistant_enabled: config.enabled,
      home_assistant_control_enabled: config.control_enabled,
      home_assistant_configured: configured,
      allowlisted_entities: new Set(config.allowlisted_entities),
      controllable_entities: new Set(config.controllable_entities),
      allowlist_order: config.allowlisted_entities,
    },
    target: configured && token.status === 'present' ? { base_url: config.base_url, token: token.value, tls: config.tls } : null,
  };
}
