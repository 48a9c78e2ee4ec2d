/**
 * Turns one `_home-assistant._tcp` advertisement into what settings may show and suggest
 * (DESIGN §6; reference §6 for what Home Assistant actually advertises). Pure: no network, no clock.
 */
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { AlternativeUrl, DiscoveredInstance } from './types.js';
import { parseRawTxt, txtFromDecoded, type TxtMap } from './txt.js';
import { advertisedHttpOrigin, cleanDisplayString, isLinkLocalIpv6, isUsableIp, normaliseHostname } from './sanitize.js';

/** One advertisement as the mDNS layer saw it. */
export interface RawAdvertisement {
  /** Instance name (the part before `._home-assistant._tcp.local`). */
  name: string;
  /** SRV target. */
  host: string;
  /** SRV port. */
  port: number;
  /** A/AAAA record data for the SRV target. */
  addresses: readonly string[];
  /** The TXT record as received: preferred (see txt.ts). */
  rawTxt?: Buffer | readonly Buffer[];
  /** An already-decoded TXT object, used only when `rawTxt` is absent. */
  txt?: Record<string, unknown>;
}

export const MAX_LOCATION_NAME_CHARS = 64;
const MAX_ADDRESSES = 16;
const UUID = /^[0-9a-f]{32}$/iu;
const VERSION = /^[0-9a-z][0-9a-z.+-]{0,31}$/iu;
/** What the Home Assistant OS landing page advertises before Core is set up (reference §6). */
const LANDING_PAGE_VERSION = '0000.0.0';

/**
 * Parses an advertisement, or returns `null` when it cannot describe a reachable instance
 * (invalid port, nothing to build a URL from). Hostile values are dropped or cleaned; the result
 * is only ever a suggestion the household may choose.
 */
export function parseAdvertisement(raw: RawAdvertisement): DiscoveredInstance | null {
  const port = raw.port;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) return null;

  const txt = readTxt(raw);
  const host = normaliseHostname(raw.host) ?? '';
  const addresses = usableAddresses(raw.addresses);

  const suggested = advertisedHttpOrigin(txt.get('internal_url')) ?? originFromRecords(addresses, host, port);
  if (suggested === null) return null;

  const rawUuid = txt.get('uuid') ?? '';
  const uuidValid = UUID.test(rawUuid);
  const uuid = uuidValid ? rawUuid.toLowerCase() : derivedKey(host || addresses[0] || '', port);

  const rawVersion = (txt.get('version') ?? '').trim();
  const version = VERSION.test(rawVersion) ? rawVersion : '';

  return {
    uuid,
    uuid_valid: uuidValid,
    location_name: locationName(txt.get('location_name'), raw.name),
    version,
    suggested_base_url: suggested,
    other_urls: alternatives(txt, suggested),
    host,
    port,
    addresses,
    set_up: !(rawVersion === LANDING_PAGE_VERSION || txt.has('landingpage')),
  };
}

function readTxt(raw: RawAdvertisement): TxtMap {
  if (raw.rawTxt !== undefined) return parseRawTxt(raw.rawTxt);
  if (raw.txt && typeof raw.txt === 'object') return txtFromDecoded(raw.txt);
  return new Map();
}

/** Valid unicast IPs, deduplicated, IPv4 first (in advertised order within each family). */
function usableAddresses(addresses: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const address of Array.isArray(addresses) ? addresses.slice(0, 4 * MAX_ADDRESSES) : []) {
    if (isUsableIp(address)) seen.add(address.toLowerCase());
  }
  const all = [...seen];
  return [...all.filter((a) => isIP(a) === 4), ...all.filter((a) => isIP(a) === 6)].slice(0, MAX_ADDRESSES);
}

/**
 * `http://<first IPv4>:<SRV port>`, else a reachable IPv6, else the SRV host name. Never a
 * guessed port: Home Assistant OS listens on 80 since 2026.8.
 */
function originFromRecords(addresses: readonly string[], host: string, port: number): string | null {
  const ipv4 = addresses.find((a) => isIP(a) === 4);
  const ipv6 = addresses.find((a) => isIP(a) === 6 && !isLinkLocalIpv6(a) && !a.includes('%'));
  const authority = ipv4 ?? (ipv6 !== undefined ? `[${ipv6}]` : host || undefined);
  if (authority === undefined) return null;
  try {
    return new URL(`http://${authority}:${port}`).origin;
  } catch {
    return null;
  }
}

function alternatives(txt: TxtMap, suggested: string): AlternativeUrl[] {
  const result: AlternativeUrl[] = [];
  const seen = new Set<string>([suggested]);
  for (const label of ['external_url', 'base_url'] as const) {
    const url = advertisedHttpOrigin(txt.get(label));
    if (url === null || seen.has(url)) continue;
    seen.add(url);
    result.push({ label, url });
  }
  return result;
}

function locationName(fromTxt: string | null | undefined, instanceName: unknown): string {
  for (const candidate of [fromTxt, instanceName]) {
    if (typeof candidate !== 'string') continue;
    const cleaned = cleanDisplayString(candidate, MAX_LOCATION_NAME_CHARS);
    if (cleaned !== '') return cleaned;
  }
  return 'Home Assistant';
}

/**
 * A stable key for an advertisement without a valid uuid. Prefixed so it is never 32 hex and
 * cannot shadow (or be shadowed by) a real instance id.
 */
function derivedKey(host: string, port: number): string {
  const digest = createHash('sha256').update(`${host}|${port}`).digest('hex');
  return `unverified-${digest.slice(0, 24)}`;
}
