// Long because: the three readings of a phrase (by whole name, as a set of a kind in a place, by object id) share one analysis of its words, and each is small beside it.
/**
 * The readings of a target phrase (see `resolve.ts`): by whole name, as a set of a kind in an
 * area or by name words, and by object id. Each returns entities in vocabulary order, or null
 * when the reading does not apply.
 */
import { NOUNS, PLACE_NAME_FORMS, type NounSense, type StateWord } from './lexicon.js';
import { FLOOR_PREFIX, intersectSorted, placeStems, nounLevel, nounLevels, postingsFor, rawStateFor, sortByVocabulary, unionSorted } from './matching.js';
import { tagTokens, type NameSpan, type Tag } from './tagging.js';
import type { TargetRequest } from './target-request.js';
import type { Token } from './text.js';
import type { IndexedEntity, VocabularyIndex } from './indexed-vocabulary.js';

/**
 * Whether the entity is in the places named: in one of the areas named (if any), and on one of
 * the floors named (if any) — "the bedroom lights upstairs" is both. An entity without an area is
 * matched on its name words (DESIGN §5's fallback): the place's own name, or the words the
 * household said for it (`said`: "outside", an alias of the Front Yard, finds Outdoor Temperature).
 */
export function inArea(e: IndexedEntity, areaKeys: readonly string[], said: readonly string[] = []): boolean {
  const floors = areaKeys.filter((k) => k.startsWith(FLOOR_PREFIX));
  const areas = areaKeys.filter((k) => !k.startsWith(FLOOR_PREFIX));
  const named = (stems: readonly string[]): boolean =>
    stems.length > 0 && stems.every((s) => e.nameStems.includes(s) || (PLACE_NAME_FORMS[s] ?? []).some((f) => e.nameStems.includes(f)));
  const byName = (keys: readonly string[]): boolean => keys.some((k) => named(placeStems(k)));
  if (areas.length > 0 && !(e.areaKey ? areas.includes(e.areaKey) : byName(areas) || named(said))) return false;
  if (floors.length > 0 && !(e.floorKey ? floors.includes(e.floorKey) : !e.areaKey && byName(floors))) return false;
  return areas.length > 0 || floors.length > 0;
}

const OPTIONAL = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'of', 'in', 'at', 'to', 'for', 'by', 'with', 'is', 'are', 'it', 'and', 'or']);
const CONTROLLABLE_NOUNS: NounSense[] = [{ phrase: 'lights and switches', tiers: [[{ domain: 'light' }, { domain: 'switch' }]] }];

export interface Word {
  stems: string[];
  known: boolean;
  plural: boolean;
  surface: string;
}

export interface Analysis {
  nouns: Array<{ senses: NounSense[]; plural: boolean }>;
  state: StateWord | null;
  areaKeys: string[];
  /** The stems the household said for those places ("outside" for an area whose alias it is). */
  placeWords: string[];
  quantified: boolean;
  everywhere: boolean;
  deictic: boolean;
  /** Content words: neither grammar nor area nor kind nor state. */
  words: Word[];
  /** Grammar words that are also words of some name ("left", "reading"): qualifiers when that finds something. */
  soft: Word[];
  unknownIds: string[];
  ids: IndexedEntity[];
}

function wordOf(t: Token, known: boolean, index?: VocabularyIndex): Word {
  const stems = t.alts ?? [t.stem];
  // A place word also finds the other way a name says it ("outside" → Outdoor Humidity).
  const forms = stems.flatMap((s) => PLACE_NAME_FORMS[s] ?? []);
  if (forms.length === 0) return { stems, known, plural: t.surface !== t.stem && t.surface.endsWith('s'), surface: t.surface };
  return {
    stems: [...stems, ...forms],
    known: known || (index !== undefined && forms.some((f) => index.known.has(f))),
    plural: t.surface !== t.stem && t.surface.endsWith('s'),
    surface: t.surface,
  };
}

