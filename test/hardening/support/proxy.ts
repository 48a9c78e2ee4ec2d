/** A TCP proxy on 127.0.0.1 that counts the bytes the upstream sent towards the client. */
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  port: number;
  /** Bytes forwarded from the upstream to the client so far. */
  bytesDown(): number;
  reset(): void;
  close(): Promise<void>;
}

export interface ProxyOptions {
  /**
   * When a request whose head matches this passes through, the upstream's answer to it is never
   * relayed: the client's connection is cut the moment the answer starts (after the upstream
   * has done the work). Simulates a connection lost between a request and its answer.
   */
  cutAnswerTo?: RegExp;
}

export async function startCountingProxy(upstreamPort: number, options: ProxyOptions = {}): Promise<CountingProxy> {
  let down = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(upstreamPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    let cut = false;
    client.on('data', (chunk: Buffer) => {
      if (options.cutAnswerTo?.test(chunk.toString('latin1'))) cut = true;
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.on('data', (chunk: Buffer) => {
      if (cut) {
        end();
        return;
      }
      down += chunk.length;
      // Backpressure: what is counted is what the client's side actually took in.
      if (!client.write(chunk)) upstream.pause();
    });
    client.on('drain', () => upstream.resume());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    bytesDown: () => down,
    reset: () => {
      down = 0;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
