/**
 * The floor for a Home Assistant read: the same undici agent settings and headers as
 * `HomeAssistantClient`, fetching the same URL the ordinary way (the agent's own `request` with the
 * origin and path apart), reading the body as text and `JSON.parse`-ing it — nothing else, no signal,
 * no cap. Every Home Assistant benchmark is quoted against this. The client itself reads through
 * undici's lower-level `dispatch` (main/core/ha/exchange.ts), which costs less per exchange than this
 * `request()` + `text()` path; that is part of what it measures against the floor, on purpose: a
 * reader of these rows should know the floor is undici's ordinary way, not the cheapest possible.
 */
import { Agent } from 'undici';
import { connectorFor } from '../../main/core/tls/tls-trust.js';
import type { HomeAssistantTarget } from '../../main/core/ha/client.js';

export interface Floor {
  /** GETs `path` (with its query) and parses it; `bytes` is the declared Content-Length. */
  get(path: string): Promise<{ bytes: number; value: unknown }>;
  close(): Promise<void>;
}

export function floorClient(target: HomeAssistantTarget): Floor {
  // As HomeAssistantClient's DispatcherCache builds it: one keep-alive agent per origin.
  const agent = new Agent({ connect: connectorFor(target.tls, { timeout: 5_000 }), keepAliveTimeout: 10_000 });
  const headers = { authorization: `Bearer ${target.token}`, accept: 'application/json' };
  return {
    async get(path) {
      const response = await agent.request({ origin: target.base_url, path, method: 'GET', headers });
      if (response.statusCode !== 200) throw new Error(`floor: HTTP ${response.statusCode} for ${path}`);
      const text = await response.body.text();
      return { bytes: Number(response.headers['content-length'] ?? NaN), value: JSON.parse(text) as unknown };
    },
    close: () => agent.close(),
  };
}
