/**
 * The built-in intent engine in Dutch: per-utterance parse time on a generated
 * Dutch vocabulary (default 5,000 names), against the same floor as the English bench (lower-case
 * and split the same text). The Dutch pack's normaliser runs inside every parse, so this is the
 * whole cost of a Dutch request. Deterministic inputs; bounded repetitions.
 */
import { performance } from 'node:perf_hooks';
import { buildIndex, parse } from '../main/core/conversation/builtin/index.js';
import type { VocabularyEntry } from '../main/core/conversation/conversation-engine.js';
import { absoluteRow, collectGarbage, type BenchRow } from './lib/stats.js';

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

const AREAS = [
  'Keuken',
  'Woonkamer',
  'Slaapkamer',
  'Logeerkamer',
  'Kantoor',
  'Gang',
  'Badkamer',
  'Garage',
  'Tuin',
  'Zolder',
  'Kelder',
  'Eetkamer',
  'Kinderkamer',
  'Washok',
  'Veranda',
  'Studeerkamer',
  'Speelkamer',
  'Bijkeuken',
  'Overloop',
  'Werkplaats',
];
const PLACES = [
  'plafond',
  'bureau',
  'vloer',
  'wand',
  'hoek',
  'raam',
  'deur',
  'bed',
  'spiegel',
  'kast',
  'aanrecht',
  'plank',
  'trap',
  'noord',
  'zuid',
  'oost',
  'west',
  'links',
  'rechts',
  'boven',
  'onder',
  'lees',
  'sfeer',
  'nacht',
];
const KINDS: Array<{ domain: string; noun: string; device_class: string | null; unit: string | null }> = [
  { domain: 'light', noun: 'lamp', device_class: null, unit: null },
  { domain: 'light', noun: 'lampje', device_class: null, unit: null },
  { domain: 'light', noun: 'spots', device_class: null, unit: null },
  { domain: 'switch', noun: 'stekker', device_class: null, unit: null },
  { domain: 'switch', noun: 'kachel', device_class: null, unit: null },
  { domain: 'switch', noun: 'ventilator', device_class: null, unit: null },
  { domain: 'sensor', noun: 'temperatuur', device_class: 'temperature', unit: '°C' },
  { domain: 'sensor', noun: 'vochtigheid', device_class: 'humidity', unit: '%' },
  { domain: 'binary_sensor', noun: 'deur', device_class: 'door', unit: null },
  { domain: 'binary_sensor', noun: 'beweging', device_class: 'motion', unit: null },
  { domain: 'binary_sensor', noun: 'raam', device_class: 'window', unit: null },
];

/** A Dutch household-like vocabulary of `size` entities ("Keuken plafondlamp 3"); about half have an area. */
export function generateDutchVocabulary(size: number, seed = 42): VocabularyEntry[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const seen = new Set<string>();
  const out: VocabularyEntry[] = [];
  for (let i = 0; out.length < size; i++) {
    const area = pick(AREAS);
    const kind = pick(KINDS);
    const place = pick(PLACES);
    const numbered = i >= AREAS.length * PLACES.length ? ` ${1 + Math.floor(i / 97)}` : '';
    const name = `${area} ${place}${kind.noun}${numbered}`;
    const entityId = `${kind.domain}.${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
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

/** A fixed mix of Dutch commands (separable verbs), questions, history, typos, unknown names and refusals. */
export function generateDutchUtterances(vocabulary: readonly VocabularyEntry[], count = 200, seed = 7): string[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const names = vocabulary.map((v) => v.friendly_name.toLowerCase());
  const area = (): string => pick(AREAS).toLowerCase();
  const templates: Array<() => string> = [
    () => `zet de ${pick(names)} aan`,
    () => `doe de ${pick(names)} uit alsjeblieft`,
    () => `${pick(names)} uitschakelen`,
    () => `staat de ${pick(names)} aan?`,
    () => `wat is de temperatuur in de ${area()}?`,
    () => `doe de lampen in de ${area()} uit`,
    () => `zijn er lampen aan in de ${area()}?`,
    () => `wanneer is de ${pick(names)} voor het laatst veranderd?`,
    () => `hoe vaak is de ${pick(names)} vandaag aangezet`,
    () =>
      `zet de ${pick(names)
        .split(' ')
        .map((w) => typo(w, rnd))
        .join(' ')} aan`,
    () => `doe de ${pick(['garagekachelding', 'ruimteraket', 'aquariumpomp'])} aan`,
    () => `doe het ${pick(PLACES)}lampje uit`,
    () => 'wat kun je zien?',
    () => `dim de lampen in de ${area()}`,
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

/** Dutch parse per utterance, normaliser included. Target: median ≤ 1 ms (issue 16). */
export async function run({ size, utterances: count = 200 }: { size: number; utterances?: number }): Promise<BenchRow[]> {
  const vocabulary = generateDutchVocabulary(size);
  const utterances = generateDutchUtterances(vocabulary, count);
  const floor = (u: string): number => u.toLowerCase().split(' ').length;

  const index = buildIndex(vocabulary);
  for (let pass = 0; pass < 3; pass++) for (const u of utterances) parse(u, index, 'nl');
  const parseTimes = await timeEach(utterances, 10, (u) => parse(u, index, 'nl'));
  const baselineTimes = await timeEach(utterances, 1000, floor);

  // The index is built the same way in every language (the pack reads it, it adds nothing): its
  // build time is the English bench's row.
  return [absoluteRow(`nl parse per utterance (${size} names)`, 'ms', parseTimes, baselineTimes, 1)];
}
