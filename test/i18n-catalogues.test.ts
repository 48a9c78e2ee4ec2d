/**
 * docs/architecture.md §7b: a missing translation is a test (or build) failure, never English (or
 * raw ICU) on the household's screen. Every catalogue in common/i18n/ is registered for a language
 * the app speaks and has exactly English's keys; each message parses, keeps English's arguments,
 * select options, `#` and tags, uses its own language's plural categories, formats with values that
 * reach every option, and is not left in English; every key English has is used somewhere in the
 * code, and every id the code asks for exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../common/i18n/catalogues.js';
import { MAIN_ONLY_PREFIXES } from '../scripts/build/precompiled-catalogues.js';
import { en, type MessageId } from '../common/i18n/en.js';
import { isLanguage, LANGUAGES, type Language } from '../common/languages.js';

const ROOT = process.cwd();
const I18N = join(ROOT, 'common', 'i18n');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The code that shows words: the windows, the Electron shell, the core's engine replies, and common/ (the catalogues themselves excluded). */
const CODE = [
  ...sources(join(ROOT, 'renderer')),
  ...sources(join(ROOT, 'main', 'electron')),
  ...sources(join(ROOT, 'main', 'core')),
  ...sources(join(ROOT, 'common')),
].filter((f) => !f.startsWith(I18N));

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');
const IDS = Object.keys(en) as MessageId[];

/**
 * Messages that may read exactly as in English. In every language: product names and tokens
 * ("{label} ({count})", "{from} – {to}"). Per language: words it shares with English. Anything
 * else identical to English is a message nobody translated.
 */
const NAMES_AND_TOKENS: readonly MessageId[] = [
  'app.name',
  'window.chat',
  'discovery.defaultName',
  'discovery.version',
  'server.kind.ollama',
  'server.kind.lmstudio',
  'server.kind.vllm',
  'picker.domainOption',
  'trust.validRange',
  'reply.withId',
  'reply.notSwitchableKind',
  'reply.history.change',
];
const SAME_WORDS: Record<Exclude<Language, 'en'>, readonly MessageId[]> = {
  de: ['app.demoBadge', 'activity.showCode'],
  nl: ['app.demoBadge', 'activity.showCode'],
  es: ['app.demoBadge', 'section.control', 'saveBar.list.control', 'reply.answer.notAll'],
  fr: ['activity.showCode', 'card.kindAction', 'chat.conversationLabel', 'composer.message', 'section.assistant'],
  it: ['app.demoBadge', 'reply.answer.notAll'],
  pt: ['app.demoBadge', 'assistant.endpoint'],
  pl: ['app.demoBadge', 'assistant.model', 'backup.importTitle'],
};

/** What a message's ICU structure promises its callers, independent of word order. */
interface Shape {
  /** Argument name → the kinds it is used as (plain, number, date, plural, select…). */
  args: Map<string, Set<string>>;
  /** Select argument → its option keys (over every occurrence). */
  selects: Map<string, Set<string>>;
  /** Plural argument → option key → whether that option prints the number with `#`. */
  plurals: Map<string, Map<string, Set<boolean>>>;
  tags: Set<string>;
}

function shapeOf(message: string): Shape {
  const shape: Shape = { args: new Map(), selects: new Map(), plurals: new Map(), tags: new Set() };
  const add = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => map.set(key, (map.get(key) ?? new Set<V>()).add(value));
  const hasPound = (elements: MessageFormatElement[]): boolean =>
    elements.some((el) => el.type === TYPE.pound || (el.type === TYPE.tag && hasPound(el.children)));
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if (el.type === TYPE.tag) {
        shape.tags.add(el.value);
        walk(el.children);
        continue;
      }
      add(shape.args, el.value, TYPE[el.type]);
      if (el.type === TYPE.select) {
        for (const [key, option] of Object.entries(el.options)) {
          add(shape.selects, el.value, key);
          walk(option.value);
        }
      }
      if (el.type === TYPE.plural) {
        const options = shape.plurals.get(el.value) ?? new Map<string, Set<boolean>>();
        shape.plurals.set(el.value, options);
        for (const [key, option] of Object.entries(el.options)) {
          add(options, key, hasPound(option.value));
          walk(option.value);
        }
      }
    }
  };
  walk(parse(message));
  // A select's value printed as-is in one of its options (`other {{state}}`) is the translator's
  // choice of words for that option, not a separate argument callers must supply.
  for (const kinds of shape.args.values()) if (kinds.has('select')) kinds.delete('argument');
  return shape;
}

