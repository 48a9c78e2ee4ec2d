/**
 * Answers read from approved results: a state question from `list_entities`, a history question
 * from `get_history`. Only what the result says is reported; an entity the result left out is
 * said to be missing, never guessed. This module decides which answer it is; the reply
 * language's `Replies` says it.
 */
import type { HistoryAnswer, HistoryEvent, Reading, Replies, StateAnswer, ValueLine } from './lang/types.js';
import { OPENING_CLASSES } from './kinds.js';
import type { Plan } from './plan.js';
import { whenOf } from './time.js';
import type { IndexedEntity, VocabularyIndex } from './indexed-vocabulary.js';

interface ListedEntity {
  entity_id: string;
  state: string;
  unit_of_measurement: string | null;
}

interface HistoryChange {
  state: string;
  changed_at: string;
}

function listed(result: unknown): Map<string, ListedEntity> {
  const out = new Map<string, ListedEntity>();
  const entities = (result as { entities?: unknown } | null)?.entities;
  if (!Array.isArray(entities)) return out;
  for (const e of entities as Array<Record<string, unknown>>) {
    if (typeof e?.entity_id !== 'string' || typeof e.state !== 'string') continue;
    out.set(e.entity_id, {
      entity_id: e.entity_id,
      state: e.state,
      unit_of_measurement: typeof e.unit_of_measurement === 'string' ? e.unit_of_measurement : null,
    });
  }
  return out;
}

function unreadable(raw: string): boolean {
  return raw === 'unavailable' || raw === 'unknown' || raw === '';
}

/** Which answer a state question gets, from the `list_entities` result. */
export function stateAnswerOf(
  plan: Extract<Plan, { kind: 'state' }>,
  result: unknown,
  index: VocabularyIndex,
): { answer: StateAnswer; missing: IndexedEntity[] } {
  const rows = listed(result);
  const targets = plan.targets.map((id) => index.byId.get(id)).filter((e): e is IndexedEntity => e !== undefined);
  const present = targets.filter((e) => rows.has(e.entity_id));
  const missing = targets.filter((e) => !rows.has(e.entity_id));
  if (present.length === 0) return { answer: { kind: 'not_reported', targets }, missing: [] };
  const reading = (e: IndexedEntity): Reading => {
    const row = rows.get(e.entity_id)!;
    return { entity: e, raw: row.state, unit: row.unit_of_measurement };
  };
  const wanted = (e: IndexedEntity): string | undefined => plan.states?.[e.entity_id];
  const matches = present.filter((e) => wanted(e) !== undefined && rows.get(e.entity_id)!.state === wanted(e));
  const asked = plan.state_word ?? 'that';
  const checked = present.length;
  const answer = ((): StateAnswer => {
    switch (plan.question) {
      case 'value':
        return { kind: 'values', lines: present.slice(0, 10).map((e) => valueLine(plan, reading(e))), more: Math.max(0, present.length - 10) };
      case 'yes_no':
      case 'any':
        if (checked === 1) {
          const r = reading(present[0]!);
          if (unreadable(r.raw)) return { kind: 'unreadable', reading: r };
          return { kind: 'yes_no', yes: matches.length === 1, reading: r };
        }
        if (matches.length === 0) return { kind: 'none_of', checked, asked };
        // "Are the porch, hallway and kitchen lights on?" asks of each: never a bare "Yes" when some are not.
        if (plan.question === 'yes_no' && matches.length < checked) {
          return { kind: 'partly', matching: matches.map(reading), notMatching: present.filter((e) => !matches.includes(e)).map(reading) };
        }
        return { kind: 'some', matching: matches.map(reading) };
      case 'all': {
        const notMatching = present.filter((e) => !matches.includes(e));
        if (notMatching.length === 0) return { kind: 'all', checked, asked, only: checked === 1 ? reading(present[0]!) : null };
        return { kind: 'not_all', notMatching: notMatching.map(reading) };
      }
      case 'which':
      case 'list':
        if (matches.length === 0) return { kind: 'none_now', of: plan.question === 'list' ? 'anything' : 'checked', checked, asked };
        return { kind: 'which', matching: matches, asked };
      case 'count':
        if (matches.length === 0) return { kind: 'count_none', checked, asked };
        return { kind: 'count', matching: matches, checked, asked };
    }
  })();
  return { answer, missing };
}

