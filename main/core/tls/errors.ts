/**
 * Coded failures of the TLS helpers. Code decides, message explains (STYLE §9): callers map
 * `code` onto a capability outcome or a request failure and show `message` as it is.
 */

export type TlsErrorCode = 'HOME_ASSISTANT_UNREACHABLE' | 'EXECUTION_TIMEOUT' | 'HOME_ASSISTANT_TLS_ERROR' | 'INVALID_BASE_URL';

export class TlsError extends Error {
  readonly code: TlsErrorCode;

  constructor(code: TlsErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TlsError';
    this.code = code;
  }
}

/** The `code` a refused pin carries on the socket error (Node copies it to `authorizationError`). */
export const CERT_PIN_MISMATCH = 'ERR_TLS_CERT_PIN_MISMATCH';

/**
 * The server presented a certificate other than the one the household pinned (DESIGN §8.4).
 * Both fingerprints are in the message, so the household can compare them with Home Assistant's.
 */
export class CertificatePinMismatchError extends Error {
  readonly code = CERT_PIN_MISMATCH;
  readonly expected: string;
  readonly presented: string;

  constructor(expected: string, presented: string, options?: { cause?: unknown }) {
    super(
      `The certificate changed: expected ${expected}, got ${presented}. If Home Assistant's certificate was replaced on purpose, ` +
        'check the new one and pin it in Settings; if not, someone may be intercepting the connection.',
      options,
    );
    this.name = 'CertificatePinMismatchError';
    this.expected = expected;
    this.presented = presented;
  }
}
