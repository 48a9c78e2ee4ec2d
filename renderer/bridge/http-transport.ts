/**
 * `BridgeTransport` for the browser host (DESIGN §2): the same named API as Electron's preload,
 * carried over loopback HTTP. A call `sovereign:<channel>` becomes the channel's route from the
 * contract table; events arrive over one shared Server-Sent Events stream read with `fetch`, so
 * the host token travels in the Authorization header and never in a URL.
 */
import { createParser } from 'eventsource-parser';
import type { BridgeTransport } from '../../common/bridge/sovereign-api.js';
import {
  channels,
  IPC_CHANNEL_PREFIX as WIRE_PREFIX,
  IPC_EVENT_CHANNEL as WIRE_EVENT_CHANNEL,
  type Channel,
  type Surface,
} from '../../common/contract/channels.js';

/**
 * `gone`: the app this page came from is not answering at its address any more, or answers with
 * another token — it was restarted (a new address each time) or closed; retrying goes on, but the
 * page says how to reopen instead of spinning.
 */
export type BridgeLink = 'connecting' | 'connected' | 'reconnecting' | 'unauthorized' | 'gone';

type Listener = (event: unknown, message: unknown) => void;

export interface HttpTransportOptions {
  token: string;
  /** Which window is asking (DESIGN §2: the browser host takes `surface` from the payload). */
  surface?: Surface;
  fetch?: typeof fetch;
  /** Told whenever the event stream connects or drops, so stores can resync after a gap. */
  onLink?: (link: BridgeLink) => void;
}

const MIN_BACKOFF_MS = 500;
/** Failed reconnects (about 7 s of backoff) before a once-connected page says the app has gone. */
export const GONE_AFTER_FAILURES = 4;
const MAX_BACKOFF_MS = 15_000;

export interface HttpTransport extends BridgeTransport {
  /** Stops the event stream for good (page unload, tests). */
  close(): void;
}

