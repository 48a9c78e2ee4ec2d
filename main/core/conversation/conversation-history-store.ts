/**
 * `conversation/history.json` — the household's conversations, kept on this computer so a
 * restart does not lose the transcript (DESIGN §8.7). A deliberate extension of what reaches
 * the disk: turns hold states and history values read from Home Assistant, which the audit never
 * holds (docs/notes/firsthour.md). Bounded: conversations older than the retention setting
 * (default 30 days) are dropped on every load and write, and "Clear history" empties the file.
 *
 * Fail-safe: a file that is not ours (not JSON, wrong `version`, wrong shape) is renamed aside
 * (`history.unreadable-<time>.json`), the history starts empty and `problem` says so, so the
 * household is told instead of losing it silently. Confirmation tokens never reach the file: a
 * stored turn has no `pending_confirmation`, so a card from before a restart can't be approved.
 */
import { rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { HistoryProblem, TurnResponse } from '../../../common/contract/types.js';
import { cleanStrayTempFiles, readJsonFileBounded, writeFileAtomic } from '../storage/atomic-file.js';
import { MAX_CONVERSATIONS } from './conversations.js';

export const HISTORY_FILE = join('conversation', 'history.json');
export const HISTORY_VERSION = 1;
export const DEFAULT_RETENTION_DAYS = 30;
export const MAX_RETENTION_DAYS = 365;
/** 100 conversations × 200 turns of bounded results stay well under this. */
export const MAX_HISTORY_BYTES = 64 * 1024 * 1024;
const DAY_MS = 86_400_000;
/** Writes are coalesced: a burst of turn updates (a resumed turn, its reply) becomes one write. */
const WRITE_DELAY_MS = 150;

export interface StoredConversation {
  id: string;
  started_at: number;
  touched: number;
  turns: TurnResponse[];
}

export interface HistoryLoad {
  conversations: StoredConversation[];
  retention_days: number;
  /** Set when the file could not be used: a code and what became of the file (words are the window's). */
  problem?: HistoryProblem;
}

interface HistoryFile {
  version: number;
  retention_days: number;
  conversations: StoredConversation[];
}

/** A turn as it may be stored: no confirmation token, nothing still waiting. */
export function storableTurn(turn: TurnResponse): TurnResponse {
  return { ...turn, pending_confirmation: null };
}

function isTurn(value: unknown): value is TurnResponse {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t['conversation_id'] === 'string' &&
    typeof t['turn_id'] === 'string' &&
    typeof t['user_message'] === 'string' &&
    (t['reply'] === null || typeof t['reply'] === 'string') &&
    Array.isArray(t['capability_events'])
  );
}

function parse(json: unknown): HistoryFile | null {
  if (typeof json !== 'object' || json === null) return null;
  const f = json as Record<string, unknown>;
  if (f['version'] !== HISTORY_VERSION || !Array.isArray(f['conversations'])) return null;
  const retention = f['retention_days'];
  if (typeof retention !== 'number' || !Number.isInteger(retention) || retention < 1 || retention > MAX_RETENTION_DAYS) return null;
  const conversations: StoredConversation[] = [];
  for (const c of f['conversations'] as unknown[]) {
    if (typeof c !== 'object' || c === null) return null;
    const r = c as Record<string, unknown>;
    if (typeof r['id'] !== 'string' || typeof r['touched'] !== 'number' || typeof r['started_at'] !== 'number' || !Array.isArray(r['turns'])) return null;
    if (!(r['turns'] as unknown[]).every(isTurn)) return null;
    conversations.push({ id: r['id'], started_at: r['started_at'], touched: r['touched'], turns: (r['turns'] as TurnResponse[]).map(storableTurn) });
  }
  return { version: HISTORY_VERSION, retention_days: retention, conversations };
}

