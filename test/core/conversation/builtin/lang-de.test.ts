/**
 * The built-in engine in German, in sentences written for this test: separable and joined verbs,
 * compounds, articles and cases, umlauts and ß typed or not, areas, floors, aliases, this
 * computer's room, two devices in one message, clarifying questions, "what can you see /
 * control?", history, state questions and declines. Decided on plans and proposals; replies are
 * checked only for being German (no English words) and for the grammar the language needs.
 */
import { describe, expect, it } from 'vitest';
import { BuiltinEngine, buildIndex, parse, type Plan } from '../../../../main/core/conversation/builtin/index.js';
import type {
  EngineCarry,
  EngineRoundInput,
  EngineRoundOutput,
  HistoryEntry,
  Proposal,
  ToolResult,
  VocabularyEntry,
} from '../../../../main/core/conversation/conversation-engine.js';
import { area, entry, floor } from './home-builders.js';

const EG = floor('Erdgeschoss', 'eg');
const OG = floor('Obergeschoss', 'og');
const WOHNZIMMER = area('Wohnzimmer', 'wohnzimmer', EG);
const KUECHE = area('Küche', 'kueche', EG, ['Kochnische']);
const SCHLAFZIMMER = area('Schlafzimmer', 'schlafzimmer', OG);
const FLUR = area('Flur', 'flur', OG);

const HAUS: VocabularyEntry[] = [
  entry('light.stehlampe', 'Stehlampe', WOHNZIMMER),
  entry('light.deckenlicht', 'Deckenlicht', WOHNZIMMER),
  entry('light.kuechenlampe', 'Küchenlampe', KUECHE),
  entry('light.arbeitsplatte', 'Arbeitsplatte', KUECHE),
  entry('switch.kaffeemaschine', 'Kaffeemaschine', { ...KUECHE, aliases: ['Kaffee'] }),
  entry('light.nachttisch', 'Nachttischlampe', SCHLAFZIMMER),
  entry('light.deckenstrahler', 'Deckenstrahler', FLUR),
  entry('light.gaestebad', 'Gaestebad Spiegel'),
  entry('light.balkon', 'Lichterkette', { area: 'Balkon', area_id: 'balkon' }),
  entry('fan.decke', 'Deckenventilator', SCHLAFZIMMER),
  entry('binary_sensor.haustuer', 'Haustür', { device_class: 'door' }),
  entry('binary_sensor.flur_bewegung', 'Bewegungsmelder', { ...FLUR, device_class: 'motion' }),
  entry('sensor.wohnzimmer_temperatur', 'Wohnzimmertemperatur', { ...WOHNZIMMER, device_class: 'temperature', unit_of_measurement: '°C' }),
  entry('lock.haustuer', 'Haustürschloss'),
  entry('cover.rollladen', 'Rollladen', WOHNZIMMER),
  entry('media_player.radio', 'Küchenradio', KUECHE),
  entry('person.jana', 'Jana'),
  entry('switch.sonos', 'Sonos'),
];

const index = buildIndex(HAUS);
const here = buildIndex(HAUS, { here: 'wohnzimmer' });
const plan = (text: string, idx = index): Plan => parse(text, idx, 'de');

/** The on/off plan's direction and targets (and the second action's, when there is one). */
function switching(text: string, idx = index): { state: string; targets: string[]; then?: { state: string; targets: string[] } } | string {
  const p = plan(text, idx);
  if (p.kind !== 'set') return `${p.kind}${'reason' in p ? `:${p.reason}` : 'action' in p ? `:${p.action}` : ''}`;
  return p.then ? { state: p.state, targets: p.targets, then: { state: p.then.state, targets: p.then.targets } } : { state: p.state, targets: p.targets };
}

