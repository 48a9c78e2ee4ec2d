/**
 * The built-in engine in Dutch (`nl`), in sentences written for these tests: separable verbs
 * ("zet … aan", "aanzetten", "schakel … in"), diminutives and compounds ("leeslampje",
 * "keukenlampen"), areas, floors, aliases, this computer's room, two devices in one message,
 * clarifying questions, "what can you see / control?", state and history questions, and
 * accurate declines. Turns run round by round through the engine's `step` with the Dutch replies,
 * the way the turn loop drives the engine; assertions are on plans and proposals, and on replies
 * only that they are Dutch.
 */
import { describe, expect, it } from 'vitest';
import { BuiltinEngine, buildIndex, packFor, parse, type Plan } from '../../../../main/core/conversation/builtin/index.js';
import type {
  EngineCarry,
  EngineRoundInput,
  EngineRoundOutput,
  Proposal,
  ToolResult,
  VocabularyEntry,
} from '../../../../main/core/conversation/conversation-engine.js';
import { resultFor, switched } from './household.js';
import { area, entry, floor, type Floor } from './home-builders.js';

const groundFloor = floor('Begane grond', 'bg');
const firstFloor = floor('Eerste verdieping', 'ev');
/** A Dutch room on its floor, its id its name in lower case. */
const room = (name: string, on: Floor) => area(name, name.toLowerCase(), on);

/** A Dutch household: its names, areas and floors as Home Assistant would list them. */
const HUIS: VocabularyEntry[] = [
  entry('light.plafondlamp', 'Plafondlamp', room('Keuken', groundFloor)),
  entry('light.aanrechtlamp', 'Aanrechtlamp', room('Keuken', groundFloor)),
  entry('light.staande_lamp', 'Staande lamp', room('Woonkamer', groundFloor)),
  entry('light.leeslampje', 'Leeslampje', room('Woonkamer', groundFloor)),
  entry('switch.koffiezetapparaat', 'Koffiezetapparaat', room('Keuken', groundFloor)),
  entry('light.slaapkamerlamp', 'Slaapkamerlamp', room('Slaapkamer', firstFloor)),
  entry('light.nachtlampje', 'Nachtlampje', room('Kinderkamer', firstFloor)),
  entry('switch.kerstboom', 'Kerstboom', { ...room('Woonkamer', groundFloor), aliases: ['Boom'] }),
  entry('light.cremelamp', 'Crèmelamp', room('Crèche', firstFloor)),
  entry('sensor.temperatuur_woonkamer', 'Temperatuur woonkamer', {
    device_class: 'temperature',
    unit_of_measurement: '°C',
    ...room('Woonkamer', groundFloor),
  }),
  entry('binary_sensor.voordeur', 'Voordeur', { device_class: 'door' }),
  entry('binary_sensor.beweging_gang', 'Bewegingssensor gang', { device_class: 'motion', ...room('Gang', groundFloor) }),
  entry('lock.achterdeur', 'Achterdeurslot'),
  entry('climate.woonkamer', 'Thermostaat woonkamer', room('Woonkamer', groundFloor)),
  entry('cover.gordijn', 'Gordijn woonkamer', { device_class: 'curtain', ...room('Woonkamer', groundFloor) }),
  entry('fan.badkamer', 'Badkamerventilator', room('Badkamer', firstFloor)),
  entry('media_player.televisie', 'Televisie', room('Woonkamer', groundFloor)),
  entry('person.anna', 'Anna'),
];

const nl = packFor('nl');
const index = buildIndex(HUIS, { language: 'nl' });
const inWoonkamer = buildIndex(HUIS, { here: 'woonkamer', language: 'nl' });
const plan = (said: string, ix = index): Plan => parse(said, ix, 'nl');
const KITCHEN_LIGHTS = ['light.plafondlamp', 'light.aanrechtlamp'];
const ALL_LIGHTS = [
  'light.plafondlamp',
  'light.aanrechtlamp',
  'light.staande_lamp',
  'light.leeslampje',
  'light.slaapkamerlamp',
  'light.nachtlampje',
  'light.cremelamp',
];

