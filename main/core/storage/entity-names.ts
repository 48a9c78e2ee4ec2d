/**
 * `conversation/entity-names.json` — the names engines may use for allowlisted entities
 * (DESIGN §4/§5): id, friendly name, device class, unit and, from Home Assistant's registries
 * (§8.6), area, floor and aliases. No states. Written from a `/api/states` read plus the registry
 * session; always filtered by the *live* allowlist on read, so a stale file can never show an
 * engine an entity the household has since removed.
 *
 * Version 2 adds the registry fields. A file without `version` (written before them) reads as
 * names only — no area, floor or aliases — until the next refresh (settings opening or an
 * allowlist save); so does a version this code doesn't know.
 */
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isValidEntityId } from '../../../common/entity-id.js';
import type { VocabularyEntry } from '../conversation/conversation-engine.js';
import { cleanStrayTempFiles, readFileBounded, writeFileAtomic } from './atomic-file.js';
import { visibleText } from '../../../common/visible-text.js';

/**
 * One allowlisted entity's names: the engines' vocabulary entry without `controllable`, which is
 * not stored but read from the control allowlist on every turn (conversation/vocabulary.ts).
 */
export type EntityNameEntry = Omit<VocabularyEntry, 'controllable'>;

/** Where the areas and aliases came from: the registries, or only `/api/states` names (fallback). */
export type NamesSource = 'registries' | 'friendly-names';

/** This computer's room as the registries named it. */
export interface ThisArea {
  area_id: string;
  name: string;
}

/** The file's format; see the module comment. */
export const ENTITY_NAMES_VERSION = 2;

/** Options for {@link EntityNamesStore}. */
export interface EntityNamesStoreOptions {
  /** Clock for `updated_at`. Default `Date.now`. */
  now?: () => number;
}

/** Path of the names file, relative to the data directory. */
export const ENTITY_NAMES_FILE = join('conversation', 'entity-names.json');
/** 10 000 entities with generous names fit comfortably; anything bigger is not ours. */
export const MAX_ENTITY_NAMES_BYTES = 16 * 1024 * 1024;

/** Names come from Home Assistant (household-editable text); bound them before they reach a prompt. */
const MAX_NAME_LENGTH = 256;
const MAX_ATTRIBUTE_LENGTH = 64;
const MAX_ALIASES = 16;
const MAX_ID_LENGTH = 255;
/** Invisible formatting becomes spaces (it can't be legitimate in a name and can fake line breaks in a prompt). */
function cleanText(value: string, maxLength: number): string {
  return visibleText(value, { collapse: false, maxChars: maxLength });
}

function cleanAttribute(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = cleanText(value, MAX_ATTRIBUTE_LENGTH);
  return cleaned === '' ? null : cleaned;
}

function cleanLabel(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = cleanText(value, MAX_NAME_LENGTH);
  return cleaned === '' ? null : cleaned;
}

function cleanList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const list = value
    .slice(0, MAX_ALIASES)
    .map(cleanLabel)
    .filter((v): v is string => v !== null);
  return list.length > 0 ? list : null;
}

function cleanId(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value.length <= MAX_ID_LENGTH && !/[\s\u0000-\u001f\u007f-\u009f]/.test(value) ? value : null;
}

/** The registry fields of a version-2 entry, each only when well-formed. */
function copyPlaces(record: Record<string, unknown>, entry: EntityNameEntry): void {
  const area = cleanLabel(record.area);
  if (area !== null) entry.area = area;
  const areaId = cleanId(record.area_id);
  if (areaId !== null) entry.area_id = areaId;
  const floor = cleanLabel(record.floor);
  if (floor !== null) entry.floor = floor;
  const floorId = cleanId(record.floor_id);
  if (floorId !== null) entry.floor_id = floorId;
  for (const key of ['aliases', 'area_aliases', 'floor_aliases'] as const) {
    const list = cleanList(record[key]);
    if (list !== null) entry[key] = list;
  }
}

/** A well-formed, bounded copy of an entry, or null when it is not one. */
function cleanEntry(value: unknown, withPlaces: boolean): EntityNameEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!isValidEntityId(record.entity_id)) return null;
  // Home Assistant falls back to the entity id when an entity has no friendly name; so do we.
  const friendly = typeof record.friendly_name === 'string' ? cleanText(record.friendly_name, MAX_NAME_LENGTH) : '';
  const entry: EntityNameEntry = {
    entity_id: record.entity_id,
    friendly_name: friendly === '' ? record.entity_id : friendly,
    device_class: cleanAttribute(record.device_class),
    unit_of_measurement: cleanAttribute(record.unit_of_measurement),
  };
  if (withPlaces) copyPlaces(record, entry);
  return entry;
}

/** Entries for the allowlisted ids only, one per id, in allowlist order. */
function filterToAllowlist(entries: readonly unknown[], allowlist: readonly string[], withPlaces: boolean): EntityNameEntry[] {
  const byId = new Map<string, EntityNameEntry>();
  for (const raw of entries) {
    const entry = cleanEntry(raw, withPlaces);
    if (entry !== null && !byId.has(entry.entity_id)) byId.set(entry.entity_id, entry);
  }
  const result: EntityNameEntry[] = [];
  const emitted = new Set<string>();
  for (const entityId of allowlist) {
    const entry = byId.get(entityId);
    if (entry !== undefined && !emitted.has(entityId)) {
      result.push(entry);
      emitted.add(entityId);
    }
  }
  return result;
}

