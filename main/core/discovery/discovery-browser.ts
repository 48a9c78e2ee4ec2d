// Long because: one browse session — its socket, query schedule, resolve waiters and 30 s bound — shares one set of timers and state.
/**
 * Finds Home Assistant on the local network over mDNS (`_home-assistant._tcp`), only while
 * settings or first-run asks and for at most 30 s at a time (DESIGN §6). It only ever suggests:
 * nothing found here is used as a base URL until the household chooses it.
 *
 * bonjour-service opens the multicast socket (multicast-dns underneath); the records are read
 * here, from the raw response packets, rather than through bonjour-service's `Browser`: that one
 * keeps every service it has ever seen in an unbounded list, cuts instance names at the first
 * dot, mis-decodes empty TXT values and never expires records by itself. See instance-table.ts
 * for how the listing is kept.
 */
import { InstanceTable, HOME_ASSISTANT_SERVICE } from './instance-table.js';
import { isEncodableName, isObject, readRecords } from './mdns-records.js';
import { bonjourTransport } from './bonjour-socket.js';
import { isLocalIpv4, type MdnsQuestion, type MdnsTransport, type MdnsTransportFactory } from './mdns-transport.js';
import type { DiscoveredInstance, DiscoveryListing } from './types.js';

export { HOME_ASSISTANT_SERVICE } from './instance-table.js';
export type { MdnsQuestion, MdnsSocket, MdnsTransport, MdnsTransportFactory, MdnsTransportOptions } from './mdns-transport.js';

export const MAX_BROWSE_MS = 30_000;
export const DEFAULT_MAX_INSTANCES = 64;
export const DISCOVERY_UNAVAILABLE_MESSAGE = "Discovery isn't available on this network — enter the address by hand.";

const MDNS_PORT = 5353;
/** RFC 6762 §5.2: repeat the question with intervals that at least double. */
const QUERY_SCHEDULE_MS = [0, 1_000, 3_000, 7_000, 15_000];
/** python-zeroconf answers the same record at most once a second, so re-ask a little slower. */
const RESOLVE_RETRY_MS = 1_100;
const DEFAULT_RESOLVE_MS = 3_000;
const MAX_RESOLVE_MS = 30_000;
const MAX_INSTANCES_CAP = 4_096;

export interface DiscoveryBrowserOptions {
  /** IPv4 address of the interface to browse on (`127.0.0.1` in tests); default: all interfaces. */
  interface?: string;
  /** Called (synchronously, errors swallowed) whenever the listing or browsing state changes. */
  onChange?: () => void;
  /** Upper bound on remembered instances; the least recently advertised one is dropped first. */
  maxInstances?: number;
  /** Clock for TTLs (ms since the epoch). */
  now?: () => number;
  /** How the mDNS socket is opened; bonjour-service unless a test stands in. */
  createTransport?: MdnsTransportFactory;
}

interface Waiter {
  key: string;
  startSeq: number;
  finish: (instance: DiscoveredInstance | null) => void;
}

export class DiscoveryBrowser {
  private readonly interfaceAddress: string | undefined;
  private readonly onChange: () => void;
  private readonly createTransport: MdnsTransportFactory;
  private readonly table: InstanceTable;
  private readonly waiters = new Set<Waiter>();
  private transport: MdnsTransport | undefined;
  private browseTimers: NodeJS.Timeout[] = [];
  private browsing = false;
  private available = true;
  private message: string | undefined;
  private closed = false;

  constructor(options: DiscoveryBrowserOptions = {}) {
    this.interfaceAddress = options.interface;
    this.onChange = options.onChange ?? (() => undefined);
    this.createTransport = options.createTransport ?? bonjourTransport;
    const max = options.maxInstances ?? DEFAULT_MAX_INSTANCES;
    const maxInstances = Number.isInteger(max) && max > 0 ? Math.min(max, MAX_INSTANCES_CAP) : DEFAULT_MAX_INSTANCES;
    this.table = new InstanceTable(maxInstances, options.now ?? Date.now);
  }

