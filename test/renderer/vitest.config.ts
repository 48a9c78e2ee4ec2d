/**
 * Renderer unit tests (stores, copy, bridge) in happy-dom. Run with
 * `npx vitest run --config test/renderer/vitest.config.ts`. The window's time, locale and language
 * tests run again in every environment of test/environments.ts.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { environmentProjects } from '../environments.js';

const ENVIRONMENT_SENSITIVE = ['test/renderer/time.test.ts', 'test/renderer/time-and-charts.test.ts', 'test/renderer/language.test.ts'];

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'renderer', environment: 'happy-dom', include: ['test/renderer/**/*.test.{ts,tsx}'] } },
      ...environmentProjects('renderer env', ENVIRONMENT_SENSITIVE, { environment: 'happy-dom' }, true),
    ],
  },
});
