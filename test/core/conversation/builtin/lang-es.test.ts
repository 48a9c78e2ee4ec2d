/**
 * The built-in engine in Spanish: a Spanish household's requests, in our own sentences, driven
 * round by round as the turn loop drives them (parse in Spanish, then each round's proposal or
 * reply with the Spanish replies). Decisions are asserted on plans and proposals; of the replies
 * only that they are Spanish (no English words), and the agreement the Spanish words carry.
 */
import { describe, expect, it } from 'vitest';
import { BuiltinEngine, indexFor, planForTurn, type Plan } from '../../../../main/core/conversation/builtin/index.js';
import { hooks } from '../../../../main/core/conversation/builtin/lang/es/hooks.js';
import type { WordsData } from '../../../../main/core/conversation/builtin/sentences/types.js';
import esWords from '../../../../main/core/conversation/builtin/sentences/data/es/words.json' with { type: 'json' };
import { packFor } from '../../../../main/core/conversation/builtin/lang/index.js';
import { formatMessage } from '../../../../main/core/i18n/format-message.js';
import { STATE_PHRASES } from '../../../../main/core/conversation/builtin/lexicon.js';
import type {
  EngineCarry,
  EngineRoundInput,
  EngineRoundOutput,
  Proposal,
  ToolResult,
  VocabularyEntry,
} from '../../../../main/core/conversation/conversation-engine.js';
import { resultFor, roundInput, switched } from './household.js';
import { entry } from './home-builders.js';

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
  entry('light.faroles', 'Faroles del jardín', { area: 'Jardín', area_id: 'jardin' }),
];

const engine = new BuiltinEngine();
const signal = new AbortController().signal;

/** Words that would mean English leaked into a Spanish reply. */
const ENGLISH = /\b(?:the|is|are|and|or|turned|on|off|light|lights|switch|device|devices|please|what|which|I|I'm|can't|couldn't|you|yes|nothing|room)\b/;
const inSpanish = (reply: string | null): void => {
  expect(reply).not.toBeNull();
  expect(reply!.replace(/Home Assistant/g, '')).not.toMatch(ENGLISH);
};

interface Turn {
  /** What the engine read the message as (the plan its rounds carry out). */
  plan: Plan;
  proposals: Proposal[];
  reply: string | null;
  carry?: EngineCarry;
}

/**
 * A turn as the turn loop runs it, in a Spanish household (`language: 'es'`): up to 3 rounds of
 * BuiltinEngine, then one last call with no rounds left for the reply.
 */
async function turn(text: string, answer: (p: Proposal) => ToolResult = executed, overrides: Partial<EngineRoundInput> = {}, maxRounds = 3): Promise<Turn> {
  const base = roundInput(text, { vocabulary: CASA, language: 'es', ...overrides });
  const plan = planForTurn(base, indexFor(base.vocabulary, { here: base.this_area_id ?? null, language: 'es' }));
  const rounds: EngineRoundInput['rounds'] = [];
  const proposals: Proposal[] = [];
  for (;;) {
    const roundsLeft = maxRounds - rounds.length;
    const out: EngineRoundOutput = await engine.round(
      { ...base, rounds: rounds.map((r) => ({ proposals: [...r.proposals], results: [...r.results] })), rounds_left: roundsLeft },
      signal,
    );
    if (out.kind === 'reply') return { plan, proposals, reply: out.text, ...(out.carry ? { carry: out.carry } : {}) };
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
          return {
            entity_id,
            friendly_name: v.friendly_name,
            domain: entity_id.split('.')[0],
            state,
            unit_of_measurement: v.unit_of_measurement,
            last_changed: '2026-11-30T14:00:00Z',
          };
        }),
        retrieved_at: '2026-11-30T15:00:00Z',
      },
    });

const history =
  (changes: Array<[string, string]>) =>
  (p: Proposal): ToolResult =>
    resultFor(p, 'executed', {
      result: {
        entity_id: p.arguments.entity_id,
        period: p.arguments.period,
        changes: changes.map(([state, changed_at]) => ({ state, changed_at })),
        retrieved_at: '2026-11-30T15:00:00Z',
      },
    });

