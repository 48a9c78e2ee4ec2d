/**
 * A question is answered about the device it asks of (DESIGN §5): an "outside" question finds the
 * household's outdoor sensors, and a property of a named device ("its battery") is the sensor of that
 * property, not the device's main state. Decided by the plan's targets, never by reply text.
 */
import { describe, expect, it } from 'vitest';
import type { VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';
import { buildIndex, understand, type Plan } from '../../../../main/core/conversation/builtin/index.js';

const entry = (e: Partial<VocabularyEntry> & Pick<VocabularyEntry, 'entity_id' | 'friendly_name'>): VocabularyEntry => ({
  device_class: null,
  unit_of_measurement: null,
  ...e,
});

const home = [
  entry({ entity_id: 'sensor.outdoor_humidity', friendly_name: 'Outdoor Humidity', device_class: 'humidity', unit_of_measurement: '%' }),
  entry({ entity_id: 'sensor.outdoor_temperature', friendly_name: 'Outdoor Temperature', device_class: 'temperature', unit_of_measurement: '°C' }),
  entry({
    entity_id: 'sensor.living_temperature',
    friendly_name: 'Living Room Temperature',
    device_class: 'temperature',
    unit_of_measurement: '°C',
    area: 'Living Room',
  }),
  entry({ entity_id: 'binary_sensor.hall_motion', friendly_name: 'Hall Motion', device_class: 'motion', area: 'Hallway' }),
  entry({ entity_id: 'sensor.hall_motion_battery', friendly_name: 'Hall Motion Battery', device_class: 'battery', unit_of_measurement: '%', area: 'Hallway' }),
  entry({ entity_id: 'light.porch', friendly_name: 'Porch Light' }),
];

function plan(text: string, vocabulary: VocabularyEntry[] = home): Plan {
  return understand(text, () => buildIndex(vocabulary, { here: null, language: 'en' }), 'en').plan;
}

describe('"outside" finds the outdoor sensors', () => {
  it.each([
    ["what's the humidity outside?", ['sensor.outdoor_humidity']],
    ['how warm is it outside?', ['sensor.outdoor_temperature']],
    ['what is the temperature outside', ['sensor.outdoor_temperature']],
  ])('%s → %j', (text, targets) => {
    expect(plan(text)).toMatchObject({ kind: 'state', targets });
  });

  it('an area the household named Outside still counts, and an outdoor sensor without an area joins it', () => {
    const withArea = [...home, entry({ entity_id: 'sensor.garden_humidity', friendly_name: 'Garden Humidity', device_class: 'humidity', area: 'Outside' })];
    const p = plan("what's the humidity outside?", withArea);
    expect(p.kind).toBe('state');
    expect((p as Extract<Plan, { kind: 'state' }>).targets).toContain('sensor.garden_humidity');
  });
});

describe('a property of a named device is the sensor of that property', () => {
  it.each(['what is the battery level of the hall motion?', 'how much battery does the hall motion have?', "what's the hall motion's battery?"])(
    '%s → the battery sensor, not the motion sensor',
    (text) => {
      expect(plan(text)).toMatchObject({ kind: 'state', targets: ['sensor.hall_motion_battery'] });
    },
  );

  it('the device itself when the question asks of the device, not a property', () => {
    expect(plan('is the hall motion on?')).toMatchObject({ kind: 'state', targets: ['binary_sensor.hall_motion'] });
    expect(plan('what is the hall motion?')).toMatchObject({ kind: 'state', targets: ['binary_sensor.hall_motion'] });
  });
});

describe('a measurement asked of a place is that place’s sensor of that measurement', () => {
  const demo = [
    entry({ entity_id: 'light.porch', friendly_name: 'Porch Light', area: 'Front Yard', area_id: 'front_yard', area_aliases: ['outside'] }),
    entry({ entity_id: 'sensor.outdoor_temperature', friendly_name: 'Outdoor Temperature', device_class: 'temperature', unit_of_measurement: '°C' }),
    entry({ entity_id: 'climate.living_room', friendly_name: 'Living Room', area: 'Living Room', area_id: 'living_room' }),
    entry({
      entity_id: 'sensor.living_room_humidity',
      friendly_name: 'Living Room Humidity',
      device_class: 'humidity',
      unit_of_measurement: '%',
      area: 'Living Room',
      area_id: 'living_room',
    }),
    entry({
      entity_id: 'sensor.living_room_temperature',
      friendly_name: 'Living Room Temperature',
      device_class: 'temperature',
      unit_of_measurement: '°C',
      area: 'Living Room',
      area_id: 'living_room',
    }),
  ];

  it('"outside" said for an area (its alias) also finds an outdoor sensor that has no area', () => {
    expect(plan("what's the temperature outside?", demo)).toMatchObject({ kind: 'state', targets: ['sensor.outdoor_temperature'] });
  });

  it.each([
    ["what's the humidity in the living room?", ['sensor.living_room_humidity']],
    ['how humid is the living room?', ['sensor.living_room_humidity']],
  ])('%s → the humidity sensor, not the thermostat named like the room', (text, targets) => {
    expect(plan(text, demo)).toMatchObject({ kind: 'state', targets });
  });
});

describe('a person is named as a person', () => {
  it('"is alex home?" says Alex as the household wrote the name, with no article', async () => {
    const { grammar } = await import('../../../../main/core/conversation/builtin/lang/en/index.js');
    const index = buildIndex([entry({ entity_id: 'person.alex', friendly_name: 'Alex' })], { here: null, language: 'en' });
    expect(grammar.device(index.byId.get('person.alex')!).name).toBe('Alex');
  });
});
