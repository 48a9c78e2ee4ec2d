/**
 * What discovery currently believes is on the network, built from mDNS response records:
 * keyed by instance uuid (newest advertisement wins), bounded, dropped on a goodbye (TTL 0) or
 * when the first of its PTR and SRV records runs out. Every record goes through
 * `parseAdvertisement`, so only sanitised instances are ever stored.
 */
import { parseAdvertisement } from './advertisement.js';
import { copyTxt, isSrvData, type Rr, type SrvData } from './mdns-records.js';
import type { DiscoveredInstance } from './types.js';

export const HOME_ASSISTANT_SERVICE = '_home-assistant._tcp.local';
const SERVICE_SUFFIX = `.${HOME_ASSISTANT_SERVICE}`;
/** Home Assistant's own longest TTL; a record claiming more is held no longer than this. */
const MAX_TTL_S = 4_500;
const MAX_INSTANCES_PER_PACKET = 64;
const MAX_ADDRESSES_KEPT = 64;

export interface TableEntry {
  /** Lower-cased instance FQDN: the map key. */
  readonly key: string;
  /** The FQDN as advertised, for questions. */
  readonly fqdn: string;
  readonly host: string;
  readonly port: number;
  addresses: string[];
  readonly rawTxt: Buffer[];
  /** When the PTR (if one was seen) and the SRV record run out, ms since the epoch. */
  readonly ptrExpiresAt: number | undefined;
  readonly srvExpiresAt: number;
  /** The earlier of the two: the instance is dropped then. */
  readonly expiresAt: number;
  /** Sequence numbers of the packets that last carried its SRV and TXT records. */
  readonly srvSeq: number;
  readonly txtSeq: number;
  instance: DiscoveredInstance;
}

export class InstanceTable {
  /** Insertion order is recency: the first entry is the least recently advertised. */
  private readonly entries = new Map<string, TableEntry>();
  private seq = 0;

  constructor(
    private readonly maxInstances: number,
    private readonly now: () => number,
  ) {}

  /** Sequence number of the last packet applied. */
  get sequence(): number {
    return this.seq;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): TableEntry | undefined {
    return this.entries.get(key);
  }

  findByUuid(uuid: string): TableEntry | undefined {
    return [...this.entries.values()].find((entry) => entry.instance.uuid === uuid);
  }

