/**
 * The vocabulary (allowlisted entities' names), indexed once so that an utterance is resolved in
 * well under a millisecond even against thousands of names: a phrase table of whole names, word →
 * entity postings for partial names, areas, domains, and a typo dictionary built on first need.
 * A language pack may add other forms of each name (`nameForms`: accents stripped, a compound
 * split), indexed like aliases, so the index is built per language.
 */
import { domainOf, objectIdOf } from '../../../../common/entity-id.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../../common/languages.js';
import type { VocabularyEntry } from '../conversation-engine.js';
import { FuzzyDictionary } from './fuzzy.js';
import type { IndexedEntity, VocabularyIndex } from './indexed-vocabulary.js';
import { packFor } from './lang/index.js';
import { PhraseTable } from './phrase-table.js';
import { NameReader } from './name-reader.js';
import { UNIT_CLASSES } from './unit-classes.js';
import { vocabularyKey } from './vocabulary-key.js';
import { normalizeText } from './text.js';

export { vocabularyKey } from './vocabulary-key.js';

/** What the index knows beyond the vocabulary itself. */
export interface IndexOptions {
  /** This computer's room (an `area_id`), used as Home Assistant uses a voice satellite's area. */
  here?: string | null;
  /** The language whose pack reads against this index (its `nameForms`); English by default. */
  language?: Language;
  /** Other forms of a name, instead of the language pack's `nameForms` (a pack under test). */
  nameForms?: (name: string) => readonly string[];
}

function inferClass(entry: VocabularyEntry, domain: string): string | null {
  if (entry.device_class) return entry.device_class;
  if (domain !== 'sensor' || !entry.unit_of_measurement) return null;
  return UNIT_CLASSES[normalizeText(entry.unit_of_measurement).trim()] ?? null;
}

/** `idx` onto `key`'s list; true when the list is new (the first time the map sees this key). */
function push(map: Map<string, number[]>, key: string, idx: number): boolean {
  const list = map.get(key);
  if (!list) {
    map.set(key, [idx]);
    return true;
  }
  if (list[list.length - 1] !== idx) list.push(idx);
  return false;
}

export const buildIndex = (vocabulary: readonly VocabularyEntry[], options: IndexOptions = {}): VocabularyIndex => build(vocabulary, options, null);

