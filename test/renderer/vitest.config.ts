/**
 * Renderer unit tests (stores, copy, bridge) in happy-dom. Run with
 * `npx vitest run --config test/renderer/vitest.config.ts` (or add this as a `renderer` project
 * of the root vitest.config.ts, which already leaves test/renderer/** out of the node project).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'renderer',
    environment: 'happy-dom',
    include: ['test/renderer/**/*.test.{ts,tsx}'],
  },
});
