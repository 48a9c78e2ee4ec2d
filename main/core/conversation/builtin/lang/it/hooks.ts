/**
 * Italian (`it`) as sentence data (`sentences/data/it/`, docs/architecture.md §6.2b) and the two
 * hooks data cannot say (§6.2a). Every word table is `words.json`'s `grammar`; this file only reads it.
 *
 * - `grammar`: the reply grammar. A name's gender and number come from its head noun (a table of
 *   feminine nouns and masculine ones in -a, else the ending), and choose the article ("il", "lo",
 *   "l'", "gli" by the name's first sound), the preposition joined with it ("della", "dell'"), and
 *   the agreement of participles and state words (`{device_agree}`: ms, fs, mp, fp) — rules over
 *   the household's own names, which no list of phrases can enumerate.
 * - `nameForms`: a name said without its articles and prepositions ("Macchina del caffè" said
 *   "macchina caffè") — a function of each name the household writes.
 */
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import type { Grammar } from '../../voice/grammar.js';
import type { LanguageHooks } from '../../sentences/pack.js';
import type { WordsData } from '../../sentences/types.js';
import { normalizeText } from '../../text.js';
import type { Named } from '../types.js';
import words from '../../sentences/data/it/words.json' with { type: 'json' };

interface Agreement {
  feminine: boolean;
  plural: boolean;
}

