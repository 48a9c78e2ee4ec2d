/**
 * Friendly names and units the chat has seen in capability results (the chat never asks Home
 * Assistant for names itself; `homeAssistant.entities` is for the settings picker only).
 */
import type { TurnResponse } from '../../common/contract/types.js';
import { isListResult } from '../components/StateTable.js';

export interface KnownEntity {
  name: string;
  unit: string | null;
}

export function learnNames(turns: readonly TurnResponse[]): Map<string, KnownEntity> {
  const known = new Map<string, KnownEntity>();
  for (const turn of turns) {
    for (const event of turn.capability_events) {
      if (event.outcome !== 'executed' || !isListResult(event.result)) continue;
      for (const e of event.result.entities) {
        if (typeof e.entity_id === 'string' && typeof e.friendly_name === 'string') {
          known.set(e.entity_id, { name: e.friendly_name, unit: typeof e.unit_of_measurement === 'string' ? e.unit_of_measurement : null });
        }
      }
    }
  }
  return known;
}
