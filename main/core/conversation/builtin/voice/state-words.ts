/**
 * A state in words for one entity, as a reply says it. Device-class and Home Assistant state
 * words come from the one table the windows use (common/state-words.ts, the catalogue's
 * `state.word`), so a reply and the pill beside it say the same word; numbers are the locale's;
 * a person's place, a thermostat's mode and anything else are the catalogue's `reply.state`.
 */
import { stateWordOf } from '../../../../../common/state-words.js';
import type { IndexedEntity } from '../indexed-vocabulary.js';
import { formatNumber } from './format.js';
import { say, type Voice } from './say.js';

const NUMBER = /^-?\d+(?:\.\d+)?$/;

export function stateText(voice: Voice, e: IndexedEntity, raw: string, unit: string | null): string {
  const spaced = raw.replace(/_/g, ' ');
  const state = (values: Record<string, string>) => say(voice, 'reply.state', { raw: spaced, ...values });
  const word = (w: string) => state({ kind: 'word', word: say(voice, 'state.word', { word: w }) });
  if (raw === 'unavailable') return word('unavailable');
  if (raw === 'unknown' || raw === '') return state({ kind: 'unknown' });
  if (e.domain === 'binary_sensor' && (raw === 'on' || raw === 'off')) return word(stateWordOf(raw, e.device_class) ?? raw);
  if (e.domain === 'person' || e.domain === 'device_tracker') {
    return raw === 'home' || raw === 'not_home' ? word(stateWordOf(raw, null)!) : state({ kind: 'place', place: raw });
  }
  if (e.domain === 'climate' || e.domain === 'water_heater') {
    return raw === 'off' ? state({ kind: 'off' }) : state({ kind: 'mode', mode: say(voice, 'reply.mode', { mode: raw, raw: spaced }) });
  }
  if (NUMBER.test(raw)) {
    const value = formatNumber(voice.grammar.locale, raw);
    if (!unit) return state({ kind: 'number', value });
    return unit === '%' ? state({ kind: 'percent', value }) : state({ kind: 'measure', value, unit });
  }
  const known = stateWordOf(raw, null);
  return known === null ? say(voice, 'reply.token', { token: raw, raw: spaced }) : word(known);
}
