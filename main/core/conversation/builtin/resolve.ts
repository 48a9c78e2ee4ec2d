/**
 * From a target phrase to entities, never by guessing. Three readings, in order:
 *
 * 1. **Whole name** — a friendly name appears in the phrase ("the kitchen ceiling light"); the
 *    other words must agree with it (an area it is in, a kind it is, a state it can have).
 * 2. **Set** — a kind of device, narrowed by an area and by name words ("the kitchen lights",
 *    "any motion sensors", "the lamps"). An area is the household-assigned one, or for an entity
 *    without one, words of its friendly name (DESIGN §5).
 * 3. **Object id** — the same against entity ids' object ids, when names found nothing.
 *
 * A singular phrase that fits several entities is *ambiguous* (the engine asks which); a phrase
 * with words the vocabulary does not know is *unknown* (the engine asks, offering close names).
 */
import type { NounSense, StateWord } from './lexicon.js';
import { nounLevel, placeStems, rawStateFor, sortByVocabulary, suggestionsFor } from './matching.js';
import { analyse, nameReading, objectIdReading, phraseOf, setReading, type Analysis } from './readings.js';
import { findNameSpans, tagTokens } from './tagging.js';
import type { TargetRequest } from './target-request.js';
import type { Token } from './text.js';
import type { IndexedEntity, VocabularyIndex } from './indexed-vocabulary.js';

export { rawStateFor } from './matching.js';

/** The state a question asks about, per entity (`open` is `on` for a door sensor, `open` for a cover). */
export interface AskedState {
  word: string;
  raws: Map<string, string>;
  /** The state word itself, so a word named once can be applied to every part of a list. */
  state?: StateWord;
}

export type Resolution =
  | { kind: 'targets'; entities: IndexedEntity[]; set: boolean; asked?: AskedState; phrase: string }
  | { kind: 'ambiguous'; candidates: IndexedEntity[]; phrase: string }
  | { kind: 'unknown'; phrase: string; suggestions: IndexedEntity[] }
  | { kind: 'which_room'; phrase: string }
  | { kind: 'nothing'; phrase: string; area: string | null; noun: string | null }
  | { kind: 'empty' }
  | { kind: 'pronoun'; phrase: string };

const PRONOUNS = new Set(['it', 'them', 'that', 'those', 'this', 'these', 'they', 'one']);

function askedFor(state: StateWord | null, entities: readonly IndexedEntity[]): AskedState | undefined {
  if (!state) return undefined;
  const raws = new Map<string, string>();
  for (const e of entities) {
    const raw = rawStateFor(state, e);
    if (raw !== null) raws.set(e.entity_id, raw);
  }
  return { word: state.phrase, raws, state };
}

