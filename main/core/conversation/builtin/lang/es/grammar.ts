/**
 * Spanish word forms for the catalogue's reply messages: a device's name with its article
 * (words.ts), its gender and number — what articles, pronouns ("lo", "las") and state words agree
 * with (`agree`: "ms", "fs", "mp", "fp") — the question's state word agreeing with its subject, and
 * "a, b ni c" after a negation. The sentences are the catalogue's (`reply.*` in common/i18n/es.ts).
 */
import type { Grammar } from '../../voice/grammar.js';
import { formatCount } from '../../voice/format.js';
import type { Named } from '../types.js';
import { agreementOf, agreementOfEntity, askedWord, name, noneOfKind, spokenPhrase, type Agreement } from './words.js';

const LOCALE = 'es-ES';
const ONE: Agreement = { gender: 'm', plural: false };
const MANY: Agreement = { gender: 'm', plural: true };

const agreementOfDevice = (d: Named): Agreement => (typeof d === 'string' ? ONE : agreementOfEntity(d));

/** A group is feminine only when every one is; plural unless it is one singular device. */
function agreementOfGroup(devices: readonly Named[]): Agreement {
  const plural = devices.length !== 1 || agreementOfDevice(devices[0]!).plural;
  const feminine = devices.length > 0 && devices.every((d) => typeof d !== 'string' && agreementOf(d.display).gender === 'f');
  return { gender: feminine ? 'f' : 'm', plural };
}

const agreeKey = (a: Agreement): string => `${a.gender}${a.plural ? 'p' : 's'}`;
/** "lo", "la", "los", "las". */
const them = (a: Agreement): string => (a.gender === 'f' ? (a.plural ? 'las' : 'la') : a.plural ? 'los' : 'lo');

/** "a, b ni c": a list after a negation, long ones ending in "N más" (the number in the locale). */
function nor(items: readonly string[], limit: number): string {
  const shown = items.length > limit ? [...items.slice(0, limit - 1), `${formatCount(LOCALE, items.length - limit + 1)} más`] : [...items];
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} ni ${shown[shown.length - 1]!}`;
}

const forms = (a: Agreement): Record<string, string> => ({
  agree: agreeKey(a),
  gender: a.gender,
  it: them(a),
  on: askedWord('on', a),
  off: askedWord('off', a),
});

export const grammar: Grammar = {
  locale: LOCALE,
  device: (device) => {
    const a = agreementOfDevice(device);
    return { name: name(device), number: a.plural ? 'other' : 'one', forms: forms(a) };
  },
  group: (devices) => ({ ...forms(agreementOfGroup(devices)), nor: nor(devices.map(name), 50) }),
  ownName: (e) => e.display,
  phrase: spokenPhrase,
  kindPlural: noneOfKind,
  asked: (word, subject) => askedWord(word, subject === 'one' ? ONE : subject === 'many' ? MANY : agreementOfGroup(subject)),
  area: (area) => area,
};
