/**
 * German word forms for the catalogue's reply messages: a device's name with the article its
 * gender and case need ("die Stehlampe", "den Deckenventilator", "dem Ventilator" — forms.ts), its
 * pronoun ("er", "ihn"), ist/sind with a name that reads as plural, kinds of device in the plural
 * and the question's state word. The sentences are the catalogue's (`reply.*` in common/i18n/de.ts).
 */
import type { Grammar } from '../../voice/grammar.js';
import type { Named } from '../types.js';
import { askedWord, isPluralName, kindPlural, name, ownName, pronoun } from './forms.js';

export const grammar: Grammar = {
  locale: 'de-DE',
  device: (device: Named) => ({
    name: name(device, 'nom'),
    number: typeof device !== 'string' && isPluralName(ownName(device)) ? 'other' : 'one',
    forms: { acc: name(device, 'acc'), dat: name(device, 'dat'), pronoun: pronoun([device], 'nom'), pronounAcc: pronoun([device], 'acc') },
  }),
  group: (devices) => ({ pronoun: pronoun(devices, 'nom'), pronounAcc: pronoun(devices, 'acc') }),
  ownName,
  // The request's words are the shared grammar's canonical (English) ones: German replies don't quote them.
  phrase: (canonical) => canonical,
  kindPlural,
  asked: askedWord,
  area: (area) => area,
};
