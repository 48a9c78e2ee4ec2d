/**
 * Long because: it is word lists (nouns, state words, roles) with their senses — data, one entry a line after formatting.
 *
 * The canonical grammar's words (English), for the TypeScript packs that rewrite into it
 * (docs/architecture.md §6.2a): which words name kinds of devices, which words name states, and
 * which words are only grammar. The senses' types are the shared codes' (kinds.ts, state-codes.ts);
 * the device-class words follow Home Assistant's own device classes, so "is the pet door open?"
 * means the door sensor's `on`.
 */
import type { EntityKind, NounSense } from './kinds.js';
import { PhraseTable } from './phrase-table.js';
import { ON_OFF_DOMAINS, type StateSense, type StateWord } from './state-codes.js';

export type { EntityKind, NounSense } from './kinds.js';
export type { StateSense, StateWord } from './state-codes.js';

const bs = (device_class: string): EntityKind => ({ domain: 'binary_sensor', device_class });
const sn = (device_class: string): EntityKind => ({ domain: 'sensor', device_class });
const d = (domain: string): EntityKind => ({ domain });

const NOUN_LIST: Array<[string[], EntityKind[][]]> = [
  [
    ['light', 'lighting', 'lights'],
    [[d('light')], [bs('light')]],
  ],
  [['switch'], [[d('switch')]]],
  [['fan'], [[d('fan')]]],
  [['sensor', 'detector'], [[d('sensor'), d('binary_sensor')]]],
  [['device', 'thing', 'entity', 'appliance', 'gadget'], [[d('*')]]],
  [['thermostat', 'climate', 'heating', 'air conditioning', 'hvac'], [[d('climate')]]],
  [['lock'], [[d('lock')], [bs('lock')]]],
  [
    ['door'],
    [[bs('door'), bs('garage_door'), bs('opening'), { domain: 'cover', device_class: 'door' }, { domain: 'cover', device_class: 'garage' }, d('lock')]],
  ],
  [['garage door'], [[bs('garage_door'), { domain: 'cover', device_class: 'garage' }]]],
  [['window'], [[bs('window'), { domain: 'cover', device_class: 'window' }]]],
  [['opening'], [[bs('opening')]]],
  [['cover'], [[d('cover')]]],
  [['curtain'], [[{ domain: 'cover', device_class: 'curtain' }]]],
  [['blind'], [[{ domain: 'cover', device_class: 'blind' }]]],
  [['shade'], [[{ domain: 'cover', device_class: 'shade' }]]],
  [['shutter'], [[{ domain: 'cover', device_class: 'shutter' }]]],
  [['valve'], [[d('valve')]]],
  [['scene'], [[d('scene')]]],
  [['script'], [[d('script')]]],
  [['vacuum'], [[d('vacuum')]]],
  [['media player', 'tv', 'television', 'speaker'], [[d('media_player')]]],
  [['person', 'people'], [[d('person')]]],
  [['battery'], [[bs('battery'), bs('battery_charging'), sn('battery')]]],
  [['battery level', 'charge', 'battery charge'], [[sn('battery')]]],
  [['carbon monoxide', 'co'], [[bs('carbon_monoxide'), sn('carbon_monoxide')]]],
  [['carbon dioxide', 'co2'], [[sn('carbon_dioxide')]]],
  [['connection', 'connectivity', 'network'], [[bs('connectivity')]]],
  [['motion', 'movement'], [[bs('motion'), bs('moving')]]],
  [['occupancy'], [[bs('occupancy')]]],
  [['presence'], [[bs('presence')]]],
  [['smoke', 'fire'], [[bs('smoke')]]],
  [['gas'], [[bs('gas'), sn('gas')]]],
  [['gas consumption'], [[sn('gas')]]],
  [['leak', 'water leak', 'flood', 'flooding', 'moisture'], [[bs('moisture'), sn('moisture')]]],
  [['water'], [[bs('moisture'), sn('water')]]],
  [['water consumption', 'water usage'], [[sn('water')]]],
  [['sound', 'noise'], [[bs('sound'), sn('sound_pressure')]]],
  [['problem', 'fault', 'issue'], [[bs('problem')]]],
  [['update'], [[bs('update'), d('update')]]],
  [['power'], [[bs('power'), sn('power')]]],
  [['plug'], [[bs('plug')]]],
  [['vibration'], [[bs('vibration')]]],
  [['tamper', 'tampering'], [[bs('tamper')]]],
  [['safety'], [[bs('safety')]]],
  [
    ['temperature', 'temp'],
    [[sn('temperature')], [d('climate'), d('water_heater')]],
  ],
  [
    ['humidity', 'relative humidity'],
    [[sn('humidity')], [d('climate'), d('humidifier')]],
  ],
  [['apparent power'], [[sn('apparent_power')]]],
  [['air quality', 'air quality index', 'aqi'], [[sn('aqi')]]],
  [['air pressure', 'atmospheric pressure', 'barometric pressure'], [[sn('atmospheric_pressure')]]],
  [['pressure'], [[sn('pressure'), sn('atmospheric_pressure')]]],
  [['current', 'amperage'], [[sn('current')]]],
  [['data rate', 'download speed', 'upload speed', 'bandwidth'], [[sn('data_rate')]]],
  [['data size', 'size', 'file size'], [[sn('data_size')]]],
  [['date'], [[sn('date'), sn('timestamp')]]],
  [['distance', 'mileage'], [[sn('distance')]]],
  [['duration'], [[sn('duration')]]],
  [['energy', 'energy usage', 'energy consumption'], [[sn('energy'), sn('energy_storage')]]],
  [['stored energy'], [[sn('energy_storage')]]],
  [['frequency'], [[sn('frequency')]]],
  [['illuminance', 'brightness', 'light level', 'brightness level', 'lux'], [[sn('illuminance')]]],
  [['irradiance'], [[sn('irradiance')]]],
  [['cost', 'price'], [[sn('monetary')]]],
  [['nitrogen dioxide', 'no2'], [[sn('nitrogen_dioxide')]]],
  [['nitrogen monoxide'], [[sn('nitrogen_monoxide')]]],
  [['nitrous oxide', 'n2o'], [[sn('nitrous_oxide')]]],
  [['ozone', 'o3'], [[sn('ozone')]]],
  [['pm1'], [[sn('pm1')]]],
  [['pm2.5', 'pm25'], [[sn('pm25')]]],
  [['pm10'], [[sn('pm10')]]],
  [['power factor'], [[sn('power_factor')]]],
  [['rain', 'rainfall', 'precipitation', 'accumulated rainfall'], [[sn('precipitation')]]],
  [['rain intensity', 'rainfall intensity', 'precipitation intensity'], [[sn('precipitation_intensity')]]],
  [['reactive power'], [[sn('reactive_power')]]],
  [['signal', 'signal strength'], [[sn('signal_strength')]]],
  [['sound pressure', 'acoustic pressure', 'noise level', 'sound level'], [[sn('sound_pressure')]]],
  [['speed'], [[sn('speed'), sn('wind_speed'), sn('data_rate')]]],
  [['wind speed'], [[sn('wind_speed')]]],
  [['sulphur dioxide', 'sulfur dioxide', 'so2'], [[sn('sulphur_dioxide')]]],
  [['organic compounds', 'volatile organic compounds', 'voc'], [[sn('volatile_organic_compounds'), sn('volatile_organic_compounds_parts')]]],
  [['voltage'], [[sn('voltage')]]],
  [['volume'], [[sn('volume'), sn('volume_storage')]]],
  [['stored volume'], [[sn('volume_storage')]]],
  [['weight'], [[sn('weight')]]],
  [['moisture level'], [[sn('moisture')]]],
];

