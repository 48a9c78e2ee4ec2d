/**
 * A message as long as a message may be (DESIGN §2: 4,000 characters) is answered promptly by the
 * built-in engine in every language, even when it is one unbroken "word" — a paste of a token, a
 * URL or a hash. The typo index once built every two-letter deletion of such a word: n² strings of
 * n letters, about half an hour for 4,000 letters. The bound is the test's own timeout (a minute),
 * a bound on waiting rather than a timing: a loaded machine takes seconds, the quadratic build half an hour.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../common/languages.js';
import { MAX_MESSAGE_CHARS } from '../../../../common/message-limit.js';
import { makeHarness, type Harness } from '../../harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('one unbroken word the length of the longest message', () => {
  it.each(LANGUAGES)(
    '%s: answered within a minute, with a reply and no card',
    async (language) => {
      h = await makeHarness();
      await h.service['language.set']({ choice: language }, { surface: 'chat' });
      const word = 'kitchen'.repeat(Math.ceil(MAX_MESSAGE_CHARS / 7)).slice(0, MAX_MESSAGE_CHARS);
      const turn = await h.service['conversation.message']({ message: word }, { surface: 'chat' });
      expect(turn.pending_confirmation).toBeNull();
      expect(turn.reply).toEqual(expect.any(String));
    },
    60_000,
  );
});
