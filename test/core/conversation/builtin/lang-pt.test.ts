/**
 * Portuguese, spoken by sentence data alone (builtin/sentences/data/pt): our own sentences, not
 * Home Assistant's, read into plans over a Portuguese home. Decided by plans and codes; the reply
 * text is never checked (it is English until the reply catalogue has Portuguese).
 */
import { describe, expect, it } from 'vitest';
import { buildIndex, indexFor, parse, planForTurn, type Plan } from '../../../../main/core/conversation/builtin/index.js';
import type { EngineRoundInput, VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';
import { roundInput } from './household.js';
import { area, entry, floor } from './home-builders.js';
import { planShape as shape } from './plan-shape.js';

const rc = floor('Rés-do-chão', 'rc');
const up = floor('Primeiro Andar', 'primeiro', ['lá em cima']);
const kitchen = area('Cozinha', 'cozinha', rc);
const living = area('Sala de Estar', 'sala', rc, ['sala']);
const bedroom = area('Quarto', 'quarto', up);

const CASA: VocabularyEntry[] = [
  entry('light.teto_cozinha', 'Luz do Teto', kitchen),
  entry('light.bancada', 'Luz da Bancada', kitchen),
  entry('switch.cafe', 'Máquina do Café', kitchen),
  entry('light.mesa_cabeceira', 'Candeeiro de Cabeceira', bedroom),
  entry('fan.quarto', 'Ventoinha', bedroom),
  entry('switch.teto_quarto', 'Tomada do Teto', bedroom),
  entry('light.leitura', 'Candeeiro de Leitura', { ...living, aliases: ['abajur'] }),
  entry('sensor.temperatura_sala', 'Temperatura da Sala', { ...living, device_class: 'temperature', unit_of_measurement: '°C' }),
  entry('cover.estore', 'Estore da Sala', { ...living, device_class: 'blind' }),
  entry('light.alpendre', 'Luz do Alpendre'),
  entry('binary_sensor.entrada', 'Porta da Entrada', { device_class: 'door' }),
  entry('lock.traseira', 'Fechadura das Traseiras'),
  entry('person.ana', 'Ana'),
];

const index = buildIndex(CASA, { language: 'pt' });
const inKitchen = buildIndex(CASA, { here: 'cozinha', language: 'pt' });
const plan = (text: string, where = index): Plan => parse(text, where, 'pt');

describe('Portuguese on/off requests', () => {
  it('names a device, with contractions written out ("da" is "de a") in the sentence and in the name', () => {
    expect(shape(plan('liga a luz da bancada'))).toEqual({ set: 'on', targets: ['light.bancada'] });
    expect(shape(plan('Desliga a Máquina do Café, por favor'))).toEqual({ set: 'off', targets: ['switch.cafe'] });
    expect(shape(plan('apaga o abajur'))).toEqual({ set: 'off', targets: ['light.leitura'] });
  });

  it('reads a kind in an area, on a floor, here and everywhere', () => {
    expect(shape(plan('acende as luzes da cozinha'))).toEqual({ set: 'on', targets: ['light.teto_cozinha', 'light.bancada'] });
    expect(shape(plan('desliga todas as luzes do primeiro andar'))).toEqual({ set: 'off', targets: ['light.mesa_cabeceira'] });
    expect(shape(plan('liga as luzes lá em cima'))).toEqual({ set: 'on', targets: ['light.mesa_cabeceira'] });
    expect(shape(plan('liga as luzes aqui', inKitchen))).toEqual({ set: 'on', targets: ['light.teto_cozinha', 'light.bancada'] });
    expect(shape(plan('desliga as luzes em toda a casa', inKitchen))).toMatchObject({
      set: 'off',
      targets: expect.arrayContaining(['light.alpendre', 'light.leitura']) as unknown,
    });
    expect((shape(plan('desliga as luzes em toda a casa', inKitchen)) as { targets: string[] }).targets).toHaveLength(5);
  });

  it('asks which room when "here" has no room set', () => {
    expect(shape(plan('liga as luzes aqui'))).toEqual({ clarify: 'which_room', candidates: [] });
  });

  it('switches several devices, and does two actions in order', () => {
    expect(shape(plan('liga a luz do alpendre e a luz da bancada'))).toEqual({ set: 'on', targets: ['light.bancada', 'light.alpendre'] });
    expect(shape(plan('liga a luz do alpendre e desliga a máquina do café'))).toEqual({
      set: 'on',
      targets: ['light.alpendre'],
      then: { set: 'off', targets: ['switch.cafe'] },
    });
  });

  it('corrects a typo in a name through the shared fuzzy dictionary', () => {
    expect(shape(plan('liga o candeeiro de leitira'))).toEqual({ set: 'on', targets: ['light.leitura'] });
  });

  it('asks back about a name the household does not have, never guessing', () => {
    expect((shape(plan('liga o aquecedor do escritório')) as { clarify?: string }).clarify).toBe('unknown');
  });
});

describe('Portuguese declines, each with its reason', () => {
  const reasons: Array<[string, string]> = [
    ['tranca a fechadura das traseiras', 'lock'],
    ['abre o estore da sala', 'cover'],
    ['põe o aquecimento a vinte e um graus', 'temperature'],
    ['diminui o brilho da luz do teto', 'brightness'],
    ['põe a luz da bancada azul', 'colour'],
    ['pausa a música', 'media'],
    ['cria um temporizador de cinco minutos', 'schedule'],
    ['adiciona leite à lista de compras', 'other'],
    ['ativa a cena jantar', 'start'],
    ['liga a ventoinha do quarto', 'domain'],
  ];
  it.each(reasons)('"%s" is declined as %s', (text, reason) => {
    const p = plan(text);
    // A single fan the household names may be proposed for the executor to refuse (audited); a kind is declined.
    if (reason === 'domain' && p.kind === 'set') expect(p.targets).toEqual(['fan.quarto']);
    else expect(shape(p)).toEqual({ unsupported: reason });
  });
  it('declines a kind that is not a light or switch', () => {
    expect(shape(plan('liga as ventoinhas'))).toEqual({ unsupported: 'domain' });
    expect(shape(plan('abre as persianas'))).toEqual({ unsupported: 'cover' });
  });
});

describe('Portuguese questions', () => {
  it('asks about states: any, all, which, how many, yes or no', () => {
    expect(shape(plan('há alguma luz ligada na cozinha'))).toEqual({ state: 'any', targets: ['light.teto_cozinha', 'light.bancada'], is: 'on' });
    expect(shape(plan('estão todas as luzes desligadas no quarto'))).toEqual({ state: 'all', targets: ['light.mesa_cabeceira'], is: 'off' });
    expect(shape(plan('que luzes estão acesas'))).toMatchObject({ state: 'which', is: 'on' });
    expect(shape(plan('quantas luzes estão ligadas na cozinha'))).toEqual({ state: 'count', targets: ['light.teto_cozinha', 'light.bancada'], is: 'on' });
    expect(shape(plan('a porta da entrada está aberta?'))).toEqual({ state: 'yes_no', targets: ['binary_sensor.entrada'], is: 'on' });
    expect(shape(plan('a Ana está em casa'))).toEqual({ state: 'yes_no', targets: ['person.ana'], is: 'home' });
  });

  it('reads a value: a temperature by place, a sensor by name', () => {
    expect(shape(plan('qual é a temperatura na sala'))).toEqual({ state: 'value', targets: ['sensor.temperatura_sala'] });
    expect(shape(plan('qual é a temperatura da sala'))).toEqual({ state: 'value', targets: ['sensor.temperatura_sala'] });
  });

  it('asks history: when a door last opened, how many times today', () => {
    expect(shape(plan('quando é que a porta da entrada abriu pela última vez'))).toEqual({
      history: 'last',
      target: 'binary_sensor.entrada',
      period: 'week',
      event: 'open',
    });
    expect(shape(plan('quantas vezes a luz do alpendre ligou hoje'))).toEqual({ history: 'count', target: 'light.alpendre', period: 'day', event: 'on' });
  });

  it('answers what it can see and control', () => {
    expect(shape(plan('o que consegues controlar'))).toEqual({ capabilities: 'control' });
    expect(shape(plan('que dispositivos podes ver?'))).toEqual({ capabilities: 'see' });
  });
});

describe('Portuguese in a conversation', () => {
  const turn = (text: string, history: EngineRoundInput['history'] = [], here: string | null = null): Plan => {
    const input = roundInput(text, { vocabulary: CASA, language: 'pt', history, this_area_id: here });
    return planForTurn(input, indexFor(CASA, { here, language: 'pt' }));
  };

  it('a bare name answers "which one?" and completes the pending request', () => {
    const asked = turn('liga o teto');
    expect(shape(asked)).toEqual({ clarify: 'ambiguous', candidates: ['light.teto_cozinha', 'switch.teto_quarto'] });
    const history: EngineRoundInput['history'] = [
      { role: 'user', text: 'liga o teto' },
      { role: 'assistant', text: (asked as { text: string }).text },
    ];
    expect(shape(turn('Tomada do Teto', history))).toEqual({ set: 'on', targets: ['switch.teto_quarto'] });
    expect(shape(turn('tomada', history))).toEqual({ set: 'on', targets: ['switch.teto_quarto'] });
  });

  const after = (said: string, asked: Plan): EngineRoundInput['history'] => [
    { role: 'user', text: said },
    { role: 'assistant', text: 'text' in asked ? asked.text : '' },
  ];

  it('"desliga-o": the pronoun is the previous request\'s device', () => {
    const first = turn('liga a luz da bancada');
    expect(shape(turn('desliga-o', after('liga a luz da bancada', first)))).toEqual({ set: 'off', targets: ['light.bancada'] });
    expect(shape(turn('desliga-o'))).toMatchObject({ clarify: 'no_target' });
  });

  it('"e no quarto?", "e a luz do alpendre?": the same request about another place or device', () => {
    const lights = turn('acende as luzes da cozinha');
    expect(shape(turn('e no quarto?', after('acende as luzes da cozinha', lights)))).toEqual({ set: 'on', targets: ['light.mesa_cabeceira'] });
    expect(shape(turn('e quanto ao primeiro andar?', after('acende as luzes da cozinha', lights)))).toEqual({ set: 'on', targets: ['light.mesa_cabeceira'] });
    const one = turn('desliga a luz da bancada');
    expect(shape(turn('e a luz do alpendre também', after('desliga a luz da bancada', one)))).toEqual({ set: 'off', targets: ['light.alpendre'] });
  });

  it('a room answers "which room?" for a request about "here"', () => {
    const asked = turn('liga as luzes aqui');
    expect(shape(asked)).toMatchObject({ clarify: 'which_room' });
    expect(shape(turn('na cozinha', after('liga as luzes aqui', asked)))).toEqual({ set: 'on', targets: ['light.teto_cozinha', 'light.bancada'] });
    expect(shape(turn('cozinha', after('liga as luzes aqui', asked)))).toEqual({ set: 'on', targets: ['light.teto_cozinha', 'light.bancada'] });
  });

  it('a device answers "what should I turn on?"', () => {
    const asked = turn('liga');
    expect(shape(asked)).toMatchObject({ clarify: 'no_target' });
    expect(shape(turn('a luz do alpendre', after('liga', asked)))).toEqual({ set: 'on', targets: ['light.alpendre'] });
  });
});
