/**
 * Fault rules: which requests misbehave, and the fixed answers some faults give. Faults are
 * matched after a request is recorded and before routing and auth, so they hit any path.
 */
import { httpError, type FakeResponse } from './responses.js';
import type { Fault, FaultRule } from './types.js';

export class FaultList {
  private rules: Array<{ rule: FaultRule; remaining: number }> = [];

  add(rule: FaultRule): void {
    this.rules.push({ rule, remaining: rule.times ?? Infinity });
  }

  clear(): void {
    this.rules = [];
  }

  /** The first rule matching the request, in the order added; a use is spent and spent rules retire. */
  take(method: string, path: string): Fault | undefined {
    const entry = this.rules.find(
      ({ rule: { match } }) =>
        (match?.method === undefined || match.method.toUpperCase() === method) && (match?.pathPrefix === undefined || path.startsWith(match.pathPrefix)),
    );
    if (!entry) return undefined;
    entry.remaining -= 1;
    if (entry.remaining <= 0) this.rules = this.rules.filter((e) => e !== entry);
    return entry.rule.fault;
  }
}

/** The answer of a fault that replaces the response outright. */
export function fixedResponse(fault: Extract<Fault, { kind: 'status' | 'garbage' | 'redirect' }>): FakeResponse {
  switch (fault.kind) {
    case 'status': {
      const standard = httpError(fault.status);
      return {
        status: fault.status,
        headers: fault.contentType ? { 'content-type': fault.contentType } : standard.headers,
        body: fault.body ?? standard.body,
      };
    }
    case 'garbage':
      // A body cut off mid-object, as from a proxy that gave up.
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '[{"entity_id":"light.kitchen_ceiling","state":"on","attributes":{"friendly_name":"Kit',
      };
    case 'redirect':
      return httpError(fault.status ?? 302, { location: fault.location });
  }
}
