/**
 * Dutch word forms for the catalogue's reply messages: a device's name with "de" or "het"
 * (words.ts), is/zijn with a name that reads as plural, kinds of device in the plural, the
 * question's state word and the request's words put back into Dutch. The sentences are the
 * catalogue's (`reply.*` in common/i18n/nl.ts).
 */
import type { Grammar } from '../../voice/grammar.js';
import type { Named } from '../types.js';
import { askedWord, dutchPhrase, isPluralName, kindPlural, name } from './words.js';

/** A quoted group takes "de" unless it starts with its own article or quantifier ("de lampen in de keuken"). */
const withDe = (phrase: string): string => (/^(?:de|het|een|alle|elke|mijn|onze|beide)\s/i.test(phrase) ? phrase : `de ${phrase}`);

export const grammar: Grammar = {
  locale: 'nl-NL',
  device: (device: Named) => ({ name: name(device), number: typeof device !== 'string' && isPluralName(device.display) ? 'other' : 'one' }),
  // A person as the household wrote it ("Anna"), a device as displayed.
  ownName: (e) => (e.domain === 'person' ? e.entry.friendly_name.trim() || e.display : e.display),
  phrase: dutchPhrase,
  phraseForms: (canonical) => ({ de: withDe(dutchPhrase(canonical)) }),
  kindPlural,
  asked: askedWord,
  area: (area) => area,
};
