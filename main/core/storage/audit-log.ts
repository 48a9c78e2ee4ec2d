/**
 * The capability audit (DESIGN §4): `capabilities/audit.jsonl`, one JSON event per line, rotated
 * by size (audit-rotation.ts), plus counters per capability that outlive rotation
 * (audit-counters.ts). Every event passes the shape guard first (audit-event-shape.ts), so the
 * audit never carries states, history content, message text or secrets.
 */
import { join } from 'node:path';
import type { AuditEvent, AuditSummary } from '../../../common/contract/types.js';
import { AuditCounterFile } from './audit-counters.js';
import { assertAuditEvent, parseAuditLine } from './audit-event-shape.js';
import { RotatingAuditFiles } from './audit-rotation.js';
import { readTailLines } from './tail-lines.js';

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
  /** Distinct capability names counted separately; later names share the `(other)` bucket. Default 64. */
  maxCounterKeys?: number;
}

/** Where the audit lives under the data directory. */
export const AUDIT_DIR = 'capabilities';

const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_FILES = 3;
const DEFAULT_RECENT_LIMIT = 100;
const DEFAULT_SUMMARY_DELAY_MS = 500;
const DEFAULT_MAX_COUNTER_KEYS = 64;
/** How much of each file's end is read for `recent` — far more than 100 events ever take. */
const RECENT_TAIL_BYTES = 1024 * 1024;

/**
 * Append-only audit with size rotation and persistent counters. Appends (and summary reads) run
 * through one queue, so concurrent appends never interleave lines and a summary sees whole appends.
 */
export class AuditLog {
  readonly dir: string;
  readonly #files: RotatingAuditFiles;
  readonly #counters: AuditCounterFile;
  readonly #recentLimit: number;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(dataDir: string, options: AuditLogOptions = {}) {
    this.dir = join(dataDir, AUDIT_DIR);
    this.#files = new RotatingAuditFiles(this.dir, {
      maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
      files: Math.max(1, Math.floor(options.files ?? DEFAULT_FILES)),
    });
    this.#counters = new AuditCounterFile(this.dir, {
      now: options.now ?? Date.now,
      delayMs: Math.max(0, options.summaryDelayMs ?? DEFAULT_SUMMARY_DELAY_MS),
      maxKeys: Math.max(1, options.maxCounterKeys ?? DEFAULT_MAX_COUNTER_KEYS),
      enqueue: (task) => this.#enqueue(task),
    });
    this.#recentLimit = Math.max(0, Math.floor(options.recentLimit ?? DEFAULT_RECENT_LIMIT));
  }

  /** `audit.jsonl` for index 0, `audit.<n>.jsonl` for older files. */
  fileAt(index: number): string {
    return this.#files.fileAt(index);
  }

  /**
   * Record one event. Rejects with a TypeError, before touching disk, for an event with a key
   * outside the AuditEvent shape or a non-scalar value; rejects on an I/O failure.
   */
  async append(event: AuditEvent): Promise<void> {
    assertAuditEvent(event);
    const line = `${JSON.stringify(event)}\n`;
    return this.#enqueue(async () => {
      await this.#files.append(line);
      if (event.kind === 'capability') await this.#counters.count(event);
    });
  }

  /** Counters since the summary began, and the most recent events, newest first. */
  summary(): Promise<AuditSummary> {
    return this.#enqueue(async () => {
      const { since, counters } = await this.#counters.snapshot();
      return { since, counters, recent: await this.#readRecent() };
    });
  }

  /** Write pending counters now and wait for every queued append. */
  async close(): Promise<void> {
    this.#counters.cancelScheduled();
    await this.#enqueue(() => this.#counters.flush());
  }

  /** Writes pending counters now, synchronously (the shell's way out; see `AuditCounterFile.flushSync`). */
  flushSummarySync(): void {
    this.#counters.flushSync();
  }

  #enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(task);
    // The queue must keep going after a failed task; the caller still sees the failure.
    this.#queue = result.catch(() => undefined);
    return result;
  }

  /** The newest `recentLimit` events across the current and rotated files, newest first. */
  async #readRecent(): Promise<AuditEvent[]> {
    const recent: AuditEvent[] = [];
    for (let index = 0; index < this.#files.count && recent.length < this.#recentLimit; index++) {
      let lines: string[];
      try {
        lines = await readTailLines(this.#files.fileAt(index), RECENT_TAIL_BYTES);
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
