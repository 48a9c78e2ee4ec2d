/**
 * `startFakeHomeAssistant`: an HTTP(S) server on 127.0.0.1 that records every request, applies
 * fault rules, checks the bearer token like HA (ref §1) and serves the REST views.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { resolveRoute, type ApiContext, type ApiRequest } from './api-views.js';
import { DEFAULT_TIME_ZONE } from './config.js';
import { drip, send, sendHuge } from './delivery.js';
import { FaultList, fixedResponse } from './faults.js';
import { HistoryStore } from './history.js';
import { demoHome, DEMO_LATE_REPORTER } from './homes.js';
import { compressFor, httpError, type FakeResponse } from './responses.js';
import { Services } from './services.js';
import { StateMachine } from './state-machine.js';
import { formatHaTime, microsecondClock, parseHaDatetime, type Micros } from './time.js';
import { Timers } from './timers.js';
import type { Fault, FakeEntity, FakeHomeAssistant, FakeHomeAssistantOptions, RecordedRequest } from './types.js';
import { demoRegistries } from './demo-registries.js';
import { emptyRegistries, FAKE_HA_VERSION, serveSession, type FakeRegistries, type RecordedWebSocketSession, type WebSocketFault } from './websocket-api.js';
import { acceptUpgrade } from './websocket-frames.js';
import type { FakeRecognizer, RecognizerCache } from './recognizer.js';

export async function startFakeHomeAssistant(opts: FakeHomeAssistantOptions = {}): Promise<FakeHomeAssistant> {
  const nowMs = opts.now ?? microsecondClock();
  const timeZone = opts.config?.time_zone ?? DEFAULT_TIME_ZONE;
  let token = opts.token ?? randomBytes(30).toString('base64url');
  const timers = new Timers();
  const states = new StateMachine(nowMs);
  const history = new HistoryStore();
  // The recorder writes a row whenever the state or attributes change (ref §4).
  states.onChange((current) => history.record(current.entity_id, { state: current.state, attributes: current.attributes, at: current.last_updated }));
  // Real transitions of each entity's state string, for oracles that bound `changed: true` receipts.
  const lastState = new Map<string, string>();
  const transitions = new Map<string, number>();
  states.onChange((current) => {
    const before = lastState.get(current.entity_id);
    if (before !== undefined && before !== current.state) transitions.set(current.entity_id, (transitions.get(current.entity_id) ?? 0) + 1);
    lastState.set(current.entity_id, current.state);
  });
  const services = new Services({
    states,
    timers,
    nowMs,
    lateReporters: new Set((opts.lateReporters ?? [DEMO_LATE_REPORTER]).map((id) => id.toLowerCase())),
    lateReportDelayMs: opts.lateReportDelayMs ?? 50,
  });
  const ctx: ApiContext = { states, history, services, nowMs, timeZone, config: opts.config ?? {} };
  const faults = new FaultList();
  const requests: RecordedRequest[] = [];
  let registries: FakeRegistries = opts.registries ?? (opts.entities === undefined ? demoRegistries() : emptyRegistries());
  let recognizer: FakeRecognizer | null = opts.recognizer ?? null;
  const recognizerCache: RecognizerCache = new Set();
  const wsFaults: Array<{ fault: WebSocketFault; remaining: number }> = [];
  const websocketSessions: RecordedWebSocketSession[] = [];
  /** The first WebSocket fault for this point of a session (`null`: at connect), a use spent. */
  const takeWsFault = (command: string | null, kinds: ReadonlyArray<WebSocketFault['kind']>): WebSocketFault | undefined => {
    const entry = wsFaults.find(({ fault }) => kinds.includes(fault.kind) && ('command' in fault ? fault.command === command : command === null));
    if (!entry) return undefined;
    entry.remaining -= 1;
    if (entry.remaining <= 0) wsFaults.splice(wsFaults.indexOf(entry), 1);
    return entry.fault;
  };

  const parseTime = (text: string, what: string): Micros => {
    const us = parseHaDatetime(text, timeZone);
    if (us === undefined) throw new Error(`fake Home Assistant: ${what} is not an ISO datetime: ${text}`);
    return us;
  };
  // Explicit timestamps are the test's description of the entity, so they replace even an identical state.
  const setEntity = (e: FakeEntity) => {
    states.set(e, {
      force: e.last_changed !== undefined || e.last_updated !== undefined,
      lastChanged: e.last_changed === undefined ? undefined : parseTime(e.last_changed, 'last_changed'),
      lastUpdated: e.last_updated === undefined ? undefined : parseTime(e.last_updated, 'last_updated'),
    });
  };
  for (const e of opts.entities ?? demoHome()) setEntity(e);

  /** The normal answer: route (404/405 need no token), then auth, then the view. */
  const answer = (req: ApiRequest, { authorization, 'accept-encoding': acceptEncoding }: IncomingHttpHeaders): FakeResponse => {
    const route = resolveRoute(req);
    if ('refused' in route) return route.refused;
    if (!isBearer(authorization, token)) {
      // ref §0/§1: RFC 9728 pointer on every 401 since HA 2026.4.
      return httpError(401, { 'www-authenticate': `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource"` });
    }
    try {
      return compressFor(acceptEncoding, route.view(ctx));
    } catch {
      // aiohttp's answer to an exception escaping a view.
      return { ...httpError(500), body: '500 Internal Server Error\n\nServer got itself in trouble' };
    }
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const rawUrl = req.url ?? '/';
    const queryStart = rawUrl.indexOf('?');
    const path = queryStart < 0 ? rawUrl : rawUrl.slice(0, queryStart);
    const query = new URLSearchParams(queryStart < 0 ? '' : rawUrl.slice(queryStart + 1));
    const method = req.method ?? 'GET';
    requests.push({
      method,
      path,
      query: Object.fromEntries([...query.keys()].map((k) => [k, query.get(k) ?? ''])),
      rawUrl,
      headers: { ...req.headers },
      body,
      at: nowMs(),
    });
    const normal = () => answer({ method, path, query, body }, req.headers);
    const fault = faults.take(method, path);
    if (fault) applyFault(fault, req, res, normal);
    else send(res, normal());
  };

  const applyFault = (fault: Fault, req: IncomingMessage, res: ServerResponse, normal: () => FakeResponse) => {
    switch (fault.kind) {
      case 'delay':
        return timers.after(fault.ms, () => send(res, normal()));
      case 'hang':
        return;
      case 'drop':
        return req.socket.destroy();
      case 'drip':
        return drip(res, normal(), fault.bytesPerSecond, timers);
      case 'huge':
        return sendHuge(res, fault.bytes, fault.chunked ?? false);
      case 'status':
      case 'garbage':
      case 'redirect':
        return send(res, fixedResponse(fault));
    }
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  };
  const server: Server = opts.tls ? createHttpsServer({ key: opts.tls.key, cert: opts.tls.cert }, onRequest) : createServer(onRequest);
  const upgraded = new Set<Duplex>();
  // `/api/websocket`: Home Assistant authenticates inside the protocol, not on the upgrade.
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    const rawUrl = req.url ?? '/';
    const path = rawUrl.split('?')[0]!;
    requests.push({ method: req.method ?? 'GET', path, query: {}, rawUrl, headers: { ...req.headers }, body: '', at: nowMs() });
    socket.on('error', () => undefined);
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
    const refused = path === '/api/websocket' ? takeWsFault(null, ['refuse-upgrade']) : { kind: 'refuse-upgrade' as const, status: 404 };
    if (refused?.kind === 'refuse-upgrade') {
      socket.end(`HTTP/1.1 ${refused.status} Refused\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      return;
    }
    const record: RecordedWebSocketSession = { auth: 'pending', commands: [], closed: false };
    websocketSessions.push(record);
    let onText: ((text: string) => void) | null = null;
    const ws = acceptUpgrade(
      req,
      socket,
      (text) => onText?.(text),
      () => {
        record.closed = true;
      },
    );
    if (!ws) return;
    onText = serveSession(
      ws,
      {
        token: () => token,
        version: opts.config?.version ?? FAKE_HA_VERSION,
        registries: () => registries,
        fault: (command) => takeWsFault(command, command === null ? ['silent', 'auth-invalid'] : ['command-error', 'drop', 'slow', 'oversized', 'garbage']),
        after: (ms, run) => timers.after(ms, run),
        recognizer: () =>
          recognizer === null
            ? null
            : {
                recognizer,
                cache: recognizerCache,
                world: () => ({
                  registries,
                  states: states.all().map((st) => ({
                    entity_id: st.entity_id,
                    state: st.state,
                    friendly_name: typeof st.attributes.friendly_name === 'string' ? st.attributes.friendly_name : null,
                  })),
                }),
              },
      },
      record,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `${opts.tls ? 'https' : 'http'}://127.0.0.1:${port}`;

  return {
    url: origin,
    port,
    get token() {
      return token;
    },
    requests,
    serviceCalls: () => requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/services/')),
    transitions: (entityId) => transitions.get(entityId.toLowerCase()) ?? 0,
    clearRequests: () => {
      requests.length = 0;
    },
    setEntity,
    removeEntity: (entityId) => states.remove(entityId),
    getEntity: (entityId) => {
      const s = states.get(entityId);
      if (!s) return undefined;
      return {
        entity_id: s.entity_id,
        state: s.state,
        attributes: structuredClone(s.attributes),
        last_changed: formatHaTime(s.last_changed),
        last_updated: formatHaTime(s.last_updated),
      };
    },
    addHistory: (entityId, changes) => {
      for (const change of changes) {
        history.record(entityId.toLowerCase(), {
          state: change.state,
          attributes: change.attributes ?? states.get(entityId)?.attributes ?? {},
          at: parseTime(change.at, 'at'),
        });
      }
    },
    addFault: (rule) => faults.add(rule),
    clearFaults: () => {
      faults.clear();
      wsFaults.length = 0;
    },
    websocketSessions,
    setRegistries: (r) => {
      registries = r;
    },
    addWebSocketFault: (fault, times = Infinity) => {
      wsFaults.push({ fault, remaining: times });
    },
    setRecognizer: (r) => {
      recognizer = r;
      recognizerCache.clear();
    },
    websocketCommands: (type) => websocketSessions.flatMap((session) => session.commands.filter((c) => c.type === type)),
    setToken: (t) => {
      token = t;
    },
    setRefuseServiceEffect: (entityId, mode) => services.setRefuseServiceEffect(entityId, mode),
    close: async () => {
      timers.cancelAll();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Hanging and dripping sockets would otherwise keep close() waiting.
      server.closeAllConnections();
      for (const socket of upgraded) socket.destroy();
      await closed;
    },
  };
}

/** HA splits the header on the first space; the scheme must be exactly "Bearer" (ref §1). */
function isBearer(authorization: string | undefined, token: string): boolean {
  if (authorization === undefined) return false;
  const space = authorization.indexOf(' ');
  return space > 0 && authorization.slice(0, space) === 'Bearer' && authorization.slice(space + 1) === token;
}
