/**
 * English, spoken by sentence data (`sentences/data/en/`, docs/architecture.md §6.2b). One hook is
 * left in TypeScript, because data cannot say it:
 * - `grammar` — the reply grammar (voice/grammar.ts): a device's name with its article ("the
 *   kitchen light", but "my phone", "Anna's lamp" and a person's bare name) and is/are agreement
 *   with a name that reads as plural ("Sliding Doors") depend on the shape of the household's own
 *   name, and a kind noun's plural is a spelling rule ("batteries"); `dataGrammar` would say names
 *   bare and kinds as the `{kind}` list spells them.
 */
import type { Grammar } from '../../voice/grammar.js';
import type { LanguageHooks } from '../../sentences/pack.js';
import type { Named } from '../types.js';

/** "the kitchen light", but "my phone", "Anna's lamp" without an article (and a person: "Alex"). */
export function withArticle(name: string): string {
  if (/^(?:my|our|your|his|her|their)\s/i.test(name) || /^\S+'s\s/i.test(name)) return name;
  return `the ${name}`;
}

/** Whether a name reads as plural ("Water Pipes", "Sliding Doors") for is/are agreement. */
export function isPluralName(display: string): boolean {
  const last = display.trim().split(/\s+/).pop() ?? '';
  return /^[\p{L}]{4,}s$/u.test(last) && !/(?:ss|us|is)$/i.test(last);
}

/** "lights", "switches", "batteries"; a word ending in -ing stays as it is ("heating"). */
export function plural(noun: string): string {
  if (/ing$|s$/.test(noun)) return noun;
  if (/(?:x|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

export const grammar: Grammar = {
  locale: 'en-GB',
  device: (device: Named) =>
    typeof device === 'string'
      ? { name: device, number: 'one' }
      : { name: device.domain === 'person' ? device.entry.friendly_name : withArticle(device.display), number: isPluralName(device.display) ? 'other' : 'one' },
  ownName: (e) => e.display,
  phrase: (canonical) => canonical,
  kindPlural: plural,
  // The `{kind}` list's codes are English nouns: the question's own words.
  asked: (word) => word,
  area: (name) => name.toLowerCase(),
};

export const hooks: LanguageHooks = { grammar: () => grammar };
