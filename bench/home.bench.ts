/**
 * A home with places, measured: the vocabulary index with areas, floors and aliases for 5,000
 * entities (≤ 100 ms to build, in this process's CPU time, wall clock beside it; the floor is the
 * build of the same names without places), parsing against it (≤ 1 ms median per utterance, this
 * computer's room set), and the registry read over one WebSocket session for a 5,000-entity home
 * with every entity allowlisted (≤ 1.5× the `/api/states` floor of the same run: the same fake, the
 * same loopback, text + `JSON.parse`). The fake runs in this process for both, so its serialisation
 * is on the measured loop for the floor and the session alike. Bounded loops, deterministic inputs.
 */
import { performance } from 'node:perf_hooks';
import { buildIndex, parse } from '../main/core/conversation/builtin/index.js';
import type { VocabularyEntry } from '../main/core/conversation/conversation-engine.js';
import { readRegistries } from '../main/core/ha/registries.js';
import { generateHome, type FakeRegistries } from '../test/fake-ha/index.js';
import { startFakeHaProcess } from './lib/fake-ha-process.js';
import { generateUtterances, generateVocabulary } from './intent-engine.bench.js';
import { floorClient } from './lib/floor.js';
import { absoluteRow, collectGarbage, cpuAndWallEach, cpuRow, ratioRow, type BenchRow } from './lib/stats.js';

export interface HomeBenchOptions {
  size: number;
  utterances?: number;
  runs?: number;
  warmup?: number;
  /** Timed index builds of each kind (each on a fresh copy of the vocabulary, so no cache answers). */
  builds?: number;
}

const FLOORS = ['Ground Floor', 'First Floor', 'Second Floor', 'Basement'];

/** The generated vocabulary with what the registry read adds: area ids and aliases, floors, entity aliases. */
export function withPlaces(vocabulary: readonly VocabularyEntry[]): VocabularyEntry[] {
  return vocabulary.map((v, i) => {
    const area = v.area ?? v.friendly_name.split(' ').slice(0, 1).join(' ');
    const floor = FLOORS[area.length % FLOORS.length]!;
    const entry: VocabularyEntry = {
      ...v,
      area,
      area_id: area.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
      floor,
      floor_id: floor.toLowerCase().replace(/ /g, '_'),
      controllable: v.entity_id.startsWith('light.') || v.entity_id.startsWith('switch.'),
    };
    if (i % 3 === 0) entry.aliases = [`${v.friendly_name.split(' ').slice(-1)[0]} ${i}`];
    if (i % 5 === 0) entry.area_aliases = [`${area} area`];
    if (floor === 'First Floor') entry.floor_aliases = ['upstairs'];
    if (floor === 'Ground Floor') entry.floor_aliases = ['downstairs'];
    return entry;
  });
}

/** A registry for a generated home: 20 areas on 4 floors, one device per 2 entities, aliases on a third. */
export function registriesFor(entityIds: readonly string[]): FakeRegistries {
  const rooms = Array.from({ length: 20 }, (_, k) => `room_${k}`);
  return {
    floors: FLOORS.map((name, k) => ({ floor_id: `floor_${k}`, name, aliases: k === 1 ? ['upstairs'] : [] })),
    areas: rooms.map((id, k) => ({ area_id: id, name: `Room ${k}`, aliases: [`room number ${k}`], floor_id: `floor_${k % FLOORS.length}` })),
    devices: entityIds.filter((_, i) => i % 2 === 0).map((id, k) => ({ id: `dev_${k}`, name: `Device ${k}`, area_id: rooms[k % rooms.length]! })),
    entities: entityIds.map((id, i) => ({
      entity_id: id,
      ...(i % 2 === 0 ? { device_id: `dev_${i / 2}` } : { area_id: rooms[i % rooms.length]! }),
      aliases: i % 3 === 0 ? [`alias ${i}`] : [],
    })),
  };
}

