/**
 * Home Assistant's REST endpoints the app uses, typed and checked (reference §1–§5, §8).
 * Every function takes the signal that bounds it; every malformed answer is HOME_ASSISTANT_ERROR.
 */
import { z } from 'zod';
import { CapabilityError } from '../capability-error.js';
import { BODY_CAPS, type HomeAssistantClient, type HomeAssistantTarget } from './client.js';
import { parseState, rawEntityId, type HaState } from './states.js';
import { domainOf, isControllableDomain, type ControllableDomain } from '../../../common/entity-id.js';

/** The services an action may call (RFC-0019: on and off). */
export const CONTROLLABLE_SERVICES = ['turn_on', 'turn_off'] as const;
export type ControllableService = (typeof CONTROLLABLE_SERVICES)[number];

export class HomeAssistantApi {
  constructor(private readonly client: HomeAssistantClient) {}

  /**
   * `GET /api/states`: every state; items that aren't state objects are skipped. With `wanted`,
   * only those entities are validated and returned (in Home Assistant's order): on a big home the
   * read costs little more than the transfer and `JSON.parse` themselves (see bench/).
   * `onAccepted` hears when Home Assistant has accepted the token, before the body is read.
   */
  async states(target: HomeAssistantTarget, signal: AbortSignal, wanted?: ReadonlySet<string>, onAccepted?: () => void): Promise<HaState[]> {
    const body = await this.client.json(target, {
      method: 'GET',
      path: '/api/states',
      maxBytes: BODY_CAPS.states,
      signal,
      notFound: 'error',
      ...(onAccepted === undefined ? {} : { onAccepted }),
    });
    if (!Array.isArray(body)) throw malformed('/api/states');
    const states: HaState[] = [];
    for (const item of body) {
      if (wanted) {
        const id = rawEntityId(item);
        if (id === undefined || !wanted.has(id)) continue;
      }
      const state = parseState(item);
      if (state) states.push(state);
    }
    return states;
  }

  /** `GET /api/states/<entity_id>`: 404 → HOME_ASSISTANT_ENTITY_NOT_FOUND. */
  state(target: HomeAssistantTarget, entityId: string, signal: AbortSignal): Promise<HaState> {
    // A `then`, not an async function: a small list sends 25 of these at once (bench/).
    return this.client
      .json(target, { method: 'GET', path: `/api/states/${encodeURIComponent(entityId)}`, maxBytes: BODY_CAPS.other, signal, notFound: 'entity' })
      .then((body) => {
        const state = parseState(body);
        // Home Assistant lowercases the lookup; the answer must still be the entity we asked for.
        if (!state || state.entity_id !== entityId) throw malformed(`/api/states/${entityId}`);
        return state;
      });
  }

  /**
   * `GET /api/history/period/<start>` for one entity, with the flags that make it cheap
   * (reference §4): `minimal_response` and `no_attributes` are presence flags. `flags` exists so
   * the benchmark can ask the same question without them; the capability never passes it.
   * Returns the entity's rows, or [] when Home Assistant dropped it for having none.
   */
  async history(
    target: HomeAssistantTarget,
    entityId: string,
    startIso: string,
    endIso: string,
    signal: AbortSignal,
    flags: HistoryFlags = LEAN_HISTORY_FLAGS,
  ): Promise<HistoryRow[]> {
    const body = await this.client.json(target, {
      method: 'GET',
      path: `/api/history/period/${encodeURIComponent(startIso)}`,
      query: { filter_entity_id: entityId, end_time: endIso, ...flags },
      maxBytes: BODY_CAPS.history,
      signal,
      notFound: 'error',
    });
    if (!Array.isArray(body)) throw malformed('/api/history/period');
    // Inner arrays of entities with no rows are removed, so key each by its first item's id.
    for (const inner of body) {
      if (!Array.isArray(inner) || inner.length === 0) continue;
      if (rawEntityId(inner[0]) !== entityId) continue;
      const rows: HistoryRow[] = [];
      for (const item of inner) {
        const row = parseHistoryRow(item);
        if (!row) throw malformed('/api/history/period');
        rows.push(row);
      }
      return rows;
    }
    return [];
  }

