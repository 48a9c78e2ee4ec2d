/**
 * Home Assistant's area, floor, device and entity registries, read over one WebSocket session
 * (DESIGN §8.6) and reduced to what the conversation needs about *allowlisted* entities: the area
 * (the entity's own, else its device's), the area's floor, and the aliases of each. Shapes follow
 * Home Assistant's `config/*_registry` commands (homeassistant/components/config/*.py and the
 * registries' `json_fragment` / `extended_dict`). Registry text is written by the household: it is
 * bounded and cleaned here, and stays data.
 */
import { isValidEntityId } from '../../../common/entity-id.js';
import { RegistryCommandError, withRegistrySession, type RegistrySession, type RegistrySessionOptions } from './registry-session.js';
import type { HomeAssistantTarget } from './client.js';
import { hasInvisibleCharacters, visibleText } from '../../../common/visible-text.js';

/** An area as the picker and the vocabulary see it. */
export interface AreaInfo {
  area_id: string;
  name: string;
  aliases: string[];
  floor_id: string | null;
}

export interface FloorInfo {
  floor_id: string;
  name: string;
  aliases: string[];
}

/** Where one allowlisted entity is, and what else the household calls it. */
export interface EntityPlace {
  area_id: string | null;
  aliases: string[];
}

export interface RegistryPlaces {
  /** Every area of the home (for the "This computer is in" picker), in Home Assistant's order, bounded. */
  areas: AreaInfo[];
  floors: FloorInfo[];
  /** Allowlisted entities that have a registry entry. */
  entities: Map<string, EntityPlace>;
}

export const REGISTRY_LIMITS = {
  maxAreas: 2_000,
  maxFloors: 200,
  maxAliases: 16,
  maxNameLength: 100,
  maxIdLength: 255,
  /** Entity ids per `get_entries` message, so a big allowlist stays well under the message bound. */
  idsPerRequest: 1_000,
} as const;

/** A bounded, cleaned label, or null when nothing readable is left. */
export function cleanLabel(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = visibleText(value, { maxChars: REGISTRY_LIMITS.maxNameLength });
  return cleaned === '' ? null : cleaned;
}

/** Aliases: strings only (Home Assistant may list `null` for "the entity's own name"), cleaned, unique, bounded. */
export function cleanAliases(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value.slice(0, 64)) {
    const alias = cleanLabel(raw);
    if (alias === null || seen.has(alias.toLowerCase())) continue;
    seen.add(alias.toLowerCase());
    out.push(alias);
    if (out.length >= REGISTRY_LIMITS.maxAliases) break;
  }
  return out;
}

function cleanId(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > REGISTRY_LIMITS.maxIdLength) return null;
  return hasInvisibleCharacters(value) || /\s/.test(value) ? null : value;
}

function records(value: unknown, what: string): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new RegistryCommandError(what, 'unexpected_shape');
  return value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v));
}

export function parseAreas(value: unknown): AreaInfo[] {
  const areas: AreaInfo[] = [];
  const seen = new Set<string>();
  for (const r of records(value, 'config/area_registry/list')) {
    const area_id = cleanId(r.area_id);
    const name = cleanLabel(r.name);
    if (area_id === null || name === null || seen.has(area_id)) continue;
    seen.add(area_id);
    areas.push({ area_id, name, aliases: cleanAliases(r.aliases), floor_id: cleanId(r.floor_id) });
    if (areas.length >= REGISTRY_LIMITS.maxAreas) break;
  }
  return areas;
}

export function parseFloors(value: unknown): FloorInfo[] {
  const floors: FloorInfo[] = [];
  const seen = new Set<string>();
  for (const r of records(value, 'config/floor_registry/list')) {
    const floor_id = cleanId(r.floor_id);
    const name = cleanLabel(r.name);
    if (floor_id === null || name === null || seen.has(floor_id)) continue;
    seen.add(floor_id);
    floors.push({ floor_id, name, aliases: cleanAliases(r.aliases) });
    if (floors.length >= REGISTRY_LIMITS.maxFloors) break;
  }
  return floors;
}

/** Device id → its area id, for devices that have one. */
export function parseDeviceAreas(value: unknown): Map<string, string> {
  const areas = new Map<string, string>();
  for (const r of records(value, 'config/device_registry/list')) {
    const id = cleanId(r.id);
    const area = cleanId(r.area_id);
    if (id !== null && area !== null) areas.set(id, area);
  }
  return areas;
}

interface EntityRow {
  area_id: string | null;
  device_id: string | null;
  aliases: string[];
}

