/**
 * DNS-SD TXT records (RFC 6763 §6), parsed from the raw record. bonjour-service's own decoding
 * turns an empty value (`external_url=`) into a key named `"external_url="`, and Home Assistant
 * sends empty values on purpose, so the app never relies on it.
 */

/** Longest value kept. One TXT string is at most 255 bytes on the wire; Home Assistant blanks values over 230. */
export const MAX_TXT_VALUE_BYTES = 255;
/** Home Assistant sends 7 strings; anything past this is noise (or an attack) and is ignored. */
export const MAX_TXT_STRINGS = 64;
const MAX_KEY_LENGTH = 64;

/**
 * Key → value. A key with no `=` is a boolean attribute (RFC 6763 §6.4) and maps to `null`;
 * `key=` maps to `""`. Keys are lower-cased (they are case-insensitive) and the first occurrence
 * of a key wins, as the RFC says.
 */
export type TxtMap = Map<string, string | null>;

/**
 * Parses a TXT record. `Buffer[]` is what dns-packet (and bonjour-service's `rawTxt`) gives: one
 * buffer per TXT string, length byte already removed. A single `Buffer` is taken as wire-format
 * RDATA: a sequence of length-prefixed strings.
 */
export function parseRawTxt(raw: Buffer | readonly Buffer[]): TxtMap {
  const strings = Buffer.isBuffer(raw) ? splitLengthPrefixed(raw) : raw.slice(0, MAX_TXT_STRINGS);
  const map: TxtMap = new Map();
  for (const entry of strings) {
    if (!Buffer.isBuffer(entry)) continue;
    addPair(map, entry);
  }
  return map;
}

/**
 * Fallback for an already-decoded TXT object (bonjour-service's `txt`), undoing its quirk:
 * `{"external_url=": true}` means `external_url` with an empty value.
 */
export function txtFromDecoded(decoded: Record<string, unknown>): TxtMap {
  const map: TxtMap = new Map();
  for (const [rawKey, rawValue] of Object.entries(decoded).slice(0, MAX_TXT_STRINGS)) {
    let key = rawKey;
    let value: string | null;
    if (rawValue === true && key.endsWith('=')) {
      key = key.slice(0, -1);
      value = '';
    } else if (rawValue === true) {
      value = null;
    } else if (typeof rawValue === 'string') {
      value = rawValue;
    } else if (Buffer.isBuffer(rawValue)) {
      if (rawValue.length > MAX_TXT_VALUE_BYTES) continue;
      value = rawValue.toString('utf8');
    } else {
      continue;
    }
    if (value !== null && Buffer.byteLength(value, 'utf8') > MAX_TXT_VALUE_BYTES) continue;
    const normalised = normaliseKey(key);
    if (normalised !== null && !map.has(normalised)) map.set(normalised, value);
  }
  return map;
}

function splitLengthPrefixed(rdata: Buffer): Buffer[] {
  const strings: Buffer[] = [];
  let offset = 0;
  while (offset < rdata.length && strings.length < MAX_TXT_STRINGS) {
    const length = rdata[offset] ?? 0;
    const start = offset + 1;
    const end = start + length;
    if (end > rdata.length) break; // truncated record: ignore the tail
    strings.push(rdata.subarray(start, end));
    offset = end;
  }
  return strings;
}

function addPair(map: TxtMap, entry: Buffer): void {
  if (entry.length === 0) return;
  const eq = entry.indexOf(0x3d); // '='
  const keyBytes = eq === -1 ? entry : entry.subarray(0, eq);
  const key = normaliseKey(keyBytes.toString('latin1'));
  if (key === null || map.has(key)) return;
  if (eq === -1) {
    map.set(key, null);
    return;
  }
  const valueBytes = entry.subarray(eq + 1);
  if (valueBytes.length > MAX_TXT_VALUE_BYTES) return; // oversized: dropped, as Home Assistant would have blanked it
  map.set(key, valueBytes.toString('utf8'));
}

/** RFC 6763 §6.4: printable US-ASCII except `=`, case-insensitive. */
function normaliseKey(key: string): string | null {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return null;
  if (!/^[\x20-\x3c\x3e-\x7e]+$/.test(key)) return null;
  return key.toLowerCase();
}
