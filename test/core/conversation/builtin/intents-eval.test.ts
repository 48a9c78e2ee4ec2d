/**
 * Runs the intents evaluation (intents-eval.ts) in every language the snapshot has and pins each
 * language's floor: the held-out half is reported, never tuned on. English is pinned per file too,
 * so no file drops below what it scored when the languages work began. One more measurement reads
 * the German sentences with the engine set to French (an utterance in another supported
 * language is still understood). `npm run eval:intents` prints the per-file tables, the failures
 * (`-- --lang de` for one language) and one table across languages.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../../common/languages.js';
import { registeredPacks } from '../../../../main/core/conversation/builtin/lang/index.js';
import {
  formatDeclineReport,
  formatIntentsReport,
  formatLanguageTable,
  intentFiles,
  intentsDir,
  LANGUAGES,
  percent,
  runDeclineEval,
  runIntentsEval,
  type IntentsReport,
} from './intents-eval.js';

const only = process.env.EVAL_LANGS?.split(',').filter(Boolean) ?? [];
const wanted = (language: Language): boolean => only.length === 0 || only.includes(language);

/** Per language: at least this many files, held-out and declined cases, and these shares passing. */
const FLOORS: Record<(typeof LANGUAGES)[number], { held_out: number; dev: number; declined: number }> = {
  en: { held_out: 0.98, dev: 0.99, declined: 1 },
  de: { held_out: 0.98, dev: 0.98, declined: 1 },
  nl: { held_out: 0.97, dev: 1, declined: 1 },
  es: { held_out: 0.97, dev: 1, declined: 1 },
  fr: { held_out: 0.98, dev: 1, declined: 1 },
  it: { held_out: 0.98, dev: 1, declined: 1 },
  pt: { held_out: 0.9, dev: 0.9, declined: 1 },
  pl: { held_out: 0.9, dev: 0.9, declined: 1 },
};

/** German sentences, engine set to French: at least what was measured (98.2%, 111/113); the bar set for it is 0.85. */
const GERMAN_AS_FRENCH_FLOOR = 0.98;

/**
 * English per file, as measured before the languages work (held-out 96.0% 121/126, dev 99.2%
 * 131/132, declined 100% 95/95): [held-out passes, dev passes]; every declined case stays declined.
 */
const ENGLISH_PER_FILE: Record<string, [number, number]> = {
  'HassTurnOn/area_domain.yaml': [5, 5],
  'HassTurnOn/domain_only.yaml': [6, 6],
  'HassTurnOn/floor_domain.yaml': [4, 4],
  'HassTurnOn/name_area.yaml': [7, 7],
  'HassTurnOn/name_floor.yaml': [3, 4],
  'HassTurnOn/name_only.yaml': [3, 3],
  'HassTurnOff/area_domain.yaml': [6, 7],
  'HassTurnOff/domain_all.yaml': [6, 6],
  'HassTurnOff/domain_only.yaml': [5, 5],
  'HassTurnOff/floor_domain.yaml': [3, 4],
  'HassTurnOff/name_area.yaml': [6, 6],
  'HassTurnOff/name_floor.yaml': [3, 3],
  'HassTurnOff/name_only.yaml': [6, 6],
  'HassGetState/device_class_state.yaml': [2, 2],
  'HassGetState/device_class_state_area.yaml': [4, 4],
  'HassGetState/device_class_state_floor.yaml': [4, 4],
  'HassGetState/domain_state.yaml': [10, 11],
  'HassGetState/domain_state_area.yaml': [16, 16],
  'HassGetState/domain_state_floor.yaml': [16, 16],
  'HassGetState/name_only.yaml': [2, 3],
  'HassGetState/name_state.yaml': [2, 3],
  'HassGetState/name_state_area.yaml': [1, 2],
  'HassGetState/name_state_floor.yaml': [1, 2],
  'HassGetState/name_where.yaml': [0, 1],
  'HassGetState/name_zone.yaml': [0, 1],
};

/** A bound on waiting, not a timing: a language's whole evaluation takes seconds alone and longer on a loaded machine. */
const EVAL_TIMEOUT = 120_000;

const share = (t: { n: number; pass: number }) => (t.n === 0 ? 0 : t.pass / t.n);
const mode = process.env.PRINT_EVAL;
const rows: Array<{ label: string; report: IntentsReport }> = [];

afterAll(() => {
  if (mode && rows.length > 0) console.log(formatLanguageTable(rows));
});

for (const language of LANGUAGES) {
  if (!wanted(language)) continue;
  const dir = intentsDir(language);
  describe.skipIf(intentFiles(dir).length === 0)(`Home Assistant's intent tests in ${language}, per file`, () => {
    it(
      'scores the development and held-out halves and declines every other domain',
      () => {
        const report = runIntentsEval(dir, language);
        rows.push({ label: language, report });
        if (mode) console.log(formatIntentsReport(report, mode === 'dev' ? 'dev' : mode === 'none' ? 'none' : 'all', language));
        expect(report.files.length).toBeGreaterThan(10);
        expect(report.held_out.n).toBeGreaterThan(50);
        expect(share(report.held_out)).toBeGreaterThanOrEqual(FLOORS[language].held_out);
        expect(share(report.dev)).toBeGreaterThanOrEqual(FLOORS[language].dev);
        expect(share(report.declined)).toBeGreaterThanOrEqual(FLOORS[language].declined);
        if (language !== 'en') return;
        const byFile = new Map(report.files.map((f) => [f.file, f]));
        for (const [file, [heldOut, dev]] of Object.entries(ENGLISH_PER_FILE)) {
          const f = byFile.get(file);
          expect(f, file).toBeDefined();
          expect(f!.held_out.pass, `${file} held-out`).toBeGreaterThanOrEqual(heldOut);
          expect(f!.dev.pass, `${file} dev`).toBeGreaterThanOrEqual(dev);
        }
        for (const f of report.files) expect(f.declined.pass, `${f.file} declined`).toBe(f.declined.n);
      },
      EVAL_TIMEOUT,
    );
  });
}

describe.skipIf(!wanted('de') || intentFiles(intentsDir('de')).length === 0)('German sentences with the engine set to French', () => {
  it(
    'are understood through the other languages when French does not understand them',
    () => {
      const report = runIntentsEval(intentsDir('de'), 'de', { engineLanguage: 'fr' });
      rows.push({ label: 'de (engine fr)', report });
      if (mode) console.log(`German held-out with the engine set to French: ${percent(report.held_out)}`);
      expect(report.held_out.n).toBeGreaterThan(50);
      expect(share(report.held_out)).toBeGreaterThanOrEqual(GERMAN_AS_FRENCH_FLOOR);
    },
    EVAL_TIMEOUT,
  );
});

/** Every registered language (sentence data, and the TypeScript packs while they last): every out-of-scope intent's sentences are declined. */
const DECLINING: readonly Language[] = registeredPacks().map((pack) => pack.code);

for (const language of DECLINING) {
  if (!wanted(language)) continue;
  describe.skipIf(intentFiles(intentsDir(language)).length === 0)(`Home Assistant's out-of-scope intents in ${language}`, () => {
    it(
      'are all declined: timers, media, covers, climate set, brightness, lists, vacuums…',
      () => {
        const report = runDeclineEval(intentsDir(language), language);
        if (mode) console.log(formatDeclineReport(report, language));
        expect(report.declined.n).toBeGreaterThan(100);
        expect(report.failures).toEqual([]);
      },
      EVAL_TIMEOUT,
    );
  });
}
