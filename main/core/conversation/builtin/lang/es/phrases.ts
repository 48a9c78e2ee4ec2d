/**
 * A lookup of Spanish phrases over folded words (lower case, no accents). Unlike the shared
 * grammar's table it reads words as typed, not English stems, and it returns every length that
 * matches at a position, so the normaliser can give way to a household name that starts inside
 * a longer phrase.
 */
import { fold } from './forms.js';

/** What a Spanish phrase says in the shared grammar's canonical words. */
export interface Entry {
  /** The canonical words; '' drops the Spanish words (a reflexive "se", a bare "vuelve a"). */
  en: string;
  /** A verb that switches something on or off: a pronoun before it ("la enciendes") is its object. */
  verb?: 'on' | 'off';
  /** The canonical words when the phrase begins the request ("para…" is stop, "que…" is what). */
  first?: string;
  /** The canonical words when the phrase is the whole message ("si" is yes, "no" is no). */
  alone?: string;
  /** The canonical words when the word was typed with its accent ("qué" is what, "sí" is yes). */
  accented?: string;
  /** The canonical words when the request is about locks ("abierto" is unlocked, not open). */
  lock?: string;
  /** A kind of device ("luces", "ventanas"): "qué" before it asks which ones. */
  kind?: true;
  /** The phrase names a lock ("cerrojo"), so the request is about locks. */
  namesLock?: true;
}

interface Node {
  next?: Map<string, Node>;
  entry?: Entry;
}

export interface PhraseHit {
  length: number;
  entry: Entry;
}

export class Phrases {
  private readonly root: Node = {};

  /** Adds each phrase (written naturally, accents allowed) for the entry; a later entry for the same phrase wins. */
  add(phrases: readonly string[], entry: Entry): this {
    for (const phrase of phrases) {
      let node = this.root;
      for (const word of fold(phrase).split(' ')) {
        node.next ??= new Map();
        let child = node.next.get(word);
        if (!child) node.next.set(word, (child = {}));
        node = child;
      }
      node.entry = entry;
    }
    return this;
  }

  /** Every phrase starting at `start`, longest first. */
  matches(words: readonly string[], start: number): PhraseHit[] {
    const hits: PhraseHit[] = [];
    let node: Node | undefined = this.root;
    for (let i = start; i < words.length && node?.next; i++) {
      node = node.next.get(words[i]!);
      if (node?.entry) hits.push({ length: i - start + 1, entry: node.entry });
    }
    return hits.reverse();
  }

  has(word: string): boolean {
    return this.root.next?.has(word) ?? false;
  }
}
