/**
 * The audit's files and their rotation by size (DESIGN §4: 5 MiB × 3): `audit.jsonl` is the
 * current file, `audit.1.jsonl` … the older ones; before an append would pass the limit, each file
 * moves one place older and the oldest falls off.
 */
import { appendFile, mkdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isErrnoCode } from './atomic-file.js';

/** The current audit file's name. */
export const AUDIT_FILE = 'audit.jsonl';

/** Appends lines to the current file, rotating first when needed. Not safe for concurrent use: the caller queues. */
export class RotatingAuditFiles {
  readonly #dir: string;
  readonly #maxBytes: number;
  /** Files kept in total, the current one included. */
  readonly count: number;
  #currentSize: number | undefined;

  constructor(dir: string, options: { maxBytes: number; files: number }) {
    this.#dir = dir;
    this.#maxBytes = options.maxBytes;
    this.count = options.files;
  }

  /** `audit.jsonl` for index 0, `audit.<n>.jsonl` for older files. */
  fileAt(index: number): string {
    return join(this.#dir, index === 0 ? AUDIT_FILE : `audit.${index}.jsonl`);
  }

  /** Appends one whole line (newline included) to the current file, 0600 in a 0700 directory. */
  async append(line: string): Promise<void> {
    const bytes = Buffer.byteLength(line);
    if (this.#currentSize === undefined) {
      await mkdir(this.#dir, { recursive: true, mode: 0o700 });
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
    await removeIfPresent(this.fileAt(this.count - 1));
    for (let index = this.count - 2; index >= 0; index--) {
      try {
        await rename(this.fileAt(index), this.fileAt(index + 1));
      } catch (error) {
        if (!isErrnoCode(error, 'ENOENT')) throw error;
      }
    }
    this.#currentSize = 0;
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
