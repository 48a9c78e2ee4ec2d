import type { CapabilityCode } from '../../common/codes.js';

/**
 * A coded capability outcome raised inside a stage or a capability's `run`. The executor turns
 * it into a `capability_events` entry; code decides, message explains (and never holds a secret).
 */
export class CapabilityError extends Error {
  readonly code: CapabilityCode;
  /**
   * Home Assistant's HTTP status, where one code covers several: HOME_ASSISTANT_AUTH_FAILED is a
   * refused token (401) or a refused computer (403, an address banned after failed logins), and
   * the settings tell the household a different remedy for each.
   */
  readonly http_status: number | undefined;

  constructor(code: CapabilityCode, message: string, options?: { cause?: unknown; http_status?: number }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CapabilityError';
    this.code = code;
    this.http_status = options?.http_status;
  }
}

export function isCapabilityError(value: unknown): value is CapabilityError {
  return value instanceof CapabilityError;
}