function resolvePart(tokens: readonly Token[], index: VocabularyIndex, request: TargetRequest, carriedNouns: NounSense[][]): Resolution {
  const tags = tagTokens(tokens, index, request.mode);
  const a = analyse(tags, tokens, index);
  if (carriedNouns.length > 0 && a.nouns.length === 0) for (const senses of carriedNouns) a.nouns.push({ senses, plural: true });
  const phrase = phraseOf(tokens, tags);

  if (a.unknownIds.length > 0) return { kind: 'unknown', phrase: a.unknownIds[0]!, suggestions: [] };
  if (a.ids.length > 0 && a.words.length === 0) {
    const entities = sortByVocabulary(a.ids);
    return { kind: 'targets', entities, set: entities.length > 1, asked: askedFor(a.state ?? request.impliedState ?? null, entities), phrase };
  }
  if (
    (tags.length === 0 && !request.impliedNouns?.length) ||
    (a.nouns.length === 0 && a.words.length === 0 && a.areaKeys.length === 0 && !a.state && !a.quantified && !a.deictic && !request.impliedNouns?.length)
  ) {
    return { kind: 'empty' };
  }

  const quantified = a.quantified || request.quantified === true;
  const setish = quantified || a.nouns.some((n) => n.plural) || a.everywhere;
  const spans = findNameSpans(tokens, index);
  const byName = nameReading(spans, tokens, index, request);
  const targets = (entities: IndexedEntity[], set: boolean, state: StateWord | null): Resolution => ({
    kind: 'targets',
    entities,
    set,
    asked: askedFor(state, entities),
    phrase,
  });

  if (byName && byName.entities.length > 0 && !(byName.generic && setish)) {
    // A place's name that is also a device's ("Living Room", the thermostat): a measurement asked of
    // the place is its sensor of that measurement when one fits better than the device named so.
    const kinds = a.nouns.length > 0 ? a.nouns : (request.impliedNouns ?? []).map((sense) => ({ senses: [sense], plural: false }));
    const namedLikePlace = byName.entities.every((e) => a.areaKeys.some((k) => placeStems(k).join(' ') === e.nameStems.join(' ')));
    if (kinds.length > 0 && namedLikePlace) {
      const inPlace = setReading(a, index, request);
      if (inPlace && inPlace.entities.length > 0 && nounFit(inPlace.entities, kinds) < nounFit(byName.entities, kinds)) {
        return targets(inPlace.entities, inPlace.entities.length > 1, inPlace.state);
      }
    }
    if (!byName.pluralOfSingular && !(byName.generic && request.mode === 'command')) {
      if (byName.entities.length > 1 && request.single) return { kind: 'ambiguous', candidates: byName.entities, phrase };
      return targets(byName.entities, byName.entities.length > 1, byName.state);
    }
    const bySet = setReading(a, index, request);
    if (bySet && bySet.entities.length > 0 && byName.entities.every((e) => bySet.entities.includes(e))) {
      if (bySet.entities.length === byName.entities.length || (byName.pluralOfSingular && bySet.setForm)) {
        return targets(bySet.entities, bySet.entities.length > 1, bySet.state);
      }
      return { kind: 'ambiguous', candidates: sortByVocabulary([...byName.entities, ...bySet.entities]), phrase };
    }
    if (bySet && bySet.entities.length > 0 && byName.generic) {
      return { kind: 'ambiguous', candidates: sortByVocabulary([...byName.entities, ...bySet.entities]), phrase };
    }
    return targets(byName.entities, byName.entities.length > 1, byName.state);
  }

  if (a.deictic && a.areaKeys.length === 0 && !request.single) return hereIsEmpty(index, phrase, a, request);

  const bySet = setReading(a, index, request);
  if (bySet && bySet.entities.length > 0) {
    const found = bySet.entities;
    if (found.length === 1) return targets(found, false, bySet.state);
    if (bySet.setForm && !request.single) return targets(found, true, bySet.state);
    return { kind: 'ambiguous', candidates: found, phrase };
  }
  if (byName && byName.entities.length > 0) return targets(byName.entities, byName.entities.length > 1, byName.state);

  const byId = objectIdReading(a, index);
  if (byId.length === 1 || (byId.length > 1 && setish && !request.single)) return targets(byId, byId.length > 1, a.state ?? null);
  if (byId.length > 1) return { kind: 'ambiguous', candidates: byId, phrase };

  if (a.deictic && a.areaKeys.length === 0) return hereIsEmpty(index, phrase, a, request);
  // "the kitchen plug" for "Kitchen Appliance Plug": the kind word is a word of the names.
  const byNameWords = kindAsNameWords(tags, tokens, a, index, request);
  if (byNameWords) return byNameWords;
  if (bySet && a.words.length === 0) {
    const area = a.areaKeys[0] ? (index.areaLabels.get(a.areaKeys[0]) ?? null) : null;
    return { kind: 'nothing', phrase, area, noun: bySet.noun };
  }
  const stems = [...a.words.flatMap((w) => w.stems), ...a.areaKeys.flatMap((k) => placeStems(k))];
  return { kind: 'unknown', phrase, suggestions: suggestionsFor(stems.length > 0 ? stems : tokens.map((t) => t.stem), index) };
}

/**
 * When no device of the kind named is found, its word may still be part of the household's names
 * ("plug", "lamp", "heater"): read it as a name word; one match is the target, several a question.
 */
function kindAsNameWords(
  tags: ReturnType<typeof tagTokens>,
  tokens: readonly Token[],
  a: ReturnType<typeof analyse>,
  index: VocabularyIndex,
  request: TargetRequest,
): Resolution | null {
  const nounTags = tags.filter((t) => t.type === 'noun');
  if (nounTags.length === 0) return null;
  const words = nounTags
    .flatMap((t) => tokens.slice(t.start, t.start + t.length))
    .map((t) => ({ stems: [t.stem], known: index.nameWords.has(t.stem), plural: t.surface !== t.stem, surface: t.surface }));
  if (words.some((w) => !w.known)) return null;
  const retry = setReading({ ...a, nouns: [], words: [...a.words, ...words] }, index, { ...request, impliedNouns: [] });
  if (!retry || retry.entities.length === 0) return null;
  const phrase = phraseOf(tokens, tags);
  if (retry.entities.length === 1 || (retry.setForm && words.some((w) => w.plural) && !request.single)) {
    return {
      kind: 'targets',
      entities: retry.entities,
      set: retry.entities.length > 1,
      asked: askedFor(a.state ?? request.impliedState ?? null, retry.entities),
      phrase,
    };
  }
  return { kind: 'ambiguous', candidates: retry.entities, phrase };
}