  /**
   * `POST /api/services/<domain>/<service>`: the states changed under this call's context. The only
   * function that builds a service URL, so RFC-0019's domain scope is checked here a third time
   * (docs/architecture.md §5a): the domain must be a controllable one, and the entity the call
   * names must be in it — whatever a caller's types said, nothing else leaves this machine.
   */
  async callService(
    target: HomeAssistantTarget,
    domain: ControllableDomain,
    service: ControllableService,
    data: { entity_id: string },
    signal: AbortSignal,
  ): Promise<HaState[]> {
    if (!isControllableDomain(domain) || domainOf(data.entity_id) !== domain || !(CONTROLLABLE_SERVICES as readonly string[]).includes(service)) {
      throw new CapabilityError('DOMAIN_NOT_CONTROLLABLE', 'Only lights and switches can be turned on or off; nothing was sent.');
    }
    const body = await this.client.json(target, {
      method: 'POST',
      path: `/api/services/${encodeURIComponent(domain)}/${encodeURIComponent(service)}`,
      body: { entity_id: data.entity_id },
      maxBytes: BODY_CAPS.other,
      signal,
      notFound: 'error',
    });
    if (!Array.isArray(body)) throw malformed(`/api/services/${domain}/${service}`);
    return body.map(parseState).filter((s): s is HaState => s !== null);
  }

  /** `GET /api/` then `GET /api/config`: proves the token and names the instance. */
  async identify(target: HomeAssistantTarget, signal: AbortSignal, how: { explicit: boolean; unsaved?: boolean }): Promise<InstanceInfo> {
    const flags = { explicit: how.explicit, ...(how.unsaved ? { unsaved: true } : {}) };
    await this.client.json(target, { method: 'GET', path: '/api/', maxBytes: BODY_CAPS.other, signal, notFound: 'error', ...flags });
    return this.instanceInfo(target, signal, flags);
  }

  /**
   * `GET /api/config` alone: what the instance says of itself (name, version, time zone,
   * language). Not explicit by default, so a credential Home Assistant rejected is never sent.
   */
  async instanceInfo(target: HomeAssistantTarget, signal: AbortSignal, flags: { explicit?: boolean; unsaved?: boolean } = {}): Promise<InstanceInfo> {
    const body = await this.client.json(target, { method: 'GET', path: '/api/config', maxBytes: BODY_CAPS.other, signal, notFound: 'error', ...flags });
    const parsed = instanceInfoSchema.safeParse(body);
    if (!parsed.success) throw malformed('/api/config');
    return parsed.data;
  }
}

/** A history item as the capability reads it: full items carry more, minimal ones only these two. */
export interface HistoryRow {
  state: string;
  last_changed: string;
}

function parseHistoryRow(raw: unknown): HistoryRow | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { state, last_changed } = raw as { state?: unknown; last_changed?: unknown };
  return typeof state === 'string' && typeof last_changed === 'string' ? { state, last_changed } : null;
}

/** Presence flags of the history query (reference §4). */
export type HistoryFlags = Partial<Record<'minimal_response' | 'no_attributes', true>>;

/**
 * What get_history sends: only the first item is a full state, later ones `{state, last_changed}`,
 * and no attributes are read at all — a fraction of the bytes for the same transitions (bench/).
 */
export const LEAN_HISTORY_FLAGS: HistoryFlags = Object.freeze({ minimal_response: true, no_attributes: true });

const instanceInfoSchema = z.object({
  location_name: z.string().max(256).catch('Home'),
  version: z.string().max(64).catch('unknown'),
  time_zone: z.string().max(64).catch('UTC'),
  /** The household's configured language (a BCP 47 tag such as `de` or `pt-BR`); null when missing or odd. */
  language: z.string().max(35).nullable().optional().catch(null),
});
export type InstanceInfo = z.infer<typeof instanceInfoSchema>;

function malformed(path: string): CapabilityError {
  return new CapabilityError('HOME_ASSISTANT_ERROR', `Home Assistant's answer from ${path} wasn't in the expected shape.`);
}
