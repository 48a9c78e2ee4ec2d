/**
 * Long because: it is tables of Dutch asked-state words, kinds and canonical words — data, one entry a line after formatting.
 *
 * Dutch word forms for replies: "de" or "het" before a device's name, whether a name is plural,
 * and the canonical state words, kinds and request words in Dutch (sentences and Home Assistant's
 * state words are the catalogue's).
 */
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import type { Named } from '../types.js';
import { NOUNS } from './lexicon.js';

/**
 * Neuter ("het") nouns a household's names end in. A compound takes the gender of its last part
 * ("Keukenlicht", "Slaapkamerraam"), and every diminutive is neuter ("Slaapkamerlampje").
 */
const HET_ENDINGS = [
  'licht',
  'raam',
  'dakraam',
  'venster',
  'gordijn',
  'rolluik',
  'luik',
  'stopcontact',
  'slot',
  'apparaat',
  'toestel',
  'systeem',
  'scherm',
  'hek',
  'paneel',
  'alarm',
  'ventiel',
  'water',
  'bad',
  'bed',
  'bureau',
  'kantoor',
  'huis',
  'toilet',
  'terras',
  'balkon',
  'portaal',
  'zwembad',
  'aquarium',
  'koffiezetapparaat',
  'strijkijzer',
  'fornuis',
  'vuur',
  'kookeiland',
  'plafond',
  'sensorlicht',
  'nachtlampje',
  'lampje',
  'ledlicht',
  'ledstripje',
  'filter',
  'spel',
  'speelgoed',
];

/** Dutch plural nouns of the lexicon a name may end in ("Tuinlampen", "Gordijnen"): the name is plural. */
const PLURAL_ENDINGS = NOUNS.flatMap(([, plural]) => plural).filter((p) => p.length >= 4);

function lastWord(display: string): string {
  return (display.trim().split(/\s+/).pop() ?? '').toLowerCase();
}

/** Whether a name reads as plural, for is/zijn agreement. */
export function isPluralName(display: string): boolean {
  const last = lastWord(display);
  return last.length >= 4 && (PLURAL_ENDINGS.some((p) => last.endsWith(p)) || /(?:tjes|pjes|jes)$/.test(last));
}

/** Nouns of the lexicon, singular: a name that starts with one is headed by it ("Gordijn woonkamer"). */
const SINGULAR_NOUNS = new Set(NOUNS.flatMap(([singular]) => singular));

/** The article a name takes: "de" for plurals and common nouns, "het" for neuter nouns and diminutives. */
export function articleFor(display: string): 'de' | 'het' {
  if (isPluralName(display)) return 'de';
  const first = (display.trim().split(/\s+/)[0] ?? '').toLowerCase();
  const last = SINGULAR_NOUNS.has(first) || HET_ENDINGS.includes(first) ? first : lastWord(display);
  if (/(?:je|tje|pje)$/.test(last)) return 'het';
  return HET_ENDINGS.some((h) => last.endsWith(h)) ? 'het' : 'de';
}