describe('German separable and joined verbs', () => {
  it.each([
    ['Schalte die Stehlampe ein', 'on'],
    ['Schalt die Stehlampe bitte an', 'on'],
    ['Mach die Stehlampe an', 'on'],
    ['Mach mal die Stehlampe aus', 'off'],
    ['Die Stehlampe einschalten', 'on'],
    ['Stehlampe ausmachen', 'off'],
    ['Dreh die Stehlampe auf', 'on'],
    ['Dreh die Stehlampe ab', 'off'],
    ['Stehlampe an', 'on'],
    ['Stehlampe aus!', 'off'],
    ['Aktiviere die Stehlampe', 'on'],
    ['Kannst du bitte die Stehlampe abschalten?', 'off'],
    ['Lass die Stehlampe an', 'on'],
  ])('"%s" → %s for the Stehlampe', (text, state) => {
    expect(switching(text)).toEqual({ state, targets: ['light.stehlampe'] });
  });

  it('reads a particle before a place or "hier" as the particle, and "auf dem" as a place', () => {
    expect(switching('Schalte die Lichterkette auf dem Balkon ein')).toEqual({ state: 'on', targets: ['light.balkon'] });
    expect(switching('Mach das Licht an hier', here)).toEqual({ state: 'on', targets: ['light.stehlampe', 'light.deckenlicht'] });
  });
});

describe('compounds, articles and cases', () => {
  it('splits a compound of one of the household’s places and a kind ("Küchenlicht")', () => {
    expect(switching('Küchenlicht aus')).toEqual({ state: 'off', targets: ['light.kuechenlampe', 'light.arbeitsplatte'] });
    expect(switching('Schalte die Wohnzimmerlampen ein')).toEqual({ state: 'on', targets: ['light.stehlampe', 'light.deckenlicht'] });
    expect(switching('Schlafzimmerlicht an')).toEqual({ state: 'on', targets: ['light.nachttisch'] });
  });

  it('keeps a compound that is the household’s own name whole ("Nachttischlampe", "Küchenlampe")', () => {
    expect(switching('Schalte die Nachttischlampe an')).toEqual({ state: 'on', targets: ['light.nachttisch'] });
    expect(switching('Mach die Küchenlampe aus')).toEqual({ state: 'off', targets: ['light.kuechenlampe'] });
  });

  it('reads articles in every case, and the dative plural', () => {
    expect(switching('Schalte den Deckenstrahler ein')).toEqual({ state: 'on', targets: ['light.deckenstrahler'] });
    expect(switching('Schalte das Licht in der Küche ein')).toEqual({ state: 'on', targets: ['light.kuechenlampe', 'light.arbeitsplatte'] });
    expect(switching('Schalte im Wohnzimmer allen Lichtern den Strom ab')).not.toBe('set');
    expect(switching('Lichtern im Flur aus')).toEqual({ state: 'off', targets: ['light.deckenstrahler'] });
  });
});

describe('umlauts and ß, typed or not', () => {
  it.each(['Mach die Küchenlampe an', 'Mach die Kuechenlampe an', 'Mach die Kuchenlampe an', 'MACH DIE KÜCHENLAMPE AN'])(
    '"%s" finds the Küchenlampe',
    (text) => {
      expect(switching(text)).toEqual({ state: 'on', targets: ['light.kuechenlampe'] });
    },
  );

  it('matches a name the household wrote without umlauts when it is typed with them', () => {
    expect(switching('Schalte Gästebad Spiegel ein')).toEqual({ state: 'on', targets: ['light.gaestebad'] });
    expect(switching('Schalte Gaestebad Spiegel ein')).toEqual({ state: 'on', targets: ['light.gaestebad'] });
  });

  it('reads ß and ss alike in grammar words and in areas', () => {
    expect(plan('Schließe die Haustür ab')).toMatchObject({ kind: 'unsupported', action: 'lock' });
    expect(plan('Schliesse die Haustuer ab')).toMatchObject({ kind: 'unsupported', action: 'lock' });
    expect(switching('Licht in der Kueche an')).toEqual({ state: 'on', targets: ['light.kuechenlampe', 'light.arbeitsplatte'] });
  });
});

