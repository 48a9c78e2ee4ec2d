/**
 * What Settings → Assistant says when Test fails: main sends the code, a reason and its values
 * (host, HTTP status, seconds); the catalogue words them (docs/architecture.md §7b). Main's English
 * `message` is for the API and logs.
 */
import type { AssistantTestReason, AssistantTestResponse } from '../../common/contract/types.js';
import type { MessageId } from '../../common/i18n/en.js';
import { t } from '../i18n/index.js';
import { codeErrorSentence } from '../lib/request-errors.js';

/** Written out, so every key the catalogue has is seen used (test/i18n-catalogues.test.ts). */
const SENTENCES: Readonly<Record<AssistantTestReason, MessageId>> = {
  bad_address: 'assistant.testError.bad_address',
  no_address: 'assistant.testError.no_address',
  key_malformed: 'assistant.testError.key_malformed',
  key_unreadable: 'assistant.testError.key_unreadable',
  needs_key: 'assistant.testError.needs_key',
  key_refused: 'assistant.testError.key_refused',
  redirect: 'assistant.testError.redirect',
  not_found: 'assistant.testError.not_found',
  http_error: 'assistant.testError.http_error',
  not_openai: 'assistant.testError.not_openai',
  timeout: 'assistant.testError.timeout',
  tls: 'assistant.testError.tls',
  too_large: 'assistant.testError.too_large',
  unreachable: 'assistant.testError.unreachable',
  app_error: 'error.INTERNAL_ERROR',
};

type TestError = Extract<AssistantTestResponse, { ok: false }>['error'];

export function assistantTestSentence(error: TestError): string {
  if (error.reason === undefined || !Object.hasOwn(SENTENCES, error.reason)) return codeErrorSentence(error.code);
  return t(SENTENCES[error.reason], { host: error.host ?? '', status: error.http_status ?? 0, seconds: error.seconds ?? 0 });
}
