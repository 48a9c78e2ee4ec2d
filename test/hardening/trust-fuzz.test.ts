/**
 * docs/architecture.md §5a, the bounded run: a few seeded cases of the concurrency fuzzer over the
 * real host (see `support/trust-fuzz.ts` for the operations and the oracle). The long run is
 * `node scripts/trust-fuzz.mjs` (≥ 10,000 steps, at most 15 minutes). Replay a seed with
 * TRUST_FUZZ_SEED.
 */
import { describe, expect, it } from 'vitest';
import { seedFrom } from './support/random.js';
import { fuzz } from './support/trust-fuzz.js';

const seed = seedFrom('TRUST_FUZZ_SEED');
const steps = Number(process.env.TRUST_FUZZ_STEPS ?? 240);
const minutes = Number(process.env.TRUST_FUZZ_MINUTES ?? 2);

describe('a concurrency fuzzer over the real host', () => {
  it(
    `holds every trust invariant over ${steps} random steps (seed ${seed})`,
    async () => {
      const report = await fuzz(seed, {
        steps,
        stepsPerCase: Number(process.env.TRUST_FUZZ_STEPS_PER_CASE ?? 80),
        deadlineMs: minutes * 60_000,
      });
      console.log(
        `[hardening] trust fuzz: seed ${seed} (replay with TRUST_FUZZ_SEED=${seed}): ${report.cases} cases, ${report.steps} steps, ${report.cards} cards, ${report.approvals} approvals, ${report.serviceCalls} service calls, ${report.restarts} restarts, ${report.violations.length} violations`,
      );
      expect(report.violations).toEqual([]);
      expect(report.steps).toBe(steps);
      expect(report.cards).toBeGreaterThan(0);
      expect(report.serviceCalls).toBeGreaterThan(0);
    },
    (minutes + 1) * 60_000,
  );
});
