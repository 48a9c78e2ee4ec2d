/**
 * What one language brings to the built-in engine: a way to read the household's words into a
 * `Plan`, and `Replies` — every word the engine says, composed from structured results (entities,
 * counts, states, times, codes), never from English fragments. A language is sentence data
 * (`sentences/`, docs/architecture.md §6.2b): `dataPack` makes the pack. (A TypeScript pack,
 * §6.2a, rewrites the request into the canonical English form instead: canonical-pack.ts gives it
 * that form's reading.) `replies` is required in full (no English fallback):
 * `voice/format.ts` for numbers, lists, clock times and dates in `replies.locale`, `Intl.PluralRules`
 * for plurals. Registered by one line in `lang/index.ts`; measured in intents-eval.test.ts.
 */
import type { Language } from '../../../../../common/languages.js';
import type { Period, Plan, UnsupportedAction } from '../plan.js';
import type { IndexedEntity, VocabularyIndex } from '../indexed-vocabulary.js';
import type { FollowUpReader } from '../follow-up-reader.js';

export type OnOff = 'on' | 'off';

/** A device in a reply: an entity of the household's vocabulary, or a bare entity id no longer in it. */
export type Named = IndexedEntity | string;

/** One state as Home Assistant reported it, for the entity it belongs to. */
export interface Reading {
  entity: IndexedEntity;
  /** The raw state ("on", "21.5", "not_home", "unavailable"). */
  raw: string;
  unit: string | null;
}

/**
 * When something happened, relative to now in Home Assistant's zone: today, yesterday, within
 * the week (a weekday), else a date (with its year when that differs from this year's).
 */
export interface When {
  relation: 'today' | 'yesterday' | 'this_week' | 'earlier';
  at: Date;
  timeZone: string;
  withYear: boolean;
  /**
   * The household's locale for the clock and the date ('en-US' "2:02 PM", 'en-GB' "14:02"), the
   * one every window formats by; null for the language's own (`Replies.locale`).
   */
  locale: string | null;
}

/** Small talk answered without any capability. */
export type ChatReply = 'thanks' | 'bye' | 'hello' | 'acknowledge' | 'prompt';

/** A kind of device that nothing shared matches ("I don't see any fans in the garage"). */
export interface NothingFound {
  /** The household's words for the target. */
  phrase: string;
  /** The area's or floor's name as the household has it; null when none was named. */
  area: string | null;
  /** The area is this computer's room ("in here"). */
  here: boolean;
  /** The canonical kind noun ("light", "heating", "fan"), or null. */
  noun: string | null;
}

/** Why one on/off proposal did not end in a confirmed change (from its outcome and code). */
export type ActionProblem =
  /** Executed, but the result confirms nothing; `reported` is Home Assistant's raw new state. */
  | { kind: 'unconfirmed'; reported: string | null }
  /** A code this table does not know (or none), by outcome. */
  | { kind: 'refused' | 'failed'; code: string | null }
  | {
      kind:
        | 'only_lights_and_switches'
        | 'not_allowed'
        | 'control_off'
        | 'not_allowlisted'
        | 'not_configured'
        | 'too_much'
        | 'denied'
        | 'expired'
        | 'approval_invalid'
        | 'timeout'
        | 'unreachable'
        | 'auth_failed'
        | 'tls_error'
        | 'gone'
        | 'audit_unavailable'
        | 'not_confirmed'
        | 'error'
        | 'bad_answer'
        | 'bad_request'
        | 'pending';
    };

/** Why a read (`list_entities`, `get_history`) gave no data. */
export type ReadProblem =
  | { kind: 'failed'; code: string | null }
  | {
      kind:
        | 'read_off'
        | 'not_configured'
        | 'not_allowlisted'
        | 'denied'
        | 'expired'
        | 'approval_invalid'
        | 'unreachable'
        | 'timeout'
        | 'auth_failed'
        | 'tls_error'
        | 'gone'
        | 'audit_unavailable'
        | 'bad_answer'
        | 'pending';
    };

/** What became of one on/off request over its devices, for the reply that closes it. */
export interface SetOutcome {
  state: OnOff;
  turned: Named[];
  already: Named[];
  /** Named with a group, switchable but not allowed in Settings → Control: left alone. */
  notAllowed: Named[];
  /** Named with a group but not a light or switch: left alone. */
  notSwitchable: Named[];
  /** Sentences already composed with `actionProblem`, each once. */
  problems: string[];
  /** Devices not done yet, in order. */
  left: Named[];
  /** The request stopped (denied, control off…), so `left` will not be done. */
  stopped: boolean;
}

/** A value answer's line for one device ("the living room temperature is 21.5 °C"). */
export type ValueLine =
  | { kind: 'plain'; reading: Reading }
  | { kind: 'unreadable'; reading: Reading }
  /** A thermostat asked for its temperature: the list shows its mode only. */
  | { kind: 'measure_missing'; reading: Reading; measure: 'temperature' | 'humidity' };

/**
 * The answer to a state question, chosen from the `list_entities` result (answer.ts). `asked` is
 * the canonical state word of the question ("on", "open", "wet"); `checked` how many were read.
 */
