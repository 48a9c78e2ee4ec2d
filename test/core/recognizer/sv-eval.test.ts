/**
 * The recognizer engine's mapping over Home Assistant's own Swedish intent tests (sv-eval.ts): no
 * wrong target, ever, and the accuracy recorded in docs/notes/bench-rows.md. Skips in one line when
 * the peer data is not beside the checkout.
 */
import { describe, expect, it } from 'vitest';
import { formatSwedishEval, runSwedishEval } from './sv-eval.js';

const reports = await runSwedishEval();

describe.skipIf(reports === null)("the recognizer engine over Home Assistant's Swedish intent tests", () => {
  it('never targets an entity the slots did not name, and never acts on a kind it may not switch', () => {
    console.log(formatSwedishEval(reports!));
    expect(reports!.flatMap((r) => r.wrong)).toEqual([]);
  });

  it('maps the in-scope sentences onto the right plan (held-out at least 90%)', () => {
    const held = reports!.reduce((t, r) => ({ n: t.n + r.held_out.n, pass: t.pass + r.held_out.pass }), { n: 0, pass: 0 });
    expect(held.n).toBeGreaterThan(30);
    expect(held.pass / held.n).toBeGreaterThanOrEqual(0.9);
  });
});
