/**
 * Builders for the language tests' homes: a device as the engine's vocabulary lists it, and the
 * floor and area it is in, as Home Assistant's registries give them. Every language's test writes
 * its household's own names with these, so the homes differ only in their words.
 */
import type { VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';

/** Where a device is: its area (with aliases) and that area's floor (with aliases). */
export type Place = Pick<VocabularyEntry, 'area' | 'area_id' | 'area_aliases' | 'floor' | 'floor_id' | 'floor_aliases'>;

/** A floor alone, to put areas on. */
export type Floor = Pick<VocabularyEntry, 'floor' | 'floor_id' | 'floor_aliases'>;

/**
 * A device as the vocabulary lists it: no device class or unit, and in the control allowlist when it
 * is a light or a switch (RFC-0019 `controllable_entities`); `extra` gives its place, class, unit,
 * aliases or another `controllable`.
 */
export const entry = (entity_id: string, friendly_name: string, extra: Partial<VocabularyEntry> = {}): VocabularyEntry => ({
  entity_id,
  friendly_name,
  device_class: null,
  unit_of_measurement: null,
  controllable: /^(?:light|switch)\./.test(entity_id),
  ...extra,
});

/** A floor by its name and id, with the other words the household calls it by. */
export const floor = (name: string, floor_id: string, aliases?: string[]): Floor => ({
  floor: name,
  floor_id,
  ...(aliases ? { floor_aliases: aliases } : {}),
});

/** An area by its name and id, on a floor (or none), with its aliases. */
export const area = (name: string, area_id: string, on: Floor = {}, aliases?: string[]): Place => ({
  area: name,
  area_id,
  ...(aliases ? { area_aliases: aliases } : {}),
  ...on,
});
