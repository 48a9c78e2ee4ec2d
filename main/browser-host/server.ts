/**
 * The browser host (DESIGN §2): the same CompanionService over loopback HTTP, for browsers, tests
 * and headless use. Binds 127.0.0.1 only; every `/api/*` route needs the host token as a bearer;
 * `Host` must be exactly `127.0.0.1:<port>` and `Origin`, when present, `http://127.0.0.1:<port>`
 * (DNS-rebinding and cross-site defence); bodies over 64 KiB are refused with 413.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, httpStatusFor } from '../../common/codes.js';
import { channels, type Channel } from '../../common/contract/channels.js';
import type { EventSubscriber } from '../../common/contract/events.js';
import { requestSchemas } from '../../common/contract/schemas.js';
import type { CompanionApi, RequestContext } from '../../common/contract/types.js';
import { streamEvents } from './events-stream.js';
import { serveStatic, serveUiNotBuilt } from './static-files.js';

export const MAX_BODY_BYTES = 64 * 1024;
export const LOOPBACK = '127.0.0.1';

export interface HostOptions {
  service: CompanionApi;
  /** 0 picks a free port. */
  port?: number;
  /** Fixed host token (tests); random 256 bits otherwise. */
  token?: string;
  /** Pushes CompanionEvents to `GET /api/v1/events`. */
  subscribe?: EventSubscriber;
  /** The built renderer, served without auth (it holds no secret); absent in API-only tests. */
  rendererDir?: string;
  /** Where every INTERNAL_ERROR is written, with its stack and without secrets; stderr by default. */
  log?: (line: string) => void;
}

export const EVENTS_PATH = '/api/v1/events';

export interface RunningHost {
  url: string;
  port: number;
  token: string;
  server: Server;
  close(): Promise<void>;
}

interface Route {
  channel: Channel;
  method: string;
  segments: string[];
}

const ROUTES: Route[] = (Object.keys(channels) as Channel[]).map((channel) => ({
  channel,
  method: channels[channel].method,
  segments: channels[channel].path.split('/'),
}));

/** Starts the host on 127.0.0.1 and resolves once it is listening. */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const token = options.token ?? randomBytes(32).toString('base64url');
  const tokenBytes = Buffer.from(`Bearer ${token}`);
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  /** An INTERNAL_ERROR is a bug: say where, with the stack, so it can be found — never swallow it. */
  const internalError = (req: IncomingMessage, error: unknown): ApiError => {
    log(describeInternalError(req, error, token));
    return new ApiError('INTERNAL_ERROR', 'Something went wrong in the app.');
  };
  let port = 0;
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const answer = internalError(req, error);
      if (!res.headersSent) sendError(res, answer);
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.headers.host !== `${LOOPBACK}:${port}`) {
      sendError(res, new ApiError('FORBIDDEN', 'This host only answers requests addressed to 127.0.0.1.'));
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${LOOPBACK}:${port}`) {
      sendError(res, new ApiError('FORBIDDEN', 'Requests from other sites are refused.'));
      return;
    }
    const url = new URL(req.url ?? '/', `http://${LOOPBACK}:${port}`);
    if (!url.pathname.startsWith('/api/')) {
      if (req.method === 'GET' && options.rendererDir) {
        if (await serveStatic(options.rendererDir, url.pathname, res)) return;
        if (serveUiNotBuilt(options.rendererDir, url.pathname, res)) return;
      }
      sendError(res, new ApiError('NOT_FOUND', 'Not found.'));
      return;
    }
    if (!isAuthorized(req.headers.authorization, tokenBytes)) {
      sendError(res, new ApiError('UNAUTHORIZED', 'The host token is missing or wrong.'));
      return;
    }
    if (url.pathname === EVENTS_PATH && req.method === 'GET' && options.subscribe) {
      streamEvents(res, options.subscribe);
      return;
    }
    const match = matchRoute(req.method ?? 'GET', url.pathname);
    if (match === 'method') {
      sendError(res, new ApiError('METHOD_NOT_ALLOWED', 'That method is not allowed here.'));
      return;
    }
    if (match === null) {
      sendError(res, new ApiError('NOT_FOUND', 'No such API route.'));
      return;
    }
    const body = req.method === 'POST' ? await readJsonBody(req) : Object.fromEntries(url.searchParams);
    if (body instanceof ApiError) {
      sendError(res, body);
      return;
    }
    const raw = isPlainObject(body) ? { ...body, ...match.params } : body;
    const parsed = requestSchemas[match.route.channel].safeParse(raw);
    if (!parsed.success) {
      sendError(
        res,
        new ApiError(
          'INVALID_REQUEST',
          'The request does not fit its schema.',
          parsed.error.issues.slice(0, 50).map((issue) => ({ code: 'INVALID_REQUEST', field: issue.path.join('.') || '(body)', message: issue.message })),
        ),
      );
      return;
    }
    const context: RequestContext = { surface: surfaceOf(parsed.data) };
    try {
      const handler = options.service[match.route.channel] as (req: unknown, ctx: RequestContext) => Promise<unknown>;
      const value = await handler.call(options.service, parsed.data, context);
      sendJson(res, 200, value);
    } catch (error) {
      if (error instanceof ApiError) sendError(res, error);
      else sendError(res, internalError(req, error));
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, LOOPBACK, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://${LOOPBACK}:${port}/`,
    port,
    token,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function matchRoute(method: string, pathname: string): { route: Route; params: Record<string, string> } | 'method' | null {
  const segments = pathname.split('/');
  let methodMismatch = false;
  // Exact routes win over templated ones (`/conversation/confirmations` vs `/conversation/{id}`).
  const ordered = [...ROUTES].sort((a, b) => Number(a.segments.some(isParam)) - Number(b.segments.some(isParam)));
  for (const route of ordered) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < segments.length && ok; i++) {
      const want = route.segments[i]!;
      const got = segments[i]!;
      if (isParam(want)) {
        try {
          params[want.slice(1, -1)] = decodeURIComponent(got);
        } catch {
          ok = false;
        }
      } else ok = want === got;
    }
    if (!ok) continue;
    if (route.method !== method) {
      methodMismatch = true;
      continue;
    }
    return { route, params };
  }
  return methodMismatch ? 'method' : null;
}

