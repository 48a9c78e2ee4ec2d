/**
 * Long because: it holds the tables Spanish replies need (every canonical state word, kind nouns, the request's words said back) — data, one entry a line after formatting.
 *
 * Spanish word forms for replies: the article a household name takes (its gender and number read
 * from its head word), adjectives agreeing with the device they describe, and the asked state
 * words and kind nouns the structured results carry in canonical (English) form. Home Assistant's
 * state words are the catalogue's `state.word`, agreeing through `{word_agree}`.
 */
import type { Named } from '../types.js';
import type { IndexedEntity } from '../../indexed-vocabulary.js';

export type Gender = 'm' | 'f';
export interface Agreement {
  gender: Gender;
  plural: boolean;
}

/** Nouns whose gender their ending does not tell. */
const MASCULINE = new Set([
  'dia',
  'mapa',
  'sofa',
  'clima',
  'sistema',
  'problema',
  'programa',
  'tema',
  'planeta',
  'aroma',
  'agua',
  'radiador',
  'garaje',
  'porche',
  'tragaluz',
  'altavoz',
  'arcoiris',
]);
const FEMININE = new Set([
  'luz',
  'radio',
  'foto',
  'moto',
  'mano',
  'tele',
  'red',
  'llave',
  'calle',
  'torre',
  'nieve',
  'fuente',
  'corriente',
  'base',
  'clase',
  'noche',
  'tarde',
  'nube',
  'parte',
  'cocina',
  'lampara',
  'tira',
  'regleta',
]);

