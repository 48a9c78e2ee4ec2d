/**
 * Built-in intent engine benchmark: index build time and per-utterance time on a generated
 * vocabulary (default 5,000 names), against a floor baseline that only lower-cases and splits the
 * same text. Plain `performance.now()` loops, bounded in repetitions; deterministic inputs.
 * Then per registered language pack: names and requests in that language (language-words.ts),
 * the index built with its name forms (≤ 100 ms) and parse per utterance through it (≤ 1 ms).
 */
import { performance } from 'node:perf_hooks';
import { BuiltinEngine, buildIndex, parse, registeredPacks } from '../main/core/conversation/builtin/index.js';
import type { EngineRoundInput, VocabularyEntry } from '../main/core/conversation/conversation-engine.js';
import { requestsIn, vocabularyIn, WORDS } from './language-words.js';
import { absoluteRow, collectGarbage, cpuAndWallEach, cpuRow, type BenchRow } from './lib/stats.js';

export type { BenchRow } from './lib/stats.js';

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

/** The bench household's areas (every generated name starts with one). */
export const AREAS = [
  'Kitchen',
  'Living Room',
  'Bedroom',
  'Guest Room',
  'Office',
  'Hallway',
  'Bathroom',
  'Garage',
  'Garden',
  'Attic',
  'Basement',
  'Dining Room',
  'Nursery',
  'Laundry',
  'Porch',
  'Study',
  'Playroom',
  'Pantry',
  'Loft',
  'Workshop',
];
const PLACES = [
  'ceiling',
  'desk',
  'floor',
  'wall',
  'corner',
  'window',
  'door',
  'bed',
  'mirror',
  'cabinet',
  'counter',
  'shelf',
  'stairs',
  'north',
  'south',
  'east',
  'west',
  'left',
  'right',
  'upper',
  'lower',
  'reading',
  'accent',
  'night',
];
const KINDS: Array<{ domain: string; noun: string; device_class: string | null; unit: string | null }> = [
  { domain: 'light', noun: 'light', device_class: null, unit: null },
  { domain: 'light', noun: 'lamp', device_class: null, unit: null },
  { domain: 'light', noun: 'spots', device_class: null, unit: null },
  { domain: 'switch', noun: 'plug', device_class: null, unit: null },
  { domain: 'switch', noun: 'heater', device_class: null, unit: null },
  { domain: 'switch', noun: 'fan', device_class: null, unit: null },
  { domain: 'sensor', noun: 'temperature', device_class: 'temperature', unit: '°C' },
  { domain: 'sensor', noun: 'humidity', device_class: 'humidity', unit: '%' },
  { domain: 'binary_sensor', noun: 'door', device_class: 'door', unit: null },
  { domain: 'binary_sensor', noun: 'motion', device_class: 'motion', unit: null },
  { domain: 'binary_sensor', noun: 'window', device_class: 'window', unit: null },
];

/** A household-like vocabulary of `size` allowlisted entities; about half have an area. */
export function generateVocabulary(size: number, seed = 42): VocabularyEntry[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const seen = new Set<string>();
  const out: VocabularyEntry[] = [];
  for (let i = 0; out.length < size; i++) {
    const area = pick(AREAS);
    const kind = pick(KINDS);
    const place = pick(PLACES);
    const numbered = i >= AREAS.length * PLACES.length ? ` ${1 + Math.floor(i / 97)}` : '';
    const name = `${area} ${place} ${kind.noun}${numbered}`;
    const objectId = name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
    const entityId = `${kind.domain}.${objectId}`;
    if (seen.has(entityId)) continue;
    seen.add(entityId);
    const entry: VocabularyEntry = { entity_id: entityId, friendly_name: name, device_class: kind.device_class, unit_of_measurement: kind.unit };
    if (rnd() < 0.5) entry.area = area;
    out.push(entry);
  }
  return out;
}

function typo(word: string, rnd: () => number): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(rnd() * (word.length - 2));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** A fixed mix of commands, questions, history, typos, unknown and ambiguous names. */
export function generateUtterances(vocabulary: readonly VocabularyEntry[], count = 200, seed = 7): string[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const names = vocabulary.map((v) => v.friendly_name.toLowerCase());
  const templates: Array<() => string> = [
    () => `turn off the ${pick(names)}`,
    () => `switch on the ${pick(names)} please`,
    () => `${pick(names)} off`,
    () => `is the ${pick(names)} on?`,
    () => `what's the ${pick(AREAS).toLowerCase()} temperature?`,
    () => `turn off the ${pick(AREAS).toLowerCase()} lights`,
    () => `are any lights on in the ${pick(AREAS).toLowerCase()}?`,
    () => `when did the ${pick(names)} last change?`,
    () => `how many times did the ${pick(names)} change today`,
    () =>
      `turn on the ${pick(names)
        .split(' ')
        .map((w) => typo(w, rnd))
        .join(' ')}`,
    () => `turn on the ${pick(['garage heater thing', 'space rocket', 'aquarium pump'])}`,
    () => `turn off the ${pick(PLACES)} lamp`,
    () => 'what can you see?',
    () => `dim the ${pick(AREAS).toLowerCase()} lights`,
  ];
  return Array.from({ length: count }, (_, i) => templates[i % templates.length]!());
}

