/**
 * Dutch word shapes the engine must see through: diminutives ("lampje", "raampje",
 * "belletje"), their plurals ("lampjes"), and compounds of a place or name with a kind of device
 * ("keukenlamp", "slaapkamerramen", "badkamerventilatoren"). Dutch writes such compounds as one
 * word where English writes two, so the household's "keukenlamp" is "keuken" + "light".
 */
import { stem } from '../../text.js';
import type { VocabularyIndex } from '../../indexed-vocabulary.js';

const VOWELS = 'aeiouy';
const isVowel = (c: string | undefined): boolean => c !== undefined && VOWELS.includes(c);

/** Whether the word has a single vowel group ("bel", "lamp", "raam"): short words double their last consonant. */
function oneSyllable(word: string): boolean {
  return (word.match(/[aeiouy]+/g) ?? []).length === 1;
}

/**
 * The diminutive of a noun, by the regular rules: "-tje" after a vowel or after l/n/r/w that
 * follows a long vowel; "-pje" after m that follows a long vowel or a consonant; "-etje" (with
 * the consonant doubled) after a short vowel and l/m/n/r/ng in one syllable; "-je" otherwise.
 */
export function diminutive(word: string): string {
  if (word.endsWith('je')) return word;
  const last = word[word.length - 1]!;
  const before = word[word.length - 2];
  const longBefore = isVowel(before) && isVowel(word[word.length - 3]);
  if (isVowel(last)) return `${word}${'aou'.includes(last) && !isVowel(before) ? last : ''}tje`;
  if (word.endsWith('ng')) return `${word}etje`;
  if ('lnrm'.includes(last) && isVowel(before) && !longBefore && oneSyllable(word)) return `${word}${last}etje`;
  if (last === 'm') return `${word}pje`;
  if ('lnrw'.includes(last)) return `${word}tje`;
  return `${word}je`;
}

/** Forms a diminutive may come from: "lampje" → "lamp", "belletje" → "bel", "raampje" → "raam". */
export function undiminutive(word: string): string[] {
  const base = word.endsWith('jes') ? word.slice(0, -1) : word;
  if (!base.endsWith('je') || base.length < 5) return [];
  const out: string[] = [];
  if (base.endsWith('etje') && base[base.length - 5] === base[base.length - 6]) out.push(base.slice(0, -5));
  if (base.endsWith('etje')) out.push(base.slice(0, -4));
  if (base.endsWith('tje') || base.endsWith('pje')) out.push(base.slice(0, -3));
  out.push(base.slice(0, -2));
  return out.filter((w) => w.length >= 2);
}

/** A word of the household's names that `word` is a diminutive, plural or base form of, if any. */
export function nameWordFor(word: string, index: VocabularyIndex): string | null {
  if (word.length < 3 || /\d/.test(word)) return null;
  const plain = word.endsWith('jes') ? word.slice(0, -1) : word;
  const candidates = [...undiminutive(word), diminutive(plain), `${diminutive(plain)}s`];
  if (word.endsWith('en') && word.length > 4) candidates.push(word.slice(0, -2));
  for (const c of candidates) if (c !== word && index.nameWords.has(stem(c))) return c;
  return null;
}

/** Linking sounds between the parts of a compound: "bewegings|sensor", "zonne|scherm", "boeken|kast". */
const LINKS = ['s', 'en', 'e'];

export interface CompoundSplit {
  /** The first part as it is written, without a linking -s-. */
  head: string;
  /** The last part: a kind of device from the lexicon. */
  kind: string;
}

/**
 * A compound ending in a kind of device ("keukenlamp", "slaapkamerramen"): the longest ending
 * that is a noun of the lexicon, after a first part of three or more letters. A first part the
 * household's names do not know is still split when the ending is a device ("bureaulamp"), so
 * the question back names the unknown part; a place word ("kamer", "huis") is split only after a
 * known first part, so an unknown "slaapkamer" is not read as "slaap room".
 */
export function splitCompound(word: string, isNoun: (w: string) => boolean, isPlaceNoun: (w: string) => boolean, index: VocabularyIndex): CompoundSplit | null {
  if (word.length < 6 || !/^\p{L}+$/u.test(word)) return null;
  for (let k = 3; k <= word.length - 3; k++) {
    const kind = word.slice(k);
    if (!isNoun(kind)) continue;
    const first = word.slice(0, k);
    const heads = [first, ...LINKS.filter((l) => first.endsWith(l) && first.length - l.length >= 3).map((l) => first.slice(0, -l.length))];
    const known = heads.find((h) => index.known.has(stem(h)) || index.areaWords.has(stem(h)));
    if (known) return { head: known, kind };
    if (!isPlaceNoun(kind)) return { head: first, kind };
  }
  return null;
}
