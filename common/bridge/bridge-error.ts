/**
 * How a failed bridge call rejects. Across `contextBridge` an `Error` keeps only its message —
 * custom fields such as `code` are dropped — so the preload rejects with a plain, cloneable
 * {@link BridgeErrorShape}; `BridgeError.from(reason)` turns it back into an `Error` subclass in
 * the renderer.
 */
import type { ApiErrorBody, ErrorDetail, RequestCode } from '../codes.js';

/** What a failed call rejects with across the bridge (a plain object: it survives cloning). */
export interface BridgeErrorShape {
  name: 'BridgeError';
  code: RequestCode;
  message: string;
  details?: ErrorDetail[];
}

/** A request that main refused or could not complete; `code` decides, `message` explains. */
export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  readonly code: RequestCode;
  readonly details: ErrorDetail[] | undefined;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.code = body.code;
    this.details = body.details;
  }

  /** The cloneable form a bridge method rejects with. */
  toShape(): BridgeErrorShape {
    return this.details === undefined
      ? { name: 'BridgeError', code: this.code, message: this.message }
      : { name: 'BridgeError', code: this.code, message: this.message, details: this.details };
  }

  /** Whether `reason` is a bridge rejection (a `BridgeError`, or its cloned shape). */
  static is(reason: unknown): reason is BridgeError | BridgeErrorShape {
    if (reason instanceof BridgeError) return true;
    if (typeof reason !== 'object' || reason === null) return false;
    const candidate = reason as Partial<BridgeErrorShape>;
    return candidate.name === 'BridgeError' && typeof candidate.code === 'string' && typeof candidate.message === 'string';
  }

  /** A `BridgeError` for any rejection reason of a bridge call (renderer side). */
  static from(reason: unknown): BridgeError {
    if (reason instanceof BridgeError) return reason;
    if (BridgeError.is(reason)) {
      return new BridgeError(
        reason.details === undefined ? { code: reason.code, message: reason.message } : { code: reason.code, message: reason.message, details: reason.details },
      );
    }
    return new BridgeError({ code: 'INTERNAL_ERROR', message: 'The request to Sovereign Companion failed.' });
  }
}
