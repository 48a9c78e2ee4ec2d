/**
 * A match to the engine's `Plan` (plan.ts) — the same plans the canonical grammar makes, so the
 * turn loop, the executor's stages and the replies need nothing new: on/off requests (a group
 * keeps only what may be switched, a single device named is proposed anyway so the executor's
 * refusal is audited, DESIGN §5), state questions with the raw state asked per entity, history
 * questions, "what can you see / control", small talk, and declines with their reason.
 */
import { kindSense, type NounSense } from '../kinds.js';
import { rawStateFor } from '../matching.js';
import type { Plan, StateQuestion } from '../plan.js';
import type { Replies } from '../lang/types.js';
import type { IndexedEntity, VocabularyIndex } from '../indexed-vocabulary.js';
import type { Token } from '../text.js';
import type { Match } from './match.js';
import { stateSense } from '../state-codes.js';
import { stateFor } from './state-for.js';
import { kindOf, phraseOf, select, valuesOf, type Selection } from './targets.js';
import type { IntentData, SlotValues } from './types.js';

const SWITCHABLE_DOMAINS = new Set(['light', 'switch']);
/** "turn everything off in the kitchen": what may be switched there. */
const SWITCHABLE: NounSense = { phrase: 'lights and switches', tiers: [[{ domain: 'light' }, { domain: 'switch' }]] };

/** The vocabulary's `controllable` flag; without one, a light or switch is taken as controllable (as parse.ts). */
const isControllable = (e: IndexedEntity): boolean => SWITCHABLE_DOMAINS.has(e.domain) && e.entry.controllable !== false;

/** The domains a kind's first tier names. */
const domainsOf = (kind: NounSense): Set<string> => new Set(kind.tiers[0]!.map((k) => k.domain));

function clarifyOf(s: Exclude<Selection, { kind: 'targets' }>, empty: () => string, say: Replies): Plan {
  switch (s.kind) {
    case 'unknown':
      return { kind: 'clarify', reason: 'unknown', text: say.unknown(s.phrase, s.suggestions), candidates: s.suggestions.map((e) => e.entity_id) };
    case 'ambiguous':
      return {
        kind: 'clarify',
        reason: 'ambiguous',
        text: say.ambiguous(s.phrase, s.candidates),
        candidates: s.candidates.map((e) => e.entity_id),
        phrase: s.phrase,
      };
    case 'which_room':
      return { kind: 'clarify', reason: 'which_room', text: say.whichRoom(), candidates: [] };
    case 'nothing':
      return { kind: 'clarify', reason: 'nothing', text: say.nothing(nothingFound(s)), candidates: [] };
    case 'empty':
      return { kind: 'clarify', reason: 'no_target', text: empty(), candidates: [] };
  }
}

const nothingFound = (s: { phrase: string; area: string | null; here: boolean; noun: NounSense | null }) => ({
  phrase: s.phrase,
  area: s.area,
  here: s.here,
  noun: s.noun ? s.noun.phrase : null,
});

/** What the kind named contributes to the phrase (its list words count as the target's words). */
const listedKind = (c: Match['captures'][number]): boolean => c.kind === 'values' && (c.values.kind !== undefined || c.values.here === true);

