/**
 * The only code that talks to Home Assistant. Bearer auth over undici 7; every failure becomes a
 * coded CapabilityError; bodies are read as a stream under a per-endpoint cap; redirects are never
 * followed; `https://` is always verified (system CAs, a household CA, or a pinned certificate).
 */
import { EventEmitter } from 'node:events';
import { finished } from 'node:stream';
import { Agent, type Dispatcher } from 'undici';
import type { TlsSettings } from '../../../common/contract.js';
import { CapabilityError } from '../capability-error.js';
import { TlsError } from '../tls/errors.js';
import { classifyTlsError, connectorFor } from '../tls/tls-trust.js';
import type { AuthGate } from './auth-gate.js';
import { NETWORK_ERROR_CODES, errorCode } from '../network-errors.js';

/** DESIGN §3: 32 MiB for `/api/states`, 8 MiB for history, 1 MiB for everything else. */
export const BODY_CAPS = {
  states: 32 * 1024 * 1024,
  history: 8 * 1024 * 1024,
  other: 1024 * 1024,
} as const;

/** Where to reach Home Assistant and with what. Built fresh from the stores for every request. */
export interface HomeAssistantTarget {
  /** An origin such as `http://192.168.1.20:8123` (DESIGN §8.3). */
  base_url: string;
  token: string;
  tls: TlsSettings;
}

export interface HaRequest {
  method: 'GET' | 'POST';
  /** Path under the origin, starting with `/api/`. */
  path: string;
  /** Values set to `true` are sent as presence flags (`?minimal_response`), as Home Assistant reads them. */
  query?: Record<string, string | true>;
  body?: unknown;
  maxBytes: number;
  signal: AbortSignal;
  /** What a 404 means here: a missing entity, or a generic Home Assistant error. */
  notFound: 'entity' | 'error';
  /** A request the household asked for (Test): allowed even after a 401. */
  explicit?: boolean;
}

export type RequestObserver = (outcome: { origin: string; ok: boolean; code?: string }) => void;

/** One undici Agent per origin and trust setting, so keep-alive connections are reused. */
class DispatcherCache {
  private readonly agents = new Map<string, Agent>();
  /**
   * A target is built once per execution and shared by all its requests — 25 at once for a small
   * list — so the last one's agent is kept at hand instead of keying it again for each request.
   */
  private last: { target: HomeAssistantTarget; agent: Agent } | undefined;

  get(target: HomeAssistantTarget): Dispatcher {
    if (this.last?.target === target) return this.last.agent;
    const key = `${target.base_url}\n${JSON.stringify(target.tls)}`;
    let agent = this.agents.get(key);
    if (!agent) {
      // Settings changed: drop agents built for an older origin or trust setting.
      for (const old of this.agents.values()) void old.close().catch(() => undefined);
      this.agents.clear();
      agent = new Agent({ connect: connectorFor(target.tls, { timeout: 5_000 }), keepAliveTimeout: 10_000 });
      this.agents.set(key, agent);
    }
    this.last = { target, agent };
    return agent;
  }

  async close(): Promise<void> {
    const agents = [...this.agents.values()];
    this.agents.clear();
    this.last = undefined;
    await Promise.all(agents.map((a) => a.close().catch(() => undefined)));
  }
}

export class HomeAssistantClient {
  private readonly dispatchers = new DispatcherCache();

  constructor(
    private readonly authGate: AuthGate,
    private readonly observe: RequestObserver = () => undefined,
  ) {}