function valueLine(plan: Extract<Plan, { kind: 'state' }>, r: Reading): ValueLine {
  const e = r.entity;
  if (plan.measure && (e.domain === 'climate' || e.domain === 'water_heater' || e.domain === 'humidifier'))
    return { kind: 'measure_missing', reading: r, measure: plan.measure };
  if (unreadable(r.raw)) return { kind: 'unreadable', reading: r };
  return { kind: 'plain', reading: r };
}

/** The reply to a state question, in the reply language. */
export function answerState(plan: Extract<Plan, { kind: 'state' }>, result: unknown, index: VocabularyIndex, replies: Replies): string {
  const { answer, missing } = stateAnswerOf(plan, result, index);
  return replies.stateAnswer(answer, missing);
}

// ---------------------------------------------------------------------------------------------

function changesOf(result: unknown): HistoryChange[] {
  const changes = (result as { changes?: unknown } | null)?.changes;
  if (!Array.isArray(changes)) return [];
  return (changes as Array<Record<string, unknown>>)
    .filter((c) => typeof c?.state === 'string' && typeof c.changed_at === 'string' && !Number.isNaN(Date.parse(c.changed_at)))
    .map((c) => ({ state: c.state as string, changed_at: c.changed_at as string }));
}

/** What the event is, for this entity: "opened" for a door, "turned on" for a light, "changed to …". */
function eventOf(e: IndexedEntity, event: { raw: string | null; word: string } | null, state?: string): HistoryEvent {
  if (!event || event.raw === null) return state === undefined ? { kind: 'changed' } : { kind: 'changed_to', raw: state };
  const opening =
    e.domain === 'cover' || e.domain === 'valve' || (e.domain === 'binary_sensor' && e.device_class !== null && OPENING_CLASSES.has(e.device_class));
  if (opening && (event.word === 'open' || event.word === 'closed')) return { kind: event.word === 'open' ? 'opened' : 'closed' };
  if (event.word === 'locked' || event.word === 'unlocked') return { kind: event.word };
  if (e.domain === 'binary_sensor') return { kind: 'changed_to', raw: event.raw };
  return { kind: 'turned', raw: event.raw };
}

/** Which answer a history question gets, from the `get_history` result, in Home Assistant's time zone. */
export function historyAnswerOf(
  plan: Extract<Plan, { kind: 'history' }>,
  result: unknown,
  index: VocabularyIndex,
  timeZone: string,
  now: Date,
  locale: string | null = null,
): HistoryAnswer {
  const e = index.byId.get(plan.target);
  if (!e) return { kind: 'gone' };
  const changes = changesOf(result);
  const period = plan.period;
  const relevant = plan.event?.raw ? changes.filter((c) => c.state === plan.event!.raw) : changes;
  const event = eventOf(e, plan.event);
  const atLeast = changes.length >= 50;
  const when = (c: HistoryChange) => whenOf(new Date(c.changed_at), now, timeZone, locale);

  if (plan.ask === 'count') {
    if (relevant.length === 0) return { kind: 'never', entity: e, event, period };
    return { kind: 'count', entity: e, event, times: relevant.length, atLeast, last: when(relevant[relevant.length - 1]!), period };
  }
  if (plan.ask === 'list') {
    if (changes.length === 0) return { kind: 'unchanged', entity: e, period };
    const recent = changes.slice(-5).map((c) => ({ raw: c.state, when: when(c) }));
    return { kind: 'list', entity: e, period, total: changes.length, atLeast, recent, earlier: Math.max(0, changes.length - 5) };
  }
  if (relevant.length === 0) return { kind: 'never', entity: e, event, period };
  const last = relevant[relevant.length - 1]!;
  return { kind: 'last', entity: e, event: plan.event?.raw ? event : eventOf(e, null, last.state), when: when(last), period, periodNamed: plan.period_named };
}

/** The reply to a history question, in the reply language. */
export function answerHistory(
  plan: Extract<Plan, { kind: 'history' }>,
  result: unknown,
  index: VocabularyIndex,
  timeZone: string,
  now: Date,
  replies: Replies,
  locale: string | null = null,
): string {
  return replies.historyAnswer(historyAnswerOf(plan, result, index, timeZone, now, locale));
}
