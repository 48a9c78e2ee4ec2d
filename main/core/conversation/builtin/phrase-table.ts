/**
 * Multi-word lookups over token stems: "turned on", "carbon monoxide", "in every room".
 * Longest match wins, so "garage door" beats "door" and "each and every" beats "each".
 */
import { stemsOf, type Token } from './text.js';

interface Node<T> {
  next?: Map<string, Node<T>>;
  values?: T[];
}

export interface PhraseMatch<T> {
  /** Number of tokens the phrase covers. */
  length: number;
  values: T[];
}

export class PhraseTable<T> {
  private readonly root: Node<T> = {};
  /** Every stem that starts or continues some phrase (for "is this a grammar word?"). */
  readonly words = new Set<string>();

  add(phrase: string, value: T): this {
    return this.addStems(stemsOf(phrase), value);
  }

  addStems(stems: readonly string[], value: T): this {
    let node = this.root;
    for (const s of stems) {
      node.next ??= new Map();
      let child = node.next.get(s);
      if (!child) {
        // A stem is one of `words` from the moment a node is made for it (a path already there has them all).
        this.words.add(s);
        child = {};
        node.next.set(s, child);
      }
      node = child;
    }
    // A new list holds exactly its one value: `push` onto an empty array reserves room for
    // seventeen, which thousands of names (each its own leaf) would keep and copy at every collection.
    if (node.values) node.values.push(value);
    else node.values = [value];
    return this;
  }

  /** Every phrase with its values, depth first in insertion order (for a structural digest in tests). */
  *phrases(): Generator<[stems: string[], values: readonly T[]]> {
    const walk = function* (node: Node<T>, path: string[]): Generator<[string[], readonly T[]]> {
      if (node.values) yield [path, node.values];
      if (node.next) for (const [s, child] of node.next) yield* walk(child, [...path, s]);
    };
    yield* walk(this.root, []);
  }

  /**
   * The longest phrase starting at `start`. A typo-corrected token tries each of its equally
   * close corrections; tokens flagged in `skip` never match.
   */
  match(tokens: readonly Token[], start: number, skip?: ReadonlySet<number>): PhraseMatch<T> | null {
    let best: PhraseMatch<T> | null = null;
    const walk = (node: Node<T>, i: number): void => {
      if (node.values && i > start) {
        const length = i - start;
        if (!best || length > best.length) best = { length, values: [...node.values] };
        else if (length === best.length) for (const v of node.values) if (!best.values.includes(v)) best.values.push(v);
      }
      if (!node.next || i >= tokens.length || skip?.has(i)) return;
      const token = tokens[i]!;
      if (!token.alts) {
        const child = node.next.get(token.stem);
        if (child) walk(child, i + 1);
        return;
      }
      for (const s of token.alts) {
        const child = node.next.get(s);
        if (child) walk(child, i + 1);
      }
    };
    walk(this.root, start);
    return best;
  }
}
