/**
 * "Without loading it", measured in bytes rather than milliseconds: counts what every open file
 * handle reads (`FileHandle.read` and `.readFile`) while `work` runs. A time bound would say the
 * same on an idle machine and fail on a busy one; the byte count holds on both.
 */
import { open } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

type FileHandle = Awaited<ReturnType<typeof open>>;

export async function bytesReadDuring<T>(work: () => Promise<T>): Promise<{ value: T; bytes: number }> {
  const probe = await open(fileURLToPath(import.meta.url), 'r');
  const proto = Object.getPrototypeOf(probe) as FileHandle;
  await probe.close();
  // The originals, called back with the handle as `this` below.
  const read = proto.read; // eslint-disable-line @typescript-eslint/unbound-method -- re-applied with .apply(this)
  const readFile = proto.readFile; // eslint-disable-line @typescript-eslint/unbound-method -- re-applied with .apply(this)
  let bytes = 0;
  proto.read = async function (this: FileHandle, ...args: unknown[]) {
    const result = await (read as (...a: unknown[]) => Promise<{ bytesRead: number }>).apply(this, args);
    bytes += result.bytesRead;
    return result;
  } as FileHandle['read'];
  proto.readFile = async function (this: FileHandle, ...args: unknown[]) {
    const result = await (readFile as (...a: unknown[]) => Promise<string | Buffer>).apply(this, args);
    bytes += typeof result === 'string' ? Buffer.byteLength(result) : result.length;
    return result;
  } as FileHandle['readFile'];
  try {
    return { value: await work(), bytes };
  } finally {
    proto.read = read;
    proto.readFile = readFile;
  }
}
