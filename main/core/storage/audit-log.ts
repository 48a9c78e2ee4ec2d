/**
 * The capability audit (DESIGN §4): `capabilities/audit.jsonl`, one JSON event per line, rotated
 * by size (audit.jsonl → audit.1.jsonl → audit.2.jsonl), plus `capabilities/audit-summary.json`,
 * counters per capability that outlive rotation. The audit records what was proposed and decided —
 * never states, history content, message text or secrets; {@link assertAuditEvent} enforces the
 * shape so a careless caller can't smuggle them in.
 */
import { appendFile, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuditCounters, AuditEvent, AuditSummary } from '../../../common/contract/types.js';
import { isErrnoCode, readFileBounded, writeFileAtomic } from './atomic-file.js';

/** Options for {@link AuditLog}; the limits exist so tests can rotate without writing megabytes. */
export interface AuditLogOptions {
  /** Clock for `since`. Default `Date.now`. */
  now?: () => number;
  /** Rotate before the current file would pass this many bytes. Default 5 MiB. */
  maxBytes?: number;
  /** Files kept in total, the current one included. Default 3. */
  files?: number;
  /** Events in `summary().recent`. Default 100. */
  recentLimit?: number;
  /** Delay before dirty counters are written (coalesces bursts); 0 writes after every append. Default 500 ms. */
  summaryDelayMs?: number;
  /** Distinct capability names counted separately; later names share {@link OTHER_CAPABILITY_KEY}. Default 64. */
  maxCounterKeys?: number;
}

/** Where the audit lives under the data directory, and its two file names. */
export const AUDIT_DIR = 'capabilities';
export const AUDIT_FILE = 'audit.jsonl';
export const AUDIT_SUMMARY_FILE = 'audit-summary.json';
/** Counter bucket for capability names beyond `maxCounterKeys` (unknown names a model made up). */
export const OTHER_CAPABILITY_KEY = '(other)';

const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_FILES = 3;
const DEFAULT_RECENT_LIMIT = 100;
const DEFAULT_SUMMARY_DELAY_MS = 500;
const DEFAULT_MAX_COUNTER_KEYS = 64;
const MAX_SUMMARY_BYTES = 1024 * 1024;
/** How much of each file's end is read for `recent` — far more than 100 events ever take. */
const RECENT_TAIL_BYTES = 1024 * 1024;
/** No audit field is long: a string longer than this is content, not metadata. */
const MAX_AUDIT_STRING_LENGTH = 512;

const COUNTER_NAMES = ['proposed', 'executed', 'rejected', 'pending', 'denied', 'expired', 'failed', 'changed', 'no_op'] as const satisfies readonly (keyof AuditCounters)[];

const CAPABILITY_EVENT_KEYS = new Set([
  'kind', 'ts', 'conversation_id', 'capability', 'side_effect', 'network', 'entity_id', 'stage', 'outcome', 'code', 'changed',
  'confirmed_by', 'surface', 'proposer', 'entities_missing',
]);
const CONFIG_EVENT_KEYS = new Set([
  'kind', 'ts', 'change', 'enabled', 'control_enabled', 'allowlisted_count', 'controllable_count', 'origin_changed', 'token_changed', 'tls_mode',
]);
const OUTCOMES = new Set(['executed', 'rejected', 'pending', 'denied', 'expired', 'failed']);

function zeroCounters(): AuditCounters {
  return { proposed: 0, executed: 0, rejected: 0, pending: 0, denied: 0, expired: 0, failed: 0, changed: 0, no_op: 0 };
}

/** Why `value` is not an acceptable audit event, or null when it is. */
function auditEventProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'an audit event must be an object';
  const record = value as Record<string, unknown>;
  const kind = record.kind;
  const allowed = kind === 'capability' ? CAPABILITY_EVENT_KEYS : kind === 'config' ? CONFIG_EVENT_KEYS : null;
  if (allowed === null) return 'an audit event needs kind "capability" or "config"';
  if (typeof record.ts !== 'string') return 'an audit event needs a ts';
  for (const [key, field] of Object.entries(record)) {
    // Key names are ours, never user data, so naming one in the error is safe; values never are quoted.
    if (!allowed.has(key)) return `audit events may not carry "${key.slice(0, 64)}"`;
    // Every audit field is a scalar: an object or array here would be states, history or arguments.
    if (field !== null && typeof field !== 'string' && typeof field !== 'number' && typeof field !== 'boolean' && field !== undefined) {
      return `audit field "${key}" must be a scalar`;
    }
    if (typeof field === 'string' && field.length > MAX_AUDIT_STRING_LENGTH) return `audit field "${key}" is too long`;
  }
  if (kind === 'capability') {
    if (typeof record.capability !== 'string') return 'a capability audit event needs its capability';
    if (typeof record.outcome !== 'string' || !OUTCOMES.has(record.outcome)) return 'a capability audit event needs a known outcome';
  }
  return null;
}

