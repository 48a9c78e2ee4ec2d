import type { CapabilityCode } from '../../common/codes.js';

/**
 * A coded capability outcome raised inside a stage or a capability's `run`. The executor turns
 * it into a `capability_events` entry; code decides, message explains (and never holds a secret).
 */
export class CapabilityError extends Error {
  readonly code: CapabilityCode;

  constructor(code: CapabilityCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CapabilityError';
    this.code = code;
  }
}

export function isCapabilityError(value: unknown): value is CapabilityError {
  return value instanceof CapabilityError;
}
