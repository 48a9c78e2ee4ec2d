/**
 * What Settings → Connection says when Test or a save fails: the catalogue's sentence for the code
 * (STYLE 12: main sends codes, the window words them), with what to do from here — the household is
 * already in Settings. One code, HOME_ASSISTANT_AUTH_FAILED, has two remedies, told apart by Home
 * Assistant's status: 401 a refused token (paste a new one), 403 a refused computer (an address
 * Home Assistant banned after failed logins).
 */
import type { MessageId } from '../../common/i18n/en.js';
import { t } from '../i18n/index.js';

/** Written out, so every key the catalogue has is seen used (test/i18n-catalogues.test.ts). */
const SENTENCES: Readonly<Partial<Record<string, MessageId>>> = {
  INVALID_BASE_URL: 'connection.error.INVALID_BASE_URL',
  CAPABILITY_NOT_CONFIGURED: 'connection.error.CAPABILITY_NOT_CONFIGURED',
  HOME_ASSISTANT_UNREACHABLE: 'connection.error.HOME_ASSISTANT_UNREACHABLE',
  EXECUTION_TIMEOUT: 'connection.error.EXECUTION_TIMEOUT',
  HOME_ASSISTANT_AUTH_FAILED: 'connection.error.tokenRefused',
  HOME_ASSISTANT_TLS_ERROR: 'connection.error.HOME_ASSISTANT_TLS_ERROR',
  HOME_ASSISTANT_ERROR: 'connection.error.HOME_ASSISTANT_ERROR',
};

/** The catalogue key for a failed Test or save of the connection. */
export function connectionErrorId(error: { code: string; http_status?: number }): MessageId {
  if (error.code === 'HOME_ASSISTANT_AUTH_FAILED' && error.http_status === 403) return 'connection.error.computerRefused';
  return SENTENCES[error.code] ?? 'connection.error.other';
}

/** The sentence itself; `origin` is the address tested, `example` a well-formed one. */
export function connectionErrorSentence(error: { code: string; http_status?: number }, values: { example: string; origin: string }): string {
  return t(connectionErrorId(error), values);
}
