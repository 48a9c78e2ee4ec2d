/**
 * Answers read from approved results: a state question from `list_entities`, a history question
 * from `get_history`. Only what the result says is reported; an entity the result left out is
 * said to be missing, never guessed.
 */
import { BINARY_STATE_WORDS, OPENING_CLASSES } from './lexicon.js';
import type { Plan } from './plan.js';
import { capitalize, isPluralName, joinList } from './text.js';
import { describeWhen } from './time.js';
import type { IndexedEntity, VocabularyIndex } from './vocabulary-index.js';
import { named } from './wording.js';

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

const isVerb = (e: IndexedEntity): string => (isPluralName(e.display) ? 'are' : 'is');

/** A state in words for this entity: "open" for a door sensor's `on`, "21.5 °C" for a sensor. */
export function stateWords(e: IndexedEntity, raw: string, unit: string | null): string {
  if (raw === 'unavailable') return 'unavailable';
  if (raw === 'unknown' || raw === '') return 'in an unknown state';
  if (e.domain === 'binary_sensor' && (raw === 'on' || raw === 'off')) {
    const words = e.device_class ? BINARY_STATE_WORDS[e.device_class] : undefined;
    return words ? (raw === 'on' ? words[0] : words[1]) : raw;
  }
  if (e.domain === 'person' || e.domain === 'device_tracker') return raw === 'home' ? 'home' : raw === 'not_home' ? 'away' : `at ${raw}`;
  if (e.domain === 'climate' || e.domain === 'water_heater') return `set to ${raw.replace(/_/g, ' ')}`;
  if (unit && /^-?\d+(?:\.\d+)?$/.test(raw)) return unit === '%' ? `${raw}%` : `${raw} ${unit}`;
  return raw.replace(/_/g, ' ');
}

/** "the porch light is on", for the middle of a sentence. */
function mid(e: IndexedEntity, row: ListedEntity): string {
  return `${named(e)} ${isVerb(e)} ${stateWords(e, row.state, row.unit_of_measurement)}`;
}

function describe(e: IndexedEntity, row: ListedEntity): string {
  return capitalize(mid(e, row));
}

function unreadable(raw: string): boolean {
  return raw === 'unavailable' || raw === 'unknown' || raw === '';
}

/** The reply to a state question, from the `list_entities` result. */
export function answerState(plan: Extract<Plan, { kind: 'state' }>, result: unknown, index: VocabularyIndex): string {
  const rows = listed(result);
  const targets = plan.targets.map((id) => index.byId.get(id)).filter((e): e is IndexedEntity => e !== undefined);
  const present = targets.filter((e) => rows.has(e.entity_id));
  const missing = targets.filter((e) => !rows.has(e.entity_id));
  const missingNote =
    missing.length === 0 ? '' : ` Home Assistant didn't report ${missing.length > 3 ? `${missing.length} of them` : joinList(missing.map(named))}.`;
  if (present.length === 0) return `Home Assistant didn't report ${joinList(targets.map(named))}, so I can't tell you.`;

  const wanted = (e: IndexedEntity): string | undefined => plan.states?.[e.entity_id];
  const matches = present.filter((e) => wanted(e) !== undefined && rows.get(e.entity_id)!.state === wanted(e));
  const asked = plan.state_word ?? 'that';
  const many = present.length;

  switch (plan.question) {
    case 'value':
      return valueAnswer(plan, present, rows) + missingNote;
    case 'yes_no':
    case 'any':
      if (many === 1) {
        const e = present[0]!;
        const row = rows.get(e.entity_id)!;
        if (unreadable(row.state)) return `I can't tell — ${named(e)} ${isVerb(e)} ${stateWords(e, row.state, null)} right now.${missingNote}`;
        return `${matches.length === 1 ? 'Yes' : 'No'}, ${mid(e, row)}.${missingNote}`;
      }
      if (matches.length === 0) return `No, none of the ${many} I checked ${many === 1 ? 'is' : 'are'} ${asked}.${missingNote}`;
      return `Yes: ${joinList(matches.map((e) => mid(e, rows.get(e.entity_id)!)))}.${missingNote}`;
    case 'all': {
      const notMatching = present.filter((e) => !matches.includes(e));
      if (notMatching.length === 0)
        return `Yes, ${many === 1 ? mid(present[0]!, rows.get(present[0]!.entity_id)!) : `all ${many} are ${asked}`}.${missingNote}`;
      return `No: ${joinList(notMatching.map((e) => mid(e, rows.get(e.entity_id)!)))}.${missingNote}`;
    }
    case 'which':
    case 'list':
      if (matches.length === 0)
        return `${plan.question === 'list' ? `Nothing I can see is ${asked}` : `None of the ${many} I checked ${many === 1 ? 'is' : 'are'} ${asked}`} right now.${missingNote}`;
      return `${capitalize(joinList(matches.map(named)))} ${matches.length === 1 ? isVerb(matches[0]!) : 'are'} ${asked}.${missingNote}`;
    case 'count':
      if (matches.length === 0) return `None of the ${many} I checked ${many === 1 ? 'is' : 'are'} ${asked}.${missingNote}`;
      return `${matches.length} of the ${many} ${matches.length === 1 ? 'is' : 'are'} ${asked}: ${joinList(matches.map(named))}.${missingNote}`;
  }
}

