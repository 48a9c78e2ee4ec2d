/**
 * Reading mDNS response packets as multicast-dns decodes them. Packets come from anyone on the
 * network: every field is shape-checked and every list bounded before the browser looks at it.
 */

/** A real mDNS packet holds a few dozen records at most. */
const MAX_RECORDS_PER_PACKET = 256;
const MAX_TXT_STRINGS_KEPT = 64;
/** One TXT string is at most 255 bytes on the wire; anything longer did not come from one. */
const MAX_TXT_STRING_BYTES_KEPT = 1_024;

/** One resource record, name without its trailing dot (`lname`: lower-cased for comparisons). */
export interface Rr {
  name: string;
  lname: string;
  type: string;
  ttl: number;
  data: unknown;
}

export interface SrvData {
  target: string;
  port: number;
}

export function isSrvData(value: unknown): value is SrvData {
  return isObject(value) && typeof value.target === 'string' && typeof value.port === 'number';
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The answer and additional records of a decoded packet, shape-checked, at most 256. */
export function readRecords(packet: unknown): Rr[] {
  if (!isObject(packet)) return [];
  const all = [packet.answers, packet.additionals].flatMap((section) =>
    Array.isArray(section) ? (section as unknown[]).slice(0, MAX_RECORDS_PER_PACKET) : [],
  );
  const records: Rr[] = [];
  for (const rr of all.slice(0, MAX_RECORDS_PER_PACKET)) {
    if (!isObject(rr) || typeof rr.name !== 'string' || typeof rr.type !== 'string') continue;
    if (typeof rr.ttl !== 'number' || !Number.isFinite(rr.ttl) || rr.ttl < 0) continue;
    if (rr.name.length > 1_024) continue;
    const name = rr.name.endsWith('.') ? rr.name.slice(0, -1) : rr.name;
    records.push({ name, lname: name.toLowerCase(), type: rr.type, ttl: rr.ttl, data: rr.data });
  }
  return records;
}

/** A private copy (the decoded buffers are views into the whole packet), bounded. */
export function copyTxt(strings: unknown[]): Buffer[] {
  return strings
    .slice(0, MAX_TXT_STRINGS_KEPT)
    .filter((s): s is Buffer => Buffer.isBuffer(s) && s.length <= MAX_TXT_STRING_BYTES_KEPT)
    .map((s) => Buffer.from(s));
}

/** Labels of 1–63 bytes, at most 253 bytes in all: what a DNS question can carry unchanged. */
export function isEncodableName(name: string): boolean {
  if (Buffer.byteLength(name, 'utf8') > 253) return false;
  return name.split('.').every((label) => label.length > 0 && Buffer.byteLength(label, 'utf8') <= 63);
}
