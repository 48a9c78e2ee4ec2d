/**
 * Italian word forms: splitting elisions ("dell'angolo", "c'è"), folding accents so a word typed
 * with or without them meets the same entry, reading an imperative with its clitic pronoun
 * ("spegnila", "riaccendilo") and the singular a plural noun may stand for ("lampade" → "lampada").
 */

/** One word of the request: as typed (lower case, accents kept) and folded (accents stripped). */
export interface Word {
  raw: string;
  fold: string;
}

/** Accents stripped, lower case: "Modalità" and "modalita" are one word. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const APOSTROPHES = /[\u2018\u2019\u02bc\u0060\u00b4]/g;

/**
 * The words and punctuation of a request. An elided article or preposition stays a word of its
 * own with its apostrophe ("dell'" + "angolo"); a vowel followed by an apostrophe at a word's end
 * is the accent typed without the key ("e'" is "è", "perche'" is "perché").
 */
export function words(text: string): Word[] {
  const s = text.normalize('NFC').toLowerCase().replace(APOSTROPHES, "'");
  const out: Word[] = [];
  for (const m of s.matchAll(/[\p{L}\p{N}]+(?:[.,_][\p{L}\p{N}]+)*'?|[?!,;:]|%|°/gu)) {
    let raw = m[0];
    // "e'" at the end of a word that is not an elision ("dell'", "c'", "l'") is an accented vowel.
    if (/[aeiou]'$/.test(raw) && !ELIDED.has(raw)) raw = accented(raw.slice(0, -1));
    out.push({ raw, fold: fold(raw) });
  }
  return out;
}

/** Articles, prepositions and pronouns that elide before a vowel, as written with the apostrophe. */
const ELIDED = new Set([
  "l'",
  "dell'",
  "nell'",
  "all'",
  "sull'",
  "dall'",
  "coll'",
  "un'",
  "c'",
  "quest'",
  "quell'",
  "dov'",
  "com'",
  "cos'",
  "qual'",
  "quant'",
  "d'",
  "m'",
  "t'",
  "s'",
  "v'",
  "n'",
  "sant'",
  "tutt'",
  "ch'",
  "buon'",
]);

function accented(word: string): string {
  const last = word[word.length - 1]!;
  const grave: Record<string, string> = { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù' };
  return word.slice(0, -1) + (grave[last] ?? last);
}

export type Direction = 'on' | 'off';

/** What an imperative says: the direction, whether it names lights itself, and a pronoun object. */
export interface VerbForm {
  dir: Direction;
  lights: boolean;
  /** "spegnila" → it, "accendile" → them. */
  object: 'it' | 'them' | null;
  /** "riaccendi": again, as it was before. */
  again: boolean;
}

const VERB_STEMS: Array<[RegExp, Direction, boolean]> = [
  [/^accend/, 'on', false],
  [/^attiv/, 'on', false],
  [/^illumin/, 'on', true],
  [/^(?:spegn|speng|spenn)/, 'off', false],
  [/^disattiv/, 'off', false],
  [/^(?:disinser|stacc)/, 'off', false],
];

/** Endings of the imperative, infinitive and present that a request uses ("accendi", "accendere", "accendete"). */
const ENDINGS = /^(?:i|a|e|o|ete|ere|er|are|ar|ate|iamo|ano|ono|ate)?$/;
const CLITIC = /(?:lo|la|li|le|mi|ci|celo|cela|celi|cele|melo|mela|meli|mele|glielo|gliela|glieli|gliele)$/;

/** The on/off verb in `word` (folded), or null: "accendi", "spegnila", "riaccendilo", "disattivare". */
export function verbForm(word: string): VerbForm | null {
  let w = word;
  let again = false;
  if (w.startsWith('ri') && !w.startsWith('rid')) {
    again = true;
    w = w.slice(2);
  }
  for (const [stem, dir, lights] of VERB_STEMS) {
    const m = stem.exec(w);
    if (!m) continue;
    let rest = w.slice(m[0].length);
    let object: VerbForm['object'] = null;
    const clitic = CLITIC.exec(rest);
    if (clitic && ENDINGS.test(rest.slice(0, clitic.index))) {
      const c = clitic[0];
      object = /(?:lo|la)$/.test(c) ? 'it' : /(?:li|le)$/.test(c) ? 'them' : null;
      rest = rest.slice(0, clitic.index);
    }
    if (!ENDINGS.test(rest)) continue;
    // "attivo", "attiva" after "è" are states; the caller decides by position. "accendo" is a request too.
    return { dir, lights, object, again };
  }
  return null;
}

/**
 * Singulars a plural may stand for, most likely first: "lampade" → "lampada", "faretti" →
 * "faretto", "interruttori" → "interruttore", "lampadine" → "lampadina", "mensole" → "mensola".
 */
export function singulars(word: string): string[] {
  if (word.length < 4) return [];
  const base = word.slice(0, -1);
  if (word.endsWith('che')) return [`${word.slice(0, -3)}ca`];
  if (word.endsWith('ghe')) return [`${word.slice(0, -3)}ga`];
  if (word.endsWith('chi')) return [`${word.slice(0, -3)}co`];
  if (word.endsWith('ghi')) return [`${word.slice(0, -3)}go`];
  if (word.endsWith('e')) return [`${base}a`];
  if (word.endsWith('i')) return [`${base}o`, `${base}e`, `${base}a`, `${base}io`];
  return [];
}

/** Whether a folded word reads as an Italian plural (for nouns the grammar does not list). */
export function looksPlural(word: string): boolean {
  return word.length >= 4 && /[ie]$/.test(word);
}

/** Articles and prepositions inside a name: "Macchina del caffè" is also said "macchina caffè". */
const NAME_GLUE = new Set([
  'di',
  'del',
  'dello',
  'della',
  'dei',
  'degli',
  'delle',
  "dell'",
  "d'",
  'da',
  'dal',
  'dalla',
  'a',
  'al',
  'allo',
  'alla',
  "all'",
  'in',
  'nel',
  'nella',
  "nell'",
  'il',
  'lo',
  'la',
  "l'",
  'i',
  'gli',
  'le',
  'sul',
  'sulla',
  'per',
]);

/** The other ways a household writes one of its names: without its articles and prepositions. */
export function nameForms(name: string): string[] {
  const parts = name
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .split(/\s+|(?<=')/)
    .filter(Boolean);
  const kept = parts.filter((p) => !NAME_GLUE.has(p.toLowerCase()));
  return kept.length > 0 && kept.length < parts.length ? [kept.join(' ')] : [];
}
