/**
 * DESIGN §8.4: the probe completes a TLS handshake to *show* a certificate — it writes no bytes,
 * sends no request and no token — and is the only code allowed to skip chain validation.
 */
import { X509Certificate } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TlsError } from '../../../main/core/tls/errors.js';
import { probeCertificate } from '../../../main/core/tls/tls-probe.js';
import { makeTestCertificates, type TestCertificates } from './certificates.js';
import { startPlainHttpServer, startSilentServer, startTlsServer, unusedPort } from './servers.js';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

let certs: TestCertificates;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(() => {
  certs = makeTestCertificates();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(() => {
  certs?.cleanup();
});

async function rejection(promise: Promise<unknown>): Promise<TlsError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TlsError);
    return error as TlsError;
  }
  throw new Error('the probe was expected to fail');
}

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

describe('probeCertificate shows the certificate and sends nothing', () => {
  it('describes a self-signed certificate nobody trusts yet, writing no application bytes', async () => {
    const server = await startTlsServer(certs.selfSigned);
    cleanups.push(() => server.close());

    const info = await probeCertificate(server.origin, { timeoutMs: 5_000 });

    expect(info.fingerprint_sha256).toBe(certs.selfSigned.fingerprint);
    expect(info.fingerprint_sha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(new X509Certificate(info.pem).fingerprint256).toBe(certs.selfSigned.fingerprint);
    expect(info.pem).toMatch(/^-----BEGIN CERTIFICATE-----\n[\s\S]+\n-----END CERTIFICATE-----\n?$/);
    expect(info.subject).toBe('CN=homeassistant.local');
    expect(info.issuer).toBe('CN=homeassistant.local');
    expect(info.valid_from).toMatch(RFC3339);
    expect(info.valid_to).toMatch(RFC3339);
    const days = (Date.parse(info.valid_to) - Date.parse(info.valid_from)) / 86_400_000;
    expect(days).toBeCloseTo(2, 1);

    // One connection: a handshake, then closed without a single application byte.
    expect(server.connections).toHaveLength(1);
    await withinMs(server.connections[0]!, 2_000);
    expect(server.applicationBytes()).toBe(0);
  });

  it('describes a certificate issued by a household CA', async () => {
    const server = await startTlsServer(certs.server);
    cleanups.push(() => server.close());
    const info = await probeCertificate(server.origin, { timeoutMs: 5_000 });
    expect(info.subject).toBe('CN=homeassistant');
    expect(info.issuer).toBe('CN=Test Household CA');
    expect(info.fingerprint_sha256).toBe(certs.server.fingerprint);
    await withinMs(Promise.all(server.connections), 2_000);
    expect(server.applicationBytes()).toBe(0);
  });
});

describe('probeCertificate refuses or reports, with codes', () => {
  it.each(['http://127.0.0.1:8123', 'javascript:alert(1)', 'file:///etc/passwd', 'not a url', 'https://user:secret@127.0.0.1:8443'])(
    'refuses %s as INVALID_BASE_URL without connecting',
    async (url) => {
      const error = await rejection(probeCertificate(url, { timeoutMs: 1_000 }));
      expect(error.code).toBe('INVALID_BASE_URL');
      expect(error.message).not.toContain('secret');
    },
  );

  it('reports a closed port as HOME_ASSISTANT_UNREACHABLE', async () => {
    const port = await unusedPort();
    const error = await rejection(probeCertificate(`https://127.0.0.1:${port}`, { timeoutMs: 2_000 }));
    expect(error.code).toBe('HOME_ASSISTANT_UNREACHABLE');
  });

  it('gives up on a silent server with EXECUTION_TIMEOUT, within its budget', async () => {
    const server = await startSilentServer();
    cleanups.push(() => server.close());
    const started = Date.now();
    const error = await rejection(probeCertificate(server.origin, { timeoutMs: 300 }));
    expect(error.code).toBe('EXECUTION_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.accepted()).toBe(1);
  });

  it('reports an address that is not TLS as HOME_ASSISTANT_TLS_ERROR', async () => {
    const server = await startPlainHttpServer();
    cleanups.push(() => server.close());
    const error = await rejection(probeCertificate(`https://127.0.0.1:${server.port}`, { timeoutMs: 2_000 }));
    expect(error.code).toBe('HOME_ASSISTANT_TLS_ERROR');
  });
});
