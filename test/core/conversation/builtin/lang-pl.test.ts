/**
 * Polish, spoken by sentence data alone (builtin/sentences/data/pl): our own sentences, not Home
 * Assistant's, over a Polish home whose names are said in other grammatical cases than they are
 * written ("w kuchni" for the area "Kuchnia", "lampę" for "Lampa"), typed with or without Polish
 * letters. Decided by plans and codes; the reply text is never checked.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex, indexFor, parse, planForTurn, type Plan } from '../../../../main/core/conversation/builtin/index.js';
import type { EngineRoundInput, VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';
import { roundInput } from './household.js';
import { area, entry, floor } from './home-builders.js';
import { planShape as shape } from './plan-shape.js';

const ground = floor('Parter', 'parter');
const upstairs = floor('Piętro', 'pietro');
const kitchen = area('Kuchnia', 'kuchnia', ground);
const living = area('Salon', 'salon', ground);
const bedroom = area('Sypialnia', 'sypialnia', upstairs);

const DOM: VocabularyEntry[] = [
  entry('light.kuchnia_sufit', 'Światło sufitowe', kitchen),
  entry('switch.czajnik', 'Czajnik', kitchen),
  entry('light.lampa', 'Lampa', living),
  entry('light.lampka', 'Lampka nocna', bedroom),
  entry('fan.sypialnia', 'Wentylator', bedroom),
  entry('sensor.temperatura_salon', 'Temperatura w salonie', { ...living, device_class: 'temperature', unit_of_measurement: '°C' }),
  entry('cover.roleta', 'Roleta', { ...living, device_class: 'blind' }),
  entry('binary_sensor.drzwi', 'Drzwi wejściowe', { device_class: 'door' }),
  entry('lock.zamek', 'Zamek tylny'),
  entry('person.jan', 'Jan'),
];

const index = buildIndex(DOM, { language: 'pl' });
const inBedroom = buildIndex(DOM, { here: 'sypialnia', language: 'pl' });
const plan = (text: string, where = index): Plan => parse(text, where, 'pl');

describe('Polish names in their cases', () => {
  it('finds an area said in the locative ("w kuchni" is Kuchnia, "na parterze" is Parter)', () => {
    expect(shape(plan('włącz światło w kuchni'))).toEqual({ set: 'on', targets: ['light.kuchnia_sufit'] });
    expect(shape(plan('wyłącz wszystkie światła na parterze'))).toEqual({ set: 'off', targets: ['light.kuchnia_sufit', 'light.lampa'] });
    expect(shape(plan('zgaś światła w sypialni'))).toEqual({ set: 'off', targets: ['light.lampka'] });
  });

  it('finds a device said in the accusative ("lampę" is Lampa)', () => {
    expect(shape(plan('włącz lampę w salonie'))).toEqual({ set: 'on', targets: ['light.lampa'] });
    expect(shape(plan('wyłącz czajnik'))).toEqual({ set: 'off', targets: ['switch.czajnik'] });
  });

  it('reads the words typed without Polish letters', () => {
    expect(shape(plan('wlacz swiatlo w kuchni'))).toEqual({ set: 'on', targets: ['light.kuchnia_sufit'] });
    expect(shape(plan('zgas lampke nocna'))).toEqual({ set: 'off', targets: ['light.lampka'] });
  });
});

describe('Polish on/off requests', () => {
  it('reads this computer’s room, and asks which room without one', () => {
    expect(shape(plan('włącz światła tutaj', inBedroom))).toEqual({ set: 'on', targets: ['light.lampka'] });
    expect(shape(plan('włącz światła tutaj'))).toEqual({ clarify: 'which_room', candidates: [] });
  });

  it('switches several devices, and does two actions in order', () => {
    expect(shape(plan('włącz lampę i czajnik'))).toEqual({ set: 'on', targets: ['switch.czajnik', 'light.lampa'] });
    expect(shape(plan('włącz lampę i wyłącz czajnik'))).toEqual({ set: 'on', targets: ['light.lampa'], then: { set: 'off', targets: ['switch.czajnik'] } });
  });
});

describe('Polish declines, each with its reason', () => {
  const reasons: Array<[string, string]> = [
    ['zablokuj zamek tylny', 'lock'],
    ['opuść roletę', 'cover'],
    ['ustaw temperaturę na dwadzieścia stopni', 'temperature'],
    ['przyciemnij lampę', 'brightness'],
    ['zmień kolor lampy na niebieski', 'colour'],
    ['wstrzymaj muzykę', 'media'],
    ['ustaw minutnik na dziesięć minut', 'schedule'],
    ['dodaj mleko do listy zakupów', 'other'],
    ['aktywuj scenę kolacja', 'start'],
    ['włącz wentylatory', 'domain'],
  ];
  it.each(reasons)('"%s" is declined as %s', (text, reason) => {
    expect(shape(plan(text))).toEqual({ unsupported: reason });
  });
});

describe('Polish questions', () => {
  it('asks about states: any, which, how many, yes or no', () => {
    expect(shape(plan('czy są jakieś światła włączone na parterze'))).toEqual({ state: 'any', targets: ['light.kuchnia_sufit', 'light.lampa'], is: 'on' });
    expect(shape(plan('które światła są włączone'))).toMatchObject({ state: 'which', is: 'on' });
    expect(shape(plan('ile świateł jest włączonych w kuchni'))).toEqual({ state: 'count', targets: ['light.kuchnia_sufit'], is: 'on' });
    expect(shape(plan('czy drzwi wejściowe są otwarte'))).toEqual({ state: 'yes_no', targets: ['binary_sensor.drzwi'], is: 'on' });
    expect(shape(plan('czy Jan jest w domu'))).toEqual({ state: 'yes_no', targets: ['person.jan'], is: 'home' });
  });

  it('reads a value: a temperature in a room', () => {
    expect(shape(plan('jaka jest temperatura w salonie'))).toEqual({ state: 'value', targets: ['sensor.temperatura_salon'] });
  });

  it('asks history: when the door last opened', () => {
    expect(shape(plan('kiedy ostatnio otworzyły się drzwi wejściowe'))).toEqual({
      history: 'last',
      target: 'binary_sensor.drzwi',
      period: 'week',
      event: 'open',
    });
  });

  it('answers what it can see and control', () => {
    expect(shape(plan('czym możesz sterować'))).toEqual({ capabilities: 'control' });
    expect(shape(plan('co widzisz'))).toEqual({ capabilities: 'see' });
  });
});

describe('Polish places, times and presence said more ways', () => {
  const bathroom = { area: 'Mała łazienka', area_id: 'lazienka', floor: 'Pierwsze piętro', floor_id: 'pierwsze' };
  const withAdjectives = buildIndex([...DOM, entry('switch.suszarka', 'Suszarka', bathroom)], { language: 'pl' });

  it('finds a device’s floor named after it with a floor noun in any case, or in a relative clause', () => {
    expect(shape(plan('włącz lampę na piętrze parter'))).toEqual({ set: 'on', targets: ['light.lampa'] });
    expect(shape(plan('wyłącz lampę z piętra parter'))).toEqual({ set: 'off', targets: ['light.lampa'] });
    expect(shape(plan('włącz lampę która jest na parterze'))).toEqual({ set: 'on', targets: ['light.lampa'] });
    expect(shape(plan('zgaś lampkę nocną znajdującą się na piętrze'))).toEqual({ set: 'off', targets: ['light.lampka'] });
    expect(shape(plan('włącz światła na całym parterze'))).toEqual({ set: 'on', targets: ['light.kuchnia_sufit', 'light.lampa'] });
  });

  it('finds rooms and floors whose names start with an adjective, said in the locative', () => {
    expect(shape(plan('wyłącz suszarkę w małej łazience', withAdjectives))).toEqual({ set: 'off', targets: ['switch.suszarka'] });
    expect(shape(plan('włącz suszarkę na pierwszym piętrze', withAdjectives))).toEqual({ set: 'on', targets: ['switch.suszarka'] });
  });

  it('switches with "załącz", with the verb last, and with a time word', () => {
    expect(shape(plan('załącz czajnik'))).toEqual({ set: 'on', targets: ['switch.czajnik'] });
    expect(shape(plan('czajnik w kuchni wyłączyć'))).toEqual({ set: 'off', targets: ['switch.czajnik'] });
    expect(shape(plan('wyłącz czajnik teraz'))).toEqual({ set: 'off', targets: ['switch.czajnik'] });
  });

  it('asks where a person is, their name in the genitive or the time word last', () => {
    for (const text of ['gdzie jest Jan teraz', 'jaka jest lokalizacja Jana', 'w jakim miejscu jest Jan'])
      expect(shape(plan(text)), text).toEqual({ state: 'value', targets: ['person.jan'] });
  });

  it('asks whether a person is home with a presence verb or a time word', () => {
    for (const text of ['czy Jan przebywa w domu', 'czy Jan jest już w domu', 'czy Jan jest w domu teraz', 'czy Jan jest u siebie'])
      expect(shape(plan(text)), text).toEqual({ state: 'yes_no', targets: ['person.jan'], is: 'home' });
  });

  it('asks a device’s state with "nadal", the state first, or a cover’s position word', () => {
    expect(shape(plan('czy czajnik jest nadal włączony'))).toEqual({ state: 'yes_no', targets: ['switch.czajnik'], is: 'on' });
    expect(shape(plan('czy włączony jest czajnik'))).toEqual({ state: 'yes_no', targets: ['switch.czajnik'], is: 'on' });
    expect(shape(plan('czy roleta jest opuszczona'))).toMatchObject({ targets: ['cover.roleta'], is: 'closed' });
    expect(shape(plan('czy roleta jest podniesiona'))).toMatchObject({ targets: ['cover.roleta'], is: 'open' });
  });
});

describe('Polish in a conversation: follow-ups by the words of its data', () => {
  const turn = (text: string, history: EngineRoundInput['history'] = [], here: string | null = null): Plan =>
    planForTurn(roundInput(text, { vocabulary: DOM, language: 'pl', history, this_area_id: here }), indexFor(DOM, { here, language: 'pl' }));
  const after = (said: string, asked: Plan): EngineRoundInput['history'] => [
    { role: 'user', text: said },
    { role: 'assistant', text: 'text' in asked ? asked.text : '' },
  ];

  it('"wyłącz je": the pronoun is the previous request’s device, and only that', () => {
    const first = turn('włącz lampę');
    expect(shape(turn('wyłącz ją', after('włącz lampę', first)))).toEqual({ set: 'off', targets: ['light.lampa'] });
  });

  it('"a w sypialni?": the same request about another place, the place said in its case', () => {
    const lights = turn('włącz światło w kuchni');
    expect(shape(turn('a w sypialni?', after('włącz światło w kuchni', lights)))).toEqual({ set: 'on', targets: ['light.lampka'] });
    expect(shape(turn('a co z salonem?', after('włącz światło w kuchni', lights)))).toEqual({ set: 'on', targets: ['light.lampa'] });
  });
});
