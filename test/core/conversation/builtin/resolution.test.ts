/**
 * Name resolution against the vocabulary (DESIGN §5): whole names, areas (household-assigned or
 * words of the friendly name), object ids, small typos — and never a guess: unknown names and
 * ambiguous ones come back as questions.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex, indexFor, parse, vocabularyKey, type Plan } from '../../../../main/core/conversation/builtin/index.js';
import { allowedDistance, editDistance, FuzzyDictionary } from '../../../../main/core/conversation/builtin/fuzzy.js';
import { HOUSEHOLD } from './household.js';

const index = buildIndex(HOUSEHOLD);
const plan = (text: string): Plan => parse(text, index);
const targetsOf = (text: string): string[] => {
  const p = plan(text);
  if (p.kind === 'set' || p.kind === 'state') return p.targets;
  if (p.kind === 'history') return [p.target];
  throw new Error(`${text}: no targets (${JSON.stringify(p)})`);
};

describe('whole friendly names', () => {
  it('match whatever the case, punctuation and articles', () => {
    expect(targetsOf('TURN OFF THE PORCH LIGHT!!!')).toEqual(['light.porch']);
    expect(targetsOf('switch off the coffee maker.')).toEqual(['switch.coffee_maker']);
    expect(targetsOf('turn off coffee maker')).toEqual(['switch.coffee_maker']);
  });

  it('match through possessives and plurals', () => {
    expect(targetsOf("turn on Anna's lamp")).toEqual(['light.annas_lamp']);
    expect(targetsOf('turn on annas lamp')).toEqual(['light.annas_lamp']);
    expect(targetsOf('is the porch lights on?')).toEqual(['light.porch']);
  });

  it('accept a kind word next to the name ("kitchen ceiling light" for "Kitchen ceiling light", "ceiling light" for "Ceiling")', () => {
    expect(targetsOf('kitchen ceiling light off')).toEqual(['light.kitchen_ceiling']);
    expect(targetsOf('turn off the ceiling light in the living room')).toEqual(['light.living_room_ceiling']);
  });

  it('take several names joined by "and"', () => {
    expect(targetsOf('turn off the porch light and the coffee maker')).toEqual(['light.porch', 'switch.coffee_maker']);
  });

  it('fall back to the object id, and to an entity id written out', () => {
    expect(targetsOf('turn off the sonoff 4ch')).toEqual(['switch.sonoff_4ch']);
    expect(targetsOf('turn off switch.coffee_maker')).toEqual(['switch.coffee_maker']);
  });
});

describe('areas', () => {
  it('use the household-assigned area when an entity has one', () => {
    expect(plan('turn off the living room lights')).toMatchObject({ kind: 'set', state: 'off', targets: ['light.reading_lamp', 'light.living_room_ceiling'] });
    expect(targetsOf('turn off the lights in the bedroom')).toEqual(['light.bedroom_lamp']);
  });

  it('use words of the friendly name for an entity without one', () => {
    expect(plan('turn off the kitchen lights')).toMatchObject({ kind: 'set', targets: ['light.kitchen_ceiling', 'light.kitchen_counter'] });
  });

  it('share a kind named once across "and" ("kitchen and living room lights")', () => {
    expect(targetsOf('turn on the kitchen and living room lights')).toEqual([
      'light.kitchen_ceiling',
      'light.kitchen_counter',
      'light.reading_lamp',
      'light.living_room_ceiling',
    ]);
  });

  it('say so when an area has nothing of that kind', () => {
    const p = plan('turn off the lights in the hallway');
    expect(p).toMatchObject({ kind: 'clarify', reason: 'nothing' });
    expect((p as { text: string }).text).toContain('hallway');
  });

  it('ask which room when the request says "here" (a desktop has no room)', () => {
    expect(plan('turn off the lights in here')).toMatchObject({ kind: 'clarify', reason: 'which_room' });
  });
});

describe('small typos', () => {
  it('allow one edit in words of 5 or more letters', () => {
    expect(targetsOf('turn on the coffe maker')).toEqual(['switch.coffee_maker']);
    expect(targetsOf('turn on the porhc light')).toEqual(['light.porch']);
    expect(targetsOf('turn on the kichen ceiling light')).toEqual(['light.kitchen_ceiling']);
  });

  it('allow two edits in words of 8 or more letters, and none in short words', () => {
    expect(targetsOf('turn on the aquaruin')).toEqual(['switch.sonoff_4ch']);
    expect(plan('turn on the aqaurim')).toMatchObject({ kind: 'clarify', reason: 'unknown' });
    expect(plan('turn on the lanp')).toMatchObject({ kind: 'clarify', reason: 'unknown' });
  });

  it('measure edits as optimal string alignment, bounded', () => {
    expect(editDistance('light', 'ligth', 1)).toBe(1);
    expect(editDistance('kitchen', 'kichen', 1)).toBe(1);
    expect(editDistance('kitchen', 'bedroom', 2)).toBe(3);
    expect(allowedDistance('lamp', 'lamb')).toBe(0);
    expect(allowedDistance('porch', 'porhc')).toBe(1);
    expect(allowedDistance('aquarium', 'aqaurim')).toBe(1);
    expect(allowedDistance('aquarium', 'aquaruim')).toBe(2);
    const dictionary = new FuzzyDictionary(['kitchen', 'bedroom', 'spot', 'spots'], new Map([['spots', 'spot']]));
    expect(dictionary.lookup('kitchn')).toEqual([{ word: 'kitchen', distance: 1 }]);
    expect(dictionary.lookup('spost')).toEqual([{ word: 'spot', distance: 1 }]);
    expect(dictionary.lookup('garage')).toEqual([]);
  });
});

describe('never a guess', () => {
  it('asks back about an unknown name, offering close names from the vocabulary only', () => {
    const p = plan('turn on the aquarium heater');
    expect(p).toMatchObject({ kind: 'clarify', reason: 'unknown', candidates: ['switch.sonoff_4ch'] });
    expect((p as { text: string }).text).toBe(
      "I can only see what you've shared with me in Settings → Read access, and nothing there matches 'aquarium heater'. Did you mean the aquarium?",
    );
    const none = plan('turn on the garage heater');
    expect(none).toMatchObject({ kind: 'clarify', reason: 'unknown', candidates: [] });
    expect((none as { text: string }).text).toContain("nothing there matches 'garage heater'.");
  });

  it('asks which one when a singular name fits several', () => {
    const p = plan('turn on the lamp');
    expect(p).toMatchObject({ kind: 'clarify', reason: 'ambiguous', candidates: ['light.bedroom_lamp', 'light.reading_lamp', 'light.annas_lamp'] });
    expect((p as { text: string }).text).toContain("Which one do you mean: the bedroom lamp, the reading lamp or Anna's lamp?");
    expect(plan('turn off the kitchen light')).toMatchObject({
      kind: 'clarify',
      reason: 'ambiguous',
      candidates: ['light.kitchen_ceiling', 'light.kitchen_counter'],
    });
    expect(plan('is the lamp on?')).toMatchObject({ kind: 'clarify', reason: 'ambiguous' });
  });

  it('takes the plural as all of them', () => {
    expect(targetsOf('turn on the lamps')).toEqual(['light.bedroom_lamp', 'light.reading_lamp', 'light.annas_lamp']);
  });

  it('does not read a name into a sentence that only shares a kind word with it', () => {
    expect(plan('is the garden light on?')).toMatchObject({ kind: 'clarify', reason: 'unknown' });
  });
});

describe('the index', () => {
  it('is built once per vocabulary and found again by contents', () => {
    const first = indexFor(HOUSEHOLD);
    expect(indexFor(HOUSEHOLD)).toBe(first);
    expect(indexFor(HOUSEHOLD.map((e) => ({ ...e })))).toBe(first);
    const changed = HOUSEHOLD.map((e) => (e.entity_id === 'light.porch' ? { ...e, friendly_name: 'Front porch light' } : e));
    expect(vocabularyKey(changed)).not.toBe(vocabularyKey(HOUSEHOLD));
    expect(indexFor(changed)).not.toBe(first);
  });

  it('is empty-safe', () => {
    const empty = buildIndex([]);
    expect(parse('turn off the porch light', empty)).toMatchObject({ kind: 'clarify', reason: 'unknown' });
    expect(parse('what can you see?', empty)).toEqual({ kind: 'capabilities', focus: 'see' });
  });
});
