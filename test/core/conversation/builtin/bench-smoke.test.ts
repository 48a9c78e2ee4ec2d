/** The intent-engine benchmark runs and reports the rows the bench runner expects (small size). */
import { describe, expect, it } from 'vitest';
import { generateUtterances, generateVocabulary, run } from '../../../../bench/intent-engine.bench.js';
import { registeredPacks } from '../../../../main/core/conversation/builtin/index.js';
import { requestsIn, vocabularyIn, WORDS } from '../../../../bench/language-words.js';

describe('bench/intent-engine.bench.ts', () => {
  it('generates a deterministic vocabulary and utterances', () => {
    const a = generateVocabulary(300);
    expect(a).toHaveLength(300);
    expect(new Set(a.map((e) => e.entity_id)).size).toBe(300);
    expect(generateVocabulary(300)).toEqual(a);
    expect(generateUtterances(a, 50)).toEqual(generateUtterances(a, 50));
  });

  it('reports median, p95, baseline and ratio per row', async () => {
    const rows = await run({ size: 300, utterances: 28, builds: 3 });
    expect(rows.map((r) => r.name)).toEqual([
      'index build (300 names)',
      'index build + typo dictionary (300 names)',
      'parse per utterance (300 names)',
      'engine round per utterance (300 names, cached index)',
      // One pair per registered language pack, over names and requests in its own language.
      ...registeredPacks().flatMap((p) => [`[${p.code}] index build (300 names)`, `[${p.code}] parse per utterance (300 names)`]),
    ]);
    for (const r of rows) {
      // Index builds are in-process CPU-bound work: CPU time, with the wall clock of the same builds beside it.
      const build = r.name.includes('index build');
      expect(r.unit).toBe(build ? 'ms CPU' : 'ms');
      if (build) {
        expect(r.wall!.median).toBeGreaterThan(0);
        expect(r.wall!.p95).toBeGreaterThanOrEqual(r.wall!.median);
        expect(r.target).toBe(r.name.includes('typo') ? 1000 : 100);
      } else expect(r.wall).toBeUndefined();
      expect(r.median).toBeGreaterThan(0);
      expect(r.p95).toBeGreaterThanOrEqual(r.median);
      expect(r.baseline).toBeGreaterThan(0);
      expect(r.met).toBe(r.median <= r.target);
    }
    expect(rows[2]!.target).toBe(1);
  }, 60_000);
});

describe('bench/language-words.ts', () => {
  it('generates household names and requests in every language it has words for, deterministically', () => {
    for (const [code, words] of Object.entries(WORDS)) {
      const names = vocabularyIn(words, 300);
      expect(names, code).toHaveLength(300);
      expect(new Set(names.map((e) => e.entity_id)).size, code).toBe(300);
      expect(requestsIn(words, names, 40), code).toEqual(requestsIn(words, vocabularyIn(words, 300), 40));
    }
  });
});
