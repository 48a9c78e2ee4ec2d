/**
 * Kinds of device by code (docs/architecture.md §6.2b): the codes a language's sentence data carries
 * in its `{kind}` lists and intents ("light", "garage door"), each with the Home Assistant domains
 * and device classes it means, in tiers tried in order — "light" means light entities and, only
 * where there are none, light-detecting binary sensors. Codes, not words: the household's words for
 * a kind are its language's data, and replies word a kind through the catalogue and the data's
 * `kind_plurals`. The device classes follow Home Assistant's own (binary_sensor and sensor).
 */

/** A kind of entity: a domain, optionally narrowed to a device class. `*` is any domain that is a device. */
export interface EntityKind {
  domain: string;
  device_class?: string;
}

/** A kind's code and what it means: tiers of entity kinds, the first with any entity wins. */
export interface NounSense {
  phrase: string;
  tiers: EntityKind[][];
}

const bs = (device_class: string): EntityKind => ({ domain: 'binary_sensor', device_class });
const sn = (device_class: string): EntityKind => ({ domain: 'sensor', device_class });
const d = (domain: string): EntityKind => ({ domain });

/** Codes and their tiers; codes in one row mean the same devices (and each is its own code in replies). */
const KIND_LIST: Array<[string[], EntityKind[][]]> = [
  [['air conditioning', 'heating', 'thermostat'], [[d('climate')]]],
  [['air pressure'], [[sn('atmospheric_pressure')]]],
  [['air quality'], [[sn('aqi')]]],
  [['battery'], [[bs('battery'), bs('battery_charging'), sn('battery')]]],
  [['battery level'], [[sn('battery')]]],
  [['blind'], [[{ domain: 'cover', device_class: 'blind' }]]],
  [['carbon dioxide'], [[sn('carbon_dioxide')]]],
  [['carbon monoxide'], [[bs('carbon_monoxide'), sn('carbon_monoxide')]]],
  [['cover'], [[d('cover')]]],
  [['current'], [[sn('current')]]],
  [['curtain'], [[{ domain: 'cover', device_class: 'curtain' }]]],
  [['detector', 'sensor'], [[d('sensor'), d('binary_sensor')]]],
  [['device'], [[d('*')]]],
  [
    ['door'],
    [[bs('door'), bs('garage_door'), bs('opening'), { domain: 'cover', device_class: 'door' }, { domain: 'cover', device_class: 'garage' }, d('lock')]],
  ],
  [['energy'], [[sn('energy'), sn('energy_storage')]]],
  [['fan'], [[d('fan')]]],
  [['garage door'], [[bs('garage_door'), { domain: 'cover', device_class: 'garage' }]]],
  [['gas'], [[bs('gas'), sn('gas')]]],
  [['gas consumption'], [[sn('gas')]]],
  [['humidity'], [[sn('humidity')], [d('climate'), d('humidifier')]]],
  [['illuminance'], [[sn('illuminance')]]],
  [['leak'], [[bs('moisture'), sn('moisture')]]],
  [['light'], [[d('light')], [bs('light')]]],
  [['lock'], [[d('lock')], [bs('lock')]]],
  [['media player', 'speaker', 'tv'], [[d('media_player')]]],
  [['motion'], [[bs('motion'), bs('moving')]]],
  [['noise level'], [[sn('sound_pressure')]]],
  [['occupancy'], [[bs('occupancy')]]],
  [['opening'], [[bs('opening')]]],
  [['person'], [[d('person')]]],
  [['power'], [[bs('power'), sn('power')]]],
  [['presence'], [[bs('presence')]]],
  [['pressure'], [[sn('pressure'), sn('atmospheric_pressure')]]],
  [['problem'], [[bs('problem')]]],
  [['rain'], [[sn('precipitation')]]],
  [['scene'], [[d('scene')]]],
  [['script'], [[d('script')]]],
  [['shade'], [[{ domain: 'cover', device_class: 'shade' }]]],
  [['shutter'], [[{ domain: 'cover', device_class: 'shutter' }]]],
  [['signal strength'], [[sn('signal_strength')]]],
  [['smoke'], [[bs('smoke')]]],
  [['sound'], [[bs('sound'), sn('sound_pressure')]]],
  [['switch'], [[d('switch')]]],
  [['tamper'], [[bs('tamper')]]],
  [['temperature'], [[sn('temperature')], [d('climate'), d('water_heater')]]],
  [['update'], [[bs('update'), d('update')]]],
  [['vacuum'], [[d('vacuum')]]],
  [['valve'], [[d('valve')]]],
  [['vibration'], [[bs('vibration')]]],
  [['voltage'], [[sn('voltage')]]],
  [['water'], [[bs('moisture'), sn('water')]]],
  [['water usage'], [[sn('water')]]],
  [['wind speed'], [[sn('wind_speed')]]],
  [['window'], [[bs('window'), { domain: 'cover', device_class: 'window' }]]],
];

/** Codes a language's data may use for another code's kind, replies naming that one ("motion sensor" is "motion"). */
const SAME_AS: Readonly<Record<string, string>> = { 'motion sensor': 'motion', 'smoke detector': 'smoke' };

const KINDS = new Map<string, NounSense>();
for (const [codes, tiers] of KIND_LIST) for (const phrase of codes) KINDS.set(phrase, { phrase, tiers });
for (const [code, same] of Object.entries(SAME_AS)) KINDS.set(code, KINDS.get(same)!);

/** Whether `code` is a kind code (sentence data is checked against these, test/…/sentences.test.ts). */
export const isKindCode = (code: string): boolean => KINDS.has(code);

/** The kind a code means; the same object for the same code (matching.ts caches tiers per kind). */
export function kindSense(code: string): NounSense {
  const found = KINDS.get(code);
  if (!found) throw new Error(`no kind ${code}`);
  return found;
}

/** Binary-sensor device classes whose `on` is an opening (a history question's "opened", answer.ts). */
export const OPENING_CLASSES = new Set(['door', 'garage_door', 'opening', 'window']);