  /**
   * (Re)starts a browse for at most `durationMs` (capped at 30 s), then stops and closes the
   * socket, keeping what was found. If the socket cannot be opened the listing says so.
   */
  browse(durationMs: number = MAX_BROWSE_MS): void {
    if (this.closed) return;
    const duration = Number.isFinite(durationMs) ? Math.min(Math.max(durationMs, 0), MAX_BROWSE_MS) : MAX_BROWSE_MS;
    this.clearBrowseTimers();
    if (duration === 0) {
      this.endBrowse();
      return;
    }
    if (!this.openTransport()) {
      this.notify();
      return;
    }
    this.browsing = true;
    for (const at of QUERY_SCHEDULE_MS) {
      if (at >= duration) break;
      this.browseTimers.push(unref(setTimeout(() => this.ask([{ name: HOME_ASSISTANT_SERVICE, type: 'PTR' }]), at)));
    }
    this.browseTimers.push(unref(setTimeout(() => this.endBrowse(), duration)));
    this.notify();
  }

  /** What has been found (expired records left out), and whether a browse is running. */
  list(): DiscoveryListing {
    this.table.pruneExpired();
    const listing: DiscoveryListing = { browsing: this.browsing, available: this.available, instances: this.table.instances() };
    if (this.message !== undefined) listing.message = this.message;
    return listing;
  }

  /**
   * Asks the instance again for its SRV and TXT records ("Use this") and returns it as freshly
   * advertised, or `null` if it is unknown, said goodbye, or did not answer within `timeoutMs`.
   */
  resolve(uuid: string, timeoutMs = DEFAULT_RESOLVE_MS): Promise<DiscoveredInstance | null> {
    if (this.closed) return Promise.resolve(null);
    this.table.pruneExpired();
    const entry = this.table.findByUuid(uuid);
    // A name that cannot be asked about as advertised (hostile, or mangled in decoding) is not re-resolvable.
    if (!entry || !isEncodableName(entry.fqdn)) return Promise.resolve(null);
    const timeout = Number.isFinite(timeoutMs) ? Math.min(Math.max(timeoutMs, 1), MAX_RESOLVE_MS) : DEFAULT_RESOLVE_MS;
    if (!this.openTransport()) return Promise.resolve(null);

    return new Promise((resolvePromise) => {
      const questions: MdnsQuestion[] = [
        { name: entry.fqdn, type: 'SRV' },
        { name: entry.fqdn, type: 'TXT' },
      ];
      const timers: NodeJS.Timeout[] = [];
      const waiter: Waiter = {
        key: entry.key,
        startSeq: this.table.sequence,
        finish: (instance) => {
          if (!this.waiters.delete(waiter)) return;
          for (const timer of timers) clearTimeout(timer);
          this.closeTransportIfIdle();
          resolvePromise(instance === null ? null : structuredClone(instance));
        },
      };
      this.waiters.add(waiter);
      for (let at = 0; at < timeout; at += RESOLVE_RETRY_MS) {
        timers.push(unref(setTimeout(() => this.ask(questions), at)));
      }
      timers.push(unref(setTimeout(() => waiter.finish(null), timeout)));
    });
  }

  /** Stops browsing and any re-resolution, and closes the socket. The listing is kept. */
  stop(): void {
    this.clearBrowseTimers();
    const wasBrowsing = this.browsing;
    this.browsing = false;
    for (const waiter of [...this.waiters]) waiter.finish(null);
    this.closeTransport();
    if (wasBrowsing) this.notify();
  }

  /** Stops, forgets everything and refuses further work. */
  close(): void {
    if (this.closed) return;
    this.stop();
    this.closed = true;
    this.table.clear();
  }

  /**
   * Takes one mDNS response packet (as multicast-dns decodes it). Public for tests, which feed
   * it records directly; from the network it is called only for packets from port 5353
   * (RFC 6762 §11). Every field is checked: the packet is untrusted.
   * @internal
   */
  handleResponse(packet: unknown, rinfo?: { port?: unknown }): void {
    if (this.closed) return;
    if (rinfo !== undefined && rinfo.port !== MDNS_PORT) return;
    const records = readRecords(packet);
    if (records.length === 0) return;
    if (this.table.apply(records)) this.notify();
    this.settleWaiters();
  }

