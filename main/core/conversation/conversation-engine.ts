/**
 * The seam between the conversation turn loop and a conversation engine (DESIGN §5).
 *
 * An engine only ever *proposes* capability calls; the deterministic executor decides whether
 * they run. Engines see the user's messages, the allowlisted entities' cached names (the
 * vocabulary) and tool results — never the token, never entities outside the allowlist.
 */
import type { Language } from '../../../common/languages.js';

/** One allowlisted entity as an engine may see it (`conversation/entity-names.json`). */
export interface VocabularyEntry {
  entity_id: string;
  friendly_name: string;
  device_class: string | null;
  unit_of_measurement: string | null;
  /** A household-assigned area, when Home Assistant has one for the entity: its own, else its device's (Home Assistant's rule). */
  area?: string;
  area_id?: string;
  area_aliases?: string[];
  /** The area's floor, from Home Assistant's floor registry. */
  floor?: string;
  floor_id?: string;
  floor_aliases?: string[];
  /** Other names the household gave the entity in Home Assistant. */
  aliases?: string[];
  /**
   * In the control allowlist (RFC-0019 `controllable_entities`), with control on and a light or
   * switch. For a group ("all the lights") engines target only these; a single entity the household
   * names is proposed anyway, so the executor's refusal is audited.
   */
  controllable?: boolean;
}

/** A capability call the engine would like to make; the executor may refuse it. */
export interface Proposal {
  id: string;
  capability: string;
  arguments: Record<string, unknown>;
}

/** What became of one proposal: data for the engine, never instructions. */
export interface ToolResult {
  proposal_id: string;
  capability: string;
  arguments: Record<string, unknown>;
  outcome: 'executed' | 'rejected' | 'pending' | 'denied' | 'expired' | 'failed' | 'not_run';
  code?: string;
  message?: string;
  result?: unknown;
}

/**
 * What an engine noted about a reply it gave — for the built-in engine, the devices a request
 * still has to do — handed back with that reply in later turns' `history`. The turn loop keeps it
 * in memory beside the conversation's latest reply and never reads it; it is not shown or stored.
 */
export type EngineCarry = Readonly<Record<string, unknown>>;

export interface HistoryEntry {
  role: 'user' | 'assistant';
  text: string;
  /** On the latest reply only, when its engine left a note (`EngineCarry`). */
  carry?: EngineCarry;
}

export interface EngineRoundInput {
  /** This turn's message. */
  user_message: string;
  /** Earlier turns, bounded. */
  history: HistoryEntry[];
  /** The household's language: the engine understands it first and replies in it (default 'en'). */
  language?: Language;
  /**
   * The household's locale (a regional tag of `language`: 'en-US', 'de-CH'), the one every window
   * formats by: replies write clock times and dates by it. The language's own when absent.
   */
  locale?: string;
  /** Earlier rounds of THIS turn, with their results. */
  rounds: Array<{ proposals: Proposal[]; results: ToolResult[] }>;
  /** Allowlisted entities only. */
  vocabulary: VocabularyEntry[];
  /** This computer's room (a Home Assistant `area_id`), as Home Assistant uses a voice satellite's area; null when not set. */
  this_area_id?: string | null;
  /** Home Assistant's IANA zone, e.g. 'Europe/Amsterdam' (fallback 'UTC'). */
  time_zone: string;
  now: Date;
  /** Rounds left including this one (at most MAX_ROUNDS_PER_TURN = 3 per turn). */
  rounds_left: number;
  /**
   * False before Home Assistant's address and token are saved (absent: set up). A name then matches
   * nothing because nothing can be shared yet, and the true answer is the missing connection.
   */
  home_assistant_set_up?: boolean;
}

export type EngineRoundOutput =
  /** `progress`: this proposal's place in a several-device request, shown on the turn with its card. */
  /** `focus`: the entity ids the proposals serve a question about, for the card to name (a read of everything shared). */
  | { kind: 'propose'; proposals: Proposal[]; note?: string; progress?: { place: number; of: number; state?: 'on' | 'off' }; focus?: string[] }
  /**
   * `focus`: the entity ids the reply is about (the devices a state question asked of), so a window
   * puts their rows of the read first — chosen by id, never by finding names in the text.
   */
  | { kind: 'reply'; text: string; carry?: EngineCarry; focus?: string[] };

export interface ConversationEngine {
  /** Recorded as the audit event's `proposer` ("builtin", "openai-compatible:<model>"). */
  readonly proposer: string;
  round(input: EngineRoundInput, signal: AbortSignal): Promise<EngineRoundOutput>;
}
