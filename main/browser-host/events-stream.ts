/**
 * `GET /api/v1/events`: every CompanionEvent as Server-Sent Events. The page reads it with
 * `fetch` + a stream (so the host token travels in the Authorization header, never in a URL).
 */
import type { ServerResponse } from 'node:http';
import type { EventSubscriber } from '../../common/contract/events.js';

const HEARTBEAT_MS = 25_000;

export function streamEvents(res: ServerResponse, subscribe: EventSubscriber): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
  });
  res.write(': connected\n\n');
  const unsubscribe = subscribe((name, payload) => {
    res.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
  });
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  res.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
