/**
 * One table of state words (common/state-words.ts), Home Assistant's own: every device class the
 * engine words has its words in the windows too, a reply and the pill beside it agree on the word
 * for moisture, presence, safety and problem, and every catalogue words every key.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../common/i18n/catalogues.js';
import { LANGUAGES } from '../common/languages.js';
import { isSelectElement, parse } from '@formatjs/icu-messageformat-parser';
import { DEVICE_CLASS_WORDS, STATE_WORDS, stateWordOf } from '../common/state-words.js';
import { STATE_DEVICE_CLASSES } from '../main/core/conversation/builtin/state-codes.js';
import { formatMessage } from '../main/core/i18n/format-message.js';

/** Binary-sensor state words per device class, as Home Assistant says them in English: [on, off]. */
const BINARY_STATE_WORDS: Record<string, [string, string]> = {
  battery: ['low', 'normal'],
  battery_charging: ['charging', 'not charging'],
  carbon_monoxide: ['detected', 'clear'],
  cold: ['cold', 'normal'],
  connectivity: ['connected', 'disconnected'],
  door: ['open', 'closed'],
  garage_door: ['open', 'closed'],
  gas: ['detected', 'clear'],
  heat: ['hot', 'normal'],
  light: ['detecting light', 'not detecting light'],
  lock: ['unlocked', 'locked'],
  moisture: ['wet', 'dry'],
  motion: ['detecting motion', 'clear'],
  moving: ['moving', 'not moving'],
  occupancy: ['detecting occupancy', 'clear'],
  opening: ['open', 'closed'],
  plug: ['plugged in', 'unplugged'],
  power: ['powered', 'not powered'],
  presence: ['home', 'away'],
  problem: ['reporting a problem', 'OK'],
  running: ['running', 'not running'],
  safety: ['unsafe', 'safe'],
  smoke: ['detecting smoke', 'clear'],
  sound: ['detecting sound', 'clear'],
  tamper: ['tampered with', 'clear'],
  update: ['showing an update', 'up to date'],
  vibration: ['vibrating', 'not vibrating'],
  window: ['open', 'closed'],
};

describe('one table of state words', () => {
  it('has words for every device class the engine words', () => {
    for (const deviceClass of [...Object.keys(BINARY_STATE_WORDS), ...STATE_DEVICE_CLASSES]) expect(DEVICE_CLASS_WORDS[deviceClass], deviceClass).toBeDefined();
  });

  it('says Home Assistant\'s words: wet, home, unsafe, problem, charging — not a generic "detected"', () => {
    expect(stateWordOf('on', 'moisture')).toBe('wet');
    expect(stateWordOf('off', 'moisture')).toBe('dry');
    expect(stateWordOf('on', 'presence')).toBe('home');
    expect(stateWordOf('on', 'safety')).toBe('unsafe');
    expect(stateWordOf('on', 'problem')).toBe('problem');
    expect(stateWordOf('off', 'problem')).toBe('ok');
    expect(stateWordOf('on', 'battery_charging')).toBe('charging');
    expect(stateWordOf('on', 'motion')).toBe('detected');
    expect(stateWordOf('not_home', null)).toBe('away');
    expect(stateWordOf('21.5', 'temperature')).toBeNull();
  });

  it('agrees with the engine’s English reply for the classes the reply words with one adjective', () => {
    for (const [deviceClass, [on, off]] of Object.entries(BINARY_STATE_WORDS)) {
      const words = DEVICE_CLASS_WORDS[deviceClass]!;
      for (const [phrase, key] of [
        [on, words[0]],
        [off, words[1]],
      ] as const) {
        if (phrase.includes(' ') || phrase.endsWith('ing') || phrase.endsWith('ed')) continue;
        expect(formatMessage('en', 'state.word', { word: key }).toLowerCase(), `${deviceClass}: ${phrase}`).toBe(phrase.toLowerCase());
      }
    }
  });

  it('every catalogue has a word of its own for every key (none falls through to the raw key)', () => {
    for (const language of LANGUAGES) {
      // The `word` select's own options (a word may agree with its device inside, `{word_agree, select, …}`).
      const [select] = parse(CATALOGUES[language]['state.word']);
      const options = select !== undefined && isSelectElement(select) && select.value === 'word' ? Object.keys(select.options) : [];
      for (const word of STATE_WORDS) expect(options, `${language} ${word}`).toContain(word);
    }
  });
});
