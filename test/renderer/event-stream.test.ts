/**
 * The browser host's event stream (DESIGN §2): `text/event-stream` read with fetch, parsed by
 * eventsource-parser, and the transport's reconnect honouring the server's `id:` and `retry:`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpTransport, readEvents, type BridgeLink } from '../../renderer/bridge/http-transport.js';

/** A body that delivers `bytes` in slices of `size` bytes, then ends. */
function body(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
}

const encode = (text: string) => new TextEncoder().encode(text);

async function read(bytes: Uint8Array, size: number) {
  const events: unknown[] = [];
  const ids: string[] = [];
  const retries: number[] = [];
  await readEvents(body(bytes, size), { onEvent: (m) => events.push(m), onId: (id) => ids.push(id), onRetry: (ms) => retries.push(ms) });
  return { events, ids, retries };
}

describe('reading text/event-stream', () => {
  it('parses event and data lines across chunk boundaries, CRLF included, and skips comments', async () => {
    const text = ': connected\r\n\r\nevent: confirmations.changed\r\ndata: {"pending":[]}\r\n\r\nevent: homeAssistant.status\ndata: {"connection":"ok"}\n\n';
    const { events } = await read(encode(text), 7);
    expect(events).toEqual([
      { name: 'confirmations.changed', payload: { pending: [] } },
      { name: 'homeAssistant.status', payload: { connection: 'ok' } },
    ]);
  });

  it('joins multi-line data with newlines before parsing it', async () => {
    const text = 'event: transcript.changed\ndata: {"turns":\ndata: ["a",\ndata: "b"]}\n\nevent: note\ndata: "line one\\nline two"\n\n';
    const { events } = await read(encode(text), 1_000);
    expect(events).toEqual([
      { name: 'transcript.changed', payload: { turns: ['a', 'b'] } },
      { name: 'note', payload: 'line one\nline two' },
    ]);
  });

  it('survives every possible split: one byte at a time, multi-byte characters and a CRLF cut in half', async () => {
    const text = 'event: homeAssistant.status\r\ndata: {"name":"Küche ☕ 🏠"}\r\n\r\nevent: b\rdata: 2\r\r: bare CR lines\n';
    const { events } = await read(encode(text), 1);
    expect(events).toEqual([
      { name: 'homeAssistant.status', payload: { name: 'Küche ☕ 🏠' } },
      { name: 'b', payload: 2 },
    ]);
  });

  it('drops a byte order mark at the start of the stream, even split across chunks', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode('event: first\ndata: 1\n\n')]);
    for (const size of [1, 2, 4]) {
      expect((await read(bytes, size)).events).toEqual([{ name: 'first', payload: 1 }]);
    }
  });

  it("reports the server's id and retry fields; an invalid retry is ignored", async () => {
    const text = 'retry: soon\nretry: 2500\n\nid: 41\nevent: a\ndata: {}\n\nevent: b\ndata: {}\n\nid: 42\ndata: {}\n\n';
    const { events, ids, retries } = await read(encode(text), 5);
    expect(retries).toEqual([2500]);
    // An event without `id:` keeps the last one (the SSE spec's last event ID): nothing reported.
    expect(ids).toEqual(['41', '42']);
    expect(events).toEqual([
      { name: 'a', payload: {} },
      { name: 'b', payload: {} },
      { name: 'message', payload: {} },
    ]);
  });

  it('drops a malformed event and still delivers the next one', async () => {
    const { events } = await read(encode('event: a\ndata: {not json\n\nevent: b\ndata: true\n\n'), 3);
    expect(events).toEqual([{ name: 'b', payload: true }]);
  });
});

/** A host whose event stream sends `streams[i]` on the i-th connection, then ends it. */
function eventsHost(streams: string[]) {
  const connections: Array<Record<string, string>> = [];
  const links: BridgeLink[] = [];
  let reconnecting: () => void = () => undefined;
  const fetch = (async (url: string, init: RequestInit) => {
    if (url !== '/api/v1/events') throw new Error(`unexpected ${url}`);
    connections.push({ ...(init.headers as Record<string, string>) });
    const text = streams[connections.length - 1] ?? '';
    return { status: 200, ok: true, body: body(encode(text), 16) } as unknown as Response;
  }) as unknown as typeof globalThis.fetch;
  const nextReconnect = () =>
    new Promise<void>((resolve) => {
      reconnecting = resolve;
    });
  const onLink = (link: BridgeLink) => {
    links.push(link);
    if (link === 'reconnecting') reconnecting();
  };
  return { connections, links, fetch, onLink, nextReconnect };
}

