/** HA's `valid_entity_id` slug rule (core `homeassistant/core.py`), used by history (ref §4) and service schemas (ref §5). */
const VALID_ENTITY_ID = /^(?!.+__)(?!_)[\da-z_]+(?<!_)\.(?!_)[\da-z_]+(?<!_)$/;

export function isValidEntityId(entityId: string): boolean {
  return VALID_ENTITY_ID.test(entityId);
}

export function domainOf(entityId: string): string {
  return entityId.slice(0, Math.max(0, entityId.indexOf('.')));
}