/** The build itself; `key` when the caller has already computed it (indexFor). */
function build(vocabulary: readonly VocabularyEntry[], options: IndexOptions, key: string | null): VocabularyIndex {
  const entities: IndexedEntity[] = [];
  const byId = new Map<string, IndexedEntity>();
  const names = new PhraseTable<number>();
  const areas = new PhraseTable<string>();
  const areaMembers = new Map<string, number[]>();
  const areaLabels = new Map<string, string>();
  const nameWords = new Map<string, number[]>();
  const idWords = new Map<string, number[]>();
  const areaWords = new Map<string, number[]>();
  const byDomain = new Map<string, number[]>();
  const areaIdKeys = new Map<string, string>();
  // Every distinct word, label and id word is read once per build (name-reader.ts).
  const reader = new NameReader();
  /** A place label (area, floor, or an alias of one) read as the given key. */
  const addPlaceLabel = (label: string, key: string, idx: number): void => {
    const stems = reader.stemsOf(label);
    if (stems.length === 0) return;
    let keys = seenLabels.get(label);
    if (!keys) seenLabels.set(label, (keys = new Set()));
    if (!keys.has(key)) {
      keys.add(key);
      areas.addStems(stems, key);
      for (const s of stems) known.add(s);
    }
    for (const s of stems) push(areaWords, s, idx);
  };
  /** Label → the keys it was added for: each label goes into the phrase table once per key. */
  const seenLabels = new Map<string, Set<string>>();
  /** Plural and other spellings as written in names ("spots"), for typo matching: spelling → stem. */
  const spellings = new Map<string, string>();
  const language = options.language ?? DEFAULT_LANGUAGE;
  // The reading language's own words (its pack's, gathered once per process), then every name's: a
  // name's or id's word is added when its list in `nameWords` or `idWords` is made (`push` says so).
  const known = new Set(packFor(language).knownWords());
  const nameForms = options.nameForms ?? packFor(language).nameForms;
  /** A name's other forms, asked of the pack once per distinct name (areas and floors repeat). */
  const formsCache = new Map<string, string[]>();
  const formsOf = (name: string): string[] => {
    if (!nameForms) return [name];
    let all = formsCache.get(name);
    if (!all) {
      all = [name];
      for (const form of nameForms(name)) if (form.trim() && !all.includes(form)) all.push(form);
      formsCache.set(name, all);
    }
    return all;
  };
  /** The other forms of an entity's name, each once and none the name itself (as `formsOf`, unremembered). */
  const addOtherForms = (name: string, idx: number): void => {
    let done: string[] | null = null;
    for (const form of nameForms!(name)) {
      if (form === name || !form.trim() || done?.includes(form)) continue;
      (done ??= []).push(form);
      addAlias(form, idx);
    }
  };
  /** A name and the other forms the language writes it in (each once). */
  const addPlaceForms = (label: string, key: string, idx: number): void => {
    if (!nameForms) addPlaceLabel(label, key, idx);
    else for (const form of formsOf(label)) addPlaceLabel(form, key, idx);
  };
  /** A place's key (its stems joined, after `prefix`), made once per label: areas' and floors' apart. */
  const placeKeys = { '': new Map<string, string>(), 'floor:': new Map<string, string>() };
  const placeKey = (label: string, prefix: '' | 'floor:'): string => {
    const keys = placeKeys[prefix];
    let k = keys.get(label);
    if (k === undefined) {
      k = prefix + reader.stemsOf(label).join(' ');
      keys.set(label, k);
    }
    return k;
  };
  const addAlias = (alias: string, idx: number): void => {
    const read = reader.read(alias);
    if (read.stems.length === 0) return;
    names.addStems(read.stems, idx);
    for (const s of read.stems) if (push(nameWords, s, idx)) known.add(s);
  };

  for (const entry of vocabulary) {
    if (byId.has(entry.entity_id)) continue;
    const idx = entities.length;
    const domain = domainOf(entry.entity_id);
    const objectId = objectIdOf(entry.entity_id);
    const name = entry.friendly_name || objectId.replace(/_/g, ' ');
    const nameRead = reader.read(name);
    const idStems = reader.idStems(objectId);
    const areaLabel = entry.area?.trim() ? entry.area.trim() : null;
    const areaStems = areaLabel ? reader.stemsOf(areaLabel) : null;
    const areaKey = areaStems && areaStems.length > 0 ? placeKey(areaLabel!, '') : null;
    const floorLabel = areaKey && entry.floor?.trim() ? entry.floor.trim() : null;
    const floorStems = floorLabel ? reader.stemsOf(floorLabel) : [];
    const floorKey = floorStems.length > 0 ? placeKey(floorLabel!, 'floor:') : null;
    const entity: IndexedEntity = {
      idx,
      entry,
      entity_id: entry.entity_id,
      domain,
      device_class: inferClass(entry, domain),
      display: reader.display(name),
      nameStems: nameRead.stems,
      nameSurface: nameRead.surfaces,
      idStems,
      area: areaKey ? areaLabel : null,
      areaKey,
      floorKey,
    };
    entities.push(entity);
    byId.set(entry.entity_id, entity);
    push(byDomain, domain, idx);
    if (entity.nameStems.length > 0) names.addStems(entity.nameStems, idx);
    // Without name forms (English) the aliases as they are, with no copies made per entity.
    if (nameForms) {
      // A friendly name is (nearly always) its entity's own: its forms are indexed straight away,
      // not remembered for the build as the repeating aliases' and places' are.
      if (entry.friendly_name) addOtherForms(entry.friendly_name, idx);
      for (const alias of entry.aliases ?? []) for (const form of formsOf(alias)) addAlias(form, idx);
    } else for (const alias of entry.aliases ?? []) addAlias(alias, idx);
    for (let k = 0; k < entity.nameStems.length; k++) {
      const s = entity.nameStems[k]!;
      if (push(nameWords, s, idx)) known.add(s);
      const spelled = entity.nameSurface[k]!;
      if (spelled !== s) spellings.set(spelled, s);
    }
    for (const s of idStems) if (push(idWords, s, idx)) known.add(s);
    if (areaKey && areaStems) {
      if (!areaLabels.has(areaKey)) areaLabels.set(areaKey, areaLabel!);
      if (entry.area_id) areaIdKeys.set(entry.area_id, areaKey);
      push(areaMembers, areaKey, idx);
      addPlaceForms(areaLabel!, areaKey, idx);
      for (const alias of entry.area_aliases ?? []) addPlaceForms(alias, areaKey, idx);
    }
    if (floorKey && floorLabel) {
      if (!areaLabels.has(floorKey)) areaLabels.set(floorKey, floorLabel);
      push(areaMembers, floorKey, idx);
      addPlaceForms(floorLabel, floorKey, idx);
      for (const alias of entry.floor_aliases ?? []) addPlaceForms(alias, floorKey, idx);
    }
  }

  const here = options.here ?? null;
  const parts = { language, hereKey: here === null ? null : (areaIdKeys.get(here) ?? null), hereSet: here !== null, entities, byId, names, areas };
  return assemble({ ...parts, areaMembers, areaLabels, nameWords, idWords, areaWords, byDomain, known }, spellings, vocabulary, here, key);
}