export function analyse(tags: readonly Tag[], tokens: readonly Token[], index?: VocabularyIndex): Analysis {
  const a: Analysis = {
    nouns: [],
    state: null,
    areaKeys: [],
    placeWords: [],
    quantified: false,
    everywhere: false,
    deictic: false,
    words: [],
    soft: [],
    unknownIds: [],
    ids: [],
  };
  for (const tag of tags) {
    switch (tag.type) {
      case 'noun':
        a.nouns.push({ senses: tag.senses, plural: tag.plural });
        break;
      case 'state':
        a.state ??= tag.words[0]!;
        break;
      case 'area':
        if (!a.areaKeys.includes(tag.key)) a.areaKeys.push(tag.key);
        for (const t of tokens.slice(tag.start, tag.start + tag.length)) if (!a.placeWords.includes(t.stem)) a.placeWords.push(t.stem);
        break;
      case 'role':
        if (tag.role === 'quantifier') a.quantified = true;
        else if (tag.role === 'global' || tag.role === 'every_room') a.everywhere = true;
        else if (tag.role === 'deictic') a.deictic = true;
        else if (tag.role === 'filler' && tag.length === 1 && index?.nameWords.has(tokens[tag.start]!.stem) && !OPTIONAL.has(tokens[tag.start]!.stem)) {
          a.soft.push(wordOf(tokens[tag.start]!, true));
        }
        break;
      case 'id':
        if (tag.entity) a.ids.push(tag.entity);
        else a.unknownIds.push(tokens[tag.start]!.surface);
        break;
      case 'word':
        a.words.push(wordOf(tokens[tag.start]!, tag.known, index));
        break;
    }
  }
  // "in here": this computer's room, when the household set it (DESIGN §5, a satellite's area).
  if (a.deictic && index?.hereKey && a.areaKeys.length === 0) a.areaKeys.push(index.hereKey);
  return a;
}

/** The words the household used for the target, for questions back ("garage heater"). */
export function phraseOf(tokens: readonly Token[], tags: readonly Tag[]): string {
  const kept = tags.filter((t) => !(t.type === 'role' && t.role !== 'deictic') && t.type !== 'state');
  if (kept.length === 0) return tokens.map((t) => t.surface).join(' ');
  const from = kept[0]!.start;
  const last = kept[kept.length - 1]!;
  return tokens
    .slice(from, last.start + last.length)
    .map((t) => t.surface)
    .join(' ');
}

// ---------------------------------------------------------------------------------------------

export interface NameReading {
  entities: IndexedEntity[];
  pluralOfSingular: boolean;
  /** Every span is a single word that is also a kind of device ("Light", "Gas", "CO"). */
  generic: boolean;
  state: StateWord | null;
}

/** A whole-name match on a single word that is also a kind of device ("Light", "Gas", "CO"). */
function isGenericSpan(span: NameSpan, tokens: readonly Token[]): boolean {
  return span.length === 1 && NOUNS.words.has(tokens[span.start]!.stem);
}

export function nameReading(allSpans: NameSpan[], tokens: readonly Token[], index: VocabularyIndex, request: TargetRequest): NameReading | null {
  // Beside another name, a kind word describes it ("play corner lights"), it is not a second device.
  const specific = allSpans.filter((s) => !isGenericSpan(s, tokens));
  const spans = specific.length > 0 ? specific : allSpans;
  if (spans.length === 0) return null;
  const blocked = new Set<number>();
  for (const s of spans) for (let k = 0; k < s.length; k++) blocked.add(s.start + k);
  const rest = analyse(tagTokens(tokens, index, request.mode, blocked), tokens);
  if (rest.ids.length > 0 || rest.unknownIds.length > 0) return null;
  if (rest.words.length > 0) return null;
  const nouns = [...rest.nouns.map((n) => n.senses), ...(request.impliedNouns ?? []).map((n) => [n])];
  const state = rest.state ?? request.impliedState ?? null;
  const strict = request.mode === 'command';
  const found: IndexedEntity[] = [];
  for (const span of spans) {
    let set = span.entities;
    if (rest.areaKeys.length > 0) {
      set = set.filter((e) => inArea(e, rest.areaKeys, rest.placeWords));
      if (set.length === 0) return null;
    }
    const isOfKind = (e: IndexedEntity) => nouns.every((senses) => senses.some((n) => nounLevel(n, e) >= 0));
    const ofKind = set.filter(isOfKind);
    // A property of a named device ("the battery of the hall motion") is the entity of that kind
    // whose name carries the device's name (Hall Motion Battery) — never the device's main state.
    const property = ofKind.length === 0 && nouns.length > 0 ? propertyOf(set, isOfKind, index) : [];
    if (ofKind.length > 0) set = ofKind;
    else if (property.length > 0) set = property;
    else if (strict) return null;
    if (state) {
      const withState = set.filter((e) => rawStateFor(state, e) !== null);
      if (withState.length > 0) set = withState;
    }
    found.push(...set);
  }
  const generic = spans.every((s) => isGenericSpan(s, tokens));
  return { entities: sortByVocabulary(found), pluralOfSingular: spans.some((s) => s.pluralOfSingular), generic, state };
}

