/**
 * Long because: German word forms are tables — genders by noun ending, articles by case, the question's state words, kinds of device — one entry a line after formatting.
 *
 * German word forms for replies: a device's name with the article its gender and case need
 * ("die Stehlampe", "den Deckenventilator"), its pronoun, kinds of device in the plural and the
 * words a question's state is said back in; the sentences and the state words are the catalogue's.
 * A name whose gender cannot be read from its last word is written without an article ("Aquarium
 * ist an" reads better than a wrong "der").
 */
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import type { Named } from '../types.js';
import { fold } from './fold.js';

export type Case = 'nom' | 'acc' | 'dat';
type Gender = 'm' | 'f' | 'n';

/** Head nouns of device names, folded, with their gender (the last part of a compound decides). */
const HEADS: Array<[Gender, string[]]> = [
  [
    'f',
    [
      'lampe',
      'leuchte',
      'birne',
      'steckdose',
      'tur',
      'heizung',
      'maschine',
      'pumpe',
      'kamera',
      'temperatur',
      'feuchtigkeit',
      'luftfeuchtigkeit',
      'batterie',
      'kette',
      'leiste',
      'uhr',
      'anlage',
      'station',
      'anzeige',
      'klingel',
      'jalousie',
      'markise',
      'gardine',
      'beleuchtung',
      'dose',
      'box',
      'sirene',
      'klimaanlage',
      'dunstabzugshaube',
      'haube',
      'kaffeemaschine',
      'waschmaschine',
      'spulmaschine',
      'wetterstation',
      'ampel',
      'lichterkette',
    ],
  ],
  [
    'm',
    [
      'spiegel',
      'ventilator',
      'schalter',
      'sensor',
      'melder',
      'vorhang',
      'rollladen',
      'fernseher',
      'lautsprecher',
      'spot',
      'strahler',
      'stecker',
      'zwischenstecker',
      'kuhlschrank',
      'trockner',
      'boiler',
      'router',
      'drucker',
      'zahler',
      'thermostat',
      'luftreiniger',
      'befeuchter',
      'entfeuchter',
      'heizkorper',
      'lufter',
      'motor',
      'kontakt',
      'dunstabzug',
      'wasserkocher',
      'herd',
      'ofen',
      'backofen',
      'staubsauger',
      'saugroboter',
      'rasenmaher',
      'streifen',
      'akku',
      'verbrauch',
      'stand',
      'status',
      'alarm',
    ],
  ],
  [
    'n',
    [
      'licht',
      'fenster',
      'tor',
      'garagentor',
      'rollo',
      'schloss',
      'ventil',
      'radio',
      'aquarium',
      'band',
      'led',
      'panel',
      'display',
      'telefon',
      'handy',
      'gerat',
      'thermometer',
      'hygrometer',
      'dachfenster',
      'oberlicht',
    ],
  ],
];
const GENDER = new Map<string, Gender>();
for (const [g, words] of HEADS) for (const w of words) GENDER.set(w, g);
const HEAD_LIST = [...GENDER.keys()].sort((a, b) => b.length - a.length);

const ARTICLES: Record<Gender, Record<Case, string>> = {
  m: { nom: 'der', acc: 'den', dat: 'dem' },
  f: { nom: 'die', acc: 'die', dat: 'der' },
  n: { nom: 'das', acc: 'das', dat: 'dem' },
};

/** The household's own spelling of a name (nouns keep their capitals), without the brackets HA uses for placeholders. */
export function ownName(e: IndexedEntity): string {
  const raw = (e.entry.friendly_name || e.display).replace(/\[(.*?)\]/g, '$1').trim();
  return raw.length > 0 ? raw : e.entity_id;
}

/** The gender of a name, from its last word's head noun; null when it cannot be told. */
export function genderOf(display: string): Gender | null {
  const words = display.trim().split(/\s+/);
  // "Vorhang rechts", "Licht A": the noun is the first word that is not a label after it.
  for (let k = words.length - 1; k >= 0; k--) {
    const w = fold(words[k]!);
    const head = HEAD_LIST.find((h) => w.endsWith(h));
    if (head) return GENDER.get(head)!;
    if (/(?:ung|heit|keit|ion|tat)$/.test(w)) return 'f';
    if (/(?:chen|lein|zimmer|wasser)$/.test(w)) return 'n';
    // Device names ending in -e are nearly all feminine ("Platte", "Pumpe"), in -er masculine ("Drucker").
    if (/[^e]e$/.test(w)) return 'f';
    if (/[^e]er$/.test(w)) return 'm';
    if (k === words.length - 1 && words.length > 1) continue;
    return null;
  }
  return null;
}