  /** Sends one request and returns the parsed JSON body, or throws a CapabilityError. */
  async json(target: HomeAssistantTarget, req: HaRequest): Promise<unknown> {
    const origin = target.base_url;
    if (!req.explicit && this.authGate.isBlocked(origin)) {
      throw new CapabilityError(
        'HOME_ASSISTANT_AUTH_FAILED',
        'Home Assistant rejected the access token earlier. Re-enter the token or press Test in Settings; until then nothing is sent.',
      );
    }
    // One async step per request, not one per layer: on 25 small GETs at once each extra step
    // showed in bench/list-entities.bench.ts.
    const relay = relayFor(req.signal);
    relay.inFlight++;
    try {
      const response = await this.dispatchers.get(target).request(requestOptions(target, req, relay));
      const text = await bodyOf(response, req);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new CapabilityError('HOME_ASSISTANT_ERROR', 'Home Assistant sent an answer that is not valid JSON.');
      }
      this.observe({ origin, ok: true });
      return parsed;
    } catch (error) {
      const coded = this.classify(error, req.signal);
      if (coded.code === 'HOME_ASSISTANT_AUTH_FAILED') this.authGate.block(origin);
      // A request we cancelled ourselves (a sibling fetch failed) says nothing about the connection.
      if (!cancelledByUs(req.signal)) this.observe({ origin, ok: false, code: coded.code });
      throw coded;
    } finally {
      relay.inFlight--;
    }
  }

  async close(): Promise<void> {
    await this.dispatchers.close();
  }

  private classify(error: unknown, signal: AbortSignal): CapabilityError {
    if (error instanceof CapabilityError) return error;
    if (error instanceof TlsError) {
      return new CapabilityError(error.code === 'INVALID_BASE_URL' ? 'HOME_ASSISTANT_ERROR' : error.code, error.message);
    }
    if (signal.aborted) {
      return new CapabilityError('EXECUTION_TIMEOUT', 'Home Assistant did not answer in time.', { cause: error });
    }
    const tls = classifyTlsError(error);
    if (tls) return new CapabilityError('HOME_ASSISTANT_TLS_ERROR', tls.message);
    const code = errorCode(error);
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      return new CapabilityError('EXECUTION_TIMEOUT', 'Home Assistant did not answer in time.');
    }
    if (code !== undefined && NETWORK_ERROR_CODES.has(code)) {
      return new CapabilityError('HOME_ASSISTANT_UNREACHABLE', `Couldn't reach Home Assistant (${code}).`);
    }
    return new CapabilityError('HOME_ASSISTANT_UNREACHABLE', "Couldn't reach Home Assistant.");
  }
}

/**
 * The request's AbortSignal as undici sees it: an EventEmitter that mirrors it (`aborted`,
 * `reason`, the 'abort' event), one per signal. undici takes either; adding and removing a
 * listener per request costs a fraction on an emitter of what it costs on an AbortSignal — an
 * eighth of a small `/api/states/<id>` GET's CPU, with 24 of them in flight on one signal
 * (bench/list-entities.bench.ts). The signal itself still decides everywhere else.
 */
class AbortRelay extends EventEmitter {
  /** Requests of ours on this signal that have not finished (their body read or failed). */
  inFlight = 0;

  constructor(private readonly source: AbortSignal) {
    super();
    // One listener per request in flight, each removed as its request ends.
    this.setMaxListeners(0);
    // With none of ours in flight there is nothing to cancel: the executor aborts every finished
    // capability's signal, and undici still holds listeners for requests whose body was read but
    // whose stream has not closed yet — waking those would tear down finished responses.
    source.addEventListener('abort', () => this.inFlight > 0 && this.emit('abort'), { once: true });
  }

  get aborted(): boolean {
    return this.source.aborted;
  }

  get reason(): unknown {
    return this.source.reason;
  }
}

const relays = new WeakMap<AbortSignal, AbortRelay>();

function relayFor(signal: AbortSignal): AbortRelay {
  let relay = relays.get(signal);
  if (!relay) {
    relay = new AbortRelay(signal);
    relays.set(signal, relay);
  }
  return relay;
}