/**
 * Mean milliseconds per call of `fn` over `repeat` calls, for each input (a full GC every 25
 * inputs when one can be had, so garbage does not pile up onto a later input's clock).
 */
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

/** Timed index builds per row: each on a fresh copy of the vocabulary, so no cache answers. */
const BUILDS = 15;

/** A fresh copy of the vocabulary per timed build. */
const copiesOf = (vocabulary: readonly VocabularyEntry[], builds: number): VocabularyEntry[][] =>
  Array.from({ length: builds }, () => vocabulary.map((v) => ({ ...v })));

/** The floor of reading the names at all: lower-case and split every friendly name. */
const readNames = (v: readonly VocabularyEntry[]): number => v.reduce((n, e) => n + e.friendly_name.toLowerCase().split(' ').length, 0);

/**
 * Index build (once per vocabulary) and per-utterance parse / engine-round times. Target: median
 * ≤ 1 ms per utterance; the baseline is the floor of looking at the text at all (lower-case and
 * split the same utterances). The index build's target is 100 ms, in this
 * process's CPU time with wall clock beside it (bench/lib/stats.ts cpuAndWallEach): the build is
 * in-process CPU-bound work, which wall clock on a loaded machine mostly misreports.
 */
export async function run({ size, utterances: count = 200, builds = BUILDS }: { size: number; utterances?: number; builds?: number }): Promise<BenchRow[]> {
  const vocabulary = generateVocabulary(size);
  const utterances = generateUtterances(vocabulary, count);
  const floor = (u: string): number => u.toLowerCase().split(' ').length;

  const index = buildIndex(vocabulary);
  for (let pass = 0; pass < 3; pass++) for (const u of utterances) parse(u, index);
  const parseTimes = await timeEach(utterances, 10, (u) => parse(u, index));
  const baselineTimes = await timeEach(utterances, 1000, floor);

  const engine = new BuiltinEngine();
  const signal = new AbortController().signal;
  const inputs = utterances.map((u): EngineRoundInput => ({
    user_message: u,
    history: [],
    rounds: [],
    vocabulary,
    time_zone: 'Europe/Amsterdam',
    now: new Date('2026-11-30T12:00:00Z'),
    rounds_left: 3,
  }));
  for (let pass = 0; pass < 3; pass++) for (const i of inputs) await engine.round(i, signal);
  const roundTimes = await timeEach(inputs, 10, (i) => engine.round(i, signal));

  // A new vocabulary array each time, so the engine's cache cannot answer.
  const built = await cpuAndWallEach(copiesOf(vocabulary, builds), 2, (v) => buildIndex(v));
  const builtWithTypos = await cpuAndWallEach(copiesOf(vocabulary, builds), 2, (v) => buildIndex(v).fuzzy());
  const vocabularyFloor = await cpuAndWallEach(copiesOf(vocabulary, builds), 2, readNames);

  return [
    cpuRow(`index build (${size} names)`, built, vocabularyFloor, 100),
    // The typo dictionary is built on the first typo, not with the index: its own, looser bound.
    cpuRow(`index build + typo dictionary (${size} names)`, builtWithTypos, vocabularyFloor, 1000),
    absoluteRow(`parse per utterance (${size} names)`, 'ms', parseTimes, baselineTimes, 1),
    absoluteRow(`engine round per utterance (${size} names, cached index)`, 'ms', roundTimes, baselineTimes, 1),
    ...(await languageRows(size, count, builds)),
  ];
}

/** Per registered pack: its index build and its parse, over names and requests in its own language. */
async function languageRows(size: number, count: number, builds: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const pack of registeredPacks()) {
    const words = WORDS[pack.code];
    const vocabulary = words ? vocabularyIn(words, size) : generateVocabulary(size);
    const utterances = words ? requestsIn(words, vocabulary, count) : generateUtterances(vocabulary, count);
    const floor = (u: string): number => u.toLowerCase().split(' ').length;
    const index = buildIndex(vocabulary, { language: pack.code });
    for (let pass = 0; pass < 3; pass++) for (const u of utterances) parse(u, index, pack.code);
    const parseTimes = await timeEach(utterances, 10, (u) => parse(u, index, pack.code));
    const baselineTimes = await timeEach(utterances, 1000, floor);
    const built = await cpuAndWallEach(copiesOf(vocabulary, builds), 2, (v) => buildIndex(v, { language: pack.code }));
    const vocabularyFloor = await cpuAndWallEach(copiesOf(vocabulary, builds), 2, readNames);
    rows.push(
      cpuRow(`[${pack.code}] index build (${size} names)`, built, vocabularyFloor, 100),
      // Every language's parse is held to 0.1 ms per utterance, a TypeScript pack's as a data pack's (docs/architecture.md).
      absoluteRow(`[${pack.code}] parse per utterance (${size} names)`, 'ms', parseTimes, baselineTimes, 0.1),
    );
  }
  return rows;
}