/** People, and names that already carry a possessive ("Annas Lampe", "Mein Handy"), go without an article. */
function bare(e: IndexedEntity): boolean {
  const own = ownName(e);
  return e.domain === 'person' || e.domain === 'device_tracker' || /^(?:mein|meine|unser|unsere|dein|deine)\s/i.test(own) || /^\p{Lu}\p{Ll}+s\s/u.test(own);
}

/** A device as a reply names it, in a case: "die Stehlampe", "den Deckenventilator"; an entity id as it is. */
export function name(device: Named, grammaticalCase: Case = 'nom'): string {
  if (typeof device === 'string') return device;
  const own = ownName(device);
  if (bare(device)) return own;
  const g = genderOf(own);
  return g === null ? own : `${ARTICLES[g][grammaticalCase]} ${own}`;
}

const PRONOUNS: Record<Gender, Record<Case, string>> = {
  m: { nom: 'er', acc: 'ihn', dat: 'ihm' },
  f: { nom: 'sie', acc: 'sie', dat: 'ihr' },
  n: { nom: 'es', acc: 'es', dat: 'ihm' },
};

/** "er", "sie", "es" for one device (by its name's gender; "es" when that cannot be told), "sie" for several. */
export function pronoun(devices: readonly Named[], grammaticalCase: Case = 'nom'): string {
  if (devices.length !== 1) return grammaticalCase === 'dat' ? 'ihnen' : 'sie';
  const d = devices[0]!;
  const g = typeof d === 'string' ? null : d.domain === 'person' ? null : genderOf(ownName(d));
  return PRONOUNS[g ?? 'n'][grammaticalCase];
}

/** Whether a name reads as plural ("Deckenlichter", "Gartenlampen") for ist/sind. */
export function isPluralName(display: string): boolean {
  const last = fold(display.trim().split(/\s+/).pop() ?? '');
  return /(?:lichter|lampen|leuchten|spots|steckdosen|gardinen|jalousien|vorhange|turen)$/.test(last);
}

/**
 * The canonical state words a question carries ("on", "open", "turned on", "detected"…, the
 * shared lexicon's phrases), in German.
 */
