/**
 * States by code (docs/architecture.md §6.2b): the codes a language's sentence data carries for a
 * state asked about or a history event ("on", "open", "locked"), each with the raw Home Assistant
 * state it is for every kind of entity it applies to — "open" is a door sensor's `on` and a cover's
 * `open`. Codes, not words: the household's words are its language's data, and replies word a
 * state through the catalogue (`state.word`) and the data's `state_words`.
 */
import type { EntityKind } from './kinds.js';

/** A state code as it applies to one kind of entity: "open" is `on` for a door sensor. */
export interface StateSense extends EntityKind {
  raw: string;
  /** Applies only to an entity Home Assistant gave no device class (a plain binary sensor). */
  unclassified?: true;
}

export interface StateWord {
  phrase: string;
  senses: StateSense[];
}

/** Domains whose states are plainly `on`/`off`. */
export const ON_OFF_DOMAINS = ['light', 'switch', 'fan', 'input_boolean', 'binary_sensor', 'automation', 'siren', 'humidifier', 'remote', 'media_player'];

/** Builders of a state's raw senses (shared with the canonical lexicon's English state words). */
export const onOff = (raw: 'on' | 'off'): StateSense[] => ON_OFF_DOMAINS.map((domain) => ({ domain, raw }));
export const bin = (raw: 'on' | 'off', ...classes: string[]): StateSense[] => classes.map((c) => ({ domain: 'binary_sensor', device_class: c, raw }));
export const dom = (raw: string, ...domains: string[]): StateSense[] => domains.map((domain) => ({ domain, raw }));
export const DOORLIKE = ['door', 'garage_door', 'opening', 'window'];
export const DETECTORS = [
  'carbon_monoxide',
  'gas',
  'light',
  'motion',
  'moving',
  'occupancy',
  'smoke',
  'sound',
  'power',
  'vibration',
  'tamper',
  'moisture',
  'problem',
];
export const CLEARABLE = ['carbon_monoxide', 'gas', 'motion', 'moving', 'occupancy', 'smoke', 'sound', 'tamper', 'vibration', 'moisture', 'problem'];

const STATE_LIST: Array<[string[], StateSense[]]> = [
  [['on', 'active'], onOff('on')],
  [
    ['off', 'inactive'],
    [...onOff('off'), ...dom('off', 'climate', 'water_heater')],
  ],
  // A binary sensor without a class that the household asks "open?" about is read as Home Assistant does: on.
  [['open'], [...bin('on', ...DOORLIKE), { domain: 'binary_sensor', raw: 'on', unclassified: true }, ...dom('open', 'cover', 'valve', 'lock')]],
  [['closed'], [...bin('off', ...DOORLIKE), { domain: 'binary_sensor', raw: 'off', unclassified: true }, ...dom('closed', 'cover', 'valve')]],
  [['opening'], dom('opening', 'cover', 'valve', 'lock')],
  [['closing'], dom('closing', 'cover', 'valve')],
  [['locked'], [...dom('locked', 'lock'), ...bin('off', 'lock')]],
  [['unlocked'], [...dom('unlocked', 'lock'), ...bin('on', 'lock')]],
  [['jammed'], dom('jammed', 'lock')],
  [['low'], bin('on', 'battery')],
  [['normal'], bin('off', 'battery', 'cold', 'heat')],
  [['charged'], bin('off', 'battery')],
  [['charging'], bin('on', 'battery_charging')],
  [['not charging'], bin('off', 'battery_charging')],
  [['connected'], bin('on', 'connectivity')],
  [['disconnected'], bin('off', 'connectivity')],
  [['detected'], bin('on', ...DETECTORS, 'safety')],
  [['clear'], bin('off', ...CLEARABLE)],
  [['cold'], bin('on', 'cold')],
  [['hot'], bin('on', 'heat')],
  [['wet'], bin('on', 'moisture')],
  [['dry'], bin('off', 'moisture')],
  // Like "open": a binary sensor without a class that the household asks "occupied?" about is read as on.
  [['occupied'], [...bin('on', 'occupancy', 'presence'), { domain: 'binary_sensor', raw: 'on', unclassified: true }]],
  [['unoccupied'], bin('off', 'occupancy')],
  [['plugged in'], bin('on', 'plug')],
  [['unplugged'], bin('off', 'plug')],
  [['powered'], bin('on', 'power')],
  [['not powered'], bin('off', 'power')],
  [['home'], [...bin('on', 'presence'), ...dom('home', 'person', 'device_tracker')]],
  [['away'], [...bin('off', 'presence'), ...dom('not_home', 'person', 'device_tracker')]],
  [['running'], bin('on', 'running')],
  [['not running'], bin('off', 'running')],
  [['safe'], bin('off', 'safety')],
  [['unsafe'], bin('on', 'safety')],
  [['tampered'], bin('on', 'tamper')],
  [['available'], bin('on', 'update')],
  [['up to date'], bin('off', 'update')],
  [['vibrating'], bin('on', 'vibration')],
  [['moving'], bin('on', 'moving')],
  [['not moving'], bin('off', 'moving')],
  [['dark'], bin('off', 'light')],
  [['playing'], dom('playing', 'media_player')],
  [['paused'], dom('paused', 'media_player')],
  [['idle'], dom('idle', 'media_player', 'vacuum')],
  [['cleaning'], dom('cleaning', 'vacuum')],
  [['docked'], dom('docked', 'vacuum')],
  [['problem'], bin('on', 'problem')],
  [['ok'], bin('off', 'problem')],
  [['heating'], dom('heat', 'climate')],
  [['cooling'], dom('cool', 'climate')],
];

const STATES = new Map<string, StateWord>();
for (const [codes, senses] of STATE_LIST) for (const phrase of codes) STATES.set(phrase, { phrase, senses });

/** Every state code, in table order (a language's data says each: lang-es.test.ts). */
export const STATE_CODES: readonly string[] = [...STATES.keys()];

/** Whether `code` is a state code (sentence data is checked against these). */
export const isStateCode = (code: string): boolean => STATES.has(code);

/** The binary-sensor device classes some state code speaks of. */
export const STATE_DEVICE_CLASSES: ReadonlySet<string> = new Set(
  STATE_LIST.flatMap(([, senses]) => senses.filter((s) => s.domain === 'binary_sensor' && s.device_class !== undefined).map((s) => s.device_class!)),
);

/** The state a code means; the same object for the same code. */
export function stateSense(code: string): StateWord {
  const found = STATES.get(code);
  if (!found) throw new Error(`no state ${code}`);
  return found;
}
