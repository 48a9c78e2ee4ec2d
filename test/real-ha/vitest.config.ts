/**
 * `npm run test:real-ha`: the app against a real Home Assistant core (../shared/real-ha). Files are
 * `test/real-ha/*.real.ts`, which neither the node suite (`test/**\/*.test.ts`) nor e2e picks up.
 * One file at a time: each starts its own Home Assistant, and the machine has two cores.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'real-ha',
    environment: 'node',
    include: ['test/real-ha/**/*.real.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // Starting Home Assistant takes 10–12 s here; beforeAll and afterAll wait for it.
    hookTimeout: 240_000,
  },
});
