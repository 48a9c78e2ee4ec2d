/**
 * Writing answers to the socket: at once, slowly (drip), or as a streamed oversized body (huge).
 */
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FakeResponse } from './responses.js';
import type { Timers } from './timers.js';

export function send(res: ServerResponse, r: FakeResponse): void {
  // A delayed answer may find the client gone.
  if (res.destroyed) return;
  const body = bytesOf(r);
  res.writeHead(r.status, { ...r.headers, 'content-length': String(body.length) });
  res.end(body);
}

/**
 * Headers at once, then the body a few bytes per tick (ticks of at least 10 ms, so high rates
 * send bigger chunks). Stops when the socket closes or the fake's timers are cancelled.
 */
export function drip(res: ServerResponse, r: FakeResponse, bytesPerSecond: number, timers: Timers): void {
  const body = bytesOf(r);
  res.writeHead(r.status, { ...r.headers, 'content-length': String(body.length) });
  res.flushHeaders();
  const tickMs = Math.max(10, 1000 / bytesPerSecond);
  const chunk = Math.max(1, Math.round((bytesPerSecond * tickMs) / 1000));
  let offset = 0;
  const stop = timers.every(tickMs, () => {
    res.write(body.subarray(offset, offset + chunk));
    offset += chunk;
    if (offset >= body.length) {
      stop();
      res.end();
    }
  });
  res.on('close', stop);
}

/** A 200 JSON array of exactly `bytes` bytes (at least 2), generated as it streams. */
export function sendHuge(res: ServerResponse, bytes: number, chunked: boolean): void {
  res.writeHead(200, {
    'content-type': 'application/json',
    ...(chunked ? {} : { 'content-length': String(Math.max(2, bytes)) }),
  });
  Readable.from(hugeJsonArray(bytes)).pipe(res);
}

/** `["xxx…"]`: one long string, so any size from 4 bytes up is exact; 2 and 3 bytes are `[]` and `[0]`. */
function* hugeJsonArray(bytes: number): Generator<string> {
  if (bytes < 4) {
    yield bytes === 3 ? '[0]' : '[]';
    return;
  }
  const piece = 'x'.repeat(64 * 1024);
  yield '["';
  for (let left = bytes - 4; left > 0; left -= piece.length) yield left >= piece.length ? piece : piece.slice(0, left);
  yield '"]';
}

function bytesOf(r: FakeResponse): Buffer {
  return typeof r.body === 'string' ? Buffer.from(r.body) : r.body;
}