function fold(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Gender and number of a Spanish noun phrase, read from its first word ("luces del jardín" → f, plural). */
export function agreementOf(phrase: string): Agreement {
  const head = fold(phrase.trim().split(/\s+/)[0] ?? '');
  let singular = head;
  let plural = false;
  if (head.length > 3 && head.endsWith('s') && !/(?:is|us)$/.test(head)) {
    plural = true;
    if (head.endsWith('ces')) singular = `${head.slice(0, -3)}z`;
    else if (/[^aeiou]es$/.test(head)) singular = head.slice(0, -2);
    else singular = head.slice(0, -1);
  }
  if (MASCULINE.has(singular)) return { gender: 'm', plural };
  if (FEMININE.has(singular)) return { gender: 'f', plural };
  const feminine = /(?:a|ion|dad|tad|tud|umbre|sis|itis)$/.test(singular);
  return { gender: feminine ? 'f' : 'm', plural };
}

/** The definite article for an agreement. */
export function article(a: Agreement): string {
  return a.gender === 'f' ? (a.plural ? 'las' : 'la') : a.plural ? 'los' : 'el';
}

/** "la luz de la cocina", "el ventilador"; a name that already starts with an article or "mi" stays as it is. */
export function withArticle(display: string): string {
  if (/^(?:el|la|los|las|mi|mis|tu|tus|su|sus|nuestro|nuestra|nuestros|nuestras)\s/i.test(display)) return display;
  return `${article(agreementOf(display))} ${display}`;
}

/** A device as a reply names it; a bare entity id as it is. */
export function name(device: Named): string {
  if (typeof device === 'string') return device;
  // People go by their name alone: "Ada está en casa".
  return device.domain === 'person' ? device.entry.friendly_name.trim() || device.display : withArticle(device.display);
}

export function agreementOfEntity(e: IndexedEntity): Agreement {
  return agreementOf(e.display);
}

/** "encendido" agreeing: encendida, encendidos, encendidas; phrases agree in their first word. */
export function agree(masculine: string, a: Agreement): string {
  const [head, ...rest] = masculine.split(' ');
  let word = head!;
  if (/o$/.test(word)) word = `${word.slice(0, -1)}${a.gender === 'f' ? 'a' : 'o'}`;
  if (a.plural && /[aeiouáéíóú]$/.test(word) && /^[\p{Ll}]/u.test(word)) word = `${word}s`;
  else if (a.plural && /[lrnd]$/.test(word)) word = `${word}es`;
  return [word, ...rest].join(' ');
}

/** A word that agrees ("abierto") or stays as it is ("en casa", "cargando"), marked by a leading "~". */
type StateForm = string;
const fixed = (words: string): StateForm => `~${words}`;

function render(form: StateForm, a: Agreement): string {
  return form.startsWith('~') ? form.slice(1) : agree(form, a);
}

/**
 * The canonical state words a question asks about ("on", "open", "wet"), in Spanish agreeing with
 * what they describe. Every phrase of the shared lexicon's state list is here; the test for this
 * pack checks that none is missing.
 */
export const ASKED: Record<string, StateForm> = {
  on: 'encendido',
  'turned on': 'encendido',
  'switched on': 'encendido',
  active: 'activo',
  enabled: 'activado',
  off: 'apagado',
  'turned off': 'apagado',
  'switched off': 'apagado',
  inactive: 'inactivo',
  disabled: 'desactivado',
  open: 'abierto',
  opened: 'abierto',
  ajar: 'entreabierto',
  closed: 'cerrado',
  shut: 'cerrado',
  close: 'cerrado',
  opening: fixed('abriéndose'),
  closing: fixed('cerrándose'),
  locked: 'cerrado con llave',
  secure: 'asegurado',
  secured: 'asegurado',
  unlocked: fixed('sin cerrojo'),
  insecure: fixed('sin asegurar'),
  unsecured: fixed('sin asegurar'),
  jammed: 'atascado',
  low: 'bajo',
  normal: fixed('normal'),
  charged: 'cargado',
  full: 'lleno',
  charging: fixed('cargando'),
  'not charging': fixed('sin cargar'),
  connected: 'conectado',
  online: fixed('en línea'),
  disconnected: 'desconectado',
  offline: fixed('sin conexión'),
  'not connected': 'desconectado',
  detected: fixed('detectando algo'),
  triggered: 'disparado',
  tripped: 'disparado',
  alarming: fixed('en alarma'),
  clear: 'despejado',
  'not detected': fixed('sin detectar nada'),
  'not triggered': fixed('sin dispararse'),
  cold: 'frío',
  freezing: fixed('helado'),
  hot: fixed('caliente'),
  overheating: fixed('sobrecalentado'),
  'too hot': fixed('demasiado caliente'),
  wet: 'mojado',
  flooded: 'inundado',
  leaking: fixed('con una fuga'),
  dry: 'seco',
  occupied: 'ocupado',
  unoccupied: 'desocupado',
  empty: 'vacío',
  'plugged in': 'enchufado',
  plugged: 'enchufado',
  unplugged: 'desenchufado',
  'not plugged in': 'desenchufado',
  powered: fixed('con corriente'),
  'powered on': 'encendido',
  'power detected': fixed('con corriente'),
  unpowered: fixed('sin corriente'),
  'not powered': fixed('sin corriente'),
  'no power': fixed('sin corriente'),
  'powered off': 'apagado',
  home: fixed('en casa'),
  'at home': fixed('en casa'),
  present: 'presente',
  away: fixed('fuera'),
  gone: fixed('fuera'),
  'not home': fixed('fuera'),
  'not at home': fixed('fuera'),
  absent: fixed('ausente'),
  out: fixed('fuera'),
  running: fixed('en marcha'),
  working: fixed('funcionando'),
  'not running': 'parado',
  stopped: 'parado',
  finished: 'terminado',
  safe: fixed('en estado seguro'),
  unsafe: fixed('en estado inseguro'),
  dangerous: fixed('en estado peligroso'),
  tampered: 'manipulado',
  'tampered with': 'manipulado',
  available: fixed('con una actualización pendiente'),
  'update available': fixed('con una actualización pendiente'),
  outdated: 'desactualizado',
  'out of date': 'desactualizado',
  'up to date': fixed('al día'),
  vibrating: fixed('vibrando'),
  shaking: fixed('vibrando'),
  'not vibrating': fixed('sin vibración'),
  moving: fixed('en movimiento'),
  'not moving': 'quieto',
  stationary: 'quieto',
  'no light': fixed('a oscuras'),
  dark: fixed('a oscuras'),
  playing: fixed('reproduciendo'),
  paused: fixed('en pausa'),
  idle: 'inactivo',
  cleaning: fixed('limpiando'),
  docked: fixed('en su base'),
  problem: fixed('con un problema'),
  problems: fixed('con un problema'),
  fault: fixed('con un fallo'),
  faulty: fixed('con un fallo'),
  ok: fixed('bien'),
  okay: fixed('bien'),
  fine: fixed('bien'),
  healthy: fixed('bien'),
  heating: fixed('calentando'),
  cooling: fixed('enfriando'),
};

/** A canonical state word in Spanish for devices of this agreement (masculine plural for a mixed group). */
export function askedWord(word: string, a: Agreement = { gender: 'm', plural: false }): string {
  const form = ASKED[word];
  return form === undefined ? 'en ese estado' : render(form, a);
}

/** Kind nouns the results carry (canonical), in Spanish: [singular, plural, gender]. */
const KINDS: Record<string, [string, string, Gender]> = {
  light: ['luz', 'luces', 'f'],
  lighting: ['luz', 'luces', 'f'],
  lights: ['luz', 'luces', 'f'],
  switch: ['interruptor', 'interruptores', 'm'],
  fan: ['ventilador', 'ventiladores', 'm'],
  sensor: ['sensor', 'sensores', 'm'],
  detector: ['detector', 'detectores', 'm'],
  device: ['dispositivo', 'dispositivos', 'm'],
  thing: ['dispositivo', 'dispositivos', 'm'],
  entity: ['dispositivo', 'dispositivos', 'm'],
  appliance: ['aparato', 'aparatos', 'm'],
  gadget: ['aparato', 'aparatos', 'm'],
  thermostat: ['termostato', 'termostatos', 'm'],
  climate: ['climatizador', 'climatizadores', 'm'],
  heating: ['calefacción', 'calefacciones', 'f'],
  'air conditioning': ['aire acondicionado', 'aires acondicionados', 'm'],
  hvac: ['climatizador', 'climatizadores', 'm'],
  lock: ['cerradura', 'cerraduras', 'f'],
  door: ['puerta', 'puertas', 'f'],
  'garage door': ['puerta de garaje', 'puertas de garaje', 'f'],
  window: ['ventana', 'ventanas', 'f'],
  opening: ['apertura', 'aperturas', 'f'],
  cover: ['cubierta', 'cubiertas', 'f'],
  curtain: ['cortina', 'cortinas', 'f'],
  blind: ['persiana', 'persianas', 'f'],
  shade: ['estor', 'estores', 'm'],
  shutter: ['contraventana', 'contraventanas', 'f'],
  valve: ['válvula', 'válvulas', 'f'],
  scene: ['escena', 'escenas', 'f'],
  script: ['script', 'scripts', 'm'],
  vacuum: ['aspiradora', 'aspiradoras', 'f'],
  'media player': ['reproductor', 'reproductores', 'm'],
  tv: ['televisor', 'televisores', 'm'],
  television: ['televisor', 'televisores', 'm'],
  speaker: ['altavoz', 'altavoces', 'm'],
  person: ['persona', 'personas', 'f'],
  people: ['persona', 'personas', 'f'],
  battery: ['batería', 'baterías', 'f'],
  plug: ['enchufe', 'enchufes', 'm'],
  temperature: ['sensor de temperatura', 'sensores de temperatura', 'm'],
  temp: ['sensor de temperatura', 'sensores de temperatura', 'm'],
  humidity: ['sensor de humedad', 'sensores de humedad', 'm'],
  'lights and switches': ['luz o interruptor', 'luces ni interruptores', 'f'],
};

/** "ninguna luz", "ningún ventilador"; an unknown kind is "ningún dispositivo de ese tipo". */
export function noneOfKind(noun: string): string {
  const kind = KINDS[noun];
  if (!kind) return 'ningún dispositivo de ese tipo';
  return `${kind[2] === 'f' ? 'ninguna' : 'ningún'} ${kind[0]}`;
}

/** The canonical words the normaliser puts in a target phrase, said back in Spanish. */
const SPOKEN: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bin this room\b|\bthis room\b/g, 'esta habitación'],
  [/\bin every room\b|\bevery room\b/g, 'todas las habitaciones'],
  [/\bgarage doors?\b/g, 'puerta del garaje'],
  [/\bin the house\b/g, 'de la casa'],
  [/\bat home\b/g, 'en casa'],
];
const SPOKEN_WORDS: Readonly<Record<string, string>> = {
  light: 'luz',
  lights: 'luces',
  lighting: 'luz',
  switch: 'interruptor',
  switches: 'interruptores',
  plug: 'enchufe',
  plugs: 'enchufes',
  fan: 'ventilador',
  fans: 'ventiladores',
  sensor: 'sensor',
  sensors: 'sensores',
  device: 'dispositivo',
  devices: 'dispositivos',
  thermostat: 'termostato',
  thermostats: 'termostatos',
  lock: 'cerradura',
  locks: 'cerraduras',
  door: 'puerta',
  doors: 'puertas',
  window: 'ventana',
  windows: 'ventanas',
  curtain: 'cortina',
  curtains: 'cortinas',
  blind: 'persiana',
  blinds: 'persianas',
  shutter: 'contraventana',
  valve: 'válvula',
  scene: 'escena',
  script: 'script',
  vacuum: 'aspiradora',
  tv: 'tele',
  people: 'personas',
  battery: 'batería',
  temperature: 'temperatura',
  humidity: 'humedad',
  motion: 'movimiento',
  smoke: 'humo',
  leak: 'fuga',
  water: 'agua',
  of: 'de',
  in: 'en',
  and: 'y',
  or: 'o',
  to: 'a',
  with: 'con',
  for: 'para',
  here: 'aquí',
  room: 'habitación',
  rooms: 'habitaciones',
  house: 'casa',
  upstairs: 'arriba',
  downstairs: 'abajo',
  all: 'todos',
  everything: 'todo',
  every: 'cada',
  any: 'algún',
  both: 'ambos',
  my: 'mi',
  our: 'nuestro',
  your: 'tu',
  this: 'este',
  these: 'estos',
  them: 'ellos',
  it: 'eso',
  everywhere: 'todas partes',
  the: '',
  a: '',
};

/** A target phrase as the household said it: their names as typed, the grammar's words back in Spanish. */
export function spokenPhrase(phrase: string): string {
  let s = phrase;
  for (const [pattern, words] of SPOKEN) s = s.replace(pattern, words);
  return s
    .split(/\s+/)
    .map((w) => SPOKEN_WORDS[w] ?? w)
    .filter((w) => w !== '')
    .join(' ');
}
