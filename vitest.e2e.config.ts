/**
 * End-to-end suite: the built renderer in Debian's Chromium (playwright-core, never a browser
 * download) against the browser host and the fake Home Assistant. Specs are `*.e2e.ts`, kept out
 * of the unit run. `globalSetup` builds the node side and the renderer once.
 *
 *   npx vitest run --config vitest.e2e.config.ts
 *   SCREENSHOTS=1 npx vitest run --config vitest.e2e.config.ts   (README screenshots)
 *
 * Two specs at a time: a spec spends most of its time waiting on its page and its host (two
 * specs measured at well under half of one core busy on a 2-core machine), so a second one
 * fills the idle core. Each has its own Chromium, host and fake Home Assistant on ports of their
 * own. The exception is mDNS: the specs that advertise a Home Assistant on loopback would find
 * each other's, so they run one at a time, after the rest (a later group), while no other spec
 * is browsing.
 */
import { defineConfig } from 'vitest/config';

const SCREENSHOTS = process.env['SCREENSHOTS'] === '1';
const MDNS = ['test/e2e/discovery.e2e.ts', 'test/e2e/first-run.e2e.ts', 'test/e2e/first-run-languages.e2e.ts', 'test/e2e/onboarding.e2e.ts'];

const shared = {
  environment: 'node',
  testTimeout: 90_000,
  hookTimeout: 180_000,
  pool: 'forks',
  // A page answers in well under a second on an idle machine, but CI shares two cores with other
  // work: expect.poll waits up to this long (a bound on waiting, never a timing assertion).
  expect: { poll: { timeout: 15_000 } },
} as const;

export default defineConfig({
  test: {
    // At the root, it runs once whichever project has files to run.
    globalSetup: ['test/e2e/support/global-setup.ts'],
    projects: [
      {
        test: { ...shared, name: 'e2e', include: SCREENSHOTS ? [] : ['test/e2e/**/*.e2e.ts'], exclude: MDNS, maxWorkers: 2 },
      },
      {
        // `npm run screenshots` runs the screenshot script through the same setup, alone.
        test: { ...shared, name: 'e2e-mdns', include: SCREENSHOTS ? ['scripts/screenshots.ts'] : MDNS, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
