/**
 * `parseState` is a hand-written `haStateSchema.safeParse` (the schema copies every attribute map,
 * which on a 5,000-entity home is most of the cost of reading `/api/states`). It must give the
 * same answer for anything Home Assistant — or something pretending to be it — could send.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateHome } from '../fake-ha/index.js';
import { friendlyNameOf, haStateSchema, parseState, rawEntityId, stringAttribute } from '../../main/core/ha/states.js';

function viaSchema(raw: unknown) {
  const parsed = haStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The one deliberate difference: an attribute named `__proto__` stays the own data property
 * `JSON.parse` made it, where the schema's copy assigns it (dropping it, or swapping the copy's
 * prototype). Only named attributes are ever read, so neither reaches anything; compared without it.
 */
function withoutProtoKey(state: ReturnType<typeof parseState>) {
  if (!state || !Object.hasOwn(state.attributes, '__proto__')) return state;
  const attributes = Object.fromEntries(Object.entries(state.attributes).filter(([key]) => key !== '__proto__'));
  return { ...state, attributes };
}

const anyValue = fc.jsonValue({ maxDepth: 3 });
const stringish = fc.oneof(fc.string(), anyValue);
/** Objects shaped like a state, each field sometimes missing, sometimes of the wrong type. */
const stateLike = fc.record(
  {
    entity_id: stringish,
    state: stringish,
    attributes: fc.oneof(fc.dictionary(fc.string(), anyValue), anyValue),
    last_changed: stringish,
    last_updated: stringish,
    last_reported: stringish,
    context: anyValue,
  },
  { requiredKeys: [] },
);

/** Usable states, with the optional parts (attributes, last_updated, extra keys) varied. */
const validish = fc.record(
  {
    entity_id: fc.string(),
    state: fc.string(),
    attributes: fc.oneof(fc.dictionary(fc.string(), anyValue), anyValue),
    last_changed: fc.string(),
    last_updated: fc.oneof(fc.string(), anyValue),
    context: anyValue,
  },
  { requiredKeys: ['entity_id', 'state', 'last_changed'] },
);

describe('parseState answers as haStateSchema does', () => {
  it('on every entity of a generated home', () => {
    const home = generateHome(500, 9).map((e) => ({ ...e, last_changed: '2026-11-30T10:00:00+00:00', last_updated: '2026-11-30T10:00:00.123456+00:00' }));
    for (const raw of JSON.parse(JSON.stringify(home)) as unknown[]) expect(parseState(raw)).toStrictEqual(viaSchema(raw));
  });

  it('on state-like objects with missing and mistyped fields, and on any JSON value', () => {
    fc.assert(
      fc.property(fc.oneof(validish, stateLike, anyValue), (value) => {
        // Home Assistant's answer is parsed JSON: round-trip so the input is exactly that.
        const raw = JSON.parse(JSON.stringify(value) ?? 'null') as unknown;
        const attributes = (raw as { attributes?: unknown } | null)?.attributes;
        if (typeof attributes === 'object' && attributes !== null && Object.hasOwn(attributes, '__proto__')) {
          expect(withoutProtoKey(parseState(raw))).toEqual(withoutProtoKey(viaSchema(raw)));
          expect(parseState(raw) === null).toBe(viaSchema(raw) === null);
        } else {
          expect(parseState(raw)).toStrictEqual(viaSchema(raw));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('an attribute named __proto__ stays data: no prototype, no inherited friendly_name', () => {
    const raw = JSON.parse(
      '{"entity_id":"light.porch","state":"on","last_changed":"2026-11-30T10:00:00+00:00","attributes":{"__proto__":{"friendly_name":"Evil","unit_of_measurement":"x"}}}',
    ) as unknown;
    const state = parseState(raw)!;
    expect(Object.getPrototypeOf(state.attributes)).toBe(Object.prototype);
    expect(friendlyNameOf(state)).toBe('porch');
    expect(stringAttribute(state.attributes, 'unit_of_measurement')).toBeNull();
  });

  it('rawEntityId reads the id without validating the rest', () => {
    expect(rawEntityId({ entity_id: 'light.x', state: 7 })).toBe('light.x');
    for (const raw of [null, 42, 'light.x', [], { entity_id: 7 }, {}]) expect(rawEntityId(raw)).toBeUndefined();
  });
});
