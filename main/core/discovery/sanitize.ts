/**
 * Advertisements are data: whatever a device on the network put in an mDNS record is checked or
 * cleaned before the household sees it or the app suggests it.
 */
import { isIP } from 'node:net';
import { hasInvisibleCharacters, visibleText } from '../../../common/visible-text.js';

/** Removes the characters that disguise text (common/visible-text.ts), collapses whitespace and cuts to `maxChars` code points. */
export function cleanDisplayString(value: string, maxChars: number): string {
  return visibleText(value, { replacement: '', maxChars });
}

export function hasUnsafeCharacters(value: string): boolean {
  return hasInvisibleCharacters(value);
}

const MAX_URL_LENGTH = 255;

/**
 * The origin of an advertised URL if it is one the app could offer: `http:` or `https:`, with a
 * host, without credentials, without control characters or whitespace. Anything else
 * (`javascript:`, `file:`, `data:`, `http://user:pass@…`, garbage) is `null`.
 */
export function advertisedHttpOrigin(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_URL_LENGTH) return null;
  if (hasUnsafeCharacters(value) || /\s/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.origin;
}

/** A unicast IP worth showing or connecting to (not unspecified, multicast or broadcast). */
export function isUsableIp(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  const family = isIP(value);
  if (family === 4) {
    const first = Number(value.split('.')[0]);
    return value !== '0.0.0.0' && value !== '255.255.255.255' && !(first >= 224 && first <= 239);
  }
  if (family === 6) {
    const lower = value.toLowerCase();
    return lower !== '::' && !lower.startsWith('ff');
  }
  return false;
}

/** IPv6 link-local needs a zone to be reachable, and a URL cannot carry one. */
export function isLinkLocalIpv6(value: string): boolean {
  return /^fe[89ab]/iu.test(value);
}

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const HOSTNAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`, 'iu');

/** A DNS host name (the SRV target) in lower case without its trailing dot, or `null`. */
export function normaliseHostname(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.endsWith('.') ? value.slice(0, -1) : value;
  return HOSTNAME.test(trimmed) ? trimmed.toLowerCase() : null;
}
