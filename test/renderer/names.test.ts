/** The chat learns names from the host's `entity_name`, not only from list results. */
import { describe, expect, it } from 'vitest';
import type { TurnResponse } from '../../common/contract/types.js';
import { learnNames } from '../../renderer/chat/names.js';
import { describeActionEvent } from '../../renderer/lib/describe.js';

const receiptTurn: TurnResponse = {
  conversation_id: 'c',
  turn_id: 't',
  user_message: 'turn on the porch light',
  reply: 'Turned on the porch light.',
  pending_confirmation: null,
  capability_events: [
    {
      capability: 'home_assistant.set_entity_state',
      arguments: { entity_id: 'light.porch', state: 'on' },
      stage: 'confirm',
      outcome: 'pending',
      entity_name: 'Porch Light',
    },
    {
      capability: 'home_assistant.set_entity_state',
      arguments: { entity_id: 'light.porch', state: 'on' },
      stage: 'shape',
      outcome: 'executed',
      entity_name: 'Porch Light',
      result: { entity_id: 'light.porch', previous_state: 'off', new_state: 'on', changed: true, applied_at: '2026-01-01T00:00:00Z' },
    },
  ],
};

describe('names the host sends', () => {
  it('a receipt after a restart (no list result in the transcript) names the entity', () => {
    const known = learnNames([receiptTurn]);
    expect(known.get('light.porch')?.name).toBe('Porch Light');
    const receipt = describeActionEvent(receiptTurn.capability_events[1]!, (id) => known.get(id)?.name);
    expect(receipt?.text).toBe('Turned on Porch Light');
  });

  it('a pending confirmation names its entity', () => {
    const turn: TurnResponse = {
      ...receiptTurn,
      capability_events: [],
      pending_confirmation: {
        token: 'x',
        capability: 'home_assistant.set_entity_state',
        arguments: { entity_id: 'light.porch', state: 'on' },
        entity_name: 'Porch Light',
        classification: { side_effect: 'mutating', network: 'local', confirmation: 'required' },
        expires_at: '2026-01-01T00:02:00Z',
      },
    };
    expect(learnNames([turn]).get('light.porch')?.name).toBe('Porch Light');
  });
});
