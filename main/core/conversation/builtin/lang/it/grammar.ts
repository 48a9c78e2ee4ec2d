/**
 * Italian word forms for the catalogue's reply messages: a device's name with its article and
 * "di" contracted with it ("della lampada"; words.ts), its gender and number (`agree`: "ms", "fs",
 * "mp", "fp") that participles, pronouns and state words agree with, kinds in the plural, the
 * question's state word agreeing with its subject, "alle"/"all'" before a time and "il"/"l'"
 * before a date. The sentences are the catalogue's (`reply.*` in common/i18n/it.ts).
 */
import type { Grammar } from '../../voice/grammar.js';
import type { Named } from '../types.js';
import { agree, agreementOfAll, agreementOfDevice, bare, kindPlural, name, phraseBack, stateWord, withPreposition, type Agreement } from './words.js';

const SINGULAR_M: Agreement = { feminine: false, plural: false };
const PLURAL_M: Agreement = { feminine: false, plural: true };

const forms = (a: Agreement): Record<string, string> => ({
  agree: `${a.feminine ? 'f' : 'm'}${a.plural ? 'p' : 's'}`,
  on: agree('acces', a),
  off: agree('spent', a),
});

export const grammar: Grammar = {
  locale: 'it-IT',
  device: (device: Named) => {
    const a = agreementOfDevice(device);
    return { name: name(device), number: a.plural ? 'other' : 'one', forms: { ...forms(a), of: withPreposition('di', device) } };
  },
  group: (devices) => forms(agreementOfAll(devices)),
  ownName: bare,
  phrase: phraseBack,
  kindPlural,
  asked: (word, subject) => stateWord(word, subject === 'one' ? SINGULAR_M : subject === 'many' ? PLURAL_M : agreementOfAll(subject)),
  area: (area) => area,
  timeForms: (clock, date) => {
    // Italian says the first of the month as an ordinal ("il 1º marzo"), and elides before a vowel sound.
    const day = date.replace(/^1 /, '1º ');
    return { clock_at: /^0?1:/.test(clock) ? `all'${clock}` : `alle ${clock}`, date_the: `${/^(?:8|11)\b/.test(day) ? "l'" : 'il '}${day}` };
  },
};