/** "here" without a room that has allowlisted entities: ask which room, or say this room shows nothing. */
function hereIsEmpty(index: VocabularyIndex, phrase: string, a: ReturnType<typeof analyse>, request: TargetRequest): Resolution {
  if (!index.hereSet) return { kind: 'which_room', phrase };
  const sense = a.nouns[0]?.senses[0] ?? request.impliedNouns?.[0] ?? null;
  return { kind: 'nothing', phrase, area: THIS_ROOM, noun: sense ? sense.phrase : null };
}

/** The area label used for this computer's room when it holds nothing the household shared. */
export const THIS_ROOM = 'this room';

/**
 * Resolve a target phrase. Parts joined by "and" are resolved one by one ("the porch light and
 * the coffee maker"); a kind named only at the end is shared ("kitchen and living room lights").
 */
export function resolveTargets(request: TargetRequest, index: VocabularyIndex): Resolution {
  const { tokens } = request;
  const pronouns = tokens.filter((t) => PRONOUNS.has(t.stem));
  if (pronouns.length > 0) {
    const grammarOnly = tagTokens(tokens, index, request.mode).every(
      (t) =>
        (t.length === 1 && PRONOUNS.has(tokens[t.start]!.stem)) ||
        t.type === 'state' ||
        (t.type === 'role' && (t.role === 'filler' || t.role === 'quantifier' || t.role === 'conjunction')),
    );
    if (grammarOnly) return { kind: 'pronoun', phrase: pronouns.map((t) => t.surface).join(' ') };
  }

  const spans = findNameSpans(tokens, index);
  const inName = new Set<number>();
  for (const s of spans) for (let k = 0; k < s.length; k++) inName.add(s.start + k);
  const cuts: number[] = [];
  for (const tag of tagTokens(tokens, index, request.mode, inName))
    if (tag.type === 'role' && tag.role === 'conjunction') cuts.push(tag.start, tag.start + tag.length);
  if (cuts.length === 0 || request.single) return resolvePart(tokens, index, request, []);

  const parts: Token[][] = [];
  let from = 0;
  for (let k = 0; k < cuts.length; k += 2) {
    parts.push(tokens.slice(from, cuts[k]));
    from = cuts[k + 1]!;
  }
  parts.push(tokens.slice(from));
  const nonEmpty = parts.filter((p) => p.length > 0);
  // A kind named once is shared: at the end ("kitchen and living room lights") or, failing that,
  // at the start ("the lights in the hallway and the kitchen").
  const nounsOf = (part: readonly Token[]) => analyse(tagTokens(part, index, request.mode), part).nouns.map((n) => n.senses);
  const endNouns = nounsOf(nonEmpty[nonEmpty.length - 1] ?? []);
  const lastNouns = endNouns.length > 0 ? endNouns : nounsOf(nonEmpty[0] ?? []);

  const entities: IndexedEntity[] = [];
  const raws = new Map<string, string>();
  let word: string | undefined;
  let shared: StateWord | undefined;
  const phrases: string[] = [];
  for (const part of nonEmpty) {
    const partTags = analyse(tagTokens(part, index, request.mode), part);
    const hasName = findNameSpans(part, index).length > 0;
    const carried = partTags.nouns.length === 0 && !hasName ? lastNouns : [];
    const r = resolvePart(part, index, request, carried);
    if (r.kind === 'empty') continue;
    if (r.kind !== 'targets') return r;
    entities.push(...r.entities);
    phrases.push(r.phrase);
    if (r.asked) {
      word ??= r.asked.word;
      shared = r.asked.state ?? shared;
      for (const [k, v] of r.asked.raws) raws.set(k, v);
    }
  }
  if (entities.length === 0) return { kind: 'empty' };
  const all = sortByVocabulary(entities);
  // A state named once is asked of every device in the list ("are the porch light, the hallway
  // light and the bedroom lamp on?"): each part without its own state takes the one named, so the
  // answer is checked against every device asked about, never only the last.
  if (shared)
    for (const e of all)
      if (!raws.has(e.entity_id)) {
        const raw = rawStateFor(shared, e);
        if (raw !== null) raws.set(e.entity_id, raw);
      }
  return { kind: 'targets', entities: all, set: all.length > 1, phrase: phrases.join(' and '), ...(word ? { asked: { word, raws } } : {}) };
}

/** How well the best of `entities` fits the kind words (0 the noun's first tier; Infinity none). */
function nounFit(entities: readonly IndexedEntity[], nouns: Analysis['nouns']): number {
  let best = Infinity;
  for (const e of entities)
    for (const noun of nouns)
      for (const sense of noun.senses) {
        const level = nounLevel(sense, e);
        if (level >= 0 && level < best) best = level;
      }
  return best;
}
