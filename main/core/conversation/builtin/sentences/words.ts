/**
 * How a language's text is read before matching, by its data (`words.json` → `text`): the shared
 * tokenizer (lower case, accents stripped, split at apostrophes so elided clitics are words of
 * their own), then the language's extra letter folds and contractions written out, and pronouns
 * written onto a verb split off (enclitics.ts). Names get the same treatment as
 * other forms of themselves (`nameForms`), so "Porta da Entrada" is found in "porta de a entrada"
 * — and, with `name_endings`, found when inflected: Polish "w kuchni" finds the area "Kuchnia".
 */
import { normalizeText, tokenize, type Token } from '../text.js';
import { encliticSplitter } from './enclitics.js';
import type { NameEnding, TextRules } from './types.js';

export interface TextReader {
  /** The utterance (or a template's literal) as tokens, contractions written out. */
  tokens(text: string): Token[];
  /** A name as `tokens` writes it (its surfaces joined by spaces), and `normalizeText(name).trim()`. */
  written(name: string): { written: string; normal: string };
}

/** One word of a name as read by `written`: its surfaces joined, `normalizeText` of it, and whether `tokenize` sees a "[" in it. */
interface WordReading {
  written: string;
  normal: string;
  bracket: boolean;
}

/**
 * Words remembered per reader for `written`: a household's names repeat a few hundred words, and
 * the reader lives as long as its language pack, so the memory is bounded (cleared when full).
 */
const MAX_WORDS = 10_000;

/** Words separated by single ASCII spaces, nothing before or after: the names read word by word. */
const SPACED = /^\S+(?: \S+)*$/;

export function textReader(rules: TextRules = {}): TextReader {
  const folds = Object.entries(rules.fold ?? {}).map(([from, to]) => [normalizeText(from), to] as const);
  const contractions = new Map<string, Token[]>();
  for (const [word, written] of Object.entries(rules.contractions ?? {})) contractions.set(normalizeText(word), tokenize(normalizeText(written)));
  const split = encliticSplitter(rules.enclitics);
  const prepare = (text: string): string => {
    let s = normalizeText(text);
    for (const [from, to] of folds) if (s.includes(from)) s = s.split(from).join(to);
    return s;
  };
  const tokens = (text: string): Token[] => {
    const out: Token[] = [];
    for (const token of tokenize(prepare(text))) {
      const written = contractions.get(token.surface) ?? split?.(token);
      if (written) out.push(...written);
      else out.push(token);
    }
    return out;
  };
  const whole = (name: string): { written: string; normal: string } => ({
    written: tokens(name)
      .map((t) => t.surface)
      .join(' '),
    normal: normalizeText(name).trim(),
  });
  // A name is read word by word (each distinct word once: the index build asks for every name's
  // other form, docs/architecture.md §6.2a "The index build"), which gives exactly what reading it
  // whole gives: a single space is left alone by `normalizeText` and splits tokens, nothing
  // `tokenize` or a contraction or an enclitic does reaches across it, and no fold can when none
  // holds a space. A "[" anywhere makes `tokenize` drop every bracket of the text, so such a name,
  // and a name spaced otherwise, is read whole.
  const byWord = folds.every(([from]) => from.length > 0 && !from.includes(' '));
  const words = new Map<string, WordReading>();
  const word = (piece: string): WordReading => {
    let read = words.get(piece);
    if (!read) {
      // Untrimmed: a word may end in a space of its own ("¨" is one with an accent), kept inside the name.
      read = { written: whole(piece).written, normal: normalizeText(piece), bracket: normalizeText(prepare(piece)).includes('[') };
      if (words.size >= MAX_WORDS) words.clear();
      words.set(piece, read);
    }
    return read;
  };
  return {
    tokens,
    written(name) {
      if (!byWord || !SPACED.test(name)) return whole(name);
      const pieces = name.split(' ');
      // Each joined once (a string grown word by word is a chain of pieces, flattened again when compared or read).
      // Exactly sized (a list grown by push reserves room for seventeen); a word written as nothing is left out.
      const written = new Array<string>(pieces.length);
      const normal = new Array<string>(pieces.length);
      let gaps = false;
      for (let k = 0; k < pieces.length; k++) {
        const read = word(pieces[k]!);
        if (read.bracket) return whole(name);
        written[k] = read.written;
        if (!read.written) gaps = true;
        normal[k] = read.normal;
      }
      return { written: (gaps ? written.filter((w) => w) : written).join(' '), normal: normal.join(' ').trim() };
    },
  };
}

/** `text` as the text rules read it (letters folded, contractions written out), its words joined by `joiner`. */
export function spelled(reader: TextReader, text: string, joiner = ' '): string {
  return reader
    .tokens(text)
    .map((t) => t.surface)
    .join(joiner);
}

/** Another form of a household name in this language: as the text rules read it (letters folded, contractions written out). */
export function nameFormsOf(name: string, reader: TextReader): string[] {
  const { written, normal } = reader.written(name);
  return written === normal || written.length === 0 ? [] : [written];
}

/**
 * The base forms a word may be an inflection of, by the language's name endings ("kuchni" →
 * "kuchnia" when `ia` may be said `i`). Read at match time, so the index holds one form per name
 * however many cases the language has; a base form that names nothing simply matches nothing.
 */
export function baseFormsOf(word: string, endings: readonly NameEnding[]): string[] {
  const bases: string[] = [];
  for (const e of endings)
    for (const said of e.to) {
      if (!word.endsWith(said) || word.length - said.length < 2) continue;
      const base = word.slice(0, word.length - said.length) + e.from;
      if (base !== word && !bases.includes(base)) bases.push(base);
    }
  return bases;
}
