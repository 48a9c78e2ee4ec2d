/**
 * Long because: the three steps (units, reordering, canonical words) work on one token list and share its helpers; split, each step would reach into the others.
 *
 * A German request in the shared grammar's canonical form. Three steps:
 *
 * 1. **Units** — the household's names (whole entity names, aliases, areas, floors; umlauts and ß
 *    typed or not) are kept as they are; fixed German phrases ("in der", "zu Hause", "wie viele")
 *    become one unit; compounds of a place and a kind ("Küchenlicht") are split.
 * 2. **Shape** — a request's verb and its separable particle are found wherever German puts
 *    them ("schalte … ein", "… einschalten", "… auf machen", or a bare "Licht an") and become
 *    one lead at the front ("turn on …"); a question keeps its order.
 * 3. **Words** — every other unit is replaced by its canonical words; unknown words (names the
 *    index did not match whole, typos) pass through for the shared grammar to judge.
 */
import type { VocabularyIndex } from '../../indexed-vocabulary.js';
import { tokenize, type Token } from '../../text.js';
import { fold } from './fold.js';
import { floorFor, nameWords, splitCompound } from './names.js';
import {
  AFTER_PARTICLE,
  AFTER_PREPOSITION,
  LONGEST_PHRASE,
  PARTICLES,
  PARTICLE_PREFIXES,
  PHRASE_TABLE,
  QUESTION_STARTS,
  VERBS,
  leadFor,
  type Particle,
  type VerbBase,
} from './words.js';

interface Unit {
  /** The words as typed. */
  raw: string[];
  /** Folded, joined by one space. */
  folded: string;
  /** A name of the household's, to pass through. */
  name?: string;
  /** Canonical words of a fixed phrase (two words or more) or of a split compound. */
  canonical?: string;
}

/** Words as typed: letters, digits and the marks numbers and entity ids use. */
function wordsOf(utterance: string): string[] {
  return (utterance.match(/[\p{L}\p{N}%°][\p{L}\p{N}._%°']*/gu) ?? []).map((w) => w.replace(/[._']+$/, '')).filter(Boolean);
}

/** Grammar of the German pack: never looked up as a name's other spelling. */
const isGrammar = (folded: string): boolean => PHRASE_TABLE.has(folded) || PARTICLES.has(folded) || VERBS.has(folded) || /^\d/.test(folded);

function asToken(word: string, index: VocabularyIndex): Token {
  const t = tokenize(word)[0] ?? { surface: word, stem: word };
  if (index.nameWords.has(t.stem) || index.areaWords.has(t.stem) || isGrammar(fold(word))) return t;
  const spelled = nameWords(index).spelling.get(fold(word));
  return spelled === undefined ? t : (tokenize(spelled)[0] ?? t);
}

function unitsOf(raw: string[], index: VocabularyIndex): Unit[] {
  const tokens = raw.map((w) => asToken(w, index));
  const folded = raw.map(fold);
  const units: Unit[] = [];
  for (let i = 0; i < raw.length;) {
    // A phrase of two words or more that is grammar ("in der", "zu Hause") beats a name only when longer.
    let phraseLength = 0;
    for (let n = Math.min(LONGEST_PHRASE, raw.length - i); n >= 2; n--) {
      if (PHRASE_TABLE.has(folded.slice(i, i + n).join(' '))) {
        phraseLength = n;
        break;
      }
    }
    const name = index.names.match(tokens, i);
    const place = index.areas.match(tokens, i);
    const nameLength = Math.max(name?.length ?? 0, place?.length ?? 0);
    if (nameLength > 0 && nameLength >= phraseLength) {
      const span = tokens.slice(i, i + nameLength);
      units.push({ raw: raw.slice(i, i + nameLength), folded: folded.slice(i, i + nameLength).join(' '), name: span.map((t) => t.surface).join(' ') });
      i += nameLength;
      continue;
    }
    if (phraseLength > 0) {
      const key = folded.slice(i, i + phraseLength).join(' ');
      units.push({ raw: raw.slice(i, i + phraseLength), folded: key, canonical: PHRASE_TABLE.get(key)! });
      i += phraseLength;
      continue;
    }
    const word = raw[i]!;
    const f = folded[i]!;
    if (f === 'oben' || f === 'unten') {
      const floor = floorFor(f === 'oben' ? 'up' : 'down', index);
      units.push({ raw: [word], folded: f, canonical: floor === null ? (f === 'oben' ? 'upstairs' : 'downstairs') : `in the ${floor}` });
      i++;
      continue;
    }
    const grammar = PHRASE_TABLE.has(f) || PARTICLES.has(f) || verbOf({ raw: [word], folded: f }) !== null;
    const stem = tokens[i]!.stem;
    if (grammar) units.push({ raw: [word], folded: f });
    else if (index.nameWords.has(stem) || index.areaWords.has(stem)) units.push({ raw: [word], folded: f, name: tokens[i]!.surface });
    else {
      const compound = splitCompound(f, nameWords(index));
      units.push(compound ? { raw: [word], folded: f, canonical: `${compound[0]} ${compound[1]}` } : { raw: [word], folded: f });
    }
    i++;
  }
  return units;
}

