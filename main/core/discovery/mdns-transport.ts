/**
 * The mDNS socket seam: the slice of multicast-dns (opened by bonjour-service) the discovery
 * browser uses, so tests can stand in for it.
 */
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { Bonjour } from 'bonjour-service';

export interface MdnsQuestion {
  name: string;
  type: 'PTR' | 'SRV' | 'TXT' | 'A' | 'AAAA';
}

export interface MdnsSocket {
  on(event: 'response' | 'error' | 'warning', listener: (...args: unknown[]) => void): unknown;
  query(questions: MdnsQuestion[], callback: (error?: Error | null) => void): unknown;
}

export interface MdnsTransport {
  mdns: MdnsSocket;
  destroy(): void;
}

/** `undefined` means bonjour-service's defaults (all interfaces). */
export type MdnsTransportOptions = { interface: string; bind: string } | undefined;
export type MdnsTransportFactory = (options: MdnsTransportOptions) => MdnsTransport;

/** bonjour-service keeps its multicast-dns instance in a private field; checked before use. */
export const bonjourTransport: MdnsTransportFactory = (options) => {
  // Only used when answering queries for services we publish — and we publish none.
  const onRespondError = () => undefined;
  // `interface` and `bind` are multicast-dns options bonjour-service passes through untyped.
  const bonjour = options ? new Bonjour(options as never, onRespondError) : new Bonjour({}, onRespondError);
  const mdns = (bonjour as unknown as { server?: { mdns?: unknown } }).server?.mdns;
  if (!isMdnsSocket(mdns)) {
    safely(() => bonjour.destroy());
    throw new Error('bonjour-service no longer exposes its mDNS socket');
  }
  return { mdns, destroy: () => safely(() => bonjour.destroy()) };
};

function isMdnsSocket(value: unknown): value is MdnsSocket {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { on?: unknown }).on === 'function' &&
    typeof (value as { query?: unknown }).query === 'function'
  );
}

/** Is `address` an IPv4 address of one of this machine's interfaces? */
export function isLocalIpv4(address: string): boolean {
  if (isIP(address) !== 4) return false;
  return Object.values(networkInterfaces()).some((list) => (list ?? []).some((info) => info.address === address));
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Closing a socket that never opened can throw; there is nothing left to clean up.
  }
}