/**
 * Throw unless `event` is a well-formed audit event with only the allowed keys and scalar values.
 * The audit never carries states, history content, message text or secrets.
 */
export function assertAuditEvent(event: unknown): asserts event is AuditEvent {
  const problem = auditEventProblem(event);
  if (problem !== null) throw new TypeError(problem);
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

/**
 * Append-only audit with size rotation and persistent counters. Appends (and summary reads) run
 * through one queue, so concurrent appends never interleave lines and a summary sees whole appends.
 */
export class AuditLog {
  readonly dir: string;
  readonly #now: () => number;
  readonly #maxBytes: number;
  readonly #files: number;
  readonly #recentLimit: number;
  readonly #summaryDelayMs: number;
  readonly #maxCounterKeys: number;

  #queue: Promise<unknown> = Promise.resolve();
  #currentSize: number | undefined;
  #summary: StoredSummary | undefined;
  #summaryDirty = false;
  #summaryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(dataDir: string, options: AuditLogOptions = {}) {
    this.dir = join(dataDir, AUDIT_DIR);
    this.#now = options.now ?? Date.now;
    this.#maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.#files = Math.max(1, Math.floor(options.files ?? DEFAULT_FILES));
    this.#recentLimit = Math.max(0, Math.floor(options.recentLimit ?? DEFAULT_RECENT_LIMIT));
    this.#summaryDelayMs = Math.max(0, options.summaryDelayMs ?? DEFAULT_SUMMARY_DELAY_MS);
    this.#maxCounterKeys = Math.max(1, options.maxCounterKeys ?? DEFAULT_MAX_COUNTER_KEYS);
  }

  /** `audit.jsonl` for index 0, `audit.<n>.jsonl` for older files. */
  fileAt(index: number): string {
    return join(this.dir, index === 0 ? AUDIT_FILE : `audit.${index}.jsonl`);
  }

  /**
   * Record one event. Rejects with a TypeError, before touching disk, for an event with a key
   * outside the AuditEvent shape or a non-scalar value; rejects on an I/O failure.
   */
  async append(event: AuditEvent): Promise<void> {
    assertAuditEvent(event);
    const line = `${JSON.stringify(event)}\n`;
    return this.#enqueue(async () => {
      await this.#writeLine(line);
      await this.#count(event);
    });
  }

  /** Counters since the summary began, and the most recent events, newest first. */
  summary(): Promise<AuditSummary> {
    return this.#enqueue(async () => {
      const stored = await this.#loadSummary();
      const counters: Record<string, AuditCounters> = {};
      for (const [capability, entry] of stored.counters) {
        // defineProperty: a capability literally named "__proto__" must stay a plain key.
        Object.defineProperty(counters, capability, { value: { ...entry }, enumerable: true, writable: true, configurable: true });
      }
      return { since: stored.since, counters, recent: await this.#readRecent() };
    });
  }

  /** Write pending counters now and wait for every queued append. */
  async close(): Promise<void> {
    if (this.#summaryTimer !== undefined) {
      clearTimeout(this.#summaryTimer);
      this.#summaryTimer = undefined;
    }
    await this.#enqueue(() => this.#flushSummary());
  }

  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(task);
    // The queue must keep going after a failed task; the caller still sees the failure.
    this.#queue = result.catch(() => undefined);
    return result;
  }

  async #writeLine(line: string): Promise<void> {
    const bytes = Buffer.byteLength(line);
    if (this.#currentSize === undefined) {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      this.#currentSize = await sizeOf(this.fileAt(0));
    }
    if (this.#currentSize > 0 && this.#currentSize + bytes > this.#maxBytes) {
      await this.#rotate();
    }
    try {
      await appendFile(this.fileAt(0), line, { mode: 0o600 });
    } catch (error) {
      // Unknown how much landed; re-measure next time rather than trust the cached size.
      this.#currentSize = undefined;
      throw error;
    }
    this.#currentSize += bytes;
  }

  /** audit.(n-2) → audit.(n-1), …, audit.jsonl → audit.1.jsonl; the oldest falls off. */
  async #rotate(): Promise<void> {
    await removeIfPresent(this.fileAt(this.#files - 1));
    for (let index = this.#files - 2; index >= 0; index--) {
      try {
        await rename(this.fileAt(index), this.fileAt(index + 1));
      } catch (error) {
        if (!isErrnoCode(error, 'ENOENT')) throw error;
      }
    }
    this.#currentSize = 0;
  }

  async #count(event: AuditEvent): Promise<void> {
    if (event.kind !== 'capability') return;
    const stored = await this.#loadSummary();
    let key = event.capability;
    if (!stored.counters.has(key) && stored.counters.size >= this.#maxCounterKeys) key = OTHER_CAPABILITY_KEY;
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

  #markDirty(): void {
    this.#summaryDirty = true;
    if (this.#summaryTimer !== undefined) return;
    const flush = () => {
      this.#summaryTimer = undefined;
      // A failed background flush leaves the counters dirty, to be retried by the next one or close().
      void this.#enqueue(() => this.#flushSummary()).catch(() => undefined);
    };
    if (this.#summaryDelayMs === 0) {
      // Queued behind the current append, so it runs as soon as the append completes.
      flush();
      return;
    }
    this.#summaryTimer = setTimeout(flush, this.#summaryDelayMs);
    this.#summaryTimer.unref?.();
  }

  async #flushSummary(): Promise<void> {
    if (!this.#summaryDirty || this.#summary === undefined) return;
    const counters: Record<string, AuditCounters> = {};
    for (const [capability, entry] of this.#summary.counters) {
      Object.defineProperty(counters, capability, { value: entry, enumerable: true, writable: true, configurable: true });
    }
    const text = `${JSON.stringify({ since: this.#summary.since, counters }, null, 2)}\n`;
    this.#summaryDirty = false;
    try {
      await writeFileAtomic(join(this.dir, AUDIT_SUMMARY_FILE), text, { mode: 0o600, dirMode: 0o700 });
    } catch (error) {
      this.#summaryDirty = true;
      throw error;
    }
  }

  /**
   * Counters are loaded once per process. A missing, unreadable or corrupt summary restarts
   * counting from now (the next flush replaces it) — the audit keeps working either way.
   */
  async #loadSummary(): Promise<StoredSummary> {
    if (this.#summary !== undefined) return this.#summary;
    let loaded: StoredSummary | null = null;
    try {
      const result = await readFileBounded(join(this.dir, AUDIT_SUMMARY_FILE), MAX_SUMMARY_BYTES);
      if (result.kind === 'ok') loaded = parseSummary(JSON.parse(result.text));
    } catch {
      loaded = null;
    }
    if (loaded === null) {
      loaded = { since: new Date(this.#now()).toISOString(), counters: new Map() };
      // Persist the new start date, so "since" does not move on every launch until the first event.
      this.#summaryDirty = true;
    }
    this.#summary = loaded;
    return loaded;
  }

  /** The newest `recentLimit` events across the current and rotated files, newest first. */
  async #readRecent(): Promise<AuditEvent[]> {
    const recent: AuditEvent[] = [];
    for (let index = 0; index < this.#files && recent.length < this.#recentLimit; index++) {
      let lines: string[];
      try {
        lines = await readTailLines(this.fileAt(index), RECENT_TAIL_BYTES);
      } catch {
        continue;
      }
      for (let position = lines.length - 1; position >= 0 && recent.length < this.#recentLimit; position--) {
        const event = parseAuditLine(lines[position]!);
        if (event !== null) recent.push(event);
      }
    }
    return recent;
  }
}

/**
 * One line back into an event, or null. A torn last line (crash mid-append) or a hand-edited line
 * is skipped; lines are re-checked against the allowed shape because `recent` goes to the UI.
 */
function parseAuditLine(line: string): AuditEvent | null {
  if (line.trim() === '') return null;
  try {
    const value: unknown = JSON.parse(line);
    return auditEventProblem(value) === null ? (value as AuditEvent) : null;
  } catch {
    return null;
  }
}

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) return 0;
    throw error;
  }
}

async function removeIfPresent(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if (!isErrnoCode(error, 'ENOENT')) throw error;
  }
}

/**
 * The complete lines in the last `maxBytes` of a file (all of it when smaller). A missing file has
 * no lines. When the window starts mid-file its first, partial line is dropped.
 */
async function readTailLines(path: string, maxBytes: number): Promise<string[]> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) return [];
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const start = Math.max(0, size - maxBytes);
    const buffer = Buffer.alloc(size - start);
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, start + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    const lines = buffer.subarray(0, filled).toString('utf8').split('\n');
    if (start > 0) lines.shift();
    return lines;
  } finally {
    await handle.close().catch(() => undefined);
  }
}