function isParam(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

/** Constant-time comparison of the presented Authorization header with the expected one. */
function isAuthorized(header: string | undefined, expected: Buffer): boolean {
  if (typeof header !== 'string') return false;
  const presented = Buffer.from(header);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    req.resume();
    return new ApiError('PAYLOAD_TOO_LARGE', 'The request body is over 64 KiB.');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    total += (chunk as Buffer).length;
    if (total > MAX_BODY_BYTES) {
      req.resume();
      return new ApiError('PAYLOAD_TOO_LARGE', 'The request body is over 64 KiB.');
    }
    chunks.push(chunk as Buffer);
  }
  if (!/^application\/json\b/i.test(type)) return new ApiError('INVALID_REQUEST', 'The body must be JSON (Content-Type: application/json).');
  if (total === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return new ApiError('INVALID_REQUEST', 'The body is not valid JSON.');
  }
}

/**
 * One log line for an INTERNAL_ERROR: method, path (no query) and the stack. Bodies and headers are
 * never logged; the host token and anything shaped like a bearer credential are blanked out, in
 * case a message ever carried one.
 */
export function describeInternalError(req: IncomingMessage, error: unknown, hostToken: string): string {
  const path = (req.url ?? '/').split('?')[0];
  const detail = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : `thrown: ${String(error)}`;
  const line = `[host] INTERNAL_ERROR ${req.method ?? '?'} ${path}: ${detail}`;
  return (hostToken ? line.split(hostToken).join('[redacted]') : line).replace(/(Bearer\s+)\S+/gi, '$1[redacted]');
}

function surfaceOf(data: unknown): RequestContext['surface'] {
  const surface = isPlainObject(data) ? data['surface'] : undefined;
  return surface === 'tray' || surface === 'popup' || surface === 'quick' ? surface : 'chat';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  // Encoded once: the settings list is most of a megabyte, and measuring a string then writing it encodes it twice.
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  });
  res.end(body);
}

export function sendError(res: ServerResponse, error: ApiError): void {
  sendJson(res, httpStatusFor(error.code), { error: error.toBody() });
}
