/**
 * What a recognised sentence asks of *our* capabilities (docs/architecture.md, "The third engine"):
 * Home Assistant's intent and slots become the built-in engine's `Plan`, so the same machinery
 * proposes, narrates and answers. `HassTurnOn`/`HassTurnOff` of lights and switches → on/off;
 * `HassGetState`, `HassClimateGetTemperature` → a state question read with `list_entities`; the
 * rest — locks, covers and scenes (which come back as `HassTurnOn`/`HassTurnOff`), brightness,
 * media, timers — a clear decline. Nothing Home Assistant *targets* is taken on trust (slot-targets.ts).
 */
import type { Recognition } from '../../ha/recognition.js';
import type { IndexedEntity, VocabularyIndex } from '../builtin/indexed-vocabulary.js';
import type { Replies } from '../builtin/lang/types.js';
import type { Plan, UnsupportedAction } from '../builtin/plan.js';
import { narrowNamed, saidInSentence, slotTargets, type SlotTargets } from './slot-targets.js';

type Recognised = Extract<Recognition, { kind: 'intent' }>;

const SWITCHABLE = new Set(['light', 'switch']);

/** Intents answered by reading states. */
const STATE_INTENTS = new Set(['HassGetState', 'HassClimateGetTemperature', 'HassClimateGetHumidity']);

/** Intents we never carry out, and how the decline says so. */
const DECLINED: Readonly<Record<string, UnsupportedAction>> = {
  HassLightSet: 'brightness',
  HassClimateSetTemperature: 'temperature',
  HassSetPosition: 'level',
  HassFanSetSpeed: 'level',
  HassSetVolume: 'media',
  HassSetVolumeRelative: 'media',
  HassMediaPause: 'media',
  HassMediaUnpause: 'media',
  HassMediaNext: 'media',
  HassMediaPrevious: 'media',
  HassMediaSearchAndPlay: 'media',
  HassMediaPlayerMute: 'media',
  HassMediaPlayerUnmute: 'media',
  HassStartTimer: 'schedule',
  HassCancelTimer: 'schedule',
  HassCancelAllTimers: 'schedule',
  HassIncreaseTimer: 'schedule',
  HassDecreaseTimer: 'schedule',
  HassPauseTimer: 'schedule',
  HassUnpauseTimer: 'schedule',
  HassTimerStatus: 'schedule',
  HassVacuumStart: 'start',
  HassVacuumReturnToBase: 'start',
  HassLawnMowerStartMowing: 'start',
  HassLawnMowerDock: 'start',
  HassToggle: 'other',
};

/** A device kind we may not switch, and how its decline says so. */
function declineFor(domain: string): UnsupportedAction {
  if (domain === 'lock') return 'lock';
  if (domain === 'cover' || domain === 'valve') return 'cover';
  if (domain === 'scene' || domain === 'script' || domain === 'vacuum' || domain === 'lawn_mower') return 'start';
  if (domain === 'media_player') return 'media';
  if (domain === 'climate' || domain === 'water_heater') return 'temperature';
  if (domain === 'alarm_control_panel') return 'alarm';
  return 'domain';
}

/** A device kind as the replies' canonical noun ("light", "sensor"), or null for a kind they have no word for. */
function nounOf(kind: string | null | undefined): string | null {
  const nouns: Readonly<Record<string, string>> = {
    light: 'light',
    switch: 'switch',
    fan: 'fan',
    lock: 'lock',
    cover: 'cover',
    sensor: 'sensor',
    climate: 'thermostat',
    temperature: 'sensor',
    humidity: 'sensor',
  };
  return kind ? (nouns[kind] ?? null) : null;
}

const decline = (action: UnsupportedAction, say: Replies): Plan => ({ kind: 'unsupported', action, text: say.unsupported(action) });
const notUnderstood = (say: Replies): Plan => decline('other', say);

/** The plan for one sentence and what Home Assistant's recognizer made of it. */
export function planFromRecognition(r: Recognition | null, sentence: string, index: VocabularyIndex, say: Replies): Plan {
  if (r === null) return notUnderstood(say);
  // An automation's sentence: Home Assistant did not run it, and a recognizer engine never does.
  if (r.kind === 'trigger') return decline('other', say);
  // A fuzzy match makes no claim beyond the household's own words (reference §8.4: "number 7" became a volume).
  if (r.fuzzy && (!saidInSentence(r, sentence) || (r.slots.name === undefined && r.slots.area === undefined && r.slots.floor === undefined))) {
    return notUnderstood(say);
  }
  const declined = DECLINED[r.intent];
  if (declined !== undefined) return r.fuzzy ? notUnderstood(say) : decline(declined, say);
  const found = slotTargets(r, index.entities);
  if (!r.match) return unmatched(r, found, say);
  if (r.intent === 'HassTurnOn' || r.intent === 'HassTurnOff') return setPlan(r, found, index, say);
  if (STATE_INTENTS.has(r.intent)) return statePlan(r, found, index, say);
  return notUnderstood(say);
}

/** Home Assistant matched the sentence's form but not all its words: say which name or place is not known. */
function unmatched(r: Recognised, found: SlotTargets, say: Replies): Plan {
  const words = r.unmatched.name ?? r.unmatched.area ?? r.unmatched.floor;
  if (words !== undefined) return { kind: 'clarify', reason: 'unknown', text: say.unknown(words.trim(), []), candidates: [] };
  // Only the state word was not Home Assistant's for that device ("is the Front Door open" for a door it
  // does not know as a door): the device's state, read, answers truthfully all the same.
  if (Object.keys(r.unmatched).every((k) => k === 'state') && STATE_INTENTS.has(r.intent) && found.named?.length === 1) {
    return { kind: 'state', question: 'value', targets: [found.named[0]!.entity_id], phrase: found.phrase };
  }
  return notUnderstood(say);
}

