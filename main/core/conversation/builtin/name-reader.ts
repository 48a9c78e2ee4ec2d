/**
 * Reading a household's names for the vocabulary index, remembering every word it has read: the
 * names of a large household repeat a few hundred words (rooms, "ceiling", "light", numbers) across
 * thousands of entities, so tokenising, stemming and writing back each distinct word once makes
 * the build several times cheaper in time and garbage. One reader per build (its memory goes
 * with the index build); what it returns is exactly what `tokenize`, `stem` and `displayName`
 * return for the same text.
 */
import { displayName, normalizeText, stem, tokenize } from './text.js';

/** A name's comparable stems and the words as typed (lower-cased, accents stripped), index-aligned. */
export interface ReadName {
  stems: string[];
  surfaces: string[];
}

/**
 * Whitespace separates words in `tokenize` too, and nothing `tokenize` does reaches across it
 * (case, accents, contractions, units and dots are read inside a word), so a name's tokens are its
 * words' tokens in order — except for square brackets, which `tokenize` removes from the whole
 * text when it holds an opening one; such a name is read whole.
 */
const WHITESPACE = /\s+/;

export class NameReader {
  private readonly words = new Map<string, ReadName>();
  private readonly shown = new Map<string, string>();
  private readonly idWords = new Map<string, string>();
  private readonly labels = new Map<string, string[]>();
  private lastText: string | null = null;
  private lastPieces: string[] = [];

  /** `tokenize(text)`'s stems and surfaces. */
  read(text: string): ReadName {
    if (text.includes('[')) return split(tokenize(text));
    const pieces = this.piecesOf(text);
    if (pieces.length === 1) return this.word(text);
    // Arrays of exactly the name's length: an index keeps two per entity, and growing them by
    // push leaves spare capacity that thousands of entities pay for in memory and collection.
    // The words' readings too (an empty piece has none): a list grown by push reserves room for seventeen.
    const reads = new Array<ReadName | undefined>(pieces.length);
    let n = 0;
    for (let p = 0; p < pieces.length; p++) {
      const piece = pieces[p]!;
      if (!piece) continue;
      const read = this.cached(piece);
      reads[p] = read;
      n += read.stems.length;
    }
    const stems = new Array<string>(n);
    const surfaces = new Array<string>(n);
    let at = 0;
    for (const read of reads) {
      if (!read) continue;
      for (let k = 0; k < read.stems.length; k++, at++) {
        stems[at] = read.stems[k]!;
        surfaces[at] = read.surfaces[k]!;
      }
    }
    return { stems, surfaces };
  }

  /** `tokenize(label)`'s stems, remembered per label (areas, floors and their aliases repeat across entities). */
  stemsOf(label: string): string[] {
    let stems = this.labels.get(label);
    if (!stems) {
      stems = this.read(label).stems;
      this.labels.set(label, stems);
    }
    return stems;
  }

  /** `displayName(name)`. */
  display(name: string): string {
    if (name.includes('[')) return displayName(name);
    // The pieces `read` split the name into just before (the build reads a name, then shows it);
    // empty ones, at either end, are what `trim` would have removed.
    const words = this.piecesOf(name);
    // Written out by one `join`: an entity keeps its display name, and a string grown word by
    // word is a chain of pieces several times its length, kept and copied at every collection.
    const shownWords: string[] = [];
    for (const word of words) {
      if (!word) continue;
      let shown = this.shown.get(word);
      if (shown === undefined) {
        shown = displayName(word);
        this.shown.set(word, shown);
      }
      shownWords.push(shown);
    }
    return shownWords.join(' ');
  }

  /** The stems of an object id's words (`kitchen_ceiling_2` → kitchen, ceiling, 2). */
  idStems(objectId: string): string[] {
    const words = objectId.split(/[_\s]+/);
    let n = 0;
    for (const word of words) if (word) n++;
    const out = new Array<string>(n);
    let at = 0;
    for (const word of words) {
      if (!word) continue;
      let s = this.idWords.get(word);
      if (s === undefined) {
        s = stem(normalizeText(word));
        this.idWords.set(word, s);
      }
      out[at++] = s;
    }
    return out;
  }

  /** `text` split at whitespace, the last text's pieces remembered: callers only read them. */
  private piecesOf(text: string): string[] {
    if (text !== this.lastText) {
      this.lastPieces = text.split(WHITESPACE);
      this.lastText = text;
    }
    return this.lastPieces;
  }

  /** One word's reading, shared: never handed out as it is. */
  private cached(piece: string): ReadName {
    let read = this.words.get(piece);
    if (!read) {
      read = split(tokenize(piece));
      this.words.set(piece, read);
    }
    return read;
  }

  /** Callers keep the arrays (an entity's name stems), so each gets its own copy. */
  private word(piece: string): ReadName {
    const read = this.cached(piece);
    return { stems: read.stems.slice(), surfaces: read.surfaces.slice() };
  }
}

function split(tokens: readonly { stem: string; surface: string }[]): ReadName {
  const stems = new Array<string>(tokens.length);
  const surfaces = new Array<string>(tokens.length);
  for (let k = 0; k < tokens.length; k++) {
    stems[k] = tokens[k]!.stem;
    surfaces[k] = tokens[k]!.surface;
  }
  return { stems, surfaces };
}
