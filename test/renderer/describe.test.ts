/** RFC-0019 Confirmation Disclosure and Receipt: the card and receipt copy the household reads. */
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueFor } from '../../common/i18n/catalogues.js';
import { describeActionEvent, describeProposal, describeRefusal } from '../../renderer/lib/describe.js';
import { setLocale } from '../../renderer/i18n/index.js';

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

const base = { capability: 'home_assistant.set_entity_state', arguments: { entity_id: 'light.kitchen_ceiling', state: 'off' }, stage: 'execute' as const };
const nameOf = (id: string) => names[id];

describe('a read of every shared device says which question it serves', () => {
  it('names the devices asked about (by id, from the turn), still saying it reads all of them', () => {
    const copy = describeProposal({ capability: 'home_assistant.list_entities', arguments: {}, asked_about: ['light.porch'] }, context);
    expect(copy.title).toBe('Read the current state of the 5 devices you share with the assistant');
    expect(copy.about).toBe('For your question about Porch Light');
  });

  it('names three and counts the rest', () => {
    const ids = ['light.porch', 'light.kitchen_ceiling', 'switch.a', 'switch.b', 'switch.c'];
    const copy = describeProposal({ capability: 'home_assistant.list_entities', arguments: {}, asked_about: ids }, context);
    expect(copy.about).toBe('For your question about Porch Light, Kitchen Ceiling Light, and switch.a and 2 more');
  });

  it('says nothing more when the question named no device ("what is on?")', () => {
    expect(describeProposal({ capability: 'home_assistant.list_entities', arguments: {} }, context).about).toBeUndefined();
  });
});

describe('receipts', () => {
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

  it('a failure is narrated as a failure, in the catalogue’s words for its code', () => {
    const r = describeActionEvent(
      { ...base, outcome: 'failed', code: 'HOME_ASSISTANT_ACTION_NOT_CONFIRMED', message: 'Home Assistant did not confirm the change.' },
      nameOf,
    );
    expect(r).toMatchObject({
      tone: 'failed',
      text: "Couldn't turn off Kitchen Ceiling Light",
      detail: catalogueFor('en')['code.HOME_ASSISTANT_ACTION_NOT_CONFIRMED'],
    });
  });
});

/**
 * DESIGN §2: the code decides, the message explains — for API clients and logs, in English. The
 * household reads the catalogue's sentence for the code in its own language, never main's message.
 */
describe('refusals and failures in the household’s language', () => {
  afterEach(() => setLocale('en'));
  const english = 'That entity may be read but not controlled. Allow it in Settings → Control.';

  it('a German household reads the German sentence for a refusal, not main’s English message', async () => {
    await setLocale('de-DE');
    const text = describeRefusal({ ...base, outcome: 'rejected', code: 'ENTITY_NOT_CONTROLLABLE', message: english }, nameOf);
    expect(text).toContain(catalogueFor('de')['code.ENTITY_NOT_CONTROLLABLE']);
    expect(text).not.toContain('controlled');
  });

  it('a failed action’s detail is the catalogue’s sentence in that language', async () => {
    await setLocale('fr-FR');
    const r = describeActionEvent({ ...base, outcome: 'failed', code: 'AUDIT_UNAVAILABLE', message: 'The audit log could not be written.' }, nameOf);
    expect(r?.detail).toBe(catalogueFor('fr')['code.AUDIT_UNAVAILABLE']);
  });

  it('an expired action says nothing was changed in that language, whatever main wrote', async () => {
    await setLocale('it-IT');
    const r = describeActionEvent({ ...base, outcome: 'expired', code: 'CONFIRMATION_EXPIRED', message: 'The confirmation expired.' }, nameOf);
    expect(r?.detail).toBe(catalogueFor('it')['receipt.nothingChanged']);
  });
});
