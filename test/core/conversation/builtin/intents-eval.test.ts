/**
 * Runs the intents evaluation (intents-eval.ts) in every language the snapshot has and pins each
 * language's floor: the held-out half is reported, never tuned on. `npm run eval:intents` prints
 * the per-file tables and the failures (`-- --lang de` for one language).
 */
import { describe, expect, it } from 'vitest';
import { formatIntentsReport, intentFiles, intentsDir, LANGUAGES, runIntentsEval } from './intents-eval.js';

const only = process.env.EVAL_LANGS?.split(',').filter(Boolean) ?? [];

/** Per language: at least this many files, held-out and declined cases, and these shares passing. */
const FLOORS: Record<(typeof LANGUAGES)[number], { held_out: number; dev: number; declined: number }> = {
  en: { held_out: 0.9, dev: 0.95, declined: 1 },
  de: { held_out: 0, dev: 0, declined: 0 },
  nl: { held_out: 0.95, dev: 0.96, declined: 1 },
  es: { held_out: 0, dev: 0, declined: 0 },
  fr: { held_out: 0, dev: 0, declined: 0 },
  it: { held_out: 0, dev: 0, declined: 0 },
};

const share = (t: { n: number; pass: number }) => (t.n === 0 ? 0 : t.pass / t.n);

for (const language of LANGUAGES) {
  if (only.length > 0 && !only.includes(language)) continue;
  const dir = intentsDir(language);
  describe.skipIf(intentFiles(dir).length === 0)(`Home Assistant's intent tests in ${language}, per file`, () => {
    it('scores the development and held-out halves and declines every other domain', () => {
      const report = runIntentsEval(dir, language);
      const mode = process.env.PRINT_EVAL;
      if (mode) console.log(formatIntentsReport(report, mode === 'dev' ? 'dev' : mode === 'none' ? 'none' : 'all', language));
      expect(report.files.length).toBeGreaterThan(10);
      expect(report.held_out.n).toBeGreaterThan(50);
      expect(share(report.held_out)).toBeGreaterThanOrEqual(FLOORS[language].held_out);
      expect(share(report.dev)).toBeGreaterThanOrEqual(FLOORS[language].dev);
      expect(share(report.declined)).toBeGreaterThanOrEqual(FLOORS[language].declined);
    });
  });
}
