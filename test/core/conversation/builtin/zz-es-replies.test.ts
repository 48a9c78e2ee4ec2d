/**
 * The built-in engine in Spanish: a Spanish household's requests, in our own sentences, driven
 * round by round as the turn loop drives them (parse in Spanish, then each round's proposal or
 * reply with the Spanish replies). Decisions are asserted on plans and proposals; of the replies
 * only that they are Spanish (no English words), and the agreement the Spanish words carry.
 */
import { describe, expect, it } from 'vitest';
import { indexFor, parse, step, type Plan } from '../../../../main/core/conversation/builtin/index.js';
import { packFor } from '../../../../main/core/conversation/builtin/lang/index.js';
import { ASKED, agreementOf, stateWords } from '../../../../main/core/conversation/builtin/lang/es/words.js';
import { STATE_PHRASES } from '../../../../main/core/conversation/builtin/lexicon.js';
import type { EngineRoundInput, EngineRoundOutput, Proposal, ToolResult, VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';
import { resultFor, roundInput, switched } from './household.js';

const entry = (entity_id: string, friendly_name: string, extra: Partial<VocabularyEntry> = {}): VocabularyEntry => ({
  entity_id,
  friendly_name,
  device_class: null,
  unit_of_measurement: null,
  controllable: entity_id.startsWith('light.') || entity_id.startsWith('switch.'),
  ...extra,
});
const room = (area: string, area_id: string, floor: string): Partial<VocabularyEntry> => ({ area, area_id, floor });
const COCINA = room('Cocina', 'cocina', 'Planta baja');
const SALON = room('Salón', 'salon', 'Planta baja');
const RECIBIDOR = room('Recibidor', 'recibidor', 'Planta baja');
const DORMITORIO = room('Dormitorio', 'dormitorio', 'Primera planta');
const BANO = room('Baño', 'bano', 'Primera planta');

/** A Spanish household: names, areas, floors and aliases as Home Assistant would hold them. */
const CASA: VocabularyEntry[] = [
  entry('light.techo_cocina', 'Luz del techo', COCINA),
  entry('light.encimera', 'Luz de la encimera', COCINA),
  entry('light.lampara_pie', 'Lámpara de pie', { ...SALON, aliases: ['Lamparita'] }),
  entry('light.lectura', 'Lampara de lectura', DORMITORIO),
  entry('switch.cafetera', 'Cafetera', { ...COCINA, aliases: ['Máquina de café'] }),
  entry('switch.guirnaldas', 'Guirnaldas', SALON),
  entry('binary_sensor.puerta_entrada', 'Puerta de entrada', { ...RECIBIDOR, device_class: 'door' }),
  entry('binary_sensor.ventana_bano', 'Ventana del baño', { ...BANO, device_class: 'window' }),
  entry('sensor.temperatura_salon', 'Temperatura del salón', { ...SALON, device_class: 'temperature', unit_of_measurement: '°C' }),
  entry('lock.cerradura', 'Cerradura principal', RECIBIDOR),
  entry('cover.persiana', 'Persiana del salón', { ...SALON, device_class: 'blind' }),
  entry('fan.ventilador', 'Ventilador', DORMITORIO),
  entry('media_player.tele', 'Tele del salón', SALON),
  entry('person.ada', 'Ada'),
];

const say = packFor('es').replies;

/** Words that would mean English leaked into a Spanish reply. */
const ENGLISH = /\b(?:the|is|are|and|or|turned|on|off|light|lights|switch|device|devices|please|what|which|I|I'm|can't|couldn't|you|yes|nothing|room)\b/;
const inSpanish = (reply: string | null): void => {
  expect(reply).not.toBeNull();
  expect(reply!.replace(/Home Assistant/g, '')).not.toMatch(ENGLISH);
};

interface Turn {
  plan: Plan;
  proposals: Proposal[];
  reply: string | null;
}

/** The executor for a proposal: switched as asked, every state read as off, no history. */
function executed(p: Proposal): ToolResult {
  if (p.capability === 'home_assistant.set_entity_state') return switched(p);
  if (p.capability === 'home_assistant.list_entities') return listed(Object.fromEntries(CASA.map((v) => [v.entity_id, 'off'])))(p);
  return history([])(p);
}

/** A turn as the turn loop runs it: up to 3 rounds, then one last call with no rounds left for the reply. */
function turn(text: string, answer: (p: Proposal) => ToolResult = executed, overrides: Partial<EngineRoundInput> = {}, maxRounds = 3): Turn {
  const base = roundInput(text, { vocabulary: CASA, ...overrides });
  const index = indexFor(base.vocabulary, { here: base.this_area_id ?? null });
  const plan = parse(text, index, 'es');
  const rounds: EngineRoundInput['rounds'] = [];
  const proposals: Proposal[] = [];
  for (;;) {
    const roundsLeft = maxRounds - rounds.length;
    const out: EngineRoundOutput = step(plan, { ...base, rounds: rounds.map((r) => ({ proposals: [...r.proposals], results: [...r.results] })), rounds_left: roundsLeft }, index, say);
    if (out.kind === 'reply') return { plan, proposals, reply: out.text };
    if (roundsLeft <= 0) return { plan, proposals, reply: null };
    proposals.push(...out.proposals);
    rounds.push({ proposals: out.proposals, results: out.proposals.map(answer) });
  }
}

const switchedIds = (t: Turn): Array<[unknown, unknown]> => t.proposals.map((p) => [p.arguments.entity_id, p.arguments.state]);

/** A `list_entities` result for this household. */
const listed =
  (states: Record<string, string>) =>
  (p: Proposal): ToolResult =>
    resultFor(p, 'executed', {
      result: {
        entities: Object.entries(states).map(([entity_id, state]) => {
          const v = CASA.find((h) => h.entity_id === entity_id)!;
          return { entity_id, friendly_name: v.friendly_name, domain: entity_id.split('.')[0], state, unit_of_measurement: v.unit_of_measurement, last_changed: '2026-11-30T14:00:00Z' };
        }),
        retrieved_at: '2026-11-30T15:00:00Z',
      },
    });

const history =
  (changes: Array<[string, string]>) =>
  (p: Proposal): ToolResult =>
    resultFor(p, 'executed', {
      result: { entity_id: p.arguments.entity_id, period: p.arguments.period, changes: changes.map(([state, changed_at]) => ({ state, changed_at })), retrieved_at: '2026-11-30T15:00:00Z' },
    });

describe.skip('switching by name: the verbs a Spanish household uses', () => {
  it('every way of saying "turn on" proposes turning the coffee maker on', () => {
    for (const said of ['enciende la cafetera', 'Prende la cafetera', 'activa la cafetera', 'conecta la cafetera', 'encender la cafetera', '¿Puedes encender la cafetera, por favor?', 'podrías prender la cafetera', 'quiero que enciendas la cafetera', 'pon en marcha la cafetera']) {
      const t = turn(said);
      expect(switchedIds(t), said).toEqual([['switch.cafetera', 'on']]);
      inSpanish(t.reply);
    }
  });

  it('every way of saying "turn off" proposes turning it off', () => {
    for (const said of ['apaga la cafetera', 'apague la cafetera', 'desconecta la cafetera', 'desactiva la cafetera', 'apagar la cafetera', 'oye, ¿me apagas la cafetera?']) {
      expect(switchedIds(turn(said)), said).toEqual([['switch.cafetera', 'off']]);
    }
  });

  it('reads "de la" and "del" inside names and between a name and its room, accents typed or not', () => {
    expect(switchedIds(turn('apaga la luz de la encimera'))).toEqual([['light.encimera', 'off']]);
    expect(switchedIds(turn('Apaga la Luz del Techo'))).toEqual([['light.techo_cocina', 'off']]);
    // The name has an accent the household leaves out, and one the household adds.
    expect(switchedIds(turn('enciende la lampara de pie'))).toEqual([['light.lampara_pie', 'on']]);
    expect(switchedIds(turn('enciende la lámpara de lectura'))).toEqual([['light.lectura', 'on']]);
    expect(switchedIds(turn('enciende la lámpara de pie del salon'))).toEqual([['light.lampara_pie', 'on']]);
  });

  it('an alias is a name like any other', () => {
    expect(switchedIds(turn('enciende la máquina de café'))).toEqual([['switch.cafetera', 'on']]);
    expect(switchedIds(turn('apaga la lamparita'))).toEqual([['light.lampara_pie', 'off']]);
  });

  it('a pronoun before or attached to the verb asks which device, when nothing came before', () => {
    for (const said of ['apágala', 'la enciendes?', 'enciéndelos', 'vuelve a encenderla']) {
      const t = turn(said);
      expect(t.plan, said).toMatchObject({ kind: 'clarify', reason: 'pronoun' });
      expect(t.proposals).toEqual([]);
      inSpanish(t.reply);
    }
  });
});

describe.skip('areas, floors and this computer’s room', () => {
  it('"las luces de la cocina": every light of the area, one per round, and a Spanish reply', () => {
    const t = turn('apaga las luces de la cocina');
    expect(switchedIds(t)).toEqual([
      ['light.techo_cocina', 'off'],
      ['light.encimera', 'off'],
    ]);
    inSpanish(t.reply);
  });

  it('a floor by its name: the lights of every room on it', () => {
    const t = turn('enciende las luces de la planta baja');
    expect(t.plan).toMatchObject({ kind: 'set', state: 'on', targets: ['light.techo_cocina', 'light.encimera', 'light.lampara_pie'] });
  });

  it('"todas las luces" means the whole home', () => {
    expect(turn('apaga todas las luces de la casa').plan).toMatchObject({ kind: 'set', state: 'off', targets: ['light.techo_cocina', 'light.encimera', 'light.lampara_pie', 'light.lectura'] });
  });

  it('"aquí" and "esta habitación" are this computer’s room when it is set, and a question back when it is not', () => {
    const here = { this_area_id: 'cocina' };
    expect(turn('enciende las luces de aquí', undefined, here).plan).toMatchObject({ kind: 'set', targets: ['light.techo_cocina', 'light.encimera'] });
    expect(turn('apaga todo en esta habitación', undefined, here).plan).toMatchObject({ kind: 'set', state: 'off', targets: ['light.techo_cocina', 'light.encimera', 'switch.cafetera'] });
    const unset = turn('enciende las luces de aquí');
    expect(unset.plan).toMatchObject({ kind: 'clarify', reason: 'which_room' });
    inSpanish(unset.reply);
  });
});

describe.skip('several devices, and questions back', () => {
  it('two devices in one message, joined by "y"', () => {
    expect(switchedIds(turn('enciende la luz del techo y la lámpara de pie'))).toEqual([
      ['light.techo_cocina', 'on'],
      ['light.lampara_pie', 'on'],
    ]);
  });

  it('two requests in one message: on, then off', () => {
    expect(switchedIds(turn('enciende la lampara de lectura y apaga la cafetera'))).toEqual([
      ['light.lectura', 'on'],
      ['switch.cafetera', 'off'],
    ]);
  });

  it('"la luz" with several lights asks which one, offering them', () => {
    const t = turn('enciende la luz');
    expect(t.plan.kind).toBe('clarify');
    expect(t.plan).toMatchObject({ reason: 'ambiguous' });
    expect((t.plan as Extract<Plan, { kind: 'clarify' }>).candidates).toContain('light.encimera');
    expect(t.proposals).toEqual([]);
    inSpanish(t.reply);
  });

  it('a name nobody shared is asked about, never guessed', () => {
    const t = turn('enciende el tostador');
    expect(t.plan).toMatchObject({ kind: 'clarify', reason: 'unknown' });
    expect(t.proposals).toEqual([]);
    inSpanish(t.reply);
  });
});

describe.skip('state and history questions', () => {
  it('"¿está abierta la puerta de entrada?" reads the door sensor and answers in Spanish', () => {
    const t = turn('¿Está abierta la puerta de entrada?', listed({ 'binary_sensor.puerta_entrada': 'on' }));
    expect(t.plan).toMatchObject({ kind: 'state', question: 'yes_no', targets: ['binary_sensor.puerta_entrada'], state: 'on' });
    expect(t.proposals.map((p) => p.capability)).toEqual(['home_assistant.list_entities']);
    inSpanish(t.reply);
  });

  it('which, how many and any, with the state in any agreement', () => {
    expect(turn('¿qué luces están encendidas?').plan).toMatchObject({ kind: 'state', question: 'which', state: 'on' });
    expect(turn('¿cuántas luces hay encendidas en la cocina?').plan).toMatchObject({ kind: 'state', question: 'count', targets: ['light.techo_cocina', 'light.encimera'] });
    expect(turn('hay alguna ventana abierta en la primera planta').plan).toMatchObject({ kind: 'state', question: 'any', targets: ['binary_sensor.ventana_bano'], state: 'on' });
  });

  it('locks: "cerrado con llave" is locked, and an open lock is unlocked', () => {
    expect(turn('¿está cerrada con llave la cerradura principal?').plan).toMatchObject({ kind: 'state', targets: ['lock.cerradura'], state: 'locked' });
    expect(turn('¿hay algún cerrojo abierto?').plan).toMatchObject({ kind: 'state', targets: ['lock.cerradura'], state: 'unlocked' });
  });

  it('people: "¿está Ada en casa?" and "¿quién está en casa?"', () => {
    expect(turn('¿está Ada en casa?').plan).toMatchObject({ kind: 'state', question: 'yes_no', targets: ['person.ada'], state: 'home' });
    expect(turn('¿quién está en casa?').plan).toMatchObject({ kind: 'state', targets: ['person.ada'], state: 'home' });
  });

  it('a temperature, by the sensor’s name or by the room', () => {
    const t = turn('¿cuál es la temperatura del salón?', listed({ 'sensor.temperatura_salon': '21.5' }));
    expect(t.plan).toMatchObject({ kind: 'state', targets: ['sensor.temperatura_salon'] });
    expect(t.reply).toContain('21,5 °C');
    inSpanish(t.reply);
    expect(turn('¿qué temperatura hace en el salón?').plan).toMatchObject({ kind: 'state', targets: ['sensor.temperatura_salon'], measure: 'temperature' });
  });

  it('"¿cuándo se abrió por última vez la puerta de entrada?" reads its history and says when, in local time', () => {
    const t = turn(
      '¿Cuándo se abrió por última vez la puerta de entrada?',
      history([
        ['on', '2026-11-30T13:02:00Z'],
        ['off', '2026-11-30T13:03:00Z'],
      ]),
    );
    expect(t.proposals.map((p) => [p.capability, p.arguments])).toEqual([['home_assistant.get_history', { entity_id: 'binary_sensor.puerta_entrada', period: 'week' }]]);
    expect(t.reply).toContain('14:02');
    inSpanish(t.reply);
  });

  it('"¿cuántas veces se encendió hoy…?" counts over the last day', () => {
    expect(turn('¿cuántas veces se encendió hoy la luz del techo?').plan).toMatchObject({ kind: 'history', target: 'light.techo_cocina', ask: 'count', period: 'day', event: { raw: 'on' } });
  });
});

describe.skip('what it can see and control, and small talk', () => {
  it('"¿qué puedes ver?" and "¿qué puedes controlar?" list the shared devices in Spanish', () => {
    const see = turn('¿qué puedes ver?');
    expect(see.plan).toEqual({ kind: 'capabilities', focus: 'see' });
    expect(see.reply).toContain('cafetera');
    inSpanish(see.reply);
    const control = turn('¿Qué dispositivos puedes controlar?');
    expect(control.plan).toEqual({ kind: 'capabilities', focus: 'control' });
    expect(control.reply).not.toContain('Persiana del salón');
    inSpanish(control.reply);
  });

  it('greetings and thanks need no device', () => {
    for (const said of ['hola', 'muchas gracias', 'adiós', 'buenos días']) {
      const t = turn(said);
      expect(t.plan.kind, said).toBe('chat');
      inSpanish(t.reply);
    }
  });
});

describe.skip('out of scope: declined with no card, with the reason', () => {
  const cases: Array<[string, string]> = [
    ['sube la persiana del salón', 'cover'],
    ['abre la persiana', 'cover'],
    ['cierra con llave la cerradura principal', 'lock'],
    ['echa el cerrojo de la puerta', 'lock'],
    ['reproduce música en la tele del salón', 'media'],
    ['sube el volumen de la tele', 'media'],
    ['pon un temporizador de diez minutos', 'schedule'],
    ['enciende la luz del techo dentro de 10 minutos', 'schedule'],
    ['pon la luz del techo al 50%', 'brightness'],
    ['baja la intensidad de la lámpara de pie', 'brightness'],
    ['pon la lámpara de pie en azul', 'colour'],
  ];
  for (const [said, action] of cases) {
    it(`"${said}"`, () => {
      const t = turn(said);
      expect(t.plan).toMatchObject({ kind: 'unsupported', action });
      expect(t.proposals).toEqual([]);
      inSpanish(t.reply);
    });
  }

  it('a fan named on its own is proposed so the executor refuses and audits it; "everything" in its room means the lights and switches', () => {
    expect(switchedIds(turn('enciende el ventilador'))).toEqual([['fan.ventilador', 'on']]);
    expect(turn('enciende todo en el dormitorio').plan).toMatchObject({ kind: 'set', targets: ['light.lectura'] });
  });
});

describe.skip('Spanish words in replies agree with what they describe', () => {
  const index = indexFor(CASA);
  const e = (id: string) => index.byId.get(id)!;

  it('gender and number come from the name’s head word', () => {
    expect(agreementOf('Luz del techo')).toEqual({ gender: 'f', plural: false });
    expect(agreementOf('Guirnaldas')).toEqual({ gender: 'f', plural: true });
    expect(agreementOf('Ventilador')).toEqual({ gender: 'm', plural: false });
    expect(agreementOf('Interruptores del porche')).toEqual({ gender: 'm', plural: true });
  });

  it('state words agree: abierta, encendidas, encendido', () => {
    expect(stateWords(e('binary_sensor.puerta_entrada'), 'on', null)).toBe('abierta');
    expect(stateWords(e('switch.guirnaldas'), 'on', null)).toBe('encendidas');
    expect(stateWords(e('fan.ventilador'), 'off', null)).toBe('apagado');
    expect(stateWords(e('person.ada'), 'not_home', null)).toBe('fuera');
  });

  it('every state word the shared lexicon can ask about has Spanish words', () => {
    const missing = STATE_PHRASES.filter((phrase) => !(phrase in ASKED));
    expect(missing).toEqual([]);
  });
});
it('print', () => {
  const on = (p: Proposal) => (p.capability === 'home_assistant.list_entities' ? listed(Object.fromEntries(CASA.map((v) => [v.entity_id, v.entity_id.startsWith('light') ? 'on' : 'off'])))(p) : executed(p));
  for (const s of (process.env.SAY ?? '').split('|')) { const t = turn(s, on, process.env.HERE ? { this_area_id: process.env.HERE } : {}); console.log(`${s}\n  ${t.proposals.map((p) => p.capability.split('.')[1] + ' ' + JSON.stringify(p.arguments)).join('; ')}\n  » ${t.reply}`); }
});
