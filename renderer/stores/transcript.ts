/**
 * The chat transcript: one conversation's turns, kept in sync with every window through
 * `conversation.updated` (a turn approved in the popup resumes and is pushed here too). A turn is
 * replaced by a later form of itself, never by an earlier one.
 */
import { create } from 'zustand';
import type { HistoryProblem, TurnResponse } from '../../common/contract/types.js';
import { BridgeError } from '../../common/bridge/bridge-error.js';
import { sovereign } from '../bridge/install.js';
import { t } from '../i18n/index.js';
import { requestErrorSentence } from '../lib/request-errors.js';

const CONVERSATION_KEY = 'sovereign.conversation';

export interface TranscriptState {
  conversationId: string | null;
  turns: TurnResponse[];
  /** The message being sent, shown at once with a working state until its turn arrives. */
  outgoing: string | null;
  sendError: string | null;
  /** The stored history could not be read at start (it started empty): said once in the chat. */
  historyProblem: HistoryProblem | null;
  /** Turns of conversations this window has not adopted yet (events can beat the HTTP answer). */
  early: TurnResponse[];
  load: () => Promise<void>;
  send: (message: string) => Promise<void>;
  applyTurn: (turn: TurnResponse) => void;
  startNew: () => void;
}

/** Whether `next` is the same turn in a later (or equal) form than `current`. */
export function isNewer(current: TurnResponse, next: TurnResponse): boolean {
  if (current.reply !== null && next.reply === null) return false;
  return next.capability_events.length >= current.capability_events.length;
}

export function upsertTurn(turns: TurnResponse[], turn: TurnResponse): TurnResponse[] {
  const index = turns.findIndex((t) => t.turn_id === turn.turn_id);
  if (index < 0) return [...turns, turn];
  if (!isNewer(turns[index]!, turn)) return turns;
  const copy = turns.slice();
  copy[index] = turn;
  return copy;
}

/** Counts the household's own choices of conversation (a send, New conversation) since the window opened. */
let choices = 0;

function remember(conversationId: string | null): void {
  try {
    if (conversationId === null) sessionStorage.removeItem(CONVERSATION_KEY);
    else sessionStorage.setItem(CONVERSATION_KEY, conversationId);
  } catch {
    // Without storage a reload starts a new conversation; nothing else depends on it.
  }
}

export const useTranscript = create<TranscriptState>((set, get) => ({
  conversationId: null,
  turns: [],
  outgoing: null,
  sendError: null,
  historyProblem: null,
  early: [],

  async load() {
    // Restoring is only a default: once the household starts a new conversation or sends, a late answer must not replace it.
    const startedAt = choices;
    const overtaken = () => choices !== startedAt || get().outgoing !== null;
    let id: string | null = null;
    try {
      id = sessionStorage.getItem(CONVERSATION_KEY);
    } catch {
      id = null;
    }
    if (id === null) {
      // A new window (or the app restarted): continue the most recent conversation kept on this computer.
      try {
        const history = await sovereign().history.get();
        id = history.conversations[0]?.conversation_id ?? null;
        set({ historyProblem: history.problem ?? null });
      } catch {
        id = null;
      }
      if (id === null || get().conversationId !== null || overtaken()) return;
      remember(id);
    }
    try {
      const view = await sovereign().conversation.get(id);
      if (overtaken()) return;
      let turns: TurnResponse[] = get().conversationId === id ? get().turns : [];
      for (const turn of view.turns) turns = upsertTurn(turns, turn);
      set({ conversationId: id, turns });
    } catch (reason) {
      // Cleared, or older than the history keeps.
      if (BridgeError.from(reason).code === 'CONVERSATION_NOT_FOUND') remember(null);
    }
  },

  async send(message) {
    const text = message.trim();
    if (text === '' || get().outgoing !== null) return;
    choices++;
    set({ outgoing: text, sendError: null });
    try {
      const turn = await sovereign().conversation.send(text, get().conversationId ?? undefined);
      const { conversationId, early } = get();
      if (conversationId === null || conversationId !== turn.conversation_id) {
        let turns: TurnResponse[] = conversationId === turn.conversation_id ? get().turns : [];
        for (const t of early.filter((e) => e.conversation_id === turn.conversation_id)) turns = upsertTurn(turns, t);
        turns = upsertTurn(turns, turn);
        remember(turn.conversation_id);
        set({ conversationId: turn.conversation_id, turns, early: [], outgoing: null });
      } else {
        set({ turns: upsertTurn(get().turns, turn), outgoing: null });
      }
    } catch (reason) {
      const error = BridgeError.from(reason);
      if (error.code === 'CONVERSATION_NOT_FOUND') {
        remember(null);
        set({ conversationId: null, turns: [], outgoing: null, sendError: t('chat.conversationGone') });
      } else {
        set({ outgoing: null, sendError: requestErrorSentence(error) });
      }
    }
  },

  applyTurn(turn) {
    const { conversationId, outgoing, early } = get();
    if (conversationId === turn.conversation_id) {
      set({ turns: upsertTurn(get().turns, turn) });
    } else if (conversationId === null && outgoing !== null) {
      set({ early: [...early, turn].slice(-20) });
    }
  },

  startNew() {
    choices++;
    remember(null);
    set({ conversationId: null, turns: [], sendError: null, early: [] });
  },
}));
