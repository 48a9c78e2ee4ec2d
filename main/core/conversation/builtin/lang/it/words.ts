/**
 * Long because: it is tables — head nouns' gender, state words and binary-sensor states by class, kind nouns — with the few functions that read them.
 *
 * Italian word forms for replies: a name's gender and number (from its head noun), the article
 * and articulated prepositions it takes ("la luce", "l'abat-jour", "dello sgabuzzino", "nella
 * cucina"), adjectives and participles that agree with it ("accesa", "spenti"), and state words.
 */
import { capitalize } from '../../text.js';
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import { formatList, formatNumber } from '../../voice/format.js';
import type { Named, Reading } from '../types.js';
import { fold, singulars } from './morphology.js';

export const LOCALE = 'it-IT';

export interface Agreement {
  feminine: boolean;
  plural: boolean;
}

/** Head nouns of device names whose gender the ending does not tell (or tells wrongly). */
const FEMININE = new Set([
  'luce',
  'lampada',
  'lampadina',
  'presa',
  'spina',
  'porta',
  'finestra',
  'tapparella',
  'persiana',
  'tenda',
  'tendina',
  'serratura',
  'valvola',
  'temperatura',
  'umidita',
  'macchina',
  'stufa',
  'ventola',
  'tv',
  'televisione',
  'radio',
  'striscia',
  'cappa',
  'caldaia',
  'lavatrice',
  'lavastoviglie',
  'asciugatrice',
  'pompa',
  'piantana',
  'applique',
  'plafoniera',
  'cassa',
  'batteria',
  'pressione',
  'potenza',
  'energia',
  'corrente',
  'tensione',
  'qualita',
  'luminosita',
  'basculante',
  'serranda',
  'veneziana',
  'sirena',
  'telecamera',
  'camera',
  'cucina',
  'friggitrice',
  'fontana',
  'irrigazione',
  'ventilazione',
  'illuminazione',
  'scena',
  'automazione',
  'piscina',
  'sauna',
  'caffettiera',
  'abat-jour',
  'abatjour',
  'consolle',
  'console',
  'stampante',
  'bollitore',
]);
const MASCULINE_IN_A = new Set(['clima', 'sistema', 'programma', 'termosifone', 'tema', 'problema', 'aroma']);
/** Elided or apostrophe-led names take "l'": a vowel, or an h that is silent. */
const VOWEL = /^[aeiouhàèéìòù]/i;
/** Masculine names that take "lo"/"gli": s + consonant, z, gn, ps, pn, x, y, i + vowel. */
const IMPURE = /^(?:s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/i;

function headOf(display: string): string {
  return fold(display.trim().split(/[\s-]+/)[0] ?? '');
}

/** Gender and number of a device name, read from its first word. */
export function agreementOf(display: string): Agreement {
  const head = headOf(display);
  if (FEMININE.has(head)) return { feminine: true, plural: false };
  if (MASCULINE_IN_A.has(head)) return { feminine: false, plural: false };
  const single = singulars(head).find((s) => FEMININE.has(s));
  if (single) return { feminine: true, plural: true };
  if (/[^aeiou]$/.test(head) || head.length <= 2) return { feminine: false, plural: false };
  if (head.endsWith('a')) return { feminine: true, plural: false };
  if (head.endsWith('i')) return { feminine: false, plural: true };
  if (head.endsWith('e') && singulars(head).some((s) => s.endsWith('a') && s !== head) && !/(?:ore|one|ale|ile|ente|ante)$/.test(head))
    return { feminine: true, plural: true };
  return { feminine: false, plural: false };
}

const PEOPLE = new Set(['person', 'device_tracker']);

/** The agreement of a device (a bare entity id as a masculine singular "dispositivo"). */
export function agreementOfDevice(device: Named): Agreement {
  return typeof device === 'string' ? { feminine: false, plural: false } : agreementOf(device.display);
}

/** "acces" + agreement → "accesa", "accesi"… */
export function agree(stem: string, a: Agreement): string {
  return stem + (a.plural ? (a.feminine ? 'e' : 'i') : a.feminine ? 'a' : 'o');
}

/** The agreement of several devices together: feminine plural only when all are feminine. */
export function agreementOfAll(devices: readonly Named[]): Agreement {
  if (devices.length === 1) return agreementOfDevice(devices[0]!);
  return { feminine: devices.every((d) => agreementOfDevice(d).feminine), plural: true };
}

/** The definite article a name takes. */
export function articleFor(display: string, a: Agreement): string {
  const word = display.trim();
  if (a.feminine) return a.plural ? 'le ' : VOWEL.test(word) ? "l'" : 'la ';
  if (a.plural) return VOWEL.test(word) || IMPURE.test(word) ? 'gli ' : 'i ';
  return VOWEL.test(word) ? "l'" : IMPURE.test(word) ? 'lo ' : 'il ';
}

const ARTICULATED: Record<string, Record<string, string>> = {
  di: { 'il ': 'del ', 'lo ': 'dello ', 'la ': 'della ', "l'": "dell'", 'i ': 'dei ', 'gli ': 'degli ', 'le ': 'delle ' },
  a: { 'il ': 'al ', 'lo ': 'allo ', 'la ': 'alla ', "l'": "all'", 'i ': 'ai ', 'gli ': 'agli ', 'le ': 'alle ' },
  in: { 'il ': 'nel ', 'lo ': 'nello ', 'la ': 'nella ', "l'": "nell'", 'i ': 'nei ', 'gli ': 'negli ', 'le ': 'nelle ' },
  su: { 'il ': 'sul ', 'lo ': 'sullo ', 'la ': 'sulla ', "l'": "sull'", 'i ': 'sui ', 'gli ': 'sugli ', 'le ': 'sulle ' },
};

/** A device as a reply names it: "la luce del portico", "Giulia"; a bare entity id as it is. */
export function name(device: Named): string {
  if (typeof device === 'string') return device;
  // A person is called by name, capitalised as the household wrote it, with no article.
  if (PEOPLE.has(device.domain)) return device.entry.friendly_name.trim() || device.display;
  return articleFor(device.display, agreementOf(device.display)) + device.display;
}

/** A device's name alone, for lists: a person as the household wrote the name. */
export function bare(e: IndexedEntity): string {
  return PEOPLE.has(e.domain) ? e.entry.friendly_name.trim() || e.display : e.display;
}

/** "della luce del portico", "dell'abat-jour", "di Giulia": a preposition joined with the article. */
export function withPreposition(preposition: 'di' | 'a' | 'in' | 'su', device: Named): string {
  if (typeof device === 'string' || PEOPLE.has(device.domain)) return `${preposition === 'di' ? 'di' : preposition} ${name(device)}`;
  const article = articleFor(device.display, agreementOf(device.display));
  return ARTICULATED[preposition]![article]! + device.display;
}

/** "a e b", "a, b o c"; long lists end with "e altri N". */
export function list(items: readonly string[], conjunction: 'and' | 'or' = 'and', limit = 12): string {
  if (items.length > limit) {
    const shown = items.slice(0, limit - 1);
    return `${shown.join(', ')} ${conjunction === 'and' ? 'e' : 'o'} altri ${items.length - shown.length}`;
  }
  return formatList(LOCALE, items, conjunction === 'and' ? 'conjunction' : 'disjunction');
}

/** "è" or "sono" for a device. */
export const isVerb = (device: Named): string => (agreementOfDevice(device).plural ? 'sono' : 'è');

/** Canonical state words (the grammar's, as questions carry them) as Italian adjective stems or phrases. */
const STATE_STEMS: Record<string, string> = {
  on: 'acces',
  'turned on': 'acces',
  'switched on': 'acces',
  active: 'attiv',
  enabled: 'abilitat',
  off: 'spent',
  'turned off': 'spent',
  'switched off': 'spent',
  inactive: 'inattiv',
  disabled: 'disabilitat',
  open: 'apert',
  opened: 'apert',
  closed: 'chius',
  shut: 'chius',
  locked: 'bloccat',
  secure: 'bloccat',
  unlocked: 'sbloccat',
  jammed: 'inceppat',
  wet: 'bagnat',
  flooded: 'allagat',
  dry: 'asciutt',
  occupied: 'occupat',
  unoccupied: 'liber',
  empty: 'vuot',
  connected: 'conness',
  online: 'conness',
  disconnected: 'disconness',
  offline: 'disconness',
  charged: 'caric',
  full: 'caric',
  detected: 'rilevat',
  triggered: 'scattat',
  tripped: 'scattat',
  powered: 'alimentat',
  unpowered: 'non alimentat',
  plugged: 'collegat',
  'plugged in': 'collegat',
  unplugged: 'scollegat',
  tampered: 'manomess',
  'tampered with': 'manomess',
  paused: 'in paus',
  stopped: 'ferm',
};
const STATE_PHRASES: Record<string, string> = {
  home: 'a casa',
  'at home': 'a casa',
  present: 'a casa',
  away: 'fuori casa',
  'not home': 'fuori casa',
  gone: 'fuori casa',
  absent: 'fuori casa',
  low: 'scarica',
  normal: 'nella norma',
  charging: 'in carica',
  'not charging': 'non in carica',
  clear: 'tranquillo',
  cold: 'freddo',
  hot: 'caldo',
  running: 'in funzione',
  working: 'in funzione',
  'not running': 'fermo',
  playing: 'in riproduzione',
  idle: 'inattivo',
  cleaning: 'in pulizia',
  docked: 'alla base',
  heating: 'in riscaldamento',
  cooling: 'in raffrescamento',
  problem: 'in errore',
  fault: 'in errore',
  ok: 'a posto',
  fine: 'a posto',
  safe: 'sicuro',
  unsafe: 'non sicuro',
  available: 'con un aggiornamento',
  'up to date': 'aggiornato',
  moving: 'in movimento',
  vibrating: 'in vibrazione',
  opening: 'in apertura',
  closing: 'in chiusura',
  dark: 'al buio',
};

/** A canonical state word said of something with this agreement: "accese", "a casa". */
export function stateWord(word: string, a: Agreement): string {
  const stem = STATE_STEMS[word];
  if (stem !== undefined) return stem.endsWith('paus') ? 'in pausa' : agree(stem, a);
  return STATE_PHRASES[word] ?? word;
}

/** Binary sensors' states by class, in Italian: [on, off] as adjective stems or fixed phrases. */
const BINARY: Record<string, [string, string]> = {
  battery: ['scaric*', 'carica'],
  battery_charging: ['in carica', 'non in carica'],
  carbon_monoxide: ['rileva monossido', 'tranquillo'],
  cold: ['fredd*', 'nella norma'],
  connectivity: ['conness*', 'disconness*'],
  door: ['apert*', 'chius*'],
  garage_door: ['apert*', 'chius*'],
  gas: ['rileva gas', 'tranquillo'],
  heat: ['cald*', 'nella norma'],
  light: ['rileva luce', 'non rileva luce'],
  lock: ['sbloccat*', 'bloccat*'],
  moisture: ['bagnat*', 'asciutt*'],
  motion: ['rileva movimento', 'tranquillo'],
  moving: ['in movimento', 'ferm*'],
  occupancy: ['occupat*', 'liber*'],
  opening: ['apert*', 'chius*'],
  plug: ['collegat*', 'scollegat*'],
  power: ['alimentat*', 'non alimentat*'],
  presence: ['a casa', 'fuori casa'],
  problem: ['segnala un problema', 'a posto'],
  running: ['in funzione', 'ferm*'],
  safety: ['non sicur*', 'sicur*'],
  smoke: ['rileva fumo', 'tranquillo'],
  sound: ['rileva suoni', 'tranquillo'],
  tamper: ['manomess*', 'a posto'],
  update: ['ha un aggiornamento', 'aggiornat*'],
  vibration: ['vibra', 'ferm*'],
  window: ['apert*', 'chius*'],
};

const HVAC: Record<string, string> = {
  heat: 'riscaldamento',
  cool: 'raffrescamento',
  auto: 'automatico',
  heat_cool: 'automatico',
  dry: 'deumidificazione',
  fan_only: 'solo ventilazione',
  off: 'spento',
};

const PLAIN: Record<string, string> = {
  on: 'acces*',
  off: 'spent*',
  open: 'apert*',
  closed: 'chius*',
  opening: 'in apertura',
  closing: 'in chiusura',
  locked: 'bloccat*',
  unlocked: 'sbloccat*',
  jammed: 'inceppat*',
  playing: 'in riproduzione',
  paused: 'in pausa',
  idle: 'inattiv*',
  standby: 'in standby',
  buffering: 'in caricamento',
  cleaning: 'in pulizia',
  docked: 'alla base',
  returning: 'in rientro alla base',
  error: 'in errore',
  unavailable: 'non disponibil*',
};

function fill(pattern: string, a: Agreement): string {
  if (!pattern.endsWith('*')) return pattern;
  const stem = pattern.slice(0, -1);
  // "non disponibile/i" ends in -e in the singular of both genders.
  if (stem.endsWith('disponibil')) return stem + (a.plural ? 'i' : 'e');
  return agree(stem, a);
}

/** "is" + this is a phrase that does not take "è" ("rileva movimento", "vibra", "ha un aggiornamento"). */
const VERB_PHRASE = /^(?:rileva|non rileva|segnala|vibra|ha )/;

/** A state in words for this entity, agreeing with its name: "accesa" for a lamp, "21,5 °C" for a sensor. */
export function stateWords(e: IndexedEntity, raw: string, unit: string | null): string {
  const a = agreementOf(e.display);
  if (raw === 'unavailable') return fill(PLAIN.unavailable!, a);
  if (raw === 'unknown' || raw === '') return 'in uno stato sconosciuto';
  if (e.domain === 'binary_sensor' && (raw === 'on' || raw === 'off')) {
    const words = e.device_class ? BINARY[e.device_class] : undefined;
    return fill(words ? (raw === 'on' ? words[0] : words[1]) : PLAIN[raw]!, a);
  }
  if (PEOPLE.has(e.domain)) return raw === 'home' ? 'a casa' : raw === 'not_home' ? 'fuori casa' : `in zona ${raw}`;
  if (e.domain === 'climate' || e.domain === 'water_heater') return `impostat${a.feminine ? 'a' : 'o'} su ${HVAC[raw] ?? raw.replace(/_/g, ' ')}`;
  if (unit && /^-?\d+(?:\.\d+)?$/.test(raw)) return unit === '%' ? `${formatNumber(LOCALE, raw)}%` : `${formatNumber(LOCALE, raw)} ${unit}`;
  if (/^-?\d+(?:\.\d+)?$/.test(raw)) return formatNumber(LOCALE, raw);
  const plain = PLAIN[raw];
  return plain ? fill(plain, a) : raw.replace(/_/g, ' ');
}

/** "la luce del portico è accesa", "il sensore movimento rileva movimento", for the middle of a sentence. */
export function mid(r: Reading): string {
  const words = stateWords(r.entity, r.raw, r.unit);
  const isNumber = /^-?\d/.test(words);
  if (VERB_PHRASE.test(words))
    return `${name(r.entity)} ${
      agreementOf(r.entity.display).plural
        ? words
            .replace(/^rileva/, 'rilevano')
            .replace(/^segnala/, 'segnalano')
            .replace(/^vibra/, 'vibrano')
            .replace(/^ha /, 'hanno ')
        : words
    }`;
  if (isNumber) return `${name(r.entity)} ${isVerb(r.entity)} a ${words}`;
  return `${name(r.entity)} ${isVerb(r.entity)} ${words}`;
}

export function describe(r: Reading): string {
  return capitalize(mid(r));
}

/** Canonical kind nouns (the grammar's, as results carry them) as Italian plurals. */
const KIND_PLURALS: Record<string, string> = {
  light: 'luci',
  lighting: 'luci',
  lights: 'luci',
  switch: 'interruttori',
  fan: 'ventilatori',
  sensor: 'sensori',
  detector: 'rilevatori',
  device: 'dispositivi',
  thing: 'dispositivi',
  entity: 'dispositivi',
  appliance: 'elettrodomestici',
  gadget: 'dispositivi',
  thermostat: 'termostati',
  climate: 'climatizzatori',
  heating: 'impianti di riscaldamento',
  'air conditioning': 'condizionatori',
  hvac: 'climatizzatori',
  lock: 'serrature',
  door: 'porte',
  'garage door': 'porte del garage',
  window: 'finestre',
  opening: 'aperture',
  cover: 'coperture',
  curtain: 'tende',
  blind: 'veneziane',
  shade: 'tende',
  shutter: 'tapparelle',
  valve: 'valvole',
  scene: 'scene',
  script: 'script',
  vacuum: 'aspirapolvere',
  'media player': 'lettori multimediali',
  tv: 'televisori',
  television: 'televisori',
  speaker: 'altoparlanti',
  person: 'persone',
  people: 'persone',
  battery: 'batterie',
  temperature: 'sensori di temperatura',
  temp: 'sensori di temperatura',
  humidity: 'sensori di umidità',
  motion: 'sensori di movimento',
  movement: 'sensori di movimento',
  occupancy: 'sensori di presenza',
  presence: 'sensori di presenza',
  smoke: 'rilevatori di fumo',
  fire: 'rilevatori di fumo',
  gas: 'rilevatori di gas',
  leak: 'sensori di allagamento',
  water: 'sensori di allagamento',
  power: 'misuratori di potenza',
  energy: 'misuratori di energia',
  plug: 'prese',
  'lights and switches': 'luci o interruttori',
};

/** "luci", "sensori di temperatura"; a kind this table lacks is named generically. */
export function kindPlural(noun: string): string {
  return KIND_PLURALS[noun] ?? 'dispositivi di quel tipo';
}

/** Canonical words a target phrase may carry back (the pack wrote them), as Italian. */
const PHRASE_WORDS: Record<string, string> = {
  light: 'luce',
  lights: 'luci',
  switch: 'interruttore',
  switches: 'interruttori',
  fan: 'ventilatore',
  fans: 'ventilatori',
  sensor: 'sensore',
  sensors: 'sensori',
  device: 'dispositivo',
  devices: 'dispositivi',
  door: 'porta',
  doors: 'porte',
  window: 'finestra',
  windows: 'finestre',
  lock: 'serratura',
  locks: 'serrature',
  the: '',
  a: '',
  of: 'di',
  in: 'in',
  at: 'a',
  here: 'qui',
  all: 'tutti',
  every: 'ogni',
  and: 'e',
  room: 'stanza',
  this: 'questo',
  temperature: 'temperatura',
  humidity: 'umidità',
  everywhere: 'ovunque',
  upstairs: 'di sopra',
  downstairs: 'di sotto',
  it: 'esso',
  them: 'essi',
  thermostat: 'termostato',
  curtain: 'tenda',
  curtains: 'tende',
  shutter: 'tapparella',
  shutters: 'tapparelle',
  valve: 'valvola',
  valves: 'valvole',
  scene: 'scena',
  tv: 'TV',
  person: 'persona',
  people: 'persone',
  battery: 'batteria',
  motion: 'movimento',
  house: 'casa',
  whole: 'tutta',
  for: 'per',
  with: 'con',
  from: 'da',
  my: 'mio',
  our: 'nostro',
};

/** The household's words for a target as the grammar kept them, said back in Italian. */
export function phraseBack(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((w) => (w in PHRASE_WORDS ? PHRASE_WORDS[w]! : /^[a-z]+s$/.test(w) && w.length > 4 ? w.slice(0, -1).replace(/a$/, 'e').replace(/o$/, 'i') : w))
    .filter(Boolean)
    .join(' ');
}
