/**
 * The built-in engine's round logic with fake executor results: one device per round for an area
 * request, nothing re-proposed once it has a result, the final reply saying what was done and what
 * is left, and answers read only from approved results.
 */
import { describe, expect, it } from 'vitest';
import { BuiltinEngine } from '../../../../main/core/conversation/builtin/index.js';
import type { EngineCarry, EngineRoundInput, EngineRoundOutput, Proposal, ToolResult } from '../../../../main/core/conversation/conversation-engine.js';
import { listed, resultFor, roundInput, switched } from './household.js';

const engine = new BuiltinEngine();
const signal = new AbortController().signal;

/**
 * Drives a turn the way the turn loop does: up to 3 rounds, then one last call with no rounds
 * left for the reply. `answer` plays the executor for each proposal.
 */
async function turn(
  text: string,
  answer: (p: Proposal) => ToolResult,
  overrides: Partial<EngineRoundInput> = {},
  maxRounds = 3,
): Promise<{ proposals: Proposal[]; reply: string | null; carry?: EngineCarry }> {
  const rounds: EngineRoundInput['rounds'] = [];
  const proposals: Proposal[] = [];
  for (;;) {
    const roundsLeft = maxRounds - rounds.length;
    const out: EngineRoundOutput = await engine.round(
      roundInput(text, { ...overrides, rounds: rounds.map((r) => ({ proposals: [...r.proposals], results: [...r.results] })), rounds_left: roundsLeft }),
      signal,
    );
    if (out.kind === 'reply') return { proposals, reply: out.text, ...(out.carry ? { carry: out.carry } : {}) };
    if (roundsLeft <= 0) return { proposals, reply: null };
    proposals.push(...out.proposals);
    rounds.push({ proposals: out.proposals, results: out.proposals.map(answer) });
  }
}

const ids = (ps: Proposal[]): unknown[] => ps.map((p) => p.arguments.entity_id);

