// Long because: the sentence shapes are tried in one fixed order, and that order is the parser; split, it could only be read across files.
/**
 * One utterance → one `Plan`. Pure and deterministic: the same words and vocabulary always give
 * the same plan, with no network and no clock. Sentence shapes are tried in a fixed order —
 * small talk, "what can you see?", history, on/off commands, state questions, refused actions —
 * and the target phrase of each is resolved against the vocabulary by `resolveTargets`.
 * It reads the canonical form (English words, see lexicon.ts): the English patterns here, in
 * readings.ts and text.ts's stemming are that form's, which every language pack writes.
 */
import {
  COMMAND_LEADS,
  EVENTS,
  HISTORY_LEADS,
  PARTICLES,
  PERIODS,
  POLITE,
  QUESTION_LEADS,
  QUESTION_WRAPPERS,
  SMALL_TALK,
  UNSUPPORTED_LEADS,
  UNSUPPORTED_WORDS,
  noun,
  stateWord,
  type CommandLead,
} from './grammar.js';
import type { Period, Plan, StateQuestion, UnsupportedAction } from './plan.js';
import { rawStateFor, resolveTargets, THIS_ROOM, type Resolution } from './resolve.js';
import { correctTypos } from './name-typos.js';
import { findNameSpans, tagTokens } from './tagging.js';
import { joinSplitNames } from './joining.js';
import { rephrase } from './rephrase.js';
import { tokenize, type Token } from './text.js';
import type { IndexedEntity, VocabularyIndex } from './indexed-vocabulary.js';
import type { NothingFound, Replies } from './lang/types.js';

function skipPolite(tokens: readonly Token[], from: number): number {
  let i = from;
  for (;;) {
    const m = POLITE.match(tokens, i);
    if (!m || i + m.length >= tokens.length) return i;
    i += m.length;
  }
}

function nameBlock(tokens: readonly Token[], index: VocabularyIndex): Set<number> {
  const blocked = new Set<number>();
  for (const s of findNameSpans(tokens, index)) for (let k = 0; k < s.length; k++) blocked.add(s.start + k);
  return blocked;
}

const ids = (r: Extract<Resolution, { kind: 'targets' }>): string[] => r.entities.map((e) => e.entity_id);

function nothingFound(r: Extract<Resolution, { kind: 'nothing' }>): NothingFound {
  const here = r.area === THIS_ROOM;
  return { phrase: r.phrase, area: here ? null : r.area, here, noun: r.noun };
}

/** The plan for a resolution that found no usable target; `empty` says what an empty phrase asks. */
function clarify(r: Exclude<Resolution, { kind: 'targets' }>, empty: (say: Replies) => string, say: Replies): Plan {
  switch (r.kind) {
    case 'unknown':
      return { kind: 'clarify', reason: 'unknown', text: say.unknown(r.phrase, r.suggestions), candidates: r.suggestions.map((e) => e.entity_id) };
    case 'ambiguous':
      return {
        kind: 'clarify',
        reason: 'ambiguous',
        text: say.ambiguous(r.phrase, r.candidates),
        candidates: r.candidates.map((e) => e.entity_id),
        phrase: r.phrase,
      };
    case 'which_room':
      return { kind: 'clarify', reason: 'which_room', text: say.whichRoom(), candidates: [] };
    case 'nothing':
      return { kind: 'clarify', reason: 'nothing', text: say.nothing(nothingFound(r)), candidates: [] };
    case 'pronoun':
      return { kind: 'clarify', reason: 'pronoun', text: say.whichDevice(), candidates: [] };
    case 'empty':
      return { kind: 'clarify', reason: 'no_target', text: empty(say), candidates: [] };
  }
}

const whichDevice = (say: Replies): string => say.whichDevice();

// ---------------------------------------------------------------------------------------------

const CAPABILITIES_QUESTION =
  /^(?:what|which)(?: \S+){0,3} (?:can|do|could|are|will) you (?:be able to |able to )?(see|know|access|read|control|switch|turn|operate|manage|change|do|handle|help|use)\b/;
const CAPABILITIES_LIST =
  /^(?:list|show|show me|tell me|name|give me)(?: all| every)?(?: of)?(?: the| your)? (?:device|entity|thing|name)(?: you (?:can )?(?:see|know|control|use))?$/;
