/**
 * Home Assistant's state object (reference §2), parsed tolerantly: Home Assistant answers are
 * data from another machine, so every field the app relies on is checked, the rest ignored.
 */
import { z } from 'zod';

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
  const name = state.attributes['friendly_name'];
  if (typeof name === 'string' && name.trim() !== '') return name;
  const dot = state.entity_id.indexOf('.');
  return state.entity_id.slice(dot + 1).replaceAll('_', ' ');
}

export function stringAttribute(attributes: Record<string, unknown>, key: string): string | null {
  const value = attributes[key];
  return typeof value === 'string' ? value : null;
}

/** Parses one raw item; null when it is not a usable state object. */
export function parseState(raw: unknown): HaState | null {
  const parsed = haStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