const isNumber = (u: Unit | undefined): boolean => u !== undefined && /^\d/.test(u.folded);

/** A verb, alone ("schalte") or joined to its particle ("einschalten", "herunterfahren"). */
function verbOf(u: Unit): { verb: VerbBase; particle: Particle | null } | null {
  if (u.name !== undefined || u.canonical !== undefined) return null;
  const alone = VERBS.get(u.folded);
  if (alone) return { verb: alone, particle: null };
  for (const prefix of PARTICLE_PREFIXES) {
    if (!u.folded.startsWith(prefix)) continue;
    const verb = VERBS.get(u.folded.slice(prefix.length));
    if (verb) return { verb, particle: PARTICLES.get(prefix)! };
  }
  return null;
}

/** A separable particle standing on its own at the end of its clause — not a preposition ("auf dem", "zu Hause"). */
function particleAt(units: readonly Unit[], k: number): Particle | null {
  const u = units[k]!;
  if (u.name !== undefined || u.canonical !== undefined) return null;
  const p = PARTICLES.get(u.folded);
  if (!p) return null;
  const next = units[k + 1];
  if (next === undefined) return p;
  if (AFTER_PREPOSITION.has(next.folded.split(' ')[0]!) || isNumber(next)) return null;
  if (AFTER_PARTICLE.has(next.folded.split(' ')[0]!) || verbOf(next) !== null || PARTICLES.has(next.folded)) return p;
  // Before another word, "ein" is an article ("ein Licht"), "zu" and "auf" say "too"/"to"/"on"
  // ("zu dunkel"); the others are particles before a place or a name ("mach an die Lampe").
  return p === 'ein' || p === 'zu' || p === 'auf' ? null : p;
}

function translate(u: Unit, next: Unit | undefined, question: boolean, roomSet = false): string {
  if (u.name !== undefined) return u.name;
  if (u.canonical !== undefined) return u.canonical;
  // "auf 50 %", "zu 20 Grad": a level, said the shared grammar's way.
  if ((u.folded === 'auf' || u.folded === 'zu') && isNumber(next)) return 'to';
  // "ist die Tür zu?": closed; "zu dunkel": too.
  if (u.folded === 'zu') return next === undefined || AFTER_PARTICLE.has(next.folded.split(' ')[0]!) ? 'closed' : 'too';
  if (!question && u.folded === 'an') return 'on';
  if (!question && (u.folded === 'aus' || u.folded === 'ab')) return 'off';
  if (question && u.folded === 'an') return 'on';
  // "ist ein Fenster offen?": an article; "ist die Pumpe ein?": on.
  if (u.folded === 'ein') return next === undefined || AFTER_PARTICLE.has(next.folded.split(' ')[0]!) ? 'on' : 'a';
  if (question && u.folded === 'aus') return 'off';
  // "das Licht" is the room's lighting: with this computer's room set, all of its lights.
  if (roomSet && (u.folded === 'licht' || u.folded === 'beleuchtung')) return 'lights';
  const word = PHRASE_TABLE.get(u.folded);
  if (word !== undefined) return word;
  const verb = verbOf(u);
  if (verb) return leadFor(verb.verb, verb.particle) ?? u.raw.join(' ');
  return u.raw.join(' ');
}

