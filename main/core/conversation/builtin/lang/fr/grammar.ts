/**
 * French word forms for the catalogue's reply messages: a device's name with its article and
 * the contractions "du"/"de la" and "au"/"à la" (words.ts), its gender and number (`agree`: "ms",
 * "fs", "mp", "fp") that participles, pronouns and state words agree with, kinds as "aucune lumière",
 * the question's state word agreeing with its subject, and the request's words said back in French.
 * The sentences are the catalogue's (`reply.*` in common/i18n/fr.ts).
 */
import type { Grammar } from '../../voice/grammar.js';
import type { Named } from '../types.js';
import { frenchPhrase, kindNoun } from './phrases.js';
import { askedWord } from './states.js';
import { agree, groupOf, inPlace, ofThe, phraseOf, the, toThe, type Gender } from './words.js';

const forms = (gender: Gender, plural: boolean): Record<string, string> => ({
  agree: `${gender}${plural ? 'p' : 's'}`,
  gender,
  on: agree(['allumé', 'allumée'], gender, plural),
  off: agree(['éteint', 'éteinte'], gender, plural),
});

export const grammar: Grammar = {
  locale: 'fr-FR',
  device: (device: Named) => {
    const p = phraseOf(device);
    return { name: the(device), number: p.plural ? 'other' : 'one', forms: { ...forms(p.gender, p.plural), of: ofThe(device), to: toThe(p) } };
  },
  group: (devices) => {
    const g = groupOf(devices);
    return forms(g.gender, g.plural);
  },
  ownName: (e) => phraseOf(e).text,
  phrase: frenchPhrase,
  kindPlural: (noun) => kindNoun(noun).none,
  asked: (word, subject) => {
    if (subject === 'one' || subject === 'many') return askedWord(word, 'm', subject === 'many');
    const g = groupOf(subject);
    return askedWord(word, g.gender, g.plural);
  },
  area: inPlace,
};