/**
 * A reply's device arguments come with the forms its language's grammar gives (voice/grammar.ts):
 * `{device_acc}`, `{device_gender, select, …}` are forms of `{device}`, and English needs few of
 * them. So an argument `x_form` counts as `x`, `x`'s uses are compared by name only, and a select on
 * a form is the translation's own agreement. `{phrase}` is the request in the shared grammar's
 * canonical (English) words: a language that cannot say it back may leave it out.
 */
const OPTIONAL_ARGUMENTS = new Set(['phrase']);

function withForms(english: Shape, translated: Shape): [Shape, Shape] {
  const families = new Set([...english.args.keys(), ...translated.args.keys()].filter((name) => name.includes('_')).map((name) => name.split('_')[0]!));
  const translatedFamilies = new Set([...translated.args.keys()].map((name) => name.split('_')[0]!));
  const dropsOptional = [...OPTIONAL_ARGUMENTS].some((name) => english.args.has(name) && !translatedFamilies.has(name));
  if (families.size === 0 && !dropsOptional) return [english, translated];
  const normalised = (shape: Shape, keepOptional: boolean): Shape => {
    const args = new Map<string, Set<string>>();
    for (const [name, kinds] of shape.args) {
      const family = name.split('_')[0]!;
      if (!keepOptional && OPTIONAL_ARGUMENTS.has(name)) continue;
      args.set(family, families.has(family) ? new Set(['device']) : kinds);
    }
    const selects = new Map([...shape.selects].filter(([name]) => !name.includes('_')));
    const plurals = new Map([...shape.plurals].filter(([name]) => !name.includes('_')));
    return { ...shape, args, selects, plurals };
  };
  return [normalised(english, !dropsOptional), normalised(translated, true)];
}

const sorted = (set: Set<string> | undefined) => [...(set ?? [])].sort();
const flat = (map: Map<string, Set<string>>) => Object.fromEntries([...map].map(([key, values]) => [key, sorted(values)]).sort());