/** The executor for a proposal: switched as asked, every state read as off, no history. */
function executed(p: Proposal): ToolResult {
  if (p.capability === 'home_assistant.set_entity_state') return switched(p);
  if (p.capability === 'home_assistant.list_entities') return listed(Object.fromEntries(CASA.map((v) => [v.entity_id, 'off'])))(p);
  return history([])(p);
}

describe('switching by name: the verbs a Spanish household uses', () => {
  it('every way of saying "turn on" proposes turning the coffee maker on', async () => {
    for (const said of [
      'enciende la cafetera',
      'Prende la cafetera',
      'activa la cafetera',
      'conecta la cafetera',
      'encender la cafetera',
      '¿Puedes encender la cafetera, por favor?',
      'podrías prender la cafetera',
      'quiero que enciendas la cafetera',
      'pon en marcha la cafetera',
    ]) {
      const t = await turn(said);
      expect(switchedIds(t), said).toEqual([['switch.cafetera', 'on']]);
      inSpanish(t.reply);
    }
  });

  it('every way of saying "turn off" proposes turning it off', async () => {
    for (const said of [
      'apaga la cafetera',
      'apague la cafetera',
      'desconecta la cafetera',
      'desactiva la cafetera',
      'apagar la cafetera',
      'oye, ¿me apagas la cafetera?',
    ]) {
      expect(switchedIds(await turn(said)), said).toEqual([['switch.cafetera', 'off']]);
    }
  });

  it('reads "de la" and "del" inside names and between a name and its room, accents typed or not', async () => {
    expect(switchedIds(await turn('apaga la luz de la encimera'))).toEqual([['light.encimera', 'off']]);
    expect(switchedIds(await turn('Apaga la Luz del Techo'))).toEqual([['light.techo_cocina', 'off']]);
    // The name has an accent the household leaves out, and one the household adds.
    expect(switchedIds(await turn('enciende la lampara de pie'))).toEqual([['light.lampara_pie', 'on']]);
    expect(switchedIds(await turn('enciende la lámpara de lectura'))).toEqual([['light.lectura', 'on']]);
    expect(switchedIds(await turn('enciende la lámpara de pie del salon'))).toEqual([['light.lampara_pie', 'on']]);
  });

  it('a name in the other number: "el farol del jardín" for "Faroles del jardín", and back', async () => {
    expect(switchedIds(await turn('enciende el farol del jardín'))).toEqual([['light.faroles', 'on']]);
    expect(switchedIds(await turn('apaga los faroles del jardin'))).toEqual([['light.faroles', 'off']]);
  });

  it('an alias is a name like any other', async () => {
    expect(switchedIds(await turn('enciende la máquina de café'))).toEqual([['switch.cafetera', 'on']]);
    expect(switchedIds(await turn('apaga la lamparita'))).toEqual([['light.lampara_pie', 'off']]);
  });

  it('a pronoun before or attached to the verb asks which device, when nothing came before', async () => {
    for (const said of ['apágala', 'la enciendes?', 'enciéndelos', 'vuelve a encenderla']) {
      const t = await turn(said);
      expect(t.plan, said).toMatchObject({ kind: 'clarify', reason: 'pronoun' });
      expect(t.proposals).toEqual([]);
      inSpanish(t.reply);
    }
  });
});

describe('areas, floors and this computer’s room', () => {
  it('"las luces de la cocina": every light of the area, one per round, and a Spanish reply', async () => {
    const t = await turn('apaga las luces de la cocina');
    expect(switchedIds(t)).toEqual([
      ['light.techo_cocina', 'off'],
      ['light.encimera', 'off'],
    ]);
    inSpanish(t.reply);
  });

  it('a floor by its name: the lights of every room on it', async () => {
    const t = await turn('enciende las luces de la planta baja');
    expect(t.plan).toMatchObject({ kind: 'set', state: 'on', targets: ['light.techo_cocina', 'light.encimera', 'light.lampara_pie'] });
  });

  it('"todas las luces" means the whole home', async () => {
    expect((await turn('apaga todas las luces de la casa')).plan).toMatchObject({
      kind: 'set',
      state: 'off',
      targets: ['light.techo_cocina', 'light.encimera', 'light.lampara_pie', 'light.lectura', 'light.faroles'],
    });
  });

  it('"aquí" and "esta habitación" are this computer’s room when it is set, and a question back when it is not', async () => {
    const here = { this_area_id: 'cocina' };
    expect((await turn('enciende las luces de aquí', undefined, here)).plan).toMatchObject({ kind: 'set', targets: ['light.techo_cocina', 'light.encimera'] });
    expect((await turn('apaga todo en esta habitación', undefined, here)).plan).toMatchObject({
      kind: 'set',
      state: 'off',
      targets: ['light.techo_cocina', 'light.encimera', 'switch.cafetera'],
    });
    const unset = await turn('enciende las luces de aquí');
    expect(unset.plan).toMatchObject({ kind: 'clarify', reason: 'which_room' });
    inSpanish(unset.reply);
  });
});