  /** Copies, sorted for a stable display. */
  instances(): DiscoveredInstance[] {
    return [...this.entries.values()]
      .map((entry) => structuredClone(entry.instance))
      .sort((a, b) => a.location_name.localeCompare(b.location_name) || a.uuid.localeCompare(b.uuid));
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops instances whose records have run out; true if any were. */
  pruneExpired(): boolean {
    const now = this.now();
    let changed = false;
    for (const [key, entry] of [...this.entries]) {
      if (now >= entry.expiresAt) changed = this.entries.delete(key) || changed;
    }
    return changed;
  }

  /** Applies one packet's records; true if the listing changed. */
  apply(records: readonly Rr[]): boolean {
    const seq = ++this.seq;
    let changed = this.pruneExpired();

    const ptrTtls = new Map<string, number>();
    const candidates = new Map<string, string>();
    for (const rr of records) {
      if (rr.type === 'PTR' && rr.lname === HOME_ASSISTANT_SERVICE && typeof rr.data === 'string') {
        const key = rr.data.toLowerCase();
        if (!key.endsWith(SERVICE_SUFFIX)) continue;
        if (rr.ttl === 0) {
          changed = this.entries.delete(key) || changed;
        } else if (candidates.size < MAX_INSTANCES_PER_PACKET) {
          candidates.set(key, rr.data);
          ptrTtls.set(key, rr.ttl);
        }
      } else if (rr.type === 'SRV' && rr.lname.endsWith(SERVICE_SUFFIX)) {
        if (rr.ttl === 0) changed = this.entries.delete(rr.lname) || changed;
        else if (candidates.size < MAX_INSTANCES_PER_PACKET && !candidates.has(rr.lname)) candidates.set(rr.lname, rr.name);
      }
    }
    for (const [key, fqdn] of candidates) {
      changed = this.upsert(key, fqdn, records, ptrTtls.get(key), seq) || changed;
    }
    return this.refreshAddresses(records, candidates) || changed;
  }

  private upsert(key: string, fqdn: string, records: readonly Rr[], ptrTtl: number | undefined, seq: number): boolean {
    const existing = this.entries.get(key);
    const srv = records.find((rr) => rr.type === 'SRV' && rr.lname === key && rr.ttl > 0 && isSrvData(rr.data));
    const txt = records.find((rr) => rr.type === 'TXT' && rr.lname === key && rr.ttl > 0 && Array.isArray(rr.data));
    if (!existing && !srv) return false; // a PTR alone says too little; its SRV comes with the answer

    const srvData = srv?.data as SrvData | undefined;
    const host = srvData ? srvData.target : (existing?.host ?? '');
    const port = srvData ? srvData.port : (existing?.port ?? 0);
    const fresh = addressesFor(records, host);
    const addresses = fresh.length > 0 ? fresh : (existing?.addresses ?? []);
    const rawTxt = txt ? copyTxt(txt.data as unknown[]) : (existing?.rawTxt ?? []);

    const instance = parseAdvertisement({ name: instanceLabel(fqdn), host, port, addresses, rawTxt });
    if (instance === null) return this.entries.delete(key);

    // Each record lives by its own TTL; the instance is gone when the first of PTR and SRV expires.
    const now = this.now();
    const ptrExpiresAt = ptrTtl !== undefined ? now + clampTtlMs(ptrTtl) : existing?.ptrExpiresAt;
    const srvExpiresAt = srv ? now + clampTtlMs(srv.ttl) : (existing?.srvExpiresAt ?? now + clampTtlMs(MAX_TTL_S));
    const entry: TableEntry = {
      key,
      fqdn,
      host,
      port,
      addresses: addresses.slice(0, MAX_ADDRESSES_KEPT),
      rawTxt,
      ptrExpiresAt,
      srvExpiresAt,
      expiresAt: Math.min(ptrExpiresAt ?? Number.POSITIVE_INFINITY, srvExpiresAt),
      srvSeq: srv ? seq : (existing?.srvSeq ?? 0),
      txtSeq: txt ? seq : (existing?.txtSeq ?? 0),
      instance,
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // The same Home Assistant under another name (renamed, or `-2` after a collision): newest wins.
    for (const [otherKey, other] of this.entries) {
      if (otherKey !== key && other.instance.uuid === instance.uuid) this.entries.delete(otherKey);
    }
    // Bounded: a flood of advertisements pushes out the least recently advertised.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxInstances) break;
      this.entries.delete(oldest);
    }
    return !existing || JSON.stringify(existing.instance) !== JSON.stringify(instance);
  }

  /** A/AAAA records alone (an address change) for instances not otherwise in this packet. */
  private refreshAddresses(records: readonly Rr[], handled: ReadonlyMap<string, string>): boolean {
    let changed = false;
    for (const entry of this.entries.values()) {
      if (handled.has(entry.key)) continue;
      const addresses = addressesFor(records, entry.host);
      if (addresses.length === 0) continue;
      const instance = parseAdvertisement({
        name: instanceLabel(entry.fqdn),
        host: entry.host,
        port: entry.port,
        addresses,
        rawTxt: entry.rawTxt,
      });
      if (instance === null) continue;
      if (JSON.stringify(instance) !== JSON.stringify(entry.instance)) changed = true;
      entry.addresses = addresses.slice(0, MAX_ADDRESSES_KEPT);
      entry.instance = instance;
    }
    return changed;
  }
}

function addressesFor(records: readonly Rr[], host: string): string[] {
  const lhost = host.toLowerCase();
  return records
    .filter((rr) => (rr.type === 'A' || rr.type === 'AAAA') && rr.ttl > 0 && typeof rr.data === 'string' && rr.lname === lhost)
    .map((rr) => rr.data as string);
}

function instanceLabel(fqdn: string): string {
  return fqdn.slice(0, fqdn.length - SERVICE_SUFFIX.length);
}

/** A TTL in ms, at least 1 s and at most Home Assistant's own longest (75 min). */
function clampTtlMs(ttlS: number): number {
  return Math.min(Math.max(ttlS, 1), MAX_TTL_S) * 1000;
}
