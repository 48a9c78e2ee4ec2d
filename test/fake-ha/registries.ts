/**
 * The fake Home Assistant's registries — areas, floors, devices, entity entries — as the home has
 * them; websocket-api.ts answers the registry commands from these, recognizer.ts matches slots
 * against them. Types only, so both may import it.
 */
export interface FakeArea {
  area_id: string;
  name: string;
  aliases?: string[];
  floor_id?: string | null;
}
export interface FakeFloor {
  floor_id: string;
  name: string;
  aliases?: string[];
  level?: number | null;
}
export interface FakeDevice {
  id: string;
  name: string;
  area_id?: string | null;
  name_by_user?: string | null;
  /**
   * Other fields of the device entry as the home has them (`manufacturer`, `model`, `identifiers`,
   * …). Only fields Home Assistant sends are taken: a key the fake's row doesn't have is ignored,
   * so the row's keys stay Home Assistant's whatever a test writes here.
   */
  more?: Record<string, unknown>;
}
export interface FakeEntityEntry {
  entity_id: string;
  area_id?: string | null;
  device_id?: string | null;
  /** Home Assistant ≥ 2026 may list `null` for "the entity's own name". */
  aliases?: Array<string | null>;
  name?: string | null;
  /** The entity's own name; default null (an entity named after its device). */
  original_name?: string | null;
  /** Other fields of the registry entry as the home has them (`platform`, `capabilities`, …); as {@link FakeDevice.more}. */
  more?: Record<string, unknown>;
}
export interface FakeRegistries {
  areas: FakeArea[];
  floors: FakeFloor[];
  devices: FakeDevice[];
  entities: FakeEntityEntry[];
}