/** Differences between a translation's structure and English's, as readable lines. */
function structuralDifferences(language: Language, englishMessage: string, translatedMessage: string): string[] {
  const [english, translated] = withForms(shapeOf(englishMessage), shapeOf(translatedMessage));
  const problems: string[] = [];
  // A number English prints as-is may need a plural where the language's words agree with it
  // ("1 compartido", "2 compartidos"): callers pass the same number either way.
  const translatedArgs = new Map(
    [...translated.args].map(([name, kinds]) => [
      name,
      english.args.get(name)?.has('number') === true && english.args.get(name)?.has('plural') !== true && kinds.has('plural')
        ? new Set([...kinds].map((kind) => (kind === 'plural' ? 'number' : kind)))
        : kinds,
    ]),
  );
  // And the other way round: where English prints a number and agrees with it ("1 is", "2 are"),
  // a language whose words don't change with it prints the number alone.
  for (const [name, kinds] of translatedArgs) {
    const englishKinds = english.args.get(name);
    if (englishKinds?.has('number') === true && englishKinds.has('plural') && kinds.has('number') && !kinds.has('plural')) kinds.add('plural');
  }
  if (JSON.stringify(flat(translatedArgs)) !== JSON.stringify(flat(english.args)))
    problems.push(`arguments ${JSON.stringify(flat(translated.args))}, English has ${JSON.stringify(flat(english.args))}`);
  if (JSON.stringify(flat(translated.selects)) !== JSON.stringify(flat(english.selects)))
    problems.push(`select options ${JSON.stringify(flat(translated.selects))}, English has ${JSON.stringify(flat(english.selects))}`);
  if (JSON.stringify(sorted(translated.tags)) !== JSON.stringify(sorted(english.tags)))
    problems.push(`tags ${sorted(translated.tags).join(', ')}, English has ${sorted(english.tags).join(', ')}`);
  const categories = new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
  const exact = (keys: Iterable<string>) => [...keys].filter((key) => key.startsWith('=')).sort();
  for (const name of new Set([...english.plurals.keys(), ...translated.plurals.keys()])) {
    // English's plain number stands for a plural that prints the number in every option.
    const englishOptions = english.plurals.get(name) ?? new Map([['other', new Set([true])]]);
    if (!translated.plurals.has(name) && english.args.get(name)?.has('number') === true && translated.args.get(name)?.has('number') === true) continue;
    const options = translated.plurals.get(name) ?? new Map<string, Set<boolean>>();
    if (JSON.stringify(exact(options.keys())) !== JSON.stringify(exact(englishOptions.keys())))
      problems.push(`${name}: exact matches ${exact(options.keys()).join(', ')}, English has ${exact(englishOptions.keys()).join(', ')}`);
    for (const [key, pounds] of options) {
      if (!key.startsWith('=') && !categories.has(key)) problems.push(`${name}: "${key}" is not a plural category in ${language}`);
      const englishPounds = englishOptions.get(key) ?? englishOptions.get('other');
      if (JSON.stringify(sorted(new Set([...pounds].map(String)))) !== JSON.stringify(sorted(new Set([...(englishPounds ?? [])].map(String)))))
        problems.push(`${name} {${key}}: "#" ${[...pounds].join('/')}, English ${[...(englishPounds ?? [])].join('/')}`);
    }
    // Where English tells one from many (or the translation brings its own plural), it uses the
    // language's own categories ("one" in French covers 0 and 1). "many" where it means a million
    // and more (fr/es/it/pt: "un million de…") may fall back to "other": no household counts
    // devices in millions. Where it is the everyday plural (Polish: 0, 5–21, 25… "5 urządzeń") it
    // is required like every other category.
    const distinguishes =
      translated.plurals.has(name) && (!english.plurals.has(name) || [...englishOptions.keys()].some((key) => !key.startsWith('=') && key !== 'other'));
    if (distinguishes) {
      const optional = (category: string) => category === 'many' && !manyIsEveryday(language);
      for (const category of categories) if (!optional(category) && !options.has(category)) problems.push(`${name}: no "${category}" option`);
    }
  }
  return problems;
}

/** True when the language's "many" covers small counts (Polish "5 urządzeń"), not only millions. */
function manyIsEveryday(language: Language): boolean {
  const rules = new Intl.PluralRules(language);
  return Array.from({ length: 1000 }, (_, n) => rules.select(n)).includes('many');
}

/** Values that reach every option of every select and plural, for formatting. */
function sampleValues(id: MessageId, language: Language = 'en'): Record<string, unknown>[] {
  const shape = shapeOf(en[id]);
  // A translation's own forms of an argument (`{device_acc}`, `{device_gender, select, …}`) get values too.
  const own = shapeOf(CATALOGUES[language][id]);
  for (const [name, kinds] of own.args) if (!shape.args.has(name)) shape.args.set(name, kinds);
  for (const [name, options] of own.selects) if (!shape.selects.has(name)) shape.selects.set(name, options);
  const base: Record<string, unknown> = {};
  for (const [name, kinds] of shape.args) {
    base[name] = kinds.has('plural') || kinds.has('number') ? 2 : kinds.has('date') || kinds.has('time') ? new Date(Date.UTC(2026, 11, 1, 21, 30)) : 'Sample';
  }
  for (const tag of shape.tags) base[tag] = (chunks: unknown[]) => `[${chunks.join('')}]`;
  const samples = [base];
  for (const [name, options] of shape.selects)
    for (const option of [...options, 'something-else']) samples.push({ ...base, [name]: option === 'other' ? 'something-else' : option });
  for (const name of shape.plurals.keys()) for (const n of [0, 1, 2, 5, 21, 1000, 1_000_000]) samples.push({ ...base, [name]: n });
  return samples;
}

