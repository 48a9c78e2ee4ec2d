/**
 * Stage 6's byte bound (RFC-0003) settled by a cheap upper bound when it can be: the bound is never
 * below `JSON.stringify`'s UTF-8 size, anything not plain JSON data is measured exactly, and a
 * result over the bound is RESULT_TOO_LARGE whichever way it was measured.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyCapability } from '../../../main/core/capabilities/capability.js';
import { shapeStage } from '../../../main/core/executor/executor.js';
import { jsonBytesAtMost } from '../../../main/core/executor/json-size.js';

const exact = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

describe('jsonBytesAtMost', () => {
  it('is never below the real size, for any JSON data (escapes, astral characters, deep nesting)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonBytesAtMost(value, Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(exact(value));
      }),
      { numRuns: 2000 },
    );
    // The longest numbers JSON writes: 17 significant digits in decimal form just above 1e-7
    // ("-0.0000030000000000000005", 25 characters), the exponent forms at the ends.
    const longest = -(0.1 + 0.2) / 100_000;
    expect(JSON.stringify(longest)).toHaveLength(25);
    for (const n of [longest, -(0.1 + 0.2) / 10_000_000, -Number.MAX_VALUE, -Number.MIN_VALUE, -(2 ** 66)]) {
      expect(jsonBytesAtMost(n, Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(exact(n));
    }
    for (const s of ['\u0001\u0002"\\', '😀'.repeat(50), '\u2028\ud800', 'é'.repeat(100)]) {
      expect(jsonBytesAtMost({ s, list: [s, { s }] }, Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(exact({ s, list: [s, { s }] }));
    }
  });

  it('is Infinity for what JSON.stringify would not write as plain data', () => {
    expect(jsonBytesAtMost({ at: new Date(0) }, 1e9)).toBe(Number.POSITIVE_INFINITY);
    expect(jsonBytesAtMost({ own: { toJSON: () => 'x'.repeat(1e6) } }, 1e9)).toBe(Number.POSITIVE_INFINITY);
    expect(jsonBytesAtMost([undefined], 1e9)).toBe(Number.POSITIVE_INFINITY);
    expect(jsonBytesAtMost(new Map(), 1e9)).toBe(Number.POSITIVE_INFINITY);
  });

  it('stops counting past the limit', () => {
    expect(
      jsonBytesAtMost(
        Array.from({ length: 10_000 }, () => 'abc'),
        100,
      ),
    ).toBeGreaterThan(100);
  });
});

describe('stage 6 with the bound', () => {
  const capability = (bytes: number) =>
    ({
      name: 'test.capability',
      result: z.object({ text: z.array(z.string()) }),
      bounds: { timeout_seconds: 1, max_result_bytes: bytes, max_invocations_per_turn: 1 },
    }) as unknown as AnyCapability;

  it('a result the cheap bound cannot settle is measured exactly: under the bound passes, over it is RESULT_TOO_LARGE', () => {
    const result = { text: ['a'.repeat(1000)] }; // 1,013 bytes; the cheap bound says about 6,000
    expect(shapeStage(capability(1013), result)).toEqual({ ok: true, value: result });
    const over = shapeStage(capability(1012), result);
    expect(over.ok).toBe(false);
    expect(!over.ok && over.error.code).toBe('RESULT_TOO_LARGE');
  });

  it('escapes count as written: a string of control characters six bytes each', () => {
    const result = { text: ['\u0001'.repeat(100)] }; // {"text":["\u0001…"]} = 13 + 600 bytes
    expect(exact(result)).toBe(613);
    expect(shapeStage(capability(613), result).ok).toBe(true);
    expect(shapeStage(capability(612), result).ok).toBe(false);
  });
});
