/**
 * The one matcher: an utterance's tokens against a language's compiled templates. A template
 * matches when its tree covers every token; `{list}` slots match their phrases, `{name}` a span
 * the vocabulary index knows as a whole name (or alias), `{area}` one it knows as an area or floor
 * (their other forms included: nameForms). Three passes, each only if the one before matched
 * nothing: exact names; then names with typos corrected and names said by some of their words
 * (the shared fuzzy dictionary and name-word postings); then any span as a name, so a request
 * for a name the household does not have is still read as a request (and answered "which one?").
 */
import { intersectSorted } from '../matching.js';
import { correctTypos } from '../tagging.js';
import type { Token } from '../text.js';
import type { VocabularyIndex } from '../indexed-vocabulary.js';
import type { CompiledLanguage, CompiledTemplate } from './compile.js';
import type { Node } from './template.js';
import type { SlotValues } from './types.js';

export type Capture =
  | { kind: 'values'; values: SlotValues; from: number; to: number }
  /** `ids`: entity indexes; empty when the name is unknown (the third pass). */
  | { kind: 'name'; ids: readonly number[]; from: number; to: number }
  | { kind: 'area'; keys: readonly string[]; from: number; to: number };

export interface Match {
  template: CompiledTemplate;
  captures: Capture[];
}

export type Pass = 'exact' | 'loose' | 'open';
export const PASSES: readonly Pass[] = ['exact', 'loose', 'open'];

/** At most this many complete readings per utterance: the first in data order is preferred. */
const MAX_MATCHES = 8;

/** Whether `words` are said at `at` (compared as written, see compile.ts). */
export function saysAt(tokens: readonly Token[], at: number, words: readonly string[]): boolean {
  if (at + words.length > tokens.length) return false;
  for (let k = 0; k < words.length; k++) if (tokens[at + k]!.surface !== words[k]) return false;
  return true;
}

/** The entities a span names, in this pass, or null. */
function nameAt(span: Token[], index: VocabularyIndex, pass: Pass): readonly number[] | null {
  const whole = index.names.match(span, 0);
  // A name and its other forms may be one phrase: each entity once.
  if (whole && whole.length === span.length) return [...new Set(whole.values)];
  if (pass === 'exact') return null;
  const corrected = correctTypos(span, index);
  const fixed = index.names.match(corrected, 0);
  if (fixed && fixed.length === span.length) return [...new Set(fixed.values)];
  // Some words of a name ("a luz do teto" for "Luz de Teto do Quarto"): every word must be one.
  const lists = corrected.map((t) => index.nameWords.get(t.stem) ?? []);
  if (lists.every((l) => l.length > 0)) {
    const ids = intersectSorted(lists);
    if (ids.length > 0) return ids;
  }
  return pass === 'open' ? [] : null;
}

function areaAt(span: Token[], index: VocabularyIndex): readonly string[] | null {
  const m = index.areas.match(span, 0);
  return m && m.length === span.length ? m.values : null;
}

/** Every complete reading of `tokens` by one template, appended to `out`; true when `out` is full. */
function matchTemplate(
  template: CompiledTemplate,
  tokens: readonly Token[],
  index: VocabularyIndex,
  language: CompiledLanguage,
  pass: Pass,
  out: Match[],
): boolean {
  const captures: Capture[] = [];
  const n = tokens.length;
  const run = (node: Node, i: number, k: (i: number) => boolean): boolean => {
    switch (node.t) {
      case 'word':
        return i < n && tokens[i]!.surface === node.word && k(i + 1);
      case 'seq': {
        const go = (j: number, at: number): boolean => (j === node.items.length ? k(at) : run(node.items[j]!, at, (next) => go(j + 1, next)));
        return go(0, i);
      }
      case 'alt':
        for (const option of node.options) if (run(option, i, k)) return true;
        return false;
      case 'opt':
        return run(node.item, i, k) || k(i);
      case 'list': {
        if (i >= n) return false;
        for (const entry of language.lists.get(node.name)?.get(tokens[i]!.surface) ?? []) {
          if (!saysAt(tokens, i, entry.words)) continue;
          captures.push({ kind: 'values', values: entry.values, from: i, to: i + entry.words.length });
          if (k(i + entry.words.length)) return true;
          captures.pop();
        }
        return false;
      }
      case 'slot': {
        for (let j = i + 1; j <= n; j++) {
          if (node.slot === 'any') {
            if (k(j)) return true;
            continue;
          }
          const span = tokens.slice(i, j);
          if (node.slot === 'area') {
            const keys = areaAt(span, index);
            if (!keys) continue;
            captures.push({ kind: 'area', keys, from: i, to: j });
          } else {
            const ids = nameAt(span, index, pass);
            if (!ids) continue;
            captures.push({ kind: 'name', ids, from: i, to: j });
          }
          if (k(j)) return true;
          captures.pop();
        }
        return false;
      }
    }
  };
  return run(template.tree, 0, (i) => {
    if (i !== n) return false;
    out.push({ template, captures: [...captures] });
    return out.length >= MAX_MATCHES;
  });
}

/** The templates that could match tokens starting with this word, in data order. */
function candidates(language: CompiledLanguage, first: string): CompiledTemplate[] {
  const filed = language.byFirst.get(first) ?? [];
  if (language.anywhere.length === 0) return [...filed];
  return [...filed, ...language.anywhere].sort((a, b) => a.order - b.order);
}

/** The readings of `tokens` in the first pass that has any, in data order. */
export function matchTokens(tokens: readonly Token[], index: VocabularyIndex, language: CompiledLanguage): Match[] {
  if (tokens.length === 0) return [];
  const templates = candidates(language, tokens[0]!.surface);
  for (const pass of PASSES) {
    const out: Match[] = [];
    for (const template of templates) if (matchTemplate(template, tokens, index, language, pass, out)) break;
    if (out.length > 0) return out;
  }
  return [];
}
