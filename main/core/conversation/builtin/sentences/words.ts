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
}

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
  return {
    tokens(text) {
      const out: Token[] = [];
      for (const token of tokenize(prepare(text))) {
        const written = contractions.get(token.surface) ?? split?.(token);
        if (written) out.push(...written);
        else out.push(token);
      }
      return out;
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
  const written = spelled(reader, name);
  return written === normalizeText(name).trim() || written.length === 0 ? [] : [written];
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
