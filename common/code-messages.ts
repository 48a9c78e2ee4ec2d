/**
 * The catalogue's plain words for an outcome code (`code.*`): the windows' cards and transcript and
 * main's replies word a refusal or failure by its code, never by main's English `message`
 * (DESIGN §2). Imports nothing but the catalogue's types, so every side may load it.
 */
import type { MessageId } from './i18n/en.js';

/** Written out, so every key the catalogue has is seen used (test/i18n-catalogues.test.ts). */
export const CODE_IDS: Readonly<Partial<Record<string, MessageId>>> = {
  HOME_ASSISTANT_UNREACHABLE: 'code.HOME_ASSISTANT_UNREACHABLE',
  HOME_ASSISTANT_AUTH_FAILED: 'code.HOME_ASSISTANT_AUTH_FAILED',
  HOME_ASSISTANT_ACTION_NOT_CONFIRMED: 'code.HOME_ASSISTANT_ACTION_NOT_CONFIRMED',
  HOME_ASSISTANT_ENTITY_NOT_FOUND: 'code.HOME_ASSISTANT_ENTITY_NOT_FOUND',
  HOME_ASSISTANT_TLS_ERROR: 'code.HOME_ASSISTANT_TLS_ERROR',
  HOME_ASSISTANT_ERROR: 'code.HOME_ASSISTANT_ERROR',
  EXECUTION_TIMEOUT: 'code.EXECUTION_TIMEOUT',
  ENTITY_NOT_ALLOWLISTED: 'code.ENTITY_NOT_ALLOWLISTED',
  ENTITY_NOT_CONTROLLABLE: 'code.ENTITY_NOT_CONTROLLABLE',
  DOMAIN_NOT_CONTROLLABLE: 'code.DOMAIN_NOT_CONTROLLABLE',
  CAPABILITY_DISABLED: 'code.CAPABILITY_DISABLED',
  CAPABILITY_NOT_CONFIGURED: 'code.CAPABILITY_NOT_CONFIGURED',
  CAPABILITY_UNKNOWN: 'code.CAPABILITY_UNKNOWN',
  INVALID_ARGUMENTS: 'code.INVALID_ARGUMENTS',
  INVOCATION_LIMIT_EXCEEDED: 'code.INVOCATION_LIMIT_EXCEEDED',
  RESULT_INVALID: 'code.RESULT_INVALID',
  RESULT_TOO_LARGE: 'code.RESULT_TOO_LARGE',
  CONFIRMATION_DENIED: 'code.CONFIRMATION_DENIED',
  CONFIRMATION_EXPIRED: 'code.CONFIRMATION_EXPIRED',
  CONFIRMATION_INVALID: 'code.CONFIRMATION_INVALID',
  AUDIT_UNAVAILABLE: 'code.AUDIT_UNAVAILABLE',
};

/** The catalogue key for `code`; `code.other` for none or one without words of its own. */
export function codeMessageId(code: string | undefined): MessageId {
  return (code === undefined ? undefined : CODE_IDS[code]) ?? 'code.other';
}
