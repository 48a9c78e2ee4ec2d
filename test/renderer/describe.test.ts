/** RFC-0019 Confirmation Disclosure and Receipt: the card and receipt copy the household reads. */
import { describe, expect, it } from 'vitest';
import { describeActionEvent, describeProposal } from '../../renderer/lib/describe.js';

const names: Record<string, string> = { 'light.kitchen_ceiling': 'Kitchen Ceiling Light', 'light.porch': 'Porch Light' };
const context = { nameOf: (id: string) => names[id], allowlistedCount: 5, remoteHost: null };

describe('confirmation disclosure', () => {
  it('an action names the entity, its id and the exact effect, and says it changes the home right now', () => {
    const copy = describeProposal(
      {
        capability: 'home_assistant.set_entity_state',
        arguments: { entity_id: 'light.kitchen_ceiling', state: 'off' },
        classification: { side_effect: 'mutating', network: 'external', confirmation: 'required' },
      },
      context,
    );
    expect(copy.kind).toBe('action');
    expect(copy.title).toBe('Turn OFF Kitchen Ceiling Light');
    expect(copy.entityId).toBe('light.kitchen_ceiling');
    expect(copy.disclosure.join(' ')).toMatch(/changes something in your home right now/);
  });

  it('without a known name the entity id stands in', () => {
    expect(
      describeProposal({ capability: 'home_assistant.set_entity_state', arguments: { entity_id: 'switch.coffee_maker', state: 'on' } }, context).title,
    ).toBe('Turn ON switch.coffee_maker');
  });

  it('a name attached by main wins over the id', () => {
    const copy = describeProposal(
      { capability: 'home_assistant.set_entity_state', arguments: { entity_id: 'switch.coffee_maker', state: 'on' }, entity_name: 'Coffee Maker' },
      context,
    );
    expect(copy.title).toBe('Turn ON Coffee Maker');
  });

  it('a state read says how many shared devices, in plain words, and that it leaves the device', () => {
    const copy = describeProposal({ capability: 'home_assistant.list_entities', arguments: {} }, context);
    expect(copy.title).toBe('Read the current state of the 5 devices you share with the assistant');
    expect(copy.disclosure[0]).toMatch(/leaves your device/);
    expect(copy.disclosure.join(' ')).toMatch(/stays on this computer/);
  });

  it('a history read names the entity and the period, and the language model host when it is not local', () => {
    const copy = describeProposal(
      { capability: 'home_assistant.get_history', arguments: { entity_id: 'light.porch', period: 'week' } },
      { ...context, remoteHost: 'api.example.com' },
    );
    expect(copy.title).toBe('Read the history of Porch Light for the past 7 days');
    expect(copy.disclosure.join(' ')).toMatch(/api\.example\.com/);
  });
});

describe('receipts', () => {
  const base = { capability: 'home_assistant.set_entity_state', arguments: { entity_id: 'light.kitchen_ceiling', state: 'off' }, stage: 'execute' as const };
  const nameOf = (id: string) => names[id];

  it('a change reads as an action completed', () => {
    const r = describeActionEvent(
      {
        ...base,
        outcome: 'executed',
        result: {
          entity_id: 'light.kitchen_ceiling',
          domain: 'light',
          previous_state: 'on',
          new_state: 'off',
          changed: true,
          applied_at: '2026-11-30T10:00:00Z',
        },
      },
      nameOf,
    );
    expect(r).toMatchObject({ tone: 'done', text: 'Turned off Kitchen Ceiling Light' });
  });

  it('a no-op narrates distinctly', () => {
    const r = describeActionEvent(
      {
        ...base,
        arguments: { entity_id: 'light.porch', state: 'off' },
        outcome: 'executed',
        result: { entity_id: 'light.porch', domain: 'light', previous_state: 'off', new_state: 'off', changed: false, applied_at: '2026-11-30T10:00:00Z' },
      },
      nameOf,
    );
    expect(r).toMatchObject({ tone: 'noop', text: 'Porch Light was already off' });
  });

  it('a failure is narrated as a failure, with main’s words', () => {
    const r = describeActionEvent(
      { ...base, outcome: 'failed', code: 'HOME_ASSISTANT_ACTION_NOT_CONFIRMED', message: 'Home Assistant did not confirm the change.' },
      nameOf,
    );
    expect(r).toMatchObject({ tone: 'failed', text: "Couldn't turn off Kitchen Ceiling Light", detail: 'Home Assistant did not confirm the change.' });
  });
});
