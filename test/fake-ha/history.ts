/**
 * The recorder and the history query behind `GET /api/history/period` (ref §4).
 */
import { recordedAttributes } from './recorded-attributes.js';
import { formatHaTime, type Micros } from './time.js';

export interface HistoryRow {
  state: string;
  attributes: Record<string, unknown>;
  /** When the recorder wrote the row: the state's `last_updated`. */
  at: Micros;
}

export interface HistoryQuery {
  entityIds: string[];
  start: Micros;
  end: Micros;
  /** Presence of `skip_initial_state` turns this off. */
  includeStartState: boolean;
  significantChangesOnly: boolean;
  minimalResponse: boolean;
  noAttributes: boolean;
}

// ref §4: attribute-only changes survive `significant_changes_only` in these domains...
const SIGNIFICANT_DOMAINS = new Set(['climate', 'device_tracker', 'humidifier', 'thermostat', 'water_heater']);
// ...and these always get full states under `minimal_response`.
const ALWAYS_FULL_DOMAINS = new Set(['climate', 'humidifier', 'input_datetime', 'thermostat', 'water_heater']);

export class HistoryStore {
  private readonly rows = new Map<string, HistoryRow[]>();

  /** Rows are kept in time order; one written at the same instant as another goes after it. */
  record(entityId: string, row: HistoryRow): void {
    // ref §4: the recorder stores a subset of the live attributes, so history shows fewer.
    const attributes = recordedAttributes(entityId, row.attributes);
    const list = this.rows.get(entityId) ?? [];
    let i = list.length;
    while (i > 0 && list[i - 1]!.at > row.at) i--;
    list.splice(i, 0, { state: row.state, attributes, at: row.at });
    this.rows.set(entityId, list);
  }

  /** The response body: one inner array per entity with rows, in request order (ref §4). */
  query(q: HistoryQuery): unknown[][] {
    const result: unknown[][] = [];
    for (const entityId of new Set(q.entityIds)) {
      const items = this.entityHistory(entityId, q);
      if (items.length > 0) result.push(items);
    }
    return result;
  }

  private entityHistory(entityId: string, q: HistoryQuery): unknown[] {
    const domain = entityId.split('.')[0] ?? '';
    const rows = withLastChanged(this.rows.get(entityId) ?? []);
    const initial = q.includeStartState ? rows.filter((r) => r.at <= q.start).at(-1) : undefined;
    const inWindow = rows.filter(
      (r) => r.at > q.start && r.at < q.end && (!q.significantChangesOnly || SIGNIFICANT_DOMAINS.has(domain) || r.lastChanged === r.at),
    );
    // The state in force at `start` is reported as if it changed at `start` (ref §4).
    const picked = initial ? [{ ...initial, at: q.start, lastChanged: q.start }, ...inWindow] : inWindow;

    const full = (r: RowWithChange) => ({
      entity_id: entityId,
      state: r.state,
      attributes: q.noAttributes ? {} : r.attributes,
      last_changed: formatHaTime(r.lastChanged),
      last_updated: formatHaTime(r.at),
    });
    if (!q.minimalResponse || ALWAYS_FULL_DOMAINS.has(domain)) return picked.map(full);

    // Minimal response: the first item full, then {state, last_changed} with consecutive repeats dropped.
    const [first, ...rest] = picked;
    if (!first) return [];
    const items: unknown[] = [full(first)];
    let previous = first.state;
    for (const r of rest) {
      if (r.state === previous) continue;
      items.push({ state: r.state, last_changed: formatHaTime(r.at) });
      previous = r.state;
    }
    return items;
  }
}

interface RowWithChange extends HistoryRow {
  lastChanged: Micros;
}

/** A row's `last_changed` is the time of the latest row that changed the state string (ref §2). */
function withLastChanged(rows: HistoryRow[]): RowWithChange[] {
  const out: RowWithChange[] = [];
  for (const row of rows) {
    const previous = out.at(-1);
    out.push({ ...row, lastChanged: previous && previous.state === row.state ? previous.lastChanged : row.at });
  }
  return out;
}
