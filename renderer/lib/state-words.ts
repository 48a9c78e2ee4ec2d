/**
 * The words a binary sensor's on/off mean for its device class (Home Assistant's own): a door is
 * open or closed, motion is detected or clear. Used in chart legends and history lists; the raw
 * state stays what the table's pill and the audit show.
 */

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
  light: ['light detected', 'no light'],
  lock: ['unlocked', 'locked'],
  moving: ['moving', 'not moving'],
  plug: ['plugged in', 'unplugged'],
  power: ['power detected', 'no power'],
  running: ['running', 'not running'],
  update: ['update available', 'up to date'],
};

/** "open" for a door that is on, "clear" for motion that is off; other states unchanged. */
export function stateWord(state: string, deviceClass: string | null | undefined): string {
  if (state !== 'on' && state !== 'off') return state;
  if (deviceClass === null || deviceClass === undefined) return state;
  const words: [string, string] | undefined = OPEN_CLOSED.has(deviceClass)
    ? ['open', 'closed']
    : DETECTED_CLEAR.has(deviceClass)
      ? ['detected', 'clear']
      : WORDS[deviceClass];
  if (words === undefined) return state;
  return state === 'on' ? words[0] : words[1];
}