describe('several devices, and questions back', () => {
  it('two devices in one message, joined by "y"', async () => {
    expect(switchedIds(await turn('enciende la luz del techo y la lámpara de pie'))).toEqual([
      ['light.techo_cocina', 'on'],
      ['light.lampara_pie', 'on'],
    ]);
  });

  it('two requests in one message: on, then off', async () => {
    expect(switchedIds(await turn('enciende la lampara de lectura y apaga la cafetera'))).toEqual([
      ['light.lectura', 'on'],
      ['switch.cafetera', 'off'],
    ]);
  });

  it('"la luz" with several lights asks which one, offering them', async () => {
    const t = await turn('enciende la luz');
    expect(t.plan.kind).toBe('clarify');
    expect(t.plan).toMatchObject({ reason: 'ambiguous' });
    expect((t.plan as Extract<Plan, { kind: 'clarify' }>).candidates).toContain('light.encimera');
    expect(t.proposals).toEqual([]);
    inSpanish(t.reply);
  });

  it('a name nobody shared is asked about, never guessed', async () => {
    const t = await turn('enciende el tostador');
    expect(t.plan).toMatchObject({ kind: 'clarify', reason: 'unknown' });
    expect(t.proposals).toEqual([]);
    inSpanish(t.reply);
  });
});

describe('follow-ups lean on the conversation', () => {
  /** The conversation so far: each message with the engine's reply (and its note, as the turn loop keeps it). */
  async function after(...messages: string[]): Promise<EngineRoundInput['history']> {
    const history: EngineRoundInput['history'] = [];
    for (const message of messages) {
      const t = await turn(message, executed, { history: [...history] }, 1);
      history.push({ role: 'user', text: message }, { role: 'assistant', text: t.reply!, ...(t.carry ? { carry: t.carry } : {}) });
    }
    return history;
  }

  it('"apágala", "vuelve a encenderla": the device of the request before', async () => {
    const history = await after('enciende la cafetera');
    expect(switchedIds(await turn('apágala', executed, { history }))).toEqual([['switch.cafetera', 'off']]);
    expect(switchedIds(await turn('vuelve a encenderla, por favor', executed, { history }))).toEqual([['switch.cafetera', 'on']]);
  });

  it('"¿y las del salón?": the same request about another place', async () => {
    const history = await after('apaga las luces de la cocina');
    expect(switchedIds(await turn('¿y las del salón?', executed, { history }))).toEqual([['light.lampara_pie', 'off']]);
    expect(switchedIds(await turn('y en el dormitorio', executed, { history }))).toEqual([['light.lectura', 'off']]);
  });

  it('"sí", "continúa", "sigue": carry on with the devices that were left', async () => {
    const history = await after('enciende las luces de la planta baja');
    for (const again of ['sí', 'continúa', 'sigue, por favor', 'si']) {
      expect(switchedIds(await turn(again, executed, { history })), again).toEqual([
        ['light.encimera', 'on'],
        ['light.lampara_pie', 'on'],
      ]);
    }
  });

  it('answering "which one?" and "which room?"', async () => {
    const which = await after('enciende la luz');
    expect(switchedIds(await turn('la de la encimera', executed, { history: which }))).toEqual([['light.encimera', 'on']]);
    const room = await after('enciende las luces de aquí');
    expect(switchedIds(await turn('en la cocina', executed, { history: room }))).toEqual([
      ['light.techo_cocina', 'on'],
      ['light.encimera', 'on'],
    ]);
  });
});