describe('the event stream reconnects as EventSource would', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the last event id back as Last-Event-ID, with the host token', async () => {
    vi.useFakeTimers();
    const host = eventsHost(['id: 7\nevent: a\ndata: {}\n\n', 'event: b\ndata: {}\n\n', '']);
    const transport = createHttpTransport({ token: 'host-token', fetch: host.fetch, onLink: host.onLink });
    const seen: unknown[] = [];
    const dropped = host.nextReconnect();
    transport.on('sovereign:event', (_event, message) => seen.push(message));
    await dropped;
    expect(host.connections[0]!['last-event-id']).toBeUndefined();
    const again = host.nextReconnect();
    await vi.advanceTimersByTimeAsync(500);
    await again;
    expect(host.connections).toHaveLength(2);
    expect(host.connections[1]).toMatchObject({ authorization: 'Bearer host-token', 'last-event-id': '7' });
    // An event without an id keeps the last one.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(host.connections[2]!['last-event-id']).toBe('7');
    expect(seen).toEqual([
      { name: 'a', payload: {} },
      { name: 'b', payload: {} },
    ]);
    transport.close();
  });

  it("waits the server's retry time before reconnecting, bounded below", async () => {
    vi.useFakeTimers();
    const host = eventsHost(['retry: 2000\n\n', 'retry: 0\n\n', '']);
    const transport = createHttpTransport({ token: 't', fetch: host.fetch, onLink: host.onLink });
    const dropped = host.nextReconnect();
    transport.on('sovereign:event', () => undefined);
    await dropped;
    await vi.advanceTimersByTimeAsync(1_999);
    expect(host.connections).toHaveLength(1);
    const again = host.nextReconnect();
    await vi.advanceTimersByTimeAsync(1);
    await again;
    expect(host.connections).toHaveLength(2);
    // `retry: 0` must not turn into a tight loop: the floor is 500 ms.
    await vi.advanceTimersByTimeAsync(499);
    expect(host.connections).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.connections).toHaveLength(3);
    expect(host.links.filter((l) => l === 'connected')).toHaveLength(3);
    transport.close();
  });

  it('stops for good on 401 (the host token is wrong), without retrying', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const links: BridgeLink[] = [];
    const fetch = (async () => {
      calls++;
      return { status: 401, ok: false, body: null } as unknown as Response;
    }) as unknown as typeof globalThis.fetch;
    const transport = createHttpTransport({ token: 'wrong', fetch, onLink: (l) => links.push(l) });
    transport.on('sovereign:event', () => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(1);
    expect(links).toEqual(['unauthorized']);
    transport.close();
  });

  it('a page whose app restarted on a new address says the app has gone, and keeps trying', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const links: BridgeLink[] = [];
    const fetch = (async () => {
      calls++;
      if (calls === 1) return { status: 200, ok: true, body: body(encode(': hi\n\n'), 100) } as unknown as Response;
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const transport = createHttpTransport({ token: 't', fetch, onLink: (l) => links.push(l) });
    transport.on('sovereign:event', () => undefined);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(links[0]).toBe('connected');
    expect(links).toContain('gone');
    expect(links.indexOf('gone')).toBeGreaterThan(links.indexOf('reconnecting'));
    expect(calls).toBeGreaterThan(5);
    transport.close();
  });

  it('a refused token after being connected means the app restarted with a new one: gone', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const links: BridgeLink[] = [];
    const fetch = (async () => {
      calls++;
      if (calls === 1) return { status: 200, ok: true, body: body(encode(': hi\n\n'), 100) } as unknown as Response;
      return { status: 401, ok: false, body: null } as unknown as Response;
    }) as unknown as typeof globalThis.fetch;
    const transport = createHttpTransport({ token: 't', fetch, onLink: (l) => links.push(l) });
    transport.on('sovereign:event', () => undefined);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(links.at(-1)).toBe('gone');
    transport.close();
  });
});
