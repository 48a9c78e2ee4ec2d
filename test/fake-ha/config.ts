/**
 * `GET /api/config` and `GET /api/core/state` bodies (ref §1, §8).
 */
import type { FakeHomeAssistantOptions } from './types.js';
import { FAKE_HA_VERSION } from './websocket-api.js';

export type ConfigOverrides = NonNullable<FakeHomeAssistantOptions['config']>;

export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/** Integrations a typical install has loaded besides its entity domains. */
const BASE_COMPONENTS = [
  'api',
  'auth',
  'config',
  'default_config',
  'frontend',
  'history',
  'http',
  'logbook',
  'mqtt',
  'onboarding',
  'person',
  'recorder',
  'sun',
  'websocket_api',
  'zeroconf',
];

/** `hass.config.as_dict()` with every key ref §8 lists; `components` grows with the entity domains. */
export function configJson(overrides: ConfigOverrides, entityDomains: Iterable<string>): Record<string, unknown> {
  const allowlistDirs = ['/config/www', '/media'];
  return {
    latitude: 52.3731,
    longitude: 4.8922,
    elevation: 2,
    unit_system: {
      length: 'km',
      accumulated_precipitation: 'mm',
      area: 'm²',
      mass: 'g',
      pressure: 'Pa',
      temperature: '°C',
      volume: 'L',
      wind_speed: 'm/s',
    },
    location_name: overrides.location_name ?? 'Home',
    time_zone: overrides.time_zone ?? DEFAULT_TIME_ZONE,
    components: [...new Set([...BASE_COMPONENTS, ...entityDomains])].sort(),
    config_dir: '/config',
    whitelist_external_dirs: allowlistDirs,
    allowlist_external_dirs: allowlistDirs,
    allowlist_external_urls: [],
    version: overrides.version ?? FAKE_HA_VERSION,
    // A home set up in the UI: `storage`, and no URLs until the household sets them; one with
    // `homeassistant:` in configuration.yaml says `yaml` (the real test home does).
    config_source: overrides.config_source ?? 'storage',
    recovery_mode: false,
    state: 'RUNNING',
    external_url: overrides.external_url ?? null,
    internal_url: overrides.internal_url ?? null,
    currency: 'EUR',
    country: 'NL',
    language: overrides.language ?? 'en',
    safe_mode: false,
    debug: false,
    radius: 100,
  };
}

/** `APICoreStateView` (ref §1). */
export const CORE_STATE = {
  state: 'RUNNING',
  recorder_state: { migration_in_progress: false, migration_is_live: false },
} as const;
