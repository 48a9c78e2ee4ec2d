import { defineConfig } from 'vitest/config';
import { environmentProjects } from './test/environments.js';

/** Tests of time, locale, language and time zone: run again in every environment of test/environments.ts. */
const ENVIRONMENT_SENSITIVE = [
  'test/core/clock-agreement.test.ts',
  'test/core/turn-language.test.ts',
  'test/core/language/*.test.ts',
  'test/browser-host/saved-language.test.ts',
  'test/core/conversation/builtin/time.test.ts',
  'test/core/conversation/builtin/rounds.test.ts',
  'test/core/conversation/openai/prompt-size.test.ts',
  'test/electron/shell-words.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/renderer/**', '**/*.e2e.ts', 'node_modules/**', 'test/environment-sentinel.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      ...environmentProjects('env', ENVIRONMENT_SENSITIVE, { environment: 'node', testTimeout: 20_000, hookTimeout: 20_000 }),
    ],
  },
});
