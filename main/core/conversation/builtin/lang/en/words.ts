/** English word forms for replies: articles, is/are, lists, state words. */
import { BINARY_STATE_WORDS } from '../../lexicon.js';
import { capitalize } from '../../text.js';
import { formatList, formatNumber } from '../format.js';
import type { Named, Reading } from '../types.js';
import type { IndexedEntity } from '../../indexed-vocabulary.js';

export const LOCALE = 'en-GB';

/** "the kitchen light", but "my phone", "Anna's lamp" without an article. */
export function withArticle(name: string): string {
  if (/^(?:my|our|your|his|her|their)\s/i.test(name) || /^\S+'s\s/i.test(name)) return name;
  return `the ${name}`;
}

/** A device as a reply names it; a bare entity id as it is. */
export function name(device: Named): string {
  return typeof device === 'string' ? device : withArticle(device.display);
}

/** "a", "a and b", "a, b and c"; long lists end with "and N more". */
export function list(items: readonly string[], conjunction: 'and' | 'or' = 'and', limit = 12): string {
  if (items.length > limit) {
    const shown = items.slice(0, limit - 1);
    return `${shown.join(', ')} ${conjunction} ${items.length - shown.length} more`;
  }
  return formatList(LOCALE, items, conjunction === 'and' ? 'conjunction' : 'disjunction');
}

/** Whether a name reads as plural ("Water Pipes", "Sliding Doors") for is/are agreement. */
export function isPluralName(display: string): boolean {
  const last = display.trim().split(/\s+/).pop() ?? '';
  return /^[\p{L}]{4,}s$/u.test(last) && !/(?:ss|us|is)$/i.test(last);
}

export const isVerb = (e: IndexedEntity): string => (isPluralName(e.display) ? 'are' : 'is');

/** "is" for one, "are" for more (a count, not a name). */
export const isAre = (n: number): string => (n === 1 ? 'is' : 'are');

/** A state in words for this entity: "open" for a door sensor's `on`, "21.5 °C" for a sensor. */
export function stateWords(e: IndexedEntity, raw: string, unit: string | null): string {
  if (raw === 'unavailable') return 'unavailable';
  if (raw === 'unknown' || raw === '') return 'in an unknown state';
  if (e.domain === 'binary_sensor' && (raw === 'on' || raw === 'off')) {
    const words = e.device_class ? BINARY_STATE_WORDS[e.device_class] : undefined;
    return words ? (raw === 'on' ? words[0] : words[1]) : raw;
  }
  if (e.domain === 'person' || e.domain === 'device_tracker') return raw === 'home' ? 'home' : raw === 'not_home' ? 'away' : `at ${raw}`;
  if (e.domain === 'climate' || e.domain === 'water_heater') return `set to ${raw.replace(/_/g, ' ')}`;
  if (unit && /^-?\d+(?:\.\d+)?$/.test(raw)) return unit === '%' ? `${formatNumber(LOCALE, raw)}%` : `${formatNumber(LOCALE, raw)} ${unit}`;
  return raw.replace(/_/g, ' ');
}

/** "the porch light is on", for the middle of a sentence. */
export function mid(r: Reading): string {
  return `${name(r.entity)} ${isVerb(r.entity)} ${stateWords(r.entity, r.raw, r.unit)}`;
}

export function describe(r: Reading): string {
  return capitalize(mid(r));
}

/** "lights", "switches", "batteries"; a word ending in -ing stays as it is ("heating"). */
export function plural(noun: string): string {
  if (/ing$|s$/.test(noun)) return noun;
  if (/(?:x|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}
