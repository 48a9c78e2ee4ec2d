/**
 * The built-in engine in German: index build and per-utterance parse on a generated German
 * vocabulary (default 5,000 names: compounds, umlauts, areas and floors), against the same floor
 * baseline as the English bench (lower-case and split the same text). Deterministic inputs; the
 * German pack's per-index name words are built on the first parse, so a cold build includes them.
 */
import { performance } from 'node:perf_hooks';
import { buildIndex, parse } from '../main/core/conversation/builtin/index.js';
import type { VocabularyEntry } from '../main/core/conversation/conversation-engine.js';
import { absoluteRow, collectGarbage, type BenchRow } from './lib/stats.js';

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const AREAS = [
  'Küche',
  'Wohnzimmer',
  'Schlafzimmer',
  'Gästezimmer',
  'Büro',
  'Flur',
  'Bad',
  'Garage',
  'Garten',
  'Dachboden',
  'Keller',
  'Esszimmer',
  'Kinderzimmer',
  'Waschküche',
  'Terrasse',
  'Arbeitszimmer',
  'Spielzimmer',
  'Speisekammer',
  'Galerie',
  'Werkstatt',
];
const FLOORS = ['Erdgeschoss', 'Obergeschoss', 'Untergeschoss'];
const PLACES = [
  'Decken',
  'Schreibtisch',
  'Boden',
  'Wand',
  'Ecken',
  'Fenster',
  'Tür',
  'Bett',
  'Spiegel',
  'Schrank',
  'Theken',
  'Regal',
  'Treppen',
  'Nord',
  'Süd',
  'Ost',
  'West',
  'Links',
  'Rechts',
  'Ober',
  'Unter',
  'Lese',
  'Akzent',
  'Nacht',
];
const KINDS: Array<{ domain: string; noun: string; device_class: string | null; unit: string | null }> = [
  { domain: 'light', noun: 'licht', device_class: null, unit: null },
  { domain: 'light', noun: 'lampe', device_class: null, unit: null },
  { domain: 'light', noun: 'strahler', device_class: null, unit: null },
  { domain: 'switch', noun: 'steckdose', device_class: null, unit: null },
  { domain: 'switch', noun: 'heizlüfter', device_class: null, unit: null },
  { domain: 'switch', noun: 'ventilator', device_class: null, unit: null },
  { domain: 'sensor', noun: 'temperatur', device_class: 'temperature', unit: '°C' },
  { domain: 'sensor', noun: 'feuchtigkeit', device_class: 'humidity', unit: '%' },
  { domain: 'binary_sensor', noun: 'kontakt', device_class: 'door', unit: null },
  { domain: 'binary_sensor', noun: 'bewegungsmelder', device_class: 'motion', unit: null },
];

/** A German household-like vocabulary of `size` entities ("Küche Deckenlampe 3"); about half have an area. */
export function generateGermanVocabulary(size: number, seed = 42): VocabularyEntry[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const seen = new Set<string>();
  const out: VocabularyEntry[] = [];
  for (let i = 0; out.length < size; i++) {
    const area = pick(AREAS);
    const kind = pick(KINDS);
    const numbered = i >= AREAS.length * PLACES.length ? ` ${1 + Math.floor(i / 97)}` : '';
    const name = `${area} ${pick(PLACES)}${kind.noun}${numbered}`;
    const entityId = `${kind.domain}.${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${i}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const entry: VocabularyEntry = { entity_id: entityId, friendly_name: name, device_class: kind.device_class, unit_of_measurement: kind.unit };
    if (rnd() < 0.5) Object.assign(entry, { area, area_id: area, floor: pick(FLOORS), floor_id: 'f' });
    out.push(entry);
  }
  return out;
}

/** A fixed mix of German commands, questions, history, typed-out umlauts, unknown names and declines. */
export function generateGermanUtterances(vocabulary: readonly VocabularyEntry[], count = 200, seed = 7): string[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const names = vocabulary.map((v) => v.friendly_name);
  const templates: Array<() => string> = [
    () => `Schalte ${pick(names)} aus`,
    () => `Mach bitte ${pick(names)} an`,
    () => `${pick(names)} einschalten`,
    () => `Ist ${pick(names)} an?`,
    () => `Wie warm ist es im ${pick(AREAS)}?`,
    () => `Schalte das Licht in der ${pick(AREAS)} aus`,
    () => `Sind im ${pick(AREAS)} Lichter an?`,
    () => `Wann wurde ${pick(names)} zuletzt eingeschaltet?`,
    () => `Wie oft hat sich ${pick(names)} heute geändert?`,
    () => `Mach ${pick(names).replace(/ü/g, 'ue').replace(/ä/g, 'ae').replace(/ö/g, 'oe')} aus`,
    () => `Schalte die ${pick(['Gartenpumpe', 'Weltraumrakete', 'Aquariumpumpe'])} ein`,
    () => `${pick(AREAS)}licht an`,
    () => 'Was kannst du sehen?',
    () => `Dimme das Licht im ${pick(AREAS)} auf 30 %`,
  ];
  return Array.from({ length: count }, (_, i) => templates[i % templates.length]!());
}

async function timeEach<T>(inputs: readonly T[], repeat: number, fn: (input: T) => unknown): Promise<number[]> {
  const times: number[] = [];
  for (const [i, input] of inputs.entries()) {
    if (i % 25 === 0) collectGarbage();
    const start = performance.now();
    for (let r = 0; r < repeat; r++) await fn(input);
    times.push((performance.now() - start) / repeat);
  }
  return times;
}

/** Index build (with the German pack's first parse) and per-utterance parse in German. Targets: 100 ms, 1 ms. */
export async function run({ size, utterances: count = 200 }: { size: number; utterances?: number }): Promise<BenchRow[]> {
  const vocabulary = generateGermanVocabulary(size);
  const utterances = generateGermanUtterances(vocabulary, count);
  const floor = (u: string): number => u.toLowerCase().split(' ').length;

  const index = buildIndex(vocabulary);
  for (let pass = 0; pass < 3; pass++) for (const u of utterances) parse(u, index, 'de');
  const parseTimes = await timeEach(utterances, 10, (u) => parse(u, index, 'de'));
  const baselineTimes = await timeEach(utterances, 1000, floor);

  // A new vocabulary array each time, so no cache answers; the first German parse builds the pack's name words.
  const copies = () => Array.from({ length: 5 }, () => vocabulary.map((v) => ({ ...v })));
  const builds = await timeEach(copies(), 1, (v) => parse('Mach das Licht an', buildIndex(v), 'de'));
  const vocabularyFloor = await timeEach(copies(), 1, (v) => v.reduce((n, e) => n + e.friendly_name.toLowerCase().split(' ').length, 0));

  return [
    absoluteRow(`de: index build + first parse (${size} names)`, 'ms', builds, vocabularyFloor, 100),
    absoluteRow(`de: parse per utterance (${size} names)`, 'ms', parseTimes, baselineTimes, 1),
  ];
}
