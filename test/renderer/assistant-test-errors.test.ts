/** Settings → Assistant's Test: main sends a code, a reason and values; the window words them in its language. */
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueFor } from '../../common/i18n/catalogues.js';
import { setLocale } from '../../renderer/i18n/index.js';
import { assistantTestSentence } from '../../renderer/settings/assistant-test-errors.js';

describe('a failed assistant Test, worded by its reason', () => {
  afterEach(() => setLocale('en'));

  it('a refused key in Dutch names the host and status from the values, and none of main’s English', async () => {
    await setLocale('nl-NL');
    const sentence = assistantTestSentence({
      code: 'ASSISTANT_AUTH_FAILED',
      reason: 'key_refused',
      host: '127.0.0.1:11434',
      http_status: 403,
      message: 'The assistant at 127.0.0.1:11434 refused the API key (HTTP 403). Check the key.',
    });
    expect(sentence).toContain('127.0.0.1:11434');
    expect(sentence).toContain('403');
    expect(sentence).not.toContain('refused');
    expect(catalogueFor('nl')['assistant.testError.key_refused']).toContain('{host}');
  });

  it('a reason this window doesn’t know falls back to the code’s sentence, never to the message', async () => {
    await setLocale('de-DE');
    const sentence = assistantTestSentence({ code: 'ASSISTANT_ERROR', message: 'English words' });
    expect(sentence).toBe(catalogueFor('de')['error.other']);
  });
});