/**
 * Place words a device's own name may say another way: an outdoor sensor without an area is found
 * by "outside" ("what's the humidity outside?" → Outdoor Humidity), and the other way round.
 */
export const PLACE_NAME_FORMS: Readonly<Record<string, readonly string[]>> = {
  outside: ['outdoor', 'outdoors', 'exterior'],
  outdoor: ['outside', 'exterior'],
  outdoors: ['outdoor', 'outside', 'exterior'],
  inside: ['indoor', 'indoors', 'interior'],
  indoor: ['inside', 'interior'],
};

const onOff = (raw: 'on' | 'off'): StateSense[] => ON_OFF_DOMAINS.map((domain) => ({ domain, raw }));
const bin = (raw: 'on' | 'off', ...classes: string[]): StateSense[] => classes.map((c) => ({ domain: 'binary_sensor', device_class: c, raw }));
const dom = (raw: string, ...domains: string[]): StateSense[] => domains.map((domain) => ({ domain, raw }));
const DOORLIKE = ['door', 'garage_door', 'opening', 'window'];
const DETECTORS = ['carbon_monoxide', 'gas', 'light', 'motion', 'moving', 'occupancy', 'smoke', 'sound', 'power', 'vibration', 'tamper', 'moisture', 'problem'];
const CLEARABLE = ['carbon_monoxide', 'gas', 'motion', 'moving', 'occupancy', 'smoke', 'sound', 'tamper', 'vibration', 'moisture', 'problem'];

