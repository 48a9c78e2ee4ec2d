/**
 * `GET /api/history/period[/<start>]`: HA's `HistoryPeriodView`, checks in its order (ref §4).
 */
import { isValidEntityId } from './entity-id.js';
import type { HistoryStore } from './history.js';
import { json, jsonMessage, type FakeResponse } from './responses.js';
import type { StateMachine } from './state-machine.js';
import { microsFromMs, parseHaDatetime } from './time.js';

const ONE_DAY_US = 86_400_000_000;

export interface HistoryViewContext {
  states: StateMachine;
  history: HistoryStore;
  nowMs: () => number;
  timeZone: string;
}

export function historyPeriod(ctx: HistoryViewContext, startText: string | undefined, query: URLSearchParams): FakeResponse {
  let requestedStart: number | undefined;
  if (startText !== undefined) {
    requestedStart = parseHaDatetime(startText, ctx.timeZone);
    if (requestedStart === undefined) return jsonMessage('Invalid datetime', 400);
  }
  const filter = query.get('filter_entity_id');
  if (!filter) return jsonMessage('filter_entity_id is missing', 400);
  // The whole list is stripped and lowercased, the items are not trimmed: "a, b" fails.
  const entityIds = filter.trim().toLowerCase().split(',');
  if (entityIds.some((id) => !ctx.states.get(id) && !isValidEntityId(id))) {
    return jsonMessage('Invalid filter_entity_id', 400);
  }
  const now = microsFromMs(ctx.nowMs());
  const start = requestedStart ?? now - ONE_DAY_US;
  if (start > now) return json([]);
  let end = start + ONE_DAY_US;
  const endText = query.get('end_time');
  if (endText) {
    const parsed = parseHaDatetime(endText, ctx.timeZone);
    if (parsed === undefined) return jsonMessage('Invalid end_time', 400);
    end = parsed;
  }
  return json(
    ctx.history.query({
      entityIds,
      start,
      end,
      // Presence flags: any value, even "=false", turns them on; significant_changes_only is on unless "0".
      includeStartState: !query.has('skip_initial_state'),
      significantChangesOnly: query.get('significant_changes_only') !== '0',
      minimalResponse: query.has('minimal_response'),
      noAttributes: query.has('no_attributes'),
    }),
  );
}
