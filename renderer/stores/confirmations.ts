/**
 * Confirmations waiting for the household, across conversations (`confirmations.list` +
 * `confirmations.changed`), and what this window is doing with each: a card's buttons are
 * disabled from the first press, whatever the answer. Resolving anywhere updates every window
 * at once, because main pushes the new list and the resumed turn to all of them.
 */
import { create } from 'zustand';
import type { PendingListItem, TurnResponse } from '../../common/contract/types.js';
import { BridgeError } from '../../common/bridge/bridge-error.js';
import { sovereign } from '../bridge/install.js';
import { t } from '../i18n/index.js';
import { requestErrorSentence } from '../lib/request-errors.js';

export type Answer = 'approve' | 'deny';

export type ResolvedOutcome = 'approved' | 'denied' | 'expired' | 'refused';

export interface Resolution {
  answer: Answer;
  state: 'sending' | 'done' | 'failed';
  /** What main says happened — an approval that arrived late is an expiry, not an approval. */
  outcome?: ResolvedOutcome;
  message?: string;
  /** The turn as it stood after the answer (its reply narrates the outcome). */
  turn?: TurnResponse;
}

export interface ConfirmationsState {
  pending: PendingListItem[];
  loaded: boolean;
  loadError: string | null;
  /** Keyed by confirmation token. */
  resolutions: Record<string, Resolution>;
  refresh: () => Promise<void>;
  setPending: (pending: PendingListItem[]) => void;
  resolve: (conversationId: string, token: string, approve: boolean) => Promise<TurnResponse | null>;
}

export const useConfirmations = create<ConfirmationsState>((set, get) => ({
  pending: [],
  loaded: false,
  loadError: null,
  resolutions: {},

  async refresh() {
    try {
      const { pending } = await sovereign().confirmations.list();
      set({ pending, loaded: true, loadError: null });
    } catch (reason) {
      set({ loaded: true, loadError: requestErrorSentence(reason) });
    }
  },

  setPending(pending) {
    set({ pending, loaded: true });
  },

  async resolve(conversationId, token, approve) {
    const answer: Answer = approve ? 'approve' : 'deny';
    if (get().resolutions[token] !== undefined) return null;
    set({ resolutions: { ...get().resolutions, [token]: { answer, state: 'sending' } } });
    try {
      const turn = await sovereign().conversation.resolve(conversationId, token, approve);
      set({ resolutions: { ...get().resolutions, [token]: { answer, state: 'done', turn, outcome: outcomeOf(turn, approve) } } });
      return turn;
    } catch (reason) {
      const error = BridgeError.from(reason);
      const message = error.code === 'CONFIRMATION_INVALID' ? t('popup.alreadyAnswered') : requestErrorSentence(error);
      set({ resolutions: { ...get().resolutions, [token]: { answer, state: 'failed', message } } });
      void get().refresh();
      return null;
    }
  },
}));

/** Newest first: the one the household most likely just caused. */
export function newestFirst(pending: readonly PendingListItem[]): PendingListItem[] {
  return [...pending].sort((a, b) => Date.parse(b.expires_at) - Date.parse(a.expires_at));
}

/** The outcome of the answered proposal, from the last settled event of the turn main returned. */
export function outcomeOf(turn: TurnResponse, approve: boolean): ResolvedOutcome {
  const settled = [...turn.capability_events].reverse().find((e) => e.outcome !== 'pending');
  switch (settled?.outcome) {
    case 'expired':
      return 'expired';
    case 'denied':
      return 'denied';
    case 'rejected':
      return 'refused';
    case 'executed':
    case 'failed':
      return 'approved';
    default:
      return approve ? 'approved' : 'denied';
  }
}