describe('on/off over an area, one device per round', () => {
  it('proposes each device once, then says what was done', async () => {
    const { proposals, reply } = await turn('turn off the kitchen lights', (p) => switched(p));
    expect(ids(proposals)).toEqual(['light.kitchen_ceiling', 'light.kitchen_counter']);
    expect(proposals.every((p) => p.capability === 'home_assistant.set_entity_state' && p.arguments.state === 'off')).toBe(true);
    expect(reply).toBe('Turned off the kitchen ceiling light and the kitchen counter light.');
  });

  it('says what is left when the rounds run out', async () => {
    const { proposals, reply } = await turn('turn off the kitchen lights', (p) => switched(p), {}, 1);
    expect(ids(proposals)).toEqual(['light.kitchen_ceiling']);
    expect(reply).toBe(
      `Turned off the kitchen ceiling light. I haven't turned off the kitchen counter light yet — say "continue" and I'll carry on (one change per approval, three per message).`,
    );
  });

  it('continues where it stopped when asked again, or told "yes"', async () => {
    const first = await turn('turn off the kitchen lights', (p) => switched(p), {}, 1);
    const history = [
      { role: 'user' as const, text: 'turn off the kitchen lights' },
      { role: 'assistant' as const, text: first.reply!, carry: first.carry! },
    ];
    for (const again of ['turn off the kitchen lights', 'yes please', 'do the rest']) {
      const { proposals, reply } = await turn(again, (p) => switched(p), { history });
      expect(ids(proposals)).toEqual(['light.kitchen_counter']);
      expect(reply).toBe('Turned off the kitchen counter light.');
    }
  });

  it('what is left comes from the engine’s note on its reply, not from the reply’s wording', async () => {
    const first = await turn('turn off the kitchen lights', (p) => switched(p), {}, 1);
    expect(first.carry).toBeDefined();
    // The same note under a reply in another language still carries on…
    const reworded = [
      { role: 'user' as const, text: 'turn off the kitchen lights' },
      { role: 'assistant' as const, text: 'Deckenlicht ausgeschaltet. Die Arbeitsplattenleuchte fehlt noch.', carry: first.carry! },
    ];
    expect(ids((await turn('yes', (p) => switched(p), { history: reworded })).proposals)).toEqual(['light.kitchen_counter']);
    // …and the English wording without the note does not.
    const wordsOnly = [
      { role: 'user' as const, text: 'turn off the kitchen lights' },
      { role: 'assistant' as const, text: first.reply! },
    ];
    expect((await turn('yes', (p) => switched(p), { history: wordsOnly })).proposals).toEqual([]);
  });

  it('a request that stopped on a refusal leaves no devices to carry on with', async () => {
    const stopped = await turn('turn off the kitchen lights', (p) => resultFor(p, 'denied', { code: 'CONFIRMATION_DENIED' }));
    expect(stopped.reply).toMatch(/I stopped there/);
    expect(stopped.carry).toBeUndefined();
  });

  it('keeps going over several turns, however long the list of what is left', async () => {
    const vocabulary = Array.from({ length: 60 }, (_, i) => ({
      entity_id: `light.hall_${i + 1}`,
      friendly_name: `Hall light ${i + 1}`,
      device_class: null,
      unit_of_measurement: null,
      area: 'Hall',
    }));
    const history: EngineRoundInput['history'] = [];
    const done: unknown[] = [];
    for (const message of ['turn off the hall lights', 'yes', 'go on']) {
      const { proposals, reply, carry } = await turn(message, (p) => switched(p), { vocabulary, history: [...history] });
      done.push(...ids(proposals));
      // The turn loop hands back the engine's note with the latest reply only.
      for (const h of history) delete h.carry;
      history.push({ role: 'user', text: message }, { role: 'assistant', text: reply!, ...(carry ? { carry } : {}) });
    }
    expect(done).toEqual(vocabulary.slice(0, 9).map((v) => v.entity_id));
    expect(history[history.length - 1]!.text).toMatch(
      /^Turned off the hall light 7, the hall light 8 and the hall light 9\. I haven't turned off the hall light 10, .* or 2 more yet — say "continue" and I'll carry on \(one change per approval, three per message\)\.$/,
    );
  });

  it('mixes done, already-done and refused devices in one reply', async () => {
    const { proposals, reply } = await turn('turn on the lamps', (p) => {
      if (p.arguments.entity_id === 'light.bedroom_lamp') return switched(p, false);
      if (p.arguments.entity_id === 'light.reading_lamp') return resultFor(p, 'rejected', { code: 'ENTITY_NOT_CONTROLLABLE' });
      return switched(p);
    });
    expect(ids(proposals)).toEqual(['light.bedroom_lamp', 'light.reading_lamp', 'light.annas_lamp']);
    expect(reply).toBe(
      "Turned on Anna's lamp. The bedroom lamp was already on. I can read the reading lamp but I'm not allowed to control it — you can allow that in Settings → Control.",
    );
  });

  it('stops going on after a denial, and says what it did not touch', async () => {
    const { proposals, reply } = await turn('turn off the kitchen lights', (p) => resultFor(p, 'denied', { code: 'CONFIRMATION_DENIED' }));
    expect(ids(proposals)).toEqual(['light.kitchen_ceiling']);
    expect(reply).toBe("OK, I left the kitchen ceiling light as it is. I stopped there, so I didn't touch the kitchen counter light either.");
  });

  it('stops going on when control is turned off in settings', async () => {
    const { proposals, reply } = await turn('turn off the kitchen lights', (p) => resultFor(p, 'rejected', { code: 'CAPABILITY_DISABLED' }));
    expect(proposals).toHaveLength(1);
    expect(reply).toContain('Control is turned off in Settings → Control');
    expect(reply).toContain("didn't touch the kitchen counter light");
  });

  it('never re-proposes a device that already has a result in this turn', async () => {
    const first = (await engine.round(roundInput('turn off the porch light'), signal)) as Extract<EngineRoundOutput, { kind: 'propose' }>;
    const p = first.proposals[0]!;
    const again = await engine.round(
      roundInput('turn off the porch light', {
        rounds: [{ proposals: [p], results: [resultFor(p, 'rejected', { code: 'ENTITY_NOT_CONTROLLABLE' })] }],
        rounds_left: 2,
      }),
      signal,
    );
    expect(again.kind).toBe('reply');
  });

  it('gives every proposal of a turn its own id', async () => {
    const { proposals } = await turn('turn off the kitchen lights', (p) => switched(p));
    expect(new Set(proposals.map((p) => p.id)).size).toBe(proposals.length);
  });
});

