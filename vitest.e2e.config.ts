/**
 * End-to-end suite: the built renderer in Debian's Chromium (playwright-core, never a browser
 * download) against the browser host and the fake Home Assistant. Specs are `*.e2e.ts`, kept out
 * of the unit run. `globalSetup` builds the node side and the renderer once.
 *
 *   npx vitest run --config vitest.e2e.config.ts
 *   SCREENSHOTS=1 npx vitest run --config vitest.e2e.config.ts   (README screenshots)
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    // `npm run screenshots` runs the screenshot script through the same setup.
    include: process.env['SCREENSHOTS'] === '1' ? ['scripts/screenshots.ts'] : ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Two cores: one browser and one host at a time keeps timings honest.
    fileParallelism: false,
    pool: 'forks',
  },
});