function entityRow(r: Record<string, unknown>): EntityRow {
  return { area_id: cleanId(r.area_id), device_id: cleanId(r.device_id), aliases: cleanAliases(r.aliases) };
}

/** `get_entries` answers `{entity_id: entry | null}`; only the ids asked for are read. */
export function parseEntries(value: unknown, wanted: readonly string[]): Map<string, EntityRow> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RegistryCommandError('config/entity_registry/get_entries', 'unexpected_shape');
  const byId = value as Record<string, unknown>;
  const rows = new Map<string, EntityRow>();
  for (const id of wanted) {
    if (!Object.hasOwn(byId, id)) continue;
    const entry = byId[id];
    if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) rows.set(id, entityRow(entry as Record<string, unknown>));
  }
  return rows;
}

/** `config/entity_registry/list` (no aliases in it): the rows of the wanted ids. */
export function parseEntityList(value: unknown, wanted: ReadonlySet<string>): Map<string, EntityRow> {
  const rows = new Map<string, EntityRow>();
  for (const r of records(value, 'config/entity_registry/list')) {
    if (typeof r.entity_id === 'string' && wanted.has(r.entity_id) && !rows.has(r.entity_id)) rows.set(r.entity_id, entityRow(r));
  }
  return rows;
}

/** A command an older or limited Home Assistant doesn't offer: the read goes on without it. */
function missingCommand(error: unknown): boolean {
  return error instanceof RegistryCommandError && (error.haCode === 'unknown_command' || error.haCode === 'not_found');
}

async function entityRows(session: RegistrySession, allowlist: readonly string[]): Promise<Map<string, EntityRow>> {
  try {
    // The chunks go out together: one round trip, however big the allowlist.
    const chunks: string[][] = [];
    for (let at = 0; at < allowlist.length; at += REGISTRY_LIMITS.idsPerRequest) chunks.push(allowlist.slice(at, at + REGISTRY_LIMITS.idsPerRequest));
    const answers = await Promise.allSettled(chunks.map((ids) => session.command('config/entity_registry/get_entries', { entity_ids: ids })));
    const rows = new Map<string, EntityRow>();
    answers.forEach((answer, k) => {
      if (answer.status === 'rejected') throw answer.reason;
      for (const [id, row] of parseEntries(answer.value, chunks[k]!)) rows.set(id, row);
    });
    return rows;
  } catch (error) {
    // `get_entries` (the only command carrying aliases) is newer than `list`: areas without aliases.
    if (!missingCommand(error)) throw error;
    return parseEntityList(await session.command('config/entity_registry/list'), new Set(allowlist));
  }
}

/**
 * Reads the registries in one session and joins them for the allowlisted entities: area = the
 * entity's own, else its device's; floor = the area's. The commands go out together, so the
 * session costs about one round trip plus the transfer. Throws the session's CapabilityErrors.
 */
export async function readRegistries(target: HomeAssistantTarget, allowlist: readonly string[], options: RegistrySessionOptions = {}): Promise<RegistryPlaces> {
  const wanted = allowlist.filter((id) => isValidEntityId(id));
  return withRegistrySession(
    target,
    async (session) => {
      const areasP = session.command('config/area_registry/list');
      // Floors arrived in Home Assistant 2024.4; without them, areas still work.
      const floorsP = session.command('config/floor_registry/list').catch((error: unknown) => {
        if (missingCommand(error)) return [];
        throw error;
      });
      const devicesP = session.command('config/device_registry/list');
      const rowsP = entityRows(session, wanted);
      // Settle all four before reading any, so one failure doesn't leave the others unobserved.
      const [areasR, floorsR, devicesR, rowsR] = await Promise.allSettled([areasP, floorsP, devicesP, rowsP]);
      for (const r of [areasR, floorsR, devicesR, rowsR]) if (r.status === 'rejected') throw r.reason;
      const areas = parseAreas((areasR as PromiseFulfilledResult<unknown>).value);
      const floors = parseFloors((floorsR as PromiseFulfilledResult<unknown>).value);
      const deviceAreas = parseDeviceAreas((devicesR as PromiseFulfilledResult<unknown>).value);
      const rows = (rowsR as PromiseFulfilledResult<Map<string, EntityRow>>).value;
      const known = new Set(areas.map((a) => a.area_id));
      const entities = new Map<string, EntityPlace>();
      for (const [id, row] of rows) {
        const own = row.area_id ?? (row.device_id === null ? null : (deviceAreas.get(row.device_id) ?? null));
        entities.set(id, { area_id: own !== null && known.has(own) ? own : null, aliases: row.aliases });
      }
      return { areas, floors, entities };
    },
    options,
  );
}
