/**
 * Words written together, for a language whose `words.json` has `compounds` (docs/architecture.md
 * §6.2b): Dutch writes a place and a kind of device as one word where English writes two —
 * "keukenlampen" is the kitchen's lights — and a household may say its "Nachtlampje" as "nacht
 * lampje". Both are settled at parse time, so the index keeps one form per name:
 * - `splitCompounds`: a word that is neither a word of a name nor of the language's sentences,
 *   and ends in a one-word `{kind}` phrase after a first part the household's places or names know
 *   (a linking "s", "en" or "e" allowed: "bewegings|sensor"), is read as those two words. An
 *   unknown first part is left whole, so "bureaulamp" is still asked about as a name.
 * - `joinedName`: a span of two or three words read as one word of a name (match.ts, loose pass).
 */
import { stem, type Token } from '../text.js';
import type { VocabularyIndex } from '../indexed-vocabulary.js';
import type { CompoundRules } from './types.js';

/** The first part must be a place or a word of a name, at least this long (as the kind). */
const MIN_PART = 3;

const word = (surface: string): Token => ({ surface, stem: stem(surface) });

export interface CompoundReader {
  split(tokens: readonly Token[], index: VocabularyIndex): Token[];
}

/**
 * `kinds`: the one-word phrases of the `{kind}` list; `own`: every word of the language's
 * sentences and lists (never split: "stopcontact" stays whole).
 */
export function compoundReader(rules: CompoundRules, kinds: ReadonlySet<string>, own: ReadonlySet<string>): CompoundReader {
  const links = rules.links ?? [];
  const known = (part: string, index: VocabularyIndex): boolean => {
    const s = stem(part);
    return index.areaWords.has(s) || index.nameWords.has(s);
  };
  const splitWord = (t: Token, index: VocabularyIndex): Token[] | null => {
    const s = t.surface;
    if (s.length < 2 * MIN_PART || own.has(s) || t.entityId || !/^\p{L}+$/u.test(s) || index.nameWords.has(t.stem) || index.areaWords.has(t.stem)) return null;
    for (let k = MIN_PART; k <= s.length - MIN_PART; k++) {
      const kind = s.slice(k);
      if (!kinds.has(kind)) continue;
      const first = s.slice(0, k);
      const heads = [first, ...links.filter((l) => first.endsWith(l) && first.length - l.length >= MIN_PART).map((l) => first.slice(0, -l.length))];
      const head = heads.find((h) => known(h, index));
      if (head !== undefined) return [word(head), word(kind)];
    }
    return null;
  };
  return {
    split(tokens, index) {
      let out: Token[] | null = null;
      tokens.forEach((t, i) => {
        const parts = splitWord(t, index);
        if (parts && !out) out = tokens.slice(0, i);
        if (out) out.push(...(parts ?? [t]));
      });
      return out ?? [...tokens];
    },
  };
}

/** The entities whose name has the words of `span` written as one ("nacht lampje" → "Nachtlampje"), or null. */
export function joinedName(span: readonly Token[], index: VocabularyIndex): readonly number[] | null {
  if (span.length < 2 || span.length > 3) return null;
  const joined = word(span.map((t) => t.surface).join(''));
  const m = index.names.match([joined], 0);
  return m && m.length === 1 ? [...new Set(m.values)] : null;
}
