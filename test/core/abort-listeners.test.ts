/**
 * Under load Node warned "MaxListenersExceededWarning: 11 abort listeners
 * added to [AbortSignal]": `list_entities` reads up to six entities at once over its one
 * capability signal, and each read added two abort listeners (undici's and the body reader's). One
 * per read keeps the signal under the limit (that the reads still stop when it aborts is
 * test/core/ha-client.test.ts's dripping body → EXECUTION_TIMEOUT).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from './harness.js';

const LIST = 'home_assistant.list_entities';
const EIGHT = [
  'light.kitchen_ceiling',
  'light.porch',
  'light.living_room_lamp',
  'light.bedroom',
  'light.garage',
  'switch.coffee_maker',
  'switch.office_printer',
  'sensor.outdoor_temperature',
];

let h: Harness | undefined;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
afterEach(async () => {
  process.off('warning', onWarning);
  warnings.length = 0;
  await h?.close();
  h = undefined;
});

describe('reading several entities at once adds one abort listener per request', () => {
  it('eight allowlisted entities, bodies arriving slowly: all read, no MaxListenersExceededWarning', async () => {
    h = await makeHarness({ config: { allowlisted_entities: EIGHT, controllable_entities: [] } });
    // Headers at once, bodies slowly: every read in flight holds its listeners at the same time.
    h.ha.addFault({ match: { method: 'GET', pathPrefix: '/api/states/' }, fault: { kind: 'drip', bytesPerSecond: 4_000 } });
    process.on('warning', onWarning);
    const approved = await h.approve(await h.propose(LIST, {}));
    await new Promise((r) => setImmediate(r));

    expect(h.ha.requests.map((r) => r.path).sort()).toEqual(EIGHT.map((id) => `/api/states/${id}`).sort());
    expect(approved.event.outcome).toBe('executed');
    expect((approved.event.result as { entities: Array<{ entity_id: string }> }).entities.map((e) => e.entity_id)).toEqual(EIGHT);
    expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });
});
