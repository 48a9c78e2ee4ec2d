/**
 * The home as the model reads it (DESIGN §5): the allowlisted entities, compact and fenced as data
 * so that a small model with a 4k-token context can still take a household of hundreds of devices.
 *
 * One line per entity, grouped under its area (and the area's floor):
 *
 *     <home_entities>
 *     ## Kitchen (floor: Ground floor)
 *     light.kitchen_ceiling | Kitchen Ceiling Light | aka: ceiling lamp | [switch]
 *     sensor.kitchen_temperature
 *     </home_entities>
 *
 * The name is left out when it only repeats the id's words (Home Assistant derives most ids from the
 * name), `[switch]` marks what the household made controllable. Names are data from Home Assistant,
 * which anyone with an integration can set: every character that could fake a line break, a field
 * separator or the closing fence is replaced, and each text is bounded.
 */
import { isValidEntityId, objectIdOf } from '../../../../common/entity-id.js';
import type { VocabularyEntry } from '../conversation-engine.js';

export const HOME_LIST_OPEN = '<home_entities>';
export const HOME_LIST_CLOSE = '</home_entities>';

const MAX_NAME_CHARS = 64;
const MAX_ALIASES = 3;

/** One entity line's fields, after cleaning (exposed for tests). */
export interface ListedEntity {
  entity_id: string;
  /** Omitted when it only repeats the id's words. */
  name: string | null;
  aliases: string[];
  area: string | null;
  floor: string | null;
  controllable: boolean;
}

/** Valid, unique ids only; names cleaned and bounded; nothing else of the entry (no states, no attributes). */
export function listedEntities(vocabulary: readonly VocabularyEntry[]): ListedEntity[] {
  const seen = new Set<string>();
  const out: ListedEntity[] = [];
  for (const raw of vocabulary) {
    if (!isValidEntityId(raw.entity_id) || seen.has(raw.entity_id)) continue;
    seen.add(raw.entity_id);
    const name = typeof raw.friendly_name === 'string' ? clean(raw.friendly_name) : '';
    const aliases = Array.isArray(raw.aliases)
      ? raw.aliases
          .filter((a): a is string => typeof a === 'string')
          .map(clean)
          .filter((a) => a !== '' && a !== name)
          .slice(0, MAX_ALIASES)
      : [];
    out.push({
      entity_id: raw.entity_id,
      name: name === '' || slug(name) === objectIdOf(raw.entity_id) ? null : name,
      aliases,
      area: typeof raw.area === 'string' && clean(raw.area) !== '' ? clean(raw.area) : null,
      floor: typeof raw.floor === 'string' && clean(raw.floor) !== '' ? clean(raw.floor) : null,
      controllable: raw.controllable === true,
    });
  }
  return out;
}

/** The fenced block the system prompt quotes. */
export function homeList(vocabulary: readonly VocabularyEntry[]): string {
  const entities = listedEntities(vocabulary);
  const groups = new Map<string, ListedEntity[]>();
  for (const e of entities) {
    const key = e.area === null ? '' : `${e.area}\u0000${e.floor ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(e);
    else groups.set(key, [e]);
  }
  const lines = [HOME_LIST_OPEN];
  // Entities without an area come first, under no heading: most small homes have no areas at all.
  const keys = [...groups.keys()].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : 0));
  for (const key of keys) {
    if (key !== '') {
      const [area, floor] = key.split('\u0000');
      lines.push(`## ${area}${floor ? ` (floor: ${floor})` : ''}`);
    }
    for (const e of groups.get(key)!) lines.push(line(e));
  }
  if (entities.length === 0) lines.push('(none: the household has not shared any device)');
  lines.push(HOME_LIST_CLOSE);
  return lines.join('\n');
}

function line(e: ListedEntity): string {
  const fields = [e.entity_id];
  if (e.name !== null) fields.push(e.name);
  if (e.aliases.length > 0) fields.push(`aka: ${e.aliases.join(', ')}`);
  if (e.controllable) fields.push('[switch]');
  return fields.join(' | ');
}

/** Home Assistant's own rule for an object id from a name, close enough to tell "the name is the id". */
function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * A name as data: no control or separator characters (they could fake a new line, a field or the
 * fence), no markup brackets, whitespace collapsed, bounded.
 */
export function clean(value: string): string {
  const text = value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029<>|[\]#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_NAME_CHARS ? text.slice(0, MAX_NAME_CHARS).trimEnd() : text;
}
