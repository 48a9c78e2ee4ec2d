/**
 * docs/architecture.md §5a: a card is bound to what it disclosed, no action runs unaudited, and the
 * domain check sits where the service URL is built. Asserted on what the fake Home Assistant received.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ControllableDomain } from '../../common/entity-id.js';
import { AuthGate } from '../../main/core/ha/auth-gate.js';
import { HomeAssistantApi } from '../../main/core/ha/api.js';
import { HomeAssistantClient } from '../../main/core/ha/client.js';
import { COFFEE, FRONT_DOOR, KITCHEN, makeHarness, PORCH, TEMPERATURE, type Harness } from '../core/harness.js';
import { startFakeHomeAssistant } from '../fake-ha/index.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const entityGets = (harness: Harness) =>
  harness.ha.requests
    .filter((r) => r.method === 'GET' && r.path.startsWith('/api/states/'))
    .map((r) => decodeURIComponent(r.path.slice('/api/states/'.length)));

describe('DESIGN §8.9 — a card is bound to what it disclosed', () => {
  it('list_entities approved after the allowlist grew reads only the disclosed entities still allowlisted', async () => {
    h = await makeHarness({
      config: {
        allowlisted_entities: [PORCH, KITCHEN],
        controllable_entities: [PORCH, KITCHEN],
      },
    });
    const proposed = await h.propose('home_assistant.list_entities', {});
    expect(proposed.pending?.record.arguments).toEqual({});
    // Between the card and the approval: two entities added, one of the shown ones removed.
    await h.writeConfig({
      allowlisted_entities: [PORCH, TEMPERATURE, FRONT_DOOR],
      controllable_entities: [PORCH],
    });
    h.ha.clearRequests();
    const approved = await h.approve(proposed);
    expect(approved.event.outcome).toBe('executed');
    // On the code before the change the approval read TEMPERATURE and FRONT_DOOR too.
    expect(entityGets(h)).toEqual([PORCH]);
    const listed = (approved.event.result as { entities: Array<{ entity_id: string }> }).entities.map((e) => e.entity_id);
    expect(listed).toEqual([PORCH]);
    expect(proposed.pending?.record.disclosed).toEqual([PORCH, KITCHEN]);
  });

  it('an approval runs the arguments frozen when the card was issued (canonical_arguments), not the copy handed around', async () => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(PORCH)!, state: 'off' });
    h.ha.setEntity({ ...h.ha.getEntity(COFFEE)!, state: 'off' });
    const proposed = await h.propose('home_assistant.set_entity_state', {
      entity_id: PORCH,
      state: 'on',
    });
    // The record's arguments object is what windows and the turn are shown; changing it changes nothing.
    (proposed.pending!.record.arguments as { entity_id: string }).entity_id = COFFEE;
    h.ha.clearRequests();
    await h.approve(proposed);
    expect(h.ha.serviceCalls().map((r) => JSON.parse(r.body).entity_id)).toEqual([PORCH]);
  });
});

describe('no unaudited action', () => {
  it('when the approval cannot be written to the audit, nothing is sent: AUDIT_UNAVAILABLE, and the reply says so', async () => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(PORCH)!, state: 'off' });
    const turn = await h.service['conversation.message']({ message: 'turn on the porch light' }, { surface: 'chat' });
    expect(turn.pending_confirmation).not.toBeNull();
    // The audit file becomes unwritable (a directory in its place) between the card and the approval.
    const auditFile = join(h.dataDir, 'capabilities', 'audit.jsonl');
    await rm(auditFile, { force: true });
    await mkdir(auditFile);
    h.ha.clearRequests();
    const done = await h.service['conversation.message'](
      {
        conversation_id: turn.conversation_id,
        confirmation: {
          token: turn.pending_confirmation!.token,
          approve: true,
        },
      },
      { surface: 'chat' },
    );
    // On the code before the change the failed append was swallowed and the light was switched.
    expect(h.ha.requests).toEqual([]);
    expect(h.ha.getEntity(PORCH)!.state).toBe('off');
    expect(done.capability_events.at(-1)).toMatchObject({
      stage: 'execute',
      outcome: 'failed',
      code: 'AUDIT_UNAVAILABLE',
    });
    expect(done.reply).toMatch(/activity log/);
  });

  it('every approved run has its write-ahead line before the outcome line', async () => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(PORCH)!, state: 'off' });
    await h.approve(
      await h.propose('home_assistant.set_entity_state', {
        entity_id: PORCH,
        state: 'on',
      }),
    );
    const events = (await h.auditLines()).map((l) => JSON.parse(l)).filter((e) => e.kind === 'capability');
    expect(events.map((e) => `${e.stage}/${e.outcome}`)).toEqual(['confirm/pending', 'execute/approved', 'shape/executed']);
    const summary = await h.service['audit.summary']({}, { surface: 'chat' });
    expect(summary.counters['home_assistant.set_entity_state']).toMatchObject({
      proposed: 1,
      pending: 1,
      executed: 1,
    });
  });
});

describe('the third domain check sits where the service URL is built', () => {
  it('callService refuses a domain outside light/switch, and an entity outside the domain, before any request', async () => {
    const ha = await startFakeHomeAssistant();
    try {
      const api = new HomeAssistantApi(new HomeAssistantClient(new AuthGate()));
      const target = {
        base_url: ha.url,
        token: ha.token,
        token_origin: ha.url,
        tls: { mode: 'system' as const },
      };
      const signal = AbortSignal.timeout(2000);
      // Types say light | switch; a caller that gets around them (a cast, plain JS) is still refused.
      await expect(api.callService(target, 'lock' as ControllableDomain, 'turn_on', { entity_id: 'lock.front_door' }, signal)).rejects.toMatchObject({
        code: 'DOMAIN_NOT_CONTROLLABLE',
      });
      await expect(api.callService(target, 'light', 'turn_on', { entity_id: 'climate.living_room' }, signal)).rejects.toMatchObject({
        code: 'DOMAIN_NOT_CONTROLLABLE',
      });
      expect(ha.requests).toEqual([]);
      await api.callService(target, 'light', 'turn_on', { entity_id: PORCH }, signal);
      expect(ha.serviceCalls().map((r) => r.path)).toEqual(['/api/services/light/turn_on']);
    } finally {
      await ha.close();
    }
  });
});