/** "de keukenlamp", "het gordijn links"; a person, or a name with a possessive, without an article. */
export function withArticle(e: IndexedEntity): string {
  if (e.domain === 'person') return e.entry.friendly_name.trim() || e.display;
  if (/^(?:mijn|onze|ons|jouw|uw|zijn|haar|hun)\s/i.test(e.display) || /^\S+'s\s/i.test(e.display)) return e.display;
  return `${articleFor(e.display)} ${e.display}`;
}

/** A device as a reply names it; a bare entity id as it is. */
export function name(device: Named): string {
  return typeof device === 'string' ? device : withArticle(device);
}

/** The canonical state words of a question (the shared lexicon's phrases) in Dutch. */
const ASKED: Record<string, string> = {
  on: 'aan',
  'turned on': 'aan',
  'switched on': 'aan',
  active: 'actief',
  enabled: 'ingeschakeld',
  off: 'uit',
  'turned off': 'uit',
  'switched off': 'uit',
  inactive: 'inactief',
  disabled: 'uitgeschakeld',
  open: 'open',
  opened: 'open',
  ajar: 'op een kier',
  closed: 'dicht',
  shut: 'dicht',
  close: 'dicht',
  opening: 'aan het opengaan',
  closing: 'aan het dichtgaan',
  locked: 'op slot',
  secure: 'op slot',
  secured: 'op slot',
  unlocked: 'niet op slot',
  insecure: 'niet op slot',
  unsecured: 'niet op slot',
  jammed: 'vastgelopen',
  low: 'bijna leeg',
  normal: 'normaal',
  charged: 'opgeladen',
  full: 'vol',
  charging: 'aan het laden',
  'not charging': 'niet aan het laden',
  connected: 'verbonden',
  online: 'online',
  disconnected: 'niet verbonden',
  offline: 'offline',
  'not connected': 'niet verbonden',
  detected: 'gedetecteerd',
  triggered: 'afgegaan',
  tripped: 'afgegaan',
  alarming: 'aan het alarmeren',
  clear: 'vrij',
  'not detected': 'niet gedetecteerd',
  'not triggered': 'niet afgegaan',
  cold: 'koud',
  freezing: 'bevroren',
  hot: 'heet',
  overheating: 'oververhit',
  'too hot': 'te heet',
  wet: 'nat',
  flooded: 'overstroomd',
  leaking: 'aan het lekken',
  dry: 'droog',
  occupied: 'bezet',
  unoccupied: 'vrij',
  empty: 'leeg',
  'plugged in': 'aangesloten',
  plugged: 'aangesloten',
  unplugged: 'losgekoppeld',
  'not plugged in': 'losgekoppeld',
  powered: 'van stroom voorzien',
  'powered on': 'aan',
  'power detected': 'van stroom voorzien',
  unpowered: 'zonder stroom',
  'not powered': 'zonder stroom',
  'no power': 'zonder stroom',
  'powered off': 'uit',
  home: 'thuis',
  'at home': 'thuis',
  present: 'aanwezig',
  away: 'weg',
  gone: 'weg',
  'not home': 'niet thuis',
  'not at home': 'niet thuis',
  absent: 'afwezig',
  out: 'weg',
  running: 'actief',
  working: 'actief',
  'not running': 'niet actief',
  stopped: 'gestopt',
  finished: 'klaar',
  safe: 'veilig',
  unsafe: 'onveilig',
  dangerous: 'gevaarlijk',
  tampered: 'gemanipuleerd',
  'tampered with': 'gemanipuleerd',
  available: 'beschikbaar',
  'update available': 'beschikbaar',
  outdated: 'verouderd',
  'out of date': 'verouderd',
  'up to date': 'bijgewerkt',
  vibrating: 'aan het trillen',
  shaking: 'aan het trillen',
  'not vibrating': 'stil',
  moving: 'in beweging',
  'not moving': 'stil',
  stationary: 'stil',
  'no light': 'donker',
  dark: 'donker',
  playing: 'aan het afspelen',
  paused: 'gepauzeerd',
  idle: 'inactief',
  cleaning: 'aan het schoonmaken',
  docked: 'in het dock',
  problem: 'in storing',
  problems: 'in storing',
  fault: 'in storing',
  faulty: 'defect',
  ok: 'in orde',
  okay: 'in orde',
  fine: 'in orde',
  healthy: 'in orde',
  heating: 'aan het verwarmen',
  cooling: 'aan het koelen',
};

export function askedWord(canonical: string): string {
  return ASKED[canonical] ?? 'in die toestand';
}

/** The canonical kind nouns (the shared lexicon's) as Dutch plurals: "lampen", "ventilatoren". */
const KINDS: Record<string, string> = {
  light: 'lampen',
  lighting: 'lampen',
  lights: 'lampen',
  switch: 'schakelaars',
  fan: 'ventilatoren',
  sensor: 'sensoren',
  detector: 'melders',
  device: 'apparaten',
  thing: 'apparaten',
  entity: 'apparaten',
  appliance: 'apparaten',
  gadget: 'apparaten',
  thermostat: 'thermostaten',
  climate: 'thermostaten',
  heating: 'verwarmingen',
  'air conditioning': 'airco’s',
  hvac: 'klimaatsystemen',
  lock: 'sloten',
  door: 'deuren',
  'garage door': 'garagedeuren',
  window: 'ramen',
  opening: 'openingen',
  cover: 'zonweringen',
  curtain: 'gordijnen',
  blind: 'rolgordijnen',
  shade: 'zonneschermen',
  shutter: 'rolluiken',
  valve: 'kranen',
  scene: 'scènes',
  script: 'scripts',
  vacuum: 'stofzuigers',
  'media player': 'mediaspelers',
  tv: 'tv’s',
  television: 'televisies',
  speaker: 'speakers',
  person: 'personen',
  people: 'personen',
  battery: 'batterijen',
  'battery level': 'batterijniveaus',
  motion: 'bewegingssensoren',
  'motion sensor': 'bewegingssensoren',
  smoke: 'rookmelders',
  'smoke detector': 'rookmelders',
  temperature: 'temperatuursensoren',
  temp: 'temperatuursensoren',
  humidity: 'vochtigheidssensoren',
  plug: 'stekkers',
  power: 'vermogenssensoren',
  energy: 'energiesensoren',
  leak: 'lekkagesensoren',
  'leak sensor': 'lekkagesensoren',
  water: 'watersensoren',
  gas: 'gassensoren',
  room: 'kamers',
  house: 'huizen',
};

export function kindPlural(canonical: string): string {
  return KINDS[canonical] ?? 'apparaten van die soort';
}

/**
 * A target phrase as the household said it. The shared grammar quotes the canonical words of
 * the request back ("lights in the keuken"); the household's own words are Dutch, so the
 * canonical grammar words are put back into Dutch and the names (never canonical) stay as typed.
 * "a" is left alone: it is also a letter in names ("Lamp A").
 */
const BACK: Array<[string, string]> = [
  ...NOUNS.flatMap(([singular, plural, en, enPlural]): Array<[string, string]> => [
    [en, singular[0]!],
    [enPlural, plural[0] ?? singular[0]!],
  ]),
  ['in this room', 'in deze kamer'],
  ['what time is it', 'hoe laat is het'],
  ['time', 'tijd'],
  ['weather', 'weer'],
  ['this room', 'deze kamer'],
  ['everywhere', 'overal'],
  ['here', 'hier'],
  ['the', 'de'],
  ['all', 'alle'],
  ['every', 'elke'],
  ['both', 'beide'],
  ['and', 'en'],
  ['or', 'of'],
  ['of', 'van'],
  ['my', 'mijn'],
  ['our', 'onze'],
  ['whole', 'hele'],
  ['this', 'deze'],
  ['that', 'die'],
  ['it', 'het'],
  ['them', 'ze'],
  ['on', 'aan'],
  ['off', 'uit'],
  ['to', 'naar'],
  ['at', 'bij'],
  ['with', 'met'],
];
const BACK_LONGEST = [...BACK].sort((x, y) => y[0].split(' ').length - x[0].split(' ').length);

export function dutchPhrase(phrase: string): string {
  const words = phrase.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const hit = BACK_LONGEST.find(([en]) => {
      const parts = en.split(' ');
      return parts.every((p, k) => words[i + k]?.toLowerCase() === p);
    });
    if (hit) {
      out.push(hit[1]);
      i += hit[0].split(' ').length;
    } else out.push(words[i++]!);
  }
  return out.join(' ');
}
