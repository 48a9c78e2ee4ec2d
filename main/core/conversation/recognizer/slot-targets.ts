/**
 * The entities a recognised sentence names, recomputed by us from its slots — name, area, floor,
 * domain, device class — over the allowlisted vocabulary (Home Assistant's registries' names, areas,
 * floors and aliases, DESIGN §8.6). Home Assistant's own `targets` ignore floors, list unexposed
 * entities and a whole room when the intent names no domain (reference §8.3): they are consulted
 * only to tell apart devices that share a name, never to add one.
 *
 * Slot words are compared whole, case-folded, with both the words spoken and Home Assistant's
 * canonical value (an alias's area resolves to the area's name): the recognizer already matched them
 * against the same registries, so no stemming or guessing is needed here.
 */
import type { Recognition } from '../../ha/recognition.js';
import type { IndexedEntity } from '../builtin/indexed-vocabulary.js';

type Recognised = Extract<Recognition, { kind: 'intent' }>;

/** What the slots name, once resolved over the vocabulary. */
export interface SlotTargets {
  /** Entities the name slot names (within the area and floor when those are given too). */
  named: IndexedEntity[] | null;
  /** The words of the name slot, for a "which one?" or "nothing called …" reply. */
  phrase: string;
  /** Entities of the area or floor named, filtered by domain and device class; null when neither was named. */
  placed: IndexedEntity[] | null;
  /** Area's or floor's words (null when none), for a reply. */
  place: string | null;
  /** Domain the sentence implies (`light`, `cover`), normalised from Home Assistant's value. */
  domain: string | null;
  deviceClass: string | null;
}

export function fold(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('und').replace(/\s+/gu, ' ').trim();
}

/** The slot's words and its canonical value, folded, without repeats. */
function wordsOf(r: Recognised, slot: string): string[] {
  const out = new Set<string>();
  for (const v of [r.values[slot], r.slots[slot]]) if (v !== undefined && fold(v) !== '') out.add(fold(v));
  return [...out];
}

function any(words: readonly string[], labels: ReadonlyArray<string | undefined | null>): boolean {
  return labels.some((label) => typeof label === 'string' && words.includes(fold(label)));
}

/** Plurals Home Assistant's fuzzy stage puts in the domain slot (`lights`), as domains. */
const PLURAL_DOMAINS: Readonly<Record<string, string>> = {
  lights: 'light',
  switches: 'switch',
  covers: 'cover',
  locks: 'lock',
  fans: 'fan',
  scenes: 'scene',
  scripts: 'script',
  sensors: 'sensor',
  binary_sensors: 'binary_sensor',
};

/** Home Assistant's domain slot as a domain, or null when it is not a domain-shaped word. */
export function domainOf(value: string | undefined): string | null {
  if (value === undefined) return null;
  const d = fold(value).replace(/ /g, '_');
  if (!/^[a-z_]+$/.test(d)) return null;
  return PLURAL_DOMAINS[d] ?? d;
}

export function slotTargets(r: Recognised, entities: readonly IndexedEntity[]): SlotTargets {
  const names = wordsOf(r, 'name');
  const areas = wordsOf(r, 'area');
  const floors = wordsOf(r, 'floor');
  const domain = domainOf(r.values.domain ?? r.slots.domain);
  const deviceClass = r.values.device_class ?? r.slots.device_class ?? null;
  const inArea = (e: IndexedEntity) => areas.length === 0 || any(areas, [e.entry.area, ...(e.entry.area_aliases ?? [])]);
  const onFloor = (e: IndexedEntity) => floors.length === 0 || any(floors, [e.entry.floor, ...(e.entry.floor_aliases ?? [])]);
  const ofKind = (e: IndexedEntity) => (domain === null || e.domain === domain) && (deviceClass === null || e.device_class === deviceClass);

  const named = names.length === 0 ? null : entities.filter((e) => any(names, [e.entry.friendly_name, ...(e.entry.aliases ?? [])]) && inArea(e) && onFloor(e));
  const placed = areas.length === 0 && floors.length === 0 ? null : entities.filter((e) => inArea(e) && onFloor(e) && ofKind(e));
  return {
    named,
    phrase: r.slots.name ?? r.values.name ?? '',
    placed,
    place: r.slots.area ?? r.values.area ?? r.slots.floor ?? r.values.floor ?? null,
    domain,
    deviceClass,
  };
}

/**
 * Several devices answering to one name: the domain the sentence implies first, then Home
 * Assistant's hint — which may only pick among ours, never add one.
 */
export function narrowNamed(named: readonly IndexedEntity[], domain: string | null, hint: readonly string[]): IndexedEntity[] {
  let out = [...named];
  if (out.length > 1 && domain !== null) {
    const same = out.filter((e) => e.domain === domain);
    if (same.length > 0) out = same;
  }
  if (out.length > 1) {
    const hinted = out.filter((e) => hint.includes(e.entity_id));
    if (hinted.length > 0) out = hinted;
  }
  return out;
}

/**
 * Whether every place and name the recognizer filled was said in the sentence. Home Assistant's fuzzy
 * stage can drop an area it does not know and aim at every light (reference §4): such a match is
 * used only when its named parts are the household's own words.
 */
export function saidInSentence(r: Recognised, sentence: string): boolean {
  const said = fold(sentence);
  return ['name', 'area', 'floor'].every((slot) => r.slots[slot] === undefined || said.includes(fold(r.slots[slot])));
}