/** Entities of a kind whose names carry one of `devices`' whole names ("Hall Motion" → "Hall Motion Battery"). */
function propertyOf(devices: readonly IndexedEntity[], isOfKind: (e: IndexedEntity) => boolean, index: VocabularyIndex): IndexedEntity[] {
  return index.entities.filter(
    (c) => !devices.includes(c) && isOfKind(c) && devices.some((d) => d.nameStems.length > 0 && d.nameStems.every((s) => c.nameStems.includes(s))),
  );
}

export interface SetReading {
  entities: IndexedEntity[];
  /** The phrase itself reads as a set: a quantifier, a plural, "everywhere", an area with a kind. */
  setForm: boolean;
  state: StateWord | null;
  noun: string | null;
}

export function setReading(a: Analysis, index: VocabularyIndex, request: TargetRequest): SetReading | null {
  if (a.soft.length > 0) {
    const withSoft = setReadingWith({ ...a, words: [...a.words, ...a.soft], soft: [] }, index, request);
    if (withSoft && withSoft.entities.length > 0) return withSoft;
  }
  return setReadingWith(a, index, request);
}

function setReadingWith(a: Analysis, index: VocabularyIndex, request: TargetRequest): SetReading | null {
  const nouns = [...a.nouns.map((n) => n.senses), ...(request.impliedNouns ?? []).map((n) => [n])];
  const state = a.state ?? request.impliedState ?? null;
  const quantified = a.quantified || request.quantified === true;
  const qualifiers = a.words;
  if (qualifiers.some((w) => !w.known)) return null;
  if (nouns.length === 0 && qualifiers.length === 0) {
    if (request.mode === 'command' && (quantified || a.areaKeys.length > 0 || a.everywhere)) nouns.push(CONTROLLABLE_NOUNS);
    else if (!(state && (quantified || a.areaKeys.length > 0))) return null;
  }

  let pool: readonly number[];
  let poolInArea = false;
  if (qualifiers.length > 0) pool = intersectSorted(qualifiers.map((w) => postingsFor(index, w.stems, true)));
  else if (a.areaKeys.length > 0) {
    const lists: Array<readonly number[]> = [];
    for (const key of a.areaKeys) {
      lists.push(index.areaMembers.get(key) ?? []);
      lists.push(intersectSorted(placeStems(key).map((s) => postingsFor(index, [s], false))).filter((i) => !index.entities[i]!.areaKey));
    }
    // The words said for the place, when an alias ("outside" for the Front Yard): a device without an
    // area that says them its own way (Outdoor Temperature) is there too.
    if (a.placeWords.length > 0) {
      const said = intersectSorted(a.placeWords.map((s) => postingsFor(index, [s, ...(PLACE_NAME_FORMS[s] ?? [])], false)));
      lists.push(said.filter((i) => !index.entities[i]!.areaKey));
    }
    pool = unionSorted(lists);
    // An area and a floor together ("the bedroom lights upstairs") narrow each other.
    poolInArea = !a.areaKeys.some((k) => k.startsWith(FLOOR_PREFIX)) || a.areaKeys.every((k) => k.startsWith(FLOOR_PREFIX));
  } else if (nouns.length > 0 && !nouns.some((senses) => senses.some((n) => n.tiers.some((t) => t.some((k) => k.domain === '*'))))) {
    const domains = new Set<string>();
    for (const senses of nouns.slice(0, 1)) for (const n of senses) for (const t of n.tiers) for (const k of t) domains.add(k.domain);
    pool = unionSorted([...domains].map((dm) => index.byDomain.get(dm) ?? []));
  } else pool = index.entities.map((e) => e.idx);

  const levelTables = nouns.map((senses) => senses.map((n) => nounLevels(index, n)));
  const best = (candidates: readonly number[]): IndexedEntity[] => {
    let bestLevel = Number.POSITIVE_INFINITY;
    let found: IndexedEntity[] = [];
    for (const i of candidates) {
      let level = 0;
      for (const tables of levelTables) {
        let l = -1;
        for (const table of tables) {
          const nl = table[i]!;
          if (nl >= 0 && (l < 0 || nl < l)) l = nl;
        }
        if (l < 0) {
          level = -1;
          break;
        }
        if (l > level) level = l;
      }
      if (level < 0) continue;
      const e = index.entities[i]!;
      if (a.areaKeys.length > 0 && !poolInArea && !inArea(e, a.areaKeys, a.placeWords)) continue;
      if (state) {
        const raw = rawStateFor(state, e);
        if (raw === null) continue;
        // "what's on?" is about things that are switched, not every binary sensor that reads "on".
        if (
          nouns.length === 0 &&
          qualifiers.length === 0 &&
          e.domain === 'binary_sensor' &&
          !state.senses.some((s) => s.device_class !== undefined && s.device_class === e.device_class)
        )
          continue;
      }
      if (level < bestLevel) {
        bestLevel = level;
        found = [e];
      } else if (level === bestLevel) found.push(e);
    }
    return found;
  };
  // Like a voice satellite: a kind with no place ("turn on the lights", "what's the temperature?")
  // means this computer's room when it has one; "all the lights" and "everywhere" mean the whole home.
  let found: IndexedEntity[] = [];
  if (index.hereKey && a.areaKeys.length === 0 && !a.everywhere && !quantified && qualifiers.length === 0 && nouns.length > 0) {
    found = best(pool.filter((i) => inArea(index.entities[i]!, [index.hereKey!])));
  }
  if (found.length === 0) found = best(pool);
  const plural = a.nouns.some((n) => n.plural) || (qualifiers.length > 0 && qualifiers[qualifiers.length - 1]!.plural);
  const kindNoun = nouns.some((senses) => senses.some((n) => n.tiers.every((t) => t.every((k) => k.domain !== '*'))));
  const setForm =
    request.impliedSet === true ||
    quantified ||
    plural ||
    a.everywhere ||
    (a.areaKeys.length > 0 && (kindNoun || (request.mode === 'command' && qualifiers.length === 0))) ||
    (request.mode === 'question' && (nouns.length > 0 || qualifiers.length === 0));
  const nounSense = a.nouns[0]?.senses[0] ?? request.impliedNouns?.[0] ?? null;
  return { entities: found, setForm, state, noun: nounSense ? nounSense.phrase : null };
}

/** Object ids as the last resort: every content word must be a word of the entity's object id. */
export function objectIdReading(a: Analysis, index: VocabularyIndex): IndexedEntity[] {
  if (a.words.length === 0 || a.words.some((w) => !w.known)) return [];
  const lists = a.words.map((w) => unionSorted(w.stems.map((s) => index.idWords.get(s) ?? [])));
  return sortByVocabulary(
    intersectSorted(lists)
      .map((i) => index.entities[i]!)
      .filter(
        (e) => (a.areaKeys.length === 0 || inArea(e, a.areaKeys, a.placeWords)) && a.nouns.every((n) => n.senses.some((sense) => nounLevel(sense, e) >= 0)),
      ),
  );
}
