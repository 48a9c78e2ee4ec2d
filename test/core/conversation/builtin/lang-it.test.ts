/**
 * The built-in engine in Italian: requests in the household's Italian (our own sentences, not Home
 * Assistant's), read into plans over an Italian home, and the rounds' replies said in Italian.
 * Decided by plans, proposals and codes; the wording is checked only for being Italian.
 */
import { describe, expect, it } from 'vitest';
import { BuiltinEngine, buildIndex, packFor, parse, type Plan } from '../../../../main/core/conversation/builtin/index.js';
import type { EngineCarry, EngineRoundInput, Proposal, ToolResult, VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';
import { resultFor, switched } from './household.js';
import { planShape as shape } from './plan-shape.js';
import { entry } from './home-builders.js';

const ground = { floor: 'Piano terra', floor_id: 'terra' };
const first = { floor: 'Primo piano', floor_id: 'primo', floor_aliases: ['piano di sopra'] };
const kitchen = { area: 'Cucina', area_id: 'cucina', ...ground };
const living = { area: 'Soggiorno', area_id: 'soggiorno', area_aliases: ['salotto'], ...ground };
const bedroom = { area: 'Camera da letto', area_id: 'camera', ...first };

const CASA: VocabularyEntry[] = [
  entry('light.soffitto_cucina', 'Luce soffitto', kitchen),
  entry('light.bancone', 'Luce bancone', kitchen),
  entry('switch.caffe', 'Macchina del caffè', kitchen),
  entry('light.comodino', 'Lampada comodino', bedroom),
  entry('fan.camera', 'Ventilatore', bedroom),
  entry('light.lettura', 'Lampada da lettura', { ...living, aliases: ['abat-jour'] }),
  entry('light.striscia', 'Striscia LED', living),
  entry('sensor.temperatura_soggiorno', 'Temperatura soggiorno', { ...living, device_class: 'temperature', unit_of_measurement: '°C' }),
  entry('cover.tapparella', 'Tapparella soggiorno', { ...living, device_class: 'shutter' }),
  entry('media_player.tv', 'TV soggiorno', living),
  entry('light.portico', 'Luce portico'),
  entry('binary_sensor.ingresso', "Porta d'ingresso", { device_class: 'door' }),
  entry('lock.retro', 'Serratura porta sul retro'),
  entry('binary_sensor.movimento', 'Movimento corridoio', { device_class: 'motion', area: 'Corridoio', area_id: 'corridoio', ...ground }),
  entry('person.giulia', 'Giulia'),
];

const index = buildIndex(CASA, { language: 'it' });
const inLiving = buildIndex(CASA, { here: 'soggiorno', language: 'it' });
const it_ = packFor('it');
const plan = (text: string, where = index): Plan => parse(text, where, 'it');

/** English words that must never appear in an Italian reply (names and "Home Assistant" aside). */
const ENGLISH =
  /\b(?:the|and|or|turned|you|your|which|what|can't|couldn't|haven't|didn't|yet|devices?|lights?|switch(?:es)?|please|is|are|was|were|nothing|room)\b/i;

const engine = new BuiltinEngine();
const signal = new AbortController().signal;

/** Rounds the way the turn loop runs them, in a household whose language is Italian. */
async function turn(
  text: string,
  answer: (p: Proposal) => ToolResult,
  overrides: Partial<EngineRoundInput> = {},
  maxRounds = 3,
): Promise<{ proposals: Proposal[]; reply: string | null; notes: string[]; carry: EngineCarry | undefined }> {
  const rounds: EngineRoundInput['rounds'] = [];
  const proposals: Proposal[] = [];
  const notes: string[] = [];
  for (;;) {
    const roundsLeft = maxRounds - rounds.length;
    const input: EngineRoundInput = {
      user_message: text,
      history: [],
      rounds: rounds.map((r) => ({ proposals: [...r.proposals], results: [...r.results] })),
      vocabulary: CASA,
      time_zone: 'Europe/Rome',
      now: new Date('2026-11-30T15:00:00Z'),
      rounds_left: roundsLeft,
      language: 'it',
      ...overrides,
    };
    const out = await engine.round(input, signal);
    if (out.kind === 'reply') return { proposals, reply: out.text, notes, carry: out.carry };
    if (roundsLeft <= 0) return { proposals, reply: null, notes, carry: undefined };
    if (out.note) notes.push(out.note);
    proposals.push(...out.proposals);
    rounds.push({ proposals: out.proposals, results: out.proposals.map(answer) });
  }
}
const ids = (ps: Proposal[]): unknown[] => ps.map((p) => p.arguments.entity_id);

describe('Italian on/off requests', () => {
  it('reads imperatives in their forms, with the names left as the household wrote them', () => {
    expect(shape(plan('accendi la luce del portico'))).toEqual({ set: 'on', targets: ['light.portico'] });
    expect(shape(plan('Spegnete la Luce Portico, per favore'))).toEqual({ set: 'off', targets: ['light.portico'] });
    expect(shape(plan('disattiva la macchina del caffè'))).toEqual({ set: 'off', targets: ['switch.caffe'] });
    expect(shape(plan('puoi accendere la lampada comodino?'))).toEqual({ set: 'on', targets: ['light.comodino'] });
    expect(shape(plan('vorrei spegnere la striscia led'))).toEqual({ set: 'off', targets: ['light.striscia'] });
    expect(shape(plan('mi accendi la luce bancone?'))).toEqual({ set: 'on', targets: ['light.bancone'] });
  });

  it('matches names and words with accents typed or not, either way round', () => {
    expect(shape(plan('accendi la macchina del caffe'))).toEqual({ set: 'on', targets: ['switch.caffe'] });
    const unaccented = buildIndex([entry('switch.modalita', 'Modalita notte')]);
    expect(shape(plan('attiva la modalità notte', unaccented))).toEqual({ set: 'on', targets: ['switch.modalita'] });
    expect(shape(plan("e' accesa la luce portico?"))).toEqual({ state: 'yes_no', targets: ['light.portico'], is: 'on' });
  });

  it('reads articles, elisions and articulated prepositions around names: l’, dell’, del, nella, al', () => {
    expect(shape(plan("accendi l'abat-jour"))).toEqual({ set: 'on', targets: ['light.lettura'] });
    expect(shape(plan("spegni la luce dell'ingresso", buildIndex([entry('light.ingresso', 'Luce ingresso')])))).toEqual({
      set: 'off',
      targets: ['light.ingresso'],
    });
    expect(shape(plan('spegni le luci nella cucina'))).toEqual({ set: 'off', targets: ['light.soffitto_cucina', 'light.bancone'] });
    expect(shape(plan('accendi le luci del soggiorno'))).toEqual({ set: 'on', targets: ['light.lettura', 'light.striscia'] });
    expect(shape(plan('spegni tutte le luci al primo piano'))).toEqual({ set: 'off', targets: ['light.comodino'] });
  });

  it('finds a name said without its articles and prepositions, before names that only share its words', () => {
    const glue = buildIndex(
      [
        entry('light.soffitto', 'Luce a soffitto'),
        entry('light.soffitto_bagno', 'Luce soffitto bagno'),
        entry('switch.caffe', 'Macchina del caffè'),
        entry('switch.caffe_ufficio', 'Macchina caffè ufficio'),
      ],
      { language: 'it' },
    );
    expect(shape(plan('spegni la luce soffitto', glue))).toEqual({ set: 'off', targets: ['light.soffitto'] });
    expect(shape(plan('accendi la macchina caffè', glue))).toEqual({ set: 'on', targets: ['switch.caffe'] });
  });

  it('puts the verb where the grammar reads it, wherever the household says it', () => {
    expect(shape(plan('in cucina accendi le luci'))).toEqual({ set: 'on', targets: ['light.soffitto_cucina', 'light.bancone'] });
    expect(shape(plan('la lampada comodino spegnila'))).toEqual({ set: 'off', targets: ['light.comodino'] });
    expect(shape(plan('la luce del portico, spegnila'))).toEqual({ set: 'off', targets: ['light.portico'] });
  });

  it('areas, area aliases, floors and floor aliases', () => {
    expect(shape(plan('accendi le luci in salotto'))).toEqual({ set: 'on', targets: ['light.lettura', 'light.striscia'] });
    expect(shape(plan('spegni le luci al piano di sopra'))).toEqual({ set: 'off', targets: ['light.comodino'] });
    expect(shape(plan('spegni tutto al piano terra'))).toEqual({
      set: 'off',
      targets: ['light.soffitto_cucina', 'light.bancone', 'switch.caffe', 'light.lettura', 'light.striscia'],
    });
    expect(shape(plan('illumina la camera da letto'))).toEqual({ set: 'on', targets: ['light.comodino'] });
    expect(shape(plan('fai buio in cucina'))).toEqual({ set: 'off', targets: ['light.soffitto_cucina', 'light.bancone'] });
  });

  it('everywhere and all: "ovunque", "in tutta la casa", "tutte le luci"', () => {
    const lights = ['light.soffitto_cucina', 'light.bancone', 'light.comodino', 'light.lettura', 'light.striscia', 'light.portico'];
    expect(shape(plan('spegni le luci ovunque'))).toEqual({ set: 'off', targets: lights });
    expect(shape(plan('spegni tutte le luci in tutta la casa'))).toEqual({ set: 'off', targets: lights });
    expect(shape(plan('accendi tutte le luci'))).toEqual({ set: 'on', targets: lights });
    // "lampada" is a word of this household's names: the lamps are the lights so named, as English reads "the lamps".
    expect(shape(plan('accendi tutte le lampade'))).toEqual({ set: 'on', targets: ['light.comodino', 'light.lettura'] });
  });

  it('this computer’s room: "qui", "in questa stanza"; without a room set, a question back', () => {
    expect(shape(plan('accendi la luce qui', inLiving))).toEqual({ set: 'on', targets: ['light.lettura', 'light.striscia'] });
    expect(shape(plan('spegni le luci in questa stanza', inLiving))).toEqual({ set: 'off', targets: ['light.lettura', 'light.striscia'] });
    expect(shape(plan('spegni le luci', inLiving))).toEqual({ set: 'off', targets: ['light.lettura', 'light.striscia'] });
    expect(shape(plan('accendi le luci qua'))).toEqual({ clarify: 'which_room', candidates: [] });
  });

  it('two devices in one message, and two actions in order', () => {
    expect(shape(plan('accendi la luce soffitto e la luce bancone'))).toEqual({ set: 'on', targets: ['light.soffitto_cucina', 'light.bancone'] });
    expect(shape(plan('spegni la lampada comodino e accendi la luce del portico'))).toEqual({
      set: 'off',
      targets: ['light.comodino'],
      then: { set: 'on', targets: ['light.portico'] },
    });
    expect(shape(plan('spegni la luce del portico e poi accendi la macchina del caffè'))).toEqual({
      set: 'off',
      targets: ['light.portico'],
      then: { set: 'on', targets: ['switch.caffe'] },
    });
  });

  it('asks which one when a singular fits several, and says so when a name matches nothing', () => {
    expect(shape(plan('spegni la lampada'))).toEqual({ clarify: 'ambiguous', candidates: ['light.comodino', 'light.lettura'] });
    expect(plan('accendi la luce del garage').kind).toBe('clarify');
    expect(shape(plan('spegnila'))).toEqual({ clarify: 'pronoun', candidates: [] });
  });
});

describe('Italian questions', () => {
  it('state questions said as statements or with "è" first, with the state agreeing in gender and number', () => {
    expect(shape(plan('la luce del portico è accesa?'))).toEqual({ state: 'yes_no', targets: ['light.portico'], is: 'on' });
    expect(shape(plan('è spenta la lampada da lettura?'))).toEqual({ state: 'yes_no', targets: ['light.lettura'], is: 'off' });
    expect(shape(plan('le luci della cucina sono accese?'))).toEqual({ state: 'yes_no', targets: ['light.soffitto_cucina', 'light.bancone'], is: 'on' });
    expect(shape(plan("la porta d'ingresso è aperta?"))).toEqual({ state: 'yes_no', targets: ['binary_sensor.ingresso'], is: 'on' });
  });

  it('a lock said "chiusa" or "aperta" is asked as locked or unlocked', () => {
    expect(shape(plan('la serratura porta sul retro è chiusa?'))).toEqual({ state: 'yes_no', targets: ['lock.retro'], is: 'locked' });
    expect(shape(plan('la serratura porta sul retro è aperta?'))).toEqual({ state: 'yes_no', targets: ['lock.retro'], is: 'unlocked' });
  });

  it('"ci sono", "quali", "c’è qualcuno", "dov’è", measures', () => {
    expect(shape(plan('ci sono luci accese in cucina?'))).toEqual({ state: 'any', targets: ['light.soffitto_cucina', 'light.bancone'], is: 'on' });
    expect(shape(plan('quali luci sono accese al piano terra?'))).toEqual({
      state: 'which',
      targets: ['light.soffitto_cucina', 'light.bancone', 'light.lettura', 'light.striscia'],
      is: 'on',
    });
    expect(shape(plan("c'è movimento nel corridoio?"))).toEqual({ state: 'any', targets: ['binary_sensor.movimento'], is: 'on' });
    expect(shape(plan("c'è qualcuno in casa?"))).toEqual({ state: 'any', targets: ['person.giulia'], is: 'home' });
    expect(shape(plan('Giulia è a casa?'))).toEqual({ state: 'yes_no', targets: ['person.giulia'], is: 'home' });
    expect(shape(plan("dov'è Giulia?"))).toEqual({ state: 'value', targets: ['person.giulia'] });
    expect(shape(plan('che temperatura c’è in soggiorno?'))).toEqual({ state: 'value', targets: ['sensor.temperatura_soggiorno'] });
  });

  it('history: "quando", "l’ultima volta", "quante volte", with periods', () => {
    expect(shape(plan("quando è stata aperta la porta d'ingresso l'ultima volta?"))).toEqual({
      history: 'last',
      target: 'binary_sensor.ingresso',
      period: 'week',
      event: 'open',
    });
    expect(shape(plan('quando si è accesa la luce del portico?'))).toEqual({ history: 'last', target: 'light.portico', period: 'week', event: 'on' });
    expect(shape(plan('quante volte si è accesa la luce del portico oggi?'))).toEqual({
      history: 'count',
      target: 'light.portico',
      period: 'day',
      event: 'on',
    });
    expect(shape(plan("la porta d'ingresso è stata aperta nell'ultima ora?"))).toEqual({
      history: 'count',
      target: 'binary_sensor.ingresso',
      period: 'hour',
      event: 'open',
    });
  });

  it('"cosa puoi vedere / controllare?"', () => {
    expect(shape(plan('cosa puoi vedere?'))).toEqual({ capabilities: 'see' });
    expect(shape(plan('che cosa vedi?'))).toEqual({ capabilities: 'see' });
    expect(shape(plan('cosa puoi controllare?'))).toEqual({ capabilities: 'control' });
    expect(shape(plan('quali dispositivi puoi comandare?'))).toEqual({ capabilities: 'control' });
  });
});

describe('what the app does not do is declined in Italian, with no card', () => {
  it.each([
    ['apri la tapparella del soggiorno', 'cover'],
    ['alza le tapparelle', 'cover'],
    ['chiudi le tende in cucina', 'cover'],
    ['blocca la serratura porta sul retro', 'lock'],
    ['sblocca la serratura', 'lock'],
    ['abbassa la luminosità della lampada da lettura', 'brightness'],
    ['metti la luce del portico al 50%', 'brightness'],
    ['accendi la luce del portico in rosso', 'colour'],
    ['imposta il termostato a 21 gradi', 'temperature'],
    ['riproduci musica in soggiorno', 'media'],
    ['alza il volume della tv soggiorno', 'media'],
    ['metti in pausa la tv', 'media'],
    ['accendi la luce del portico tra 10 minuti', 'schedule'],
    ['spegni la macchina del caffè alle 7', 'schedule'],
    ['imposta un timer di 5 minuti', 'schedule'],
    ["avvia l'aspirapolvere", 'start'],
    ['esegui lo script buonanotte', 'start'],
  ])('"%s" → %s', (text, action) => {
    const p = plan(text);
    expect(p.kind).toBe('unsupported');
    expect(shape(p)).toEqual({ unsupported: action });
    expect(p.kind === 'unsupported' && !ENGLISH.test(it_.replies.unsupported(p.action))).toBe(true);
  });

  it('a request not to act ("non accendere …") is never a command', () => {
    for (const text of ['non accendere la luce del portico', 'per favore non spegnere le luci in cucina', 'la lampada comodino non spegnerla'])
      expect(plan(text).kind).not.toBe('set');
  });

  it('a fan named by the household is proposed only so the executor refuses it, never a light or switch', () => {
    const p = plan('accendi il ventilatore');
    expect(p.kind === 'set' && p.targets.every((id) => !/^(?:light|switch)\./.test(id))).toBe(true);
  });
});

describe('rounds in Italian', () => {
  it('proposes each device of an area once, then says what was done in Italian', async () => {
    const { proposals, reply, notes } = await turn('spegni le luci in cucina', (p) => switched(p));
    expect(ids(proposals)).toEqual(['light.soffitto_cucina', 'light.bancone']);
    expect(proposals.every((p) => p.capability === 'home_assistant.set_entity_state' && p.arguments.state === 'off')).toBe(true);
    expect(reply).toContain('luce soffitto');
    expect(reply).toContain('luce bancone');
    for (const text of [...notes, reply!]) expect(text).not.toMatch(ENGLISH);
  });

  it('says what is left, in Italian, when the rounds run out', async () => {
    const { proposals, reply } = await turn('accendi le luci del soggiorno', (p) => switched(p), {}, 1);
    expect(ids(proposals)).toEqual(['light.lettura']);
    expect(reply).toContain('continua');
    expect(reply).not.toMatch(ENGLISH);
  });

  it('reads the state and answers with the state word agreeing with the name', async () => {
    const listed = (states: Record<string, string>) => (p: Proposal) =>
      resultFor(p, 'executed', {
        result: {
          entities: Object.entries(states).map(([entity_id, state]) => ({
            entity_id,
            friendly_name: CASA.find((c) => c.entity_id === entity_id)!.friendly_name,
            domain: entity_id.split('.')[0],
            state,
            unit_of_measurement: CASA.find((c) => c.entity_id === entity_id)!.unit_of_measurement,
            last_changed: '2026-11-30T14:00:00Z',
          })),
          retrieved_at: '2026-11-30T15:00:00Z',
        },
      });
    const yes = await turn('la luce del portico è accesa?', listed({ 'light.portico': 'on' }));
    expect(yes.proposals.map((p) => p.capability)).toEqual(['home_assistant.list_entities']);
    expect(yes.reply).toMatch(/^Sì,/);
    const temperature = await turn('qual è la temperatura soggiorno?', listed({ 'sensor.temperatura_soggiorno': '21.5' }));
    expect(temperature.reply).toContain('21,5 °C');
    const which = await turn('quali luci sono accese in cucina?', listed({ 'light.soffitto_cucina': 'on', 'light.bancone': 'on' }));
    expect(which.reply).toMatch(/sono accese\.$/);
    for (const r of [yes.reply!, temperature.reply!, which.reply!]) expect(r).not.toMatch(ENGLISH);
  });

  it('a history question reads the history and answers with an Italian date and time', async () => {
    const history = (changes: Array<[string, string]>) => (p: Proposal) =>
      resultFor(p, 'executed', {
        result: {
          entity_id: p.arguments.entity_id,
          period: p.arguments.period,
          changes: changes.map(([state, changed_at]) => ({ state, changed_at })),
          retrieved_at: '2026-11-30T15:00:00Z',
        },
      });
    const { proposals, reply } = await turn(
      "quando è stata aperta la porta d'ingresso l'ultima volta?",
      history([
        ['on', '2026-11-26T08:00:00Z'],
        ['off', '2026-11-26T08:01:00Z'],
      ]),
    );
    expect(proposals[0]!.arguments).toEqual({ entity_id: 'binary_sensor.ingresso', period: 'week' });
    expect(reply).toContain('giovedì alle 9:00');
    expect(reply).not.toMatch(ENGLISH);
  });

  it('"cosa puoi controllare?" lists the lights and switches, in Italian', async () => {
    const { reply, proposals } = await turn('cosa puoi controllare?', (p) => switched(p));
    expect(proposals).toEqual([]);
    expect(reply).toContain('macchina del caffè');
    expect(reply).not.toContain('tv soggiorno');
    expect(reply).not.toMatch(ENGLISH);
  });

  it('a refusal by the executor is narrated in Italian', async () => {
    const { reply } = await turn('accendi il ventilatore', (p) => resultFor(p, 'rejected', { code: 'ENTITY_NOT_CONTROLLABLE' }));
    expect(reply).not.toBeNull();
    expect(reply).not.toMatch(ENGLISH);
  });
});

describe('Italian replies agree with what they name', () => {
  const say = it_.replies;
  const e = (id: string) => index.byId.get(id)!;
  const reading = (id: string, raw: string) => ({ entity: e(id), raw, unit: e(id).entry.unit_of_measurement ?? null });

  it('takes the article of the name’s gender, number and first sound', () => {
    const names = buildIndex([
      entry('light.a', 'Luce scala'),
      entry('fan.b', 'Ventilatore bagno'),
      entry('light.c', 'Abat-jour'),
      entry('switch.d', 'Scaldabagno'),
      entry('light.e', 'Faretti giardino'),
      entry('light.f', 'Lampade ingresso'),
    ]);
    const said = (id: string) => say.proposeSet('on', names.byId.get(id)!, null);
    expect(said('light.a')).toContain('la luce scala');
    expect(said('fan.b')).toContain('il ventilatore bagno');
    expect(said('light.c')).toContain("l'Abat-jour");
    expect(said('switch.d')).toContain('lo scaldabagno');
    expect(said('light.e')).toContain('i faretti giardino');
    expect(said('light.f')).toContain('le lampade ingresso');
  });

  it('states agree: a lamp is "accesa", a fan "acceso", doors "aperte"; a person is "a casa"', () => {
    expect(say.stateAnswer({ kind: 'yes_no', yes: true, reading: reading('light.portico', 'on') }, [])).toContain('accesa');
    expect(say.stateAnswer({ kind: 'yes_no', yes: false, reading: reading('fan.camera', 'off') }, [])).toContain('spento');
    expect(say.stateAnswer({ kind: 'yes_no', yes: true, reading: reading('binary_sensor.ingresso', 'on') }, [])).toContain('aperta');
    expect(say.stateAnswer({ kind: 'yes_no', yes: true, reading: reading('person.giulia', 'home') }, [])).toContain('Giulia è a casa');
    const lights = [e('light.soffitto_cucina'), e('light.bancone')];
    expect(say.stateAnswer({ kind: 'which', matching: lights, asked: 'on' }, [])).toContain('sono accese');
    expect(say.setOutcome({ state: 'off', turned: [], already: lights, notAllowed: [], notSwitchable: [], problems: [], left: [], stopped: false })).toContain(
      'erano già spente',
    );
  });

  it('numbers, dates and times in it-IT', () => {
    expect(say.stateAnswer({ kind: 'values', lines: [{ kind: 'plain', reading: reading('sensor.temperatura_soggiorno', '21.5') }], more: 0 }, [])).toContain(
      '21,5 °C',
    );
    expect(say.when({ relation: 'earlier', at: new Date('2026-03-08T17:00:00Z'), timeZone: 'Europe/Rome', withYear: false, locale: null })).toBe(
      "l'8 marzo alle 18:00",
    );
    expect(say.when({ relation: 'yesterday', at: new Date('2026-11-29T20:30:00Z'), timeZone: 'Europe/Rome', withYear: false, locale: null })).toBe(
      'ieri alle 21:30',
    );
  });
});

describe('follow-ups in Italian lean on the conversation', () => {
  type Turn = EngineRoundInput['history'][number];
  async function said(history: Turn[], text: string, answer: (p: Proposal) => ToolResult = (p) => switched(p), maxRounds = 3) {
    const r = await turn(text, answer, { history: [...history] }, maxRounds);
    history.push({ role: 'user', text }, { role: 'assistant', text: r.reply!, ...(r.carry ? { carry: r.carry } : {}) });
    return r;
  }

  it('"spegnila" takes its device from the previous request', async () => {
    const history: Turn[] = [];
    await said(history, 'accendi la luce del portico');
    const { proposals } = await said(history, 'spegnila');
    expect(proposals.map((p) => [p.arguments.entity_id, p.arguments.state])).toEqual([['light.portico', 'off']]);
  });

  it('"continua" and "sì" carry on with the devices left', async () => {
    const history: Turn[] = [];
    const firstTurn = await said(history, 'spegni tutte le luci', (p) => switched(p), 2);
    expect(ids(firstTurn.proposals)).toEqual(['light.soffitto_cucina', 'light.bancone']);
    const next = await said(history, 'continua', (p) => switched(p), 2);
    expect(ids(next.proposals)).toEqual(['light.comodino', 'light.lettura']);
    const last = await said(history, 'sì', (p) => switched(p), 2);
    expect(ids(last.proposals)).toEqual(['light.striscia', 'light.portico']);
    for (const t of history.filter((h) => h.role === 'assistant')) expect(t.text).not.toMatch(ENGLISH);
  });

  it('"e in soggiorno?" says the same request about another place', async () => {
    const history: Turn[] = [];
    await said(history, 'spegni le luci in cucina');
    const { proposals } = await said(history, 'e in soggiorno?');
    expect(proposals.map((p) => [p.arguments.entity_id, p.arguments.state])).toEqual([
      ['light.lettura', 'off'],
      ['light.striscia', 'off'],
    ]);
  });

  it('a clarifying question is answered with the name alone', async () => {
    const history: Turn[] = [];
    const asked = await said(history, 'spegni la lampada');
    expect(asked.proposals).toEqual([]);
    expect(asked.reply).not.toMatch(ENGLISH);
    const { proposals } = await said(history, 'quella comodino');
    expect(ids(proposals)).toEqual(['light.comodino']);
  });
});

describe('a room named after "which room?"', () => {
  it('"in cucina" completes "accendi le luci qui" when this computer has no room', async () => {
    const history: EngineRoundInput['history'] = [];
    const asked = await turn('accendi le luci qui', (p) => switched(p));
    expect(asked.proposals).toEqual([]);
    history.push({ role: 'user', text: 'accendi le luci qui' }, { role: 'assistant', text: asked.reply! });
    const { proposals } = await turn('in cucina', (p) => switched(p), { history });
    expect(ids(proposals)).toEqual(['light.soffitto_cucina', 'light.bancone']);
  });
});

describe('an Italian request in a household set to another language', () => {
  it('is still carried out, and answered in the household’s language', async () => {
    const { proposals, reply } = await turn('spegni le luci in cucina', (p) => switched(p), { language: 'en' });
    expect(ids(proposals)).toEqual(['light.soffitto_cucina', 'light.bancone']);
    expect(reply).toMatch(/^Turned off\b/);
  });
});

describe('follow-up words reach the shared grammar in its canonical form', () => {
  it.each([
    ['spegnila', 'turn off it'],
    ['riaccendilo', 'turn on it again'],
    ['sì', 'yes'],
    ['continua', 'continue'],
    ['fai il resto', 'do the rest'],
    ['e in cucina?', 'and in cucina?'],
  ])('"%s" → "%s"', (text, canonical) => {
    expect(it_.normalise(text, index)).toBe(canonical);
  });
});
