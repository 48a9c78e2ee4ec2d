/**
 * A state word that means another state for some devices (`words.json` list entries'
 * `state_for`, docs/architecture.md §6.2b): Italian says "chiusa"/"aperta" of a lock for locked and
 * unlocked, where the same words of a door are closed and open. The lexicon state a word stands
 * for is chosen per device, by its domain and device class, before its raw state is looked up.
 */
import type { IndexedEntity } from '../indexed-vocabulary.js';
import type { SlotValues } from './types.js';

/** The lexicon state word `values` ask about for `e`: `state_for`'s `domain.device_class`, then its domain, then `state`. */
export function stateFor(values: SlotValues, e: IndexedEntity): string | undefined {
  const by = values.state_for;
  if (!by || values.state === undefined) return values.state;
  return (e.device_class !== null ? by[`${e.domain}.${e.device_class}`] : undefined) ?? by[e.domain] ?? values.state;
}
