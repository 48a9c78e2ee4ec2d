/**
 * An approved action always ends in a receipt or a coded outcome, also under
 * load. 16 households at once through one browser host, each asking a state question and then
 * switching a shared light, every time in a new conversation — so the app's 100 conversations
 * turn over while approvals are running. The longer run is `npm run load` (LOAD_ROUNDS, LOAD_HOUSEHOLDS).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatReport, runLoad } from './support/load.js';
import { ALLOWLIST, startWorld, type World } from './support/world.js';

const HOUSEHOLDS = Number(process.env.LOAD_HOUSEHOLDS ?? 16);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 20);

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

describe('an approved action always ends in a receipt or a coded outcome, also under load', () => {
  it(
    `${HOUSEHOLDS} households × ${ROUNDS} rounds: no INTERNAL_ERROR, no unapproved call, changed receipts ≤ transitions, no listener warning`,
    async () => {
      // Ten shared entities: the state question reads them six at a time over one capability signal.
      w = await startWorld({
        config: {
          allowlisted_entities: [...ALLOWLIST, 'light.living_room_lamp', 'light.bedroom', 'sensor.living_room_humidity', 'sensor.outdoor_temperature'],
        },
      });
      const report = await runLoad(w, {
        households: HOUSEHOLDS,
        iterations: ROUNDS,
        ...(process.env.LOAD_SLOW_CALLS ? { slowCalls: Number(process.env.LOAD_SLOW_CALLS) } : {}),
      });
      console.log(formatReport(report));
      expect(report.wrong).toEqual([]);
      expect(report.failures).toEqual([]);
      expect(report.receipts).toBe(HOUSEHOLDS * ROUNDS);
      expect(report.warnings).toEqual([]);
    },
    Math.max(60_000, HOUSEHOLDS * ROUNDS * 500),
  );
});