  private settleWaiters(): void {
    for (const waiter of [...this.waiters]) {
      const entry = this.table.get(waiter.key);
      if (!entry) waiter.finish(null);
      else if (entry.srvSeq > waiter.startSeq && entry.txtSeq > waiter.startSeq) waiter.finish(entry.instance);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Socket lifecycle: open while browsing or resolving, closed otherwise.

  private openTransport(): MdnsTransport | undefined {
    if (this.transport) return this.transport;
    const address = this.interfaceAddress;
    if (address !== undefined && !isLocalIpv4(address)) {
      this.markUnavailable();
      return undefined;
    }
    let transport: MdnsTransport;
    try {
      transport = this.createTransport(address === undefined ? undefined : { interface: address, bind: '0.0.0.0' });
    } catch {
      this.markUnavailable();
      return undefined;
    }
    const current = () => this.transport === transport;
    transport.mdns.on('response', (packet: unknown, rinfo: unknown) => {
      if (!current()) return;
      try {
        this.handleResponse(packet, isObject(rinfo) ? rinfo : { port: undefined });
      } catch {
        // Thrown inside the socket's message handler this would take the process down; a packet
        // we cannot read is simply ignored.
      }
    });
    transport.mdns.on('error', () => {
      // EADDRINUSE / EACCES / a failed bind: the socket is unusable.
      if (current()) this.fail();
    });
    transport.mdns.on('warning', (error: unknown) => {
      if (current() && this.isFatalWarning(error)) this.fail();
    });
    this.transport = transport;
    this.available = true;
    this.message = undefined;
    return transport;
  }

  /**
   * multicast-dns reports a malformed packet as a warning too: that is someone else's problem,
   * never ours. Failing to join the group or set the interface we were pinned to, or to send at
   * all, means discovery cannot work here.
   */
  private isFatalWarning(error: unknown): boolean {
    const syscall = isObject(error) ? error.syscall : undefined;
    if (syscall === 'send') return true;
    return this.interfaceAddress !== undefined && (syscall === 'addMembership' || syscall === 'setMulticastInterface');
  }

  private ask(questions: MdnsQuestion[]): void {
    const transport = this.transport;
    if (!transport) return;
    try {
      transport.mdns.query(questions, (error) => {
        if (error && this.transport === transport) this.fail();
      });
    } catch {
      this.fail();
    }
  }

  private fail(): void {
    this.clearBrowseTimers();
    this.browsing = false;
    for (const waiter of [...this.waiters]) waiter.finish(null);
    this.closeTransport();
    this.markUnavailable();
    this.notify();
  }

  private markUnavailable(): void {
    this.available = false;
    this.message = DISCOVERY_UNAVAILABLE_MESSAGE;
  }

  private endBrowse(): void {
    this.clearBrowseTimers();
    const wasBrowsing = this.browsing;
    this.browsing = false;
    this.closeTransportIfIdle();
    if (wasBrowsing) this.notify();
  }

  private closeTransportIfIdle(): void {
    if (!this.browsing && this.waiters.size === 0) this.closeTransport();
  }

  private closeTransport(): void {
    const transport = this.transport;
    this.transport = undefined;
    if (!transport) return;
    try {
      transport.destroy();
    } catch {
      // Closing a socket that never opened can throw; there is nothing left to clean up.
    }
  }

  private clearBrowseTimers(): void {
    for (const timer of this.browseTimers) clearTimeout(timer);
    this.browseTimers = [];
  }

  private notify(): void {
    if (this.closed) return;
    try {
      this.onChange();
    } catch {
      // A listener's failure is not discovery's.
    }
  }
}

function unref(timer: NodeJS.Timeout): NodeJS.Timeout {
  timer.unref();
  return timer;
}