const HELP = /^(?:help|help me|what can i (?:ask|say|do)|what are you able to do|what can you do(?: for me)?|what do you do)$/;

function capabilities(tokens: readonly Token[], start: number): 'see' | 'control' | null {
  const text = tokens
    .slice(start)
    .map((t) => t.stem)
    .join(' ');
  if (!CAPABILITIES_QUESTION.test(text) && !CAPABILITIES_LIST.test(text) && !HELP.test(text)) return null;
  return /\b(?:control|switch|turn|operate|change|manage)\b/.test(text) ? 'control' : 'see';
}

function smallTalk(tokens: readonly Token[], start: number, say: Replies): Plan | null {
  const rest = tokens.slice(start);
  if (!rest.every((t) => SMALL_TALK.has(t.stem))) return null;
  const stems = new Set(rest.map((t) => t.stem));
  if (stems.has('thank') || stems.has('thanks') || stems.has('cheers') || stems.has('ta')) return { kind: 'chat', text: say.chat('thanks') };
  if (stems.has('bye') || stems.has('goodbye') || stems.has('night')) return { kind: 'chat', text: say.chat('bye') };
  if (stems.has('hi') || stems.has('hello') || stems.has('hey') || stems.has('good')) return { kind: 'chat', text: say.chat('hello') };
  return { kind: 'chat', text: say.chat('acknowledge') };
}

// ---------------------------------------------------------------------------------------------

function parseHistory(tokens: readonly Token[], start: number, index: VocabularyIndex, say: Replies): Plan | null {
  const lead = HISTORY_LEADS.match(tokens, start);
  if (!lead) return null;
  const ask = lead.values[0]!;
  const after = start + lead.length;
  const first = tokens[start]!.stem;
  if (first === 'when' && lead.length === 1 && !['did', 'was', 'were', 'has', 'have', 'had'].includes(tokens[after]?.stem ?? '')) return null;

  const rest = tokens.slice(after);
  const inName = nameBlock(rest, index);
  let period: Period | null = null;
  let event: string | null | undefined;
  const keep: Token[] = [];
  for (let i = 0; i < rest.length;) {
    if (!inName.has(i)) {
      const p = PERIODS.match(rest, i, inName);
      if (p) {
        period ??= p.values[0]!;
        i += p.length;
        continue;
      }
      const e = EVENTS.match(rest, i, inName);
      if (e) {
        if (event === undefined) event = e.values[0]!;
        i += e.length;
        continue;
      }
      if (['last', 'ever', 'most', 'recent', 'time', 'been', 'get', 'got'].includes(rest[i]!.stem)) {
        i++;
        continue;
      }
    }
    keep.push(rest[i]!);
    i++;
  }
  const bareAuxiliary = ask === 'count' && lead.length === 1;
  if (bareAuxiliary && period === null) return null;
  if (ask === 'list' && keep.length === 0) return null;

  const eventState = event ? stateWord(event) : undefined;
  const r = resolveTargets({ tokens: keep, mode: 'history', single: true, ...(eventState ? { impliedState: eventState } : {}) }, index);
  if (r.kind !== 'targets') return clarify(r, whichDevice, say);
  if (r.entities.length !== 1) return clarify({ kind: 'ambiguous', candidates: r.entities, phrase: r.phrase }, whichDevice, say);
  const target = r.entities[0]!;
  let raw: string | null = null;
  if (eventState) raw = rawStateFor(eventState, target);
  return {
    kind: 'history',
    target: target.entity_id,
    period: period ?? 'week',
    ask,
    event: event ? { raw, word: event } : null,
    period_named: period !== null,
  };
}

// ---------------------------------------------------------------------------------------------

