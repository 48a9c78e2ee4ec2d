/**
 * How an entity is tested against parts of a phrase — a kind of device, a state, an area — and
 * the posting-list arithmetic that keeps it fast on thousands of names (ascending index lists).
 */
import { editDistance } from './fuzzy.js';
import type { EntityKind, NounSense } from './kinds.js';
import type { StateWord } from './state-codes.js';
import type { IndexedEntity, VocabularyIndex } from './indexed-vocabulary.js';
import type { Token } from './text.js';

/** Domains that are not devices: "which devices are home?" is not about people. */
const NOT_DEVICES = new Set(['person', 'zone', 'sun', 'weather', 'automation', 'script', 'scene', 'todo', 'calendar', 'conversation', 'tts', 'stt']);

function kindMatches(kind: EntityKind, e: IndexedEntity): boolean {
  const domain = kind.domain === '*' ? !NOT_DEVICES.has(e.domain) && !e.domain.startsWith('input_') : kind.domain === e.domain;
  return domain && (kind.device_class === undefined || kind.device_class === e.device_class);
}

/** The first tier of the noun that fits the entity, or -1. */
export function nounLevel(noun: NounSense, e: IndexedEntity): number {
  for (let t = 0; t < noun.tiers.length; t++) if (noun.tiers[t]!.some((k) => kindMatches(k, e))) return t;
  return -1;
}

/** Per vocabulary, each noun's tier for every entity, computed once (nouns are lexicon constants). */
const levelCache = new WeakMap<VocabularyIndex, Map<NounSense, Int8Array>>();

export function nounLevels(index: VocabularyIndex, noun: NounSense): Int8Array {
  let byNoun = levelCache.get(index);
  if (!byNoun) levelCache.set(index, (byNoun = new Map<NounSense, Int8Array>()));
  let levels = byNoun.get(noun);
  if (!levels) {
    levels = new Int8Array(index.entities.length);
    for (const e of index.entities) levels[e.idx] = nounLevel(noun, e);
    byNoun.set(noun, levels);
  }
  return levels;
}

/** The raw Home Assistant state a state word means for this entity, or null if it has no such state. */
export function rawStateFor(word: StateWord, e: IndexedEntity): string | null {
  let generic: string | null = null;
  for (const s of word.senses) {
    if (s.domain !== e.domain) continue;
    if (s.unclassified) {
      if (e.device_class === null) return s.raw;
      continue;
    }
    if (s.device_class === undefined) generic ??= s.raw;
    else if (s.device_class === e.device_class) return s.raw;
  }
  return generic;
}

/** Floor keys are `floor:` + the floor's stems; area keys are the area's stems. */
export const FLOOR_PREFIX = 'floor:';

/** The stems of a place key, for entities without an area (matched on their name words). */
export function placeStems(key: string): string[] {
  return (key.startsWith(FLOOR_PREFIX) ? key.slice(FLOOR_PREFIX.length) : key).split(' ');
}

export function sortByVocabulary(list: Iterable<IndexedEntity>): IndexedEntity[] {
  return [...new Set(list)].sort((a, b) => a.idx - b.idx);
}

/** Union of ascending index lists, ascending. */
export function unionSorted(lists: ReadonlyArray<readonly number[]>): readonly number[] {
  const nonEmpty = lists.filter((l) => l.length > 0);
  if (nonEmpty.length <= 1) return nonEmpty[0] ?? [];
  return [...new Set(nonEmpty.flat())].sort((x, y) => x - y);
}

/** The entities every token is a word of, by `postings` (a word's stem → ascending indices); none when a token is in none. */
export function withEveryWord(tokens: readonly Token[], postings: ReadonlyMap<string, readonly number[]>): readonly number[] {
  const lists = tokens.map((t) => postings.get(t.stem) ?? []);
  return lists.every((l) => l.length > 0) ? intersectSorted(lists) : [];
}

/** Intersection of ascending index lists, ascending. */
export function intersectSorted(lists: ReadonlyArray<readonly number[]>): readonly number[] {
  if (lists.length === 0) return [];
  const sorted = [...lists].sort((x, y) => x.length - y.length);
  let out = sorted[0]!;
  for (let k = 1; k < sorted.length && out.length > 0; k++) {
    const other = sorted[k]!;
    const next: number[] = [];
    let j = 0;
    for (const i of out) {
      while (j < other.length && other[j]! < i) j++;
      if (j < other.length && other[j] === i) next.push(i);
    }
    out = next;
  }
  return out;
}

export function postingsFor(index: VocabularyIndex, stems: readonly string[], withAreas: boolean): readonly number[] {
  const lists: Array<readonly number[]> = [];
  for (const s of stems) {
    lists.push(index.nameWords.get(s) ?? []);
    if (withAreas) lists.push(index.areaWords.get(s) ?? []);
  }
  return unionSorted(lists);
}

/** Close names for "did you mean …?": shared words first, then words within two edits. */
export function suggestionsFor(words: readonly string[], index: VocabularyIndex, limit = 3): IndexedEntity[] {
  const score = new Float64Array(index.entities.length);
  const touched: number[] = [];
  const add = (list: readonly number[], v: number): void => {
    for (const i of list) {
      if (score[i] === 0) touched.push(i);
      score[i]! += v;
    }
  };
  for (const w of new Set(words)) {
    const exact = index.nameWords.get(w);
    if (exact) {
      add(exact, 2);
      continue;
    }
    if (w.length < 4) continue;
    for (const [stemWord, list] of index.nameWords) {
      if (Math.abs(stemWord.length - w.length) > 2 || stemWord.length < 4) continue;
      if (editDistance(w, stemWord, 2) <= 2) add(list, 1);
    }
  }
  // Best score first; ties to the shorter name, then vocabulary order. A few passes over the
  // touched entities, instead of sorting them all.
  const better = (a: number, b: number): boolean =>
    score[a]! !== score[b]!
      ? score[a]! > score[b]!
      : index.entities[a]!.nameStems.length !== index.entities[b]!.nameStems.length
        ? index.entities[a]!.nameStems.length < index.entities[b]!.nameStems.length
        : a < b;
  const picked: number[] = [];
  for (let k = 0; k < limit; k++) {
    let best = -1;
    for (const i of touched) if (!picked.includes(i) && (best < 0 || better(i, best))) best = i;
    if (best < 0) break;
    picked.push(best);
  }
  return picked.map((i) => index.entities[i]!);
}
