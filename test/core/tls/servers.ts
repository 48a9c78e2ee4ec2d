/** Small loopback servers for the TLS tests: every socket tracked, everything closed. */
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createServer as createTlsServer, type Server as TlsServer, type TLSSocket } from 'node:tls';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KeyPair } from './certificates.js';

const CLOSE_TIMEOUT_MS = 2_000;

async function listen(server: NetServer): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

async function closeServer(server: NetServer, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function track(server: NetServer, event: 'connection' | 'secureConnection'): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on(event, (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => sockets.delete(socket));
  });
  return sockets;
}

/** An https server on 127.0.0.1 that answers `{"message":"API running."}` and counts requests. */
export interface HttpsTestServer {
  server: HttpsServer;
  origin: string;
  requests: number;
  /** Present the other certificate from now on and drop open connections (the swap). */
  swapCertificate(pair: KeyPair): void;
  close(): Promise<void>;
}

export async function startHttpsServer(pair: KeyPair): Promise<HttpsTestServer> {
  const server = createHttpsServer({ cert: pair.cert, key: pair.key }, (_req, res) => {
    state.requests += 1;
    res.setHeader('content-type', 'application/json');
    res.end('{"message":"API running."}');
  });
  server.on('tlsClientError', () => undefined);
  const tcpSockets = track(server, 'connection');
  const port = await listen(server);
  const state: HttpsTestServer = {
    server,
    origin: `https://127.0.0.1:${port}`,
    requests: 0,
    swapCertificate(next) {
      server.setSecureContext({ cert: next.cert, key: next.key });
      server.closeAllConnections();
    },
    close: () => closeServer(server, tcpSockets),
  };
  return state;
}

/** A bare TLS server that counts connections and every application byte it decrypts. */
export interface TlsTestServer {
  origin: string;
  /** One promise per TCP connection, settled when that connection has closed. */
  connections: Promise<void>[];
  /** Application bytes received after a handshake, over all connections. */
  applicationBytes(): number;
  close(): Promise<void>;
}

export async function startTlsServer(pair: KeyPair): Promise<TlsTestServer> {
  let applicationBytes = 0;
  const connections: Promise<void>[] = [];
  const server: TlsServer = createTlsServer({ cert: pair.cert, key: pair.key }, (socket: TLSSocket) => {
    socket.on('data', (chunk: Buffer) => {
      applicationBytes += chunk.length;
    });
    socket.on('error', () => undefined);
  });
  server.on('tlsClientError', () => undefined);
  server.on('connection', (socket: Socket) => {
    connections.push(new Promise<void>((resolve) => socket.once('close', () => resolve())));
  });
  const tcpSockets = track(server, 'connection');
  const port = await listen(server);
  return {
    origin: `https://127.0.0.1:${port}`,
    connections,
    applicationBytes: () => applicationBytes,
    close: () => closeServer(server, tcpSockets),
  };
}

/** Accepts TCP connections and never says a word (for timeouts). */
export async function startSilentServer(): Promise<{ origin: string; accepted: () => number; close(): Promise<void> }> {
  const server = createNetServer();
  let accepted = 0;
  server.on('connection', () => {
    accepted += 1;
  });
  const sockets = track(server, 'connection');
  const port = await listen(server);
  return { origin: `https://127.0.0.1:${port}`, accepted: () => accepted, close: () => closeServer(server, sockets) };
}

/** A plain-HTTP server (an https:// address that isn't). */
export async function startPlainHttpServer(): Promise<{ port: number; close(): Promise<void> }> {
  const server = createHttpServer((_req, res) => res.end('plain'));
  const sockets = track(server, 'connection');
  const port = await listen(server);
  return { port, close: () => closeServer(server, sockets) };
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function unusedPort(): Promise<number> {
  const server = createNetServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
