/**
 * One short-lived session with Home Assistant's WebSocket API (DESIGN §8.6): connect to
 * `/api/websocket` with the same TLS trust as every REST request, authenticate with the stored
 * token (`auth_required` → `auth` → `auth_ok` / `auth_invalid`), send a few read commands, close.
 * Never a standing subscription, never a reconnect: a lost socket ends the session. Opened only by
 * the settings side (the registry read) — never by the executor or an engine.
 *
 * undici's WebSocket is used directly rather than `home-assistant-js-websocket`: that library is
 * built for a browser's standing connection — it reconnects (and so logs in again) by itself when
 * the socket drops, and a frame that isn't JSON throws from its event listener as an uncaught
 * exception. Both were seen against a local server (docs/notes/home.md).
 */
import { Agent, WebSocket, type buildConnector } from 'undici';
import { CapabilityError } from '../capability-error.js';
import { TlsError } from '../tls/errors.js';
import { classifyTlsError, connectorFor } from '../tls/tls-trust.js';
import type { HomeAssistantTarget } from './client.js';

/** DESIGN §8.6: 10 s for the whole session, 8 MiB per message. */
export const REGISTRY_SESSION_BOUNDS = { sessionMs: 10_000, maxMessageBytes: 8 * 1024 * 1024 } as const;

export interface RegistrySessionOptions {
  /** Whole-session deadline; default {@link REGISTRY_SESSION_BOUNDS}.sessionMs. */
  timeoutMs?: number;
  /** Largest message accepted; a larger one fails the session before its payload is read. */
  maxMessageBytes?: number;
  /**
   * Connect at once, but log in only when this settles fulfilled (the token was accepted over
   * REST); rejected, the session ends without ever sending the token. A login is what Home
   * Assistant counts (a rejected one towards an IP ban); the connection and upgrade are not, so
   * they run beside the REST read.
   */
  loginWhen?: Promise<void>;
  /**
   * The only commands this session may send; default the registry reads. The recognizer's session
   * (recognizer.ts) names its own two, so neither session can send anything that acts on the home.
   */
  commands?: ReadonlySet<string>;
}

/** A command Home Assistant answered with `success: false`; `haCode` is its error code when it is a plain word. */
export class RegistryCommandError extends CapabilityError {
  readonly haCode: string | null;

  constructor(command: string, haCode: string | null) {
    super('HOME_ASSISTANT_ERROR', `Home Assistant refused the request ${command}${haCode ? ` (${haCode})` : ''}.`);
    this.name = 'RegistryCommandError';
    this.haCode = haCode;
  }
}

/** Read commands only: the session refuses anything else, so it can never change the home. */
const READ_COMMANDS = new Set([
  'config/area_registry/list',
  'config/floor_registry/list',
  'config/device_registry/list',
  'config/entity_registry/list',
  'config/entity_registry/get_entries',
]);

type Pending = { command: string; resolve: (result: unknown) => void; reject: (error: CapabilityError) => void };

/** The open session handed to `work`; every call fails once the session has ended. */
export interface RegistrySession {
  /** Home Assistant's version from `auth_ok` (`ha_version`), or null. */
  readonly haVersion: string | null;
  /** Sends one read command and resolves with its `result`. */
  command(type: string, fields?: Record<string, unknown>): Promise<unknown>;
}

/**
 * Runs `work` inside one session and closes it whatever happens. Failures are CapabilityErrors:
 * `HOME_ASSISTANT_AUTH_FAILED` for `auth_invalid` (a failed login in Home Assistant, like a REST
 * 401 — the caller engages the auth gate), `HOME_ASSISTANT_TLS_ERROR`, `HOME_ASSISTANT_UNREACHABLE`,
 * `EXECUTION_TIMEOUT` past the deadline, `HOME_ASSISTANT_ERROR` for a refused command, a message
 * that isn't JSON, one over the size bound, or a socket closed mid-session.
 */
