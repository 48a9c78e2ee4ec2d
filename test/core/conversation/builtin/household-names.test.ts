/**
 * The names a household uses (areas, floors, a device named by its
 * room, aliases, partial, run-together and split names, topicalised commands, polite tails, history
 * phrasings), follow-ups, and declines that tell the truth without disclosing the inventory.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex, parse, planForTurn, type Plan } from '../../../../main/core/conversation/builtin/index.js';
import type { VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';

const v = (entity_id: string, friendly_name: string, area?: string, floor?: string, aliases?: string[]): VocabularyEntry => ({
  entity_id,
  friendly_name,
  device_class: null,
  unit_of_measurement: null,
  controllable: entity_id.startsWith('light.') || entity_id.startsWith('switch.'),
  ...(area ? { area, area_id: area.toLowerCase().replace(/ /g, '_') } : {}),
  ...(floor ? { floor, floor_id: floor.toLowerCase().replace(/ /g, '_'), floor_aliases: floor === 'First Floor' ? ['upstairs'] : [] } : {}),
  ...(aliases ? { aliases } : {}),
});
const VOCABULARY = [
  v('light.porch', 'Porch Light', 'Front Yard'),
  v('light.kitchen_ceiling', 'Kitchen Ceiling Light', 'Kitchen', 'Ground Floor'),
  v('light.kitchen_counter', 'Kitchen Counter Light', 'Kitchen', 'Ground Floor'),
  v('switch.kitchen_appliance_plug', 'Kitchen Appliance Plug', 'Kitchen', 'Ground Floor'),
  v('switch.kitchen_kettle_plug', 'Kitchen Kettle Plug', 'Kitchen', 'Ground Floor'),
  v('switch.coffee_maker', 'Coffee Maker', 'Kitchen', 'Ground Floor'),
  v('light.hallway', 'Hallway Light', 'Hallway', 'Ground Floor'),
  v('light.garden', 'Garden Light', 'Backyard'),
  v('light.bedroom', 'Bedroom Light', 'Bedroom', 'First Floor'),
  v('light.landing', 'Landing Light', 'Landing', 'First Floor'),
  v('light.living_lamp', 'Reading Lamp', 'Living Room', 'Ground Floor', ['big lamp']),
  { entity_id: 'climate.thermostat', friendly_name: 'Thermostat', device_class: null, unit_of_measurement: null, area: 'Hallway', controllable: false },
  { entity_id: 'fan.ceiling', friendly_name: 'Ceiling Fan', device_class: null, unit_of_measurement: null, area: 'Bedroom', controllable: false },
];
const index = buildIndex(VOCABULARY);

function plan(message: string, history: string[] = []): Plan {
  return planForTurn(
    {
      user_message: message,
      history: history.map((text, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), text })),
      rounds: [],
      vocabulary: VOCABULARY,
      time_zone: 'UTC',
      now: new Date('2026-12-01T12:00:00Z'),
      rounds_left: 3,
    },
    index,
  );
}
const targets = (p: Plan): string[] => ('targets' in p ? [...p.targets] : 'target' in p ? [p.target] : []);

describe('the names a household uses', () => {
  it.each([
    ['turn off the kitchen lights', ['light.kitchen_ceiling', 'light.kitchen_counter']],
    ['turn off the lights in the kitchen', ['light.kitchen_ceiling', 'light.kitchen_counter']],
    ['turn off the lights upstairs', ['light.bedroom', 'light.landing']],
    ['turn off the first floor lights', ['light.bedroom', 'light.landing']],
    ['turn off all the bedroom lights upstairs', ['light.bedroom']],
    ['turn on the backyard light', ['light.garden']],
    ['turn on the big lamp', ['light.living_lamp']],
    ['turn on the coffeemaker', ['switch.coffee_maker']],
    ['turn on the coffee maker', ['switch.coffee_maker']],
    ['the porch light, turn it off', ['light.porch']],
    ['turn off the porch light please answer yes or no', ['light.porch']],
    ['turn on the porch light for me', ['light.porch']],
  ])('%s', (message, expected) => {
    const p = plan(message);
    expect(p.kind).toBe('set');
    expect(targets(p)).toEqual(expected);
  });

  it('a partial name that fits several gets a question naming them', () => {
    const p = plan('turn off the kitchen plug');
    expect(p).toMatchObject({ kind: 'clarify', reason: 'ambiguous', candidates: ['switch.kitchen_appliance_plug', 'switch.kitchen_kettle_plug'] });
  });

  it.each([['porch light activity over the last 7 days'], ['the porch light history for this week']])('history: %s', (message) => {
    expect(plan(message)).toMatchObject({ kind: 'history', target: 'light.porch', period: 'week' });
  });

  it("what's the thermostat set to?", () => {
    expect(plan("what's the thermostat set to?")).toMatchObject({ kind: 'state', targets: ['climate.thermostat'] });
  });
});

describe('English data alone (no other language reading what it does not)', () => {
  it.each([
    ['turn off the lights upstairs', ['light.bedroom', 'light.landing']],
    ['turn off all the bedroom lights upstairs', ['light.bedroom']],
    ['turn the backyard garden lights on', ['light.garden']],
    ['turn on the coffeemaker', ['switch.coffee_maker']],
  ])('%s', (message, expected) => {
    const p = parse(message, index, 'en');
    expect(p.kind).toBe('set');
    expect(targets(p)).toEqual(expected);
  });
});

describe('follow-ups', () => {
  it('"turn it back on" takes the device from the last request', () => {
    expect(plan('turn it back on', ['turn off the porch light', 'Turned off the porch light.'])).toMatchObject({
      kind: 'set',
      state: 'on',
      targets: ['light.porch'],
    });
  });

  it('"and the hallway?" and "what about upstairs?" repeat the request for another place', () => {
    expect(plan('and the hallway?', ['turn off the porch light', 'Turned off the porch light.'])).toMatchObject({
      kind: 'set',
      state: 'off',
      targets: ['light.hallway'],
    });
    expect(plan('what about upstairs?', ['turn off the kitchen lights', 'Turned off the kitchen ceiling light and the kitchen counter light.'])).toMatchObject({
      kind: 'set',
      state: 'off',
      targets: ['light.bedroom', 'light.landing'],
    });
  });

  it('a bare name answering "which one do you mean?" completes the pending request', () => {
    const question = "More than one device matches 'kitchen plug'. Which one do you mean: the kitchen appliance plug or the kitchen kettle plug?";
    expect(plan('the appliance one', ['turn off the kitchen plug', question])).toMatchObject({
      kind: 'set',
      state: 'off',
      targets: ['switch.kitchen_appliance_plug'],
    });
    expect(plan('the kitchen kettle plug', ['turn off the kitchen plug', question])).toMatchObject({
      kind: 'set',
      state: 'off',
      targets: ['switch.kitchen_kettle_plug'],
    });
  });

  it('a bare name answering "which device?" after "turn it on" keeps the "on" it was asked', () => {
    const asked = plan('turn it on');
    expect(asked).toMatchObject({ kind: 'clarify', reason: 'pronoun' });
    const question = (asked as { text: string }).text;
    expect(plan('the porch light', ['turn it on', question])).toMatchObject({ kind: 'set', state: 'on', targets: ['light.porch'] });
    expect(plan('porch light', ['switch them off', question])).toMatchObject({ kind: 'set', state: 'off', targets: ['light.porch'] });
  });

  it('a room answering "which room?" completes the request', () => {
    const asked = plan('turn off the lights here');
    expect(asked).toMatchObject({ kind: 'clarify', reason: 'which_room' });
    expect(plan('the kitchen', ['turn off the lights here', (asked as { text: string }).text])).toMatchObject({
      kind: 'set',
      targets: ['light.kitchen_ceiling', 'light.kitchen_counter'],
    });
  });
});

describe('declines that tell the truth', () => {
  it('a name that matches nothing shared neither confirms nor denies a device', () => {
    const p = plan('turn on the garage heater');
    expect(p.kind).toBe('clarify');
    expect((p as { text: string }).text).toContain("I can only see what you've shared with me in Settings → Read access");
    expect((p as { text: string }).text).not.toMatch(/don't know a device|doesn't exist|no device/);
  });

  it.each([
    ['set the curtain to 50%', 'cover'],
    ['set the thermostat to 21', 'temperature'],
    ['dim the kitchen lights to 50%', 'brightness'],
  ])('%s names the real limit, and that no setting changes it', (message, action) => {
    const p = plan(message);
    expect(p).toMatchObject({ kind: 'unsupported', action });
    expect((p as { text: string }).text).toContain('No setting changes that.');
  });

  it('a fan in a group is named, not targeted; a single named fan is still proposed for the executor to refuse', () => {
    expect(plan('turn off the bedroom light and the ceiling fan')).toMatchObject({ kind: 'set', targets: ['light.bedroom'], skipped: ['fan.ceiling'] });
    expect(plan('turn off the ceiling fan')).toMatchObject({ kind: 'set', targets: ['fan.ceiling'] });
  });

  it('a kind that is never switchable, with none shared, says the limit', () => {
    const p = plan('turn on the heater');
    expect(p.kind === 'unsupported' || p.kind === 'clarify').toBe(true);
    expect((p as { text: string }).text).not.toMatch(/Settings → Control/);
  });
});
