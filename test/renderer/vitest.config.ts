/**
 * Renderer unit tests (stores, copy, bridge) in happy-dom. Run with
 * `npx vitest run --config test/renderer/vitest.config.ts`; the root vitest.config.ts runs it as
 * its `renderer` project (its node projects leave test/renderer/** out).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    name: 'renderer',
    // As a project of the root config, files are looked for from here unless told otherwise.
    dir: root,
    environment: 'happy-dom',
    include: ['test/renderer/**/*.test.{ts,tsx}'],
    // Absolute: as a project of the root config a relative path would be read from test/renderer/.
    setupFiles: [fileURLToPath(new URL('./setup.ts', import.meta.url))],
  },
});
