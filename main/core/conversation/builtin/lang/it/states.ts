/**
 * Which canonical state word an Italian state word means, by what it is said about. Italian says
 * "aperta"/"chiusa" of a lock for unlocked/locked ("la porta d'ingresso è chiusa?"), and
 * "occupato" of a presence sensor Home Assistant gave no class, whose only states are on and off.
 */
import type { IndexedEntity, VocabularyIndex } from '../../indexed-vocabulary.js';
import type { StateKey } from './lexicon.js';

/** What the request is about, as far as the pack can tell before parsing. */
export interface Subject {
  /** Entities named in full in the request. */
  named: readonly IndexedEntity[];
  /** Canonical kind nouns in the request ("door", "locks"). */
  nouns: readonly string[];
}

const DOORLIKE_SENSORS = new Set(['door', 'garage_door', 'opening', 'window']);

/** Whether "open"/"closed" here are about locks: a lock named, locks named, or doors in a home whose only doors are locks. */
export function aboutLocks(subject: Subject, index: VocabularyIndex): boolean {
  if (subject.named.length > 0) return subject.named.every((e) => e.domain === 'lock');
  if (subject.nouns.some((n) => n === 'lock' || n === 'locks')) return true;
  if (!subject.nouns.some((n) => n === 'door' || n === 'doors')) return false;
  const locks = index.byDomain.get('lock')?.length ?? 0;
  const otherDoors = index.entities.some(
    (e) =>
      (e.domain === 'binary_sensor' && DOORLIKE_SENSORS.has(e.device_class ?? '')) ||
      (e.domain === 'cover' && (e.device_class === 'door' || e.device_class === 'garage')),
  );
  return locks > 0 && !otherDoors;
}

/** A binary sensor with no class: only `on`/`off` apply to it. */
const unclassifiedSensor = (e: IndexedEntity): boolean => e.domain === 'binary_sensor' && e.device_class === null;

export function canonicalState(key: StateKey, subject: Subject, index: VocabularyIndex): string {
  const plainSensors = subject.named.length > 0 && subject.named.every(unclassifiedSensor);
  switch (key) {
    case 'open':
      return aboutLocks(subject, index) ? 'unlocked' : 'open';
    case 'closed':
      return aboutLocks(subject, index) ? 'locked' : 'closed';
    case 'occupied':
      return plainSensors ? 'on' : 'occupied';
    case 'free':
      return plainSensors ? 'off' : 'unoccupied';
    case 'detected':
      return plainSensors ? 'on' : 'detected';
    case 'clear':
      return plainSensors ? 'off' : 'clear';
    case 'low':
      return 'low';
    case 'charging':
      return 'charging';
    case 'home':
      return 'at home';
    default:
      return key;
  }
}

/** The event a participle names in a history question ("accesa" → turned on). */
export function historyEvent(key: StateKey, subject: Subject, index: VocabularyIndex): string {
  switch (key) {
    case 'on':
      return 'turned on';
    case 'off':
      return 'turned off';
    case 'open':
      return aboutLocks(subject, index) ? 'unlocked' : 'opened';
    case 'closed':
      return aboutLocks(subject, index) ? 'locked' : 'closed';
    case 'occupied':
    case 'detected':
      return 'detected';
    default:
      return canonicalState(key, subject, index);
  }
}
