/**
 * The REST views the fake serves and aiohttp-style routing to them. Routing happens before auth:
 * an unknown path is 404 even without a token, as each HA view checks auth itself (ref §1).
 */
import { configJson, CORE_STATE, type ConfigOverrides } from './config.js';
import { domainOf } from './entity-id.js';
import { historyPeriod, type HistoryViewContext } from './history-view.js';
import { httpError, json, jsonMessage, type FakeResponse } from './responses.js';
import type { Services } from './services.js';
import { stateJson } from './state-machine.js';

export interface ApiContext extends HistoryViewContext {
  services: Services;
  config: ConfigOverrides;
}

export interface ApiRequest {
  method: string;
  /** Still percent-encoded; path parameters are decoded after matching, as aiohttp does. */
  path: string;
  query: URLSearchParams;
  body: string;
}

type View = (ctx: ApiContext, params: Array<string | undefined>, req: ApiRequest) => FakeResponse;

const ROUTES: Array<{ method: string; pattern: RegExp; view: View }> = [
  // URL_API is "/api/" with the slash; "/api" is not routed (ref §1).
  { method: 'GET', pattern: /^\/api\/$/, view: () => jsonMessage('API running.', 200) },
  {
    method: 'GET',
    pattern: /^\/api\/config$/,
    view: (ctx) =>
      json(
        configJson(
          ctx.config,
          ctx.states.all().map((s) => domainOf(s.entity_id)),
        ),
      ),
  },
  { method: 'GET', pattern: /^\/api\/core\/state$/, view: () => json(CORE_STATE) },
  // The one view that compresses when asked (ref §2).
  { method: 'GET', pattern: /^\/api\/states$/, view: (ctx) => ({ ...json(ctx.states.all().map(stateJson)), compressible: true }) },
  {
    // `{entity_id}` cannot hold a "/", so such ids get the router's 404 (ref §3).
    method: 'GET',
    pattern: /^\/api\/states\/([^/]+)$/,
    view: (ctx, [entityId = '']) => {
      const state = ctx.states.get(entityId);
      return state ? json(stateJson(state)) : jsonMessage('Entity not found.', 404);
    },
  },
  {
    method: 'GET',
    pattern: /^\/api\/history\/period(?:\/([^/]+))?$/,
    view: (ctx, [start], req) => historyPeriod(ctx, start, req.query),
  },
  {
    method: 'POST',
    pattern: /^\/api\/services\/([^/]+)\/([^/]+)$/,
    view: (ctx, [domain = '', service = ''], req) => ctx.services.post(domain, service, req.body, req.query),
  },
];

export type Resolved = { view: (ctx: ApiContext) => FakeResponse } | { refused: FakeResponse };

/** aiohttp's router: a path with no route is 404; a routed path with another method is 405. */
export function resolveRoute(req: ApiRequest): Resolved {
  const allowed: string[] = [];
  for (const route of ROUTES) {
    const match = route.pattern.exec(req.path);
    if (!match) continue;
    if (route.method !== req.method) {
      allowed.push(route.method);
      continue;
    }
    const params = decodeParams(match.slice(1));
    if (!params) break;
    return { view: (ctx) => route.view(ctx, params, req) };
  }
  if (allowed.length > 0) return { refused: httpError(405, { allow: allowed.join(',') }) };
  return { refused: httpError(404) };
}

function decodeParams(raw: Array<string | undefined>): Array<string | undefined> | undefined {
  try {
    return raw.map((p) => (p === undefined ? undefined : decodeURIComponent(p)));
  } catch {
    return undefined;
  }
}