function ownValues(intent: IntentData): SlotValues {
  const { kind, plural, state, here, everywhere, all, measure, period, each_place, state_for, name_word, either_place } = intent as SlotValues;
  return Object.fromEntries(
    Object.entries({ kind, plural, state, here, everywhere, all, measure, period, each_place, state_for, name_word, either_place }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}

function setPlan(m: Match, action: 'on' | 'off', tokens: readonly Token[], index: VocabularyIndex, say: Replies): Plan {
  const values = valuesOf(m.captures, ownValues(m.template.intent));
  const phrase = phraseOf(m.captures, tokens, listedKind);
  const kind = kindOf(values, values.all ? SWITCHABLE : null);
  if (kind && !m.captures.some((c) => c.kind === 'name')) {
    const domains = domainsOf(kind);
    if (![...domains].some((d) => SWITCHABLE_DOMAINS.has(d))) {
      // "turn on the fans": the limit is the kind, whatever is shared (as parse.ts).
      const reason = domains.has('lock') ? 'lock' : domains.has('cover') || domains.has('valve') ? 'cover' : 'domain';
      const s = select(m.captures, values, index, phrase, tokens, { kind });
      const text =
        reason === 'domain'
          ? say.notSwitchableKind(nothingFound(s.kind === 'nothing' ? s : { phrase, area: null, here: false, noun: kind }))
          : say.unsupported(reason);
      return { kind: 'unsupported', action: reason, text };
    }
  }
  const o = m.template.matching;
  // `one_named`: "turn on the lamp" — a singular kind, no "all", no place: one device is meant.
  const oneNamed = o.one_named === true && !values.plural && !values.all && !values.everywhere && !values.here && !m.captures.some((c) => c.kind === 'area');
  const s = select(m.captures, values, index, phrase, tokens, {
    kind,
    allEverywhere: o.all_everywhere === true,
    oneNamed,
    pluralNames: o.plural_names === true,
    placeNames: o.place_names === true,
    kindFitsName: o.kind_fits_name === true,
  });
  // "schalte es ein" with nothing before it: the pronoun's question, which the next turn completes (follow-up.ts).
  if (s.kind === 'empty' && values.pronoun) return { kind: 'clarify', reason: 'pronoun', text: say.whichDevice(), candidates: [] };
  if (s.kind !== 'targets') return clarifyOf(s, () => say.whatToSwitch(action), say);
  const plan: Extract<Plan, { kind: 'set' }> = { kind: 'set', state: action, targets: s.entities.map((e) => e.entity_id), phrase: s.phrase };
  if (!s.set) return plan;
  // `one_named`: a singular kind that finds one device names it, so it is proposed anyway and the executor's refusal is audited (DESIGN §5).
  if (o.one_named === true && !values.plural && !values.all && !values.everywhere && s.entities.length === 1) return plan;
  const controllable = s.entities.filter(isControllable);
  if (controllable.length === s.entities.length) return plan;
  if (controllable.length === 0) return { kind: 'unsupported', action: 'domain', text: say.notControllable(s.entities) };
  plan.targets = controllable.map((e) => e.entity_id);
  plan.skipped = s.entities.filter((e) => !isControllable(e)).map((e) => e.entity_id);
  return plan;
}

function statePlan(m: Match, asked: StateQuestion, tokens: readonly Token[], index: VocabularyIndex, say: Replies): Plan {
  const values = valuesOf(m.captures, ownValues(m.template.intent));
  // "is there a lamp on?", "which lamps…": one device is meant only where the question is about it.
  if (asked !== 'yes_no') {
    delete values.one;
    delete values.one_alone;
  }
  const phrase = phraseOf(m.captures, tokens, listedKind);
  const measure = values.measure ?? (values.kind === 'temperature' || values.kind === 'humidity' ? values.kind : undefined);
  const narrowing = values.state && m.template.matching.state_narrows ? stateSense(values.state) : null;
  const fits = narrowing ? (e: IndexedEntity): boolean => rawStateFor(narrowing, e) !== null : undefined;
  // Asked of no kind ("what's on?"), a binary sensor counts only when the state is its class's own word.
  const alone = narrowing
    ? (e: IndexedEntity): boolean =>
        rawStateFor(narrowing, e) !== null &&
        (e.domain !== 'binary_sensor' ||
          narrowing.senses.some((x) => x.domain === e.domain && (x.device_class === e.device_class || (x.unclassified === true && e.device_class === null))))
    : undefined;
  const s = select(m.captures, values, index, phrase, tokens, {
    kind: kindOf(values, measure ? kindSense(measure) : null),
    allEverywhere: m.template.matching.all_everywhere === true,
    pluralNames: m.template.matching.plural_names === true,
    properties: m.template.matching.properties === true,
    placeNames: m.template.matching.place_names === true,
    kindFitsName: m.template.matching.kind_fits_name === true,
    ...(fits ? { fits } : {}),
    ...(alone ? { alone } : {}),
  });
  if (s.kind !== 'targets') return clarifyOf(s, () => say.whichDevice(), say);
  let question = asked;
  const raws = new Map<string, string>();
  const saidOf = new Map<string, string>();
  if (values.state) {
    const words = new Map<string, ReturnType<typeof stateSense>>();
    for (const e of s.entities) {
      // The word's state for this device (state-for.ts: a lock's "chiusa" is locked).
      const said = stateFor(values, e)!;
      let word = words.get(said);
      if (!word) words.set(said, (word = stateSense(said)));
      const raw = rawStateFor(word, e);
      if (raw !== null) raws.set(e.entity_id, raw);
      saidOf.set(e.entity_id, said);
    }
  }
  if (question === 'yes_no' && raws.size === 0) question = 'value';
  const plan: Extract<Plan, { kind: 'state' }> = { kind: 'state', question, targets: s.entities.map((e) => e.entity_id), phrase: s.phrase };
  if (raws.size > 0) {
    plan.states = Object.fromEntries(raws);
    const firstRead = s.entities.find((e) => raws.has(e.entity_id))!.entity_id;
    plan.state = raws.get(firstRead)!;
    plan.state_word = saidOf.get(firstRead)!;
  }
  if (measure) plan.measure = measure;
  return plan;
}

function historyPlan(m: Match, ask: 'last' | 'count' | 'list', tokens: readonly Token[], index: VocabularyIndex, say: Replies): Plan {
  const values = valuesOf(m.captures, ownValues(m.template.intent));
  const phrase = phraseOf(m.captures, tokens, listedKind);
  const s = select(m.captures, values, index, phrase, tokens, { kind: kindOf(values, null), single: true });
  if (s.kind !== 'targets') return clarifyOf(s, () => say.whichDevice(), say);
  if (s.entities.length !== 1) return clarifyOf({ kind: 'ambiguous', candidates: s.entities, phrase }, () => say.whichDevice(), say);
  const target = s.entities[0]!;
  const said = stateFor(values, target);
  const event = said ? { raw: rawStateFor(stateSense(said), target), word: said } : null;
  return { kind: 'history', target: target.entity_id, period: values.period ?? 'week', ask, event, period_named: values.period !== undefined };
}

/** A device named alone: asked what to do with it (as parse.ts's bare name), never a card. */
function nameOnlyPlan(m: Match, tokens: readonly Token[], index: VocabularyIndex, say: Replies): Plan {
  const values = valuesOf(m.captures, ownValues(m.template.intent));
  const phrase = phraseOf(m.captures, tokens, listedKind);
  const s = select(m.captures, values, index, phrase, tokens, { kind: kindOf(values, null) });
  if (s.kind === 'targets') {
    return { kind: 'clarify', reason: 'no_action', text: say.noAction(s.entities), candidates: s.entities.map((e) => e.entity_id) };
  }
  // An unknown name is a question back, not a reading that wins: a command read before it ("turn on the garden heater") stands.
  if (s.kind === 'unknown') return clarifyOf(s, () => say.whichDevice(), say);
  return { kind: 'unsupported', action: 'other', text: say.unsupported('other') };
}

/** A name said alone as a question ("¿la cafetera?", `text.question_marks`): the value of its state. */
export const askedNamePlan = (m: Match, tokens: readonly Token[], index: VocabularyIndex, say: Replies): Plan => statePlan(m, 'value', tokens, index, say);

/** The plan a match stands for. */
export function planOf(m: Match, tokens: readonly Token[], index: VocabularyIndex, say: Replies): Plan {
  const intent = m.template.intent;
  switch (intent.intent) {
    case 'set':
      return setPlan(m, intent.action, tokens, index, say);
    case 'state':
      return statePlan(m, intent.question, tokens, index, say);
    case 'history':
      return historyPlan(m, intent.ask, tokens, index, say);
    case 'capabilities':
      return { kind: 'capabilities', focus: intent.focus };
    case 'decline':
      return { kind: 'unsupported', action: intent.reason, text: say.unsupported(intent.reason) };
    case 'chat':
      return { kind: 'chat', text: say.chat(intent.reply) };
    case 'name_only':
      return nameOnlyPlan(m, tokens, index, say);
    case 'pronoun':
      return { kind: 'clarify', reason: 'pronoun', text: say.whichDevice(), candidates: [] };
  }
}
