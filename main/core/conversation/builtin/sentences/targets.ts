/**
 * From a match's captures to entities, with the shared index's lookups: names (and their
 * aliases and other forms) as the matcher found them, narrowed by the places named, by a kind
 * (a lexicon noun, its tiers tried in order) and — when no place is named — by this computer's
 * room, as Home Assistant uses a voice satellite's area (DESIGN §5).
 */
import { kindSense, type NounSense } from '../kinds.js';
import { nounLevels, sortByVocabulary, suggestionsFor, withEveryWord } from '../matching.js';
import type { IndexedEntity, VocabularyIndex } from '../indexed-vocabulary.js';
import { isPluralWord, type Token } from '../text.js';
import type { Capture } from './match.js';
import { nameWordCapture } from './name-word.js';
import type { SlotValues } from './types.js';

export type Selection =
  | { kind: 'targets'; entities: IndexedEntity[]; set: boolean; byName: boolean; phrase: string; noun: NounSense | null }
  | { kind: 'unknown'; phrase: string; suggestions: IndexedEntity[] }
  | { kind: 'ambiguous'; candidates: IndexedEntity[]; phrase: string }
  | { kind: 'nothing'; phrase: string; area: string | null; here: boolean; noun: NounSense | null }
  | { kind: 'which_room'; phrase: string }
  | { kind: 'empty' };

/** What a match carries: the intent's own values and its lists', later ones winning. */
export function valuesOf(captures: readonly Capture[], own: SlotValues): SlotValues {
  const values: SlotValues = { ...own };
  for (const c of captures) if (c.kind === 'values') Object.assign(values, c.values);
  return values;
}

/** The household's words for the target: from the first name, kind or place to the last. */
export function phraseOf(captures: readonly Capture[], tokens: readonly Token[], listed: (c: Capture) => boolean): string {
  const parts = captures.filter((c) => c.kind !== 'values' || listed(c));
  if (parts.length === 0) return '';
  const from = Math.min(...parts.map((c) => c.from));
  const to = Math.max(...parts.map((c) => c.to));
  return tokens
    .slice(from, to)
    .map((t) => t.surface)
    .join(' ');
}

const inPlace = (e: IndexedEntity, keys: readonly string[]): boolean => keys.some((k) => e.areaKey === k || e.floorKey === k);

/** The entities of the first tier of `kind` that has any among `pool` (tiers per index, cached: matching.ts). */
function ofKind(pool: readonly IndexedEntity[], kind: NounSense, index: VocabularyIndex, fits?: (e: IndexedEntity) => boolean): IndexedEntity[] {
  const levels = nounLevels(index, kind);
  const tier = (from: readonly IndexedEntity[]): IndexedEntity[] => {
    let best = -1;
    for (const e of from) {
      const level = levels[e.idx]!;
      if (level >= 0 && (best < 0 || level < best)) best = level;
    }
    return best < 0 ? [] : from.filter((e) => levels[e.idx] === best);
  };
  // `state_narrows`: the first tier with a device the asked state can describe, else as without it.
  if (fits) {
    const fitting = tier(pool.filter(fits));
    if (fitting.length > 0) return fitting;
  }
  return tier(pool);
}

/** The entities in every place named (each place: any of its keys), from the index's postings. */
function inPlaces(places: ReadonlyArray<readonly string[]>, index: VocabularyIndex): IndexedEntity[] {
  const [first, ...rest] = places;
  const members = new Set<number>();
  for (const key of first!) for (const i of index.areaMembers.get(key) ?? []) members.add(i);
  return sortByVocabulary([...members].map((i) => index.entities[i]!).filter((e) => rest.every((keys) => inPlace(e, keys))));
}

const nouns = new Map<string, NounSense>();

/** The kind a match names, as a lexicon noun; `fallback` when it names none. */
export function kindOf(values: SlotValues, fallback: NounSense | null): NounSense | null {
  if (!values.kind) return fallback;
  let sense = nouns.get(values.kind);
  if (!sense) nouns.set(values.kind, (sense = kindSense(values.kind)));
  return sense;
}