const STATE_LIST: Array<[string[], StateSense[]]> = [
  [['on', 'turned on', 'switched on', 'active', 'enabled'], onOff('on')],
  [
    ['off', 'turned off', 'switched off', 'inactive', 'disabled'],
    [...onOff('off'), ...dom('off', 'climate', 'water_heater')],
  ],
  // A binary sensor without a class that the household asks "open?" about is read as Home Assistant does: on.
  [
    ['open', 'opened', 'ajar'],
    [...bin('on', ...DOORLIKE), { domain: 'binary_sensor', raw: 'on', unclassified: true }, ...dom('open', 'cover', 'valve', 'lock')],
  ],
  [
    ['closed', 'shut', 'close'],
    [...bin('off', ...DOORLIKE), { domain: 'binary_sensor', raw: 'off', unclassified: true }, ...dom('closed', 'cover', 'valve')],
  ],
  [['opening'], dom('opening', 'cover', 'valve', 'lock')],
  [['closing'], dom('closing', 'cover', 'valve')],
  [
    ['locked', 'secure', 'secured'],
    [...dom('locked', 'lock'), ...bin('off', 'lock')],
  ],
  [
    ['unlocked', 'insecure', 'unsecured'],
    [...dom('unlocked', 'lock'), ...bin('on', 'lock')],
  ],
  [['jammed'], dom('jammed', 'lock')],
  [['low'], bin('on', 'battery')],
  [['normal'], bin('off', 'battery', 'cold', 'heat')],
  [['charged', 'full'], bin('off', 'battery')],
  [['charging'], bin('on', 'battery_charging')],
  [['not charging'], bin('off', 'battery_charging')],
  [['connected', 'online'], bin('on', 'connectivity')],
  [['disconnected', 'offline', 'not connected'], bin('off', 'connectivity')],
  [['detected', 'triggered', 'tripped', 'alarming'], bin('on', ...DETECTORS, 'safety')],
  [['clear', 'not detected', 'not triggered'], bin('off', ...CLEARABLE)],
  [['cold', 'freezing'], bin('on', 'cold')],
  [['hot', 'overheating', 'too hot'], bin('on', 'heat')],
  [['wet', 'flooded', 'leaking'], bin('on', 'moisture')],
  [['dry'], bin('off', 'moisture')],
  // Like "open": a binary sensor without a class that the household asks "occupied?" about is read as on.
  [['occupied'], [...bin('on', 'occupancy', 'presence'), { domain: 'binary_sensor', raw: 'on', unclassified: true }]],
  [['unoccupied', 'empty'], bin('off', 'occupancy')],
  [['plugged in', 'plugged'], bin('on', 'plug')],
  [['unplugged', 'not plugged in'], bin('off', 'plug')],
  [['powered', 'powered on', 'power detected'], bin('on', 'power')],
  [['unpowered', 'not powered', 'no power', 'powered off'], bin('off', 'power')],
  [
    ['home', 'at home', 'present'],
    [...bin('on', 'presence'), ...dom('home', 'person', 'device_tracker')],
  ],
  [
    ['away', 'gone', 'not home', 'not at home', 'absent', 'out'],
    [...bin('off', 'presence'), ...dom('not_home', 'person', 'device_tracker')],
  ],
  [['running', 'working'], bin('on', 'running')],
  [['not running', 'stopped', 'finished'], bin('off', 'running')],
  [['safe'], bin('off', 'safety')],
  [['unsafe', 'dangerous'], bin('on', 'safety')],
  [['tampered', 'tampered with'], bin('on', 'tamper')],
  [['available', 'update available', 'outdated', 'out of date'], bin('on', 'update')],
  [['up to date'], bin('off', 'update')],
  [['vibrating', 'shaking'], bin('on', 'vibration')],
  [['not vibrating'], bin('off', 'vibration')],
  [['moving'], bin('on', 'moving')],
  [['not moving', 'stationary'], bin('off', 'moving')],
  [['no light', 'dark'], bin('off', 'light')],
  [['playing'], dom('playing', 'media_player')],
  [['paused'], dom('paused', 'media_player')],
  [['idle'], dom('idle', 'media_player', 'vacuum')],
  [['cleaning'], dom('cleaning', 'vacuum')],
  [['docked'], dom('docked', 'vacuum')],
  [['problem', 'problems', 'fault', 'faulty'], bin('on', 'problem')],
  [['ok', 'okay', 'fine', 'healthy'], bin('off', 'problem')],
  [['heating'], dom('heat', 'climate')],
  [['cooling'], dom('cool', 'climate')],
];

