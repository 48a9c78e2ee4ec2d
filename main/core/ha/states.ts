/**
 * Home Assistant's state object (reference §2), parsed tolerantly: Home Assistant answers are
 * data from another machine, so every field the app relies on is checked, the rest ignored.
 */
import { z } from 'zod';
import { hasInvisibleCharacters, visibleText } from '../../../common/visible-text.js';

/**
 * The shape, as a schema: the specification {@link parseState} implements by hand (a test holds
 * the two to the same answers). The hand-written check matters on a big home — `/api/states`
 * of 5,000 entities is 5,000 of these, and the schema would copy every attribute map.
 */
export const haStateSchema = z.object({
  entity_id: z.string(),
  state: z.string(),
  attributes: z.record(z.string(), z.unknown()).catch({}),
  last_changed: z.string(),
  last_updated: z.string().optional(),
});
export type HaState = z.infer<typeof haStateSchema>;

/** Home Assistant's own display name: `friendly_name`, else the object id with `_` as spaces (`State.name`). */
export function friendlyNameOf(state: { entity_id: string; attributes: Record<string, unknown> }): string {
  // Household-editable text: shown in settings, cards and prompts, so nothing in it may disguise it.
  // Read for every entity of a settings list, so a clean name (nearly all) costs one regex test.
  const raw = state.attributes['friendly_name'];
  const name = typeof raw !== 'string' ? '' : hasInvisibleCharacters(raw) ? visibleText(raw) : raw;
  if (name.trim() !== '') return name;
  const dot = state.entity_id.indexOf('.');
  return state.entity_id.slice(dot + 1).replaceAll('_', ' ');
}

export function stringAttribute(attributes: Record<string, unknown>, key: string): string | null {
  const value = attributes[key];
  return typeof value === 'string' ? value : null;
}

/**
 * The `entity_id` of a raw item from `/api/states`, or undefined when it has none — enough to
 * decide whether an item is wanted before paying for {@link parseState}.
 */
export function rawEntityId(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const id = (raw as { entity_id?: unknown }).entity_id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Parses one raw item (freshly `JSON.parse`d, so plain data); null when it is not a usable state
 * object. Same answers as `haStateSchema.safeParse`: unknown keys dropped, a missing or non-object
 * `attributes` read as `{}`. The attribute map is the parsed one, not a copy — so an attribute
 * named `__proto__` stays the plain data `JSON.parse` made it (the schema's copy would assign it);
 * only named attributes are ever read.
 */
export function parseState(raw: unknown): HaState | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const item = raw as Record<string, unknown>;
  const { entity_id, state, last_changed, last_updated } = item;
  if (typeof entity_id !== 'string' || typeof state !== 'string' || typeof last_changed !== 'string') return null;
  if (last_updated !== undefined && typeof last_updated !== 'string') return null;
  const attributes = item['attributes'];
  const parsed: HaState = {
    entity_id,
    state,
    attributes: isPlainRecord(attributes) ? (attributes as Record<string, unknown>) : {},
    last_changed,
  };
  if (last_updated !== undefined) parsed.last_updated = last_updated;
  return parsed;
}

/** What `z.record(z.string(), …)` accepts: a non-null, non-array object. */
function isPlainRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
