/** `npm run bench` = `vitest run --config bench/vitest.bench.config.ts`: see bench/run-all.ts. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['bench/run-benchmarks.test.ts'],
    environment: 'node',
    // The table goes straight to stdout; the run is bounded under seven minutes, on a busy machine too (the
    // `start` suite alone builds a fresh clone five times).
    disableConsoleIntercept: true,
    fileParallelism: false,
    testTimeout: 410_000,
    hookTimeout: 60_000,
  },
});