/** Something in a command that asks for more than on/off: a schedule first, then the most specific. */
function unsupportedIn(tokens: readonly Token[], skip: ReadonlySet<number>): UnsupportedAction | null {
  let found: UnsupportedAction | null = null;
  let level = false;
  for (let i = 0; i < tokens.length; i++) {
    if (skip.has(i)) continue;
    const m = UNSUPPORTED_WORDS.match(tokens, i, skip);
    if (m) {
      const action = m.values[0]!;
      if (action === 'schedule') return action;
      found ??= action;
    } else if (/^\d/.test(tokens[i]!.stem) && ['to', 'at', 'by'].includes(tokens[i - 1]?.stem ?? '')) level = true;
  }
  if ((found === 'brightness' || found === 'level' || (found === null && level)) && tokens.some((t) => COVER_WORDS.has(t.stem))) return 'cover';
  if ((found === 'level' || (found === null && level)) && tokens.some((t) => CLIMATE_WORDS.has(t.stem))) return 'temperature';
  return found ?? (level ? 'level' : null);
}

const SWITCHABLE_DOMAINS = new Set(['light', 'switch']);
const SWITCHABLE_KINDS = /\b(?:light|lamp|switch|plug|socket|outlet|bulb|lights and switches)\b/;
const CLIMATE_WORDS = new Set(['thermostat', 'heating', 'heater', 'heat', 'temperature', 'ac', 'aircon', 'air', 'climate', 'radiator']);
/** Words of things that open and close: a level for them is a position, not a brightness. */
const COVER_WORDS = new Set(['curtain', 'blind', 'shade', 'shutter', 'awning', 'gate', 'garage', 'window', 'valve', 'cover', 'drape', 'door', 'skylight']);

/** The vocabulary's `controllable` flag; without one (an older caller), a light or switch is taken as controllable. */
function isControllable(e: IndexedEntity): boolean {
  return SWITCHABLE_DOMAINS.has(e.domain) && e.entry.controllable !== false;
}

/** Whether an area or floor name starts at `at` (after an optional "the"). */
function placeFollows(tokens: readonly Token[], at: number, index: VocabularyIndex): boolean {
  const from = tokens[at]?.stem === 'the' ? at + 1 : at;
  return index.areas.match(tokens, from) !== null;
}

const SECOND_VERBS = new Set(['turn', 'switch', 'put', 'power', 'shut', 'turning', 'switching']);

