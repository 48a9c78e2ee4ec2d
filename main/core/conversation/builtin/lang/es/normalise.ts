/**
 * A Spanish request in the shared grammar's canonical words. The household's names (entities,
 * aliases, areas, floors) are found first, on the same tokens the index was built from, and are
 * passed through untouched; everything around them is read phrase by phrase from the lexicon.
 * Word order mostly carries over ("enciende la luz de la cocina" → "turn on the light of the
 * cocina"); what does not is rewritten here: pronouns before a verb ("la enciendes" → "turn it
 * on") or attached to it ("apágala"), states of locks ("abierto" is unlocked), plurals of name
 * words ("sensores" for a "Sensor …"), and words whose meaning depends on where they stand.
 */
import { stem, tokenize, type Token } from '../../text.js';
import type { VocabularyIndex } from '../../indexed-vocabulary.js';
import { SPANISH } from './lexicon.js';
import { otherNumber } from './morphology.js';
import type { Entry, PhraseHit } from './phrases.js';

/** Words that leave a request still at its start: "oye, ¿qué luces…", "y que…". */
const STILL_AT_START = new Set(['hey', 'please', 'hello', 'and', 'ok', 'can you', '']);
const PROCLITICS: Readonly<Record<string, 'it' | 'them'>> = { lo: 'it', la: 'it', le: 'it', los: 'them', las: 'them', les: 'them' };

interface Word {
  token: Token;
  /** As typed, lower case with its accents, when one typed word gave this one token. */
  raw: string;
}

/** Clauses: commas and question or exclamation marks separate them, as in the sentence typed. */
function clauses(said: string): string[] {
  return said.split(/\s*[,;:!?¿¡]+\s*|\.(?=\s|$)/).filter((c) => c.trim() !== '');
}

function wordsOf(clause: string): Word[] {
  const words: Word[] = [];
  for (const piece of clause.toLowerCase().split(/\s+/)) {
    const tokens = tokenize(piece);
    for (const token of tokens) words.push({ token, raw: tokens.length === 1 ? piece.replace(/[^\p{L}\p{N}]+/gu, '') : token.surface });
  }
  return words;
}

/** The longest household name (entity, alias, area or floor) starting at each word. */
function nameLengths(tokens: readonly Token[], index: VocabularyIndex): number[] {
  return tokens.map((_, i) => Math.max(index.names.match(tokens, i)?.length ?? 0, index.areas.match(tokens, i)?.length ?? 0));
}

/** Whether a household name starts inside the phrase at `i`: the name wins ("en la planta baja" for a floor "Planta baja"). */
function cutsIntoName(names: readonly number[], i: number, length: number): boolean {
  for (let j = i + 1; j < i + length; j++) if (names[j]! > 0) return true;
  return false;
}

/**
 * A word the lexicon does not know, as the index can match it: a Spanish plural of a name word
 * ("sensores" for a "Sensor …") becomes its singular with an English plural ending, so the shared
 * stemmer finds the name word and still reads the phrase as plural; a singular of a name word in
 * -es ("farol" for "Faroles del jardín") becomes that plural.
 */
function nameWordForm(token: Token, index: VocabularyIndex): string {
  const s = token.surface;
  if (index.known.has(token.stem)) return s;
  const other = otherNumber(s);
  if (other === null || !index.known.has(stem(other))) return s;
  if (other.length > s.length) return other;
  return stem(`${other}s`) === stem(other) ? `${other}s` : other;
}

interface Piece {
  text: string;
  entry?: Entry;
  /** The household's words (a name), never rewritten. */
  name?: boolean;
}

function readClause(words: readonly Word[], index: VocabularyIndex, alone: boolean): Piece[] {
  const tokens = words.map((w) => w.token);
  const folded = tokens.map((t) => t.surface);
  const names = nameLengths(tokens, index);
  const pieces: Piece[] = [];
  const atStart = (): boolean => pieces.every((p) => p.entry !== undefined && STILL_AT_START.has(p.entry.en));
  const bestHit = (i: number): PhraseHit | undefined => SPANISH.matches(folded, i).find((h) => !cutsIntoName(names, i, h.length));

  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (token.entityId) {
      pieces.push({ text: token.surface, name: true });
      i++;
      continue;
    }
    const hit = bestHit(i);
    const name = names[i]!;
    if (name > 0 && name >= (hit?.length ?? 0)) {
      pieces.push({ text: folded.slice(i, i + name).join(' '), name: true });
      i += name;
      continue;
    }
    if (!hit) {
      pieces.push({ text: nameWordForm(token, index) });
      i++;
      continue;
    }
    // "la enciendes", "¿los apago?": a pronoun before the verb is what it switches.
    const pronoun = hit.length === 1 ? PROCLITICS[folded[i]!] : undefined;
    const verb = pronoun ? bestHit(i + 1) : undefined;
    if (pronoun && verb?.entry.verb && names[i + 1] === 0) {
      pieces.push({ text: `turn ${pronoun} ${verb.entry.verb}`, entry: verb.entry });
      i += 1 + verb.length;
      continue;
    }
    const { entry } = hit;
    let text = entry.en;
    if (hit.length === 1 && entry.accented !== undefined && words[i]!.raw !== folded[i]) text = entry.accented;
    else if (alone && hit.length === tokens.length && entry.alone !== undefined) text = entry.alone;
    else if (entry.first !== undefined && atStart()) text = entry.first;
    // "¿qué luces están encendidas?" asks which of them are.
    if (text === 'what' && bestHit(i + hit.length)?.entry.kind && names[i + hit.length] === 0) text = 'which';
    pieces.push({ text, entry });
    i += hit.length;
  }
  return pieces;
}

/** Whether the clause is about locks: a lock word ("cerrojo") or a lock the household named. */
function aboutLocks(pieces: readonly Piece[], index: VocabularyIndex): boolean {
  return pieces.some((p) => {
    if (p.entry?.namesLock) return true;
    if (!p.name) return false;
    const tokens = tokenize(p.text);
    const m = index.names.match(tokens, 0);
    return m !== null && m.values.some((idx) => index.entities[idx]!.domain === 'lock');
  });
}

export function normaliseSpanish(said: string, index: VocabularyIndex): string {
  const parts = clauses(said);
  const question = /[?¿]/.test(said);
  const texts: string[] = [];
  for (const clause of parts) {
    const pieces = readClause(wordsOf(clause), index, parts.length === 1);
    const locks = aboutLocks(pieces, index);
    const text = pieces
      .map((p) => (locks && p.entry?.lock !== undefined ? p.entry.lock : p.text))
      .filter((t) => t !== '')
      .join(' ');
    if (text !== '') texts.push(text);
  }
  const text = texts.join(', ');
  return question ? `${text}?` : text;
}
