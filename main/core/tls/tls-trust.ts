/**
 * How `https://` to Home Assistant is trusted (DESIGN §6, §8.4): system CAs, a household CA, or a
 * pinned certificate. Every mode verifies the chain — the options built here only ever *narrow*
 * what Node accepts; nothing in this module (or anywhere but tls-probe.ts) turns verification off.
 */
import { X509Certificate } from 'node:crypto';
import { TLSSocket, type PeerCertificate } from 'node:tls';
import { buildConnector } from 'undici';
import type { TlsSettings } from '../../../common/contract/types.js';
import { CERT_PIN_MISMATCH, CertificatePinMismatchError, TlsError } from './errors.js';

/** undici `connect` options (spread into an Agent's `connect`, alongside e.g. `timeout`). */
export interface TlsConnectOptions {
  /** Trust anchors replacing the system store. */
  ca?: string[];
  checkServerIdentity?: (hostname: string, cert: PeerCertificate) => Error | undefined;
  /** 0 in pinned mode: every connection shows its certificate, so every connection is checked. */
  maxCachedSessions?: number;
}

/**
 * The undici connect options for a trust setting. Keys are only ever present with a value (Node
 * spreads these over its defaults, so an explicit `undefined` would erase a default check).
 *
 * - `system`: nothing — undici verifies against the system CAs and checks the host name.
 * - `custom-ca`: `ca: [ca_pem]` — the household CA replaces the system store; the host name is
 *   still checked by Node's default `checkServerIdentity`.
 * - `pinned`: `ca: [pinned_pem]` (the pinned, usually self-signed, certificate is the only trust
 *   anchor) plus a `checkServerIdentity` that accepts exactly the pinned fingerprint.
 *
 * Decision (pinned mode, host names): once the fingerprint matches, the host name is *not*
 * checked. The pin names one exact certificate, which only its private-key holder can present,
 * so a name check adds no protection — it would only refuse the common household setup of a
 * self-signed certificate made for `homeassistant.local` reached by its IP address (or the
 * reverse). Anything else is refused with both fingerprints in the message.
 *
 * Throws a `TlsError` (HOME_ASSISTANT_TLS_ERROR) for settings that cannot be honoured — a missing
 * or unreadable PEM, or a pinned fingerprint that is not the pinned certificate's — rather than
 * falling back to a weaker mode.
 */
export function connectOptionsFor(settings: TlsSettings): TlsConnectOptions {
  switch (settings.mode) {
    case 'system':
      return {};
    case 'custom-ca': {
      const ca = settings.ca_pem;
      if (!ca || !readsAsCertificate(ca)) {
        throw new TlsError('HOME_ASSISTANT_TLS_ERROR', "The household CA certificate in Settings can't be read — add it again.");
      }
      return { ca: [ca] };
    }
    case 'pinned': {
      const expected = pinnedFingerprint(settings);
      return {
        ca: [settings.pinned_pem as string],
        checkServerIdentity: pinnedIdentityCheck(expected),
        maxCachedSessions: 0,
      };
    }
    default:
      throw new TlsError('HOME_ASSISTANT_TLS_ERROR', 'Unknown certificate trust setting.');
  }
}

/** Accepts a peer certificate only if its SHA-256 fingerprint is `expected` (see connectOptionsFor). */
export function pinnedIdentityCheck(expected: string): (hostname: string, cert: PeerCertificate) => Error | undefined {
  return (_hostname, cert) => {
    const presented = fingerprintOfPeer(cert);
    if (presented === expected) return undefined;
    return new CertificatePinMismatchError(expected, presented ?? 'no certificate');
  };
}

/**
 * An undici connector for a trust setting: the same checks as `connectOptionsFor`, and in pinned
 * mode a refusal for a *different* certificate names both fingerprints. (Node verifies the chain
 * before `checkServerIdentity` runs, so a swapped self-signed certificate is refused by the chain
 * check, whose error does not say what was presented; the connector notes the presented
 * fingerprint during the handshake to say it. The refusal itself does not depend on this.)
 */