describe('state and history questions', () => {
  it('"¿está abierta la puerta de entrada?" reads the door sensor and answers in Spanish', async () => {
    const t = await turn('¿Está abierta la puerta de entrada?', listed({ 'binary_sensor.puerta_entrada': 'on' }));
    expect(t.plan).toMatchObject({ kind: 'state', question: 'yes_no', targets: ['binary_sensor.puerta_entrada'], state: 'on' });
    expect(t.proposals.map((p) => p.capability)).toEqual(['home_assistant.list_entities']);
    inSpanish(t.reply);
  });

  it('which, how many and any, with the state in any agreement', async () => {
    expect((await turn('¿qué luces están encendidas?')).plan).toMatchObject({ kind: 'state', question: 'which', state: 'on' });
    expect((await turn('¿cuántas luces hay encendidas en la cocina?')).plan).toMatchObject({
      kind: 'state',
      question: 'count',
      targets: ['light.techo_cocina', 'light.encimera'],
    });
    expect((await turn('hay alguna ventana abierta en la primera planta')).plan).toMatchObject({
      kind: 'state',
      question: 'any',
      targets: ['binary_sensor.ventana_bano'],
      state: 'on',
    });
  });

  it('locks: "cerrado con llave" is locked, and an open lock is unlocked', async () => {
    expect((await turn('¿está cerrada con llave la cerradura principal?')).plan).toMatchObject({ kind: 'state', targets: ['lock.cerradura'], state: 'locked' });
    expect((await turn('¿hay algún cerrojo abierto?')).plan).toMatchObject({ kind: 'state', targets: ['lock.cerradura'], state: 'unlocked' });
  });

  it('people: "¿está Ada en casa?" and "¿quién está en casa?"', async () => {
    expect((await turn('¿está Ada en casa?')).plan).toMatchObject({ kind: 'state', question: 'yes_no', targets: ['person.ada'], state: 'home' });
    expect((await turn('¿quién está en casa?')).plan).toMatchObject({ kind: 'state', targets: ['person.ada'], state: 'home' });
  });

  it('a temperature, by the sensor’s name or by the room', async () => {
    const t = await turn('¿cuál es la temperatura del salón?', listed({ 'sensor.temperatura_salon': '21.5' }));
    expect(t.plan).toMatchObject({ kind: 'state', targets: ['sensor.temperatura_salon'] });
    expect(t.reply).toContain('21,5 °C');
    inSpanish(t.reply);
    expect((await turn('¿qué temperatura hace en el salón?')).plan).toMatchObject({
      kind: 'state',
      targets: ['sensor.temperatura_salon'],
      measure: 'temperature',
    });
  });

  it('"¿cuándo se abrió por última vez la puerta de entrada?" reads its history and says when, in local time', async () => {
    const t = await turn(
      '¿Cuándo se abrió por última vez la puerta de entrada?',
      history([
        ['on', '2026-11-30T13:02:00Z'],
        ['off', '2026-11-30T13:03:00Z'],
      ]),
    );
    expect(t.proposals.map((p) => [p.capability, p.arguments])).toEqual([
      ['home_assistant.get_history', { entity_id: 'binary_sensor.puerta_entrada', period: 'week' }],
    ]);
    expect(t.reply).toContain('14:02');
    inSpanish(t.reply);
  });

  it('"¿cuántas veces se encendió hoy…?" counts over the last day', async () => {
    expect((await turn('¿cuántas veces se encendió hoy la luz del techo?')).plan).toMatchObject({
      kind: 'history',
      target: 'light.techo_cocina',
      ask: 'count',
      period: 'day',
      event: { raw: 'on' },
    });
  });
});

describe('what it can see and control, and small talk', () => {
  it('"¿qué puedes ver?" and "¿qué puedes controlar?" list the shared devices in Spanish', async () => {
    const see = await turn('¿qué puedes ver?');
    expect(see.plan).toEqual({ kind: 'capabilities', focus: 'see' });
    expect(see.reply).toContain('cafetera');
    inSpanish(see.reply);
    const control = await turn('¿Qué dispositivos puedes controlar?');
    expect(control.plan).toEqual({ kind: 'capabilities', focus: 'control' });
    expect(control.reply).not.toContain('Persiana del salón');
    inSpanish(control.reply);
  });

  it('greetings and thanks need no device', async () => {
    for (const said of ['hola', 'muchas gracias', 'adiós', 'buenos días']) {
      const t = await turn(said);
      expect(t.plan.kind, said).toBe('chat');
      inSpanish(t.reply);
    }
  });
});

