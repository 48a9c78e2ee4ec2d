/**
 * A small home whose Home Assistant speaks Swedish — areas, floors and names in Swedish — and what
 * its Assist recognizer makes of the household's sentences, in the shapes of
 * ../shared/reference/home-assistant-recognizer.md (the fake computes `targets` as Home Assistant does).
 */
import type { FakeEntity, FakeRecognition, FakeRegistries } from '../../fake-ha/index.js';

export const KITCHEN_LIGHT = 'light.kitchen_ceiling';
export const LOUNGE_LAMP = 'light.living_room_lamp';
export const BEDROOM_LIGHT = 'light.bedroom';
export const GARAGE_LIGHT = 'light.garage';
export const COFFEE = 'switch.coffee_maker';
export const TEMPERATURE = 'sensor.living_room_temperature';
export const HUMIDITY = 'sensor.living_room_humidity';
export const DOOR = 'binary_sensor.front_door';
export const LOCK = 'lock.front_door';
export const GARAGE = 'cover.garage_door';

export const ALLOWLIST = [KITCHEN_LIGHT, LOUNGE_LAMP, BEDROOM_LIGHT, GARAGE_LIGHT, COFFEE, TEMPERATURE, HUMIDITY, DOOR, LOCK, GARAGE];
export const CONTROLLABLE = [KITCHEN_LIGHT, LOUNGE_LAMP, BEDROOM_LIGHT, GARAGE_LIGHT, COFFEE];

const entity = (entity_id: string, state: string, attributes: Record<string, unknown>): FakeEntity => ({ entity_id, state, attributes });

export function swedishEntities(): FakeEntity[] {
  return [
    entity(KITCHEN_LIGHT, 'off', { friendly_name: 'Taklampa' }),
    entity(LOUNGE_LAMP, 'off', { friendly_name: 'Golvlampa' }),
    entity(BEDROOM_LIGHT, 'off', { friendly_name: 'Sänglampa' }),
    entity(GARAGE_LIGHT, 'on', { friendly_name: 'Garagelampa' }),
    entity(COFFEE, 'off', { friendly_name: 'Kaffebryggare' }),
    entity(TEMPERATURE, '21.5', { friendly_name: 'Temperatur vardagsrum', device_class: 'temperature', unit_of_measurement: '°C' }),
    entity(HUMIDITY, '48', { friendly_name: 'Luftfuktighet vardagsrum', device_class: 'humidity', unit_of_measurement: '%' }),
    entity(DOOR, 'off', { friendly_name: 'Ytterdörr', device_class: 'door' }),
    entity(LOCK, 'locked', { friendly_name: 'Ytterdörrens lås' }),
    entity(GARAGE, 'closed', { friendly_name: 'Garageport', device_class: 'garage' }),
  ];
}

export function swedishRegistries(): FakeRegistries {
  return {
    floors: [
      { floor_id: 'ground_floor', name: 'Bottenvåning', aliases: ['nedervåningen'], level: 0 },
      { floor_id: 'first_floor', name: 'Övervåning', aliases: ['uppe'], level: 1 },
    ],
    areas: [
      { area_id: 'kitchen', name: 'Kök', floor_id: 'ground_floor' },
      { area_id: 'living_room', name: 'Vardagsrum', floor_id: 'ground_floor' },
      { area_id: 'hallway', name: 'Hall', floor_id: 'ground_floor' },
      { area_id: 'garage', name: 'Garage' },
      { area_id: 'bedroom', name: 'Sovrum', floor_id: 'first_floor' },
    ],
    devices: [],
    entities: [
      { entity_id: KITCHEN_LIGHT, area_id: 'kitchen' },
      { entity_id: LOUNGE_LAMP, area_id: 'living_room', aliases: ['läslampa'] },
      { entity_id: BEDROOM_LIGHT, area_id: 'bedroom' },
      { entity_id: GARAGE_LIGHT, area_id: 'garage' },
      { entity_id: COFFEE, area_id: 'kitchen' },
      { entity_id: TEMPERATURE, area_id: 'living_room' },
      { entity_id: HUMIDITY, area_id: 'living_room' },
      { entity_id: DOOR, area_id: 'hallway' },
      { entity_id: LOCK, area_id: 'hallway' },
      { entity_id: GARAGE, area_id: 'garage' },
    ],
  };
}

const sv = (text: string, intent: string, slots: FakeRecognition['slots'], more: Partial<FakeRecognition> = {}): FakeRecognition => ({
  text,
  language: 'sv',
  intent,
  slots,
  ...more,
});

/** What Home Assistant's Swedish intents make of each sentence (strict matches: Swedish has no fuzzy models). */
export const SENTENCES = {
  areaOn: sv('tänd lampan i köket', 'HassTurnOn', { area: { text: 'kök', value: 'Kök' }, domain: { text: '', value: 'light' } }),
  floorOff: sv('släck alla lampor på nedervåningen', 'HassTurnOff', {
    floor: { text: 'nedervåningen', value: 'Bottenvåning' },
    domain: { text: '', value: 'light' },
  }),
  bedroomOn: sv('tänd lamporna i sovrummet', 'HassTurnOn', { area: { text: 'sovrum', value: 'Sovrum' }, domain: { text: '', value: 'light' } }),
  allOff: sv('släck alla lampor', 'HassTurnOff', { domain: { text: '', value: 'light' } }),
  aliasOn: sv('tänd läslampa', 'HassTurnOn', { name: { text: 'läslampa' } }),
  doorOpen: sv('är ytterdörr öppen', 'HassGetState', {
    name: { text: 'ytterdörr', value: 'Ytterdörr' },
    state: { text: 'öppen', value: 'on' },
    domain: { text: '', value: 'binary_sensor' },
    device_class: { text: '', value: 'door' },
  }),
  temperature: sv('vad är temperaturen i vardagsrummet', 'HassClimateGetTemperature', { area: { text: 'vardagsrum', value: 'Vardagsrum' } }),
  lock: sv('lås ytterdörrens lås', 'HassTurnOn', { name: { text: 'Ytterdörrens lås' } }),
  cover: sv('stäng garageport', 'HassTurnOff', { name: { text: 'Garageport' }, domain: { text: '', value: 'cover' } }),
  unknownArea: sv('tänd lampan på vinden', 'HassTurnOn', { domain: { text: '', value: 'light' } }, { match: false, unmatched: { area: 'vinden' } }),
  /** The fuzzy stage dropped the area it did not know and aims at every light (reference §4). */
  fuzzyEveryLight: sv(
    'tänd lamporna i lusthuset',
    'HassTurnOn',
    { domain: { text: 'lights' } },
    { fuzzy: true, targets: [KITCHEN_LIGHT, LOUNGE_LAMP, BEDROOM_LIGHT] },
  ),
  /** Nonsense the fuzzy stage made a volume change of ("number 7"). */
  fuzzyNonsense: sv('gör sak nummer 7 konstigt', 'HassSetVolume', { volume_level: { text: '7', value: '7' } }, { fuzzy: true }),
  brightness: sv('sätt taklampa till 50 procent', 'HassLightSet', { name: { text: 'Taklampa' }, brightness: { text: '50', value: '50' } }),
} satisfies Record<string, FakeRecognition>;
