import type { FakeRegistries, RecordedWebSocketSession, WebSocketFault } from './websocket-api.js';
import type { FakeRecognizer } from './recognizer.js';

/**
 * Public types of the fake Home Assistant. Shapes follow
 * /work/shared/reference/home-assistant-rest-and-discovery.md (cited below as "ref §n").
 */

/** An entity as a test describes it; timestamps are ISO strings (ref §2), filled in when left out. */
export interface FakeEntity {
  entity_id: string;
  state: string;
  attributes: Record<string, unknown>;
  last_changed?: string;
  last_updated?: string;
}

/** One HTTP request as it arrived, recorded before faults and auth are applied. */
export interface RecordedRequest {
  method: string;
  /** The path exactly as sent, still percent-encoded. */
  path: string;
  /** First value of each query parameter, decoded (ref §4: HA reads `request.query.get`). */
  query: Record<string, string>;
  rawUrl: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The fake's clock (`now()`), in ms. */
  at: number;
}

export type Fault =
  /** Answer normally (auth included) after `ms`. */
  | { kind: 'delay'; ms: number }
  /** Accept the request and never answer, until `close()`. */
  | { kind: 'hang' }
  /** Destroy the socket without answering. */
  | { kind: 'drop' }
  /** Send the normal answer (headers at once, with Content-Length) and its body slowly. */
  | { kind: 'drip'; bytesPerSecond: number }
  /** A fixed answer; body defaults to aiohttp's `"<status>: <reason>"` as text/plain. */
  | { kind: 'status'; status: number; body?: string; contentType?: string }
  /** 200 application/json whose body is not JSON. */
  | { kind: 'garbage' }
  /**
   * 200 with a valid JSON array of exactly `bytes` bytes, streamed. Content-Length is sent, as HA
   * does (ref §2); `chunked: true` leaves it out so only a streaming cap can stop the read.
   */
  | { kind: 'huge'; bytes: number; chunked?: boolean }
  /** A redirect (default 302) to `location`. */
  | { kind: 'redirect'; location: string; status?: number };

export interface FaultRule {
  match?: { method?: string; pathPrefix?: string };
  fault: Fault;
  /** Apply to this many matching requests, then retire; default forever. */
  times?: number;
}

export interface FakeHomeAssistantOptions {
  /** Long-lived access token; default 40 random characters. */
  token?: string;
  /** Default: demoHome(). */
  entities?: FakeEntity[];
  /** Serve https with this key/cert (PEM). */
  tls?: { key: string; cert: string };
  /** Clock in ms for timestamps, context ids and the history window; default the wall clock with microseconds (`microsecondClock`). */
  now?: () => number;
  config?: Partial<{
    location_name: string;
    version: string;
    time_zone: string;
    language: string;
    config_source: 'storage' | 'yaml';
    internal_url: string | null;
    external_url: string | null;
  }>;
  /** Entities that report their new state after the service call has answered (MQTT-style); default ['light.hallway']. */
  lateReporters?: string[];
  /** Real-time delay before a late reporter's state changes; default 50. */
  lateReportDelayMs?: number;
  /** Areas, floors, devices, entity registry entries; default demoRegistries() with demoHome(), else empty. */
  registries?: FakeRegistries;
  /** Home Assistant's Assist recognizer (recognizer.ts); without it the recognizer commands answer `unknown_command`. */
  recognizer?: FakeRecognizer;
}

/** How an entity answers service calls: normally, never, or with the wrong state. */
export type RefuseServiceEffect = 'none' | 'ignore' | 'contradict';

export interface FakeHomeAssistant {
  /** Origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  token: string;
  /** Every request in arrival order, including unauthenticated and faulted ones. */
  requests: RecordedRequest[];
  /** Requests to POST /api/services/... */
  serviceCalls(): RecordedRequest[];
  /** How many times the entity's state string changed since the fake started (any cause). */
  transitions(entityId: string): number;
  clearRequests(): void;
  /** Add or replace; history gets a row when the state or attributes changed. */
  setEntity(e: FakeEntity): void;
  removeEntity(entityId: string): void;
  getEntity(entityId: string): FakeEntity | undefined;
  /** Recorded past states; `at` is an ISO datetime with offset. Attributes default to the current ones. */
  addHistory(entityId: string, changes: Array<{ state: string; at: string; attributes?: Record<string, unknown> }>): void;
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  setToken(token: string): void;
  setRefuseServiceEffect(entityId: string, mode: RefuseServiceEffect): void;
  /** Every `/api/websocket` session, in order (the upgrade request is in `requests` too). */
  websocketSessions: RecordedWebSocketSession[];
  setRegistries(registries: FakeRegistries): void;
  /** Misbehave in the next `times` sessions or commands the fault matches (default: always); `clearFaults` removes them. */
  addWebSocketFault(fault: WebSocketFault, times?: number): void;
  /** Loads (or, with null, unloads) Home Assistant's recognizer. */
  setRecognizer(recognizer: FakeRecognizer | null): void;
  /** Every WebSocket command received of `type`, across sessions (e.g. `conversation/process`, which must never come). */
  websocketCommands(type: string): RecordedWebSocketSession['commands'];
  close(): Promise<void>;
}
