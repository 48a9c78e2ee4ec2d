/**
 * What a binary sensor's `on` and `off` mean, per device class, as Home Assistant's own frontend
 * says them (its `binary_sensor` device-class state translations): a door is open or closed,
 * moisture is wet or dry, presence is home or away, a safety sensor is unsafe or safe. One table,
 * used by every place that words a state — the state table's pill, chart legends, history lists
 * and the engine's replies — so a reply and the row beside it can't disagree. The values are the
 * `word` keys of the catalogues' `state.word` select; imports nothing, so every side may load it.
 */
export const STATE_WORDS = [
  'on',
  'off',
  'open',
  'closed',
  'detected',
  'clear',
  'low',
  'normal',
  'charging',
  'notCharging',
  'cold',
  'hot',
  'connected',
  'disconnected',
  'lightDetected',
  'noLight',
  'unlocked',
  'locked',
  'wet',
  'dry',
  'moving',
  'notMoving',
  'pluggedIn',
  'unplugged',
  'powerDetected',
  'noPower',
  'home',
  'away',
  'problem',
  'ok',
  'running',
  'notRunning',
  'unsafe',
  'safe',
  'updateAvailable',
  'upToDate',
  'unavailable',
  'unknown',
] as const;
export type StateWord = (typeof STATE_WORDS)[number];

/** Binary-sensor device class → [word for `on`, word for `off`]. */
export const DEVICE_CLASS_WORDS: Readonly<Record<string, readonly [on: StateWord, off: StateWord]>> = {
  battery: ['low', 'normal'],
  battery_charging: ['charging', 'notCharging'],
  carbon_monoxide: ['detected', 'clear'],
  cold: ['cold', 'normal'],
  connectivity: ['connected', 'disconnected'],
  door: ['open', 'closed'],
  garage_door: ['open', 'closed'],
  gas: ['detected', 'clear'],
  heat: ['hot', 'normal'],
  light: ['lightDetected', 'noLight'],
  lock: ['unlocked', 'locked'],
  moisture: ['wet', 'dry'],
  motion: ['detected', 'clear'],
  moving: ['moving', 'notMoving'],
  occupancy: ['detected', 'clear'],
  opening: ['open', 'closed'],
  plug: ['pluggedIn', 'unplugged'],
  power: ['powerDetected', 'noPower'],
  presence: ['home', 'away'],
  problem: ['problem', 'ok'],
  running: ['running', 'notRunning'],
  safety: ['unsafe', 'safe'],
  smoke: ['detected', 'clear'],
  sound: ['detected', 'clear'],
  tamper: ['detected', 'clear'],
  update: ['updateAvailable', 'upToDate'],
  vibration: ['detected', 'clear'],
  window: ['open', 'closed'],
};

/** Home Assistant's own state tokens with a word of their own (a person's `not_home` is "away"). */
export const RAW_STATE_WORDS: Readonly<Record<string, StateWord>> = {
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

/**
 * The word for `state` of an entity of `deviceClass`: the class's word for a binary `on`/`off`,
 * else Home Assistant's token's word, else null (a number or a custom state is shown as sent).
 */
export function stateWordOf(state: string, deviceClass: string | null | undefined): StateWord | null {
  if ((state === 'on' || state === 'off') && deviceClass !== null && deviceClass !== undefined) {
    const words = DEVICE_CLASS_WORDS[deviceClass];
    if (words !== undefined) return state === 'on' ? words[0] : words[1];
  }
  return RAW_STATE_WORDS[state] ?? null;
}