describe('out of scope: declined with no card, with the reason', () => {
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
    it(`"${said}"`, async () => {
      const t = await turn(said);
      expect(t.plan).toMatchObject({ kind: 'unsupported', action });
      expect(t.proposals).toEqual([]);
      inSpanish(t.reply);
    });
  }

  it('a fan named on its own is proposed so the executor refuses and audits it; "everything" in its room means the lights and switches', async () => {
    expect(switchedIds(await turn('enciende el ventilador'))).toEqual([['fan.ventilador', 'on']]);
    expect((await turn('enciende todo en el dormitorio')).plan).toMatchObject({ kind: 'set', targets: ['light.lectura'] });
  });
});

describe('Spanish as data reads what the TypeScript pack read (a differential over its tables)', () => {
  it('a singular kind with a place is every one there; a place or "toda la casa" before the verb', async () => {
    expect((await turn('enciende la luz de la cocina')).plan).toMatchObject({ kind: 'set', targets: ['light.techo_cocina', 'light.encimera'] });
    expect((await turn('en toda la casa apaga las luces')).plan).toMatchObject({ kind: 'set', state: 'off' });
    expect((await turn('la cafetera de la cocina, apágala')).plan).toMatchObject({ kind: 'set', state: 'off', targets: ['switch.cafetera'] });
  });

  it("two names in one state question, and the lock's bolt said before it", async () => {
    expect((await turn('¿están la luz del techo y la luz de la encimera encendidas?')).plan).toMatchObject({
      kind: 'state',
      targets: ['light.techo_cocina', 'light.encimera'],
      state: 'on',
    });
    expect((await turn('¿está echado el cerrojo de la cerradura principal?')).plan).toMatchObject({
      kind: 'state',
      targets: ['lock.cerradura'],
      state: 'locked',
    });
  });
});

describe('Spanish words in replies agree with what they describe', () => {
  const index = indexFor(CASA);
  const e = (id: string) => index.byId.get(id)!;

  it('gender and number come from the name’s head word (the hook file’s grammar over words.json → grammar)', async () => {
    const grammar = hooks.grammar!(esWords as WordsData);
    const named = indexFor([
      entry('light.techo', 'Luz del techo'),
      entry('switch.guirnaldas', 'Guirnaldas'),
      entry('fan.ventilador', 'Ventilador'),
      entry('switch.porche', 'Interruptores del porche'),
    ]);
    const agree = (id: string) => grammar.device(named.byId.get(id)!).forms?.agree;
    expect(agree('light.techo')).toBe('fs');
    expect(agree('switch.guirnaldas')).toBe('fp');
    expect(agree('fan.ventilador')).toBe('ms');
    expect(agree('switch.porche')).toBe('mp');
  });

  it('state words agree: abierta, encendidas, apagado — the catalogue’s state.word in the agreement of the name', async () => {
    const replies = packFor('es').replies;
    const said = (id: string, raw: string) =>
      replies.stateAnswer({ kind: 'values', lines: [{ kind: 'plain', reading: { entity: e(id), raw, unit: null } }], more: 0 }, []);
    const word = (word: string, agree: string) => formatMessage('es', 'state.word', { word, word_agree: agree });
    expect(said('binary_sensor.puerta_entrada', 'on')).toContain(` ${word('open', 'fs')}.`);
    expect(word('open', 'fs')).not.toBe(word('open', 'other'));
    expect(said('switch.guirnaldas', 'on')).toContain(` ${word('on', 'fp')}.`);
    expect(said('fan.ventilador', 'off')).toContain(` ${word('off', 'ms')}.`);
    expect(said('person.ada', 'not_home')).toContain(` ${word('away', 'fs')}.`);
  });

  it('every state word the shared lexicon can ask about has Spanish words', async () => {
    const asked = (esWords as WordsData).grammar?.['asked'] as Record<string, string>;
    const missing = STATE_PHRASES.filter((phrase) => !(phrase in asked));
    expect(missing).toEqual([]);
  });
});