export function connectorFor(settings: TlsSettings, extra: { timeout?: number } = {}): buildConnector.connector {
  const options: buildConnector.BuildOptions = { ...connectOptionsFor(settings) };
  if (extra.timeout !== undefined) options.timeout = extra.timeout;
  const connect = buildConnector(options);
  if (settings.mode !== 'pinned') return connect;
  const expected = pinnedFingerprint(settings);
  // buildConnector's connect returns the socket, though its type says void.
  const connectReturningSocket: (o: buildConnector.Options, cb: buildConnector.Callback) => unknown = connect;

  return (connectOptions, callback) => {
    let presented: string | undefined;
    const socket = connectReturningSocket(connectOptions, (...args) => {
      const [error] = args;
      if (
        error &&
        !(error instanceof CertificatePinMismatchError) &&
        presented !== undefined &&
        presented !== expected &&
        certificateProblem(errorCode(error)) !== null
      ) {
        callback(new CertificatePinMismatchError(expected, presented, { cause: error }), null);
        return;
      }
      callback(...args);
    });
    if (socket instanceof TLSSocket) {
      // 'secure' fires when the handshake completes, before Node's own verification listener.
      socket.prependListener('secure', () => {
        try {
          presented = fingerprintOfPeer(socket.getPeerCertificate());
        } catch {
          presented = undefined;
        }
      });
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Classification

export interface TlsClassification {
  code: 'HOME_ASSISTANT_TLS_ERROR';
  message: string;
}

const UNTRUSTED_MESSAGE = "Home Assistant's certificate isn't trusted by this computer — add your household CA or pin the certificate in Settings.";
const EXPIRED_MESSAGE =
  "Home Assistant's certificate has expired or isn't valid yet — renew it (and pin the new one if you pinned it), or check this computer's clock.";
const NAME_MESSAGE =
  "Home Assistant's certificate was issued for a different name than the address in Settings — use the name on the certificate, or pin the certificate in Settings.";
const PROTOCOL_MESSAGE = "Couldn't set up a secure connection with Home Assistant — check that the address really uses https:// and the port is right.";

type Problem = 'untrusted' | 'expired' | 'name' | 'protocol' | 'pin';

const PROBLEM_BY_CODE: Record<string, Problem> = {
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'untrusted',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'untrusted',
  SELF_SIGNED_CERT_IN_CHAIN: 'untrusted',
  UNABLE_TO_GET_ISSUER_CERT: 'untrusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'untrusted',
  UNABLE_TO_GET_CRL: 'untrusted',
  UNABLE_TO_DECRYPT_CERT_SIGNATURE: 'untrusted',
  UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY: 'untrusted',
  CERT_SIGNATURE_FAILURE: 'untrusted',
  CERT_UNTRUSTED: 'untrusted',
  CERT_REJECTED: 'untrusted',
  CERT_REVOKED: 'untrusted',
  CERT_CHAIN_TOO_LONG: 'untrusted',
  INVALID_CA: 'untrusted',
  INVALID_PURPOSE: 'untrusted',
  PATH_LENGTH_EXCEEDED: 'untrusted',
  EE_KEY_TOO_SMALL: 'untrusted',
  CA_KEY_TOO_SMALL: 'untrusted',
  CA_MD_TOO_WEAK: 'untrusted',
  CERT_HAS_EXPIRED: 'expired',
  CERT_NOT_YET_VALID: 'expired',
  ERROR_IN_CERT_NOT_BEFORE_FIELD: 'expired',
  ERROR_IN_CERT_NOT_AFTER_FIELD: 'expired',
  ERR_TLS_CERT_ALTNAME_INVALID: 'name',
  ERR_TLS_CERT_ALTNAME_FORMAT: 'name',
  HOSTNAME_MISMATCH: 'name',
  [CERT_PIN_MISMATCH]: 'pin',
};

/**
 * Recognises a certificate or TLS-handshake failure — from undici, Node's `tls`, this module's
 * pin check, or a `TlsError` — also when wrapped in `cause` (fetch's "fetch failed") or inside an
 * AggregateError. Returns a household-readable message, or `null` when it is not a TLS problem
 * (the caller then reports it as unreachable, timed out, …). With the trust setting in use, a
 * refused pinned connection says it is not the pinned certificate.
 */
export function classifyTlsError(error: unknown, settings?: TlsSettings): TlsClassification | null {
  const queue: unknown[] = [error];
  const seen = new Set<unknown>();
  for (let visited = 0; queue.length > 0 && visited < 16; visited++) {
    const current = queue.shift();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);

    if (current instanceof TlsError) {
      if (current.code === 'HOME_ASSISTANT_TLS_ERROR') return { code: 'HOME_ASSISTANT_TLS_ERROR', message: current.message };
    } else {
      const code = errorCode(current);
      const problem = certificateProblem(code);
      if (problem !== null) return { code: 'HOME_ASSISTANT_TLS_ERROR', message: messageFor(problem, current, settings) };
    }

    queue.push((current as { cause?: unknown }).cause);
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested)) queue.push(...(nested as unknown[]).slice(0, 8));
  }
  return null;
}

