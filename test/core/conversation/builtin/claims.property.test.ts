/**
 * Answers computed, not composed (DESIGN §5; RFC-0018 "reads are answered from the result"): for
 * random homes and random state questions of the shapes a household asks — several named devices,
 * which / how many / any / all of a kind, one device — the structured answer the engine words
 * (`stateAnswerOf`) claims of each device exactly what the approved read says, and leaves out no
 * device the question asked about. Seeded, bounded: CASES cases per shape, the same on every run.
 */
import { describe, expect, it } from 'vitest';
import type { VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';
import { stateAnswerOf } from '../../../../main/core/conversation/builtin/answer.js';
import { buildIndex, understand, type Plan } from '../../../../main/core/conversation/builtin/index.js';
import type { StateAnswer } from '../../../../main/core/conversation/builtin/lang/types.js';

const CASES = 150;

/** mulberry32: a small seeded generator, so a failing case can be replayed by its seed. */
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

const ROOMS = ['Porch', 'Hallway', 'Bedroom', 'Kitchen', 'Garage', 'Office', 'Attic', 'Cellar', 'Study', 'Nursery', 'Pantry', 'Landing'];
const STATES = ['on', 'off', 'off', 'on', 'unavailable'];

interface Home {
  vocabulary: VocabularyEntry[];
  states: Map<string, string>;
}

/** 2–8 lights and 0–4 switches, each in its own room, in random states (some unavailable). */
function home(next: () => number): Home {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const rooms = [...ROOMS].sort(() => next() - 0.5);
  const lights = 2 + Math.floor(next() * 7);
  const switches = Math.floor(next() * 5);
  const vocabulary: VocabularyEntry[] = [];
  const states = new Map<string, string>();
  for (let i = 0; i < lights + switches && i < rooms.length; i++) {
    const room = rooms[i]!;
    const light = i < lights;
    const entity_id = `${light ? 'light' : 'switch'}.${room.toLowerCase()}_${light ? 'light' : 'heater'}`;
    vocabulary.push({ entity_id, friendly_name: `${room} ${light ? 'Light' : 'Heater'}`, device_class: null, unit_of_measurement: null, area: room });
    states.set(entity_id, pick(STATES));
  }
  return { vocabulary, states };
}

function read(h: Home): { entities: Array<Record<string, unknown>> } {
  return {
    entities: h.vocabulary.map((v) => ({
      entity_id: v.entity_id,
      friendly_name: v.friendly_name,
      domain: v.entity_id.split('.')[0],
      state: h.states.get(v.entity_id),
      unit_of_measurement: null,
      last_changed: '2026-12-01T10:00:00Z',
    })),
  };
}

type Shape = 'named' | 'one' | 'which' | 'count' | 'any' | 'all';

function question(shape: Shape, h: Home, next: () => number): { text: string; asked: string[]; state: 'on' | 'off' } {
  const state = next() < 0.5 ? 'on' : 'off';
  const lights = h.vocabulary.filter((v) => v.entity_id.startsWith('light.'));
  const the = (v: VocabularyEntry) => `the ${v.friendly_name.toLowerCase()}`;
  switch (shape) {
    case 'named': {
      const chosen = [...h.vocabulary].sort(() => next() - 0.5).slice(0, 2 + Math.floor(next() * Math.min(3, h.vocabulary.length - 1)));
      const names = chosen.map(the);
      const list = names.length === 2 ? `${names[0]} and ${names[1]}` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
      return { text: `are ${list} ${state}?`, asked: chosen.map((v) => v.entity_id), state };
    }
    case 'one': {
      const v = h.vocabulary[Math.floor(next() * h.vocabulary.length)]!;
      return { text: `is ${the(v)} ${state}?`, asked: [v.entity_id], state };
    }
    case 'which':
      return { text: `which lights are ${state}?`, asked: lights.map((v) => v.entity_id), state };
    case 'count':
      return { text: `how many lights are ${state}?`, asked: lights.map((v) => v.entity_id), state };
    case 'any':
      return { text: `are any lights ${state}?`, asked: lights.map((v) => v.entity_id), state };
    case 'all':
      return { text: `are all the lights ${state}?`, asked: lights.map((v) => v.entity_id), state };
  }
}

/** Every device the answer names, with the state it claims for it ("is", "is not", or a raw reading). */
function claims(answer: StateAnswer): Array<{ id: string; claim: 'is' | 'is_not' | { raw: string } }> {
  const ids = (items: ReadonlyArray<{ entity_id: string } | { entity: { entity_id: string } }>) =>
    items.map((i) => ('entity' in i ? i.entity.entity_id : i.entity_id));
  switch (answer.kind) {
    case 'yes_no':
      return [{ id: answer.reading.entity.entity_id, claim: answer.yes ? 'is' : 'is_not' }];
    case 'unreadable':
      return [{ id: answer.reading.entity.entity_id, claim: { raw: answer.reading.raw } }];
    case 'some':
      return ids(answer.matching).map((id) => ({ id, claim: 'is' }));
    case 'not_all':
      return ids(answer.notMatching).map((id) => ({ id, claim: 'is_not' }));
    case 'partly':
      return [...ids(answer.matching).map((id) => ({ id, claim: 'is' as const })), ...ids(answer.notMatching).map((id) => ({ id, claim: 'is_not' as const }))];
    case 'which':
    case 'count':
      return ids(answer.matching).map((id) => ({ id, claim: 'is' }));
    case 'all':
      return answer.only ? [{ id: answer.only.entity.entity_id, claim: 'is' }] : [];
    default:
      return [];
  }
}

const SHAPES: Shape[] = ['named', 'one', 'which', 'count', 'any', 'all'];

describe('no answer claims a state that differs from the read', () => {
  for (const shape of SHAPES) {
    it(`${shape}: ${CASES} random homes and questions`, () => {
      for (let seed = 1; seed <= CASES; seed++) {
        const next = random(seed * 7919 + SHAPES.indexOf(shape));
        const h = home(next);
        const q = question(shape, h, next);
        const index = buildIndex(h.vocabulary, { here: null, language: 'en' });
        const plan = understand(q.text, () => index, 'en').plan;
        const where = `seed ${seed}: "${q.text}" in ${JSON.stringify([...h.states])}`;
        expect(plan.kind, where).toBe('state');
        const statePlan = plan as Extract<Plan, { kind: 'state' }>;
        // The question is about exactly the devices it named (or every one of the kind).
        expect([...statePlan.targets].sort(), where).toEqual([...q.asked].sort());
        const { answer } = stateAnswerOf(statePlan, read(h), index);
        const isAsked = (id: string) => h.states.get(id) === q.state;
        for (const c of claims(answer)) {
          expect(q.asked, where).toContain(c.id);
          if (c.claim === 'is') expect(h.states.get(c.id), `${where}: claims ${c.id} is ${q.state}`).toBe(q.state);
          else if (c.claim === 'is_not') expect(h.states.get(c.id), `${where}: claims ${c.id} is not ${q.state}`).not.toBe(q.state);
          else expect(h.states.get(c.id), where).toBe(c.claim.raw);
        }
        // Nothing left out: a "some", "which" or "count" answer names every device in the asked state;
        // "none" and "all" answers hold over every device asked about.
        const inState = q.asked.filter(isAsked).sort();
        if (answer.kind === 'some' || answer.kind === 'which' || answer.kind === 'count')
          expect(
            claims(answer)
              .map((c) => c.id)
              .sort(),
            `${where}: leaves out a device that is ${q.state}`,
          ).toEqual(inState);
        if (answer.kind === 'none_of' || answer.kind === 'none_now' || answer.kind === 'count_none') expect(inState, where).toEqual([]);
        if (answer.kind === 'all') expect(inState.length, where).toBe(q.asked.length);
        // A yes/no question about named devices: "Yes" holds for each of them, and "not all" names each.
        if (shape === 'named' && answer.kind === 'some') expect(inState.length, `${where}: a bare "Yes" when some are not`).toBe(q.asked.length);
        if (answer.kind === 'partly')
          expect(
            claims(answer)
              .map((c) => c.id)
              .sort(),
            where,
          ).toEqual([...q.asked].sort());
        if (answer.kind === 'not_all')
          expect(
            claims(answer)
              .map((c) => c.id)
              .sort(),
            where,
          ).toEqual(q.asked.filter((id) => !isAsked(id)).sort());
      }
    });
  }
});
