/**
 * The built-in intent engine in Italian: index build (with the Italian name forms) and
 * per-utterance parse on a generated Italian vocabulary (default 5,000 names), against the same
 * floor baseline as the English benchmark (lower-case and split the text). Deterministic inputs.
 */
import { performance } from 'node:perf_hooks';
import { buildIndex, parse } from '../main/core/conversation/builtin/index.js';
import type { VocabularyEntry } from '../main/core/conversation/conversation-engine.js';
import { absoluteRow, collectGarbage, ratioRow, type BenchRow } from './lib/stats.js';

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
  'Cucina',
  'Soggiorno',
  'Camera da letto',
  'Camera degli ospiti',
  'Studio',
  'Corridoio',
  'Bagno',
  'Garage',
  'Giardino',
  'Soffitta',
  'Cantina',
  'Sala da pranzo',
  'Cameretta',
  'Lavanderia',
  'Portico',
  'Ripostiglio',
  'Taverna',
  'Terrazzo',
  'Mansarda',
  'Laboratorio',
];
const PLACES = [
  'soffitto',
  'scrivania',
  'pavimento',
  'parete',
  'angolo',
  'finestra',
  'ingresso',
  'letto',
  'specchio',
  'mobile',
  'bancone',
  'mensola',
  'scale',
  'nord',
  'sud',
  'est',
  'ovest',
  'sinistra',
  'destra',
  'alta',
  'bassa',
  'lettura',
  'notte',
  'centrale',
];
const KINDS: Array<{ domain: string; noun: string; device_class: string | null; unit: string | null }> = [
  { domain: 'light', noun: 'Luce', device_class: null, unit: null },
  { domain: 'light', noun: 'Lampada', device_class: null, unit: null },
  { domain: 'light', noun: 'Faretti', device_class: null, unit: null },
  { domain: 'switch', noun: 'Presa', device_class: null, unit: null },
  { domain: 'switch', noun: 'Stufa', device_class: null, unit: null },
  { domain: 'switch', noun: 'Ventilatore', device_class: null, unit: null },
  { domain: 'sensor', noun: 'Temperatura', device_class: 'temperature', unit: '°C' },
  { domain: 'sensor', noun: 'Umidità', device_class: 'humidity', unit: '%' },
  { domain: 'binary_sensor', noun: 'Porta', device_class: 'door', unit: null },
  { domain: 'binary_sensor', noun: 'Movimento', device_class: 'motion', unit: null },
  { domain: 'binary_sensor', noun: 'Finestra', device_class: 'window', unit: null },
];

/** An Italian household-like vocabulary of `size` entities ("Luce soffitto della Cucina"); about half have an area. */
export function generateItalianVocabulary(size: number, seed = 42): VocabularyEntry[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const seen = new Set<string>();
  const out: VocabularyEntry[] = [];
  for (let i = 0; out.length < size; i++) {
    const area = pick(AREAS);
    const kind = pick(KINDS);
    const numbered = i >= AREAS.length * PLACES.length ? ` ${1 + Math.floor(i / 97)}` : '';
    const name = `${kind.noun} ${pick(PLACES)} ${rnd() < 0.3 ? 'della ' : ''}${area}${numbered}`;
    const entityId = `${kind.domain}.${name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')}`;
    if (seen.has(entityId)) continue;
    seen.add(entityId);
    const entry: VocabularyEntry = { entity_id: entityId, friendly_name: name, device_class: kind.device_class, unit_of_measurement: kind.unit };
    if (rnd() < 0.5) entry.area = area;
    out.push(entry);
  }
  return out;
}

/** A fixed mix of Italian commands, questions, history, unknown names and declines. */
export function generateItalianUtterances(vocabulary: readonly VocabularyEntry[], count = 200, seed = 7): string[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const names = vocabulary.map((v) => v.friendly_name.toLowerCase());
  const areas = AREAS.map((a) => a.toLowerCase());
  const templates: Array<() => string> = [
    () => `spegni ${pick(names)}`,
    () => `accendi la ${pick(names)} per favore`,
    () => `${pick(names)} spegnila`,
    () => `la ${pick(names)} è accesa?`,
    () => `qual è la temperatura in ${pick(areas)}?`,
    () => `spegni le luci della ${pick(areas)}`,
    () => `ci sono luci accese in ${pick(areas)}?`,
    () => `quando è cambiata l'ultima volta la ${pick(names)}?`,
    () => `quante volte si è accesa la ${pick(names)} oggi`,
    () => `accendi la ${pick(['stufa del garage strana', 'astronave', 'pompa acquario'])}`,
    () => `spegni la lampada ${pick(PLACES)}`,
    () => 'cosa puoi vedere?',
    () => `abbassa le luci in ${pick(areas)}`,
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

/**
 * Italian index build and parse per utterance. Targets: parse median ≤ 1 ms (issue 16); the
 * build is held to the English bench's 500 ms (cold, one-off) and to at most 1.5× the English
 * build of the same names — issue 16's 100 ms is not claimed (see docs/notes/lang-it.md).
 */
export async function run({ size, utterances: count = 200 }: { size: number; utterances?: number }): Promise<BenchRow[]> {
  const vocabulary = generateItalianVocabulary(size);
  const utterances = generateItalianUtterances(vocabulary, count);
  const floor = (u: string): number => u.toLowerCase().split(' ').length;

  const index = buildIndex(vocabulary, { language: 'it' });
  for (let pass = 0; pass < 3; pass++) for (const u of utterances) parse(u, index, 'it');
  const parseTimes = await timeEach(utterances, 10, (u) => parse(u, index, 'it'));
  const baselineTimes = await timeEach(utterances, 1000, floor);

  const copies = () => Array.from({ length: 5 }, () => vocabulary.map((v) => ({ ...v })));
  const builds = await timeEach(copies(), 1, (v) => buildIndex(v, { language: 'it' }));
  const vocabularyFloor = await timeEach(copies(), 1, (v) => v.reduce((n, e) => n + e.friendly_name.toLowerCase().split(' ').length, 0));

  // The same vocabulary built as English (no name forms) and as Italian, alternately: what the name forms cost.
  const english: number[] = [];
  const italian: number[] = [];
  for (let k = 0; k < 6; k++) {
    const [en, it] = [vocabulary.map((v) => ({ ...v })), vocabulary.map((v) => ({ ...v }))];
    collectGarbage();
    let start = performance.now();
    buildIndex(en, { language: 'en' });
    english.push(performance.now() - start);
    collectGarbage();
    start = performance.now();
    buildIndex(it, { language: 'it' });
    italian.push(performance.now() - start);
  }

  return [
    absoluteRow(`index build, Italian name forms (${size} names)`, 'ms', builds, vocabularyFloor, 500),
    ratioRow(`index build, Italian vs English, same ${size} names`, 'ms', { floor: english, candidate: italian }, 1.5),
    absoluteRow(`parse per Italian utterance (${size} names)`, 'ms', parseTimes, baselineTimes, 1),
  ];
}