function certificateProblem(code: string | undefined): Problem | null {
  if (code === undefined) return null;
  const known = PROBLEM_BY_CODE[code];
  if (known !== undefined) return known;
  if (code.startsWith('ERR_SSL_') || code === 'EPROTO' || code === 'ERR_TLS_INVALID_PROTOCOL_VERSION') return 'protocol';
  return null;
}

function messageFor(problem: Problem, error: object, settings: TlsSettings | undefined): string {
  switch (problem) {
    case 'pin':
      return error instanceof Error && error.message ? error.message : UNTRUSTED_MESSAGE;
    case 'untrusted':
      if (settings?.mode === 'pinned') {
        const expected = normaliseFingerprint(settings.fingerprint_sha256 ?? '') ?? 'the pinned certificate';
        return (
          `This isn't the certificate you pinned (expected ${expected}). If Home Assistant's certificate was replaced on purpose, ` +
          'check the new one and pin it in Settings; if not, someone may be intercepting the connection.'
        );
      }
      return UNTRUSTED_MESSAGE;
    case 'expired':
      return EXPIRED_MESSAGE;
    case 'name':
      return NAME_MESSAGE;
    case 'protocol':
      return PROTOCOL_MESSAGE;
  }
}

// ---------------------------------------------------------------------------------------------
// Fingerprints

/** `AA:BB:…` (64 hex digits, upper case, colon-separated — Node's `fingerprint256`) or `null`. */
export function normaliseFingerprint(value: string): string | null {
  const hex = value.replace(/[:\s]/gu, '').toUpperCase();
  if (!/^[0-9A-F]{64}$/u.test(hex)) return null;
  return hex.match(/../gu)!.join(':');
}

/** The fingerprint of the first certificate in a PEM, or `null` if it doesn't read as one. */
export function fingerprintOfPem(pem: string): string | null {
  try {
    return new X509Certificate(pem).fingerprint256;
  } catch {
    return null;
  }
}

function pinnedFingerprint(settings: TlsSettings): string {
  const fromPem = settings.pinned_pem ? fingerprintOfPem(settings.pinned_pem) : null;
  if (fromPem === null) {
    throw new TlsError('HOME_ASSISTANT_TLS_ERROR', "The pinned certificate in Settings can't be read — check and pin the certificate again.");
  }
  if (settings.fingerprint_sha256 !== undefined && normaliseFingerprint(settings.fingerprint_sha256) !== fromPem) {
    throw new TlsError(
      'HOME_ASSISTANT_TLS_ERROR',
      "The pinned fingerprint in Settings doesn't belong to the pinned certificate — check and pin the certificate again.",
    );
  }
  return fromPem;
}

function readsAsCertificate(pem: string): boolean {
  return fingerprintOfPem(pem) !== null;
}

function fingerprintOfPeer(cert: PeerCertificate | undefined | null): string | undefined {
  const value = cert && typeof cert.fingerprint256 === 'string' ? normaliseFingerprint(cert.fingerprint256) : null;
  return value ?? undefined;
}

function errorCode(error: unknown): string | undefined {
  const code = error !== null && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