/** The one entity a name names, or the plan that says why there is none. */
function single(r: Recognised, found: SlotTargets, say: Replies): IndexedEntity | Plan {
  const named = narrowNamed(found.named ?? [], found.domain, r.targets);
  if (named.length === 1) return named[0]!;
  if (named.length > 1)
    return { kind: 'clarify', reason: 'ambiguous', text: say.ambiguous(found.phrase, named), candidates: named.map((e) => e.entity_id), phrase: found.phrase };
  // Not shared with us; a device kind we could never switch is still declined as such (a decline acts on nothing).
  const hinted = r.targets.map((id) => id.slice(0, id.indexOf('.')));
  const kind = found.domain ?? (hinted.length > 0 && hinted.every((d) => d === hinted[0]) ? hinted[0]! : null);
  if (kind !== null && !SWITCHABLE.has(kind) && (r.intent === 'HassTurnOn' || r.intent === 'HassTurnOff')) return decline(declineFor(kind), say);
  return { kind: 'clarify', reason: 'unknown', text: say.unknown(found.phrase, []), candidates: [] };
}

function setPlan(r: Recognised, found: SlotTargets, index: VocabularyIndex, say: Replies): Plan {
  const state = r.intent === 'HassTurnOn' ? 'on' : 'off';
  if (found.domain !== null && !SWITCHABLE.has(found.domain)) return decline(declineFor(found.domain), say);
  if (found.named !== null) {
    const one = single(r, found, say);
    if ('kind' in one) return one;
    // A single device the household names is proposed whatever its allowlist says: the executor's refusal is audited (DESIGN §5).
    if (!SWITCHABLE.has(one.domain)) return decline(declineFor(one.domain), say);
    return { kind: 'set', state, targets: [one.entity_id], phrase: found.phrase, skipped: [] };
  }
  // A group: an area or floor, or the whole home when the words named only the kind ("all the lights").
  const group = (found.placed ?? (found.domain !== null ? index.entities.filter((e) => e.domain === found.domain) : null))?.filter((e) =>
    SWITCHABLE.has(e.domain),
  );
  if (group === undefined) return { kind: 'clarify', reason: 'no_target', text: say.whatToSwitch(state), candidates: [] };
  const phrase = found.place ?? found.domain ?? '';
  if (group.length === 0) {
    return { kind: 'clarify', reason: 'nothing', text: say.nothing({ phrase, area: found.place, here: false, noun: nounOf(found.domain) }), candidates: [] };
  }
  const controllable = group.filter((e) => e.entry.controllable === true);
  if (controllable.length === 0) return { kind: 'clarify', reason: 'nothing', text: say.notControllable(group), candidates: [] };
  return {
    kind: 'set',
    state,
    targets: controllable.map((e) => e.entity_id),
    phrase,
    skipped: group.filter((e) => e.entry.controllable !== true).map((e) => e.entity_id),
  };
}

function statePlan(r: Recognised, found: SlotTargets, index: VocabularyIndex, say: Replies): Plan {
  const measure: 'temperature' | 'humidity' | undefined =
    r.intent === 'HassClimateGetTemperature' ? 'temperature' : r.intent === 'HassClimateGetHumidity' ? 'humidity' : undefined;
  const measuring = (e: IndexedEntity) => e.domain === 'climate' || e.device_class === measure;
  let targets: IndexedEntity[];
  if (found.named !== null) {
    const one = single(r, found, say);
    if ('kind' in one) return one;
    targets = [one];
  } else {
    const pool = found.placed ?? (found.domain !== null || found.deviceClass !== null || measure !== undefined ? index.entities : null);
    if (pool === null) return { kind: 'clarify', reason: 'no_target', text: say.whichDevice(), candidates: [] };
    targets = pool.filter((e) => (measure === undefined ? true : measuring(e)) && (found.domain === null || e.domain === found.domain));
    if (targets.length === 0) {
      return {
        kind: 'clarify',
        reason: 'nothing',
        text: say.nothing({ phrase: found.place ?? '', area: found.place, here: false, noun: nounOf(measure ?? found.domain) }),
        candidates: [],
      };
    }
  }
  const raw = r.values.state;
  const phrase = found.named !== null ? found.phrase : (found.place ?? found.domain ?? '');
  const base = { kind: 'state' as const, targets: targets.map((e) => e.entity_id), phrase, ...(measure ? { measure } : {}) };
  if (raw === undefined || measure !== undefined) return { ...base, question: 'value' };
  const states = Object.fromEntries(targets.map((e) => [e.entity_id, raw]));
  return { ...base, question: targets.length === 1 ? 'yes_no' : 'which', state: raw, states, state_word: r.slots.state ?? raw };
}

/** Plans the built-in engine's own reading may give when Home Assistant recognised nothing. */
const BUILTIN_READINGS = new Set<Plan['kind']>(['set', 'state', 'history', 'capabilities', 'chat']);

/**
 * When Home Assistant recognised nothing at all (`null`), the built-in engine's own reading of the
 * sentence — a household whose Home Assistant speaks Swedish may still write in English — when it
 * makes one of its plans; a question back or a decline from it would only guess at a language it
 * does not speak, so "didn't understand" stays.
 */
export function orBuiltinReading(plan: Plan, recognition: Recognition | null, builtin: () => Plan): Plan {
  if (recognition !== null || plan.kind !== 'unsupported' || plan.action !== 'other') return plan;
  const read = builtin();
  return BUILTIN_READINGS.has(read.kind) ? read : plan;
}
