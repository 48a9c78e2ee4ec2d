/**
 * `conversation/entity-names.json` — the names engines may use for allowlisted entities
 * (DESIGN §4/§5): id, friendly name, device class, unit, and an optional household area. No
 * states. Written from a `/api/states` read; always filtered by the *live* allowlist on read, so a
 * stale file can never show an engine an entity the household has since removed.
 */
import { dirname, join } from 'node:path';
import { isValidEntityId } from '../../../common/entity-id.js';
import { cleanStrayTempFiles, readFileBounded, writeFileAtomic } from './atomic-file.js';

/** One allowlisted entity's names. */
export interface EntityNameEntry {
  entity_id: string;
  friendly_name: string;
  device_class: string | null;
  unit_of_measurement: string | null;
  area?: string;
}

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
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Control characters become spaces (they can't be legitimate in a name and can fake line breaks in a prompt). */
function cleanText(value: string, maxLength: number): string {
  const cleaned = value.replace(CONTROL_CHARACTERS, ' ').trim();
  return cleaned.length > maxLength ? cleaned.slice(0, maxLength) : cleaned;
}

function cleanAttribute(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = cleanText(value, MAX_ATTRIBUTE_LENGTH);
  return cleaned === '' ? null : cleaned;
}

/** A well-formed, bounded copy of an entry, or null when it is not one. */
function cleanEntry(value: unknown): EntityNameEntry | null {
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
  if (typeof record.area === 'string') {
    const area = cleanText(record.area, MAX_NAME_LENGTH);
    if (area !== '') entry.area = area;
  }
  return entry;
}

/** Entries for the allowlisted ids only, one per id, in allowlist order. */
function filterToAllowlist(entries: readonly unknown[], allowlist: readonly string[]): EntityNameEntry[] {
  const byId = new Map<string, EntityNameEntry>();
  for (const raw of entries) {
    const entry = cleanEntry(raw);
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

/** Reads and writes `<dataDir>/conversation/entity-names.json`. */
export class EntityNamesStore {
  readonly path: string;
  readonly #now: () => number;

  constructor(dataDir: string, options: EntityNamesStoreOptions = {}) {
    this.path = join(dataDir, ENTITY_NAMES_FILE);
    this.#now = options.now ?? Date.now;
  }

  /**
   * Replace the file with the names of `entries` that are in `allowlist`, in allowlist order
   * (names of entities outside the allowlist are never stored). Malformed entries are dropped.
   */
  async write(entries: readonly EntityNameEntry[], allowlist: readonly string[]): Promise<void> {
    const entities = filterToAllowlist(entries, allowlist);
    // Every settings visit names the same entities again. Left alone when nothing changed, the
    // visit doesn't wait on a write and two fsyncs (bench/host.bench.ts); so `updated_at` is when
    // the names last changed.
    if (await this.#alreadyHolds(entities)) return;
    const document = { updated_at: new Date(this.#now()).toISOString(), entities };
    await writeFileAtomic(this.path, `${JSON.stringify(document, null, 2)}\n`, { mode: 0o600, dirMode: 0o700 });
  }

  /** True when the file on disk lists exactly `entities` (anything unreadable or different: false). */
  async #alreadyHolds(entities: readonly EntityNameEntry[]): Promise<boolean> {
    try {
      const current = await readFileBounded(this.path, MAX_ENTITY_NAMES_BYTES);
      if (current.kind !== 'ok') return false;
      const stored = (JSON.parse(current.text) as { entities?: unknown } | null)?.entities;
      return JSON.stringify(stored) === JSON.stringify(entities);
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
      const entities = (json as { entities?: unknown }).entities;
      if (!Array.isArray(entities)) return [];
      return filterToAllowlist(entities, allowlist);
    } catch {
      return [];
    }
  }
}
