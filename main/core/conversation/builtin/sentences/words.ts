/**
 * How a language's text is read before matching, by its data (`words.json` → `text`): the shared
 * tokenizer (lower case, accents stripped, split at apostrophes so elided clitics are words of
 * their own), then the language's extra letter folds and contractions written out. Names get the same treatment as
 * other forms of themselves (`nameForms`), so "Porta da Entrada" is found in "porta de a entrada"
 * — and, with `name_endings`, inflected: Polish "Kuchnia" is also indexed as "kuchni", "kuchnię".
 */
import { normalizeText, tokenize, type Token } from '../text.js';
import type { NameEnding, TextRules } from './types.js';

export interface TextReader {
  /** The utterance (or a template's literal) as tokens, contractions written out. */
  tokens(text: string): Token[];
}

export function textReader(rules: TextRules = {}): TextReader {
  const folds = Object.entries(rules.fold ?? {}).map(([from, to]) => [normalizeText(from), to] as const);
  const contractions = new Map<string, Token[]>();
  for (const [word, written] of Object.entries(rules.contractions ?? {})) contractions.set(normalizeText(word), tokenize(normalizeText(written)));
  const prepare = (text: string): string => {
    let s = normalizeText(text);
    for (const [from, to] of folds) if (s.includes(from)) s = s.split(from).join(to);
    return s;
  };
  return {
    tokens(text) {
      const out: Token[] = [];
      for (const token of tokenize(prepare(text))) {
        const written = contractions.get(token.surface);
        if (written) out.push(...written);
        else out.push(token);
      }
      return out;
    },
  };
}

/**
 * Other forms of a household name in this language: written as the text rules read it, and each
 * grammatical case the endings table gives (every word of the name in the same case).
 */
export function nameFormsOf(name: string, reader: TextReader, endings: readonly NameEnding[] = []): string[] {
  const words = reader.tokens(name).map((t) => t.surface);
  const forms = new Set<string>([words.join(' ')]);
  if (endings.length > 0) {
    const rules = words.map((w) => longestEnding(w, endings));
    const cases = Math.max(0, ...rules.map((r) => r?.to.length ?? 0));
    for (let c = 0; c < cases; c++) {
      forms.add(words.map((w, k) => inflect(w, rules[k] ?? null, c)).join(' '));
      // A name is often said with only its head word inflected ("lampy salonowa" is rare, "lampa w salonie" common).
      if (words.length > 1) forms.add([inflect(words[0]!, rules[0] ?? null, c), ...words.slice(1)].join(' '));
    }
  }
  forms.delete(normalizeText(name).trim());
  return [...forms].filter((f) => f.length > 0);
}

function longestEnding(word: string, endings: readonly NameEnding[]): NameEnding | null {
  let best: NameEnding | null = null;
  for (const e of endings) if (word.endsWith(e.from) && word.length > e.from.length + 1 && (!best || e.from.length > best.from.length)) best = e;
  return best;
}

function inflect(word: string, rule: NameEnding | null, c: number): string {
  if (!rule || rule.to[c] === undefined) return word;
  return word.slice(0, word.length - rule.from.length) + rule.to[c];
}
