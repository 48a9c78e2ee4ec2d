/**
 * Home Assistant's entities for the settings pickers (`homeAssistant.entities`): settings only,
 * never given to an engine. Each entity carries a lower-cased search key built once, so a
 * keystroke filters 5,000 entities without building strings.
 */
import { create } from 'zustand';
import { entitySummaryOf } from '../../common/contract/entity-rows.js';
import type { EntityRow, EntitySummary } from '../../common/contract/types.js';
import { BridgeError } from '../../common/bridge/bridge-error.js';
import { sovereign } from '../bridge/install.js';
import { isSensitiveDomain } from '../lib/entities.js';
import { requestErrorSentence } from '../lib/request-errors.js';

export interface PickerEntity extends EntitySummary {
  search: string;
  sensitive: boolean;
}

export interface EntitiesState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  entities: PickerEntity[];
  byId: ReadonlyMap<string, PickerEntity>;
  missing: string[];
  retrievedAt: string | null;
  /** Every area of the home, read live (for "This computer is in"); empty when the registries couldn't be read. */
  areas: Array<{ area_id: string; name: string }>;
  /** Whether names come with Home Assistant's areas and aliases, or friendly-name words only (and why). */
  namesSource: 'registries' | 'friendly-names' | null;
  namesNote: string | null;
  error: string | null;
  errorCode: string | null;
  load: () => Promise<void>;
}

/** Natural order: "Filler Sensor 10" before "Filler Sensor 100", "Sensor 2" before "Sensor 10". */
export const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The pickers' entities from the settings list's rows (`EntityRow`), with their search keys, in natural order. */
export function toPickerEntities(rows: readonly EntityRow[]): PickerEntity[] {
  return rows
    .map((row) => {
      const e = entitySummaryOf(row);
      return { ...e, search: `${e.friendly_name}\u0000${e.entity_id}`.toLowerCase(), sensitive: isSensitiveDomain(e.domain) };
    })
    .sort((a, b) => natural.compare(a.friendly_name, b.friendly_name) || natural.compare(a.entity_id, b.entity_id));
}

export const useEntities = create<EntitiesState>((set, get) => ({
  status: 'idle',
  entities: [],
  byId: new Map(),
  missing: [],
  retrievedAt: null,
  areas: [],
  namesSource: null,
  namesNote: null,
  error: null,
  errorCode: null,

  async load() {
    if (get().status === 'loading') return;
    set({ status: 'loading', error: null, errorCode: null });
    try {
      const response = await sovereign().homeAssistant.entities();
      const entities = toPickerEntities(response.entities);
      set({
        status: 'ready',
        entities,
        byId: new Map(entities.map((e) => [e.entity_id, e])),
        missing: response.missing_allowlisted,
        retrievedAt: response.retrieved_at,
        areas: response.areas ?? [],
        namesSource: response.names_source ?? null,
        namesNote: response.names_note ?? null,
      });
    } catch (reason) {
      const error = BridgeError.from(reason);
      set({ status: 'failed', error: requestErrorSentence(error), errorCode: error.code });
    }
  },
}));
