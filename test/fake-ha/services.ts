/**
 * `POST /api/services/<domain>/<service>` (ref §5): the few services the fake knows, how a device
 * answers them, and the list of states changed with the call's context.
 */
import { domainOf, isValidEntityId } from './entity-id.js';
import { httpError, json, jsonMessage, type FakeResponse } from './responses.js';
import { stateJson, type StateMachine, type StoredState } from './state-machine.js';
import type { Timers } from './timers.js';
import type { RefuseServiceEffect } from './types.js';
import { ulid } from './ulid.js';

/** The state a service asks the entity to take. */
type TargetState = (current: StoredState) => string;

const ON_OFF: Record<string, TargetState> = {
  turn_on: () => 'on',
  turn_off: () => 'off',
  toggle: (s) => (s.state === 'on' ? 'off' : 'on'),
};

const DOMAIN_SERVICES: Record<string, Record<string, TargetState>> = {
  light: ON_OFF,
  switch: ON_OFF,
  // climate.turn_on/turn_off exist (RFC-0019 re-derives the domain because of them); off is an hvac mode.
  climate: { turn_on: climateOnMode, turn_off: () => 'off' },
  lock: { lock: () => 'locked', unlock: () => 'unlocked' },
};

/**
 * The user the fake's token belongs to. A service call's context names its caller, so every state
 * the call changed carries this `user_id` (a device's own later report carries none).
 */
export const TOKEN_USER_ID = '9f3c1b7e5d2a4c6e8b0d1f3a5c7e9b1d';

/** `homeassistant.*` forwards to each entity's own domain service, under the same context. */
const HOMEASSISTANT_SERVICES = new Set(['turn_on', 'turn_off', 'toggle']);

const OPPOSITE: Record<string, string> = { on: 'off', off: 'on', locked: 'unlocked', unlocked: 'locked' };

/** Own properties only: a service named "constructor" must not find Object's. */
function targetFor(domain: string, service: string): TargetState | undefined {
  const services = Object.hasOwn(DOMAIN_SERVICES, domain) ? DOMAIN_SERVICES[domain] : undefined;
  return services && Object.hasOwn(services, service) ? services[service] : undefined;
}

/** ClimateEntity's default turn_on: the other mode of an off/X pair, else heat_cool, heat or cool. */
function climateOnMode(s: StoredState): string {
  const raw = s.attributes.hvac_modes;
  const modes = Array.isArray(raw) ? raw.filter((m): m is string => typeof m === 'string') : [];
  const other = modes.find((m) => m !== 'off');
  if (modes.length === 2 && modes.includes('off') && other) return other;
  return ['heat_cool', 'heat', 'cool'].find((m) => modes.includes(m)) ?? 'heat';
}

export interface ServiceOptions {
  states: StateMachine;
  timers: Timers;
  nowMs: () => number;
  lateReporters: ReadonlySet<string>;
  lateReportDelayMs: number;
}

export class Services {
  private readonly refusals = new Map<string, RefuseServiceEffect>();

  constructor(private readonly o: ServiceOptions) {}

  setRefuseServiceEffect(entityId: string, mode: RefuseServiceEffect): void {
    this.refusals.set(entityId.toLowerCase(), mode);
  }

  /** The view, in HA's order: body JSON, `has_service`, `return_response` (ref §5). */
  post(domain: string, service: string, body: string, query: URLSearchParams): FakeResponse {
    let data: unknown = null;
    if (body) {
      try {
        data = JSON.parse(body);
      } catch {
        return jsonMessage('Data should be valid JSON.', 400);
      }
    }
    if (!this.has(domain, service)) return httpError(400);
    if (query.has('return_response')) {
      return jsonMessage('Service does not support responses. Remove return_response from request.', 400);
    }
    const targets = parseTargets(data ?? {}, domain !== 'homeassistant');
    if (!targets) return httpError(400);
    return json(this.call(domain, service, targets).map(stateJson));
  }

  private has(domain: string, service: string): boolean {
    return domain === 'homeassistant' ? HOMEASSISTANT_SERVICES.has(service) : targetFor(domain, service) !== undefined;
  }

  /**
   * Applies the service and returns the states it changed, in event order. HA filters state_changed
   * events by the call's context (ref §5); here the call runs synchronously, so every change seen
   * meanwhile is its own, and late reporters change afterwards under their own context.
   */
  private call(domain: string, service: string, targets: string[] | 'all'): StoredState[] {
    const contextId = ulid(this.o.nowMs());
    const changed: StoredState[] = [];
    const stop = this.o.states.onChange((current) => changed.push(current));
    try {
      const entities = targets === 'all' ? this.o.states.all() : targets.map((id) => this.o.states.get(id));
      for (const entity of entities) {
        // A missing entity is only logged by HA: 200 [] (ref §5).
        if (!entity) continue;
        const entityDomain = domainOf(entity.entity_id);
        if (domain !== 'homeassistant' && entityDomain !== domain) continue;
        const target = targetFor(entityDomain, service);
        if (target) this.apply(entity, target(entity), contextId);
      }
    } finally {
      stop();
    }
    return changed;
  }

  private apply(entity: StoredState, target: string, contextId: string): void {
    // `entity_service_call` skips unavailable entities silently (ref §5).
    if (entity.state === 'unavailable') return;
    const { states } = this.o;
    const write = (state: string, options: { contextId?: string; force?: boolean }) =>
      states.set({ entity_id: entity.entity_id, state, attributes: entity.attributes }, { ...options, userId: TOKEN_USER_ID });
    const refusal = this.refusals.get(entity.entity_id) ?? 'none';
    if (refusal === 'ignore') return;
    if (refusal === 'contradict') {
      // Reported even if already in that state, like an entity with force_update.
      write(OPPOSITE[target] ?? 'off', { contextId, force: true });
      return;
    }
    if (this.o.lateReporters.has(entity.entity_id)) {
      // An MQTT-style device answers later under its own context, so the call itself lists nothing (ref §5).
      this.o.timers.after(this.o.lateReportDelayMs, () => {
        const now = states.get(entity.entity_id);
        if (now && now.state !== 'unavailable') states.set({ entity_id: now.entity_id, state: target, attributes: now.attributes });
      });
      return;
    }
    write(target, { contextId });
  }
}

/** The target fields of an entity service (`cv.ENTITY_SERVICE_FIELDS`). */
const TARGET_FIELDS = ['entity_id', 'device_id', 'area_id', 'floor_id', 'label_id'];

/**
 * `cv.comp_entity_ids` on the top-level `entity_id` (ref §5: no `target` unwrapping): a string
 * (comma list, or `all`/`none`) or a list of strings, each lowercased and slug-checked. Undefined
 * means a schema error, which HA answers 400 text/plain — as it does an entity service given no
 * target field at all (`cv.make_entity_service_schema` requires one; `homeassistant.*` does not).
 * Device, area, floor and label targets are accepted and match nothing here.
 */
function parseTargets(data: unknown, targetRequired: boolean): string[] | 'all' | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  if (targetRequired && !TARGET_FIELDS.some((field) => Object.hasOwn(data, field))) return undefined;
  const value = (data as Record<string, unknown>).entity_id;
  if (value === undefined) return [];
  let items: unknown[];
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    if (lower === 'all') return 'all';
    if (lower === 'none') return [];
    items = value.split(',').map((s) => s.trim());
  } else if (Array.isArray(value)) {
    items = value;
  } else {
    return undefined;
  }
  const ids = items.map((item) => (typeof item === 'string' ? item.toLowerCase() : ''));
  return ids.every(isValidEntityId) ? ids : undefined;
}
