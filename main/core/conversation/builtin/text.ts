/**
 * Words in, words out: tokenising what the household typed and writing names back into replies.
 * Matching always compares `stem`s (lower case, accents stripped, plural and possessive endings
 * removed), so "Lights", "light's" and "light" meet; replies use the friendly name as stored.
 * The English word forms of replies (articles, is/are) live in lang/en/grammar.ts; their sentences in the catalogue.
 */

export interface Token {
  /** The word as typed, lower-cased and without accents. */
  surface: string;
  /** The comparable form (plural endings removed); a typo-corrected form after `correct`. */
  stem: string;
  /** Every equally close correction when the word was a typo (first one is `stem`). */
  alts?: string[];
  /** Edit distance of the correction, when the word was corrected. */
  fuzzy?: number;
  /** Set when the word is written like an entity id (`light.kitchen_ceiling`). */
  entityId?: string;
}

const APOSTROPHES = /[\u2018\u2019\u02bc\u0060\u00b4]/g;

/** Contractions first (they carry meaning), then possessive endings (they never do). */
const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\b(what|that|there|it|here|where|who|how|when)'s\b/g, '$1 is'],
  [/\bcan't\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/n't\b/g, ' not'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/\bi'm\b/g, 'i am'],
  [/\bi'd\b/g, 'i would'],
  [/'s\b/g, ''],
  [/s'(?=\s|$)/g, 's'],
];

/** `light.kitchen_ceiling`: a domain of letters, a dot, an object id. */
const ENTITY_ID_LIKE = /^[a-z_]+\.[a-z0-9_]+$/;

/** Lower case, accents stripped, one kind of apostrophe. */
export function normalizeText(text: string): string {
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase().replace(/`/g, "'");
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(APOSTROPHES, "'");
}

/**
 * A crude English singular (the canonical form's; a pack's `normalise` writes its plurals so): enough that "lights"/"light", "switches"/"switch" and
 * "batteries"/"battery" meet. Short words and words with digits are left alone ("gas", "pm10").
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** True when the word as typed is a plural of its stem ("lights"). */
export function isPluralWord(token: Token): boolean {
  return token.surface !== token.stem && token.surface.endsWith('s') && token.fuzzy === undefined;
}

export function tokenize(text: string): Token[] {
  let s = normalizeText(text);
  if (s.includes('[')) s = s.replace(/[[\]]/g, '');
  if (s.includes("'")) for (const [pattern, replacement] of CONTRACTIONS) s = s.replace(pattern, replacement);
  if (s.includes('%') || s.includes('°')) s = s.replace(/%/g, ' % ').replace(/°/g, ' degrees ');
  const tokens: Token[] = [];
  for (const raw of s.split(/[^\p{L}\p{N}._%']+/u)) {
    const piece = /^[._']|[._']$/.test(raw) ? raw.replace(/^[._']+|[._']+$/g, '') : raw;
    if (!piece) continue;
    if (ENTITY_ID_LIKE.test(piece)) {
      tokens.push({ surface: piece, stem: piece, entityId: piece });
      continue;
    }
    if (!/[._']/.test(piece)) {
      tokens.push({ surface: piece, stem: stem(piece) });
      continue;
    }
    for (const part of piece.split(/(?<!\d)\.|\.(?!\d)|_|'/)) {
      if (part) tokens.push({ surface: part, stem: stem(part) });
    }
  }
  return tokens;
}

/** The stems of a fixed phrase, for the lexicon tables. */
export function stemsOf(phrase: string): string[] {
  return tokenize(phrase).map((t) => t.stem);
}

// ---------------------------------------------------------------------------------------------
// Writing names back

/** "Kitchen Ceiling Light" → "kitchen ceiling light"; acronyms and mixed case stay ("TV", "PM2.5"). */
export function displayName(friendlyName: string): string {
  return friendlyName
    .replace(/\[(.*?)\]/g, '$1')
    .trim()
    .split(/\s+/)
    .map((w) => (/^[A-Z][a-z]+$/.test(w) || /^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w))
    .join(' ');
}

export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}
