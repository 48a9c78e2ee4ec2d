/**
 * Each kind of utterance the built-in engine understands (DESIGN §5) produces the right first
 * proposal — or, where no capability is needed, the right reply and no proposal.
 */
import { describe, expect, it } from 'vitest';
import { BuiltinEngine, buildIndex, parse } from '../../../../main/core/conversation/builtin/index.js';
import type { EngineRoundOutput } from '../../../../main/core/conversation/conversation-engine.js';
import { HOUSEHOLD, roundInput } from './household.js';

const engine = new BuiltinEngine();
const first = (text: string): Promise<EngineRoundOutput> => engine.round(roundInput(text), new AbortController().signal);
const index = buildIndex(HOUSEHOLD);

async function proposal(text: string): Promise<{ capability: string; arguments: Record<string, unknown> }> {
  const out = await first(text);
  if (out.kind !== 'propose') throw new Error(`${text}: replied ${out.text}`);
  expect(out.proposals).toHaveLength(1);
  const [p] = out.proposals;
  return { capability: p!.capability, arguments: p!.arguments };
}

async function replyTo(text: string): Promise<string> {
  const out = await first(text);
  if (out.kind !== 'reply') throw new Error(`${text}: proposed ${JSON.stringify(out.proposals)}`);
  return out.text;
}

describe('on/off by entity name', () => {
  it.each([
    ['switch off the coffee maker', 'switch.coffee_maker', 'off'],
    ['kitchen ceiling light off', 'light.kitchen_ceiling', 'off'],
    ['turn the porch light on', 'light.porch', 'on'],
    ['could you please turn on the porch light?', 'light.porch', 'on'],
    ['deactivate the coffee maker', 'switch.coffee_maker', 'off'],
    ['make sure the porch light is off', 'light.porch', 'off'],
    ['porch light out', 'light.porch', 'off'],
  ])('"%s" proposes set_entity_state(%s, %s)', async (text, entity_id, state) => {
    expect(await proposal(text)).toEqual({ capability: 'home_assistant.set_entity_state', arguments: { entity_id, state } });
  });

  it('proposes a request the executor will refuse when the entity is allowlisted (a sensor, a lock)', async () => {
    expect(await proposal('turn on the back door lock')).toEqual({
      capability: 'home_assistant.set_entity_state',
      arguments: { entity_id: 'lock.back_door', state: 'on' },
    });
    expect(await proposal('switch off the hallway motion')).toEqual({
      capability: 'home_assistant.set_entity_state',
      arguments: { entity_id: 'binary_sensor.hallway_motion', state: 'off' },
    });
  });
});

describe('on/off by area', () => {
  it('proposes the first entity of the area only (one entity per round)', async () => {
    const out = await first('turn off the kitchen lights');
    expect(out).toMatchObject({
      kind: 'propose',
      proposals: [{ capability: 'home_assistant.set_entity_state', arguments: { entity_id: 'light.kitchen_ceiling', state: 'off' } }],
    });
    expect((out as { note?: string }).note).toContain('one at a time (1 of 2)');
  });

  it('uses the household-assigned area', async () => {
    expect(await proposal('switch the living room lights on')).toEqual({
      capability: 'home_assistant.set_entity_state',
      arguments: { entity_id: 'light.reading_lamp', state: 'on' },
    });
  });
});

describe('state questions are answered through list_entities', () => {
  it.each([
    ['is the porch light on?', { kind: 'state', question: 'yes_no', targets: ['light.porch'], state: 'on' }],
    ["what's the living room temperature?", { kind: 'state', question: 'value', targets: ['sensor.living_room_temperature'] }],
    ['is the front door open?', { kind: 'state', question: 'yes_no', targets: ['binary_sensor.front_door'], state: 'on' }],
    ['is the front door closed?', { kind: 'state', question: 'yes_no', targets: ['binary_sensor.front_door'], state: 'off' }],
    ['is there any motion in the hallway?', { kind: 'state', question: 'any', targets: ['binary_sensor.hallway_motion'], state: 'on' }],
    ['how warm is it in the living room?', { kind: 'state', question: 'value', targets: ['sensor.living_room_temperature'], measure: 'temperature' }],
    ['are all the kitchen lights off?', { kind: 'state', question: 'all', targets: ['light.kitchen_ceiling', 'light.kitchen_counter'], state: 'off' }],
    ['how many lights are on?', { kind: 'state', question: 'count', state: 'on' }],
    ["what's on?", { kind: 'state', question: 'list', state: 'on' }],
  ])('"%s"', async (text, expected) => {
    expect(parse(text, index)).toMatchObject(expected);
    expect(await proposal(text)).toEqual({ capability: 'home_assistant.list_entities', arguments: {} });
  });

  it('"what\'s on?" is about switched things, not every binary sensor', () => {
    const p = parse("what's on?", index);
    expect(p.kind === 'state' && p.targets).toEqual([
      'light.kitchen_ceiling',
      'light.kitchen_counter',
      'light.porch',
      'switch.coffee_maker',
      'light.bedroom_lamp',
      'light.reading_lamp',
      'light.living_room_ceiling',
      'switch.sonoff_4ch',
      'light.annas_lamp',
    ]);
  });
});

