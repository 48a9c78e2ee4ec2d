/**
 * What an engine may know of the home (DESIGN §5, §8.6): the allowlisted entities' cached names,
 * filtered by the live allowlist — never states, never other entities. An allowlisted entity with
 * no cached name yet is named by Home Assistant's own fallback rule from its object id.
 */
import { friendlyNameOf } from '../ha/states.js';
import type { EntityNamesStore } from '../storage/entity-names.js';
import type { HomeAssistantConfigStore } from '../storage/home-assistant-config.js';
import type { VocabularyEntry } from './conversation-engine.js';

/** The vocabulary for one turn, from the config read fresh from disk and the names cache. */
export async function buildVocabulary(configStore: HomeAssistantConfigStore, entityNames: EntityNamesStore): Promise<VocabularyEntry[]> {
  const { config } = await configStore.read();
  const names = new Map((await entityNames.read(config.allowlisted_entities)).map((e) => [e.entity_id, e]));
  const controllable = new Set(config.control_enabled ? config.controllable_entities : []);
  return config.allowlisted_entities.map((entity_id) => ({
    ...(names.get(entity_id) ?? { entity_id, friendly_name: friendlyNameOf({ entity_id, attributes: {} }), device_class: null, unit_of_measurement: null }),
    // RFC-0019: what the executor would let through at stage 3, so a group targets only these.
    controllable: controllable.has(entity_id) && (entity_id.startsWith('light.') || entity_id.startsWith('switch.')),
  }));
}