const ASKED: Record<string, string> = {
  on: 'an',
  'turned on': 'an',
  'switched on': 'an',
  active: 'aktiv',
  enabled: 'aktiviert',
  off: 'aus',
  'turned off': 'aus',
  'switched off': 'aus',
  inactive: 'inaktiv',
  disabled: 'deaktiviert',
  open: 'offen',
  opened: 'offen',
  ajar: 'offen',
  closed: 'geschlossen',
  shut: 'geschlossen',
  close: 'geschlossen',
  opening: 'am Öffnen',
  closing: 'am Schließen',
  locked: 'abgeschlossen',
  secure: 'abgeschlossen',
  secured: 'abgeschlossen',
  unlocked: 'aufgeschlossen',
  insecure: 'aufgeschlossen',
  unsecured: 'aufgeschlossen',
  jammed: 'blockiert',
  low: 'schwach',
  normal: 'normal',
  charged: 'voll',
  full: 'voll',
  charging: 'am Laden',
  'not charging': 'nicht am Laden',
  connected: 'verbunden',
  online: 'online',
  disconnected: 'getrennt',
  offline: 'offline',
  'not connected': 'getrennt',
  detected: 'ausgelöst',
  triggered: 'ausgelöst',
  tripped: 'ausgelöst',
  alarming: 'ausgelöst',
  clear: 'frei',
  'not detected': 'frei',
  'not triggered': 'frei',
  cold: 'kalt',
  freezing: 'kalt',
  hot: 'heiß',
  overheating: 'heiß',
  'too hot': 'zu heiß',
  wet: 'nass',
  flooded: 'nass',
  leaking: 'nass',
  dry: 'trocken',
  occupied: 'belegt',
  unoccupied: 'frei',
  empty: 'frei',
  'plugged in': 'eingesteckt',
  plugged: 'eingesteckt',
  unplugged: 'ausgesteckt',
  'not plugged in': 'ausgesteckt',
  powered: 'mit Strom versorgt',
  'powered on': 'mit Strom versorgt',
  'power detected': 'mit Strom versorgt',
  unpowered: 'ohne Strom',
  'not powered': 'ohne Strom',
  'no power': 'ohne Strom',
  'powered off': 'ohne Strom',
  home: 'zu Hause',
  'at home': 'zu Hause',
  present: 'zu Hause',
  away: 'unterwegs',
  gone: 'unterwegs',
  'not home': 'unterwegs',
  'not at home': 'unterwegs',
  absent: 'unterwegs',
  out: 'unterwegs',
  running: 'in Betrieb',
  working: 'in Betrieb',
  'not running': 'außer Betrieb',
  stopped: 'außer Betrieb',
  finished: 'fertig',
  safe: 'sicher',
  unsafe: 'unsicher',
  dangerous: 'unsicher',
  tampered: 'manipuliert',
  'tampered with': 'manipuliert',
  available: 'veraltet',
  'update available': 'veraltet',
  outdated: 'veraltet',
  'out of date': 'veraltet',
  'up to date': 'aktuell',
  vibrating: 'am Vibrieren',
  shaking: 'am Vibrieren',
  'not vibrating': 'ruhig',
  moving: 'in Bewegung',
  'not moving': 'still',
  stationary: 'still',
  'no light': 'dunkel',
  dark: 'dunkel',
  playing: 'am Abspielen',
  paused: 'pausiert',
  idle: 'im Leerlauf',
  cleaning: 'am Saugen',
  docked: 'in der Ladestation',
  problem: 'gestört',
  problems: 'gestört',
  fault: 'gestört',
  faulty: 'gestört',
  ok: 'in Ordnung',
  okay: 'in Ordnung',
  fine: 'in Ordnung',
  healthy: 'in Ordnung',
  heating: 'am Heizen',
  cooling: 'am Kühlen',
};

export function askedWord(phrase: string): string {
  return ASKED[phrase] ?? 'in diesem Zustand';
}

/** Kinds of device (the shared lexicon's nouns) in the German plural, for "ich sehe keine …". */
const KINDS: Record<string, string> = {
  light: 'Lichter',
  lighting: 'Lichter',
  lights: 'Lichter',
  switch: 'Schalter',
  fan: 'Ventilatoren',
  sensor: 'Sensoren',
  detector: 'Melder',
  device: 'Geräte',
  thing: 'Geräte',
  entity: 'Geräte',
  appliance: 'Geräte',
  gadget: 'Geräte',
  thermostat: 'Thermostate',
  climate: 'Thermostate',
  heating: 'Heizungen',
  'air conditioning': 'Klimaanlagen',
  hvac: 'Klimageräte',
  lock: 'Schlösser',
  door: 'Türen',
  'garage door': 'Garagentore',
  window: 'Fenster',
  opening: 'Öffnungen',
  cover: 'Abdeckungen',
  curtain: 'Vorhänge',
  blind: 'Rollläden',
  shade: 'Rollos',
  shutter: 'Rollläden',
  valve: 'Ventile',
  scene: 'Szenen',
  script: 'Skripte',
  vacuum: 'Staubsauger',
  'media player': 'Mediaplayer',
  tv: 'Fernseher',
  television: 'Fernseher',
  speaker: 'Lautsprecher',
  person: 'Personen',
  people: 'Personen',
  battery: 'Batterien',
  temperature: 'Temperatursensoren',
  temp: 'Temperatursensoren',
  humidity: 'Feuchtigkeitssensoren',
  motion: 'Bewegungsmelder',
  smoke: 'Rauchmelder',
  'lights and switches': 'Lichter und Schalter',
};

export function kindPlural(noun: string): string {
  return KINDS[noun] ?? 'Geräte dieser Art';
}
