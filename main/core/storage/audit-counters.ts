/**
 * The audit's counters (DESIGN §4 `capabilities/audit-summary.json`): per capability, how many
 * proposals were made and how each ended, "since <date>" — they outlive the rotation of the event
 * files. Loaded once per process, counted in memory, written back after a short delay so a burst
 * of events costs one write.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AuditCounters, CapabilityAuditEvent } from '../../../common/contract/types.js';
import { readFileBounded, writeFileAtomic } from './atomic-file.js';

/** The counters file's name. */
export const AUDIT_SUMMARY_FILE = 'audit-summary.json';
/** Counter bucket for capability names beyond `maxCounterKeys` (unknown names a model made up). */
export const OTHER_CAPABILITY_KEY = '(other)';

const MAX_SUMMARY_BYTES = 1024 * 1024;
const COUNTER_NAMES = [
  'proposed',
  'executed',
  'rejected',
  'pending',
  'denied',
  'expired',
  'failed',
  'changed',
  'no_op',
] as const satisfies readonly (keyof AuditCounters)[];

function zeroCounters(): AuditCounters {
  return { proposed: 0, executed: 0, rejected: 0, pending: 0, denied: 0, expired: 0, failed: 0, changed: 0, no_op: 0 };
}

/** What `audit-summary.json` holds. */
interface StoredSummary {
  since: string;
  counters: Map<string, AuditCounters>;
}

function parseSummary(json: unknown): StoredSummary | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { since, counters } = json as { since?: unknown; counters?: unknown };
  if (typeof since !== 'string' || Number.isNaN(Date.parse(since))) return null;
  if (typeof counters !== 'object' || counters === null || Array.isArray(counters)) return null;
  const parsed = new Map<string, AuditCounters>();
  for (const [capability, value] of Object.entries(counters)) {
    if (typeof value !== 'object' || value === null) return null;
    const entry = zeroCounters();
    for (const name of COUNTER_NAMES) {
      const count = (value as Record<string, unknown>)[name];
      // A counter added in a later version may be absent from an older file: start it at zero.
      if (count === undefined) continue;
      if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) return null;
      entry[name] = count;
    }
    parsed.set(capability, entry);
  }
  return { since, counters: parsed };
}

/** A plain object keyed by capability; defineProperty, so a capability literally named "__proto__" stays a plain key. */
function toRecord(counters: Map<string, AuditCounters>, copy: boolean): Record<string, AuditCounters> {
  const record: Record<string, AuditCounters> = {};
  for (const [capability, entry] of counters) {
    Object.defineProperty(record, capability, { value: copy ? { ...entry } : entry, enumerable: true, writable: true, configurable: true });
  }
  return record;
}

export interface AuditCounterOptions {
  /** Clock for `since`. */
  now: () => number;
  /** Delay before dirty counters are written; 0 writes after every count. */
  delayMs: number;
  /** Distinct capability names counted separately; later names share {@link OTHER_CAPABILITY_KEY}. */
  maxKeys: number;
  /** Runs a write in the audit's queue, so it never races an append. */
  enqueue: (task: () => Promise<void>) => Promise<void>;
}

/** The counters of `<dir>/audit-summary.json`. Call only from inside the audit's queue. */
export class AuditCounterFile {
  readonly #path: string;
  readonly #options: AuditCounterOptions;
  #summary: StoredSummary | undefined;
  #dirty = false;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(dir: string, options: AuditCounterOptions) {
    this.#path = join(dir, AUDIT_SUMMARY_FILE);
    this.#options = options;
  }

  /** Counts one capability event: its outcome, a proposal when it stopped at pending or rejected, changed / no-op. */
  async count(event: CapabilityAuditEvent): Promise<void> {
    // An approval's write-ahead line is not an outcome: the line after it is, and that one is counted.
    if (event.outcome === 'approved') return;
    const stored = await this.#load();
    let key = event.capability;
    if (!stored.counters.has(key) && stored.counters.size >= this.#options.maxKeys) key = OTHER_CAPABILITY_KEY;
    let entry = stored.counters.get(key);
    if (entry === undefined) {
      entry = zeroCounters();
      stored.counters.set(key, entry);
    }
    entry[event.outcome] += 1;
    if (event.outcome === 'pending' || event.outcome === 'rejected') entry.proposed += 1;
    if (event.changed === true) entry.changed += 1;
    if (event.changed === false) entry.no_op += 1;
    this.#markDirty();
  }

  /** The counters as the wire shows them (a copy). */
  async snapshot(): Promise<{ since: string; counters: Record<string, AuditCounters> }> {
    const stored = await this.#load();
    return { since: stored.since, counters: toRecord(stored.counters, true) };
  }

  /**
   * Writes the counters now, synchronously, for a process that may not live to see a promise
   * settle (a Windows log-off emits no `will-quit` and waits for nothing). Never throws: on the
   * way out a failure can only be left dirty for `flush()`, if it still runs.
   */
  flushSync(): void {
    if (!this.#dirty || this.#summary === undefined) return;
    try {
      const temp = `${this.#path}.${process.pid}.sync.tmp`;
      mkdirSync(dirname(this.#path), { recursive: true, mode: 0o700 });
      writeFileSync(temp, this.#text(this.#summary), { mode: 0o600 });
      renameSync(temp, this.#path);
      this.#dirty = false;
    } catch {
      // Left dirty.
    }
  }

  #text(summary: StoredSummary): string {
    return `${JSON.stringify({ since: summary.since, counters: toRecord(summary.counters, false) }, null, 2)}\n`;
  }

  /** Stops the delayed write; the caller flushes. */
  cancelScheduled(): void {
    if (this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
  }

  /** Writes the counters now if anything changed since the last write. */
  async flush(): Promise<void> {
    if (!this.#dirty || this.#summary === undefined) return;
    const text = this.#text(this.#summary);
    this.#dirty = false;
    try {
      await writeFileAtomic(this.#path, text, { mode: 0o600, dirMode: 0o700 });
    } catch (error) {
      this.#dirty = true;
      throw error;
    }
  }

  #markDirty(): void {
    this.#dirty = true;
    if (this.#timer !== undefined) return;
    const flush = () => {
      this.#timer = undefined;
      // A failed background flush leaves the counters dirty, to be retried by the next one or close().
      void this.#options.enqueue(() => this.flush()).catch(() => undefined);
    };
    if (this.#options.delayMs === 0) {
      // Queued behind the current append, so it runs as soon as the append completes.
      flush();
      return;
    }
    this.#timer = setTimeout(flush, this.#options.delayMs);
    this.#timer.unref?.();
  }

  /**
   * Counters are loaded once per process. A missing, unreadable or corrupt summary restarts
   * counting from now (the next flush replaces it) — the audit keeps working either way.
   */
  async #load(): Promise<StoredSummary> {
    if (this.#summary !== undefined) return this.#summary;
    let loaded: StoredSummary | null = null;
    try {
      const result = await readFileBounded(this.#path, MAX_SUMMARY_BYTES);
      if (result.kind === 'ok') loaded = parseSummary(JSON.parse(result.text));
    } catch {
      loaded = null;
    }
    if (loaded === null) {
      loaded = { since: new Date(this.#options.now()).toISOString(), counters: new Map() };
      // Persist the new start date, so "since" does not move on every launch until the first event.
      this.#dirty = true;
    }
    this.#summary = loaded;
    return loaded;
  }
}
