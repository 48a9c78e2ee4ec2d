/**
 * The sentence data format and its one matcher (builtin/sentences): templates with alternatives,
 * optional words, lists, names, areas and rules; text rules (contractions, letter folds, elision
 * by the tokenizer); name endings; and data mistakes that fail when a language is compiled.
 * Decided by plans and codes over a small made-up language, so no real language's data is pinned.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../../../main/core/conversation/builtin/index.js';
import { packFor } from '../../../../main/core/conversation/builtin/lang/index.js';
import { compileLanguage } from '../../../../main/core/conversation/builtin/sentences/compile.js';
import { readSentences, readWords } from '../../../../main/core/conversation/builtin/sentences/schema.js';
import type { SentencesData, WordsData } from '../../../../main/core/conversation/builtin/sentences/types.js';
import { understandSentence } from '../../../../main/core/conversation/builtin/sentences/understand.js';
import { listForms } from '../../../../main/core/conversation/builtin/sentences/list-forms.js';
import { baseFormsOf, nameFormsOf } from '../../../../main/core/conversation/builtin/sentences/words.js';
import type { VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';
import { germanGrammar } from '../../../../main/core/conversation/builtin/lang/de/index.js';
import { dataGrammar } from '../../../../main/core/conversation/builtin/voice/data-grammar.js';
import { area, entry, floor } from './home-builders.js';
import { planShape as shape } from './plan-shape.js';

const WORDS: WordsData = {
  language: 'xx',
  text: { contractions: { del: 'de el' }, fold: { ø: 'o' } },
  lists: { kind: { lumo: { kind: 'light' }, lumoj: { kind: 'light', plural: true }, pordo: { kind: 'door' } }, state: { ŝaltita: { state: 'on' } } },
  rules: { art: "(la|l')", on: '(ŝaltu|ŝalti) [bonvolu]', in: '(en|de) [<art>]' },
};
const SENTENCES: SentencesData = {
  language: 'xx',
  intents: [
    { intent: 'set', action: 'on', sentences: ['<on> [<art>] {name} [<in> {area}]', '<on> [<art>] {kind} [<in> {area}]'] },
    { intent: 'state', question: 'yes_no', sentences: ['ĉu [<art>] {name} estas {state}'] },
    { intent: 'decline', reason: 'cover', sentences: ['malfermu {any}'] },
  ],
};
const xx = compileLanguage(WORDS, SENTENCES);
const home = [
  entry('light.supra', 'Supra lumo', { area: 'Kuirejo', area_id: 'k' }),
  entry('light.enirejo', "Lumo de l'enirejo"),
  entry('light.tablo', 'Lumo del tablo', { aliases: ['tabla lampo'] }),
  entry('light.bol', 'Bølo'),
  entry('binary_sensor.pordo', 'Pordo', { device_class: 'door' }),
];
const index = buildIndex(home, { language: 'xx' as never, nameForms: (name) => nameFormsOf(name, xx.reader) });
const say = packFor('en').replies;
const read = (text: string): unknown => shape(understandSentence(text, xx, index, say));

describe('templates: alternatives, optional words, lists, names, areas and rules', () => {
  it('reads a name, an alias, and a kind in an area', () => {
    expect(read('ŝaltu la supra lumo')).toEqual({ set: 'on', targets: ['light.supra'] });
    expect(read('ŝalti bonvolu tabla lampo')).toEqual({ set: 'on', targets: ['light.tablo'] });
    expect(read('ŝaltu lumo en kuirejo')).toEqual({ set: 'on', targets: ['light.supra'] });
  });

  it('takes the state a list word gives, per entity (a door is "on" when open)', () => {
    expect(read('ĉu la pordo estas ŝaltita')).toEqual({ state: 'yes_no', targets: ['binary_sensor.pordo'], is: 'on' });
  });

  it('declines with the intent’s reason whatever {any} covers', () => {
    expect(read('malfermu ĉion ajn')).toEqual({ unsupported: 'cover' });
  });

  it('is "not understood" when no template matches, so the other languages may try', () => {
    expect(read('kantu kanton')).toEqual({ unsupported: 'other' });
  });

  it('asks back about a name it does not have, with close names, rather than guessing', () => {
    const asked = read('ŝaltu la supra lumo nun') as { clarify: string; candidates: string[] };
    expect(asked.clarify).toBe('unknown');
    expect(asked.candidates[0]).toBe('light.supra');
  });
});

describe('a device named alone (the name_only intent)', () => {
  const named = compileLanguage(WORDS, { ...SENTENCES, intents: [...SENTENCES.intents, { intent: 'name_only', sentences: ['[<art>] {name}'] }] });
  const readNamed = (text: string): unknown => shape(understandSentence(text, named, index, say));

  it('asks what to do with it, with the device as the candidate, and proposes nothing', () => {
    expect(readNamed('la supra lumo')).toEqual({ clarify: 'no_action', candidates: ['light.supra'] });
    expect(readNamed('ŝaltu la supra lumo')).toEqual({ set: 'on', targets: ['light.supra'] });
  });

  it('text.question_marks: asked ("la supra lumo?"), it is a question about its state; without the field, still what to do', () => {
    const asking = compileLanguage(
      { ...WORDS, text: { ...WORDS.text, question_marks: ['?'] } },
      { ...SENTENCES, intents: [...SENTENCES.intents, { intent: 'name_only', sentences: ['[<art>] {name}'] }] },
    );
    expect(shape(understandSentence('la supra lumo ?', asking, index, say))).toMatchObject({ state: 'value', targets: ['light.supra'] });
    expect(shape(understandSentence('la supra lumo', asking, index, say))).toEqual({ clarify: 'no_action', candidates: ['light.supra'] });
    expect(readNamed('la supra lumo ?')).toEqual({ clarify: 'no_action', candidates: ['light.supra'] });
  });

  it('is not understood in a language whose data has no such intent', () => {
    expect(read('la supra lumo')).toEqual({ unsupported: 'other' });
  });
});

describe('text rules from the data', () => {
  it('writes contractions out in sentences and names alike', () => {
    expect(xx.reader.tokens('del tablo').map((t) => t.surface)).toEqual(['de', 'el', 'tablo']);
    expect(read('ŝaltu lumo del tablo')).toEqual({ set: 'on', targets: ['light.tablo'] });
  });

  it('folds the letters the data lists, so a name typed without them is found', () => {
    expect(read('ŝaltu bolo')).toEqual({ set: 'on', targets: ['light.bol'] });
  });

  it('leaves elision to the tokenizer: "l\'enirejo" is two words', () => {
    expect(read("ŝaltu lumo de l'enirejo")).toEqual({ set: 'on', targets: ['light.enirejo'] });
  });

  it('finds a name said in another case, by the endings table, at match time', () => {
    expect(baseFormsOf('kuchni', [{ from: 'ia', to: ['i', 'ie'] }])).toEqual(['kuchnia']);
    expect(baseFormsOf('lampe', [{ from: 'a', to: ['e'] }])).toEqual(['lampa']);
    const cased = compileLanguage({ ...WORDS, name_endings: [{ from: 'o', to: ['on'] }] }, SENTENCES);
    expect(shape(understandSentence('ŝaltu lumo en kuirejon', cased, index, say))).toEqual({ set: 'on', targets: ['light.supra'] });
    expect(shape(understandSentence('ŝaltu bolon', cased, index, say))).toEqual({ set: 'on', targets: ['light.bol'] });
    expect(shape(understandSentence('ŝaltu bolon', xx, index, say))).toMatchObject({ clarify: 'unknown' });
  });
});

describe('features a language’s data switches on', () => {
  it('text.enclitics: a listed verb with a pronoun written onto it is two words; other words stay whole', () => {
    const clitic = compileLanguage({ ...WORDS, text: { ...WORDS.text, enclitics: { hosts: ['ŝaltu'], pronouns: ['ĝi', 'ilin'] } } }, SENTENCES);
    expect(clitic.reader.tokens('ŝaltuĝi').map((t) => t.surface)).toEqual(['saltu', 'gi']);
    expect(clitic.reader.tokens('ŝaltuilin').map((t) => t.surface)).toEqual(['saltu', 'ilin']);
    expect(clitic.reader.tokens('lumoĝi').map((t) => t.surface)).toEqual(['lumogi']);
    expect(xx.reader.tokens('ŝaltuĝi').map((t) => t.surface)).toEqual(['saltugi']);
  });

  it('one: a singular kind word that finds several devices asks which one; without it, all are switched', () => {
    const one = compileLanguage({ ...WORDS, lists: { ...WORDS.lists, kind: { ...WORDS.lists['kind'], lumo: { kind: 'light', one: true } } } }, SENTENCES);
    expect(shape(understandSentence('ŝaltu lumo', one, index, say))).toMatchObject({ clarify: 'ambiguous' });
    expect(shape(understandSentence('ŝaltu lumo en kuirejo', one, index, say))).toEqual({ set: 'on', targets: ['light.supra'] });
    expect((shape(understandSentence('ŝaltu lumo', xx, index, say)) as { targets: string[] }).targets.length).toBeGreaterThan(1);
  });

  it('state_for: a state word stands for another one said of a device of that domain', () => {
    const locks = buildIndex([entry('lock.pordo', 'Seruro')], { language: 'xx' as never });
    const words = (stateFor?: Record<string, string>): WordsData => ({
      ...WORDS,
      lists: { ...WORDS.lists, state: { malfermita: { state: 'open', ...(stateFor ? { state_for: stateFor } : {}) } } },
    });
    const asked = (w: WordsData): unknown => shape(understandSentence('ĉu la seruro estas malfermita', compileLanguage(w, SENTENCES), locks, say));
    expect(asked(words({ lock: 'unlocked' }))).toEqual({ state: 'yes_no', targets: ['lock.pordo'], is: 'unlocked' });
    expect(asked(words())).not.toEqual({ state: 'yes_no', targets: ['lock.pordo'], is: 'unlocked' });
  });
});

describe('a list key may spell its forms as alternatives', () => {
  it('reads "ŝaltit(a|aj)" as both forms with the same code, and a key without brackets as one phrase', () => {
    expect(listForms('ŝaltit(a|aj|)')).toEqual(['ŝaltita', 'ŝaltitaj', 'ŝaltit']);
    expect(listForms('(0|1)h(|30)')).toEqual(['0h', '0h30', '1h', '1h30']);
    expect(listForms('lumo')).toEqual(['lumo']);
    const agreeing = compileLanguage({ ...WORDS, lists: { ...WORDS.lists, state: { 'ŝaltit(a|aj)': { state: 'on' } } } }, SENTENCES);
    expect(shape(understandSentence('ĉu la pordo estas ŝaltitaj', agreeing, index, say))).toEqual({
      state: 'yes_no',
      targets: ['binary_sensor.pordo'],
      is: 'on',
    });
    expect(read('ĉu la pordo estas ŝaltitaj')).toEqual({ unsupported: 'other' });
  });
});

describe('a plural kind word is the kind, never a singular name', () => {
  it('reads "lumoj" as every light even with a light named "Lumo", and "lumo" as that light', () => {
    const withLumo = buildIndex([...home, entry('light.lumo', 'Lumo')], { language: 'xx' as never, nameForms: (name) => nameFormsOf(name, xx.reader) });
    expect(shape(understandSentence('ŝaltu lumo', xx, withLumo, say))).toEqual({ set: 'on', targets: ['light.lumo'] });
    expect((shape(understandSentence('ŝaltu lumoj', xx, withLumo, say)) as { targets: string[] }).targets).toHaveLength(5);
  });
});

describe('list entries that depend on the household: state_for and name_word', () => {
  const words: WordsData = {
    ...WORDS,
    lists: {
      kind: { ...WORDS.lists['kind'], lampo: { kind: 'light', name_word: 'lampo' }, lampoj: { kind: 'light', plural: true, name_word: 'lampo' } },
      state: { ...WORDS.lists['state'], fermita: { state: 'closed', state_for: { lock: 'locked' } } },
    },
  };
  const lang = compileLanguage(words, SENTENCES);
  const lamps = [
    entry('light.lego', 'Lampo lego'),
    entry('light.lito', 'Lampo lito'),
    entry('light.supra', 'Supra lumo'),
    entry('lock.seruro', 'Seruro'),
    entry('binary_sensor.pordo', 'Pordo', { device_class: 'door' }),
  ];
  const at = (home: VocabularyEntry[]) => buildIndex(home, { language: 'xx' as never, nameForms: (name) => nameFormsOf(name, lang.reader) });
  const readIn = (text: string, home = lamps): unknown => shape(understandSentence(text, lang, at(home), say));

  it('state_for: one state word, another state for a lock ("closed" of a door, "locked" of a lock)', () => {
    expect(readIn('ĉu seruro estas fermita')).toEqual({ state: 'yes_no', targets: ['lock.seruro'], is: 'locked' });
    expect(readIn('ĉu pordo estas fermita')).toEqual({ state: 'yes_no', targets: ['binary_sensor.pordo'], is: 'off' });
  });

  it('name_word: a kind word that is a word of the names means the devices so named, else the kind', () => {
    expect(readIn('ŝaltu lampoj')).toEqual({ set: 'on', targets: ['light.lego', 'light.lito'] });
    expect(readIn('ŝaltu lampo')).toEqual({ clarify: 'ambiguous', candidates: ['light.lego', 'light.lito'] });
    const noLamps = lamps.filter((e) => !e.friendly_name.startsWith('Lampo'));
    expect(readIn('ŝaltu lampoj', [...noLamps, entry('light.alia', 'Alia lumo')])).toEqual({ set: 'on', targets: ['light.supra', 'light.alia'] });
  });
});

describe('data mistakes fail when the language is compiled, not as wrong answers', () => {
  it('an unknown list, rule or unbalanced bracket', () => {
    const withSentence = (sentence: string): SentencesData => ({ language: 'xx', intents: [{ intent: 'decline', reason: 'other', sentences: [sentence] }] });
    expect(() => compileLanguage(WORDS, withSentence('ŝaltu {koloro}'))).toThrow(/unknown list/);
    expect(() => compileLanguage(WORDS, withSentence('ŝaltu <nenio>'))).toThrow(/unknown rule/);
    expect(() => compileLanguage(WORDS, withSentence('ŝaltu (la|l'))).toThrow(/missing/);
    expect(() => compileLanguage({ ...WORDS, rules: { a: '<a>' } }, withSentence('<a>'))).toThrow(/refers to itself/);
  });

  it('a misspelt field or an unknown intent', () => {
    expect(() => readWords({ ...WORDS, list: {} })).toThrow();
    expect(() => readSentences({ language: 'xx', intents: [{ intent: 'dance', sentences: ['x'] }] })).toThrow();
    expect(() => readSentences({ language: 'xx', intents: [{ intent: 'decline', reason: 'weather', sentences: ['x'] }] })).toThrow();
  });
});

describe('features a language switches on in its words.json, and only then', () => {
  // The same made-up language with and without each switch: pt and pl (neither switched) read as before.
  const kinds = { ...WORDS.lists['kind'], lumo: { kind: 'light', one: true } };
  const ON: WordsData = { ...WORDS, text: { ...WORDS.text, typos: true }, compounds: { links: ['s'] } };
  const glued: SentencesData = { ...SENTENCES, intents: [...SENTENCES.intents, { intent: 'set', action: 'on', sentences: ['<on> {area} {kind}'] }] };
  const house = [...home, entry('light.kuirlumo', 'Kuirlumo', { area: 'Kuirejo', area_id: 'k' }), entry('light.noktlampo', 'Noktlampo')];
  const on = compileLanguage(ON, glued);
  const off = compileLanguage(WORDS, glued);
  const ix = buildIndex(house, { language: 'xx' as never, nameForms: (name) => nameFormsOf(name, on.reader) });
  const with_ = (text: string) => shape(understandSentence(text, on, ix, say));
  const without = (text: string) => shape(understandSentence(text, off, ix, say));

  it('text.typos: a sentence word one letter off is that word (typos.ts)', () => {
    expect(with_('saltuu la supra lumo')).toEqual({ set: 'on', targets: ['light.supra'] });
    expect(without('saltuu la supra lumo')).not.toEqual({ set: 'on', targets: ['light.supra'] });
  });

  it('compounds: a place glued to a kind is that kind there, and a name said in two words is found (compounds.ts)', () => {
    expect(with_('ŝaltu kuirejolumo')).toEqual({ set: 'on', targets: ['light.supra', 'light.kuirlumo'] });
    expect(without('ŝaltu kuirejolumo')).not.toEqual({ set: 'on', targets: ['light.supra', 'light.kuirlumo'] });
    expect(with_('ŝaltu nokt lampo')).toEqual({ set: 'on', targets: ['light.noktlampo'] });
    expect(without('ŝaltu nokt lampo')).not.toEqual({ set: 'on', targets: ['light.noktlampo'] });
  });

  it('one: a singular count noun where several fit asks which one; without it, it is the group', () => {
    const oneOf = compileLanguage({ ...WORDS, lists: { ...WORDS.lists, kind: kinds } }, SENTENCES);
    const group = compileLanguage(WORDS, SENTENCES);
    expect(shape(understandSentence('ŝaltu lumo en kuirejo', oneOf, ix, say))).toMatchObject({ clarify: 'ambiguous' });
    expect(shape(understandSentence('ŝaltu lumo en kuirejo', group, ix, say))).toEqual({ set: 'on', targets: ['light.supra', 'light.kuirlumo'] });
  });
});

describe('German’s switches, each alone in the made-up language (on, then off)', () => {
  const kinds = WORDS.lists['kind'];
  const upstairs = area('Dormejo', 'd', floor('Supra Etaĝo', 'se'));
  const house = [...home, entry('light.kuirlumo', 'Kuirlumo', { area: 'Kuirejo', area_id: 'k' }), entry('light.dormlumo', 'Dormlumo', upstairs)];
  const ixFor = (lang: ReturnType<typeof compileLanguage>, here: string | null = null) =>
    buildIndex(house, { language: 'xx' as never, here, nameForms: (name) => nameFormsOf(name, lang.reader) });
  const readWith = (words: WordsData, text: string, here: string | null = null, sentences = SENTENCES): unknown => {
    const lang = compileLanguage(words, sentences);
    return shape(understandSentence(text, lang, ixFor(lang, here), say));
  };
  const lights = ['light.supra', 'light.enirejo', 'light.tablo', 'light.bol', 'light.kuirlumo', 'light.dormlumo'];

  it('one_alone: a singular kind with no place and no room asks which one; with a place or a room it is the group there', () => {
    const on: WordsData = { ...WORDS, lists: { ...WORDS.lists, kind: { ...kinds, lumo: { kind: 'light', one_alone: true } } } };
    expect(readWith(on, 'ŝaltu lumo')).toMatchObject({ clarify: 'ambiguous', candidates: lights });
    expect(readWith(on, 'ŝaltu lumo en kuirejo')).toEqual({ set: 'on', targets: ['light.supra', 'light.kuirlumo'] });
    expect(readWith(on, 'ŝaltu lumo', 'k')).toEqual({ set: 'on', targets: ['light.supra', 'light.kuirlumo'] });
    expect(readWith(WORDS, 'ŝaltu lumo')).toEqual({ set: 'on', targets: lights });
  });

  it('floor_words: a word for a floor is whichever of the household’s floors has one of its names (floor-words.ts)', () => {
    const said: SentencesData = { ...SENTENCES, intents: [{ intent: 'set', action: 'on', sentences: ['<on> {kind} {area}'] }] };
    const on: WordsData = { ...WORDS, floor_words: { supre: ['Supra Etaĝo', 'Mansardo'] } };
    expect(readWith(on, 'ŝaltu lumoj supre', null, said)).toEqual({ set: 'on', targets: ['light.dormlumo'] });
    expect(readWith(on, 'ŝaltu lumoj supra etaĝo', null, said)).toEqual({ set: 'on', targets: ['light.dormlumo'] });
    expect(readWith(WORDS, 'ŝaltu lumoj supre', null, said)).not.toEqual({ set: 'on', targets: ['light.dormlumo'] });
  });

  it('pronoun: a pronoun where the target goes, nothing named, is the pronoun’s question back', () => {
    const said: SentencesData = { ...SENTENCES, intents: [{ intent: 'set', action: 'on', sentences: ['<on> {pron}'] }] };
    const withPronoun = (pronoun: boolean): WordsData => ({ ...WORDS, lists: { ...WORDS.lists, pron: { ĝin: pronoun ? { pronoun: true } : {} } } });
    expect(readWith(withPronoun(true), 'ŝaltu ĝin', null, said)).toEqual({ clarify: 'pronoun', candidates: [] });
    expect(readWith(withPronoun(false), 'ŝaltu ĝin', null, said)).not.toMatchObject({ clarify: 'pronoun' });
  });

  it('kind_plurals and state_words: a kind’s plural and an asked state’s word the reply grammar takes from the data (voice/data-grammar.ts)', () => {
    const on: WordsData = { ...WORDS, kind_plurals: { door: 'pordoj', light: 'ne-uzata' }, state_words: { open: 'malferma' } };
    const said = dataGrammar('pt', on);
    expect(said.kindPlural('door')).toBe(on.kind_plurals!['door']);
    expect(said.kindPlural('light')).toBe('lumoj'); // the {kind} list's own plural comes first
    expect(said.asked('open', 'one')).toBe(on.state_words!['open']);
    const plain = dataGrammar('pt', WORDS);
    expect(plain.kindPlural('door')).not.toBe(on.kind_plurals!['door']);
    expect(plain.asked('open', 'one')).not.toBe(on.state_words!['open']);
  });

  it('German’s grammar tables (words.json grammar): a name’s article and pronoun by its ending’s gender and the case; none bare or unknown', () => {
    const cases = (m: string, f: string, n: string, plural?: string) => ({ m, f, n, ...(plural ? { plural } : {}) });
    const tables = {
      gender_endings: { lumo: 'f', pordo: 'm', o: 'n' },
      articles_nom: cases('lo', 'la', 'le'),
      articles_acc: cases('lon', 'lan', 'len'),
      articles_dat: cases('lu', 'lau', 'leu'),
      pronouns_nom: cases('li', 'ŝi', 'ĝi', 'ili'),
      pronouns_acc: cases('lin', 'ŝin', 'ĝin', 'ilin'),
      pronouns_dat: cases('al li', 'al ŝi', 'al ĝi', 'al ili'),
      bare_leads: ['mia'],
      plural_endings: ['lumoj'],
    };
    const named = buildIndex(
      [entry('light.supra', 'Supra lumo'), entry('binary_sensor.pordo', 'Pordo'), entry('light.mia', 'Mia lumo'), entry('light.multaj', 'Supraj lumoj')],
      { language: 'xx' as never },
    ).entities;
    const [lumo, pordo, mia, multaj] = named;
    const g = germanGrammar({ ...WORDS, grammar: tables });
    expect(g.device(lumo!)).toMatchObject({
      name: 'la Supra lumo',
      number: 'one',
      forms: { acc: 'lan Supra lumo', dat: 'lau Supra lumo', pronoun: 'ŝi', pronounAcc: 'ŝin' },
    });
    expect(g.device(pordo!)).toMatchObject({ name: 'lo Pordo', forms: { dat: 'lu Pordo', pronounAcc: 'lin' } });
    expect(g.device(mia!).name).toBe('Mia lumo');
    expect(g.device(multaj!).number).toBe('other');
    expect(g.group!([lumo!, pordo!])).toEqual({ pronoun: 'ili', pronounAcc: 'ilin' });
    // Without the endings no gender is told: no article, the neuter's pronoun.
    const none = germanGrammar({ ...WORDS, grammar: { ...tables, gender_endings: {} } });
    expect(none.device(lumo!)).toMatchObject({ name: 'Supra lumo', forms: { pronoun: 'ĝi' } });
    // A case's table without a gender's word fails when the language loads (sentences/grammar-tables.ts).
    expect(() => germanGrammar({ ...WORDS, grammar: { ...tables, articles_dat: { m: 'lu', f: 'lau' } } })).toThrow(/articles_dat lacks n/);
    expect(() => germanGrammar({ ...WORDS, grammar: { ...tables, gender_endings: { lumo: 'x' } } })).toThrow(/gender_endings: x is not one of/);
  });
});
