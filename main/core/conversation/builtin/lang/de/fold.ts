/**
 * German spelling that must meet however it was typed: "Küche", "Kuche" and "Kueche" are one
 * word, as are "schließen" and "schliessen". Every comparison in the German pack goes through
 * `fold`, on the household's names and on the request alike, so neither side has to be spelled
 * the "right" way.
 */
import { normalizeText } from '../../text.js';

/** Lower case, accents stripped, ß as ss, and the typed-out umlauts ae/oe/ue as plain vowels. */
export function fold(word: string): string {
  return normalizeText(word).replace(/ß/g, 'ss').replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
}
