/**
 * Home Assistant entity ids. The slug rule is Home Assistant's own `valid_entity_id`
 * (core `homeassistant/core.py`), ≤ 255 characters, lowercase; comparisons are exact. No zod
 * here, so a window may use these helpers; the schema is in `./entity-id-schema.ts` (main side).
 */
export const ENTITY_ID_PATTERN = /^(?!.+__)(?!_)[\da-z_]+(?<!_)\.(?!_)[\da-z_]+(?<!_)$/;
export const MAX_ENTITY_ID_LENGTH = 255;

/** RFC-0019 Domain Scope: the only domains an action may ever touch. */
export const CONTROLLABLE_DOMAINS = ['light', 'switch'] as const;
export type ControllableDomain = (typeof CONTROLLABLE_DOMAINS)[number];

export function isValidEntityId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_ENTITY_ID_LENGTH && ENTITY_ID_PATTERN.test(value);
}

/** The domain is the entity id's own prefix (`light` in `light.kitchen`). */
export function domainOf(entityId: string): string {
  const dot = entityId.indexOf('.');
  return dot < 0 ? '' : entityId.slice(0, dot);
}

export function objectIdOf(entityId: string): string {
  const dot = entityId.indexOf('.');
  return dot < 0 ? entityId : entityId.slice(dot + 1);
}

export function isControllableDomain(domain: string): domain is ControllableDomain {
  return (CONTROLLABLE_DOMAINS as readonly string[]).includes(domain);
}
