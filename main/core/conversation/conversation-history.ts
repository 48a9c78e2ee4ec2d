/**
 * The conversation history as the facade serves it (DESIGN §8.7): the store loaded once at
 * start and restored into the turn loop's conversations, every turn recorded as it is emitted,
 * the list, the retention setting and "Clear history".
 */
import type { HistoryProblem, HistoryView, TurnResponse } from '../../../common/contract/types.js';
import { ConversationHistoryStore, type HistoryLoad } from './conversation-history-store.js';
import type { Conversations } from './conversations.js';

export class ConversationHistory {
  readonly store: ConversationHistoryStore;
  /** Settles once the stored history is in memory; conversation channels wait for it. */
  readonly ready: Promise<void>;
  #problem: HistoryProblem | undefined;

  constructor(
    dataDir: string,
    private readonly conversations: Conversations,
    now: () => number,
  ) {
    this.store = new ConversationHistoryStore(dataDir, now);
    this.ready = this.store.load().then((loaded: HistoryLoad) => {
      this.#problem = loaded.problem;
      // Most recent first, so the bound on conversations keeps the newest.
      for (const c of [...loaded.conversations].sort((a, b) => b.touched - a.touched)) conversations.restore(c);
    });
  }

  /** Called for every turn the loop emits (its latest form). */
  record(turn: TurnResponse): void {
    this.store.record(turn);
  }

  async view(): Promise<HistoryView> {
    await this.ready;
    const list = this.store
      .list()
      .sort((a, b) => b.touched - a.touched)
      .map((c) => ({
        conversation_id: c.id,
        started_at: new Date(c.started_at).toISOString(),
        touched_at: new Date(c.touched).toISOString(),
        first_message: (c.turns.find((t) => t.user_message !== '')?.user_message ?? '').slice(0, 200),
        turns: c.turns.length,
      }));
    return { retention_days: this.store.retentionDays, conversations: list, ...(this.#problem === undefined ? {} : { problem: this.#problem }) };
  }

  async clear(): Promise<HistoryView> {
    await this.ready;
    const kept = new Set(this.conversations.clearIdle());
    await this.store.clear(kept);
    this.#problem = undefined;
    return this.view();
  }

  async setRetention(days: number): Promise<HistoryView> {
    await this.ready;
    await this.store.setRetention(days);
    return this.view();
  }
}