function parseCommand(tokens: readonly Token[], start: number, index: VocabularyIndex, questionMark: boolean, say: Replies): Plan | null {
  let lead: CommandLead | null = null;
  let i = start;
  const m = COMMAND_LEADS.match(tokens, start);
  const next = tokens[start + 1];
  const verbLight = m?.length === 1 && tokens[start]!.stem === 'light';
  if (m && !(verbLight && (tokens[start]!.surface !== 'light' || !next || PARTICLES.match(tokens, start + 1)))) {
    lead = m.values[0]!;
    i = start + m.length;
  } else if (QUESTION_LEADS.match(tokens, start) || QUESTION_WRAPPERS.match(tokens, start) || questionMark) return null;

  const rest = tokens.slice(i);
  const inName = nameBlock(rest, index);
  const particles: Array<{ at: number; value: 'on' | 'off' | 'up' | 'down' }> = [];
  for (let k = 0; k < rest.length; k++) {
    if (inName.has(k)) continue;
    const p = PARTICLES.match(rest, k, inName);
    if (p) particles.push({ at: k, value: p.values[0]! });
  }
  if (!lead && !particles.some((p) => p.value === 'on' || p.value === 'off')) return null;

  let level = false;
  const dirs = new Set<'on' | 'off'>();
  const drop = new Set<number>();
  for (const p of particles) {
    // "… and turn off the coffee maker": a second verb goes with its particle.
    const verbBefore = p.at > 0 && !inName.has(p.at - 1) && SECOND_VERBS.has(rest[p.at - 1]!.stem);
    if (verbBefore) drop.add(p.at - 1);
    if (p.value === 'up') {
      if (lead?.upMeansOn || lead?.lights) dirs.add('on');
      else level = true;
    } else if (p.value === 'down') {
      if (lead?.upMeansOn) dirs.add('off');
      else level = true;
    } else if (lead?.dir && p.value !== lead.dir && p.at < rest.length - 1 && !verbBefore) {
      // "turn off the light on the porch": a preposition, not a second direction.
    } else if (
      p.value === 'on' &&
      !verbBefore &&
      particles.some((o) => o !== p && (o.value === 'on' || o.value === 'off')) &&
      placeFollows(rest, p.at + 1, index)
    ) {
      // "turn the play corner lights on the first floor off": "on" introduces a place.
    } else dirs.add(p.value);
    drop.add(p.at);
  }
  if (lead?.dir) dirs.add(lead.dir);

  const unsupported = unsupportedIn(rest, new Set([...inName, ...drop]));
  if (unsupported) return { kind: 'unsupported', action: unsupported, text: say.unsupported(unsupported) };
  if (level) return { kind: 'unsupported', action: 'level', text: say.unsupported('level') };
  if (dirs.size === 0) return null;
  if (dirs.size > 1) {
    return { kind: 'clarify', reason: 'mixed', text: say.mixedDirections(), candidates: [] };
  }
  const state = [...dirs][0]!;
  let targetTokens = rest.filter((_, k) => !drop.has(k));
  // "light it up": the lights (of this room, when it is set), not a device mentioned earlier.
  if (lead?.lights && targetTokens.length === 1 && targetTokens[0]!.stem === 'it') targetTokens = [];
  const r = resolveTargets(
    { tokens: targetTokens, mode: 'command', ...(lead?.lights ? { impliedNouns: [noun('light')], impliedSet: targetTokens.length === 0 } : {}) },
    index,
  );
  if (r.kind === 'nothing' && r.noun !== null && !SWITCHABLE_KINDS.test(r.noun)) {
    // "turn on the fan" with no fan shared: the real limit is the domain, whatever is shared.
    return { kind: 'unsupported', action: 'domain', text: say.notSwitchableKind(nothingFound(r)) };
  }
  if (r.kind !== 'targets') return clarify(r, (s) => s.whatToSwitch(state), say);
  const plan: Extract<Plan, { kind: 'set' }> = { kind: 'set', state, targets: ids(r), phrase: r.phrase };
  if (!r.set) return plan;
  // A group ("all the lights upstairs") targets only what may be switched and names the rest in the
  // reply; a single device the household names is proposed anyway, so the executor's refusal is audited.
  const controllable = r.entities.filter(isControllable);
  if (controllable.length === r.entities.length) return plan;
  if (controllable.length === 0) return { kind: 'unsupported', action: 'domain', text: say.notControllable(r.entities) };
  plan.targets = controllable.map((e) => e.entity_id);
  plan.skipped = r.entities.filter((e) => !isControllable(e)).map((e) => e.entity_id);
  return plan;
}

// ---------------------------------------------------------------------------------------------

function parseQuestion(tokens: readonly Token[], start: number, index: VocabularyIndex, questionMark: boolean, say: Replies): Plan | null {
  let i = start;
  for (let w = QUESTION_WRAPPERS.match(tokens, i); w; w = QUESTION_WRAPPERS.match(tokens, i)) i += w.length;
  const lead = QUESTION_LEADS.match(tokens, i);
  if (!lead && i === start && !questionMark) return null;
  const info = lead?.values[0] ?? { question: 'yes_no' as const };
  let question: StateQuestion = info.question === 'what' ? 'which' : info.question;
  const rest = tokens.slice(i + (lead?.length ?? 0));
  const measure = info.measure;
  if (rest.length === 0 && !measure) return null;

  const impliedNouns = measure ? [noun(measure)] : info.impliesPerson ? [noun('person')] : undefined;
  const impliedState = info.impliesDetected ? stateWord('detected') : undefined;

  if (question === 'value' || question === 'which') {
    const blocked = nameBlock(rest, index);
    const tags = tagTokens(rest, index, 'question', blocked);
    const onlyState =
      blocked.size === 0 &&
      tags.some((t) => t.type === 'state') &&
      tags.every((t) => t.type === 'state' || t.type === 'area' || (t.type === 'role' && t.role !== 'deictic'));
    if (onlyState) question = 'list';
  }
  const quantified = question === 'any' || question === 'all' || question === 'which' || question === 'count' || question === 'list';
  const r = resolveTargets(
    { tokens: rest, mode: 'question', quantified, ...(impliedNouns ? { impliedNouns } : {}), ...(impliedState ? { impliedState } : {}) },
    index,
  );
  if (r.kind !== 'targets') {
    if (r.kind === 'empty' && !lead) return null;
    return clarify(r, whichDevice, say);
  }
  if (question === 'value' && r.asked && r.asked.raws.size > 0) question = 'yes_no';
  if (question === 'yes_no' && (!r.asked || r.asked.raws.size === 0)) question = 'value';
  const plan: Extract<Plan, { kind: 'state' }> = { kind: 'state', question, targets: ids(r), phrase: r.phrase };
  if (r.asked && r.asked.raws.size > 0) {
    plan.states = Object.fromEntries(r.asked.raws);
    plan.state = r.asked.raws.get(r.entities.find((e) => r.asked!.raws.has(e.entity_id))!.entity_id)!;
    plan.state_word = r.asked.word;
  }
  const measureTag =
    measure ??
    (tagTokens(rest, index, 'question').some((t) => t.type === 'noun' && t.senses.some((s) => s.phrase === 'temperature' || s.phrase === 'temp'))
      ? 'temperature'
      : undefined);
  if (measureTag) plan.measure = measureTag;
  return plan;
}

