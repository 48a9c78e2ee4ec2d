/**
 * The one place that reaches inside bonjour-service: it opens the multicast socket through
 * bonjour-service's public constructor, then takes the multicast-dns instance bonjour-service keeps
 * in its private `server.mdns` field. test/core/discovery/bonjour-socket.test.ts fails if an
 * upgrade moves or reshapes that field.
 *
 * Why the public API (`Bonjour#find`, `Browser`, `Service`) cannot do discovery's job, read from
 * bonjour-service 1.4's source:
 * - "Use this" re-asks one instance for its SRV and TXT records (DESIGN §6). The public API only
 *   ever asks PTR questions (`Browser#update`), and `Browser` builds a service only from a packet
 *   that also carries the PTR record, so the answer to an SRV/TXT question is dropped.
 * - A socket that cannot bind (EADDRINUSE, EACCES) is an `'error'` event on the multicast-dns
 *   instance, a failed group join or send a `'warning'`. bonjour-service forwards neither (its
 *   error callback covers only answering queries), and an `'error'` nobody listens to is thrown:
 *   a busy port 5353 would take the process down instead of saying "discovery isn't available".
 * - `Browser` keeps every service it has seen in an unbounded list, cuts instance names at the
 *   first dot, mis-decodes empty TXT values and expires records only when asked to.
 * multicast-dns, the socket underneath, is not a dependency of ours in its own right; taking it
 * from bonjour-service keeps one named dependency and one copy of the socket code.
 */
import { Bonjour } from 'bonjour-service';
import type { MdnsSocket, MdnsTransportFactory } from './mdns-transport.js';

/** Where bonjour-service 1.x keeps its multicast-dns instance (`bonjour.server.mdns`). */
export const BONJOUR_SOCKET_PATH = 'server.mdns';

/** bonjour-service no longer keeps an mDNS socket where this adapter looks for it. */
export class BonjourShapeError extends Error {
  constructor() {
    super(`bonjour-service no longer exposes its mDNS socket at \`${BONJOUR_SOCKET_PATH}\`: re-read its source and update bonjour-socket.ts`);
    this.name = 'BonjourShapeError';
  }
}

/**
 * The multicast-dns instance inside a `Bonjour`, checked for the methods discovery calls.
 * @throws BonjourShapeError when the private shape is not what bonjour-service 1.x has.
 */
export function socketOf(bonjour: unknown): MdnsSocket {
  const server = isObject(bonjour) ? bonjour['server'] : undefined;
  const mdns = isObject(server) ? server['mdns'] : undefined;
  if (!isMdnsSocket(mdns)) throw new BonjourShapeError();
  return mdns;
}

/** Opens the socket (pinned to one interface when asked) and hands it to the discovery browser. */
export const bonjourTransport: MdnsTransportFactory = (options) => {
  // Only used when answering queries for services we publish — and we publish none.
  const onRespondError = () => undefined;
  // `interface` and `bind` are multicast-dns options bonjour-service passes through untyped.
  const bonjour = options ? new Bonjour(options as never, onRespondError) : new Bonjour({}, onRespondError);
  let mdns: MdnsSocket;
  try {
    mdns = socketOf(bonjour);
  } catch (error) {
    safely(() => bonjour.destroy());
    throw error;
  }
  return { mdns, destroy: () => safely(() => bonjour.destroy()) };
};

function isMdnsSocket(value: unknown): value is MdnsSocket {
  return isObject(value) && typeof value['on'] === 'function' && typeof value['query'] === 'function';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Closing a socket that never opened can throw; there is nothing left to clean up.
  }
}
