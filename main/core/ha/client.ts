/**
 * The only code that talks to Home Assistant. Bearer auth over undici 7; every failure becomes a
 * coded CapabilityError; bodies are read as a stream under a per-endpoint cap; redirects are never
 * followed; `https://` is always verified (system CAs, a household CA, or a pinned certificate).
 */
import { EventEmitter } from 'node:events';
import { Agent, type Dispatcher } from 'undici';
import type { TlsSettings } from '../../../common/contract/types.js';
import { CapabilityError } from '../capability-error.js';
import { TlsError } from '../tls/errors.js';
import { classifyTlsError, connectorFor } from '../tls/tls-trust.js';
import type { AuthGate } from './auth-gate.js';
import { NETWORK_ERROR_CODES, errorCode } from '../network-errors.js';
import { discard, readCapped } from '../capped-body.js';

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
  /**
   * The origin the token was saved (or typed) for. The client sends the token only when it is the
   * origin the request goes to (issue 12 §1), whatever built the target.
   */
  token_origin: string;
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
  /**
   * A Test of values that aren't the saved ones: its outcome says nothing about the saved
   * connection, so it neither reports a status nor touches the auth gate (issue 12 §2).
   */
  unsaved?: boolean;
  /**
   * Called once Home Assistant has answered 2xx, before the body is read: the token was accepted,
   * so work that needs it (the registry session) can start beside a long read.
   */
  onAccepted?: () => void;
}

export type RequestObserver = (outcome: { origin: string; ok: boolean; code?: string }) => void;

/** One undici Agent per origin and trust setting, so keep-alive connections are reused. */
class DispatcherCache {
  private readonly agents = new Map<string, Agent>();

  get(target: HomeAssistantTarget): Dispatcher {
    const key = `${target.base_url}\n${JSON.stringify(target.tls)}`;
    let agent = this.agents.get(key);
    if (!agent) {
      // Settings changed: drop agents built for an older origin or trust setting.
      for (const old of this.agents.values()) void old.close().catch(() => undefined);
      this.agents.clear();
      agent = new Agent({ connect: connectorFor(target.tls, { timeout: 5_000 }), keepAliveTimeout: 10_000 });
      this.agents.set(key, agent);
    }
    return agent;
  }

  async close(): Promise<void> {
    const agents = [...this.agents.values()];
    this.agents.clear();
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
    if (!req.explicit && this.authGate.isBlocked(target)) {
      throw new CapabilityError(
        'HOME_ASSISTANT_AUTH_FAILED',
        'Home Assistant rejected the access token earlier. Re-enter the token or press Test in Settings; until then nothing is sent.',
      );
    }
    try {
      const text = await this.send(target, req);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new CapabilityError('HOME_ASSISTANT_ERROR', 'Home Assistant sent an answer that is not valid JSON.');
      }
      if (!req.unsaved) this.observe({ origin, ok: true });
      return parsed;
    } catch (error) {
      const coded = this.classify(error, req.signal);
      if (req.unsaved) throw coded;
      if (coded.code === 'HOME_ASSISTANT_AUTH_FAILED') this.authGate.block(target);
      // A request we cancelled ourselves (a sibling fetch failed) says nothing about the connection.
      if (!cancelledByUs(req.signal)) this.observe({ origin, ok: false, code: coded.code });
      throw coded;
    }
  }

  async close(): Promise<void> {
    await this.dispatchers.close();
  }

  private async send(target: HomeAssistantTarget, req: HaRequest): Promise<string> {
    const options = requestOptions(target, req);
    const relay = options.signal as AbortRelay;
    relay.inFlight++;
    try {
      const response = await this.dispatchers.get(target).request(options);
      const { statusCode } = response;
      if (statusCode >= 300 || statusCode < 200) {
        // The body is not read at all; a redirect is never followed.
        discard(response.body);
        throw statusError(statusCode, req.notFound);
      }
      req.onAccepted?.();
      // A declared length within the cap bounds the read by itself — the parser stops there — so it
      // is read as the floor reads it (bench/), without the streaming cap's per-chunk bookkeeping:
      // most answers are small `/api/states/<id>` bodies, where that bookkeeping was a fifth of the cost.
      const declared = declaredLength(response.headers['content-length']);
      if (declared !== undefined && declared <= req.maxBytes) return await response.body.text();
      return await readCapped(response.body, {
        contentLength: response.headers['content-length'],
        maxBytes: req.maxBytes,
        signal: req.signal,
        tooLarge: () =>
          new CapabilityError('HOME_ASSISTANT_ERROR', `Home Assistant's answer is larger than ${Math.round(req.maxBytes / 1024)} KiB; it was not read.`),
      });
    } finally {
      relay.inFlight--;
    }
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

/** `scheme://host[:port]` of an address, or '' when it is not one. */
function originOf(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return '';
  }
}

/**
 * The last address found to be an origin exactly. A small list asks about the same address 25
 * times at once; parsing it once is enough, since the answer depends on the string alone.
 */
let lastOrigin = '';

function isOrigin(address: string): boolean {
  if (address !== '' && address === lastOrigin) return true;
  if (originOf(address) !== address) return false;
  lastOrigin = address;
  return true;
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
 * The only place a request target is built. The token goes only to the origin it is bound to: a
 * target whose base URL is not that origin (however it came about) sends nothing. Origin and path
 * go to undici as they are (its `request(url)` would only parse the joined URL apart again).
 */
function requestOptions(target: HomeAssistantTarget, req: HaRequest): Dispatcher.RequestOptions {
  const origin = target.base_url;
  if (target.token_origin !== origin || !isOrigin(origin)) {
    throw new CapabilityError('CAPABILITY_NOT_CONFIGURED', 'The access token was saved for a different Home Assistant address; nothing was sent.');
  }
  const headers: Record<string, string> = {
    authorization: `Bearer ${target.token}`,
    accept: 'application/json',
  };
  const options: Dispatcher.RequestOptions = { origin, path: pathWithQuery(req.path, req.query), method: req.method, headers, signal: relayFor(req.signal) };
  if (req.body !== undefined) {
    options.body = JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  return options;
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

/** The Content-Length header as a byte count, when there is exactly one well-formed one. */
function declaredLength(header: string | string[] | undefined): number | undefined {
  if (typeof header !== 'string' || !/^\d+$/.test(header)) return undefined;
  const length = Number(header);
  return Number.isSafeInteger(length) ? length : undefined;
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
    return this.source.reason as unknown;
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