/**
 * The index object, made outside the build so that its lazy parts (the key, the typo dictionary)
 * hold only what they need — not the build's working memory (the name reader, label sets).
 */
function assemble(
  parts: Omit<VocabularyIndex, 'key' | 'fuzzy'>,
  spellings: ReadonlyMap<string, string>,
  vocabulary: readonly VocabularyEntry[],
  here: string | null,
  given: string | null,
): VocabularyIndex {
  let key = given;
  let fuzzy: FuzzyDictionary | null = null;
  const { known } = parts;
  return {
    // The fingerprint reads every field of every entry again; indexFor has it already, and a
    // direct build computes it when it is first read (the vocabulary is read-only input).
    get key(): string {
      return (key ??= vocabularyKey(vocabulary, here, parts.language));
    },
    ...parts,
    fuzzy: () =>
      (fuzzy ??= new FuzzyDictionary(
        [...known, ...spellings.keys()].filter((w) => !/\d/.test(w)),
        spellings,
      )),
  };
}

const byArray = new WeakMap<readonly VocabularyEntry[], Map<string, VocabularyIndex>>();
const byKey = new Map<string, VocabularyIndex>();
/** A few vocabularies (households, rooms), each in the languages a turn may try. */
const MAX_CACHED = 24;

/**
 * The index for this vocabulary, built once: the same array, or equal contents, reuse it. Its
 * `language` is the one whose name forms and own words it holds.
 */
export function indexFor(vocabulary: readonly VocabularyEntry[], options: IndexOptions = {}): VocabularyIndex {
  const here = options.here ?? null;
  const language = options.language ?? DEFAULT_LANGUAGE;
  const slot = `${language}\u0001${here ?? ''}`;
  const forArray = byArray.get(vocabulary);
  const same = forArray?.get(slot);
  if (same) return same;
  const key = vocabularyKey(vocabulary, here, language);
  let index = byKey.get(key);
  if (index) byKey.delete(key);
  else index = build(vocabulary, { here, language }, key);
  byKey.set(key, index);
  if (byKey.size > MAX_CACHED) byKey.delete(byKey.keys().next().value!);
  if (forArray) forArray.set(slot, index);
  else byArray.set(vocabulary, new Map([[slot, index]]));
  return index;
}