describe('follow-ups', () => {
  it('"turn it off" takes its device from the previous request', async () => {
    const history = [
      { role: 'user' as const, text: 'turn on the porch light' },
      { role: 'assistant' as const, text: 'Turned on the porch light.' },
    ];
    const { proposals, reply } = await turn('now turn it off', (p) => switched(p), { history });
    expect(proposals.map((p) => p.arguments)).toEqual([{ entity_id: 'light.porch', state: 'off' }]);
    expect(reply).toBe('Turned off the porch light.');
    const again = await turn('turn it on again please', (p) => switched(p), { history });
    expect(again.proposals.map((p) => p.arguments)).toEqual([{ entity_id: 'light.porch', state: 'on' }]);
  });

  it('"is it on?" asks about the previous device', async () => {
    const history = [{ role: 'user' as const, text: 'turn off the coffee maker' }];
    const { proposals, reply } = await turn('is it on?', (p) => listed(p, { 'switch.coffee_maker': 'off' }), { history });
    expect(proposals[0]!.capability).toBe('home_assistant.list_entities');
    expect(reply).toBe('No, the coffee maker is off.');
  });

  it('without a previous request, a pronoun gets a question back', async () => {
    expect((await turn('turn it off', (p) => switched(p))).reply).toBe('Which device do you mean?');
  });
});

describe('state answers read from the list_entities result', () => {
  it.each([
    ['is the porch light on?', { 'light.porch': 'on' }, 'Yes, the porch light is on.'],
    ['is the porch light on?', { 'light.porch': 'off' }, 'No, the porch light is off.'],
    ["what's the living room temperature?", { 'sensor.living_room_temperature': '21.5' }, 'The living room temperature is 21.5 °C.'],
    ['what is the living room humidity', { 'sensor.living_room_humidity': '48' }, 'The living room humidity is 48%.'],
    ['is the front door open?', { 'binary_sensor.front_door': 'off' }, 'No, the front door is closed.'],
    ['is the front door open?', { 'binary_sensor.front_door': 'on' }, 'Yes, the front door is open.'],
    ['is there any motion in the hallway?', { 'binary_sensor.hallway_motion': 'off' }, 'No, the hallway motion is clear.'],
    ['is the porch light on?', { 'light.porch': 'unavailable' }, "I can't tell — the porch light is unavailable right now."],
    ['are all the kitchen lights off?', { 'light.kitchen_ceiling': 'off', 'light.kitchen_counter': 'on' }, 'No: the kitchen counter light is on.'],
    ['are all the kitchen lights off?', { 'light.kitchen_ceiling': 'off', 'light.kitchen_counter': 'off' }, 'Yes, all 2 are off.'],
    ['are any kitchen lights on?', { 'light.kitchen_ceiling': 'off', 'light.kitchen_counter': 'on' }, 'Yes: the kitchen counter light is on.'],
    ['are any kitchen lights on?', { 'light.kitchen_ceiling': 'off', 'light.kitchen_counter': 'off' }, 'No, none of the 2 I checked are on.'],
    [
      'which kitchen lights are on?',
      { 'light.kitchen_ceiling': 'on', 'light.kitchen_counter': 'on' },
      'The kitchen ceiling light and the kitchen counter light are on.',
    ],
    ['how many kitchen lights are on?', { 'light.kitchen_ceiling': 'on', 'light.kitchen_counter': 'off' }, '1 of the 2 is on: the kitchen ceiling light.'],
    [
      "what's on?",
      { 'light.porch': 'on', 'switch.coffee_maker': 'on', 'light.kitchen_ceiling': 'off' },
      "The porch light and the coffee maker are on. Home Assistant didn't report 6 of them.",
    ],
  ])('"%s" with %j → "%s"', async (text, states, expected) => {
    const { proposals, reply } = await turn(text, (p) => listed(p, states));
    expect(proposals.map((p) => p.capability)).toEqual(['home_assistant.list_entities']);
    expect(reply).toBe(expected);
  });

  it('says so when Home Assistant left an entity out, never guessing its state', async () => {
    expect((await turn('is the porch light on?', (p) => listed(p, {}))).reply).toBe("Home Assistant didn't report the porch light, so I can't tell you.");
  });

  it('does not read a thermostat mode as a temperature', async () => {
    const { reply } = await turn('what is the temperature of the living room thermostat?', (p) => listed(p, { 'climate.living_room': 'heat' }));
    expect(reply).toBe("The living room thermostat is set to heat, but the device list I read doesn't include its temperature reading.");
  });

  it.each([
    ['CONFIRMATION_DENIED', 'denied', "OK, I didn't read anything from Home Assistant."],
    ['CONFIRMATION_EXPIRED', 'expired', "That request expired before it was approved, so I didn't read anything."],
    ['CAPABILITY_DISABLED', 'rejected', "Reading from Home Assistant is turned off in Settings → Read access, so I can't check the porch light."],
    ['CAPABILITY_NOT_CONFIGURED', 'rejected', "Home Assistant isn't set up yet — add its address and access token in Settings → Connection."],
    ['HOME_ASSISTANT_UNREACHABLE', 'failed', "I couldn't reach Home Assistant, so I can't tell you about the porch light right now."],
    ['EXECUTION_TIMEOUT', 'failed', "Home Assistant didn't answer in time, so I can't tell you about the porch light right now."],
    [
      'HOME_ASSISTANT_AUTH_FAILED',
      'failed',
      'Home Assistant no longer accepts my access token. Make a new one in Home Assistant (your profile → Security → Long-lived access tokens) and save it in Settings → Connection.',
    ],
    ['RESULT_INVALID', 'failed', "Home Assistant answered with something I couldn't read, so I can't tell you about the porch light right now."],
  ] as const)('a read ending in %s is narrated', async (code, outcome, expected) => {
    expect((await turn('is the porch light on?', (p) => resultFor(p, outcome, { code }))).reply).toBe(expected);
  });
});

