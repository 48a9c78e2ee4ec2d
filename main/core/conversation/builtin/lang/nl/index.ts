/**
 * Dutch (`nl`): spoken by sentence data (`sentences/data/nl/`, docs/architecture.md §6.2b). This
 * file holds only what the data cannot say:
 * - `grammar`: the reply grammar. A device's name takes "de" or "het" by the gender of its head
 *   word — the last part of a compound ("Keukenlicht" is "het"), every diminutive neuter
 *   ("Leeslampje") — and a name that reads as a plural ("Tuinlampen") takes "de" and "zijn"; a
 *   quoted target takes "de" unless it starts with its own article (`{phrase_de}`). Choosing an
 *   article needs the name's words looked up against the tables, which a catalogue message
 *   cannot do; the tables themselves are data (`words.json` `articles` and the `{kind}` list).
 * Everything else — kinds in the plural, asked state words, places — is `dataGrammar`'s.
 */
import { dataGrammar } from '../../voice/data-grammar.js';
import type { Grammar } from '../../voice/grammar.js';
import type { Named } from '../types.js';
import { dataPack } from '../../sentences/pack.js';
import { nlSentences, nlWords } from '../../sentences/data/index.js';
import type { WordsData } from '../../sentences/types.js';
import { normalizeText } from '../../text.js';

function grammar(words: WordsData): Grammar {
  const base = dataGrammar('nl', words);
  const rules = words.articles!;
  const kinds = Object.entries(words.lists['kind'] ?? {});
  // A name ending in a plural kind word ("Tuinlampen") or a plural diminutive is plural.
  const plurals = kinds.filter(([phrase, v]) => v.plural === true && phrase.length >= 4).map(([phrase]) => normalizeText(phrase));
  const heads = new Set(kinds.filter(([, v]) => v.plural !== true).map(([phrase]) => normalizeText(phrase)));
  const neuter = rules.neuter_endings.map(normalizeText);
  const bare = new Set((rules.bare_leads ?? []).map(normalizeText));
  const wordsOf = (display: string): string[] => normalizeText(display).split(/\s+/).filter(Boolean);

  const isPlural = (display: string): boolean => {
    const last = wordsOf(display).pop() ?? '';
    return last.length >= 4 && (plurals.some((p) => last.endsWith(p)) || last.endsWith('jes'));
  };
  const articleFor = (display: string): string => {
    if (isPlural(display)) return rules.common;
    const all = wordsOf(display);
    // "Gordijn woonkamer": a name led by a kind of device is headed by it; otherwise by its last word.
    const first = all[0] ?? '';
    const head = heads.has(first) || neuter.includes(first) ? first : (all[all.length - 1] ?? '');
    return neuter.some((ending) => head.endsWith(ending)) ? rules.neuter : rules.common;
  };
  const withArticle = (display: string, person: boolean): string => {
    if (person || bare.has(wordsOf(display)[0] ?? '') || /^\S+'s\s/i.test(display)) return display;
    return `${articleFor(display)} ${display}`;
  };
  // A quoted target led by its own article, possessive or quantifier (the `{all}` list) takes no other.
  const leads = new Set([rules.common, rules.neuter, ...bare, ...Object.keys(words.lists['all'] ?? {}).map(normalizeText)]);

  return {
    ...base,
    locale: 'nl-NL',
    device: (device: Named) =>
      typeof device === 'string'
        ? { name: device, number: 'one' }
        : { name: withArticle(device.display, device.domain === 'person'), number: isPlural(device.display) ? 'other' : 'one' },
    // A person as the household wrote them ("Anna"), a device as displayed.
    ownName: (e) => (e.domain === 'person' ? e.entry.friendly_name.trim() || e.display : e.display),
    phraseForms: (said) => ({ de: leads.has(wordsOf(said)[0] ?? '') ? said : `${rules.common} ${said}` }),
  };
}

export const nl = dataPack('nl', nlWords, nlSentences, { grammar });