export async function withRegistrySession<T>(
  target: HomeAssistantTarget,
  work: (session: RegistrySession) => Promise<T>,
  options: RegistrySessionOptions = {},
): Promise<T> {
  const connection = new SessionConnection(target, options);
  try {
    await connection.ready;
    return await work(connection);
  } finally {
    await connection.end();
  }
}

class SessionConnection implements RegistrySession {
  haVersion: string | null = null;
  readonly ready: Promise<void>;
  private readonly socket: WebSocket;
  private readonly agent: Agent;
  private readonly timer: NodeJS.Timeout;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private phase: 'auth' | 'open' | 'ended' = 'auth';
  private failure: CapabilityError | null = null;
  private connectError: unknown = null;
  private resolveReady!: () => void;
  private rejectReady!: (error: CapabilityError) => void;
  private readonly loginWhen: Promise<void> | undefined;
  private readonly commands: ReadonlySet<string>;

  constructor(
    private readonly target: HomeAssistantTarget,
    options: RegistrySessionOptions,
  ) {
    this.loginWhen = options.loginWhen;
    this.commands = options.commands ?? READ_COMMANDS;
    this.ready = new Promise<void>((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    // A rejection nobody awaits yet (work not started) must not surface as unhandled.
    this.ready.catch(() => undefined);
    const timeoutMs = options.timeoutMs ?? REGISTRY_SESSION_BOUNDS.sessionMs;
    this.timer = setTimeout(() => this.fail(new CapabilityError('EXECUTION_TIMEOUT', 'Home Assistant did not answer the registry read in time.')), timeoutMs);
    let connect: buildConnector.connector;
    try {
      connect = connectorFor(target.tls, { timeout: Math.min(5_000, timeoutMs) });
    } catch (error) {
      clearTimeout(this.timer);
      throw error instanceof TlsError ? new CapabilityError('HOME_ASSISTANT_TLS_ERROR', error.message) : error;
    }
    // undici's WebSocket reports a failed handshake without its cause; note it here to say why.
    const noting: buildConnector.connector = (connectOptions, callback) =>
      connect(connectOptions, (...args) => {
        if (args[0]) this.connectError = args[0];
        callback(...args);
      });
    this.agent = new Agent({ connect: noting, webSocket: { maxPayloadSize: options.maxMessageBytes ?? REGISTRY_SESSION_BOUNDS.maxMessageBytes } });
    // The token goes only to the origin it is bound to (DESIGN §8.10), here as in the REST client.
    if (target.token_origin !== target.base_url) {
      clearTimeout(this.timer);
      throw new CapabilityError('CAPABILITY_NOT_CONFIGURED', 'The access token was saved for a different Home Assistant address; nothing was sent.');
    }
    this.socket = new WebSocket(websocketUrl(target.base_url), { dispatcher: this.agent });
    this.socket.addEventListener('message', (event) => this.onMessage(event.data));
    this.socket.addEventListener('close', () => this.onClose());
    // 'error' is always followed by 'close', which decides what the failure was.
    this.socket.addEventListener('error', () => undefined);
  }

  command(type: string, fields: Record<string, unknown> = {}): Promise<unknown> {
    if (!this.commands.has(type)) return Promise.reject(new CapabilityError('HOME_ASSISTANT_ERROR', `Not a registry read: ${type}.`));
    if (this.phase !== 'open') return Promise.reject(this.failure ?? ended());
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      this.pending.set(id, { command: type, resolve, reject });
      this.send({ ...fields, id, type });
    });
  }

  /** Closes the socket and the connection pool; waits for neither longer than needed. */
  async end(): Promise<void> {
    if (this.phase !== 'ended') this.fail(ended());
    clearTimeout(this.timer);
    await this.agent.destroy().catch(() => undefined);
  }