describe('areas, floors, aliases and this computer’s room', () => {
  it('by area and by an area’s alias', () => {
    expect(switching('Mach im Wohnzimmer alle Lichter aus')).toEqual({ state: 'off', targets: ['light.stehlampe', 'light.deckenlicht'] });
    expect(switching('Schalte das Licht in der Kochnische an')).toEqual({ state: 'on', targets: ['light.kuechenlampe', 'light.arbeitsplatte'] });
  });

  it('by floor, named or said as "oben" / "unten"', () => {
    const upstairs = { state: 'off', targets: ['light.nachttisch', 'light.deckenstrahler'] };
    expect(switching('Schalte im Obergeschoss alle Lichter aus')).toEqual(upstairs);
    expect(switching('Schalte oben alle Lichter aus')).toEqual(upstairs);
    expect(switching('Mach unten das Licht an')).toEqual({
      state: 'on',
      targets: ['light.stehlampe', 'light.deckenlicht', 'light.kuechenlampe', 'light.arbeitsplatte'],
    });
  });

  it('by an entity’s alias', () => {
    expect(switching('Kaffee an')).toEqual({ state: 'on', targets: ['switch.kaffeemaschine'] });
  });

  it('"hier", "in diesem Raum" and a bare kind mean this computer’s room when it is set', () => {
    const wohnzimmer = { state: 'on', targets: ['light.stehlampe', 'light.deckenlicht'] };
    expect(switching('Schalte hier das Licht ein', here)).toEqual(wohnzimmer);
    expect(switching('Mach das Licht in diesem Raum an', here)).toEqual(wohnzimmer);
    expect(switching('Licht an', here)).toEqual(wohnzimmer);
    expect(plan('Schalte hier das Licht ein')).toMatchObject({ kind: 'clarify', reason: 'which_room' });
  });

  it('"überall" and "alle" mean the whole home', () => {
    const all = [
      'light.stehlampe',
      'light.deckenlicht',
      'light.kuechenlampe',
      'light.arbeitsplatte',
      'light.nachttisch',
      'light.deckenstrahler',
      'light.gaestebad',
      'light.balkon',
    ];
    expect(switching('Mach überall das Licht aus', here)).toEqual({ state: 'off', targets: all });
    expect(switching('Schalte alle Lichter aus', here)).toEqual({ state: 'off', targets: all });
  });
});

describe('two devices in one message', () => {
  it('one direction for both ("A und B ein"), or one each ("A an und B aus")', () => {
    expect(switching('Schalte die Stehlampe und die Kaffeemaschine ein')).toEqual({ state: 'on', targets: ['light.stehlampe', 'switch.kaffeemaschine'] });
    expect(switching('Mach die Stehlampe an und die Küchenlampe aus')).toEqual({
      state: 'on',
      targets: ['light.stehlampe'],
      then: { state: 'off', targets: ['light.kuechenlampe'] },
    });
    expect(switching('Schalte die Stehlampe aus, dann die Küchenlampe an')).toEqual({
      state: 'off',
      targets: ['light.stehlampe'],
      then: { state: 'on', targets: ['light.kuechenlampe'] },
    });
  });
});

describe('clarifying questions', () => {
  it('asks which one when a singular kind fits several, and never guesses a name it does not know', () => {
    expect(plan('Schalte das Licht ein')).toMatchObject({ kind: 'clarify', reason: 'ambiguous' });
    expect(plan('Schalte die Gartenpumpe ein')).toMatchObject({ kind: 'clarify', reason: 'unknown' });
    expect(plan('Schalte es ein')).toMatchObject({ kind: 'clarify', reason: 'pronoun' });
    expect(plan('Stehlampe')).toMatchObject({ kind: 'clarify', reason: 'no_action', candidates: ['light.stehlampe'] });
  });
});