function valueAnswer(plan: Extract<Plan, { kind: 'state' }>, present: IndexedEntity[], rows: Map<string, ListedEntity>): string {
  const sentences = present.slice(0, 10).map((e) => {
    const row = rows.get(e.entity_id)!;
    if (plan.measure && (e.domain === 'climate' || e.domain === 'water_heater' || e.domain === 'humidifier')) {
      return `${describe(e, row)}, but the device list I read doesn't include its ${plan.measure} reading`;
    }
    if (unreadable(row.state)) return `${capitalize(named(e))} ${isVerb(e)} ${stateWords(e, row.state, null)} right now`;
    return describe(e, row);
  });
  const more = present.length > 10 ? ` (and ${present.length - 10} more)` : '';
  return `${sentences.join('. ')}${more}.`;
}

// ---------------------------------------------------------------------------------------------

function changesOf(result: unknown): HistoryChange[] {
  const changes = (result as { changes?: unknown } | null)?.changes;
  if (!Array.isArray(changes)) return [];
  return (changes as Array<Record<string, unknown>>)
    .filter((c) => typeof c?.state === 'string' && typeof c.changed_at === 'string' && !Number.isNaN(Date.parse(c.changed_at)))
    .map((c) => ({ state: c.state as string, changed_at: c.changed_at as string }));
}

const PERIOD_WORDS = { hour: 'in the last hour', day: 'in the last 24 hours', week: 'in the last 7 days' } as const;

/** "opened", "turned on", "changed to detecting motion": what the event is called, in the past tense. */
function eventPast(e: IndexedEntity, event: { raw: string | null; word: string } | null, state?: string): string {
  if (!event || event.raw === null) return state === undefined ? 'changed' : `changed to ${stateWords(e, state, null)}`;
  const opening =
    e.domain === 'cover' || e.domain === 'valve' || (e.domain === 'binary_sensor' && e.device_class !== null && OPENING_CLASSES.has(e.device_class));
  if (opening && (event.word === 'open' || event.word === 'closed')) return event.word === 'open' ? 'opened' : 'closed';
  if (event.word === 'locked' || event.word === 'unlocked') return event.word;
  if (e.domain === 'binary_sensor') return `changed to ${stateWords(e, event.raw, null)}`;
  return `turned ${event.raw}`;
}

/** The reply to a history question, from the `get_history` result, in Home Assistant's time zone. */
export function answerHistory(plan: Extract<Plan, { kind: 'history' }>, result: unknown, index: VocabularyIndex, timeZone: string, now: Date): string {
  const e = index.byId.get(plan.target);
  if (!e) return "I couldn't find that device any more.";
  const subject = capitalize(named(e));
  const changes = changesOf(result);
  const window = PERIOD_WORDS[plan.period];
  const relevant = plan.event?.raw ? changes.filter((c) => c.state === plan.event!.raw) : changes;
  const past = eventPast(e, plan.event);
  const capped = changes.length >= 50 ? 'at least ' : '';

  if (plan.ask === 'count') {
    if (relevant.length === 0) return `${subject} hasn't ${past} ${window}.`;
    const last = relevant[relevant.length - 1]!;
    const times = relevant.length === 1 ? 'once' : `${capped}${relevant.length} times`;
    return `${subject} ${past} ${times} ${window}, most recently ${describeWhen(new Date(last.changed_at), now, timeZone)}.`;
  }
  if (plan.ask === 'list') {
    if (changes.length === 0) return `${subject} hasn't changed ${window}.`;
    const recent = changes.slice(-5).map((c) => `${stateWords(e, c.state, null)} ${describeWhen(new Date(c.changed_at), now, timeZone)}`);
    const earlier = changes.length > 5 ? ` (${changes.length - 5} earlier change${changes.length - 5 === 1 ? '' : 's'} not shown)` : '';
    return `${subject} changed ${capped}${changes.length === 1 ? 'once' : `${changes.length} times`} ${window}. Most recent: ${joinList(recent)}${earlier}.`;
  }
  if (relevant.length === 0) return `${subject} hasn't ${past} ${window}.`;
  const last = relevant[relevant.length - 1]!;
  const when = describeWhen(new Date(last.changed_at), now, timeZone);
  const pastWithState = plan.event?.raw ? past : eventPast(e, null, last.state);
  const windowNote = plan.period_named ? ` (I looked ${window})` : '';
  return `${subject} last ${pastWithState} ${when}${windowNote}.`;
}
