/**
 * Crash-safe file primitives shared by every store (DESIGN §4): a write either lands whole or not
 * at all, and a read never pulls more than a bounded number of bytes into memory — a hand-edited
 * or hostile file in the data directory must not be able to exhaust memory or hang the process.
 */
import { constants as fsConstants } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** Options for {@link writeFileAtomic}. */
export interface AtomicWriteOptions {
  /** Permission bits of the written file; set explicitly after creation so the umask cannot widen or narrow them. Default 0o600. */
  mode?: number;
  /** Permission bits for parent directories this call creates (existing ones are left alone). Default 0o700. */
  dirMode?: number;
}

/** Result of {@link readFileBounded}. */
export type BoundedRead = { kind: 'missing' } | { kind: 'too-large' } | { kind: 'ok'; text: string };

/** Result of {@link readBytesBounded}. */
export type BoundedBytesRead = { kind: 'missing' } | { kind: 'too-large' } | { kind: 'ok'; bytes: Buffer };

/** Options for {@link cleanStrayTempFiles}. */
export interface CleanOptions {
  /**
   * Only temp files whose mtime is at least this old are removed. Another process (a second app
   * instance, the browser host) may be mid-write; a real write takes milliseconds, so a minute-old
   * temp file is certainly abandoned. Default 60 000 ms.
   */
  minAgeMs?: number;
  /** Clock for the age check (tests). */
  now?: () => number;
}

const DEFAULT_FILE_MODE = 0o600;
const DEFAULT_DIR_MODE = 0o700;
const DEFAULT_MIN_TEMP_AGE_MS = 60_000;

/**
 * Temp files this process is writing right now. Cleaning must never delete a temp file that a
 * concurrent write in this process is about to rename into place (its rename would then fail).
 */
const inFlightTempFiles = new Set<string>();

/** `.<base>.<random>.tmp` — hidden, in the target's own directory so the rename is atomic (same filesystem). */
function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
}

/**
 * Make the directory's entry for a just-renamed file durable. Not every platform can open a
 * directory for fsync (Windows refuses); durability there is the filesystem's business, so the
 * failure is ignored — the rename itself already succeeded.
 */
export async function fsyncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // best effort, see above
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * Write `data` to `path` atomically: temp file in the same directory, write, fsync, rename over
 * the target, fsync the directory. Readers see the old content or the new, never a torn file.
 * Parent directories are created (with `dirMode`) when missing.
 */
export async function writeFileAtomic(path: string, data: string | Buffer, options: AtomicWriteOptions = {}): Promise<void> {
  const mode = options.mode ?? DEFAULT_FILE_MODE;
  const dir = dirname(path);
  await mkdir(dir, { recursive: true, mode: options.dirMode ?? DEFAULT_DIR_MODE });

  const temp = tempPathFor(path);
  inFlightTempFiles.add(temp);
  try {
    // 'wx': never follow or reuse something already at the temp name.
    const handle = await open(temp, 'wx', mode);
    try {
      // The creation mode is masked by the umask; chmod makes the final bits exactly `mode`.
      await handle.chmod(mode);
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  } finally {
    inFlightTempFiles.delete(temp);
  }
  await fsyncDirectory(dir);
}

/**
 * Read at most `maxBytes` of a regular file. A file longer than that is reported as `too-large`
 * without reading it (at most `maxBytes + 1` bytes are ever read, so a file whose size the
 * filesystem misreports is caught too). A missing file is `missing`; any other failure (permission,
 * a directory, a FIFO or device in the file's place) throws.
 */
export async function readBytesBounded(path: string, maxBytes: number): Promise<BoundedBytesRead> {
  let handle: FileHandle;
  try {
    // O_NONBLOCK: opening a FIFO planted at the path must not hang the reader.
    handle = await open(path, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) return { kind: 'missing' };
    throw error;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new Error('not a regular file');
    if (info.size > maxBytes) return { kind: 'too-large' };

    // Sized from stat so a small config does not cost a 1 MiB allocation per request; grown (never
    // beyond maxBytes + 1) when the file turns out longer than stat said (procfs, a concurrent append).
    const limit = maxBytes + 1;
    let buffer = Buffer.alloc(Math.min(limit, Math.max(info.size + 1, 64 * 1024)));
    let filled = 0;
    for (;;) {
      if (filled === buffer.length) {
        if (buffer.length >= limit) break;
        const grown = Buffer.alloc(Math.min(limit, buffer.length * 2));
        buffer.copy(grown, 0, 0, filled);
        buffer = grown;
      }
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled > maxBytes) return { kind: 'too-large' };
    return { kind: 'ok', bytes: Buffer.from(buffer.subarray(0, filled)) };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/**
 * {@link readBytesBounded}, decoded as UTF-8 (invalid sequences become U+FFFD, which no JSON
 * consumer here accepts as a valid id or URL — callers that must reject bad bytes use the bytes form).
 */
export async function readFileBounded(path: string, maxBytes: number): Promise<BoundedRead> {
  const result = await readBytesBounded(path, maxBytes);
  return result.kind === 'ok' ? { kind: 'ok', text: result.bytes.toString('utf8') } : result;
}

/** A settings file read fail-safe: what went wrong is a reason to show, never an exception. */
export type JsonFileRead = { kind: 'missing' } | { kind: 'unusable'; reason: string } | { kind: 'ok'; json: unknown };

/**
 * Reads a small JSON settings file without ever throwing: missing, unreadable, over `maxBytes` or
 * not JSON each come back as a value. A leading byte-order mark (a Windows editor's) is allowed.
 */
export async function readJsonFileBounded(path: string, maxBytes: number): Promise<JsonFileRead> {
  let text: string;
  try {
    const result = await readFileBounded(path, maxBytes);
    if (result.kind === 'missing') return { kind: 'missing' };
    if (result.kind === 'too-large') return { kind: 'unusable', reason: `it is larger than ${sizeInWords(maxBytes)}` };
    text = result.text;
  } catch {
    return { kind: 'unusable', reason: "it can't be read" };
  }
  try {
    return { kind: 'ok', json: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
  } catch {
    return { kind: 'unusable', reason: 'it is not valid JSON' };
  }
}

function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MiB` : `${Math.round(bytes / 1024)} KiB`;
}

/**
 * Remove leftover `.<base>.*.tmp` files in `dir` from writes interrupted by a crash. Never throws:
 * cleaning is housekeeping and must not turn a read into a failure.
 */
export async function cleanStrayTempFiles(dir: string, base: string, options: CleanOptions = {}): Promise<void> {
  const minAgeMs = options.minAgeMs ?? DEFAULT_MIN_TEMP_AGE_MS;
  const now = options.now ?? Date.now;
  const prefix = `.${base}.`;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp') || name.length <= prefix.length + '.tmp'.length) continue;
    const full = join(dir, name);
    if (inFlightTempFiles.has(full)) continue;
    try {
      if (minAgeMs > 0) {
        const info = await stat(full);
        if (now() - info.mtimeMs < minAgeMs) continue;
      }
      await unlink(full);
    } catch {
      // already gone, or not ours to remove — either way nothing to do
    }
  }
}

/** True when `error` is a Node system error with the given `code`. */
export function isErrnoCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
