/**
 * English as sentence data (`sentences/data/en/`, docs/architecture.md §6.2b): the matcher
 * switches its `words.json` turns on (`matching`), each read with the switch on and off, so every
 * one is shown to decide something. Decided by plan kinds, reasons and targets, never reply text.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../../../main/core/conversation/builtin/index.js';
import { compileLanguage } from '../../../../main/core/conversation/builtin/sentences/compile.js';
import enSentences from '../../../../main/core/conversation/builtin/sentences/data/en/sentences.json' with { type: 'json' };
import enWords from '../../../../main/core/conversation/builtin/sentences/data/en/words.json' with { type: 'json' };
import { enData } from '../../../../main/core/conversation/builtin/sentences/data/index.js';
import { readSentences, readWords } from '../../../../main/core/conversation/builtin/sentences/schema.js';
import type { MatchingOptions } from '../../../../main/core/conversation/builtin/sentences/types.js';
import { understandSentence } from '../../../../main/core/conversation/builtin/sentences/understand.js';
import { HOUSEHOLD } from './household.js';
import { entry } from './home-builders.js';

const words = readWords(enWords);
const withOff = (option: keyof MatchingOptions) => compileLanguage({ ...words, matching: { ...words.matching, [option]: false } }, readSentences(enSentences));
const withOn = compileLanguage(words, readSentences(enSentences));
const index = buildIndex(HOUSEHOLD, { language: 'en' });
const read = (said: string, language = withOn, idx = index) => understandSentence(said, language, idx, enData.replies);

describe('English matcher switches (words.json matching)', () => {
  it('state_narrows: a state asked with no kind keeps what it describes; a binary sensor only by its class', () => {
    const on = read("what's on?");
    expect(on).toMatchObject({ kind: 'state', question: 'list', state: 'on' });
    expect(on.kind === 'state' && on.targets.every((id) => /^(light|switch)\./.test(id))).toBe(true);
    expect(read("what's on?", withOff('state_narrows')).kind).not.toBe('state');
  });

  it('exact_names: the name said letter for letter wins over one that only stems alike', () => {
    const home = buildIndex([entry('binary_sensor.sliding_door', 'Sliding Door', { device_class: 'door' }), entry('lock.sliding_doors', 'Sliding Doors')], {
      language: 'en',
    });
    expect(read('is the sliding door open', withOn, home)).toMatchObject({ kind: 'state', targets: ['binary_sensor.sliding_door'] });
    expect(read('is the sliding door open', withOff('exact_names'), home)).not.toMatchObject({ targets: ['binary_sensor.sliding_door'] });
  });

  it('all_everywhere: "all the lights" with a room is the whole home', () => {
    const home = [
      entry('light.bedroom_lamp', 'Bedroom lamp', { area: 'Bedroom', area_id: 'bedroom' }),
      entry('light.reading_lamp', 'Reading lamp', { area: 'Living Room', area_id: 'living_room' }),
    ];
    const room = buildIndex(home, { language: 'en', here: 'bedroom' });
    const all = read('turn off all the lights', withOn, room);
    expect(all.kind === 'set' && all.targets.length).toBeGreaterThan(1);
    expect(read('turn off all the lights', withOff('all_everywhere'), room)).toMatchObject({ kind: 'set', targets: ['light.bedroom_lamp'] });
  });

  it('one_named: a singular kind that fits several asks which one', () => {
    expect(read('turn on the light')).toMatchObject({ kind: 'clarify', reason: 'ambiguous' });
    expect(read('turn on the light', withOff('one_named')).kind).toBe('set');
  });

  it('plural_names: a plural kind after a name that fits several is all of them', () => {
    expect(read('turn off the kitchen lights')).toMatchObject({ kind: 'set', targets: ['light.kitchen_ceiling', 'light.kitchen_counter'] });
    expect(read('turn off the kitchen lights', withOff('plural_names'))).toMatchObject({ kind: 'clarify', reason: 'ambiguous' });
  });

  it('a command for a name the household does not have is a question back, not "not understood" (shared: plan-of.ts)', () => {
    expect(read('turn on the garage heater')).toMatchObject({ kind: 'clarify', reason: 'unknown' });
  });

  it('object_ids: words of an object id, or the entity id written out, name the device', () => {
    expect(read('turn off the sonoff 4ch')).toMatchObject({ kind: 'set', targets: ['switch.sonoff_4ch'] });
    expect(read('turn off switch.coffee_maker')).toMatchObject({ kind: 'set', targets: ['switch.coffee_maker'] });
    expect(read('turn off the sonoff 4ch', withOff('object_ids'))).toMatchObject({ kind: 'clarify', reason: 'unknown' });
  });

  it('kind_fits_name: a kind word with a name the device is not of is an unknown name, offered back', () => {
    expect(read('turn on the aquarium heater')).toMatchObject({ kind: 'clarify', reason: 'unknown', candidates: ['switch.sonoff_4ch'] });
    expect(read('turn on the aquarium heater', withOff('kind_fits_name'))).toMatchObject({ kind: 'set', targets: ['switch.sonoff_4ch'] });
  });

  it('one_named: a singular kind in a place that finds one device names it, so it is proposed even when not controllable', () => {
    const home = buildIndex([entry('light.kitchen_ceiling', 'Kitchen ceiling', { area: 'Kitchen', controllable: false })], { language: 'en' });
    expect(read('turn off the kitchen light', withOn, home)).toMatchObject({ kind: 'set', targets: ['light.kitchen_ceiling'] });
    expect(read('turn off the kitchen light', withOff('one_named'), home)).toMatchObject({ kind: 'unsupported', action: 'domain' });
  });

  it('each_place: words of names and places joined by "and" share the kind named once', () => {
    expect(read('turn on the kitchen and living room lights')).toMatchObject({
      kind: 'set',
      targets: ['light.kitchen_ceiling', 'light.kitchen_counter', 'light.reading_lamp', 'light.living_room_ceiling'],
    });
  });

  it('a pronoun with nothing before it asks which device', () => {
    expect(read('turn it off')).toMatchObject({ kind: 'clarify', reason: 'pronoun' });
  });
});