describe('questions', () => {
  it('"was kannst du sehen / steuern?"', () => {
    expect(plan('Was kannst du sehen?')).toEqual({ kind: 'capabilities', focus: 'see' });
    expect(plan('Welche Geräte siehst du?')).toEqual({ kind: 'capabilities', focus: 'see' });
    expect(plan('Was kannst du steuern?')).toEqual({ kind: 'capabilities', focus: 'control' });
  });

  it('state questions: yes/no, any, all, which, how many, a value', () => {
    expect(plan('Ist die Haustür offen?')).toMatchObject({ kind: 'state', question: 'yes_no', targets: ['binary_sensor.haustuer'], state: 'on' });
    expect(plan('Ist irgendein Licht in der Küche an?')).toMatchObject({
      kind: 'state',
      question: 'any',
      targets: ['light.kuechenlampe', 'light.arbeitsplatte'],
      state: 'on',
    });
    expect(plan('Sind oben alle Lichter aus?')).toMatchObject({
      kind: 'state',
      question: 'all',
      targets: ['light.nachttisch', 'light.deckenstrahler'],
      state: 'off',
    });
    expect(plan('Welche Lichter sind im Wohnzimmer an?')).toMatchObject({
      kind: 'state',
      question: 'which',
      targets: ['light.stehlampe', 'light.deckenlicht'],
    });
    expect(plan('Wie viele Lampen sind in der Küche an?')).toMatchObject({
      kind: 'state',
      question: 'count',
      targets: ['light.kuechenlampe', 'light.arbeitsplatte'],
    });
    expect(plan('Wie warm ist es im Wohnzimmer?')).toMatchObject({ kind: 'state', targets: ['sensor.wohnzimmer_temperatur'], measure: 'temperature' });
    expect(plan('Ist jemand zu Hause?')).toMatchObject({ kind: 'state', question: 'any', targets: ['person.jana'], state: 'home' });
  });

  it('history: when something last happened, and how often', () => {
    expect(plan('Wann wurde die Haustür zuletzt geöffnet?')).toMatchObject({
      kind: 'history',
      target: 'binary_sensor.haustuer',
      ask: 'last',
      event: { raw: 'on' },
    });
    expect(plan('Wie oft wurde die Stehlampe heute eingeschaltet?')).toMatchObject({
      kind: 'history',
      target: 'light.stehlampe',
      ask: 'count',
      period: 'day',
      event: { raw: 'on' },
    });
    expect(plan('Wann hat der Bewegungsmelder zuletzt ausgelöst?')).toMatchObject({ kind: 'history', target: 'binary_sensor.flur_bewegung', ask: 'last' });
  });
});

describe('declines: what the app cannot do gets no light or switch card', () => {
  it.each([
    ['Öffne den Rollladen', 'cover'],
    ['Mach die Rollläden im Wohnzimmer zu', 'cover'],
    ['Fahr den Rollladen herunter', 'cover'],
    ['Schließ die Haustür ab', 'lock'],
    ['Sperr die Haustür auf', 'lock'],
    ['Spiele Musik in der Küche', 'media'],
    ['Mach das Küchenradio leiser', 'media'],
    ['Stell einen Timer für 10 Minuten', 'schedule'],
    ['Schalte die Stehlampe in 5 Minuten aus', 'schedule'],
    ['Dimme die Stehlampe auf 30 %', 'brightness'],
    ['Mach die Stehlampe heller', 'brightness'],
    ['Stell die Helligkeit der Stehlampe auf 50 Prozent', 'brightness'],
    ['Mach das Licht in der Küche blau', 'colour'],
  ])('"%s" is declined (%s)', (text, action) => {
    expect(plan(text)).toMatchObject({ kind: 'unsupported', action });
  });

  it('a fan the household names is proposed only for the executor to refuse; a fan kind is declined', () => {
    const p = plan('Schalte den Deckenventilator ein');
    expect(p.kind === 'set' && p.targets.every((id) => !/^(?:light|switch)\./.test(id))).toBe(true);
    expect(plan('Schalte alle Ventilatoren im Wohnzimmer ein').kind).not.toBe('set');
  });
});

