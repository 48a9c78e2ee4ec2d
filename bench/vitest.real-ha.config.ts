/** `npm run bench:real-ha`: see bench/run-real-ha.test.ts. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['bench/run-real-ha.test.ts'],
    environment: 'node',
    disableConsoleIntercept: true,
    fileParallelism: false,
    // Starting Home Assistant, growing it by a thousand entities and recording 2,000 changes take
    // a minute or two here before anything is timed.
    testTimeout: 900_000,
    hookTimeout: 60_000,
  },
});