  private onMessage(data: unknown): void {
    if (this.phase === 'ended') return;
    let message: unknown;
    try {
      message = JSON.parse(typeof data === 'string' ? data : '');
    } catch {
      this.fail(new CapabilityError('HOME_ASSISTANT_ERROR', 'Home Assistant sent a WebSocket message that is not valid JSON.'));
      return;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      this.fail(new CapabilityError('HOME_ASSISTANT_ERROR', "Home Assistant's WebSocket message wasn't in the expected shape."));
      return;
    }
    const m = message as Record<string, unknown>;
    if (this.phase === 'auth') this.onAuthMessage(m);
    else this.onResult(m);
  }

  private onAuthMessage(m: Record<string, unknown>): void {
    switch (m.type) {
      case 'auth_required':
        if (this.loginWhen === undefined) this.login();
        else
          this.loginWhen.then(
            () => this.login(),
            () =>
              this.fail(new CapabilityError('HOME_ASSISTANT_ERROR', 'The access token was not accepted over REST, so the WebSocket session did not log in.')),
          );
        return;
      case 'auth_ok':
        this.haVersion = typeof m.ha_version === 'string' && m.ha_version.length <= 64 ? m.ha_version : null;
        this.phase = 'open';
        this.resolveReady();
        return;
      case 'auth_invalid':
        this.fail(
          new CapabilityError('HOME_ASSISTANT_AUTH_FAILED', 'Home Assistant rejected the access token. Create a new long-lived token and save it in Settings.'),
        );
        return;
      default:
        this.fail(new CapabilityError('HOME_ASSISTANT_ERROR', "Home Assistant's WebSocket login didn't go as expected."));
    }
  }

  /** Sends the token — only while the session is still waiting to log in. */
  private login(): void {
    if (this.phase === 'auth') this.send({ type: 'auth', access_token: this.target.token });
  }

  private onResult(m: Record<string, unknown>): void {
    // Only answers to our own commands matter; anything else (an event, a pong) is ignored.
    if (m.type !== 'result' || typeof m.id !== 'number') return;
    const waiting = this.pending.get(m.id);
    if (!waiting) return;
    this.pending.delete(m.id);
    if (m.success === true) waiting.resolve(m.result);
    else waiting.reject(new RegistryCommandError(waiting.command, errorCodeOf(m.error)));
  }

  private onClose(): void {
    if (this.phase === 'ended') return;
    if (this.phase === 'auth') {
      const tls = this.connectError === null ? null : classifyTlsError(this.connectError, this.target.tls);
      this.fail(
        tls
          ? new CapabilityError('HOME_ASSISTANT_TLS_ERROR', tls.message)
          : new CapabilityError('HOME_ASSISTANT_UNREACHABLE', "Couldn't open a WebSocket session with Home Assistant."),
      );
      return;
    }
    this.fail(
      new CapabilityError('HOME_ASSISTANT_ERROR', 'Home Assistant closed the WebSocket session before answering (or sent a message over the size limit).'),
    );
  }

  /** A socket closing under us throws from `send`; that ends the session like a closed socket. */
  private send(message: Record<string, unknown>): void {
    try {
      this.socket.send(JSON.stringify(message));
    } catch {
      this.fail(new CapabilityError('HOME_ASSISTANT_ERROR', 'The WebSocket session with Home Assistant closed while sending.'));
    }
  }

  /** Ends the session with `error`: every waiting command and the handshake reject with it. */
  private fail(error: CapabilityError): void {
    if (this.phase === 'ended') return;
    this.phase = 'ended';
    this.failure = error;
    clearTimeout(this.timer);
    this.rejectReady(error);
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
    try {
      this.socket.close(1000);
    } catch {
      // Already closing or never opened.
    }
  }
}

function ended(): CapabilityError {
  return new CapabilityError('HOME_ASSISTANT_ERROR', 'The WebSocket session with Home Assistant has ended.');
}

/** `http://host:port` → `ws://host:port/api/websocket` (the base URL is an origin, DESIGN §8.3). */
export function websocketUrl(origin: string): string {
  const url = new URL(origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = '/api/websocket';
  return url.toString();
}

/** Home Assistant's error codes are short snake_case words; anything else isn't repeated. */
function errorCodeOf(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[a-z_]{1,40}$/.test(code) ? code : null;
}