describe("history answers in Home Assistant's time zone", () => {
  const history = (changes: Array<[string, string]>) => (p: Proposal) =>
    resultFor(p, 'executed', {
      result: {
        entity_id: p.arguments.entity_id,
        period: p.arguments.period,
        changes: changes.map(([state, changed_at]) => ({ state, changed_at })),
        retrieved_at: '2026-11-30T15:00:00Z',
      },
    });

  it('"when did the front door last open?" reads the last opening, in local time', async () => {
    const { proposals, reply } = await turn(
      'when did the front door last open?',
      history([
        ['on', '2026-11-29T08:00:00Z'],
        ['off', '2026-11-29T08:01:00Z'],
        ['on', '2026-11-30T13:02:00Z'],
        ['off', '2026-11-30T13:03:00Z'],
      ]),
    );
    expect(proposals[0]!.arguments).toEqual({ entity_id: 'binary_sensor.front_door', period: 'week' });
    expect(reply).toBe('The front door last opened at 14:02 today.');
  });

  it('says "yesterday" by the local calendar', async () => {
    // 22:30 UTC on the 30th is 23:30 in Amsterdam; "now" is already 00:30 on 1 December there.
    const { reply } = await turn('when did the front door last open?', history([['on', '2026-11-30T22:30:00Z']]), { now: new Date('2026-11-30T23:30:00Z') });
    expect(reply).toBe('The front door last opened yesterday at 23:30.');
    const utc = await turn('when did the front door last open?', history([['on', '2026-11-30T22:30:00Z']]), {
      now: new Date('2026-11-30T23:30:00Z'),
      time_zone: 'UTC',
    });
    expect(utc.reply).toBe('The front door last opened at 22:30 today.');
  });

  it('"today" means the last 24 hours, and the reply says so', async () => {
    const { proposals, reply } = await turn(
      'how many times did the front door open today?',
      history([
        ['on', '2026-11-30T09:00:00Z'],
        ['off', '2026-11-30T09:01:00Z'],
        ['on', '2026-11-30T13:02:00Z'],
      ]),
    );
    expect(proposals[0]!.arguments).toEqual({ entity_id: 'binary_sensor.front_door', period: 'day' });
    expect(reply).toBe('The front door opened 2 times in the last 24 hours, most recently at 14:02 today.');
  });

  it('"in the last hour" reads an hour, and says when nothing happened', async () => {
    const { proposals, reply } = await turn('has the front door opened in the last hour?', history([]));
    expect(proposals[0]!.arguments).toEqual({ entity_id: 'binary_sensor.front_door', period: 'hour' });
    expect(reply).toBe("The front door hasn't opened in the last hour.");
  });

  it('any change, with its new state', async () => {
    const { reply } = await turn('when did the coffee maker last change?', history([['on', '2026-11-27T06:15:00Z']]));
    expect(reply).toBe('The coffee maker last changed to on on Friday at 7:15.');
  });

  it('a removed entity is a failure, not an empty history', async () => {
    const { reply } = await turn('when did the front door last open?', (p) => resultFor(p, 'failed', { code: 'HOME_ASSISTANT_ENTITY_NOT_FOUND' }));
    expect(reply).toBe('Home Assistant no longer has the front door.');
  });
});
