/**
 * Shapes a `get_history` result for drawing: a numeric series for sensors, state segments for
 * everything else. RFC-0018: `changes` are real transitions inside the window, oldest first —
 * the state before the first change is not known, and is drawn as such.
 */

export interface HistoryChange {
  state: string;
  changed_at: string;
}

export interface HistoryResult {
  entity_id: string;
  period: string;
  changes: HistoryChange[];
  retrieved_at?: string;
}

export const PERIOD_MS: Record<string, number> = { hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000 };

export function isHistoryResult(value: unknown): value is HistoryResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r['entity_id'] === 'string' && typeof r['period'] === 'string' && Array.isArray(r['changes']);
}

export function historyWindow(result: HistoryResult): { start: number; end: number } {
  const end = Date.parse(result.retrieved_at ?? '') || Date.parse(result.changes.at(-1)?.changed_at ?? '') || Date.now();
  return { start: end - (PERIOD_MS[result.period] ?? PERIOD_MS['day']!), end };
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** True when every recorded state (ignoring unavailable/unknown) is a number: draw a line chart. */
export function isNumericHistory(result: HistoryResult): boolean {
  const values = result.changes.map((c) => c.state).filter((s) => s !== 'unavailable' && s !== 'unknown');
  return values.length > 0 && values.every((s) => NUMBER.test(s));
}

export interface Point {
  t: number;
  v: number;
}

/** The numeric samples in time order; gaps (unavailable) split the line. */
export function numericSeries(result: HistoryResult): Point[][] {
  const runs: Point[][] = [];
  let current: Point[] = [];
  for (const change of result.changes) {
    const t = Date.parse(change.changed_at);
    if (Number.isNaN(t)) continue;
    if (NUMBER.test(change.state)) current.push({ t, v: Number(change.state) });
    else if (current.length > 0) {
      runs.push(current);
      current = [];
    }
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

export interface Segment {
  state: string | null;
  start: number;
  end: number;
}

/** State segments across the window; the first one (before any recorded change) has state null. */
export function stateSegments(result: HistoryResult): Segment[] {
  const { start, end } = historyWindow(result);
  const segments: Segment[] = [];
  let cursor = start;
  let state: string | null = null;
  for (const change of result.changes) {
    const t = Math.min(Math.max(Date.parse(change.changed_at), start), end);
    if (Number.isNaN(t)) continue;
    if (t > cursor) segments.push({ state, start: cursor, end: t });
    cursor = t;
    state = change.state;
  }
  if (end > cursor) segments.push({ state, start: cursor, end });
  return segments;
}

/** "Nice" axis ticks for a numeric range. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const raw = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= max + step * 0.5 && ticks.length < 12; v += step) ticks.push(Number(v.toFixed(10)));
  return ticks;
}
