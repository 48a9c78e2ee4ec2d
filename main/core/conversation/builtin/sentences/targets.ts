/**
 * From a match's captures to entities, with the shared index's lookups: names (and their
 * aliases and other forms) as the matcher found them, narrowed by the places named, by a kind
 * (a lexicon noun, its tiers tried in order) and — when no place is named — by this computer's
 * room, as Home Assistant uses a voice satellite's area (DESIGN §5).
 */
import { noun } from '../grammar.js';
import type { NounSense } from '../lexicon.js';
import { nounLevels, sortByVocabulary, suggestionsFor } from '../matching.js';
import type { IndexedEntity, VocabularyIndex } from '../indexed-vocabulary.js';
import type { Token } from '../text.js';
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
function ofKind(pool: readonly IndexedEntity[], kind: NounSense, index: VocabularyIndex): IndexedEntity[] {
  const levels = nounLevels(index, kind);
  let best = -1;
  for (const e of pool) {
    const level = levels[e.idx]!;
    if (level >= 0 && (best < 0 || level < best)) best = level;
  }
  return best < 0 ? [] : pool.filter((e) => levels[e.idx] === best);
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
  if (!sense) nouns.set(values.kind, (sense = noun(values.kind)));
  return sense;
}

/** The entities a match selects. `single`: a request about one device (history), so several is a question back. */
export function select(
  captures: readonly Capture[],
  values: SlotValues,
  index: VocabularyIndex,
  phrase: string,
  tokens: readonly Token[],
  options: { kind: NounSense | null; single?: boolean },
): Selection {
  const names = captures.filter((c): c is Extract<Capture, { kind: 'name' }> => c.kind === 'name');
  const places = captures.filter((c): c is Extract<Capture, { kind: 'area' }> => c.kind === 'area').map((c) => c.keys);
  const kind = options.kind;
  const placed = (e: IndexedEntity): boolean => (values.either_place ? places.some((keys) => inPlace(e, keys)) : places.every((keys) => inPlace(e, keys)));

  // A kind word that is a word of the household's names ("le lampade"): the devices so named (name-word.ts).
  const byWord = names.length === 0 ? nameWordCapture(values, index) : null;
  if (byWord) return select([...captures, byWord], { ...values, all: values.all || values.plural, name_word: undefined }, index, phrase, tokens, options);

  if (names.length > 0) {
    const unknown = names.find((c) => c.ids.length === 0);
    if (unknown) {
      const words = tokens.slice(unknown.from, unknown.to).map((t) => t.stem);
      return { kind: 'unknown', phrase: words.join(' '), suggestions: suggestionsFor(words, index) };
    }
    const found: IndexedEntity[] = [];
    for (const c of names) {
      let each = c.ids.map((i) => index.entities[i]!);
      if (places.length > 0) each = each.filter(placed);
      if (kind && each.length > 1) {
        const narrowed = ofKind(each, kind, index);
        if (narrowed.length > 0) each = narrowed;
      }
      if (each.length === 0) {
        const area = places[0]?.[0] ? (index.areaLabels.get(places[0][0]) ?? null) : null;
        return { kind: 'nothing', phrase, area, here: false, noun: kind };
      }
      if (each.length > 1 && (names.length > 1 || options.single || !values.all)) return { kind: 'ambiguous', candidates: sortByVocabulary(each), phrase };
      found.push(...each);
    }
    const entities = sortByVocabulary(new Set(found));
    return { kind: 'targets', entities, set: entities.length > 1, byName: true, phrase, noun: kind };
  }

  let pool: readonly IndexedEntity[] = index.entities;
  let here = false;
  const room = (): IndexedEntity[] =>
    sortByVocabulary((index.areaMembers.get(index.hereKey!) ?? []).map((i) => index.entities[i]!).filter((e) => e.areaKey === index.hereKey));
  if (places.length > 0 && values.either_place) pool = sortByVocabulary(new Set(places.flatMap((keys) => inPlaces([keys], index))));
  else if (places.length > 0) pool = inPlaces(places, index);
  else if (values.here) {
    if (index.hereKey === null) return index.hereSet ? { kind: 'nothing', phrase, area: null, here: true, noun: kind } : { kind: 'which_room', phrase };
    pool = room();
    here = true;
  } else if (!values.everywhere && index.hereKey !== null && kind) {
    // Home Assistant's rule for a satellite: no place named means its room, when the room has any.
    const inRoom = ofKind(room(), kind, index);
    if (inRoom.length > 1 && values.one && !values.all) return { kind: 'ambiguous', candidates: inRoom, phrase };
    if (inRoom.length > 0) return { kind: 'targets', entities: inRoom, set: true, byName: false, phrase, noun: kind };
  }
  if (!kind) return { kind: 'empty' };
  const entities = ofKind(pool, kind, index);
  if (entities.length === 0) {
    const area = places[0]?.[0] ? (index.areaLabels.get(places[0][0]) ?? null) : null;
    return { kind: 'nothing', phrase, area, here, noun: kind };
  }
  // "the lamp" where several fit: which one (a singular count noun, types.ts `one`).
  // A `one_alone` noun asks only with no place and no room (types.ts).
  const one = values.one || (values.one_alone && places.length === 0 && !here && index.hereKey === null);
  if ((options.single || (one && !values.all)) && entities.length > 1) return { kind: 'ambiguous', candidates: entities, phrase };
  return { kind: 'targets', entities, set: true, byName: false, phrase, noun: kind };
}