async function timeEach<T>(items: readonly T[], reps: number, work: (item: T) => unknown): Promise<number[]> {
  const times: number[] = [];
  for (const item of items) {
    const t0 = performance.now();
    for (let r = 0; r < reps; r++) await work(item);
    times.push((performance.now() - t0) / reps);
  }
  return times;
}

export async function run({ size, utterances: count = 200, runs = 10, warmup = 3, builds = 15 }: HomeBenchOptions): Promise<BenchRow[]> {
  const plain = generateVocabulary(size);
  const placed = withPlaces(plain);
  const copies = (v: readonly VocabularyEntry[]) => Array.from({ length: builds }, () => v.map((e) => ({ ...e })));
  // CPU time of this process per build, wall clock beside it (bench/lib/stats.ts cpuAndWallEach).
  const plainBuilds = await cpuAndWallEach(copies(plain), 2, (v) => buildIndex(v));
  const placedBuilds = await cpuAndWallEach(copies(placed), 2, (v) => buildIndex(v, { here: placed[0]!.area_id! }));

  const index = buildIndex(placed, { here: placed[0]!.area_id! });
  const utterances = [
    ...generateUtterances(placed, count),
    'turn off the lights upstairs',
    'turn off all the kitchen lights downstairs',
    'turn on the lights here',
    'is it warm in here?',
  ];
  for (let pass = 0; pass < 3; pass++) for (const u of utterances) parse(u, index);
  const parseTimes = await timeEach(utterances, 10, (u) => parse(u, index));
  const floorTimes = await timeEach(utterances, 1000, (u) => u.toLowerCase().split(' ').length);

  // The registry read against the /api/states floor, over the same loopback fake.
  const entities = generateHome(size);
  const ids = entities.map((e) => e.entity_id);
  // Home Assistant in its own process, as a real one is: its serialisation lands on the other core for the floor and the session alike.
  const ha = await startFakeHaProcess(size, 1, { registries: registriesFor(ids) });
  const target = { base_url: ha.url, token: ha.token, token_origin: ha.url, tls: { mode: 'system' as const } };
  const floor = floorClient(target);
  const session: number[] = [];
  const states: number[] = [];
  const coldStates: number[] = [];
  const session300: number[] = [];
  try {
    for (let i = 0; i < warmup + runs; i++) {
      collectGarbage();
      const t0 = performance.now();
      await floor.get('/api/states');
      const t1 = performance.now();
      await readRegistries(target, ids);
      const t2 = performance.now();
      // The session always opens a new connection; so does this floor (a fresh agent, as the session's).
      const cold = floorClient(target);
      const t3 = performance.now();
      await cold.get('/api/states');
      const t4 = performance.now();
      await cold.close();
      const t5 = performance.now();
      await readRegistries(target, ids.slice(0, 300));
      const t6 = performance.now();
      if (i >= warmup) {
        session300.push(t6 - t5);
        states.push(t1 - t0);
        session.push(t2 - t1);
        coldStates.push(t4 - t3);
      }
    }
  } finally {
    await floor.close();
    await ha.close();
  }

  return [
    cpuRow(`home: index build with areas, floors, aliases (${size} entities)`, placedBuilds, plainBuilds, 100),
    absoluteRow(`home: parse per utterance with areas, floors, aliases, room set (${size} entities)`, 'ms', parseTimes, floorTimes, 1),
    ratioRow(`home: registry read, one WebSocket session (${size} entities allowlisted) vs GET /api/states`, 'ms', { floor: states, candidate: session }, 1.5),
    ratioRow(`home: registry read (${size} entities allowlisted) vs GET /api/states on a new connection`, 'ms', { floor: coldStates, candidate: session }, 1.5),
    ratioRow(`home: registry read (300 of ${size} entities allowlisted) vs GET /api/states`, 'ms', { floor: states, candidate: session300 }, 1.5),
  ];
}