const POLITE = new Set(['please', 'can you', 'hello', 'ok', 'i want', 'thanks', 'yes']);

function isQuestion(units: readonly Unit[], questionMark: boolean, hasVerb: boolean): boolean {
  const first = units.find((u) => !(u.canonical !== undefined && POLITE.has(u.canonical)) && !POLITE.has(PHRASE_TABLE.get(u.folded) ?? ''));
  if (first === undefined) return false;
  if (first.name === undefined && QUESTION_STARTS.has(first.folded.split(' ')[0]!)) return true;
  return questionMark && !hasVerb;
}

/** German words that are English words too: on their own they do not make a message German. */
const SHARED_WITH_ENGLISH = new Set([
  'in',
  'an',
  'was',
  'hat',
  'also',
  'so',
  'bin',
  'war',
  'will',
  'hier',
  'am',
  'um',
  'man',
  'mist',
  'rot',
  'tor',
  'status',
  'start',
  'stop',
  'timer',
  'tv',
  'hallo',
  'hi',
  'hey',
  'ok',
  'okay',
  'super',
  'plus',
  'sensor',
  'script',
]);

function isGerman(u: Unit, k: number, units: readonly Unit[]): boolean {
  if (u.name !== undefined) return false;
  if (u.canonical !== undefined) return true;
  // "Stehlampe an": a particle closing the message is German, "an open window" is not.
  const closing = PARTICLES.has(u.folded) && (k === units.length - 1 || AFTER_PARTICLE.has(units[k + 1]!.folded.split(' ')[0]!));
  if (closing) return true;
  return !SHARED_WITH_ENGLISH.has(u.folded) && (PHRASE_TABLE.has(u.folded) || PARTICLES.has(u.folded) || verbOf(u) !== null);
}

/** Verbs that say a light or an appliance is on ("das Licht brennt", "die Pumpe läuft"). */
const BURNING = new Set(['brennt', 'brennen', 'leuchtet', 'leuchten', 'lauft', 'laufen']);

/** One clause of a request: its lead at the front, the rest in canonical words. */
function commandClause(units: readonly Unit[], roomSet: boolean): string {
  let verb: VerbBase | null = null;
  let particle: Particle | null = null;
  const drop = new Set<number>();
  units.forEach((u, k) => {
    const v = verbOf(u);
    if (v && verb === null) {
      verb = v.verb;
      particle ??= v.particle;
      drop.add(k);
    }
  });
  // The particle closes the clause: take the last one.
  for (let k = units.length - 1; k >= 0 && particle === null; k--) {
    if (drop.has(k)) continue;
    const p = particleAt(units, k);
    if (p) {
      particle = p;
      drop.add(k);
    }
  }
  const lead = leadFor(verb, particle);
  const polite: string[] = [];
  const rest: string[] = [];
  let leading = true;
  units.forEach((u, k) => {
    if (drop.has(k)) return;
    const word = translate(u, units[k + 1], false, roomSet);
    if (leading && POLITE.has(word) && word !== 'i want') {
      polite.push(word);
      return;
    }
    leading = false;
    // "ich möchte, dass du …": the wish and its subject are only the request's frame.
    if (word === 'i want' || word === 'you') return;
    rest.push(word);
  });
  return [...polite, ...(lead ? [lead] : []), ...rest].filter(Boolean).join(' ');
}

/** Verbs that need a particle to say what they do ("schalte …" is not yet on or off). */
const NEEDS_PARTICLE = new Set<VerbBase>(['switch', 'turn', 'put', 'keep', 'move', 'pull']);

/** Whether a clause says on its own what to do: a particle, or a verb that carries its direction. */
function isComplete(units: readonly Unit[]): boolean {
  return units.some((u, k) => {
    const v = verbOf(u);
    return (v !== null && (v.particle !== null || !NEEDS_PARTICLE.has(v.verb))) || particleAt(units, k) !== null;
  });
}

function hasDirection(units: readonly Unit[]): boolean {
  return units.some((u, k) => verbOf(u) !== null || particleAt(units, k) !== null);
}

