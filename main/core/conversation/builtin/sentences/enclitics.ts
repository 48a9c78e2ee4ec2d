/**
 * Pronouns written onto a verb (`words.json` → `text.enclitics`, docs/architecture.md §6.2b):
 * Spanish "apágala" is "apaga" + "la", "encenderlos" is "encender" + "los". A word that is one of
 * the listed hosts followed by one of the listed pronouns is read as the two words, so a template
 * says `<off> la` once and the follow-up reader finds the pronoun ("la") the previous device
 * replaces (DESIGN §5). Only listed hosts split: a name word that happens to end in "la" stays whole.
 */
import { normalizeText, tokenize, type Token } from '../text.js';
import type { Enclitics } from './types.js';

/** Splits a token into host and pronoun when the data says so; null when it stays one word. */
export type EncliticSplitter = (token: Token) => Token[] | null;

export function encliticSplitter(rules: Enclitics | undefined): EncliticSplitter | null {
  if (!rules || rules.pronouns.length === 0 || rules.hosts.length === 0) return null;
  const hosts = new Set(rules.hosts.map((h) => normalizeText(h).trim()));
  // Longest pronoun first: "apagalas" is "apaga" + "las", not "apagal" + "as".
  const pronouns = [...new Set(rules.pronouns.map((p) => normalizeText(p).trim()))].sort((a, b) => b.length - a.length);
  return (token) => {
    const word = token.surface;
    for (const p of pronouns) {
      if (word.length <= p.length || !word.endsWith(p)) continue;
      const host = word.slice(0, word.length - p.length);
      if (hosts.has(host)) return tokenize(`${host} ${p}`);
    }
    return null;
  };
}
