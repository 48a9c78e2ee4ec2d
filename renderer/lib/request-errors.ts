/**
 * What a window says when a request to main fails: the catalogue's sentence for the request's
 * code (DESIGN §2: the code decides, the message explains). Main's `message` is English prose for
 * API clients and logs; a household reading Dutch never meets it. Field problems (`details`) are
 * worded by their own codes the same way.
 */
import type { MessageId } from '../../common/i18n/en.js';
import type { ErrorDetail, RequestCode } from '../../common/codes.js';
import { BridgeError } from '../../common/bridge/bridge-error.js';
import { t } from '../i18n/index.js';

/** Written out, so every key the catalogue has is seen used (test/i18n-catalogues.test.ts). */
const SENTENCES: Readonly<Record<RequestCode, MessageId>> = {
  INVALID_REQUEST: 'error.INVALID_REQUEST',
  INVALID_BASE_URL: 'error.INVALID_BASE_URL',
  INVALID_ENTITY_ID: 'error.INVALID_ENTITY_ID',
  CONTROLLABLE_NOT_ALLOWLISTED: 'error.CONTROLLABLE_NOT_ALLOWLISTED',
  DOMAIN_NOT_CONTROLLABLE: 'error.DOMAIN_NOT_CONTROLLABLE',
  CONFIRMATION_INVALID: 'error.CONFIRMATION_INVALID',
  CONVERSATION_NOT_FOUND: 'error.CONVERSATION_NOT_FOUND',
  UNAUTHORIZED: 'error.UNAUTHORIZED',
  FORBIDDEN: 'error.FORBIDDEN',
  NOT_FOUND: 'error.NOT_FOUND',
  METHOD_NOT_ALLOWED: 'error.METHOD_NOT_ALLOWED',
  PAYLOAD_TOO_LARGE: 'error.PAYLOAD_TOO_LARGE',
  STORAGE_ERROR: 'error.STORAGE_ERROR',
  KEYCHAIN_UNAVAILABLE: 'error.KEYCHAIN_UNAVAILABLE',
  INTERNAL_ERROR: 'error.INTERNAL_ERROR',
  CAPABILITY_NOT_CONFIGURED: 'error.CAPABILITY_NOT_CONFIGURED',
  EXECUTION_TIMEOUT: 'error.EXECUTION_TIMEOUT',
  HOME_ASSISTANT_UNREACHABLE: 'error.HOME_ASSISTANT_UNREACHABLE',
  HOME_ASSISTANT_AUTH_FAILED: 'error.HOME_ASSISTANT_AUTH_FAILED',
  HOME_ASSISTANT_TLS_ERROR: 'error.HOME_ASSISTANT_TLS_ERROR',
  HOME_ASSISTANT_ERROR: 'error.HOME_ASSISTANT_ERROR',
};

/** A field whose problem says what to put there, whatever its code. */
const FIELD_SENTENCES: Readonly<Partial<Record<string, MessageId>>> = {
  access_token: 'error.field.access_token',
  api_key: 'error.field.api_key',
  model: 'error.field.model',
  base_url: 'error.field.base_url',
  tls: 'error.field.tls',
  area_id: 'error.field.area_id',
  accelerator: 'error.field.accelerator',
  engine: 'error.field.engine',
};

/** The sentence for a code main reported (a request's, or one field problem's). */
export function codeErrorSentence(code: string): string {
  return t(Object.hasOwn(SENTENCES, code) ? SENTENCES[code as RequestCode] : 'error.other');
}

/** The sentence for one field problem: what the field needs, else its code's sentence. */
export function detailSentence(detail: Pick<ErrorDetail, 'code' | 'field'>): string {
  const top = detail.field.split(/[.[]/)[0] ?? '';
  const id = FIELD_SENTENCES[top];
  return id === undefined ? codeErrorSentence(detail.code) : t(id);
}

/** The sentence for any rejection of a bridge call: its first field problem's when it has one. */
export function requestErrorSentence(reason: unknown): string {
  const error = BridgeError.from(reason);
  const first = error.details?.[0];
  return first !== undefined && FIELD_SENTENCES[first.field.split(/[.[]/)[0] ?? ''] !== undefined ? detailSentence(first) : codeErrorSentence(error.code);
}