/** What undici is asked to send: origin and path as they are (its `request(url)` would only parse the joined URL apart again). */
function requestOptions(target: HomeAssistantTarget, req: HaRequest, signal: AbortRelay): Dispatcher.RequestOptions {
  const headers: Record<string, string> = {
    authorization: `Bearer ${target.token}`,
    accept: 'application/json',
  };
  const options: Dispatcher.RequestOptions = { origin: target.base_url, path: pathWithQuery(req.path, req.query), method: req.method, headers, signal };
  if (req.body !== undefined) {
    options.body = JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  return options;
}

/**
 * The answer's body as text, or a coded rejection for a status that isn't 2xx (whose body is then
 * not read at all; a redirect is never followed). A declared length within the cap bounds the read
 * by itself — the parser stops there — so it is read as the floor reads it (bench/), without the
 * streaming cap's per-chunk bookkeeping: most answers are small `/api/states/<id>` bodies, where
 * that bookkeeping was a fifth of the cost.
 */
function bodyOf(response: Dispatcher.ResponseData, req: HaRequest): Promise<string> {
  const { statusCode } = response;
  if (statusCode >= 300 || statusCode < 200) {
    discard(response.body);
    return Promise.reject(statusError(statusCode, req.notFound));
  }
  const declared = declaredLength(response.headers['content-length']);
  if (declared !== undefined && declared <= req.maxBytes) return response.body.text();
  return readCapped(response.body, declared, req.maxBytes, req.signal);
}

/** Aborted for a reason other than the capability's timeout. */
function cancelledByUs(signal: AbortSignal): boolean {
  return signal.aborted && !(signal.reason instanceof Error && signal.reason.name === 'TimeoutError');
}

function statusError(status: number, notFound: HaRequest['notFound']): CapabilityError {
  if (status === 401 || status === 403) {
    return new CapabilityError(
      'HOME_ASSISTANT_AUTH_FAILED',
      status === 401
        ? 'Home Assistant rejected the access token (401). Create a new long-lived token and save it in Settings.'
        : 'Home Assistant refused this computer (403) — its address may be banned after failed logins.',
    );
  }
  if (status === 404 && notFound === 'entity') {
    return new CapabilityError('HOME_ASSISTANT_ENTITY_NOT_FOUND', 'Home Assistant no longer has this entity.');
  }
  if (status >= 300 && status < 400) {
    return new CapabilityError('HOME_ASSISTANT_ERROR', `Home Assistant answered with a redirect (${status}); redirects are never followed.`);
  }
  return new CapabilityError('HOME_ASSISTANT_ERROR', `Home Assistant answered with an error (HTTP ${status}).`);
}

/**
 * Reads a body of undeclared (or out-of-bounds) length as a stream and stops — destroying the
 * socket — once it passes the cap. Chunks
 * are taken as 'data' events (flowing mode), not through an async iterator: on a multi-megabyte
 * `/api/states` the iterator's backpressure pauses and resumes the socket at every buffered chunk,
 * which cost 5–15 % over a plain read (bench/list-entities.bench.ts).
 */
function readCapped(body: Dispatcher.ResponseData['body'], declared: number | undefined, maxBytes: number, signal: AbortSignal): Promise<string> {
  const tooLarge = () =>
    new CapabilityError('HOME_ASSISTANT_ERROR', `Home Assistant's answer is larger than ${Math.round(maxBytes / 1024)} KiB; it was not read.`);
  if (declared !== undefined && declared > maxBytes) {
    discard(body);
    return Promise.reject(tooLarge());
  }
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const settle = (error: unknown, text?: string) => {
      if (settled) return;
      settled = true;
      body.off('data', onData);
      signal.removeEventListener('abort', onAbort);
      stopWatching();
      if (error === undefined) resolve(text!);
      else reject(error);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        settle(tooLarge());
        discard(body);
        return;
      }
      chunks.push(chunk);
    };
    const onAbort = () => {
      settle(signal.reason ?? new Error('aborted'));
      discard(body);
    };
    // End, error, or a close before the end (premature close): whichever comes first settles.
    const stopWatching = finished(body, (error) => (error ? settle(error) : settle(undefined, Buffer.concat(chunks, total).toString('utf8'))));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    body.on('data', onData);
  });
}

/** The Content-Length header as a byte count, when there is exactly one well-formed one. */
function declaredLength(header: string | string[] | undefined): number | undefined {
  if (typeof header !== 'string' || !/^\d+$/.test(header)) return undefined;
  const length = Number(header);
  return Number.isSafeInteger(length) ? length : undefined;
}

/** Stops reading and closes the socket; the abort error it raises is expected, not a crash. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

function pathWithQuery(path: string, query: HaRequest['query']): string {
  let url = path;
  if (query) {
    const parts = Object.entries(query).map(([key, value]) =>
      value === true ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
    );
    if (parts.length > 0) url += `?${parts.join('&')}`;
  }
  return url;
}
