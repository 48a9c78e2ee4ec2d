/**
 * The shape of a JSON answer — keys and value types, recursively — and the places where two answers'
 * shapes differ. What the fake-parity suite compares: values differ between two homes (ids, times,
 * versions), shapes must not. A string that is a Home Assistant timestamp has its own type, so a
 * fake writing another time format shows up.
 */

export type ShapeType = 'null' | 'boolean' | 'number' | 'string' | 'timestamp' | 'array' | 'object';

/** Python's `isoformat()` of an aware datetime, as Home Assistant writes every time. */
const HA_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?\+00:00$/;

export function shapeType(value: unknown): ShapeType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return HA_TIMESTAMP.test(value) ? 'timestamp' : 'string';
  if (typeof value === 'object') return 'object';
  return typeof value as 'boolean' | 'number';
}

export interface ShapeOptions {
  /**
   * Array paths (as reported, e.g. `$.result`) whose items are paired by this key rather than by
   * position, so two homes listing the same things in another order still compare item by item.
   */
  pairBy?: Record<string, string>;
  /** Paths compared only as "an object": their contents are a device's, not Home Assistant's. */
  opaque?: readonly string[];
}

/**
 * Every place where `fake` and `real` differ in shape, as `path: fake … real …` lines. Paths write
 * array items as `[]` (or `[key=value]` when paired), so one difference in every item reads once.
 */
export function shapeDiff(fake: unknown, real: unknown, options: ShapeOptions = {}, path = '$'): string[] {
  const out = new Set<string>();
  walk(fake, real, path, options, out);
  return [...out];
}

function walk(fake: unknown, real: unknown, path: string, options: ShapeOptions, out: Set<string>): void {
  const a = shapeType(fake);
  const b = shapeType(real);
  if (a !== b) {
    out.add(`${path}: fake ${a}, real ${b}`);
    return;
  }
  if (a === 'object') {
    if (options.opaque?.includes(path)) return;
    const f = fake as Record<string, unknown>;
    const r = real as Record<string, unknown>;
    for (const key of Object.keys(f)) if (!(key in r)) out.add(`${path}.${key}: only in the fake`);
    for (const key of Object.keys(r)) if (!(key in f)) out.add(`${path}.${key}: only in the real one`);
    for (const key of Object.keys(f)) if (key in r) walk(f[key], r[key], `${path}.${key}`, options, out);
    return;
  }
  if (a !== 'array') return;
  const f = fake as unknown[];
  const r = real as unknown[];
  if ((f.length === 0) !== (r.length === 0)) {
    out.add(`${path}: fake ${f.length} items, real ${r.length}`);
    return;
  }
  const key = options.pairBy?.[path];
  if (key !== undefined) {
    const byKey = new Map(r.map((item) => [keyOf(item, key), item]));
    for (const item of f) {
      const k = keyOf(item, key);
      if (byKey.has(k)) walk(item, byKey.get(k), `${path}[]`, options, out);
    }
    return;
  }
  // Items by position; a longer list's extra items against the other's first, so each is looked at.
  const n = Math.max(f.length, r.length);
  for (let i = 0; i < n; i++) walk(f[Math.min(i, f.length - 1)], r[Math.min(i, r.length - 1)], `${path}[]`, options, out);
}

function keyOf(item: unknown, key: string): unknown {
  return typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined;
}
