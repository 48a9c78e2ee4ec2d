import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { environmentProjects } from './test/environments.js';

/**
 * `vitest run` runs three projects in one pool: node (main, common, the host, hardening…),
 * node-slow and renderer (happy-dom). Another project (the node tests again under another LANG
 * or TZ, say) is one more entry in `projects`, spreading `nodeSide`.
 *
 * Why node-slow: a handful of files take several seconds to half a minute each (crash loops,
 * fuzzers, the ESLint and Electronegativity checks, the tiny bench), the other hundred well under
 * three. The split decides what starts first: the slow files, longest first, so none starts late
 * and ends the run alone while the short files fill the other workers around them. On a fresh
 * clone vitest knows no durations (it orders by file size), so this order is all it has. Longest
 * first as measured on a 2-core machine; a file that grows past a few seconds belongs here.
 */
const SLOW = [
  'test/hardening/storage-crash.test.ts',
  'test/perf/bench-smoke.test.ts',
  'test/electron/security-scripts.test.ts',
  'test/hardening/soak/fault-loop.test.ts',
  'test/hardening/load.test.ts',
  'test/core/conversation/builtin/intents-eval.test.ts',
  'test/core/pending-eviction.test.ts',
  'test/hardening/executor-invariants.test.ts',
  'test/hardening/faults.test.ts',
  'test/core/conversation/openai/quirk-evaluation.test.ts',
  'test/hardening/approved-action-outcome.test.ts',
  'test/core/conversation/builtin/bench-smoke.test.ts',
  'test/hardening/leak-scan.test.ts',
  'test/core/rfc-0019-actions.test.ts',
  'test/hardening/config-failsafe.test.ts',
  'test/electron/packaging.test.ts',
  'test/hardening/trust-fuzz.test.ts',
];

/**
 * The mDNS interop test times python-zeroconf's goodbye packets on loopback: beside a CPU-bound
 * file on each core it has missed them (UDP, 15 s). It runs alone, after everything else.
 */
const ALONE = ['test/core/discovery/interop.test.ts'];

/** What every node-side project shares. A project for another setting (LANG, TZ) spreads this too. */
const nodeSide = {
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 20_000,
} satisfies TestProjectInlineConfiguration['test'];

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
const RENDERER_ENVIRONMENT_SENSITIVE = ['test/renderer/time.test.ts', 'test/renderer/time-and-charts.test.ts', 'test/renderer/language.test.ts'];

/** Files named in `order` run first, in that order; the rest follow in vitest's own order. */
function startingWith(order: readonly string[]) {
  return class extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const rank = (spec: TestSpecification) => {
        const at = order.indexOf(relative(spec.project.config.root, spec.moduleId).split('\\').join('/'));
        return at === -1 ? order.length : at;
      };
      // A stable sort: within a rank, vitest's order (by recorded durations when it has them).
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Most long
    // files here wait on child processes, sockets and timers as much as on the CPU, so two
    // share two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: startingWith(SLOW) },
    projects: [
      {
        test: { ...nodeSide, name: 'node-slow', include: SLOW },
      },
      {
        test: {
          ...nodeSide,
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/renderer/**', '**/*.e2e.ts', 'node_modules/**', 'test/environment-sentinel.test.ts', ...SLOW, ...ALONE],
          // Only this project's tests spawn the built CLI from dist/ (the slow ones build their own).
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        test: { ...nodeSide, name: 'node-alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
      // The renderer units (happy-dom) share the pool rather than starting a second vitest after it.
      './test/renderer/vitest.config.ts',
      ...environmentProjects('env', ENVIRONMENT_SENSITIVE, nodeSide),
      ...environmentProjects(
        'renderer env',
        RENDERER_ENVIRONMENT_SENSITIVE,
        { environment: 'happy-dom', setupFiles: [fileURLToPath(new URL('./test/renderer/setup.ts', import.meta.url))] },
        { plugins: [react()] },
      ),
    ],
  },
});