export class ConversationHistoryStore {
  readonly path: string;
  #retentionDays = DEFAULT_RETENTION_DAYS;
  #conversations = new Map<string, StoredConversation>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #writing: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.path = join(dataDir, HISTORY_FILE);
  }

  get retentionDays(): number {
    return this.#retentionDays;
  }

  /** Reads the file once, at start: never throws; an unusable file is kept aside and reported. */
  async load(): Promise<HistoryLoad> {
    await cleanStrayTempFiles(dirname(this.path), 'history.json');
    const read = await readJsonFileBounded(this.path, MAX_HISTORY_BYTES);
    if (read.kind === 'missing') return { conversations: [], retention_days: this.#retentionDays };
    const file = read.kind === 'ok' ? parse(read.json) : null;
    if (file === null) {
      const aside = join(dirname(this.path), `history.unreadable-${new Date(this.now()).toISOString().replace(/[:.]/g, '-')}.json`);
      let kept = true;
      try {
        await rename(this.path, aside);
      } catch {
        kept = false;
      }
      return {
        conversations: [],
        retention_days: this.#retentionDays,
        problem: { code: 'HISTORY_FILE_UNREADABLE', reason: read.kind === 'ok' ? 'unknown_format' : 'unreadable', kept_as: kept ? aside : null },
      };
    }
    this.#retentionDays = file.retention_days;
    for (const c of this.#fresh(file.conversations)) this.#conversations.set(c.id, c);
    return { conversations: [...this.#conversations.values()], retention_days: this.#retentionDays };
  }

  /** Records a turn's latest form (without its token) and schedules a write. */
  record(turn: TurnResponse): void {
    const at = this.now();
    let conversation = this.#conversations.get(turn.conversation_id);
    if (conversation === undefined) {
      conversation = { id: turn.conversation_id, started_at: at, touched: at, turns: [] };
      this.#conversations.set(conversation.id, conversation);
    }
    conversation.touched = at;
    const stored = storableTurn(turn);
    const index = conversation.turns.findIndex((t) => t.turn_id === turn.turn_id);
    if (index >= 0) conversation.turns[index] = stored;
    else conversation.turns.push(stored);
    this.#schedule();
  }

  /** Forgets a conversation the turn loop evicted. */
  forget(conversationId: string): void {
    if (this.#conversations.delete(conversationId)) this.#schedule();
  }

  /** The stored conversations (copies of the list; the turns are shared, read-only). */
  list(): StoredConversation[] {
    return this.#fresh(this.#conversations.values());
  }

  /** "Clear history": every stored conversation but `keep` (those still waiting on the household), now. */
  async clear(keep: ReadonlySet<string> = new Set()): Promise<void> {
    for (const id of [...this.#conversations.keys()]) if (!keep.has(id)) this.#conversations.delete(id);
    await this.flush();
  }

  async setRetention(days: number): Promise<void> {
    this.#retentionDays = days;
    await this.flush();
  }

  /** Writes pending changes now. */
  async flush(): Promise<void> {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#writing = this.#writing.then(() => this.#write());
    await this.#writing;
  }

  async close(): Promise<void> {
    if (this.#timer !== null) await this.flush();
    await this.#writing;
    this.#closed = true;
  }

  #fresh(conversations: Iterable<StoredConversation>): StoredConversation[] {
    const oldest = this.now() - this.#retentionDays * DAY_MS;
    return [...conversations].filter((c) => c.touched >= oldest);
  }

  #schedule(): void {
    if (this.#closed || this.#timer !== null) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#writing = this.#writing.then(() => this.#write());
    }, WRITE_DELAY_MS);
  }

  async #write(): Promise<void> {
    const kept = this.#fresh(this.#conversations.values())
      .sort((a, b) => b.touched - a.touched)
      .slice(0, MAX_CONVERSATIONS);
    this.#conversations = new Map(kept.map((c) => [c.id, c]));
    const file: HistoryFile = { version: HISTORY_VERSION, retention_days: this.#retentionDays, conversations: kept };
    try {
      await writeFileAtomic(this.path, JSON.stringify(file), { mode: 0o600 });
    } catch {
      // A full or read-only disk must not stop a conversation; the next write tries again.
    }
  }
}
