/**
 * Shows the household the certificate an `https://` Home Assistant presents, so they can decide
 * to pin it (DESIGN §8.4, `homeAssistant.probeCertificate`).
 *
 * This is the ONLY module allowed to complete a handshake without chain validation — a check in
 * test/core/tls enforces that. It is safe because nothing is sent over the connection: the TLS
 * handshake completes, the certificate is read, and the socket is destroyed. No application
 * bytes, no HTTP request, never a token. Requests always go through tls-trust.ts, verified.
 */
import { X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import { connect, type ConnectionOptions, type DetailedPeerCertificate } from 'node:tls';
import type { CertificateInfo } from '../../../common/contract/types.js';
import { NETWORK_ERROR_CODES } from '../network-errors.js';
import { TlsError } from './errors.js';
import { visibleText } from '../../../common/visible-text.js';

export interface ProbeOptions {
  /** Whole-probe budget (connect + handshake), 100 ms – 30 s; default 5 s. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * The clients' "couldn't reach" codes (the undici ones never occur here: the probe dials with
 * node:tls), plus EADDRNOTAVAIL — a local address gone — which the probe names as unreachable.
 */
const UNREACHABLE_CODES: ReadonlySet<string> = new Set([...NETWORK_ERROR_CODES, 'EADDRNOTAVAIL']);

/**
 * Completes a TLS handshake with `baseUrl`'s host and port and describes the leaf certificate.
 * Refuses anything but `https://` (INVALID_BASE_URL). Failures are `TlsError`s:
 * HOME_ASSISTANT_UNREACHABLE, EXECUTION_TIMEOUT, HOME_ASSISTANT_TLS_ERROR.
 */
export function probeCertificate(baseUrl: string, options: ProbeOptions = {}): Promise<CertificateInfo> {
  let target: { host: string; port: number; servername?: string };
  try {
    target = httpsTarget(baseUrl);
  } catch (error) {
    return Promise.reject(error);
  }
  const requested = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeoutMs = Number.isFinite(requested) ? Math.min(Math.max(requested, 100), 30_000) : DEFAULT_TIMEOUT_MS;

  return new Promise<CertificateInfo>((resolve, reject) => {
    const connectOptions: ConnectionOptions = {
      host: target.host,
      port: target.port,
      // Only here: the point is to *see* a certificate nothing trusts yet. Nothing is written.
      rejectUnauthorized: false,
    };
    if (target.servername !== undefined) connectOptions.servername = target.servername;

    let settled = false;
    const socket = connect(connectOptions);
    const finish = (outcome: CertificateInfo | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.on('error', () => undefined); // a late reset after destroy is nobody's concern
      socket.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => {
      finish(new TlsError('EXECUTION_TIMEOUT', `Home Assistant at ${target.host} did not complete a TLS handshake in time.`));
    }, timeoutMs);

    socket.once('secureConnect', () => {
      try {
        finish(describe(socket.getPeerCertificate(true)));
      } catch (error) {
        finish(
          error instanceof TlsError ? error : new TlsError('HOME_ASSISTANT_TLS_ERROR', "Home Assistant's certificate couldn't be read.", { cause: error }),
        );
      }
    });
    socket.once('error', (error: Error) => finish(handshakeError(error, target.host)));
    socket.once('close', () => {
      finish(new TlsError('HOME_ASSISTANT_UNREACHABLE', `Home Assistant at ${target.host} closed the connection before the handshake finished.`));
    });
  });
}

function httpsTarget(baseUrl: string): { host: string; port: number; servername?: string } {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TlsError('INVALID_BASE_URL', "That isn't a valid address.");
  }
  if (url.protocol !== 'https:') {
    throw new TlsError('INVALID_BASE_URL', 'Only https:// addresses have a certificate to show.');
  }
  if (url.hostname === '' || url.username !== '' || url.password !== '') {
    throw new TlsError('INVALID_BASE_URL', 'The address needs a host and must not contain a user name or password.');
  }
  const host = url.hostname.startsWith('[') && url.hostname.endsWith(']') ? url.hostname.slice(1, -1) : url.hostname;
  const port = url.port === '' ? 443 : Number(url.port);
  // SNI carries host names only, never IP addresses (RFC 6066 §3).
  if (isIP(host) !== 0) return { host, port };
  return { host, port, servername: host.endsWith('.') ? host.slice(0, -1) : host };
}

function describe(peer: DetailedPeerCertificate | undefined): CertificateInfo {
  if (!peer || !Buffer.isBuffer(peer.raw) || peer.raw.length === 0) {
    throw new TlsError('HOME_ASSISTANT_TLS_ERROR', 'Home Assistant presented no certificate.');
  }
  const cert = new X509Certificate(peer.raw);
  return {
    subject: distinguishedName(cert.subject),
    issuer: distinguishedName(cert.issuer),
    valid_from: rfc3339(cert.validFrom),
    valid_to: rfc3339(cert.validTo),
    fingerprint_sha256: cert.fingerprint256,
    pem: cert.toString(),
  };
}

/** Node gives `CN=…\nO=…`; shown on one line, without anything that could disguise it. */
function distinguishedName(value: string): string {
  return value
    .split('\n')
    .map((part) => visibleText(part, { replacement: '', collapse: false }))
    .filter((part) => part !== '')
    .join(', ')
    .slice(0, 1_024);
}

function rfc3339(openSslDate: string): string {
  const date = new Date(openSslDate);
  if (Number.isNaN(date.getTime())) {
    throw new TlsError('HOME_ASSISTANT_TLS_ERROR', "Home Assistant's certificate has unreadable validity dates.");
  }
  return date.toISOString().replace(/\.\d{3}Z$/u, 'Z');
}

function handshakeError(error: Error, host: string): TlsError {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) {
    return new TlsError('HOME_ASSISTANT_UNREACHABLE', `Couldn't reach Home Assistant at ${host} (${code}).`, { cause: error });
  }
  if (typeof code === 'string' && (code.startsWith('ERR_SSL_') || code === 'EPROTO' || code.startsWith('ERR_TLS_'))) {
    return new TlsError(
      'HOME_ASSISTANT_TLS_ERROR',
      `Couldn't complete a TLS handshake with ${host} — check that the address really uses https:// and the port is right.`,
      { cause: error },
    );
  }
  return new TlsError('HOME_ASSISTANT_UNREACHABLE', `Couldn't reach Home Assistant at ${host}.`, { cause: error });
}