describe('the translated catalogues', () => {
  it('are registered for every language, English being en.ts itself', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
    expect(CATALOGUES.en).toBe(en);
  });

  it('every catalogue file in common/i18n/ is registered, under a language the app speaks', () => {
    const files = readdirSync(I18N)
      .filter((f) => /^[a-z]{2}\.ts$/.test(f))
      .map((f) => f.slice(0, 2));
    expect(files.every(isLanguage), `files: ${files.join(', ')}`).toBe(true);
    expect(Object.keys(CATALOGUES).sort()).toEqual(files.sort());
  });

  it.each(TRANSLATED)('%s has exactly the keys of en.ts', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual([...IDS].sort());
  });

  it.each(LANGUAGES)('%s: every message parses as ICU', (language) => {
    const failures: string[] = [];
    for (const id of IDS) {
      try {
        parse(CATALOGUES[language][id]);
      } catch (error) {
        failures.push(`${id}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(TRANSLATED)('%s: same arguments, selects, plurals (in its own categories), "#" and tags as English', (language) => {
    expect(IDS.flatMap((id) => structuralDifferences(language, en[id], CATALOGUES[language][id]).map((problem) => `${id}: ${problem}`))).toEqual([]);
  });

  it.each(TRANSLATED)('%s: every message formats with sample values, leaving no ICU syntax on screen', (language) => {
    const errors: string[] = [];
    const intl = createIntl({ locale: language, messages: CATALOGUES[language], onError: (error) => errors.push(String(error)) });
    const leftovers: string[] = [];
    for (const id of IDS) {
      for (const values of sampleValues(id, language)) {
        const text: unknown = intl.formatMessage({ id }, values as Parameters<typeof intl.formatMessage>[1]);
        if (typeof text !== 'string' || /[{}<>]/.test(text.replace(/\[[^\]]*\]/g, ''))) leftovers.push(`${id}: ${String(text)}`);
      }
    }
    expect(errors).toEqual([]);
    expect(leftovers).toEqual([]);
  });

  it.each(TRANSLATED)('%s: nothing is left in English but the listed exceptions', (language) => {
    const untranslated = IDS.filter((id) => CATALOGUES[language][id] === en[id]);
    expect(untranslated.sort()).toEqual([...NAMES_AND_TOKENS, ...SAME_WORDS[language]].sort());
  });

  it('the structural check catches what a careless translation does', () => {
    const turn = en['card.turn'];
    const good = '{state, select, on {ALLUMER} off {ÉTEINDRE} other {Mettre {name} sur {state}}} {name}';
    expect(structuralDifferences('fr', turn, good)).toEqual([]);
    expect(structuralDifferences('fr', turn, '{state, select, on {ALLUMER} other {{state}}} {name}')).not.toEqual([]); // an option lost
    expect(structuralDifferences('fr', turn, '{state, select, on {ALLUMER} off {ÉTEINDRE} other {{state}}} {nom}')).not.toEqual([]); // an argument renamed
    expect(structuralDifferences('fr', turn, '{state, select, on {ALLUMER} off {ÉTEINDRE} other {{state}}} name')).not.toEqual([]); // an argument dropped

    const changes = en['history.changes'];
    expect(structuralDifferences('fr', changes, '{count, plural, =0 {aucun changement} one {# changement} other {# changements}}')).toEqual([]);
    expect(
      structuralDifferences('fr', changes, '{count, plural, =0 {aucun changement} one {# changement} few {# changements} other {# changements}}'),
    ).not.toEqual([]); // no "few" in French
    expect(structuralDifferences('fr', changes, '{count, plural, =0 {aucun changement} other {# changements}}')).not.toEqual([]); // "one" missing
    expect(structuralDifferences('fr', changes, '{count, plural, one {# changement} other {# changements}}')).not.toEqual([]); // "=0" missing
    expect(structuralDifferences('fr', changes, '{count, plural, =0 {aucun changement} one {un changement} other {des changements}}')).not.toEqual([]); // "#" dropped

    const shared = en['pending.shared'];
    expect(structuralDifferences('fr', shared, '{count, plural, one {# partagé} other {# partagés}} avec l’assistant')).toEqual([]);
    expect(structuralDifferences('fr', shared, '{count, plural, other {# partagés}} avec l’assistant')).not.toEqual([]); // "one" missing
    expect(structuralDifferences('fr', shared, '{count, plural, one {un partagé} other {# partagés}} avec l’assistant')).not.toEqual([]); // the number lost

    expect(structuralDifferences('de', en['tray.waiting'], '{count, plural, one {# Anfrage wartet} other {# Anfragen warten}}')).toEqual([]);
    expect(structuralDifferences('de', en['tray.waiting'], '{anzahl, plural, one {# Anfrage wartet} other {# Anfragen warten}}')).not.toEqual([]); // renamed
    expect(structuralDifferences('de', en['connection.connected'], 'Verbunden mit {name}')).not.toEqual([]); // arguments and a tag lost

    // Polish counts 5 to 21 in "many": a plural without it is wrong for most numbers, not only for millions.
    expect(structuralDifferences('pl', changes, '{count, plural, =0 {brak zmian} one {# zmiana} few {# zmiany} many {# zmian} other {# zmiany}}')).toEqual([]);
    expect(structuralDifferences('pl', changes, '{count, plural, =0 {brak zmian} one {# zmiana} few {# zmiany} other {# zmian}}')).not.toEqual([]); // "many" missing
    expect(structuralDifferences('pt', changes, '{count, plural, =0 {sem alterações} one {# alteração} other {# alterações}}')).toEqual([]); // "many" is millions

    const pending = en['saveBar.pending'];
    expect(structuralDifferences('fr', pending, '{count, plural, one {# modification} other {# modifications}} : {list}.')).not.toEqual([]); // <b> lost
  });
});

describe('the code and the catalogue agree', () => {
  const text = CODE.map((file) => ({ file: relative(ROOT, file), source: readFileSync(file, 'utf8') }));

  it('every key English has is used somewhere in the code', () => {
    const all = text.map((f) => f.source).join('\n');
    const unused = Object.keys(en).filter((id) => !all.includes(`'${id}'`) && !all.includes(`"${id}"`));
    expect(unused).toEqual([]);
  });

  it('no window asks for a message its catalogue chunk leaves out (the engines’ and the turn loop’s, main’s alone)', () => {
    const windows = text.filter(({ file }) => file.startsWith('renderer'));
    expect(windows.length).toBeGreaterThan(10);
    const asked = windows.flatMap(({ file, source }) =>
      [...source.matchAll(/['"`]([a-zA-Z]+\.[\w.]+)['"`]/g)]
        .map((match) => match[1]!)
        .filter((id) => MAIN_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix)))
        .map((id) => `${file}: ${id}`),
    );
    expect(asked).toEqual([]);
    // The prefixes do cover messages: the chunks are smaller for them.
    expect(Object.keys(en).filter((id) => MAIN_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix))).length).toBeGreaterThan(50);
  });

  it('every id the code asks for exists', () => {
    const missing: string[] = [];
    for (const { file, source } of text) {
      for (const match of source.matchAll(/\b(?:t|rich|shellT)\(\s*['"]([^'"]+)['"]/g)) if (!(match[1]! in en)) missing.push(`${file}: ${match[1]}`);
    }
    expect(missing).toEqual([]);
  });
});