/** A document's fields in key order, as one string: equal strings, equal contents. */
function canonicalOf(value: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(value)
      .sort()
      .map((key) => [key, value[key]]),
  );
}

/** Reads and writes `<dataDir>/conversation/entity-names.json`. */
export class EntityNamesStore {
  readonly path: string;
  readonly #now: () => number;
  /** The contents this store last wrote or found, with the file's identity then. */
  #known: { canonical: string; ino: bigint; size: bigint; mtimeNs: bigint } | null = null;

  constructor(dataDir: string, options: EntityNamesStoreOptions = {}) {
    this.path = join(dataDir, ENTITY_NAMES_FILE);
    this.#now = options.now ?? Date.now;
  }

  /**
   * Replace the file with the names of `entries` that are in `allowlist`, in allowlist order
   * (names of entities outside the allowlist are never stored). Malformed entries are dropped.
   */
  async write(
    entries: readonly EntityNameEntry[],
    allowlist: readonly string[],
    source: NamesSource = 'friendly-names',
    thisArea: ThisArea | null = null,
  ): Promise<void> {
    const area = thisArea === null ? null : { area_id: cleanId(thisArea.area_id), name: cleanLabel(thisArea.name) };
    const content = {
      version: ENTITY_NAMES_VERSION,
      names_source: source,
      // The one area the household chose for this computer, as the registries last had it.
      this_area: area !== null && area.area_id !== null && area.name !== null ? area : null,
      entities: filterToAllowlist(entries, allowlist, true),
    };
    // Every settings visit names the same entities again. Left alone when nothing changed, the
    // visit doesn't wait on a write and two fsyncs (bench/host.bench.ts); so `updated_at` is when
    // the names last changed. What this store last wrote or found is known with the file's identity
    // then, so a visit that changes nothing costs one stat, not a read and a parse.
    const canonical = canonicalOf(content);
    if (await this.#unchangedSince(canonical)) return;
    if (await this.#alreadyHolds(canonical)) {
      await this.#remember(canonical);
      return;
    }
    const document = {
      version: content.version,
      updated_at: new Date(this.#now()).toISOString(),
      names_source: content.names_source,
      this_area: content.this_area,
      entities: content.entities,
    };
    await writeFileAtomic(this.path, `${JSON.stringify(document, null, 2)}\n`, { mode: 0o600, dirMode: 0o700 });
    await this.#remember(canonical);
  }

  /**
   * True when the file is the very one this store last wrote or read as `canonical`: the same inode
   * (every write is an atomic rename, so a new file is a new inode), size and change time to the
   * nanosecond. Anything else — another writer, a deleted or edited file — reads the file again.
   */
  async #unchangedSince(canonical: string): Promise<boolean> {
    const known = this.#known;
    if (known === null || known.canonical !== canonical) return false;
    try {
      const now = await stat(this.path, { bigint: true });
      return now.ino === known.ino && now.size === known.size && now.mtimeNs === known.mtimeNs;
    } catch {
      return false;
    }
  }

  async #remember(canonical: string): Promise<void> {
    try {
      const now = await stat(this.path, { bigint: true });
      this.#known = { canonical, ino: now.ino, size: now.size, mtimeNs: now.mtimeNs };
    } catch {
      this.#known = null;
    }
  }

  /** True when the file on disk holds exactly `canonical` besides `updated_at` (anything unreadable or different: false). */
  async #alreadyHolds(canonical: string): Promise<boolean> {
    try {
      const current = await readFileBounded(this.path, MAX_ENTITY_NAMES_BYTES);
      if (current.kind !== 'ok') return false;
      const parsed = JSON.parse(current.text) as Record<string, unknown> | null;
      if (parsed === null || typeof parsed !== 'object') return false;
      const { updated_at: _when, ...stored } = parsed;
      return canonicalOf(stored) === canonical;
    } catch {
      return false;
    }
  }

  /**
   * Whether the registries, at the last refresh, had this area as this computer's room (or as the
   * area of an allowlisted entity). A room deleted in Home Assistant reads as unknown — unset.
   */
  async knowsArea(areaId: string): Promise<boolean> {
    try {
      const result = await readFileBounded(this.path, MAX_ENTITY_NAMES_BYTES);
      if (result.kind !== 'ok') return false;
      const json = JSON.parse(result.text) as { version?: unknown; this_area?: { area_id?: unknown } | null; entities?: unknown };
      if (json.version !== ENTITY_NAMES_VERSION) return false;
      if (json.this_area?.area_id === areaId) return true;
      return Array.isArray(json.entities) && json.entities.some((e) => typeof e === 'object' && e !== null && (e as { area_id?: unknown }).area_id === areaId);
    } catch {
      return false;
    }
  }

  /**
   * The stored names of the entities in the live `allowlist`, in its order. A missing, unreadable
   * or corrupt file gives `[]` (engines then fall back to entity ids); never throws.
   */
  async read(allowlist: readonly string[]): Promise<EntityNameEntry[]> {
    try {
      await cleanStrayTempFiles(dirname(this.path), 'entity-names.json');
      const result = await readFileBounded(this.path, MAX_ENTITY_NAMES_BYTES);
      if (result.kind !== 'ok') return [];
      const json: unknown = JSON.parse(result.text);
      if (typeof json !== 'object' || json === null) return [];
      const { entities, version } = json as { entities?: unknown; version?: unknown };
      if (!Array.isArray(entities)) return [];
      return filterToAllowlist(entities, allowlist, version === ENTITY_NAMES_VERSION);
    } catch {
      return [];
    }
  }
}