function setOf(p: Plan): { state: string; targets: string[]; then?: { state: string; targets: string[] } } | null {
  if (p.kind !== 'set') return null;
  return { state: p.state, targets: p.targets, ...(p.then ? { then: { state: p.then.state, targets: p.then.targets } } : {}) };
}

/** Words only English has: a Dutch reply contains none of them. */
const ENGLISH =
  /\b(?:the|turned|turn|you|your|and|with|what|which|light|lights|switch|switches|yes|already|nothing|haven't|can't|don't|devices|changed|today|yesterday|last|please)\b/i;

const engine = new BuiltinEngine();
const signal = new AbortController().signal;

/** Drives a turn as the turn loop does — up to 3 rounds, then a last call for the reply — with the household's language Dutch. */
async function turn(
  text: string,
  answer: (p: Proposal) => ToolResult,
  overrides: Partial<EngineRoundInput> = {},
  maxRounds = 3,
): Promise<{ proposals: Proposal[]; reply: string | null; notes: string[]; carry?: EngineCarry }> {
  const rounds: EngineRoundInput['rounds'] = [];
  const proposals: Proposal[] = [];
  const notes: string[] = [];
  for (;;) {
    const roundsLeft = maxRounds - rounds.length;
    const input: EngineRoundInput = {
      user_message: text,
      history: [],
      rounds: rounds.map((r) => ({ proposals: [...r.proposals], results: [...r.results] })),
      vocabulary: HUIS,
      time_zone: 'Europe/Amsterdam',
      now: new Date('2026-11-30T15:00:00Z'),
      rounds_left: roundsLeft,
      language: 'nl',
      ...overrides,
    };
    const out: EngineRoundOutput = await engine.round(input, signal);
    if (out.kind === 'reply') return { proposals, reply: out.text, notes, ...(out.carry ? { carry: out.carry } : {}) };
    if (roundsLeft <= 0) return { proposals, reply: null, notes };
    if (out.note) notes.push(out.note);
    proposals.push(...out.proposals);
    rounds.push({ proposals: out.proposals, results: out.proposals.map(answer) });
  }
}

const ids = (ps: Proposal[]): unknown[] => ps.map((p) => p.arguments.entity_id);

describe('Dutch separable verbs, in every order a household says them', () => {
  it.each([
    ['Zet de plafondlamp aan', 'on', ['light.plafondlamp']],
    ['doe het leeslampje uit', 'off', ['light.leeslampje']],
    ['de staande lamp aanzetten', 'on', ['light.staande_lamp']],
    ['het koffiezetapparaat uitschakelen', 'off', ['switch.koffiezetapparaat']],
    ['schakel de slaapkamerlamp in', 'on', ['light.slaapkamerlamp']],
    ['schakel de verlichting in de keuken in', 'on', KITCHEN_LIGHTS],
    ['Kun je het licht in de keuken aandoen?', 'on', KITCHEN_LIGHTS],
    ['knip het nachtlampje even aan alsjeblieft', 'on', ['light.nachtlampje']],
    ['plafondlamp uit', 'off', ['light.plafondlamp']],
    ['zet het licht af in de keuken', 'off', KITCHEN_LIGHTS],
    ['gelieve de lampen in de keuken uit te zetten', 'off', KITCHEN_LIGHTS],
    ['ik wil dat je de staande lamp aandoet', 'on', ['light.staande_lamp']],
    ['zou je het leeslampje willen uitdoen?', 'off', ['light.leeslampje']],
    ['mag het licht in de keuken aan?', 'on', KITCHEN_LIGHTS],
    ['doe de plafondlamp aann', 'on', ['light.plafondlamp']],
    ['schakle de slaapkamerlamp uit', 'off', ['light.slaapkamerlamp']],
  ])('"%s" turns %s %j', (said, state, targets) => {
    expect(setOf(plan(said))).toEqual({ state, targets });
  });
});

describe('diminutives and compounds', () => {
  it('a name said without its diminutive, or split in two, is still that name', () => {
    expect(setOf(plan('zet de leeslamp aan'))).toEqual({ state: 'on', targets: ['light.leeslampje'] });
    expect(setOf(plan('doe het nacht lampje uit'))).toEqual({ state: 'off', targets: ['light.nachtlampje'] });
  });

  it('a place glued to a kind of device is that kind in that place', () => {
    expect(setOf(plan('doe de keukenlampen uit'))).toEqual({ state: 'off', targets: KITCHEN_LIGHTS });
    expect(setOf(plan('doe het lampje in de kinderkamer aan'))).toEqual({ state: 'on', targets: ['light.nachtlampje'] });
  });

  it('accents typed or not match the names either way', () => {
    expect(setOf(plan('zet de cremelamp aan'))).toEqual({ state: 'on', targets: ['light.cremelamp'] });
    expect(setOf(plan('zet de crèmelamp aan'))).toEqual({ state: 'on', targets: ['light.cremelamp'] });
    expect(setOf(plan('doe het licht in de creche uit'))).toEqual({ state: 'off', targets: ['light.cremelamp'] });
  });
});

describe('areas, floors, aliases and this computer’s room', () => {
  it('an area or a floor picks its lights', () => {
    expect(setOf(plan('doe de lampen in de woonkamer aan'))).toEqual({ state: 'on', targets: ['light.staande_lamp', 'light.leeslampje'] });
    expect(setOf(plan('schakel alle lampen op de eerste verdieping uit'))).toEqual({
      state: 'off',
      targets: ['light.slaapkamerlamp', 'light.nachtlampje', 'light.cremelamp'],
    });
    expect(setOf(plan('in de keuken de lampen uitzetten'))).toEqual({ state: 'off', targets: KITCHEN_LIGHTS });
  });

  it('an alias names its device', () => {
    expect(setOf(plan('zet de boom aan'))).toEqual({ state: 'on', targets: ['switch.kerstboom'] });
  });

  it('"hier" and "in deze kamer" mean this computer’s room, and ask which room when it is not set', () => {
    expect(setOf(plan('doe het licht hier aan', inWoonkamer))).toEqual({ state: 'on', targets: ['light.staande_lamp', 'light.leeslampje'] });
    expect(setOf(plan('doe de lampen in deze kamer uit', inWoonkamer))).toEqual({ state: 'off', targets: ['light.staande_lamp', 'light.leeslampje'] });
    const unset = plan('doe het licht hier uit');
    expect(unset.kind === 'clarify' && unset.reason).toBe('which_room');
  });

  it('"alle lichten in huis" is every light', () => {
    expect(setOf(plan('zet alle lichten in het hele huis uit'))).toEqual({ state: 'off', targets: ALL_LIGHTS });
  });
});

describe('several devices in one message', () => {
  it('two devices with one particle are one request', () => {
    expect(setOf(plan('doe de plafondlamp en de staande lamp uit'))).toEqual({ state: 'off', targets: ['light.plafondlamp', 'light.staande_lamp'] });
  });

  it('on for one and off for the other is two requests, done in order, one card per round', async () => {
    expect(setOf(plan('zet de plafondlamp aan en de staande lamp uit'))).toEqual({
      state: 'on',
      targets: ['light.plafondlamp'],
      then: { state: 'off', targets: ['light.staande_lamp'] },
    });
    const { proposals, reply } = await turn('zet de plafondlamp aan en de staande lamp uit', (p) => switched(p));
    expect(proposals.map((p) => [p.arguments.entity_id, p.arguments.state])).toEqual([
      ['light.plafondlamp', 'on'],
      ['light.staande_lamp', 'off'],
    ]);
    expect(reply).not.toMatch(ENGLISH);
  });

  it('an area request proposes each light once and reports in Dutch, notes included', async () => {
    const { proposals, reply, notes } = await turn('doe de lampen in de keuken uit', (p) => switched(p));
    expect(ids(proposals)).toEqual(KITCHEN_LIGHTS);
    expect(proposals.every((p) => p.arguments.state === 'off')).toBe(true);
    expect(notes).toHaveLength(2);
    for (const text of [...notes, reply!]) expect(text).not.toMatch(ENGLISH);
    expect(reply).toContain('de plafondlamp');
  });
});

describe('clarifying questions and follow-up words', () => {
  it('one lamp among several asks which, naming the candidates in Dutch', () => {
    const p = plan('zet de lamp aan');
    expect(p.kind === 'clarify' && p.reason).toBe('ambiguous');
    expect(p.kind === 'clarify' && p.candidates).toEqual(ALL_LIGHTS);
    expect(p.kind === 'clarify' && p.text).not.toMatch(ENGLISH);
  });

  it('a name nobody shared is unknown, and the question back does not use English', () => {
    const p = plan('doe de bureaulamp aan');
    expect(p.kind === 'clarify' && p.reason).toBe('unknown');
    expect(p.kind === 'clarify' && p.text).not.toMatch(ENGLISH);
  });

  it('a pronoun with nothing before it asks which device', () => {
    // A data language reads "zet hem aan" as a command without a target: "which device?" (no_target), which a
    // following answer completes as it completes a pronoun's (follow-up.ts).
    for (const said of ['zet hem weer aan', 'doe het uit', 'zet ze aan']) {
      const p = plan(said);
      expect(p.kind === 'clarify' && p.reason, said).toBe('no_target');
    }
  });

  it('the Dutch follow-up words are read by the pack: carrying on, and the same request elsewhere', () => {
    const reader = nl.followUp;
    expect(reader.carriesOn('ja, ga door')).toBe(true);
    expect(reader.carriesOn('doe de rest ook maar')).toBe(true);
    expect(reader.carriesOn('doe de lamp aan')).toBe(false);
    expect(reader.ellipsis('en in de woonkamer?')).toBe('woonkamer');
    expect(reader.ellipsis('wat dacht je van de keuken')).toBe('keuken');
  });
});

describe('follow-ups through the engine, in Dutch', () => {
  const after = (said: string, reply: string, carry?: EngineCarry): EngineRoundInput['history'] => [
    { role: 'user', text: said },
    { role: 'assistant', text: reply, ...(carry ? { carry } : {}) },
  ];

  it('"zet hem weer uit" takes its device from the previous request', async () => {
    const first = await turn('zet de plafondlamp aan', (p) => switched(p));
    const { proposals } = await turn('zet hem weer uit', (p) => switched(p), { history: after('zet de plafondlamp aan', first.reply!, first.carry) });
    expect(proposals.map((p) => [p.arguments.entity_id, p.arguments.state])).toEqual([['light.plafondlamp', 'off']]);
  });

  it('"ja, ga door" carries on with the devices that were left', async () => {
    const first = await turn('doe de lampen in de keuken uit', (p) => switched(p), {}, 1);
    expect(ids(first.proposals)).toEqual(['light.plafondlamp']);
    expect(first.reply).not.toMatch(ENGLISH);
    const { proposals, reply } = await turn('ja, ga door', (p) => switched(p), { history: after('doe de lampen in de keuken uit', first.reply!, first.carry) });
    expect(ids(proposals)).toEqual(['light.aanrechtlamp']);
    expect(reply).not.toMatch(ENGLISH);
  });

  it('"en in de woonkamer?" asks the same about another place', async () => {
    const first = await turn('doe de lampen in de keuken uit', (p) => switched(p));
    const { proposals } = await turn('en in de woonkamer?', (p) => switched(p), {
      history: after('doe de lampen in de keuken uit', first.reply!, first.carry),
    });
    expect(proposals.map((p) => [p.arguments.entity_id, p.arguments.state])).toEqual([
      ['light.staande_lamp', 'off'],
      ['light.leeslampje', 'off'],
    ]);
  });

  it('a room answers "welke kamer?", and a name answers "welke bedoel je?"', async () => {
    const where = await turn('doe het licht hier uit', (p) => switched(p));
    expect(where.proposals).toEqual([]);
    const room = await turn('de keuken', (p) => switched(p), { history: after('doe het licht hier uit', where.reply!, where.carry) });
    expect(ids(room.proposals)).toEqual(KITCHEN_LIGHTS);

    const which = await turn('zet de lamp aan', (p) => switched(p));
    expect(which.proposals).toEqual([]);
    const chosen = await turn('het leeslampje', (p) => switched(p), { history: after('zet de lamp aan', which.reply!, which.carry) });
    expect(chosen.proposals.map((p) => [p.arguments.entity_id, p.arguments.state])).toEqual([['light.leeslampje', 'on']]);
  });
});

describe('"what can you see / control?"', () => {
  it('lists what is shared, and which of it can be switched', async () => {
    expect(plan('wat kun je zien?')).toEqual({ kind: 'capabilities', focus: 'see' });
    expect(plan('welke apparaten kun je bedienen?')).toEqual({ kind: 'capabilities', focus: 'control' });
    const { reply } = await turn('welke apparaten kun je bedienen?', () => {
      throw new Error('no capability is needed');
    });
    expect(reply).toContain('koffiezetapparaat');
    expect(reply).not.toContain('voordeur');
    expect(reply).not.toMatch(ENGLISH);
  });
});

describe('state questions', () => {
  const states = (values: Record<string, string>) => (p: Proposal) =>
    resultFor(p, 'executed', {
      result: {
        entities: Object.entries(values).map(([entity_id, state]) => ({
          entity_id,
          friendly_name: HUIS.find((h) => h.entity_id === entity_id)!.friendly_name,
          domain: entity_id.split('.')[0],
          state,
          unit_of_measurement: HUIS.find((h) => h.entity_id === entity_id)!.unit_of_measurement,
          last_changed: '2026-11-30T14:00:00Z',
        })),
        retrieved_at: '2026-11-30T15:00:00Z',
      },
    });

  it.each([
    ['staat de plafondlamp aan?', 'yes_no', ['light.plafondlamp'], 'on'],
    ['brandt het licht in de keuken?', 'yes_no', KITCHEN_LIGHTS, 'on'],
    ['welke lampen zijn uit?', 'which', ALL_LIGHTS, 'off'],
    ['hoeveel lampen staan er aan op de eerste verdieping', 'count', ['light.slaapkamerlamp', 'light.nachtlampje', 'light.cremelamp'], 'on'],
    ['is de voordeur open?', 'yes_no', ['binary_sensor.voordeur'], 'on'],
    ['is het achterdeurslot op slot?', 'yes_no', ['lock.achterdeur'], 'locked'],
    ['is Anna thuis?', 'yes_no', ['person.anna'], 'home'],
    ['is er beweging in de gang?', 'any', ['binary_sensor.beweging_gang'], 'on'],
    ['staan de lampen in de woonkamer nog aan', 'yes_no', ['light.staande_lamp', 'light.leeslampje'], 'on'],
    ['waar bevindt Anna zich?', 'value', ['person.anna'], undefined],
    ['hoeveel graden is het in de woonkamer?', 'value', ['sensor.temperatuur_woonkamer'], undefined],
    ['wat is de stand van de thermostaat woonkamer?', 'value', ['climate.woonkamer'], undefined],
  ])('"%s" asks %s about %j (%s)', (said, question, targets, state) => {
    const p = plan(said);
    expect(p.kind === 'state' && { question: p.question, targets: p.targets, state: p.state }).toEqual({ question, targets, state });
  });

  it('a measurement is read and answered in Dutch numbers', async () => {
    const p = plan('hoe warm is het in de woonkamer?');
    expect(p.kind === 'state' && p.targets).toEqual(['sensor.temperatuur_woonkamer']);
    const { proposals, reply } = await turn('wat is de temperatuur in de woonkamer?', states({ 'sensor.temperatuur_woonkamer': '21.5' }));
    expect(proposals.map((x) => x.capability)).toEqual(['home_assistant.list_entities']);
    expect(reply).toContain('21,5 °C');
    expect(reply).not.toMatch(ENGLISH);
  });

  it('a yes/no answer agrees with the device and says its state in Dutch', async () => {
    const { reply } = await turn('is de voordeur open?', states({ 'binary_sensor.voordeur': 'off' }));
    expect(reply).toMatch(/^Nee, de voordeur is dicht\.$/);
  });
});

describe('history questions', () => {
  const history = (changes: Array<[string, string]>) => (p: Proposal) =>
    resultFor(p, 'executed', {
      result: {
        entity_id: p.arguments.entity_id,
        period: p.arguments.period,
        changes: changes.map(([state, changed_at]) => ({ state, changed_at })),
        retrieved_at: '2026-11-30T15:00:00Z',
      },
    });

  it('"wanneer is de voordeur voor het laatst opengegaan?" reads the last opening, in local time', async () => {
    const p = plan('wanneer is de voordeur voor het laatst opengegaan?');
    expect(p.kind === 'history' && { target: p.target, ask: p.ask, event: p.event?.raw }).toEqual({
      target: 'binary_sensor.voordeur',
      ask: 'last',
      event: 'on',
    });
    const { proposals, reply } = await turn(
      'wanneer is de voordeur voor het laatst opengegaan?',
      history([
        ['on', '2026-11-30T13:02:00Z'],
        ['off', '2026-11-30T13:03:00Z'],
      ]),
    );
    expect(proposals[0]!.arguments).toEqual({ entity_id: 'binary_sensor.voordeur', period: 'week' });
    expect(reply).toContain('vandaag om 14:02');
    expect(reply).not.toMatch(ENGLISH);
  });

  it('a perfect-tense yes/no question asks about the past', () => {
    const p = plan('is de voordeur vandaag open geweest?');
    expect(p.kind === 'history' && { target: p.target, ask: p.ask, period: p.period, event: p.event?.raw }).toEqual({
      target: 'binary_sensor.voordeur',
      ask: 'count',
      period: 'day',
      event: 'on',
    });
  });

  it('"wat is er met de voordeur gebeurd?" lists its changes', () => {
    const p = plan('wat is er met de voordeur gebeurd?');
    expect(p.kind === 'history' && { target: p.target, ask: p.ask }).toEqual({ target: 'binary_sensor.voordeur', ask: 'list' });
  });

  it('"hoe vaak" counts, over the period named', () => {
    const p = plan('hoe vaak is de plafondlamp vandaag aangezet?');
    expect(p.kind === 'history' && { target: p.target, ask: p.ask, period: p.period, event: p.event?.raw }).toEqual({
      target: 'light.plafondlamp',
      ask: 'count',
      period: 'day',
      event: 'on',
    });
  });
});

describe('out of scope: declined, with no card', () => {
  it.each([
    ['doe het gordijn dicht', 'cover'],
    ['doe de rolluiken omhoog', 'cover'],
    ['doe de achterdeur op slot', 'lock'],
    ['zet de televisie harder', 'media'],
    ['zet de plafondlamp over 10 minuten uit', 'schedule'],
    ['zet een timer van vijf minuten', 'schedule'],
    ['dim de lampen in de woonkamer', 'brightness'],
    ['zet de plafondlamp op 50 procent', 'brightness'],
    ['maak de leeslamp rood', 'colour'],
    ['zet de thermostaat op 21 graden', 'temperature'],
  ])('"%s" is refused as %s', async (said, action) => {
    const p = plan(said);
    expect(p.kind === 'unsupported' && p.action).toBe(action);
    const { proposals, reply } = await turn(said, () => {
      throw new Error('nothing may be proposed');
    });
    expect(proposals).toEqual([]);
    expect(reply).not.toMatch(ENGLISH);
  });

  it('a kind that is not a light or switch brings no card for a light or switch', () => {
    for (const said of ['zet alle ventilatoren aan', 'doe de ventilator in de badkamer aan', 'zet de verwarming hoger', 'zet de verwarming aan']) {
      const p = plan(said);
      expect(p.kind !== 'set' || p.targets.every((id) => !/^(?:light|switch)\./.test(id)), said).toBe(true);
    }
  });
});

describe('small talk', () => {
  it('thanks and greetings are answered without any device, in Dutch', () => {
    for (const said of ['dank je wel', 'hallo', 'goedemorgen', 'laat maar', 'annuleer']) {
      const p = plan(said);
      expect(p.kind, said).toBe('chat');
      expect(p.kind === 'chat' && p.text).not.toMatch(ENGLISH);
    }
  });
});
