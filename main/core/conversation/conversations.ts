/**
 * Conversations live in memory (tokens do too, so nothing pending survives a restart anyway),
 * bounded: the oldest conversation is evicted past MAX_CONVERSATIONS, old turns past
 * MAX_TURNS, and the history an engine sees is capped in turns and characters.
 */
import { randomUUID } from 'node:crypto';
import type { CapabilityEvent, TurnResponse } from '../../../common/contract/types.js';
import type { Proposal, ToolResult } from './conversation-engine.js';

export const MAX_CONVERSATIONS = 100;
export const MAX_TURNS = 200;
const HISTORY_TURNS = 10;
const HISTORY_CHARS = 12_000;

/** A turn that is still running or halted on a confirmation. */
export interface ActiveTurn {
  turn_id: string;
  user_message: string;
  proposer: string;
  rounds: Array<{ proposals: Proposal[]; results: ToolResult[] }>;
  events: CapabilityEvent[];
  /** The proposal waiting for the household, when halted. */
  waiting: { proposal_id: string; token: string } | null;
}

export interface Conversation {
  id: string;
  turns: TurnResponse[];
  active: ActiveTurn | null;
  touched: number;
}

export class Conversations {
  private readonly byId = new Map<string, Conversation>();

  get(id: string): Conversation | undefined {
    return this.byId.get(id);
  }

  /** Creates a conversation; evicts the least recently used one past the bound. */
  create(now: number): { conversation: Conversation; evicted: Conversation | null } {
    let evicted: Conversation | null = null;
    if (this.byId.size >= MAX_CONVERSATIONS) {
      let oldest: Conversation | undefined;
      for (const c of this.byId.values()) if (!oldest || c.touched < oldest.touched) oldest = c;
      if (oldest) {
        this.byId.delete(oldest.id);
        evicted = oldest;
      }
    }
    const conversation: Conversation = { id: randomUUID(), turns: [], active: null, touched: now };
    this.byId.set(conversation.id, conversation);
    return { conversation, evicted };
  }

  /** Records a turn's latest form, replacing an earlier form of the same turn. */
  saveTurn(conversation: Conversation, turn: TurnResponse, now: number): void {
    conversation.touched = now;
    const index = conversation.turns.findIndex((t) => t.turn_id === turn.turn_id);
    if (index >= 0) conversation.turns[index] = turn;
    else conversation.turns.push(turn);
    if (conversation.turns.length > MAX_TURNS) conversation.turns.splice(0, conversation.turns.length - MAX_TURNS);
  }

  /** What an engine sees of earlier turns: the household's words and the assistant's replies only. */
  history(conversation: Conversation, exceptTurnId: string): Array<{ role: 'user' | 'assistant'; text: string }> {
    const out: Array<{ role: 'user' | 'assistant'; text: string }> = [];
    let chars = 0;
    const earlier = conversation.turns.filter((t) => t.turn_id !== exceptTurnId).slice(-HISTORY_TURNS);
    for (let i = earlier.length - 1; i >= 0; i--) {
      const turn = earlier[i]!;
      const pair: Array<{ role: 'user' | 'assistant'; text: string }> = [{ role: 'user', text: turn.user_message }];
      if (turn.reply) pair.push({ role: 'assistant', text: turn.reply });
      const size = pair.reduce((n, m) => n + m.text.length, 0);
      if (chars + size > HISTORY_CHARS) break;
      chars += size;
      out.unshift(...pair);
    }
    return out;
  }

  /** Every conversation with a turn halted on the given token's proposal. */
  findWaiting(proposalId: string, conversationId: string): Conversation | undefined {
    const conversation = this.byId.get(conversationId);
    return conversation?.active?.waiting?.proposal_id === proposalId ? conversation : undefined;
  }
}
