/**
 * English, spoken by its sentence data (`sentences/data/en/`, §6.2b of docs/architecture.md,
 * registered as `enData`). The one hook data cannot say is the
 * reply `grammar`: an article by the shape of the household's own name ("the kitchen light", but
 * "my phone", "Anna's lamp", a person bare), is/are by a name that reads plural, kind plurals.
 */
import type { Grammar } from '../../voice/grammar.js';
import type { LanguageHooks } from '../../sentences/pack.js';
import type { Named } from '../types.js';

export const withArticle = (name: string): string => (/^(?:my|our|your|his|her|their)\s/i.test(name) || /^\S+'s\s/i.test(name) ? name : `the ${name}`);

/** "Water Pipes", "Sliding Doors" read as plural. */
export function isPluralName(display: string): boolean {
  const last = display.trim().split(/\s+/).pop() ?? '';
  return /^[\p{L}]{4,}s$/u.test(last) && !/(?:ss|us|is)$/i.test(last);
}

/** "lights", "switches", "batteries"; "heating" stays. */
export function plural(noun: string): string {
  if (/ing$|s$/.test(noun)) return noun;
  if (/(?:x|ch|sh)$/.test(noun)) return `${noun}es`;
  return /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
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
  asked: (word) => word, // the `{kind}`/`{state}` codes are English words
  area: (name) => name.toLowerCase(),
};

export const hooks: LanguageHooks = { grammar: () => grammar };