export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const authorization = `Bearer ${options.token}`;
  const listeners = new Set<Listener>();
  let stream: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** The server's `retry:` (clamped), else MIN_BACKOFF_MS: the first wait after a drop. */
  let reconnectDelay = MIN_BACKOFF_MS;
  let backoff = reconnectDelay;
  let lastEventId = '';
  let closed = false;
  let everConnected = false;
  let failures = 0;

  async function invoke(wireChannel: string, payload: unknown): Promise<unknown> {
    if (!wireChannel.startsWith(WIRE_PREFIX)) throw new Error('Not a Sovereign channel.');
    const name = wireChannel.slice(WIRE_PREFIX.length);
    if (!Object.hasOwn(channels, name)) throw new Error('Unknown channel.');
    const route = channels[name as Channel];
    const body: Record<string, unknown> = isPlainObject(payload) ? { ...payload } : {};
    if (name === 'conversation.message' && options.surface !== undefined) body['surface'] = options.surface;
    const path = (route.path as string).replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = body[key];
      delete body[key];
      return encodeURIComponent(asText(value ?? ''));
    });
    let url = path;
    const init: RequestInit = { method: route.method, headers: { authorization }, cache: 'no-store', credentials: 'omit', redirect: 'error' };
    if (route.method === 'GET') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(body)) if (value !== undefined) query.set(key, asText(value));
      const text = query.toString();
      if (text) url = `${path}?${text}`;
    } else {
      init.headers = { authorization, 'content-type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch {
      return { ok: false, error: { code: 'INTERNAL_ERROR', message: "Sovereign Companion isn't answering. Is the app still running?" } };
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    if (response.ok) return { ok: true, value: parsed };
    if (isPlainObject(parsed) && isPlainObject(parsed['error'])) return { ok: false, error: parsed['error'] };
    return { ok: false, error: { code: 'INTERNAL_ERROR', message: `Sovereign Companion answered with HTTP ${response.status}.` } };
  }

  function emit(message: { name: string; payload: unknown }): void {
    for (const listener of [...listeners]) {
      try {
        listener(null, message);
      } catch (error) {
        // One window's bug must not stop the others' updates.
        console.error(error);
      }
    }
  }

  function scheduleReconnect(): void {
    if (closed || listeners.size === 0 || retryTimer !== null) return;
    failures += 1;
    options.onLink?.(everConnected && failures >= GONE_AFTER_FAILURES ? 'gone' : 'reconnecting');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, backoff);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  }

  async function connect(): Promise<void> {
    if (closed || stream !== null || listeners.size === 0) return;
    const controller = new AbortController();
    stream = controller;
    try {
      const headers: Record<string, string> = { authorization, accept: 'text/event-stream' };
      // As EventSource does, so a server that numbers its events can resume after a gap.
      if (lastEventId !== '') headers['last-event-id'] = lastEventId;
      const response = await doFetch('/api/v1/events', {
        headers,
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      });
      if (response.status === 401) {
        stream = null;
        // Once in, a refused token means the app restarted on this address with a new one.
        options.onLink?.(everConnected ? 'gone' : 'unauthorized');
        return;
      }
      if (!response.ok || response.body === null) throw new Error(`HTTP ${response.status}`);
      everConnected = true;
      failures = 0;
      backoff = reconnectDelay;
      options.onLink?.('connected');
      await readEvents(response.body, {
        onEvent: emit,
        onId: (id) => {
          // fetch refuses some header values outright, and would on every reconnect: keep plain ASCII only.
          lastEventId = /^[\x20-\x7e]*$/.test(id) ? id : '';
        },
        onRetry: (ms) => {
          // Bounded both ways: `retry: 0` must not become a reconnect loop, nor a huge one a dead link.
          reconnectDelay = Math.min(Math.max(ms, MIN_BACKOFF_MS), MAX_BACKOFF_MS);
          backoff = reconnectDelay;
        },
      });
      throw new Error('stream ended');
    } catch {
      if (stream === controller) stream = null;
      if (!controller.signal.aborted) scheduleReconnect();
    }
  }

  return {
    invoke,
    on(channel, listener) {
      if (channel !== WIRE_EVENT_CHANNEL) return undefined;
      listeners.add(listener);
      void connect();
      return undefined;
    },
    removeListener(channel, listener) {
      if (channel !== WIRE_EVENT_CHANNEL) return undefined;
      listeners.delete(listener);
      if (listeners.size === 0) {
        stream?.abort();
        stream = null;
      }
      return undefined;
    },
    close() {
      closed = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      stream?.abort();
      stream = null;
      listeners.clear();
    },
  };
}

/** What a `text/event-stream` body tells its reader, besides the events themselves. */
export interface EventStreamHandlers {
  /** One complete event; `data` parsed as JSON (a malformed event is dropped, the next still arrives). */
  onEvent(message: { name: string; payload: unknown }): void;
  /** The server's `id:` field: the SSE spec's last event ID, sent back as `Last-Event-ID` on reconnect. */
  onId?(id: string): void;
  /** The server's `retry:` field, in ms: the SSE spec's reconnection time. */
  onRetry?(ms: number): void;
}

/**
 * Reads a `text/event-stream` body until it ends. eventsource-parser does the SSE grammar (CR, LF
 * and CRLF, comments, multi-line `data:`, `id:`, `retry:`, lines split across chunks); the byte
 * order mark is the decoder's to drop, and a code point split across chunks is held back by it.
 */
export async function readEvents(body: ReadableStream<Uint8Array>, handlers: EventStreamHandlers): Promise<void> {
  const parser = createParser({
    onEvent(event) {
      if (event.id !== undefined) handlers.onId?.(event.id);
      let payload: unknown;
      try {
        payload = JSON.parse(event.data);
      } catch {
        return;
      }
      // The browser's EventSource calls an unnamed event "message"; so do we.
      handlers.onEvent({ name: event.event ?? 'message', payload });
    },
    onRetry: (ms) => handlers.onRetry?.(ms),
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}

/** A request field as URL text, exactly as `String` gives it: the field is whatever the caller's request held. */
function asText(value: unknown): string {
  return String(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