describe('history questions are answered through get_history', () => {
  it.each([
    ['when did the front door last open?', 'binary_sensor.front_door', 'week'],
    ['when was the porch light last turned on?', 'light.porch', 'week'],
    ['has the front door opened in the last hour?', 'binary_sensor.front_door', 'hour'],
    ['how many times did the coffee maker change today', 'switch.coffee_maker', 'day'],
    ['what happened to the porch light this week?', 'light.porch', 'week'],
  ])('"%s" → get_history(%s, %s)', async (text, entity_id, period) => {
    expect(await proposal(text)).toEqual({ capability: 'home_assistant.get_history', arguments: { entity_id, period } });
  });

  it('reads the event from the question ("open" is a door sensor\'s on)', () => {
    expect(parse('when did the front door last open?', index)).toMatchObject({
      kind: 'history',
      ask: 'last',
      event: { raw: 'on', word: 'open' },
      period_named: false,
    });
    expect(parse('how many times did the front door open today?', index)).toMatchObject({ kind: 'history', ask: 'count', period: 'day', period_named: true });
  });

  it('asks which one rather than reading the history of a set', async () => {
    expect(await replyTo('when did the kitchen lights last change?')).toContain('Which one do you mean');
  });
});

describe('"what can you see / control?" needs no capability', () => {
  it('lists the vocabulary names', async () => {
    const text = await replyTo('what can you see?');
    expect(text).toContain(`I can see ${HOUSEHOLD.length} devices`);
    for (const name of ['kitchen ceiling light', 'coffee maker', 'front door', "Anna's lamp"]) expect(text).toContain(name);
  });

  it('lists what could be switched and says settings decide', async () => {
    const text = await replyTo('what can you control?');
    expect(text).toContain('coffee maker');
    expect(text).not.toContain('front door');
    expect(text).toContain('Settings → Control');
  });
});

describe('unsupported actions are refused with no proposal, saying what it can do', () => {
  it.each([
    ['unlock the back door', "can't lock or unlock"],
    ['lock the back door', "can't lock or unlock"],
    ['dim the kitchen lights', "can't dim"],
    ['set the porch light brightness to 40%', "can't dim"],
    ['set the thermostat to 21 degrees', "can't change temperatures"],
    ['make the living room warmer', "can't change temperatures"],
    ['open the garage door', "can't open or close"],
    ['close the blinds', "can't open or close"],
    ['turn the porch light blue', "can't change the colour"],
    ['turn off the porch light in 10 minutes', "can't schedule"],
    ['turn up the heating', "can't turn things up or down"],
  ])('"%s"', async (text, phrase) => {
    const reply = await replyTo(text);
    expect(reply).toContain(phrase);
    expect(reply).toContain('I can switch lights and switches on or off');
  });
});

describe('questions back instead of guesses', () => {
  it('unknown, ambiguous and room-less requests are replied to without a proposal', async () => {
    expect(await replyTo('turn on the garage heater')).toContain("I can only see what you've shared with me in Settings → Read access");
    expect(await replyTo('turn on the lamp')).toContain('Which one do you mean');
    expect(await replyTo('turn off all the lights in here')).toContain('Which room');
    expect(await replyTo('the porch light')).toContain('What would you like me to do with the porch light?');
  });

  it('small talk gets a short answer', async () => {
    expect(await replyTo('thanks!')).toBe("You're welcome.");
    expect(await replyTo('hello')).toContain('I can switch lights');
  });
});

describe('the round contract', () => {
  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(engine.round(roundInput('turn off the porch light'), controller.signal)).rejects.toThrow('stop');
  });

  it('is deterministic', async () => {
    const a = await first('turn off the kitchen lights');
    const b = await first('turn off the kitchen lights');
    expect(a).toEqual(b);
    expect(engine.proposer).toBe('builtin');
  });
});
