/**
 * Hold under faults: every fault of the oracle table (support/faults.ts) at each place the app
 * talks to Home Assistant — list_entities, get_history, set_entity_state (its state read and its
 * service call), reached through a real conversation with the built-in engine over the browser
 * host, and the settings entity list. Each case must give its code, a narrated reply, an audit
 * line, and leave the next request working; a 401/403 must stop automatic requests until Test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAuthGate, expectation, FAULTS, runCase, startFaultEnv, TARGETS, type FaultEnv, type FaultName, type Target } from './support/faults.js';
import { startWorld } from './support/world.js';

let env: FaultEnv;
const tried: string[] = [];

beforeAll(async () => {
  env = await startFaultEnv(await startWorld());
}, 30_000);

afterAll(async () => {
  await env?.close();
  await env?.world.close();
  console.log(`[hardening] faults tried: ${tried.length} cases (${new Set(tried.map((t) => t.split(' ')[0])).size} kinds × ${TARGETS.length} places)`);
});

const cases: Array<[FaultName, Target]> = [];
for (const fault of FAULTS) for (const target of TARGETS) if (fault !== 'none' && expectation(fault, target)) cases.push([fault, target]);

describe('every fault has its code, a narrated reply, an audit line, and the next request works', () => {
  it.each(cases)('%s on %s', async (fault, target) => {
    tried.push(`${fault} ${target}`);
    const result = await runCase(env, target, fault);
    expect(result.problems, `${fault} on ${target}: got ${result.got}, reply ${JSON.stringify(result.reply)}`).toEqual([]);
    const exp = expectation(fault, target)!;
    if (exp.kind === 'fail' && exp.code === 'HOME_ASSISTANT_AUTH_FAILED') {
      expect(await checkAuthGate(env, target)).toEqual([]);
    }
    const next = await runCase(env, target, 'none');
    expect(next.problems, `the request after ${fault} on ${target}`).toEqual([]);
  });
});
