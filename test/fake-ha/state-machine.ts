/**
 * The fake's state machine: HA's `StateMachine` reduced to what REST shows (ref §2, §3).
 * Entities keep insertion order, like HA's dict; replacing one keeps its place.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FakeEntity } from './types.js';
import { formatHaTime, microsFromMs, type Micros } from './time.js';
import { ulid } from './ulid.js';

export interface StoredState {
  entity_id: string;
  state: string;
  attributes: Record<string, unknown>;
  last_changed: Micros;
  last_reported: Micros;
  last_updated: Micros;
  contextId: string;
  /** The user whose call made the change (a service call's token owner); null for a device's own change. */
  contextUserId: string | null;
}

export interface SetOptions {
  /** The context of the service call making the change; default a fresh one. */
  contextId?: string;
  /** The user the context carries: whoever called the service. */
  userId?: string;
  /** Write and fire a change even when nothing differs, like an entity with `force_update`. */
  force?: boolean;
  /** Explicit timestamps, for entities a test describes with a past `last_changed`. */
  lastChanged?: Micros;
  lastUpdated?: Micros;
}

export class StateMachine {
  private readonly states = new Map<string, StoredState>();
  private readonly listeners = new Set<(current: StoredState) => void>();

  constructor(private readonly nowMs: () => number) {}

  /** HA's `StateMachine.get` lowercases the id (ref §3). */
  get(entityId: string): StoredState | undefined {
    return this.states.get(entityId.toLowerCase());
  }

  all(): StoredState[] {
    return [...this.states.values()];
  }

  /**
   * HA's `async_set`: `last_changed` moves only when the state string changes, `last_updated` when
   * the state or any attribute does (ref §2). A write that changes nothing fires no event and, as
   * REST serves a cached copy, leaves `last_reported` stale too (ref §0).
   */
  set(entity: Pick<FakeEntity, 'entity_id' | 'state' | 'attributes'>, options: SetOptions = {}): void {
    const entityId = entity.entity_id.toLowerCase();
    const previous = this.states.get(entityId);
    const sameState = previous?.state === entity.state;
    if (previous && sameState && isDeepStrictEqual(previous.attributes, entity.attributes) && !options.force) {
      return;
    }
    const nowMs = this.nowMs();
    const now = microsFromMs(nowMs);
    const lastUpdated = options.lastUpdated ?? options.lastChanged ?? now;
    const current: StoredState = {
      entity_id: entityId,
      state: entity.state,
      attributes: structuredClone(entity.attributes),
      last_changed: options.lastChanged ?? (previous && sameState ? previous.last_changed : lastUpdated),
      last_reported: lastUpdated,
      last_updated: lastUpdated,
      contextId: options.contextId ?? ulid(nowMs),
      contextUserId: options.userId ?? null,
    };
    this.states.set(entityId, current);
    for (const listener of this.listeners) listener(current);
  }

  remove(entityId: string): void {
    this.states.delete(entityId.toLowerCase());
  }

  /** Subscribe to state_changed events (the new state); returns the unsubscribe function. */
  onChange(listener: (current: StoredState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** `State.as_dict` with its key order (ref §2). */
export function stateJson(s: StoredState): Record<string, unknown> {
  return {
    entity_id: s.entity_id,
    state: s.state,
    attributes: s.attributes,
    last_changed: formatHaTime(s.last_changed),
    last_reported: formatHaTime(s.last_reported),
    last_updated: formatHaTime(s.last_updated),
    context: { id: s.contextId, parent_id: null, user_id: s.contextUserId },
  };
}
