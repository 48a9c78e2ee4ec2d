/**
 * French (`fr`): spoken by its sentence data (`sentences/data/fr/`, docs/architecture.md §6.2b);
 * this is its one hook file (§6.2a). What the data cannot say is the reply grammar (`hooks.grammar`):
 * a name's article depends on the gender and number of its head noun and on its first letter
 * (le, la, l', les — "l'entrée", but "la hotte"), contracts with "de" and "à" (du, des, au, aux),
 * and participles, pronouns and asked states agree with it (`{device_agree}`: ms, fs, mp, fp).
 * Those are rules over words; the words themselves — genders, gendered endings, articles,
 * determiners, kind nouns, asked states — are the tables under words.json's `grammar`, read here:
 *   genders (noun → m|f), endings (ending → m|f, longest first), determiners (a name's own first
 *   word → gender+number), articles, none ("aucun"/"aucune"), kinds (code → singular|plural|gender),
 *   asked (state code → masculine|feminine), leading (adjectives before the head noun), aspirated
 *   (h-words taking no elision), invariant (endings that do not mark a plural), at_places (places
 *   said with "au"), fixed_heads (a phrase led by one of these never takes a plural).
 */
import { displayName, normalizeText } from '../../text.js';
import { dataPack } from '../../sentences/pack.js';
import { grammarTables } from '../../sentences/grammar-tables.js';
import type { WordsData } from '../../sentences/types.js';
import type { Grammar } from '../../voice/grammar.js';
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import type { Named } from '../types.js';
import sentences from '../../sentences/data/fr/sentences.json' with { type: 'json' };
import words from '../../sentences/data/fr/words.json' with { type: 'json' };

type Gender = 'm' | 'f';
interface Phrase {
  text: string;
  article: string;
  gender: Gender;
  plural: boolean;
}

function frenchGrammar(data: WordsData): Grammar {
  const { map, list } = grammarTables(data);
  const genders = map('genders');
  const art = map('articles');
  const owns = map('determiners');
  const kinds = map('kinds');
  const asked = map('asked');
  const none = map('none');
  const endings = Object.entries(map('endings')).sort((a, b) => b[0].length - a[0].length);
  const leading = new Set(list('leading'));
  const fixedHeads = new Set(list('fixed_heads'));
  const aspirated = list('aspirated');
  const invariant = list('invariant');
  const atPlaces = list('at_places');

  const genderOf = (word: string): Gender =>
    (genders[word] ?? endings.find(([e]) => word.endsWith(e) || word.endsWith(`${e}s`))?.[1] ?? 'm') === 'f' ? 'f' : 'm';
  const startsVowel = (word: string): boolean => /^[aeiouy]/.test(word);

  /** The head noun of a name and what it takes: "Lampe du salon" → la; "Interrupteur cuisine" → l'; "Volets" → les. */
  const nounPhrase = (label: string): Phrase => {
    const text = label.trim();
    const ws = normalizeText(text).split(/\s+/);
    const first = ws[0] ?? '';
    const own = owns[first.startsWith("l'") ? "l'" : first];
    if (own) return { text, article: '', gender: own[0] === 'f' ? 'f' : 'm', plural: own[1] === 'p' };
    const head = leading.has(first) && ws.length > 1 ? ws[1]! : first;
    const gender = genderOf(head);
    const plural = /[sx]$/.test(head) && head.length > 3 && !invariant.some((e) => head.endsWith(e)) && !/^\d/.test(head);
    if (plural) return { text, article: art['plural'] ?? '', gender, plural };
    const elide = startsVowel(first) || (first.startsWith('h') && !aspirated.some((a) => first.startsWith(a)));
    return { text, article: (elide ? art['elided'] : art[gender]) ?? '', gender, plural };
  };
  // People and the names Home Assistant gives trackers take no article ("Jeanne").
  const isPerson = (e: IndexedEntity): boolean => e.domain === 'person' || e.domain === 'device_tracker';
  const phraseOf = (device: Named): Phrase => {
    if (typeof device === 'string') return { text: device, article: '', gender: 'm', plural: false };
    if (isPerson(device)) return { text: device.entry.friendly_name.trim() || device.display, article: '', gender: 'm', plural: false };
    return nounPhrase(device.display);
  };
  const join = (p: Phrase): string => (p.article === art['elided'] ? `${p.article}${p.text}` : p.article ? `${p.article} ${p.text}` : p.text);
  const ofThe = (p: Phrase): string => {
    if (p.article && p.article === art['m']) return `${art['of_m']} ${p.text}`;
    if (p.article && p.article === art['plural']) return `${art['of_plural']} ${p.text}`;
    if (p.article === '' && /^[aeiouyh]/.test(normalizeText(p.text))) return `${art['of_elided']}${p.text}`;
    return `${art['of']} ${join(p)}`;
  };
  const toThe = (p: Phrase): string => {
    if (p.article && p.article === art['m']) return `${art['to_m']} ${p.text}`;
    if (p.article && p.article === art['plural']) return `${art['to_plural']} ${p.text}`;
    return `${art['to']} ${join(p)}`;
  };
  /** An adjective agreeing: its masculine and feminine singular, the plural made from them ("normal" → "normaux"). */
  const agree = (code: string, gender: Gender, plural: boolean): string => {
    const [m = '', f = m] = (asked[code] ?? asked['*'] ?? '').split('|');
    const word = gender === 'f' ? f : m;
    if (!plural) return word;
    // Only the first word of "fermé à clé" agrees in number; "en marche" never does.
    const [head = '', ...rest] = word.split(' ');
    if (fixedHeads.has(head)) return word;
    const pluralHead = /[sx]$/.test(head) ? head : gender === 'm' && /al$/.test(head) ? `${head.slice(0, -2)}aux` : `${head}s`;
    return [pluralHead, ...rest].join(' ');
  };
  const groupOf = (devices: readonly Named[]): { gender: Gender; plural: boolean } => {
    const phrases = devices.map(phraseOf);
    return { gender: phrases.length > 0 && phrases.every((p) => p.gender === 'f') ? 'f' : 'm', plural: devices.length > 1 || phrases.some((p) => p.plural) };
  };
  const forms = (gender: Gender, plural: boolean): Record<string, string> => ({
    agree: `${gender}${plural ? 'p' : 's'}`,
    gender,
    on: agree('on', gender, plural),
    off: agree('off', gender, plural),
  });

  return {
    locale: 'fr-FR',
    device: (device) => {
      const p = phraseOf(device);
      return { name: join(p), number: p.plural ? 'other' : 'one', forms: { ...forms(p.gender, p.plural), of: ofThe(p), to: toThe(p) } };
    },
    group: (devices) => {
      const g = groupOf(devices);
      return forms(g.gender, g.plural);
    },
    ownName: (e) => phraseOf(e).text,
    // The data reads the household's own words: they are said back as they were.
    phrase: (said) => said,
    kindPlural: (noun) => {
      const [singular = noun, , gender = 'm'] = (kinds[noun] ?? kinds['*'] ?? '').split('|');
      return `${none[gender] ?? ''} ${singular}`.trim();
    },
    asked: (word, subject) => {
      if (subject === 'one' || subject === 'many') return agree(word, 'm', subject === 'many');
      const g = groupOf(subject);
      return agree(word, g.gender, g.plural);
    },
    area: (label) => {
      const p = nounPhrase(displayName(label));
      const said = normalizeText(label);
      return atPlaces.some((w) => said.includes(w)) ? toThe(p) : `${art['in']} ${join(p)}`;
    },
  };
}

export const fr = dataPack('fr', words, sentences, { grammar: frenchGrammar });
