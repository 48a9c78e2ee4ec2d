/**
 * Small-typo tolerance for names: "kichen" finds "kitchen". A word may differ by one edit when
 * both it and the known word have at least 5 letters, by two when both have at least 8
 * (an adjacent swap counts as one edit). Lookups use a symmetric-delete index, so a typo costs
 * a few dozen map lookups however large the vocabulary.
 */

/** The edits allowed between two words, decided by the shorter one. */
export function allowedDistance(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  return shorter >= 8 ? 2 : shorter >= 5 ? 1 : 0;
}

/** Optimal-string-alignment distance, or `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return prev[n]!;
}

function maxDeletes(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0;
}

function addDeletes(word: string, depth: number, into: Set<string>): void {
  into.add(word);
  if (depth === 0 || word.length <= 1) return;
  for (let i = 0; i < word.length; i++) addDeletes(word.slice(0, i) + word.slice(i + 1), depth - 1, into);
}

export interface FuzzyMatch {
  word: string;
  distance: number;
}

export class FuzzyDictionary {
  private readonly deletes = new Map<string, string[]>();
  /** The longest known word: a word more than two letters longer can match nothing. */
  private longest = 0;

  /**
   * @param words the known words
   * @param canonical maps a spelling to the word a match should report ("spots" → "spot")
   */
  constructor(
    words: Iterable<string>,
    private readonly canonical: ReadonlyMap<string, string> = new Map(),
  ) {
    for (const word of words) {
      this.longest = Math.max(this.longest, word.length);
      const depth = maxDeletes(word);
      if (depth === 0) continue;
      const keys = new Set<string>();
      addDeletes(word, depth, keys);
      for (const key of keys) {
        const list = this.deletes.get(key);
        if (list) list.push(word);
        else this.deletes.set(key, [word]);
      }
    }
  }

  /** The closest known words within the allowed distance (all ties), or none. */
  lookup(word: string): FuzzyMatch[] {
    const depth = maxDeletes(word);
    // A word's deletes are n² strings of n letters, so a pasted 4,000-letter "word" cost minutes; any
    // delete of it is longer than every known word's key when it is over `longest + depth`.
    if (depth === 0 || word.length - depth > this.longest) return [];
    const keys = new Set<string>();
    addDeletes(word, depth, keys);
    let best = Number.POSITIVE_INFINITY;
    const found = new Map<string, number>();
    for (const key of keys) {
      for (const candidate of this.deletes.get(key) ?? []) {
        if (found.has(candidate) || candidate === word) continue;
        const allowed = allowedDistance(word, candidate);
        if (allowed === 0) continue;
        const d = editDistance(word, candidate, allowed);
        if (d > allowed) continue;
        found.set(candidate, d);
        if (d < best) best = d;
      }
    }
    const words = new Set<string>();
    for (const [w, d] of found) if (d === best) words.add(this.canonical.get(w) ?? w);
    if (words.has(word)) return [];
    return [...words].sort().map((w) => ({ word: w, distance: best }));
  }
}
