/**
 * Spanish number for household names. The shared stemmer already meets "lámpara"/"lámparas"
 * (an -s plural); what it cannot meet is a plural in -es ("faroles", "interruptores", "luces")
 * beside its singular ("farol", "interruptor", "luz"). The normaliser says a word the index does
 * not know in its other number when that one is a name word, so "el farol del jardín" finds
 * "Faroles del jardín" and "los sensores" a "Sensor …" — at no cost to the index (no extra forms).
 */
import { fold } from './forms.js';

/** The head word in the other number, for the plurals the stemmer cannot undo; null otherwise. */
export function otherNumber(word: string): string | null {
  const w = fold(word);
  if (w.length < 3 || /\d/.test(w)) return null;
  if (w.endsWith('ces') && w.length > 4) return `${w.slice(0, -3)}z`;
  if (/[^aeiou]es$/.test(w) && w.length > 4) return w.slice(0, -2);
  if (w.endsWith('z')) return `${w.slice(0, -1)}ces`;
  if (/[lrnd]$/.test(w)) return `${w}es`;
  return null;
}
