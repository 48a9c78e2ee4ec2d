/**
 * French words as the pack reads them: lower case, accents stripped (so "eteins" and "éteins",
 * "lumiere" and "Lumière" meet, as the index stores names), elisions split ("l'entrée" → "l",
 * "entree", as the shared tokeniser splits a name), the euphonic "-t-" of "a-t-il" dropped, and
 * each word marked when a hyphen joins it to the one before ("allume-la", "est-elle").
 */
import { normalizeText, stem, type Token } from '../../text.js';

export interface FrenchToken extends Token {
  /** Joined to the previous word by a hyphen ("la" in "allume-la", "elle" in "est-elle"). */
  hyphenated: boolean;
}

export interface FrenchWords {
  tokens: FrenchToken[];
  /** The household asked a question mark-wise ("… allumée ?"). */
  question: boolean;
}

/** A word, an entity id or a decimal (`light.salon`, `21.5`), or a percent or degree sign. */
const WORD = /[\p{L}\p{N}]+(?:[._][\p{L}\p{N}]+)*|[%°]/gu;

export function frenchWords(utterance: string): FrenchWords {
  // "a-t-il", and "a t il" typed without hyphens: the euphonic t carries nothing.
  const text = normalizeText(utterance)
    .replace(/-t-/g, '-')
    .replace(/\b(a|va) t (il|elle|on|ils|elles)\b/g, '$1 $2');
  const tokens: FrenchToken[] = [];
  let end = 0;
  for (const m of text.matchAll(WORD)) {
    const surface = m[0];
    const between = text.slice(end, m.index);
    end = m.index + surface.length;
    tokens.push({ surface, stem: /[._\d]/.test(surface) ? surface : stem(surface), hyphenated: tokens.length > 0 && between === '-' });
  }
  return { tokens, question: text.includes('?') };
}
