/**
 * The settings list's positional rows (`EntityRow`) named again as the summaries the pickers use.
 * Imports nothing but types and the entity-id helpers: every side may load it.
 */
import { domainOf } from '../entity-id.js';
import type { EntityRow, EntitySummary } from './types.js';

export function entitySummaryOf(row: EntityRow): EntitySummary {
  const [entity_id, friendly_name, state, device_class, unit_of_measurement] = row;
  return { entity_id, friendly_name, domain: domainOf(entity_id), state, device_class, unit_of_measurement };
}
