/**
 * Conversations live in memory (tokens do too, so nothing pending survives a restart anyway),
 * bounded: past MAX_CONVERSATIONS the least recently used *idle* conversation is evicted, old turns
 * past MAX_TURNS, and the history an engine sees is capped in turns and characters.
 *
 * A conversation with a live card, a running turn or a running approval is never evicted (issue
 * 12): its approval would otherwise finish against a conversation that is gone, after the action
 * was sent. Those are bounded elsewhere — live cards by the confirmation store's MAX_PENDING,
 * running requests by the requests in flight — so the map may pass MAX_CONVERSATIONS only while
 * that many are busy.
 */
import { randomUUID } from 'node:crypto';
import type { CapabilityEvent, TurnResponse } from '../../../common/contract/types.js';
import type { EngineCarry, HistoryEntry, Proposal, ToolResult } from './conversation-engine.js';
import type { Language } from '../../../common/languages.js';

export const MAX_CONVERSATIONS = 100;
export const MAX_TURNS = 200;
const HISTORY_TURNS = 10;
const HISTORY_CHARS = 12_000;

/** A turn that is still running or halted on a confirmation. */
/** What a turn writes with, read once when it starts (DESIGN §5): its language, locale and Home Assistant's zone. */
export interface TurnFacts {
  language: Language;
  /** The household's locale for times (LanguageView.locale), of `language`. */
  locale: string;
  /** Home Assistant's time zone (IANA), else this computer's. */
  time_zone: string;
  /** Home Assistant's address and token are saved (absent: set up); see EngineRoundInput. */
  home_assistant_set_up?: boolean;
}

export interface ActiveTurn {
  turn_id: string;
  /** Read when the turn started; every reply of the turn, and its narration, uses these. */
  facts: TurnFacts;
  /** The conversation's generation when this turn's message arrived; a newer message supersedes it. */
  generation: number;
  /** Cancels the engine round in flight, when a newer message supersedes this turn. */
  engineRound: AbortController | null;
  user_message: string;
  proposer: string;
  rounds: Array<{ proposals: Proposal[]; results: ToolResult[] }>;
  events: CapabilityEvent[];
  /** The proposal waiting for the household, when halted. */
  waiting: { proposal_id: string; token: string } | null;
  /** The devices of a several-device request whose card waits (ids, cached names): what an interruption leaves undone. */
  group?: { ids: string[]; names: Record<string, string> };
}

export interface Conversation {
  id: string;
  turns: TurnResponse[];
  active: ActiveTurn | null;
  touched: number;
  /** Counts the messages this conversation has received: the current turn's generation (DESIGN §5). */
  generation: number;
  /** Requests working on this conversation right now (a message or an approval); held ones are never evicted. */
  holds: number;
  /** The engine's note on the latest reply (memory only: nothing it continues survives a restart either). */
  carry?: { turn_id: string; carry: EngineCarry };
}

export class Conversations {
  private readonly byId = new Map<string, Conversation>();

  get(id: string): Conversation | undefined {
    return this.byId.get(id);
  }

  /** Conversations kept right now (≤ MAX_CONVERSATIONS once none is busy). */
  get size(): number {
    return this.byId.size;
  }

  /**
   * Creates a conversation, held for the request that creates it (release it when done); evicts
   * the least recently used idle one past the bound.
   */
  create(now: number): { conversation: Conversation; release: () => void; evicted: Conversation | null } {
    let evicted: Conversation | null = null;
    if (this.byId.size >= MAX_CONVERSATIONS) {
      let oldest: Conversation | undefined;
      for (const c of this.byId.values()) if (isIdle(c) && (!oldest || c.touched < oldest.touched)) oldest = c;
      if (oldest) {
        this.byId.delete(oldest.id);
        evicted = oldest;
      }
    }
    const conversation: Conversation = { id: randomUUID(), turns: [], active: null, touched: now, generation: 0, holds: 0 };
    this.byId.set(conversation.id, conversation);
    return { conversation, release: this.hold(conversation), evicted };
  }

  /** Keeps a conversation from eviction while a request works on it; the returned function releases it (once). */
  hold(conversation: Conversation): () => void {
    conversation.holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      conversation.holds--;
    };
  }

  /** A conversation from the stored history: nothing in it is active (no token survives a restart). */
  restore(stored: { id: string; touched: number; turns: readonly TurnResponse[] }): void {
    if (this.byId.has(stored.id) || this.byId.size >= MAX_CONVERSATIONS) return;
    this.byId.set(stored.id, { id: stored.id, turns: stored.turns.slice(-MAX_TURNS), active: null, touched: stored.touched, generation: 0, holds: 0 });
  }

  /** "Clear history": forgets every conversation not waiting on the household; returns what stayed. */
  clearIdle(): string[] {
    for (const [id, c] of this.byId) if (isIdle(c)) this.byId.delete(id);
    return [...this.byId.keys()];
  }

  /** Records a turn's latest form, replacing an earlier form of the same turn. */
  saveTurn(conversation: Conversation, turn: TurnResponse, now: number): void {
    conversation.touched = now;
    const index = conversation.turns.findIndex((t) => t.turn_id === turn.turn_id);
    if (index >= 0) conversation.turns[index] = turn;
    else conversation.turns.push(turn);
    if (conversation.turns.length > MAX_TURNS) conversation.turns.splice(0, conversation.turns.length - MAX_TURNS);
  }

  /**
   * Keeps the engine's note on a finished turn's reply (one per conversation: engines read the
   * latest reply's). A turn that finishes without one drops its own earlier note, never a newer turn's.
   */
  noteCarry(conversation: Conversation, turnId: string, carry: EngineCarry | undefined): void {
    if (carry !== undefined) conversation.carry = { turn_id: turnId, carry };
    else if (conversation.carry?.turn_id === turnId) delete conversation.carry;
  }

  /** What an engine sees of earlier turns: the household's words and the assistant's replies, the latest with its engine's note. */
  history(conversation: Conversation, exceptTurnId: string): HistoryEntry[] {
    const out: HistoryEntry[] = [];
    let chars = 0;
    const earlier = conversation.turns.filter((t) => t.turn_id !== exceptTurnId).slice(-HISTORY_TURNS);
    for (let i = earlier.length - 1; i >= 0; i--) {
      const turn = earlier[i]!;
      const pair: HistoryEntry[] = [{ role: 'user', text: turn.user_message }];
      const carry = i === earlier.length - 1 && conversation.carry?.turn_id === turn.turn_id ? conversation.carry.carry : undefined;
      if (turn.reply) pair.push({ role: 'assistant', text: turn.reply, ...(carry ? { carry } : {}) });
      const size = pair.reduce((n, m) => n + m.text.length, 0);
      if (chars + size > HISTORY_CHARS) break;
      chars += size;
      out.unshift(...pair);
    }
    return out;
  }
}

/** Nothing would be lost by evicting it: no turn running or waiting on a card, no request working on it. */
function isIdle(conversation: Conversation): boolean {
  return conversation.active === null && conversation.holds === 0;
}
