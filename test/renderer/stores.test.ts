/** The stores' rules: control ⊆ read (RFC-0019), light/switch only, and turns only move forward. */
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueFor } from '../../common/i18n/catalogues.js';
import type { TurnResponse } from '../../common/contract/types.js';
import { mapFieldErrors } from '../../renderer/lib/field-errors.js';
import { parseAllowlists, serializeAllowlists } from '../../renderer/lib/allowlist-file.js';
import { changeCount, isDirty, useAllowlist } from '../../renderer/stores/allowlist.js';
import { upsertTurn } from '../../renderer/stores/transcript.js';

describe('allowlist drafts', () => {
  beforeEach(() => useAllowlist.getState().adopt(['light.porch', 'lock.front_door', 'switch.coffee_maker'], ['light.porch']));

  it('unticking a read entity also unticks its control', () => {
    useAllowlist.getState().setRead(['light.porch'], false);
    expect(useAllowlist.getState().control).toEqual([]);
    expect(isDirty(useAllowlist.getState())).toBe(true);
    expect(changeCount(useAllowlist.getState())).toBe(2);
  });

  it('control only takes lights and switches already on the read list', () => {
    useAllowlist.getState().setControl(['lock.front_door', 'light.kitchen_ceiling', 'switch.coffee_maker'], true);
    expect(useAllowlist.getState().control).toEqual(['light.porch', 'switch.coffee_maker']);
  });

  it('an import is filtered by the same rules', () => {
    useAllowlist.getState().replace(['light.a', 'lock.b'], ['light.a', 'lock.b', 'light.c'], 'note');
    expect(useAllowlist.getState().control).toEqual(['light.a']);
  });

  it('discard returns to what main saved', () => {
    useAllowlist.getState().setRead(['light.porch'], false);
    useAllowlist.getState().discard();
    expect(useAllowlist.getState().read).toEqual(['light.porch', 'lock.front_door', 'switch.coffee_maker']);
    expect(isDirty(useAllowlist.getState())).toBe(false);
  });
});

describe('transcript', () => {
  const turn = (events: number, reply: string | null): TurnResponse => ({
    conversation_id: 'c',
    turn_id: 't',
    user_message: 'hi',
    reply,
    pending_confirmation: null,
    capability_events: Array.from({ length: events }, () => ({ capability: 'x', arguments: {}, stage: 'confirm' as const, outcome: 'pending' as const })),
  });

  it('a later form of a turn replaces the earlier one; an earlier one never replaces a later one', () => {
    const finished = turn(2, 'done');
    expect(upsertTurn([turn(1, null)], finished)).toEqual([finished]);
    expect(upsertTurn([finished], turn(1, null))).toEqual([finished]);
  });
});

describe('validation errors next to their fields', () => {
  it('maps an indexed field to the entity that was submitted at that index, worded by the catalogue, never by main', () => {
    const mapped = mapFieldErrors(
      [
        { code: 'DOMAIN_NOT_CONTROLLABLE', field: 'controllable_entities[2]', message: 'only light and switch' },
        { code: 'INVALID_BASE_URL', field: 'base_url', message: 'bad url' },
      ],
      { controllable_entities: ['light.a', 'switch.b', 'lock.c'] },
    );
    expect(mapped.entities).toEqual({ controllable_entities: { 'lock.c': catalogueFor('en')['error.DOMAIN_NOT_CONTROLLABLE'] } });
    expect(mapped.fields).toEqual({ base_url: catalogueFor('en')['error.field.base_url'] });
  });
});

describe('allowlist file', () => {
  it('exports the two lists and nothing else, and reads them back', () => {
    const text = serializeAllowlists(['light.a'], ['light.a'], new Date('2026-11-30T00:00:00Z'));
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(['allowlisted_entities', 'controllable_entities', 'exported_at', 'format', 'version']);
    expect(parseAllowlists(text)).toMatchObject({ ok: true, read: ['light.a'], control: ['light.a'], skipped: 0 });
  });

  it('skips entries that are not entity ids and reports foreign fields', () => {
    const parsed = parseAllowlists(JSON.stringify({ allowlisted_entities: ['light.a', 'Not An Id', 3], access_token: 'secret' }));
    expect(parsed).toMatchObject({ ok: true, read: ['light.a'], skipped: 2, ignoredFields: ['access_token'] });
  });
});
