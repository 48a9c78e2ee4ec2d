/**
 * The index build's name reader remembers words, and reads every name exactly as `tokenize`,
 * `stem` and `displayName` do: awkward names as well as generated ones, the same word met again.
 */
import { describe, expect, it } from 'vitest';
import { NameReader } from '../../../../main/core/conversation/builtin/name-reader.js';
import { displayName, normalizeText, stem, tokenize } from '../../../../main/core/conversation/builtin/text.js';

const NAMES = [
  'Kitchen ceiling light 3',
  'Kitchen ceiling light 3',
  "Boss' desk lamp",
  "Anna's lamp",
  "can't  see   this",
  '[Hall] plug a]b',
  'a]b c',
  'Café\u00a0Lámpara',
  'ΦΩΣ ΣΑΛΟΝΙΟΥ',
  'PM2.5 level',
  'Temp 20% °C',
  'light.kitchen_ceiling twin',
  'switch...one_two',
  ' leading and trailing ',
  '',
  'Küchentür\u2003Erdgeschoss',
  'l\u2019entrée de l’ami',
  'Macchina del caffè',
];

describe('the name reader', () => {
  it('reads names as tokenize does, the first time and again', () => {
    const reader = new NameReader();
    for (const pass of [1, 2]) {
      for (const name of NAMES) {
        const tokens = tokenize(name);
        expect(reader.read(name), `${name} (pass ${pass})`).toEqual({ stems: tokens.map((t) => t.stem), surfaces: tokens.map((t) => t.surface) });
        expect(reader.stemsOf(name), name).toEqual(tokens.map((t) => t.stem));
      }
    }
  });

  it('writes names back as displayName does', () => {
    const reader = new NameReader();
    for (const name of [...NAMES, ...NAMES]) expect(reader.display(name), name).toBe(displayName(name));
  });

  it('reads object ids word by word, as the index did', () => {
    const reader = new NameReader();
    for (const id of ['kitchen_ceiling_3', 'kitchen__ceiling', '_lamps_', 'sonoff_4ch', 'Caf\u00e9_lights']) {
      const expected = id
        .split(/[_\s]+/)
        .filter(Boolean)
        .map((w) => stem(normalizeText(w)));
      expect(reader.idStems(id), id).toEqual(expected);
      expect(reader.idStems(id), id).toEqual(expected);
    }
  });

  it('hands out arrays of its own, so keeping one never changes another name', () => {
    const reader = new NameReader();
    const first = reader.read('Porch light');
    first.stems.push('changed');
    expect(reader.read('Porch light').stems).toEqual(['porch', 'light']);
    const single = reader.read('Porch');
    single.stems[0] = 'changed';
    expect(reader.read('Porch').stems).toEqual(['porch']);
  });
});