// ---------------------------------------------------------------------------------------------

function parseUnsupported(tokens: readonly Token[], start: number, index: VocabularyIndex, say: Replies): Plan | null {
  const m = UNSUPPORTED_LEADS.match(tokens, start);
  if (!m) return null;
  let action = m.values[0]!;
  if (action === 'level') {
    const rest = tokens.slice(start + m.length);
    action = unsupportedIn(rest, nameBlock(rest, index)) ?? 'level';
  }
  return { kind: 'unsupported', action, text: say.unsupported(action) };
}

function parseBare(tokens: readonly Token[], start: number, index: VocabularyIndex, say: Replies): Plan {
  const r = resolveTargets({ tokens: tokens.slice(start), mode: 'question' }, index);
  if (r.kind === 'targets') return { kind: 'clarify', reason: 'no_action', text: say.noAction(r.entities), candidates: ids(r) };
  if (r.kind === 'unknown' && r.suggestions.length > 0) return clarify(r, whichDevice, say);
  return { kind: 'unsupported', action: 'other', text: say.unsupported('other') };
}

/** A request already in the canonical form (follow-ups rebuild requests in it), worded by `replies`. */
export function parseCanonical(canonical: string, index: VocabularyIndex, replies: Replies): Plan {
  const text = rephrase(canonical);
  const both = twoActions(text, index, replies);
  if (both) return both;
  return parseOne(text, index, replies);
}

/** "turn on the kitchen light and turn off the hallway light": two on/off requests, done in order. */
const SECOND_COMMAND = /\s*,?\s+(?:and|then|and then)\s+(?=(?:turn|switch|shut|power|put)\b)/i;

function twoActions(text: string, index: VocabularyIndex, say: Replies): Plan | null {
  const cut = SECOND_COMMAND.exec(text);
  if (!cut) return null;
  const first = parseOne(text.slice(0, cut.index), index, say);
  const second = parseOne(text.slice(cut.index + cut[0].length), index, say);
  if (first.kind !== 'set') return null;
  if (second.kind !== 'set') return second.kind === 'clarify' || second.kind === 'unsupported' ? second : null;
  if (first.state === second.state) {
    const targets = [...new Set([...first.targets, ...second.targets])];
    return { ...first, targets, phrase: `${first.phrase} and ${second.phrase}` };
  }
  return { ...first, then: second };
}

function parseOne(text: string, index: VocabularyIndex, say: Replies): Plan {
  const tokens = correctTypos(joinSplitNames(tokenize(text), index), index);
  const questionMark = /\?\s*$/.test(text);
  const start = skipPolite(tokens, 0);
  if (start >= tokens.length) return { kind: 'chat', text: say.chat('prompt') };
  const focus = capabilities(tokens, start);
  if (focus) return { kind: 'capabilities', focus };
  return (
    smallTalk(tokens, start, say) ??
    parseHistory(tokens, start, index, say) ??
    parseCommand(tokens, start, index, questionMark, say) ??
    parseUnsupported(tokens, start, index, say) ??
    parseQuestion(tokens, start, index, questionMark, say) ??
    parseBare(tokens, start, index, say)
  );
}
