/**
 * What the settings side does when it refreshes the names engines may use (DESIGN §4, §8.6): the
 * `/api/states` names of the allowlisted entities, joined with the registries' areas, floors and
 * aliases when the WebSocket session works — and, when it doesn't, friendly-name words only, with
 * a sentence saying so for settings to show. Only settings calls this; never the executor or an engine.
 */
import { CapabilityError } from '../capability-error.js';
import type { ConnectionStatusTracker } from '../connection-status.js';
import type { EntityNameEntry, NamesSource } from '../storage/entity-names.js';
import type { AuthGate } from './auth-gate.js';
import type { HomeAssistantTarget } from './client.js';
import { readRegistries, type AreaInfo, type RegistryPlaces } from './registries.js';
import type { RegistrySessionOptions } from './registry-session.js';
import { friendlyNameOf, stringAttribute, type HaState } from './states.js';

export interface PlacesOutcome {
  places: RegistryPlaces | null;
  source: NamesSource;
  /** Why the registries couldn't be used (household-readable; never a secret). */
  note?: string;
}

export interface PlacesDeps {
  authGate: AuthGate;
  status: ConnectionStatusTracker;
  session?: RegistrySessionOptions;
}

/**
 * One registry session for the allowlist. Never throws: a failure means friendly-name words only.
 * `auth_invalid` is a failed login in Home Assistant, like a REST 401, so it engages the same auth
 * gate (no automatic request until the token is re-saved or Test is pressed); a blocked origin is
 * not tried at all.
 */
export async function readPlaces(target: HomeAssistantTarget, allowlist: readonly string[], deps: PlacesDeps): Promise<PlacesOutcome> {
  if (await deps.authGate.isBlocked(target)) {
    return { places: null, source: 'friendly-names', note: 'Home Assistant rejected the access token earlier, so areas and aliases were not read.' };
  }
  try {
    const places = await readRegistries(target, allowlist, deps.session);
    return { places, source: 'registries' };
  } catch (error) {
    const code = error instanceof CapabilityError ? error.code : 'HOME_ASSISTANT_ERROR';
    if (code === 'HOME_ASSISTANT_AUTH_FAILED') {
      await deps.authGate.block(target);
      deps.status.record(target.base_url, { ok: false, code });
    }
    return { places: null, source: 'friendly-names', note: noteFor(code) };
  }
}

function noteFor(code: string): string {
  const fallback = 'Using the names of your devices only: ';
  switch (code) {
    case 'HOME_ASSISTANT_AUTH_FAILED':
      return `${fallback}Home Assistant rejected the access token for its WebSocket API.`;
    case 'EXECUTION_TIMEOUT':
      return `${fallback}Home Assistant's areas and aliases took too long to read.`;
    case 'HOME_ASSISTANT_TLS_ERROR':
      return `${fallback}the secure WebSocket connection to Home Assistant failed.`;
    case 'HOME_ASSISTANT_UNREACHABLE':
      return `${fallback}Home Assistant's WebSocket API couldn't be reached (a proxy may block it).`;
    default:
      return `${fallback}Home Assistant didn't give its areas and aliases (an older version, or a user without access to them).`;
  }
}

/**
 * The names file's entries for the allowlisted entities present in `states`: friendly name, device
 * class and unit from the state, area (own, else the device's), floor and aliases from `places`.
 */
export function nameEntries(states: readonly HaState[], allowlist: readonly string[], places: RegistryPlaces | null): EntityNameEntry[] {
  const wanted = new Set(allowlist);
  const areas = new Map<string, AreaInfo>((places?.areas ?? []).map((a) => [a.area_id, a]));
  const floors = new Map((places?.floors ?? []).map((f) => [f.floor_id, f]));
  const entries: EntityNameEntry[] = [];
  for (const s of states) {
    if (!wanted.has(s.entity_id)) continue;
    const entry: EntityNameEntry = {
      entity_id: s.entity_id,
      friendly_name: friendlyNameOf(s),
      device_class: stringAttribute(s.attributes, 'device_class'),
      unit_of_measurement: stringAttribute(s.attributes, 'unit_of_measurement'),
    };
    const place = places?.entities.get(s.entity_id);
    if (place) {
      if (place.aliases.length > 0) entry.aliases = place.aliases;
      const area = place.area_id === null ? undefined : areas.get(place.area_id);
      if (area) {
        entry.area = area.name;
        entry.area_id = area.area_id;
        if (area.aliases.length > 0) entry.area_aliases = area.aliases;
        const floor = area.floor_id === null ? undefined : floors.get(area.floor_id);
        if (floor) {
          entry.floor = floor.name;
          entry.floor_id = floor.floor_id;
          if (floor.aliases.length > 0) entry.floor_aliases = floor.aliases;
        }
      }
    }
    entries.push(entry);
  }
  return entries;
}