function unknownOf(c: Extract<Capture, { kind: 'name' }>, tokens: readonly Token[], index: VocabularyIndex): Selection {
  const words = tokens.slice(c.from, c.to).map((t) => t.stem);
  return { kind: 'unknown', phrase: words.join(' '), suggestions: suggestionsFor(words, index) };
}

/** The entities a match selects. `single`: a request about one device (history), so several is a question back. */
export function select(
  captures: readonly Capture[],
  values: SlotValues,
  index: VocabularyIndex,
  phrase: string,
  tokens: readonly Token[],
  options: {
    kind: NounSense | null;
    single?: boolean;
    fits?: (e: IndexedEntity) => boolean;
    allEverywhere?: boolean;
    alone?: (e: IndexedEntity) => boolean;
    oneNamed?: boolean;
    pluralNames?: boolean;
    properties?: boolean;
    placeNames?: boolean;
    kindFitsName?: boolean;
  },
): Selection {
  const fits = options.fits;
  const names = captures.filter((c): c is Extract<Capture, { kind: 'name' }> => c.kind === 'name');
  const places = captures.filter((c): c is Extract<Capture, { kind: 'area' }> => c.kind === 'area').map((c) => c.keys);
  const kind = options.kind;
  const placed = (e: IndexedEntity): boolean => (values.either_place ? places.some((keys) => inPlace(e, keys)) : places.every((keys) => inPlace(e, keys)));

  // A kind word that is a word of the household's names ("le lampade"): the devices so named (name-word.ts).
  const byWord = names.length === 0 ? nameWordCapture(values, index) : null;
  if (byWord) return select([...captures, byWord], { ...values, all: values.all || values.plural, name_word: undefined }, index, phrase, tokens, options);

  if (names.length > 0 && values.each_place && kind) {
    // "the kitchen and living room lights": each part (a place, or words of names) with the kind named once.
    const pool = [...names.flatMap((c) => c.ids.map((i) => index.entities[i]!)), ...places.flatMap((keys) => inPlaces([keys], index))];
    if (names.some((c) => c.ids.length === 0))
      return unknownOf(
        names.find((c) => c.ids.length === 0)!,
        tokens,
        index,
      );
    const entities = ofKind(sortByVocabulary(new Set(pool)), kind, index, fits);
    if (entities.length === 0) return { kind: 'nothing', phrase, area: null, here: false, noun: kind };
    return { kind: 'targets', entities, set: true, byName: false, phrase, noun: kind };
  }
  if (names.length > 0) {
    const saidKind = captures.find((c) => c.kind === 'values' && c.values.kind !== undefined);
    const unknown = names.find((c) => c.ids.length === 0);
    if (unknown) {
      // `kind_fits_name`: the kind word said right after an unknown name is part of what names nothing ("the garage heater").
      const to = options.kindFitsName && saidKind?.from === unknown.to ? saidKind.to : unknown.to;
      const words = tokens.slice(unknown.from, to).map((t) => t.stem);
      return { kind: 'unknown', phrase: words.join(' '), suggestions: suggestionsFor(words, index) };
    }
    const found: IndexedEntity[] = [];
    for (const c of names) {
      let each = c.ids.map((i) => index.entities[i]!);
      if (places.length > 0) each = each.filter(placed);
      if (options.properties && kind && each.length > 0 && ofKind(each, kind, index).length === 0) {
        // `properties`: the kind is a property of the device named; its sensor is a device whose name holds every word said.
        const named = withEveryWord(tokens.slice(c.from, c.to), index.nameWords).map((i) => index.entities[i]!);
        const own = named.length > 0 ? ofKind(named, kind, index) : [];
        if (own.length > 0) each = own;
      }
      if (options.kindFitsName && kind && each.length > 0 && saidKind && ofKind(each, kind, index).length === 0) {
        // `kind_fits_name`: "the aquarium heater" for the switch "Aquarium" names nothing the household has.
        const words = tokens.slice(Math.min(c.from, saidKind.from), Math.max(c.to, saidKind.to)).map((t) => t.stem);
        return { kind: 'unknown', phrase: words.join(' '), suggestions: suggestionsFor(words, index) };
      }
      if (kind && each.length > 1) {
        const narrowed = ofKind(each, kind, index, fits);
        if (narrowed.length > 0) each = narrowed;
      }
      if (fits && each.length > 1) {
        // "is the phone battery low?" among the phone's sensors: the one the state describes.
        const described = each.filter(fits);
        if (described.length > 0) each = described;
      }
      if (each.length === 0) {
        const area = places[0]?.[0] ? (index.areaLabels.get(places[0][0]) ?? null) : null;
        return { kind: 'nothing', phrase, area, here: false, noun: kind };
      }
      // `plural_names`: a plural kind word after the name, or the name's own last word said in the plural ("the lamps").
      const pluralSaid = options.pluralNames === true && (values.plural === true || (c.to > c.from && isPluralWord(tokens[c.to - 1]!)));
      if (each.length > 1 && (names.length > 1 || options.single || !(values.all || pluralSaid)))
        return { kind: 'ambiguous', candidates: sortByVocabulary(each), phrase };
      found.push(...each);
    }
    const entities = sortByVocabulary(new Set(found));
    return { kind: 'targets', entities, set: entities.length > 1, byName: true, phrase, noun: kind };
  }

  let pool: readonly IndexedEntity[] = index.entities;
  let here = false;
  const room = (): IndexedEntity[] =>
    sortByVocabulary((index.areaMembers.get(index.hereKey!) ?? []).map((i) => index.entities[i]!).filter((e) => e.areaKey === index.hereKey));
  if (places.length > 0)
    pool = values.each_place || values.either_place ? sortByVocabulary(new Set(places.flatMap((keys) => inPlaces([keys], index)))) : inPlaces(places, index);
  if (places.length === 1 && options.placeNames) {
    // `place_names`: a device with no area whose name says the place as the household said it joins the place's own.
    const said = captures.find((c) => c.kind === 'area')!;
    const named = withEveryWord(tokens.slice(said.from, said.to), index.nameWords)
      .map((i) => index.entities[i]!)
      .filter((e) => e.areaKey === null);
    if (named.length > 0) pool = sortByVocabulary(new Set([...pool, ...named]));
  } else if (values.here) {
    if (index.hereKey === null) return index.hereSet ? { kind: 'nothing', phrase, area: null, here: true, noun: kind } : { kind: 'which_room', phrase };
    pool = room();
    here = true;
  } else if (!values.everywhere && !(values.all && options.allEverywhere) && index.hereKey !== null && kind) {
    // Home Assistant's rule for a satellite: no place named means its room, when the room has any.
    const inRoom = ofKind(room(), kind, index, fits);
    if (inRoom.length > 1 && (options.oneNamed || (values.one && !values.all))) return { kind: 'ambiguous', candidates: inRoom, phrase };
    if (inRoom.length > 0) return { kind: 'targets', entities: inRoom, set: true, byName: false, phrase, noun: kind };
  }
  if (!kind) {
    // `state_narrows`: "what is open?" — every device the state can describe, in the places named.
    const described = (options.alone ?? fits) ? pool.filter((options.alone ?? fits)!) : [];
    if (described.length === 0) return { kind: 'empty' };
    return { kind: 'targets', entities: sortByVocabulary(described), set: true, byName: false, phrase, noun: null };
  }
  const entities = ofKind(pool, kind, index, fits);
  if (entities.length === 0) {
    const area = places[0]?.[0] ? (index.areaLabels.get(places[0][0]) ?? null) : null;
    return { kind: 'nothing', phrase, area, here, noun: kind };
  }
  // "the lamp" where several fit: which one (a singular count noun, types.ts `one`; or `one_named`).
  // A `one_alone` noun asks only with no place and no room (types.ts).
  const one = values.one || (values.one_alone && places.length === 0 && !here && index.hereKey === null);
  if ((options.single || options.oneNamed || (one && !values.all)) && entities.length > 1) return { kind: 'ambiguous', candidates: entities, phrase };
  return { kind: 'targets', entities, set: true, byName: false, phrase, noun: kind };
}
