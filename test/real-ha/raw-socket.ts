/**
 * A WebSocket to `/api/websocket` that hands back every frame as it came — `auth_required`, a
 * refused login, error results — for comparing what two servers say, where `haSocket` (real-ha.ts)
 * only returns successful results. Every wait is bounded.
 */
import { WebSocket } from 'undici';

export interface RawSocket {
  send(message: Record<string, unknown>): void;
  /** The next frame, parsed. */
  next(): Promise<Record<string, unknown>>;
  /** Resolves with the close code once the server has closed the socket. */
  closed(): Promise<number>;
  close(): void;
}

const WAIT_MS = 15_000;

export async function openRawSocket(origin: string): Promise<RawSocket> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/websocket`);
  const inbox: Array<Record<string, unknown>> = [];
  let wake: (() => void) | null = null;
  let closeCode: number | null = null;
  socket.addEventListener('message', (event) => {
    inbox.push(JSON.parse(String(event.data)) as Record<string, unknown>);
    wake?.();
  });
  socket.addEventListener('close', (event) => {
    closeCode = event.code;
    wake?.();
  });
  const until = async (ready: () => boolean, what: string) => {
    const deadline = Date.now() + WAIT_MS;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${WAIT_MS} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  };
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`WebSocket to ${origin} failed`)), { once: true });
  });
  return {
    send: (message) => socket.send(JSON.stringify(message)),
    next: async () => {
      await until(() => inbox.length > 0 || closeCode !== null, 'frame');
      const frame = inbox.shift();
      if (!frame) throw new Error(`the socket closed (${closeCode}) with no frame left`);
      return frame;
    },
    closed: async () => {
      await until(() => closeCode !== null, 'close');
      return closeCode!;
    },
    close: () => socket.close(),
  };
}