export type StateAnswer =
  | { kind: 'not_reported'; targets: IndexedEntity[] }
  | { kind: 'values'; lines: ValueLine[]; more: number }
  | { kind: 'unreadable'; reading: Reading }
  | { kind: 'yes_no'; yes: boolean; reading: Reading }
  | { kind: 'none_of'; checked: number; asked: string }
  | { kind: 'some'; matching: Reading[] }
  /** A yes/no question about several named devices, some of which are so: both halves said. */
  | { kind: 'partly'; matching: Reading[]; notMatching: Reading[] }
  | { kind: 'all'; checked: number; asked: string; only: Reading | null }
  | { kind: 'not_all'; notMatching: Reading[] }
  | { kind: 'none_now'; of: 'anything' | 'checked'; checked: number; asked: string }
  | { kind: 'which'; matching: IndexedEntity[]; asked: string }
  | { kind: 'count_none'; checked: number; asked: string }
  | { kind: 'count'; matching: IndexedEntity[]; checked: number; asked: string };

/** What a history question is about, in the past tense ("opened", "turned on", "changed to …"). */
export type HistoryEvent =
  { kind: 'changed' } | { kind: 'changed_to'; raw: string } | { kind: 'opened' | 'closed' | 'locked' | 'unlocked' } | { kind: 'turned'; raw: string };

export type HistoryAnswer =
  | { kind: 'gone' }
  | { kind: 'never'; entity: IndexedEntity; event: HistoryEvent; period: Period }
  | { kind: 'count'; entity: IndexedEntity; event: HistoryEvent; times: number; atLeast: boolean; last: When; period: Period }
  | { kind: 'unchanged'; entity: IndexedEntity; period: Period }
  | { kind: 'list'; entity: IndexedEntity; period: Period; total: number; atLeast: boolean; recent: Array<{ raw: string; when: When }>; earlier: number }
  | { kind: 'last'; entity: IndexedEntity; event: HistoryEvent; when: When; period: Period; periodNamed: boolean };

/**
 * Every sentence the built-in engine says, in one language. Each member is composed from
 * structured data; the shared machinery decides *which* message, the language only *how*.
 */
export interface Replies {
  /** The BCP 47 locale for `Intl` (numbers, lists, dates, plural rules): "en-GB", "de-DE". */
  readonly locale: string;

  // — Without any capability result (parse time) —
  chat(kind: ChatReply): string;
  /** "What can you see / control?": every device shared, and the lights and switches among them. */
  capabilities(focus: 'see' | 'control', seen: readonly IndexedEntity[], switchable: readonly IndexedEntity[]): string;
  unsupported(action: UnsupportedAction): string;
  /** A kind that is not a light or switch, and none shared: nothing found, and the app's limit. */
  notSwitchableKind(found: NothingFound): string;
  /** A group none of whose members may be switched. */
  notControllable(entities: readonly IndexedEntity[]): string;
  /** A name matching nothing shared (never saying whether it exists), with close names. */
  unknown(phrase: string, suggestions: readonly IndexedEntity[]): string;
  ambiguous(phrase: string, candidates: readonly IndexedEntity[]): string;
  whichRoom(): string;
  nothing(found: NothingFound): string;
  /** A question or a pronoun with no device to point at. */
  whichDevice(): string;
  /** An on/off command with no target. */
  whatToSwitch(state: OnOff): string;
  /** On and off in one request. */
  mixedDirections(): string;
  /** Devices named with no action. */
  noAction(entities: readonly IndexedEntity[]): string;

  // — Notes shown with a proposal —
  proposeSet(state: OnOff, device: Named, progress: { place: number; of: number; phrase: string } | null): string;
  readingStates(count: number): string;
  readingHistory(about: Named, period: Period): string;
  ranOutOfSteps(): string;

  // — From results —
  actionProblem(problem: ActionProblem, device: Named, state: OnOff): string;
  setOutcome(outcome: SetOutcome): string | null;
  nothingChanged(): string;
  readProblem(problem: ReadProblem, about: Named | null): string;
  stateAnswer(answer: StateAnswer, missing: readonly IndexedEntity[]): string;
  historyAnswer(answer: HistoryAnswer): string;
  /** A time in words ("at 14:02 today", "on 3 March at 18:00"). */
  when(when: When): string;
}

export interface LanguagePack {
  readonly code: Language;
  /**
   * The request in the form this pack's `understand` reads: a pack of sentence data, the household's
   * own words as its text rules read them; `index` tells the household's names apart from grammar.
   */
  normalise(utterance: string, index: VocabularyIndex): string;
  /** Everything the engine says in this language; required — there is no fallback language. */
  readonly replies: Replies;
  /**
   * Other ways a household may write one of its names in this language — accents stripped, a
   * compound split ("Küchenlicht" → "Küchen Licht") — indexed like aliases of the same entity
   * or place. Absent means the name as it is.
   */
  readonly nameForms?: (name: string) => readonly string[];
  /** The plan for a message in `normalise`'s form (follow-ups rebuild requests in it), worded by `replies`. */
  readonly understand: (own: string, index: VocabularyIndex, replies: Replies) => Plan;
  /**
   * The plan for an utterance as the household said it, worded by `replies` — with a data pack's
   * `fallback` language tried when its own data reads nothing (docs/architecture.md §6.2b).
   */
  readonly read: (said: string, index: VocabularyIndex, replies: Replies) => Plan;
  /** How its words lean on the conversation (DESIGN §5). */
  readonly followUp: FollowUpReader;
  /**
   * The stems of the words its requests are made of: the vocabulary index knows them, so a typo is
   * never corrected into a household name when it is one of them (name-typos.ts).
   */
  readonly knownWords: () => ReadonlySet<string>;
}
