/**
 * Every coded outcome the app can report. Names come from RFC-0018/RFC-0019 and DESIGN §2–§3:
 * code decides, message explains — never match on message text.
 */

/** Codes a capability proposal can end with (carried in `capability_events`, never as a request failure). */
export const CAPABILITY_CODES = [
  // stage 1 — resolve
  'CAPABILITY_UNKNOWN',
  // stage 2 — validate
  'INVALID_ARGUMENTS',
  // stage 3 — policy
  'CAPABILITY_DISABLED',
  'CAPABILITY_NOT_CONFIGURED',
  'ENTITY_NOT_ALLOWLISTED',
  'ENTITY_NOT_CONTROLLABLE',
  'DOMAIN_NOT_CONTROLLABLE',
  'INVOCATION_LIMIT_EXCEEDED',
  // stage 4 — confirm
  'CONFIRMATION_DENIED',
  'CONFIRMATION_EXPIRED',
  'CONFIRMATION_INVALID',
  'NOT_RUN_AWAITING_CONFIRMATION',
  // stage 5 — execute
  'EXECUTION_TIMEOUT',
  'HOME_ASSISTANT_UNREACHABLE',
  'HOME_ASSISTANT_AUTH_FAILED',
  'HOME_ASSISTANT_ENTITY_NOT_FOUND',
  'HOME_ASSISTANT_TLS_ERROR',
  'HOME_ASSISTANT_ERROR',
  'HOME_ASSISTANT_ACTION_NOT_CONFIRMED',
  /** The approval could not be written to the audit before stage 5, so nothing was sent: no action runs unaudited (docs/architecture.md §5a). */
  'AUDIT_UNAVAILABLE',
  // stage 6 — shape
  'RESULT_INVALID',
  'RESULT_TOO_LARGE',
] as const;
export type CapabilityCode = (typeof CAPABILITY_CODES)[number];

/** Codes a request itself can fail with (`{error: {code, message, details?}}`). */
export const REQUEST_CODES = [
  'INVALID_REQUEST',
  'INVALID_BASE_URL',
  'INVALID_ENTITY_ID',
  'CONTROLLABLE_NOT_ALLOWLISTED',
  'DOMAIN_NOT_CONTROLLABLE',
  'CONFIRMATION_INVALID',
  'CONVERSATION_NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'STORAGE_ERROR',
  // A secret was not saved: the keychain that protected the stored one is unavailable right now.
  'KEYCHAIN_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Settings-side calls to Home Assistant (entity list, test) fail with the executor's words.
  'CAPABILITY_NOT_CONFIGURED',
  'EXECUTION_TIMEOUT',
  'HOME_ASSISTANT_UNREACHABLE',
  'HOME_ASSISTANT_AUTH_FAILED',
  'HOME_ASSISTANT_TLS_ERROR',
  'HOME_ASSISTANT_ERROR',
] as const;
export type RequestCode = (typeof REQUEST_CODES)[number];

/** One field-level problem inside a rejected request. */
export interface ErrorDetail {
  code: string;
  field: string;
  message: string;
}

/** The body of every failed request, on every transport. */
export interface ApiErrorBody {
  code: RequestCode;
  message: string;
  details?: ErrorDetail[];
}

/** HTTP status for a request-level failure code (DESIGN §2). */
export function httpStatusFor(code: RequestCode): number {
  switch (code) {
    case 'UNAUTHORIZED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
    case 'CONVERSATION_NOT_FOUND':
      return 404;
    case 'METHOD_NOT_ALLOWED':
      return 405;
    case 'CONFIRMATION_INVALID':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'CAPABILITY_NOT_CONFIGURED':
      return 409;
    case 'HOME_ASSISTANT_UNREACHABLE':
    case 'HOME_ASSISTANT_AUTH_FAILED':
    case 'HOME_ASSISTANT_TLS_ERROR':
    case 'HOME_ASSISTANT_ERROR':
      // The upstream failed, not this request: never relay Home Assistant's own 401 as ours.
      return 502;
    case 'EXECUTION_TIMEOUT':
      return 504;
    case 'KEYCHAIN_UNAVAILABLE':
      return 503;
    case 'STORAGE_ERROR':
    case 'INTERNAL_ERROR':
      return 500;
    default:
      return 400;
  }
}

/** A request failure as a value, thrown by service code and mapped by each transport. */
export class ApiError extends Error {
  readonly code: RequestCode;
  readonly details: ErrorDetail[] | undefined;

  constructor(code: RequestCode, message: string, details?: ErrorDetail[]) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
  }

  toBody(): ApiErrorBody {
    return this.details ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }
}
