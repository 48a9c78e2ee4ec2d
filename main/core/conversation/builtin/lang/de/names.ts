/**
 * The household's own words as the German pack sees them: which words of a request are names
 * (entities, aliases, areas, floors) and must pass through untouched, however their umlauts and ß
 * were typed, and which unknown words are compounds of a place and a kind of device
 * ("Küchenlicht" in a home with a "Küche"). Built once per vocabulary index.
 */
import { tokenize } from '../../text.js';
import type { VocabularyIndex } from '../../indexed-vocabulary.js';
import { fold } from './fold.js';
import { COMPOUND_HEADS, LINKS } from './words.js';

export interface NameWords {
  /** Folded word of a name, alias or place → the word as the index spells it. */
  spelling: ReadonlyMap<string, string>;
  /** Folded one-word place label → the label as the household wrote it. */
  places: ReadonlyMap<string, string>;
}

const cache = new WeakMap<VocabularyIndex, NameWords>();

/**
 * Built on first need (a word that is neither grammar nor a name as typed), so a request in
 * plain words costs nothing extra, and then once per vocabulary index.
 */
export function nameWords(index: VocabularyIndex): NameWords {
  let words = cache.get(index);
  if (words) return words;
  const spelling = new Map<string, string>();
  const places = new Map<string, string>();
  const addWord = (surface: string): void => {
    const key = fold(surface);
    if (!spelling.has(key)) spelling.set(key, surface);
  };
  const addWords = (text: string): void => {
    for (const t of tokenize(text)) addWord(t.surface);
  };
  const addPlace = (label: string): void => {
    addWords(label);
    if (!/\s/.test(label.trim())) places.set(fold(label.trim()), label.trim());
  };
  for (const e of index.entities) {
    for (const w of e.nameSurface) addWord(w);
    for (const alias of e.entry.aliases ?? []) addWords(alias);
    for (const alias of e.entry.area_aliases ?? []) addPlace(alias);
    for (const alias of e.entry.floor_aliases ?? []) addPlace(alias);
  }
  for (const label of index.areaLabels.values()) addPlace(label);
  words = { spelling, places };
  cache.set(index, words);
  return words;
}

/**
 * "Küchenlicht" → ["Küche", "light"] when "Küche" is one of the household's places and the word
 * itself is no name: a place, a linking letter or two, and a kind of device.
 */
export function splitCompound(folded: string, words: NameWords): [string, string] | null {
  for (const [head, kind] of COMPOUND_HEADS) {
    if (!folded.endsWith(head) || folded.length - head.length < 3) continue;
    const prefix = folded.slice(0, -head.length);
    for (const link of LINKS) {
      if (!prefix.endsWith(link)) continue;
      const place = words.places.get(prefix.slice(0, prefix.length - link.length));
      if (place !== undefined) return [place, kind];
    }
  }
  return null;
}

/** How households name the floor "oben" and "unten" mean, most likely first. */
const UP = [/^(?:ober|og$|1\.? ?(?:og|stock|etage)|erste)/, /^dach/];
const DOWN = [/^(?:erd|eg$|parterre)/, /^(?:unter|ug$|keller)/];

/**
 * "oben" / "unten": the household's floor that reads as upstairs or downstairs ("Obergeschoss",
 * "1. OG"; "Erdgeschoss", "EG"), when exactly one does; null when none or several do.
 */
export function floorFor(word: 'up' | 'down', index: VocabularyIndex): string | null {
  const floors = [...index.areaLabels.entries()].filter(([key]) => key.startsWith('floor:')).map(([, label]) => label);
  for (const pattern of word === 'up' ? UP : DOWN) {
    const found = floors.filter((label) => pattern.test(fold(label)));
    if (found.length === 1) return found[0]!;
    if (found.length > 1) return null;
  }
  return null;
}
