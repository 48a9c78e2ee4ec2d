/**
 * The environments every test of time, locale, language or time zone must pass in: this machine's
 * `LANG` and `TZ` are not the household's, and a test that passes on one machine and fails on
 * another must fail here first. Each becomes a vitest project that runs those files again in a
 * worker started with that environment (ICU reads `LANG` when the process starts, so it must be
 * the worker's own). `LANGUAGE` and `LC_*` are cleared so only these variables decide.
 *
 * The list pairs each `LANG` with a zone, so five runs cover what a machine may have: the POSIX
 * locale (CI images), British and German regional forms, none at all; UTC, a zone 12:45 ahead
 * with its own daylight saving (Chatham) and one 3:30 behind (St John's).
 */
import type { TestProjectInlineConfiguration } from 'vitest/config';

export interface TestEnvironment {
  name: string;
  /** `undefined` removes the variable from the worker's environment. */
  LANG: string | undefined;
  TZ: string | undefined;
}

export const ENVIRONMENTS: readonly TestEnvironment[] = [
  { name: 'C.UTF-8 UTC', LANG: 'C.UTF-8', TZ: 'UTC' },
  { name: 'en_GB Chatham', LANG: 'en_GB.UTF-8', TZ: 'Pacific/Chatham' },
  { name: 'de_DE St_Johns', LANG: 'de_DE.UTF-8', TZ: 'America/St_Johns' },
  { name: 'no LANG UTC', LANG: undefined, TZ: 'UTC' },
  { name: 'no LANG no TZ', LANG: undefined, TZ: undefined },
];

const CLEARED = ['LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LC_TIME', 'LC_NUMERIC', 'LC_CTYPE'] as const;
/** Every variable the matrix sets or removes. */
export const MATRIX_VARIABLES: readonly string[] = ['LANG', 'TZ', ...CLEARED];

/** The worker environment of one entry: the variables set, or removed (a spawned process skips `undefined`). */
export function workerEnv(environment: TestEnvironment): Record<string, string> {
  const env: Record<string, string | undefined> = { LANG: environment.LANG, TZ: environment.TZ, SOVEREIGN_TEST_ENVIRONMENT: environment.name };
  for (const name of CLEARED) env[name] = undefined;
  return env as Record<string, string>;
}

/**
 * One project per environment, running `include` with `base`'s settings in that environment.
 * `project` adds project-level settings (the renderer's React plugin).
 */
export function environmentProjects(
  prefix: string,
  include: readonly string[],
  base: NonNullable<TestProjectInlineConfiguration['test']> = {},
  project: Omit<TestProjectInlineConfiguration, 'test'> = {},
): TestProjectInlineConfiguration[] {
  return ENVIRONMENTS.map((environment) => ({
    ...project,
    test: {
      ...base,
      name: `${prefix} [${environment.name}]`,
      include: [...include, 'test/environment-sentinel.test.ts'],
      env: workerEnv(environment),
      setupFiles: [...toArray(base.setupFiles), 'test/environment-setup.ts'],
    },
  }));
}

function toArray(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
