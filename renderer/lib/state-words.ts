/**
 * The words a binary sensor's on/off mean for its device class (Home Assistant's own): a door is
 * open or closed, motion is detected or clear. Used in chart legends and history lists. The words
 * themselves are the catalogue's (`state.word`, one select in every language); `rawStateWord` says
 * Home Assistant's own state tokens (on, off, unavailable…) in the household's language for the
 * table's pill, and leaves any other value (a number, a custom state) exactly as Home Assistant sent it.
 */
import { t } from '../i18n/index.js';

const OPEN_CLOSED = new Set(['door', 'garage_door', 'opening', 'window']);
const DETECTED_CLEAR = new Set([
  'carbon_monoxide',
  'gas',
  'moisture',
  'motion',
  'occupancy',
  'presence',
  'smoke',
  'sound',
  'tamper',
  'vibration',
  'problem',
  'safety',
]);
const WORDS: Record<string, [on: string, off: string]> = {
  battery: ['low', 'normal'],
  cold: ['cold', 'normal'],
  connectivity: ['connected', 'disconnected'],
  heat: ['hot', 'normal'],
  light: ['lightDetected', 'noLight'],
  lock: ['unlocked', 'locked'],
  moving: ['moving', 'notMoving'],
  plug: ['pluggedIn', 'unplugged'],
  power: ['powerDetected', 'noPower'],
  running: ['running', 'notRunning'],
  update: ['updateAvailable', 'upToDate'],
};

/** Home Assistant's raw state tokens the catalogue has words for. */
const RAW_TOKENS: Record<string, string> = {
  on: 'on',
  off: 'off',
  open: 'open',
  closed: 'closed',
  locked: 'locked',
  unlocked: 'unlocked',
  unavailable: 'unavailable',
  unknown: 'unknown',
  home: 'home',
  not_home: 'away',
};

/** A raw state for the table's pill: Home Assistant's own tokens in the household's words, anything else as sent. */
export function rawStateWord(state: string): string {
  const word = RAW_TOKENS[state];
  return word === undefined ? state : t('state.word', { word });
}

/** "open" for a door that is on, "clear" for motion that is off; other states unchanged. */
export function stateWord(state: string, deviceClass: string | null | undefined): string {
  if (state !== 'on' && state !== 'off') return rawStateWord(state);
  if (deviceClass === null || deviceClass === undefined) return rawStateWord(state);
  const words: [string, string] | undefined = OPEN_CLOSED.has(deviceClass)
    ? ['open', 'closed']
    : DETECTED_CLEAR.has(deviceClass)
      ? ['detected', 'clear']
      : WORDS[deviceClass];
  if (words === undefined) return rawStateWord(state);
  return t('state.word', { word: state === 'on' ? words[0] : words[1] });
}
