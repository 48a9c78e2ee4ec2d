/** Activity reads one row per request: its audit lines (proposed, approved, final) fold into one. */
import { describe, expect, it } from 'vitest';
import type { AuditEvent, CapabilityAuditEvent } from '../../common/contract/types.js';
import { activityRows } from '../../renderer/lib/activity-rows.js';

let second = 0;
function line(outcome: CapabilityAuditEvent['outcome'], entity_id: string, conversation_id = 'c1'): CapabilityAuditEvent {
  second += 1;
  return {
    kind: 'capability',
    ts: new Date(Date.UTC(2026, 11, 4, 17, 0, second)).toISOString(),
    conversation_id,
    capability: 'home_assistant.set_entity_state',
    side_effect: 'mutating',
    network: 'local',
    entity_id,
    stage: outcome === 'pending' ? 'confirm' : 'execute',
    outcome,
    surface: 'chat',
    proposer: 'builtin',
  };
}

const summary = (events: AuditEvent[]) =>
  activityRows(events).map((row) => (row.kind === 'config' ? 'config' : `${row.latest.entity_id}:${row.asked.outcome}→${row.latest.outcome}`));

describe('one row per request', () => {
  it('proposed, approved and done are one row; a denial and a refusal are rows of their own; newest first', () => {
    const events: AuditEvent[] = [
      line('pending', 'light.porch'),
      line('approved', 'light.porch'),
      line('executed', 'light.porch'),
      line('pending', 'switch.coffee_maker'),
      line('denied', 'switch.coffee_maker'),
      line('rejected', 'lock.front_door'),
    ];
    expect(summary(events)).toEqual(['lock.front_door:rejected→rejected', 'switch.coffee_maker:pending→denied', 'light.porch:pending→executed']);
  });

  it('the same device asked again after the first ended is a new row; one still waiting stays waiting', () => {
    const events: AuditEvent[] = [
      line('pending', 'light.porch'),
      line('expired', 'light.porch'),
      line('pending', 'light.porch'),
      line('pending', 'light.porch', 'c2'),
    ];
    expect(summary(events)).toEqual(['light.porch:pending→pending', 'light.porch:pending→pending', 'light.porch:pending→expired']);
  });
});
