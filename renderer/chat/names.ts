/**
 * Friendly names and units the chat has seen (the chat never asks Home Assistant for names
 * itself; `homeAssistant.entities` is for the settings picker only): from list results, and from
 * the name the host attaches to each event and pending card (`entity_name`, from its allowlist
 * cache), so receipts and cards drawn after a restart show names, not ids.
 */
import type { TurnResponse } from '../../common/contract/types.js';
import { isListResult } from '../components/StateTable.js';

export interface KnownEntity {
  name: string;
  unit: string | null;
}

function entityIdOf(args: unknown): string | undefined {
  if (typeof args !== 'object' || args === null) return undefined;
  const id = (args as Record<string, unknown>)['entity_id'];
  return typeof id === 'string' ? id : undefined;
}

function hostName(known: Map<string, KnownEntity>, args: unknown, name: unknown): void {
  const id = entityIdOf(args);
  if (id === undefined || typeof name !== 'string' || name.trim() === '') return;
  // A list result's name (with its unit) is as current as the host's cached one; keep the unit.
  known.set(id, { name, unit: known.get(id)?.unit ?? null });
}

export function learnNames(turns: readonly TurnResponse[]): Map<string, KnownEntity> {
  const known = new Map<string, KnownEntity>();
  for (const turn of turns) {
    for (const event of turn.capability_events) {
      hostName(known, event.arguments, event.entity_name);
      if (event.outcome !== 'executed' || !isListResult(event.result)) continue;
      for (const e of event.result.entities) {
        if (typeof e.entity_id === 'string' && typeof e.friendly_name === 'string') {
          known.set(e.entity_id, { name: e.friendly_name, unit: typeof e.unit_of_measurement === 'string' ? e.unit_of_measurement : null });
        }
      }
    }
    if (turn.pending_confirmation !== null) hostName(known, turn.pending_confirmation.arguments, turn.pending_confirmation.entity_name);
    for (const [id, name] of Object.entries(turn.focus_names ?? {}))
      if (!known.has(id) && typeof name === 'string' && name.trim() !== '') known.set(id, { name, unit: null });
  }
  return known;
}
