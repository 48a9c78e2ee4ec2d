/**
 * What the built-in engine understood an utterance to ask, before any capability runs. The
 * peer evaluation compares plans; the engine turns a plan into proposals round by round.
 */

export type Period = 'hour' | 'day' | 'week';

/** How a state question wants its answer. */
export type StateQuestion =
  /** "is the porch light on?" */
  | 'yes_no'
  /** "are any lights on?" */
  | 'any'
  /** "are all switches on?" */
  | 'all'
  /** "which lights are on?" */
  | 'which'
  /** "how many lights are on?" */
  | 'count'
  /** "what's the living room temperature?" */
  | 'value'
  /** "what's on?" */
  | 'list';

export type UnsupportedAction =
  'lock' | 'cover' | 'brightness' | 'colour' | 'temperature' | 'level' | 'media' | 'schedule' | 'alarm' | 'start' | 'domain' | 'other';

export type ClarifyReason = 'unknown' | 'ambiguous' | 'which_room' | 'nothing' | 'no_target' | 'no_action' | 'mixed' | 'pronoun';

export type Plan =
  | {
      kind: 'set';
      state: 'on' | 'off';
      /** Entity ids in vocabulary order; the engine proposes one per round. */
      targets: string[];
      /** The words used for the target ("the kitchen lights"). */
      phrase: string;
      /** Named with the targets (a group) but not controllable: never proposed, named in the reply. */
      skipped?: string[];
      /** When carrying on with the rest of an earlier request: how many of it came before, and its size. */
      offset?: number;
      total?: number;
      /** When carrying on: the whole earlier request's targets (saying it again carries on too). */
      request?: string[];
      /** A second action in the same message ("… and turn off the hallway light"), done after this one. */
      then?: Extract<Plan, { kind: 'set' }>;
    }
  | {
      kind: 'state';
      question: StateQuestion;
      targets: string[];
      /** The raw state asked about, for the first target ("on", "open", "locked"). */
      state?: string;
      /** The raw state asked about, per target that can have it. */
      states?: Record<string, string>;
      /** The word the household used ("open", "wet"). */
      state_word?: string;
      /** Set when the question is about a temperature, so a thermostat's mode is not read as one. */
      measure?: 'temperature' | 'humidity';
      phrase: string;
    }
  | {
      kind: 'history';
      target: string;
      period: Period;
      ask: 'last' | 'count' | 'list';
      /** The state whose arrival is asked about ("open" → `on` for a door sensor); null for any change. */
      event: { raw: string | null; word: string } | null;
      /** Whether the household named the period ("today"), so the reply says which window it read. */
      period_named: boolean;
    }
  | { kind: 'capabilities'; focus: 'see' | 'control' }
  /** `phrase`: the words that matched more than one device, for the answer to "which one?". */
  | { kind: 'clarify'; reason: ClarifyReason; text: string; candidates: string[]; phrase?: string }
  | { kind: 'unsupported'; action: UnsupportedAction; text: string }
  | { kind: 'chat'; text: string };