// ---------------------------------------------------------------------------------------------
// Through the engine: the rounds the turn loop would run, answered by fake executor results.

const engine = new BuiltinEngine();
const signal = new AbortController().signal;
const result = (p: Proposal, extra: Partial<ToolResult>): ToolResult => ({
  proposal_id: p.id,
  capability: p.capability,
  arguments: p.arguments,
  outcome: 'executed',
  ...extra,
});

function executorFor(p: Proposal): ToolResult {
  if (p.capability === 'home_assistant.set_entity_state') {
    return result(p, {
      result: { entity_id: p.arguments.entity_id, previous_state: p.arguments.state === 'on' ? 'off' : 'on', new_state: p.arguments.state, changed: true },
    });
  }
  if (p.capability === 'home_assistant.list_entities') {
    const states: Record<string, string> = { 'sensor.wohnzimmer_temperatur': '21.5', 'binary_sensor.haustuer': 'on', 'person.jana': 'home' };
    return result(p, {
      result: {
        entities: HAUS.map((e) => ({
          entity_id: e.entity_id,
          friendly_name: e.friendly_name,
          state: states[e.entity_id] ?? 'off',
          unit_of_measurement: e.unit_of_measurement,
          last_changed: '2026-11-30T14:00:00Z',
        })),
      },
    });
  }
  return result(p, {
    result: {
      entity_id: p.arguments.entity_id,
      changes: [
        { state: 'off', changed_at: '2026-11-26T08:00:00Z' },
        { state: 'on', changed_at: '2026-11-27T18:30:00Z' },
      ],
    },
  });
}

interface Turn {
  proposals: Proposal[];
  notes: string[];
  reply: string;
  carry?: EngineCarry;
}

/** Up to `maxRounds` rounds and a last call, as the turn loop drives them, in German. */
async function turn(text: string, options: { history?: HistoryEntry[]; here?: string; maxRounds?: number } = {}): Promise<Turn> {
  const maxRounds = options.maxRounds ?? 3;
  const rounds: EngineRoundInput['rounds'] = [];
  const notes: string[] = [];
  for (;;) {
    const input: EngineRoundInput = {
      user_message: text,
      history: options.history ?? [],
      language: 'de',
      rounds: rounds.map((r) => ({ proposals: [...r.proposals], results: [...r.results] })),
      vocabulary: HAUS,
      this_area_id: options.here ?? null,
      time_zone: 'Europe/Berlin',
      now: new Date('2026-11-30T15:00:00Z'),
      rounds_left: maxRounds - rounds.length,
    };
    const out: EngineRoundOutput = await engine.round(input, signal);
    if (out.kind === 'reply') return { proposals: rounds.flatMap((r) => r.proposals), notes, reply: out.text, ...(out.carry ? { carry: out.carry } : {}) };
    if (out.note) notes.push(out.note);
    rounds.push({ proposals: out.proposals, results: out.proposals.map(executorFor) });
  }
}

const switchedIds = (t: Turn): unknown[] => t.proposals.map((p) => [p.arguments.entity_id, p.arguments.state]);

/** The conversation so far, as the turn loop hands it over: the carry on the latest reply only. */
const after = (said: string, t: Turn): HistoryEntry[] => [
  { role: 'user', text: said },
  { role: 'assistant', text: t.reply, ...(t.carry ? { carry: t.carry } : {}) },
];

