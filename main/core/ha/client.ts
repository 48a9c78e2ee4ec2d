/**
 * The only code that talks to Home Assistant. Bearer auth over undici 7; every failure becomes a
 * coded CapabilityError; bodies are read under a per-endpoint cap (exchange.ts); redirects are never
 * followed; `https://` is always verified (system CAs, a household CA, or a pinned certificate).
 */
import { Agent, type Dispatcher } from 'undici';
import type { TlsSettings } from '../../../common/contract/types.js';
import { CapabilityError } from '../capability-error.js';
import { TlsError } from '../tls/errors.js';
import { classifyTlsError, connectorFor } from '../tls/tls-trust.js';
import type { AuthGate } from './auth-gate.js';
import { NETWORK_ERROR_CODES, errorCode } from '../network-errors.js';
import { exchange, relayFor } from './exchange.js';

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
   * origin the request goes to (DESIGN §8.10), whatever built the target.
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
   * connection, so it neither reports a status nor touches the auth gate (docs/architecture.md §5a:
   * a Test of unsaved values changes nothing saved).
   */
  unsaved?: boolean;
  /**
   * Called once Home Assistant has answered 2xx, before the body is read: the token was accepted,
   * so work that needs it (the registry session) can start beside a long read.
   */
  onAccepted?: () => void;
}

export type RequestObserver = (outcome: { origin: string; ok: boolean; code?: string }) => void;

/** What an agent is built for: the origin and the TLS trust (never the token). */
type Trust = Pick<HomeAssistantTarget, 'base_url' | 'tls'>;

/** The same origin and the same trust, field by field (a copy of the same settings is the same). */
function sameTrust(a: Trust, b: Trust): boolean {
  return (
    a.base_url === b.base_url &&
    a.tls.mode === b.tls.mode &&
    a.tls.ca_pem === b.tls.ca_pem &&
    a.tls.pinned_pem === b.tls.pinned_pem &&
    a.tls.fingerprint_sha256 === b.tls.fingerprint_sha256
  );
}

/**
 * One undici Agent for the origin and trust setting in use, so keep-alive connections are reused.
 * Compared field by field on every request (a small list sends 25 at once), never kept by object
 * identity: settings read afresh are new objects, and a changed pin must never find the old agent.
 */
class DispatcherCache {
  private current: { trust: Trust; agent: Agent } | null = null;

  get(target: HomeAssistantTarget): Dispatcher {
    if (this.current !== null && sameTrust(this.current.trust, target)) return this.current.agent;
    // Settings changed: drop the agent built for an older origin or trust setting.
    void this.current?.agent.close().catch(() => undefined);
    const agent = new Agent({ connect: connectorFor(target.tls, { timeout: 5_000 }), keepAliveTimeout: 10_000 });
    // A copy: a caller changing its target object afterwards can't change what this agent trusts.
    this.current = { trust: { base_url: target.base_url, tls: { ...target.tls } }, agent };
    return agent;
  }

  async close(): Promise<void> {
    const agent = this.current?.agent;
    this.current = null;
    await agent?.close().catch(() => undefined);
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
    if (!req.explicit && (await this.authGate.isBlocked(target))) {
      throw new CapabilityError(
        'HOME_ASSISTANT_AUTH_FAILED',
        'Home Assistant no longer accepts the saved access token, so nothing was sent. Make a new one in Home Assistant (your profile → Security tab → Long-lived access tokens) and save it in Settings, or press Test to try this one again.',
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
      if (coded.code === 'HOME_ASSISTANT_AUTH_FAILED') await this.authGate.block(target);
      // A request we cancelled ourselves (a sibling fetch failed) says nothing about the connection.
      if (!cancelledByUs(req.signal)) this.observe({ origin, ok: false, code: coded.code });
      throw coded;
    }
  }

  async close(): Promise<void> {
    await this.dispatchers.close();
  }

  /** One exchange (`exchange.ts`): the 2xx body as text, or the first error. */
  private send(target: HomeAssistantTarget, req: HaRequest): Promise<string> {
    return exchange(this.dispatchers.get(target), requestOptions(target, req), relayFor(req.signal), {
      maxBytes: req.maxBytes,
      // The body is not read at all; a redirect is never followed.
      statusError: (status) => statusError(status, req.notFound),
      tooLarge: () =>
        new CapabilityError('HOME_ASSISTANT_ERROR', `Home Assistant's answer is larger than ${Math.round(req.maxBytes / 1024)} KiB; it was not read.`),
      onAccepted: req.onAccepted,
    });
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
        ? 'Home Assistant no longer accepts the access token (401). Make a new one in Home Assistant (your profile → Security tab → Long-lived access tokens) and save it in Settings.'
        : 'Home Assistant refused this computer (403) — its address may be banned after failed logins.',
      { http_status: status },
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
function requestOptions(target: HomeAssistantTarget, req: HaRequest): Dispatcher.DispatchOptions {
  const origin = target.base_url;
  if (target.token_origin !== origin || !isOrigin(origin)) {
    throw new CapabilityError('CAPABILITY_NOT_CONFIGURED', 'The access token was saved for a different Home Assistant address; nothing was sent.');
  }
  const headers: Record<string, string> = {
    authorization: `Bearer ${target.token}`,
    accept: 'application/json',
  };
  const options: Dispatcher.DispatchOptions = { origin, path: pathWithQuery(req.path, req.query), method: req.method, headers };
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
