/** The registered capabilities (RFC-0018, RFC-0019). The model can propose nothing else. */
import type { AnyCapability } from './capability.js';
import { getHistory } from './get-history.js';
import { listEntities } from './list-entities.js';
import { setEntityState } from './set-entity-state.js';

export type CapabilityRegistry = ReadonlyMap<string, AnyCapability>;

export function buildRegistry(capabilities: readonly AnyCapability[] = [listEntities, getHistory, setEntityState]): CapabilityRegistry {
  return new Map(capabilities.map((c) => [c.name, c]));
}
