/** A history file that couldn't be used at start: main sends a code, a reason and the kept file; the window words them. */
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../common/languages.js';
import { setLocale } from '../../renderer/i18n/index.js';
import { historyProblemSentence } from '../../renderer/lib/history-problem.js';

const KEPT = '/data/conversation/history.unreadable-2026-12-05T08-00-00-000Z.json';

describe('the history banner, in the household’s language', () => {
  afterEach(() => setLocale('en'));

  it('names the kept file in every language, each in its own words, and says nothing of a file it could not keep', async () => {
    const said = new Map<string, string>();
    for (const language of LANGUAGES) {
      await setLocale(language);
      const kept = historyProblemSentence({ code: 'HISTORY_FILE_UNREADABLE', reason: 'unreadable', kept_as: KEPT });
      const lost = historyProblemSentence({ code: 'HISTORY_FILE_UNREADABLE', reason: 'unknown_format', kept_as: null });
      expect(kept, language).toContain(KEPT);
      expect(lost, language).not.toContain('{');
      expect(lost.length, language).toBeLessThan(kept.length);
      said.set(language, kept);
    }
    expect(new Set(said.values()).size).toBe(LANGUAGES.length);
  });
});
