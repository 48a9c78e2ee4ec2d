/**
 * The household's own words for a target, back in French. The shared grammar keeps the phrase as
 * it read it — the canonical form the pack wrote ("the lights of the cuisine") — so the articles,
 * prepositions and kind words the pack put in are turned back before a reply quotes the phrase;
 * the household's names were never rewritten and come back as typed (accents aside).
 */
import { nounPhrase, ofThe, toThe, type Gender } from './words.js';

const BACK: Array<[RegExp, string]> = [
  [/\bin this room\b/g, 'dans cette pièce'],
  [/\bin the whole house\b/g, 'dans toute la maison'],
  [/\bevery room\b/g, 'toutes les pièces'],
  [/\beverywhere\b/g, 'partout'],
  [/\bhere\b/g, 'ici'],
  // "of the cuisine" → "de la cuisine", "at the premier etage" → "au premier etage".
  [/\bof the (\S+)/g, '\u0001OF $1'],
  [/\bin the (\S+)/g, '\u0001IN $1'],
  [/\bat the (\S+)/g, '\u0001AT $1'],
  [/\bof\b/g, 'de'],
  [/\bin\b/g, 'dans'],
  [/\bat\b/g, 'à'],
  [/\b(?:for the|for)\b/g, 'pour'],
  [/\ball the\b/g, 'tous les'],
  [/\ball\b/g, 'tout'],
  [/\band then\b/g, 'puis'],
  [/\band\b/g, 'et'],
  [/\bor\b/g, 'ou'],
  [/\b(?:the|a|an)\b/g, ''],
  [/\bmy\b/g, 'mon'],
  [/\bour\b/g, 'notre'],
  [/\byour\b/g, 'votre'],
  [/\bthis\b/g, 'ce'],
  [/\bthese\b/g, 'ces'],
];

/** Kind nouns of the canonical form, in French: singular, plural, gender. */
const KINDS: Record<string, [string, string, Gender]> = {
  light: ['lumière', 'lumières', 'f'],
  lighting: ['éclairage', 'éclairages', 'm'],
  switch: ['interrupteur', 'interrupteurs', 'm'],
  fan: ['ventilateur', 'ventilateurs', 'm'],
  sensor: ['capteur', 'capteurs', 'm'],
  detector: ['détecteur', 'détecteurs', 'm'],
  device: ['appareil', 'appareils', 'm'],
  thing: ['appareil', 'appareils', 'm'],
  thermostat: ['thermostat', 'thermostats', 'm'],
  heating: ['chauffage', 'chauffages', 'm'],
  climate: ['thermostat', 'thermostats', 'm'],
  lock: ['serrure', 'serrures', 'f'],
  door: ['porte', 'portes', 'f'],
  'garage door': ['porte de garage', 'portes de garage', 'f'],
  window: ['fenêtre', 'fenêtres', 'f'],
  cover: ['volet ou store', 'volets ou stores', 'm'],
  curtain: ['rideau', 'rideaux', 'm'],
  blind: ['store', 'stores', 'm'],
  shade: ['store', 'stores', 'm'],
  shutter: ['volet', 'volets', 'm'],
  valve: ['vanne', 'vannes', 'f'],
  scene: ['scène', 'scènes', 'f'],
  script: ['script', 'scripts', 'm'],
  vacuum: ['aspirateur', 'aspirateurs', 'm'],
  'media player': ['lecteur multimédia', 'lecteurs multimédias', 'm'],
  tv: ['télévision', 'télévisions', 'f'],
  television: ['télévision', 'télévisions', 'f'],
  speaker: ['enceinte', 'enceintes', 'f'],
  person: ['personne', 'personnes', 'f'],
  people: ['personne', 'personnes', 'f'],
  battery: ['batterie', 'batteries', 'f'],
  temperature: ['capteur de température', 'capteurs de température', 'm'],
  humidity: ["capteur d'humidité", "capteurs d'humidité", 'm'],
  motion: ['détecteur de mouvement', 'détecteurs de mouvement', 'm'],
  smoke: ['détecteur de fumée', 'détecteurs de fumée', 'm'],
  gas: ['détecteur de gaz', 'détecteurs de gaz', 'm'],
  leak: ['détecteur de fuite', 'détecteurs de fuite', 'm'],
  energy: ["compteur d'énergie", "compteurs d'énergie", 'm'],
  power: ['capteur de puissance', 'capteurs de puissance', 'm'],
};

export interface KindWords {
  singular: string;
  plural: string;
  gender: Gender;
  /** "aucune lumière", "aucun interrupteur". */
  none: string;
}

/** A canonical kind noun ("light") in French; "appareil de ce type" when the lexicon has no word for it. */
export function kindNoun(noun: string): KindWords {
  const [singular, plural, gender] = KINDS[noun] ?? ['appareil de ce type', 'appareils de ce type', 'm'];
  return { singular, plural, gender, none: `${gender === 'f' ? 'aucune' : 'aucun'} ${singular}` };
}

/** The phrase as the household would have said it. */
export function frenchPhrase(phrase: string): string {
  let s = ` ${phrase} `;
  for (const word of Object.keys(KINDS).sort((a, b) => b.length - a.length)) {
    const [singular, plural] = KINDS[word]!;
    s = s.replace(new RegExp(`\\b${word}s\\b`, 'g'), plural).replace(new RegExp(`\\b${word}\\b`, 'g'), singular);
  }
  for (const [pattern, french] of BACK) s = s.replace(pattern, french);
  s = s.replace(/\u0001(OF|IN|AT) (\S+)/g, (_m, preposition: string, word: string) => {
    const p = nounPhrase(word);
    if (preposition === 'OF') return ofThe(p);
    if (preposition === 'AT') return toThe(p);
    return `dans ${p.article === "l'" ? `l'${p.text}` : `${p.article} ${p.text}`}`;
  });
  return s
    .replace(/\s+/g, ' ')
    .replace(/\bde (?=[aeiouyéèh])/g, "d'")
    .replace(/\bde le\b/g, 'du')
    .trim();
}
