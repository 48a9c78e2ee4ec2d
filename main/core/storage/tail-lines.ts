/** Reading the end of a line-oriented file without reading all of it (the audit's `recent` list). */
import { open, type FileHandle } from 'node:fs/promises';
import { isErrnoCode } from './atomic-file.js';

/**
 * The complete lines in the last `maxBytes` of a file (all of it when smaller). A missing file has
 * no lines. When the window starts mid-file its first, partial line is dropped.
 */
export async function readTailLines(path: string, maxBytes: number): Promise<string[]> {
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
