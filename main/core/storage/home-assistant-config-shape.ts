/**
 * What `capabilities/home-assistant.json` holds (RFC-0018 Entity Allowlist, RFC-0019 Control
 * Allowlist and Policy Toggle), what a read of it says, and the fail-safe defaults a missing or
 * malformed file reads as. No secrets live here: the token is in the secret store.
 */
import type { ConfigStatus, TlsSettings } from '../../../common/contract/types.js';

/** The stored shape of `capabilities/home-assistant.json`. */
export interface HomeAssistantConfig {
  enabled: boolean;
  /** An origin (`http://host:8123`, no trailing slash), or `''` when not configured. */
  base_url: string;
  allowlisted_entities: string[];
  control_enabled: boolean;
  controllable_entities: string[];
  tls: TlsSettings;
}

/** What a read produced: the config to act on, whether it came from a good file, and why not. */
export interface ConfigReadResult {
  config: HomeAssistantConfig;
  status: ConfigStatus;
  /**
   * For `malformed`: what is wrong. For `ok`: present only when the file breaks a write-time rule
   * (e.g. a non-light/switch entity marked controllable) — the config is returned as stored and
   * the executor will refuse those entries.
   */
  message?: string;
}

/** The fail-safe defaults: nothing enabled, nothing allowlisted. A fresh object each call. */
export function defaultHomeAssistantConfig(): HomeAssistantConfig {
  return { enabled: false, base_url: '', allowlisted_entities: [], control_enabled: false, controllable_entities: [], tls: { mode: 'system' } };
}

/** A file that can't be acted on: the disabled defaults, and the household told why. */
export function malformedConfig(detail: string): ConfigReadResult {
  return {
    config: defaultHomeAssistantConfig(),
    status: 'malformed',
    message: `The Home Assistant settings file is malformed (${detail}); Home Assistant is off until the settings are saved again.`,
  };
}