describe('follow-ups and confirmations in German', () => {
  it('"schalte sie wieder aus": the pronoun is the previous request’s device', async () => {
    const first = await turn('Schalte die Stehlampe ein');
    const again = await turn('Schalte sie wieder aus', { history: after('Schalte die Stehlampe ein', first) });
    expect(switchedIds(again)).toEqual([['light.stehlampe', 'off']]);
  });

  it('"und die Küchenlampe", "und im Flur?": the same request about another device or place', async () => {
    const first = await turn('Schalte die Stehlampe ein');
    expect(switchedIds(await turn('Und die Küchenlampe auch', { history: after('Schalte die Stehlampe ein', first) }))).toEqual([['light.kuechenlampe', 'on']]);
    const lights = await turn('Mach das Licht im Schlafzimmer aus');
    expect(switchedIds(await turn('Und im Flur?', { history: after('Mach das Licht im Schlafzimmer aus', lights) }))).toEqual([
      ['light.deckenstrahler', 'off'],
    ]);
    expect(switchedIds(await turn('Was ist mit dem Flur?', { history: after('Mach das Licht im Schlafzimmer aus', lights) }))).toEqual([
      ['light.deckenstrahler', 'off'],
    ]);
    expect(switchedIds(await turn('Wie sieht es mit dem Flur aus?', { history: after('Mach das Licht im Schlafzimmer aus', lights) }))).toEqual([
      ['light.deckenstrahler', 'off'],
    ]);
  });

  it('answers "welches meinst du?" with a name', async () => {
    const asked = await turn('Schalte das Licht ein');
    expect(asked.proposals).toEqual([]);
    expect(switchedIds(await turn('Die Stehlampe', { history: after('Schalte das Licht ein', asked) }))).toEqual([['light.stehlampe', 'on']]);
  });

  it('"weiter" and "ja" carry on with the devices left', async () => {
    const first = await turn('Schalte alle Lichter aus', { maxRounds: 1 });
    expect(switchedIds(first)).toEqual([['light.stehlampe', 'off']]);
    for (const go of ['weiter', 'ja', 'Mach weiter']) {
      const next = await turn(go, { history: after('Schalte alle Lichter aus', first), maxRounds: 1 });
      expect(switchedIds(next)).toEqual([['light.deckenlicht', 'off']]);
    }
  });
});

const ENGLISH =
  /\b(?:the|and|or|is|are|were|turned|turn|light|lights|switch|switches|you|I|can't|don't|which|what|please|device|devices|nothing|changed|yes|of|to|on|off)\b/;

describe('replies are German', () => {
  it.each([
    'Schalte die Stehlampe ein',
    'Mach das Licht im Wohnzimmer aus',
    'Ist die Haustür offen?',
    'Wie warm ist es im Wohnzimmer?',
    'Welche Lichter sind an?',
    'Wie viele Lichter sind oben aus?',
    'Wann wurde die Haustür zuletzt geöffnet?',
    'Wie oft wurde die Haustür diese Woche geöffnet?',
    'Was kannst du sehen?',
    'Was kannst du steuern?',
    'Schalte das Licht ein',
    'Schalte die Gartenpumpe ein',
    'Öffne den Rollladen',
    'Stehlampe',
    'Danke',
    'Hallo',
    'Ist jemand zu Hause?',
  ])('"%s": notes and reply have no English words', async (text) => {
    const { notes, reply } = await turn(text);
    for (const said of [...notes, reply]) expect(said.replace(/Home Assistant/g, '')).not.toMatch(ENGLISH);
  });

  it('names devices with the article their gender and case need', async () => {
    expect((await turn('Schalte den Deckenstrahler ein')).reply).toContain('den Deckenstrahler');
    expect((await turn('Mach die Stehlampe an')).reply).toContain('die Stehlampe');
    expect((await turn('Mach das Deckenlicht an')).reply).toContain('das Deckenlicht');
    expect((await turn('Ist die Haustür offen?')).reply).toContain('die Haustür ist offen');
  });

  it('writes numbers, times and dates the German way', async () => {
    expect((await turn('Wie warm ist es im Wohnzimmer?')).reply).toContain('21,5 °C');
    expect((await turn('Wann wurde die Haustür zuletzt geöffnet?')).reply).toMatch(/am Freitag um 19:30/);
  });

  it('proposes one device per round and says what was done', async () => {
    const { proposals, reply } = await turn('Mach das Licht im Wohnzimmer aus');
    expect(proposals.map((p) => [p.arguments.entity_id, p.arguments.state])).toEqual([
      ['light.stehlampe', 'off'],
      ['light.deckenlicht', 'off'],
    ]);
    expect(reply).toContain('die Stehlampe und das Deckenlicht');
  });
});