/** The canonical form of a German request or question. */
export function normaliseGerman(utterance: string, index: VocabularyIndex): string {
  const questionMark = /\?\s*$/.test(utterance);
  const units = unitsOf(wordsOf(utterance), index);
  if (units.length === 0) return utterance;
  // A message with no German grammar at all ("turn on the porch light") is already canonical:
  // the words German shares with English ("in", "an", "was") must not rewrite it.
  if (!units.some((u, k) => isGerman(u, k, units))) return utterance;
  const question = isQuestion(
    units,
    questionMark,
    units.some((u) => verbOf(u) !== null),
  );
  let text: string;
  if (question) {
    const reflexive = units.some((u) => u.folded === 'sich');
    // "Was ist mit der Stehlampe passiert?" asks its history; without "passiert" it is "what about …".
    const happened = units.some((u) => u.folded === 'passiert' || u.folded === 'geschehen');
    const words = units.map((u, k) => {
      if (happened && u.canonical === 'what about') return 'what happened to';
      // "… aus?" closes "wie sieht es mit … aus?".
      if (k === units.length - 1 && u.folded === 'aus' && units[0]!.folded.startsWith('wie sieht es mit')) return '';
      // "wo hält sich Thomas auf?": the particle of a reflexive verb says nothing on its own.
      if (reflexive && k === units.length - 1 && u.folded === 'auf') return '';
      if (reflexive && (u.folded === 'halt' || u.folded === 'befindet') && u.name === undefined) return 'is';
      return translate(u, units[k + 1], true);
    });
    // "Brennt das Licht?", "Welche Lampen leuchten?", "Läuft die Kaffeemaschine?": is … on.
    const burning = units.findIndex((u) => u.name === undefined && BURNING.has(u.folded));
    if (burning >= 0) words[burning] = '';
    const kept = words.filter(Boolean);
    if (burning >= 0) {
      if (burning === 0) kept.unshift(/n$/.test(units[0]!.folded) ? 'are' : 'is');
      kept.push('on');
    }
    // "Wann ist die Lampe angegangen?": when was.
    if (kept[0] === 'when' && (kept[1] === 'is' || kept[1] === 'are')) kept[1] = kept[1] === 'is' ? 'was' : 'were';
    // "sind oben alle Lichter aus?": German may put the quantifier after a place; the shared
    // grammar reads it from the question's lead ("are all …").
    const q = kept.findIndex((w, k) => k > 1 && (w === 'all' || w === 'any'));
    if (q > 1 && (kept[0] === 'is' || kept[0] === 'are')) kept.splice(1, 0, ...kept.splice(q, 1));
    text = kept.join(' ');
  } else if (
    units.every(
      (u) => u.name === undefined && (u.canonical !== undefined || PHRASE_TABLE.has(u.folded)) && !verbOf(u) && particleAt(units, units.indexOf(u)) === null,
    )
  ) {
    // "ja bitte", "mach weiter", "danke": no request to reshape.
    text = units
      .map((u, k) => translate(u, units[k + 1], false))
      .filter(Boolean)
      .join(' ');
  } else {
    // "schalte die Küchenlampe an und die Flurlampe aus": two clauses, each with its own direction.
    const clauses: Unit[][] = [[]];
    for (const u of units) {
      if ((u.folded === 'und' || u.folded === 'dann' || u.folded === 'und dann') && hasDirection(clauses[clauses.length - 1]!)) clauses.push([]);
      else clauses[clauses.length - 1]!.push(u);
    }
    // A clause without its own direction belongs to its neighbour: "schalte A und B ein" (the
    // particle closes both), "schalte A an und B" (the verb covers both).
    const parts: Unit[][] = [];
    for (const c of clauses) {
      const previous = parts[parts.length - 1];
      if (previous && (!hasDirection(c) || !isComplete(previous))) previous.push({ raw: ['und'], folded: 'und' }, ...c);
      else parts.push(c);
    }
    text = parts.map((c) => commandClause(c, index.hereKey !== null)).join(' and ');
  }
  return questionMark ? `${text}?` : text;
}
