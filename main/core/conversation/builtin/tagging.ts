/**
 * Labelling the words of a target phrase ("all the kitchen lights", "the phone battery low"):
 * area names, device-kind nouns, state words, grammar words, and the rest. Whole friendly names
 * are found separately (`findNameSpans`) because a name may contain any of these words.
 */
import { NOUNS, ROLES, STATES, type NounSense, type Role, type StateWord } from './lexicon.js';
import { isPluralWord, type Token } from './text.js';

export { correctTypos } from './name-typos.js';
import type { IndexedEntity, VocabularyIndex } from './indexed-vocabulary.js';

export type Tag =
  | { type: 'area'; start: number; length: number; key: string }
  | { type: 'noun'; start: number; length: number; senses: NounSense[]; plural: boolean }
  | { type: 'state'; start: number; length: number; words: StateWord[] }
  | { type: 'role'; start: number; length: number; role: Role }
  | { type: 'id'; start: number; length: 1; entity: IndexedEntity | null }
  | { type: 'word'; start: number; length: 1; stem: string; known: boolean };

export type PhraseMode = 'command' | 'question' | 'history';

/** Words after which "home" is a place ("in the home"), not a presence state ("is the phone home?"). */
const PLACE_BEFORE = new Set(['in', 'the', 'my', 'our', 'whole', 'entire', 'throughout', 'across', 'around']);

export function tagTokens(tokens: readonly Token[], index: VocabularyIndex, mode: PhraseMode, blocked?: ReadonlySet<number>): Tag[] {
  const tags: Tag[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (blocked?.has(i)) {
      i++;
      continue;
    }
    const token = tokens[i]!;
    if (token.entityId) {
      tags.push({ type: 'id', start: i, length: 1, entity: index.byId.get(token.entityId) ?? null });
      i++;
      continue;
    }
    const area = index.areas.match(tokens, i, blocked);
    const noun = NOUNS.match(tokens, i, blocked);
    let state = mode === 'command' ? null : STATES.match(tokens, i, blocked);
    const role = ROLES.match(tokens, i, blocked);
    if (state && state.length === 1 && token.stem === 'home' && i > 0 && PLACE_BEFORE.has(tokens[i - 1]!.stem)) state = null;
    const best = Math.max(area?.length ?? 0, noun?.length ?? 0, state?.length ?? 0, role?.length ?? 0);
    if (best === 0) {
      tags.push({ type: 'word', start: i, length: 1, stem: token.stem, known: index.known.has(token.stem) });
      i++;
      continue;
    }
    const pluralNoun = noun?.length === best && isPluralWord(tokens[i + best - 1]!);
    if (state?.length === best && !pluralNoun) tags.push({ type: 'state', start: i, length: best, words: state.values });
    else if (noun?.length === best) tags.push({ type: 'noun', start: i, length: best, senses: noun.values, plural: isPluralWord(tokens[i + best - 1]!) });
    else if (area?.length === best) tags.push({ type: 'area', start: i, length: best, key: area.values[0]! });
    else tags.push({ type: 'role', start: i, length: best, role: role!.values[0]! });
    i += best;
  }
  return tags;
}

export interface NameSpan {
  start: number;
  length: number;
  /** Entities with this whole name, best-matching spelling first. */
  entities: IndexedEntity[];
  /** The words as typed were plural where the name is singular ("garage lights" for "Garage Light"). */
  pluralOfSingular: boolean;
}

/**
 * Whole friendly names in the tokens, longest first from the left. When two entities share a
 * name up to plural endings ("Sliding Door" / "Sliding Doors"), the one spelled as typed wins.
 */
export function findNameSpans(tokens: readonly Token[], index: VocabularyIndex, blocked?: ReadonlySet<number>): NameSpan[] {
  const spans: NameSpan[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (blocked?.has(i)) {
      i++;
      continue;
    }
    const m = index.names.match(tokens, i, blocked);
    if (!m) {
      i++;
      continue;
    }
    const typed = tokens.slice(i, i + m.length);
    let bestScore = -1;
    let best: IndexedEntity[] = [];
    for (const idx of m.values) {
      const entity = index.entities[idx]!;
      let score = 0;
      typed.forEach((t, k) => {
        if (t.surface === entity.nameSurface[k]) score += 2;
        else if (t.fuzzy === undefined) score += 1;
      });
      if (score > bestScore) {
        bestScore = score;
        best = [entity];
      } else if (score === bestScore) best.push(entity);
    }
    best.sort((a, b) => a.idx - b.idx);
    const last = typed[typed.length - 1]!;
    const pluralOfSingular = isPluralWord(last) && best.every((e) => e.nameSurface[e.nameSurface.length - 1] !== last.surface);
    spans.push({ start: i, length: m.length, entities: best, pluralOfSingular });
    i += m.length;
  }
  return spans;
}