export const NOUNS = new PhraseTable<NounSense>();
for (const [phrases, tiers] of NOUN_LIST) for (const phrase of phrases) NOUNS.add(phrase, { phrase, tiers });

export const STATES = new PhraseTable<StateWord>();
for (const [phrases, senses] of STATE_LIST) for (const phrase of phrases) STATES.add(phrase, { phrase, senses });

/** Every state phrase a question can carry as its `state_word`, for the languages that must say each one. */
export const STATE_PHRASES: readonly string[] = STATE_LIST.flatMap(([phrases]) => phrases);

export type Role = 'quantifier' | 'global' | 'deictic' | 'filler' | 'conjunction' | 'every_room';

/** Grammar words inside a target phrase. */
export const ROLES = new PhraseTable<Role>();
const roles: Array<[Role, string[]]> = [
  [
    'quantifier',
    [
      'all',
      'every',
      'each',
      'any',
      'both',
      'each and every',
      'every single',
      'all of',
      'any of',
      'each of',
      'some',
      'anything',
      'everything',
      'anyone',
      'everyone',
      'all the',
      'any the',
      'every one',
    ],
  ],
  [
    'global',
    [
      'everywhere',
      'all over',
      'house',
      'home',
      'apartment',
      'flat',
      'building',
      'whole house',
      'entire house',
      'whole home',
      'entire home',
      'throughout',
      'across',
      'whole',
      'entire',
      'the house',
      'downstairs and upstairs',
    ],
  ],
  [
    'every_room',
    [
      'every room',
      'each room',
      'all room',
      'all the room',
      'every area',
      'each area',
      'all area',
      'all the area',
      'all my room',
      'all our room',
      'every single room',
      'every part',
    ],
  ],
  [
    'deictic',
    ['here', 'in here', 'this room', 'the room', 'my room', 'our room', 'this space', 'this area', 'this place', 'around here', 'in this room', 'over here'],
  ],
  ['conjunction', ['and', 'plus', 'as well as', '&', 'also']],
  [
    'filler',
    [
      'the',
      'a',
      'an',
      'my',
      'our',
      'your',
      'their',
      'of',
      'by',
      'with',
      'from',
      'in',
      'at',
      'inside',
      'within',
      'to',
      'for',
      'me',
      'us',
      'please',
      'kindly',
      'now',
      'right now',
      'currently',
      'presently',
      'at the moment',
      'just',
      'too',
      'again',
      'then',
      'thanks',
      'thank you',
      'thank',
      'you',
      'it',
      'is',
      'are',
      'was',
      'were',
      'be',
      'been',
      'being',
      'there',
      'that',
      'those',
      'these',
      'this',
      'which',
      'what',
      'value',
      'values',
      'reading',
      'level',
      'amount',
      'concentration',
      'total',
      'state',
      'status',
      'indicated',
      'measured',
      'reported',
      'shown',
      'given',
      'drop',
      'consumed',
      'left',
      'have',
      'has',
      'does',
      'do',
      'did',
      'will',
      'would',
      'should',
      'can',
      'could',
      'securely',
      'actually',
      'really',
      'exactly',
      'overall',
      'measurement',
      'number',
      'count',
      'i',
      'we',
      'so',
      'if',
      'whether',
      'or',
      'not',
      'yet',
      'still',
      'ok',
      'okay',
      'hey',
      'hi',
      'right',
      'quickly',
      'quick',
      'go',
      'ahead',
      'like',
      'tell',
      'show',
      'know',
      'back',
    ],
  ],
];
for (const [role, phrases] of roles) for (const phrase of phrases) ROLES.add(phrase, role);

/** Content words of the lexicon, for typo correction and for "is this word known?". */
export function lexiconWords(): Set<string> {
  return new Set([...NOUNS.words, ...STATES.words, ...ROLES.words]);
}
