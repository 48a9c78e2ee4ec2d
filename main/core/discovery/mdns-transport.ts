/**
 * The mDNS socket seam: the slice of multicast-dns the discovery browser uses, so tests can stand
 * in for it. The real one is opened by bonjour-socket.ts, the only module that knows bonjour-service.
 */
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

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

/** Is `address` an IPv4 address of one of this machine's interfaces? */
export function isLocalIpv4(address: string): boolean {
  if (isIP(address) !== 4) return false;
  return Object.values(networkInterfaces()).some((list) => (list ?? []).some((info) => info.address === address));
}