const VOWEL = /^[aeiouhàèéìòù]/i;
/** Masculine names that take "lo"/"gli": s + consonant, z, gn, ps, pn, x, y, i + vowel. */
const IMPURE = /^(?:s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/i;
const PEOPLE = new Set(['person', 'device_tracker']);
const ARTICULATED: Record<string, Record<string, string>> = {
  di: { 'il ': 'del ', 'lo ': 'dello ', 'la ': 'della ', "l'": "dell'", 'i ': 'dei ', 'gli ': 'degli ', 'le ': 'delle ' },
};

/** Singulars a plural may stand for, most likely first: "lampade" → "lampada", "faretti" → "faretto". */
function singulars(word: string): string[] {
  if (word.length < 4) return [];
  const base = word.slice(0, -1);
  if (/(?:c|g)he$/.test(word)) return [`${word.slice(0, -2)}a`];
  if (/(?:c|g)hi$/.test(word)) return [`${word.slice(0, -2)}o`];
  if (word.endsWith('e')) return [`${base}a`];
  if (word.endsWith('i')) return [`${base}o`, `${base}e`, `${base}a`];
  return [];
}

const list = (data: WordsData, key: string): Set<string> => new Set((data.grammar?.[key] as string[] | undefined) ?? []);
const table = (data: WordsData, key: string): Record<string, string> => (data.grammar?.[key] as Record<string, string> | undefined) ?? {};

function italianGrammar(data: WordsData): Grammar {
  const feminine = list(data, 'feminine');
  const masculine = list(data, 'masculine');
  const stems = table(data, 'state_stems');
  const phrases = table(data, 'state_phrases');
  const plurals = table(data, 'kind_plurals');
  const listPlurals = new Map(Object.entries(data.lists['kind'] ?? {}).flatMap(([w, v]) => (v.plural && v.kind ? [[v.kind, w] as const] : [])));
  // Prepositions written out by the text rules ("di la"), joined again when a phrase is said back ("della").
  const joined = new Map(
    Object.entries(data.text?.contractions ?? {}).flatMap(([short, long]) => (/^(?:di|in|a|su|da|con) \S+$/.test(long) ? [[long, short] as const] : [])),
  );

  const agreementOf = (display: string): Agreement => {
    const head = normalizeText(display.trim().split(/[\s-]+/)[0] ?? '');
    if (feminine.has(head)) return { feminine: true, plural: false };
    if (masculine.has(head)) return { feminine: false, plural: false };
    if (singulars(head).some((s) => feminine.has(s))) return { feminine: true, plural: true };
    if (/[^aeiou]$/.test(head) || head.length <= 2) return { feminine: false, plural: false };
    if (head.endsWith('a')) return { feminine: true, plural: false };
    if (head.endsWith('i')) return { feminine: false, plural: true };
    if (head.endsWith('e') && singulars(head).some((s) => s !== head) && !/(?:ore|one|ale|ile|ente|ante)$/.test(head)) return { feminine: true, plural: true };
    return { feminine: false, plural: false };
  };
  const ofDevice = (d: Named): Agreement => (typeof d === 'string' ? { feminine: false, plural: false } : agreementOf(d.display));
  const ofAll = (ds: readonly Named[]): Agreement => (ds.length === 1 ? ofDevice(ds[0]!) : { feminine: ds.every((d) => ofDevice(d).feminine), plural: true });
  const agree = (stem: string, a: Agreement): string => stem + (a.plural ? (a.feminine ? 'e' : 'i') : a.feminine ? 'a' : 'o');
  const article = (display: string, a: Agreement): string => {
    const word = display.trim();
    if (a.feminine) return a.plural ? 'le ' : VOWEL.test(word) ? "l'" : 'la ';
    if (a.plural) return VOWEL.test(word) || IMPURE.test(word) ? 'gli ' : 'i ';
    return VOWEL.test(word) ? "l'" : IMPURE.test(word) ? 'lo ' : 'il ';
  };
  const bare = (e: IndexedEntity): string => (PEOPLE.has(e.domain) ? e.entry.friendly_name.trim() || e.display : e.display);
  const name = (d: Named): string => (typeof d === 'string' ? d : PEOPLE.has(d.domain) ? bare(d) : article(d.display, agreementOf(d.display)) + d.display);
  const of = (d: Named): string =>
    typeof d === 'string' || PEOPLE.has(d.domain) ? `di ${name(d)}` : ARTICULATED['di']![article(d.display, agreementOf(d.display))]! + d.display;
  const forms = (a: Agreement): Record<string, string> => ({
    agree: `${a.feminine ? 'f' : 'm'}${a.plural ? 'p' : 's'}`,
    on: agree('acces', a),
    off: agree('spent', a),
  });
  const stateWord = (word: string, a: Agreement): string => {
    const stem = stems[word];
    if (stem !== undefined) return stem.endsWith('paus') ? 'in pausa' : agree(stem, a);
    return phrases[word] ?? word;
  };

  return {
    locale: 'it-IT',
    device: (d) => {
      const a = ofDevice(d);
      return { name: name(d), number: a.plural ? 'other' : 'one', forms: { ...forms(a), of: of(d) } };
    },
    group: (ds) => forms(ofAll(ds)),
    ownName: bare,
    phrase: (said) => {
      const ws = said.split(' ');
      const out: string[] = [];
      for (let i = 0; i < ws.length; i++) {
        const short = ws[i + 1] !== undefined ? joined.get(`${ws[i]} ${ws[i + 1]}`) : undefined;
        if (short === undefined) out.push(ws[i]!);
        else if (short.endsWith('l') && ws[i + 1] === 'l' && ws[i + 2] !== undefined) out.push(`${short}'${ws[(i += 2)]}`);
        else {
          out.push(short);
          i++;
        }
      }
      return out.join(' ');
    },
    kindPlural: (noun) => plurals[noun] ?? listPlurals.get(noun) ?? 'dispositivi di quel tipo',
    asked: (word, subject) =>
      stateWord(word, subject === 'one' ? { feminine: false, plural: false } : subject === 'many' ? { feminine: false, plural: true } : ofAll(subject)),
    area: (area) => area,
    timeForms: (clock, date) => {
      // Italian says the first of the month as an ordinal ("il 1º marzo"), and elides before a vowel sound.
      const day = date.replace(/^1 /, '1º ');
      return { clock_at: /^0?1:/.test(clock) ? `all'${clock}` : `alle ${clock}`, date_the: `${/^(?:8|11)\b/.test(day) ? "l'" : 'il '}${day}` };
    },
  };
}

const glue = new Set((words as WordsData).name_glue ?? []);

export const hooks: LanguageHooks = {
  grammar: italianGrammar,
  nameForms: (name) => {
    const parts = name.split(/\s+|(?<=['’])/).filter(Boolean);
    const kept = parts.filter((p) => !glue.has(normalizeText(p).replace(/['’]$/, '')));
    return kept.length > 0 && kept.length < parts.length ? [kept.join(' ')] : [];
  },
};
