/**
 * The settings picker's entity list over the browser host: on a big home only the six fields the
 * picker shows cross the bridge (DESIGN §2) — the rest of each state object (attributes, times,
 * context) stays in main, which is what keeps the answer a fraction of `/api/states`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entitySummaryOf } from '../../common/contract/entity-rows.js';
import type { EntitiesResponse } from '../../common/contract/types.js';
import { CompanionService } from '../../main/core/companion-service.js';
import { startHost } from '../../main/browser-host/server.js';
import { generateHome, startFakeHomeAssistant } from '../fake-ha/index.js';

const PICKER_FIELDS = ['device_class', 'domain', 'entity_id', 'friendly_name', 'state', 'unit_of_measurement'];
/** A row's fields, by position (`EntityRow`): five, the domain read off the id. */
const ROW_LENGTH = 5;
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('homeAssistant.entities over the host: only the picker fields', () => {
  it('a 2,000-entity home: six fields per entity, nothing else of the state object, missing allowlisted named', async () => {
    const home = generateHome(2000, 4);
    const ha = await startFakeHomeAssistant({ entities: home, lateReporters: [] });
    cleanups.push(() => ha.close());
    ha.setEntity({ entity_id: 'switch.no_friendly_name', state: 'off', attributes: {} });
    const removed = home[10]!.entity_id;
    const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-perf-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const service = new CompanionService({ dataDir });
    cleanups.push(() => service.close());
    const host = await startHost({ service });
    cleanups.push(() => host.close());
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(new URL(path, host.url), {
        method,
        headers: { authorization: `Bearer ${host.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, text: await res.text() };
    };
    const saved = await call('POST', '/api/v1/conversation/home-assistant', {
      enabled: true,
      base_url: ha.url,
      access_token: ha.token,
      allowlisted_entities: [home[0]!.entity_id, removed],
    });
    expect(saved.status).toBe(200);
    ha.removeEntity(removed);

    const res = await call('GET', '/api/v1/conversation/home-assistant/entities');
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text) as EntitiesResponse;
    // `areas`, `names_source` (and `names_note` when the registries couldn't be read) come from the registry session.
    expect(
      Object.keys(body)
        .filter((k) => k !== 'names_note')
        .sort(),
    ).toEqual(['areas', 'entities', 'missing_allowlisted', 'names_source', 'retrieved_at']);
    expect(body.entities).toHaveLength(2000);
    for (const row of body.entities) {
      expect(row).toHaveLength(ROW_LENGTH);
      expect(Object.keys(entitySummaryOf(row)).sort()).toEqual(PICKER_FIELDS);
    }
    const summaries = body.entities.map(entitySummaryOf);
    expect(body.missing_allowlisted).toEqual([removed]);

    const sensor = home.find((e) => e.entity_id.startsWith('sensor.') && e.state !== 'unavailable')!;
    expect(summaries.find((e) => e.entity_id === sensor.entity_id)).toEqual({
      entity_id: sensor.entity_id,
      friendly_name: sensor.attributes['friendly_name'],
      domain: 'sensor',
      state: sensor.state,
      device_class: sensor.attributes['device_class'],
      unit_of_measurement: sensor.attributes['unit_of_measurement'],
    });
    expect(summaries.find((e) => e.entity_id === 'switch.no_friendly_name')).toEqual({
      entity_id: 'switch.no_friendly_name',
      friendly_name: 'no friendly name',
      domain: 'switch',
      state: 'off',
      device_class: null,
      unit_of_measurement: null,
    });
    // Nothing else of a state object crosses: no attribute values, times or contexts.
    for (const leak of [
      'attributes',
      'last_changed',
      'last_updated',
      'last_reported',
      'context',
      'entity_picture',
      'release_summary',
      'source_list',
      'brands.home-assistant.io',
    ]) {
      expect(res.text).not.toContain(leak);
    }
    // ~an eighth of /api/states for the same home.
    const states = await fetch(`${ha.url}/api/states`, { headers: { authorization: `Bearer ${ha.token}` } });
    const statesBytes = Buffer.byteLength(await states.text());
    expect(Buffer.byteLength(res.text)).toBeLessThanOrEqual(statesBytes / 3);
  });
});