describe('more of the way German asks', () => {
  it('a wish with "dass", "sowohl … als auch", and "brennt" / "läuft" for on', () => {
    expect(switching('Ich möchte, dass du die Stehlampe einschaltest')).toEqual({ state: 'on', targets: ['light.stehlampe'] });
    expect(switching('Schalte sowohl die Stehlampe als auch die Küchenlampe aus')).toEqual({
      state: 'off',
      targets: ['light.stehlampe', 'light.kuechenlampe'],
    });
    expect(plan('Brennt das Licht in der Küche?')).toMatchObject({ kind: 'state', targets: ['light.kuechenlampe', 'light.arbeitsplatte'], state: 'on' });
    expect(plan('Läuft die Kaffeemaschine?')).toMatchObject({ kind: 'state', question: 'yes_no', targets: ['switch.kaffeemaschine'], state: 'on' });
    expect(plan('Ist die Haustür zu?')).toMatchObject({ kind: 'state', targets: ['binary_sensor.haustuer'], state: 'off' });
    expect(switching('Die Kaffeemaschine soll aus')).toEqual({ state: 'off', targets: ['switch.kaffeemaschine'] });
    expect(switching('Könntest du vielleicht die Kaffeemaschine ausschalten?')).toEqual({ state: 'off', targets: ['switch.kaffeemaschine'] });
  });

  it('history asked by its noun or by what happened', () => {
    expect(plan('Zeig mir den Verlauf der Haustür von heute')).toMatchObject({ kind: 'history', target: 'binary_sensor.haustuer', ask: 'list', period: 'day' });
    expect(plan('Was ist mit der Stehlampe passiert?')).toMatchObject({ kind: 'history', target: 'light.stehlampe', ask: 'list' });
    expect(plan('Wann ging die Stehlampe zuletzt an?')).toMatchObject({ kind: 'history', target: 'light.stehlampe', ask: 'last', event: { raw: 'on' } });
  });
});

describe('German word forms in replies', () => {
  it('reads a name’s gender from its last part, and leaves the article out when it cannot tell', async () => {
    expect((await turn('Schalte die Arbeitsplatte ein')).reply).toContain('die Arbeitsplatte eingeschaltet');
    expect((await turn('Schalte die Lichterkette ein')).reply).toContain('die Lichterkette eingeschaltet');
    expect((await turn('Schalte Gaestebad Spiegel ein')).reply).toContain('den Gaestebad Spiegel eingeschaltet');
    expect((await turn('Schalte Sonos aus')).reply).toContain('Ich habe Sonos ausgeschaltet');
    expect((await turn('Wo ist Jana?')).reply).toMatch(/^Jana ist zu Hause/);
  });
});

describe('an English message in a German household', () => {
  it('is read as it is: the words German shares with English ("an", "in", "was") do not rewrite it', async () => {
    expect(switching('turn off the Küchenlampe')).toEqual({ state: 'off', targets: ['light.kuechenlampe'] });
    expect(plan('when was the Haustür last opened?')).toMatchObject({ kind: 'history', target: 'binary_sensor.haustuer', ask: 'last' });
    expect(plan('is there an open window?')).not.toMatchObject({ kind: 'set' });
    expect(switchedIds(await turn('switch on the Stehlampe'))).toEqual([['light.stehlampe', 'on']]);
  });
});
