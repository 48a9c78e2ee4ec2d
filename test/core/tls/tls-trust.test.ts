/**
 * DESIGN §6 / §8.4: `https://` is always verified — system CAs, a household CA, or a pinned
 * certificate — exercised with undici against real node:https servers on 127.0.0.1.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request, type Dispatcher } from 'undici';
import type { TlsSettings } from '../../../common/contract/types.js';
import { CERT_PIN_MISMATCH, CertificatePinMismatchError, TlsError } from '../../../main/core/tls/errors.js';
import { probeCertificate } from '../../../main/core/tls/tls-probe.js';
import { classifyTlsError, connectOptionsFor, connectorFor, pinnedIdentityCheck } from '../../../main/core/tls/tls-trust.js';
import { makeTestCertificates, type TestCertificates } from './certificates.js';
import { startHttpsServer, type HttpsTestServer } from './servers.js';

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

async function server(pair: TestCertificates['server']): Promise<HttpsTestServer> {
  const started = await startHttpsServer(pair);
  cleanups.push(() => started.close());
  return started;
}

function agent(connect: NonNullable<Agent.Options['connect']>): Agent {
  const created = new Agent({ connect });
  cleanups.push(() => created.close().catch(() => undefined));
  return created;
}

async function get(origin: string, dispatcher: Dispatcher): Promise<number> {
  const response = await request(`${origin}/api/`, { dispatcher, signal: AbortSignal.timeout(5_000) });
  await response.body.text();
  return response.statusCode;
}

async function failure(origin: string, dispatcher: Dispatcher): Promise<Error & { code?: string }> {
  try {
    await get(origin, dispatcher);
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error('the request was expected to be refused');
}

describe('system mode: undici verifies against the system CAs', () => {
  it('refuses a household-CA certificate and classifies it as HOME_ASSISTANT_TLS_ERROR', async () => {
    const ha = await server(certs.server);
    const error = await failure(ha.origin, agent(connectOptionsFor({ mode: 'system' })));
    expect(error.code).toBe('UNABLE_TO_VERIFY_LEAF_SIGNATURE');
    expect(classifyTlsError(error)).toEqual({
      code: 'HOME_ASSISTANT_TLS_ERROR',
      message: "Home Assistant's certificate isn't trusted by this computer — add your household CA or pin the certificate in Settings.",
    });
    expect(ha.requests).toBe(0);
  });

  it('refuses a self-signed certificate', async () => {
    const ha = await server(certs.selfSigned);
    const error = await failure(ha.origin, agent(connectOptionsFor({ mode: 'system' })));
    expect(error.code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
    expect(classifyTlsError(error)?.code).toBe('HOME_ASSISTANT_TLS_ERROR');
    expect(ha.requests).toBe(0);
  });
});

describe('custom-ca mode: the household CA, host name still checked', () => {
  it('trusts a certificate signed by the household CA', async () => {
    const ha = await server(certs.server);
    expect(await get(ha.origin, agent(connectOptionsFor({ mode: 'custom-ca', ca_pem: certs.ca.cert })))).toBe(200);
    expect(ha.requests).toBe(1);
  });

  it('refuses a certificate from the same CA issued for another name', async () => {
    const ha = await server(certs.otherHost);
    const error = await failure(ha.origin, agent(connectOptionsFor({ mode: 'custom-ca', ca_pem: certs.ca.cert })));
    expect(error.code).toBe('ERR_TLS_CERT_ALTNAME_INVALID');
    expect(classifyTlsError(error)?.message).toMatch(/issued for a different name/);
    expect(ha.requests).toBe(0);
  });

  it('does not trust the system store alongside the household CA', async () => {
    const ha = await server(certs.selfSigned);
    const error = await failure(ha.origin, agent(connectOptionsFor({ mode: 'custom-ca', ca_pem: certs.ca.cert })));
    expect(classifyTlsError(error)?.code).toBe('HOME_ASSISTANT_TLS_ERROR');
  });
});

describe('pinned mode (DESIGN §8.4): probe, household approves, pin', () => {
  async function probeAndPin(ha: HttpsTestServer): Promise<TlsSettings> {
    const info = await probeCertificate(ha.origin, { timeoutMs: 5_000 });
    return { mode: 'pinned', pinned_pem: info.pem, fingerprint_sha256: info.fingerprint_sha256 };
  }

  it('probes without sending a request, then connects with the pin', async () => {
    const ha = await server(certs.selfSigned);
    const before = await failure(ha.origin, agent(connectOptionsFor({ mode: 'system' })));
    expect(classifyTlsError(before)?.code).toBe('HOME_ASSISTANT_TLS_ERROR');

    const info = await probeCertificate(ha.origin, { timeoutMs: 5_000 });
    expect(info.fingerprint_sha256).toBe(certs.selfSigned.fingerprint);
    // The probe is a handshake only: no HTTP request (let alone a token) reached the server.
    expect(ha.requests).toBe(0);

    const pinned: TlsSettings = { mode: 'pinned', pinned_pem: info.pem, fingerprint_sha256: info.fingerprint_sha256 };
    // The certificate names homeassistant.local and we connect to 127.0.0.1: the pin is the identity.
    expect(await get(ha.origin, agent(connectOptionsFor(pinned)))).toBe(200);
    expect(await get(ha.origin, agent(connectorFor(pinned)))).toBe(200);
    expect(ha.requests).toBe(2);
  });

  it('refuses a swapped certificate and names both fingerprints', async () => {
    const ha = await server(certs.selfSigned);
    const pinned = await probeAndPin(ha);
    const viaOptions = agent(connectOptionsFor(pinned));
    const viaConnector = agent(connectorFor(pinned, { timeout: 5_000 }));
    expect(await get(ha.origin, viaOptions)).toBe(200);
    expect(await get(ha.origin, viaConnector)).toBe(200);

    ha.swapCertificate(certs.selfSignedSwap);
    const requestsBefore = ha.requests;

    // The connector names what was presented instead of the pin.
    const named = await failure(ha.origin, viaConnector);
    expect(named).toBeInstanceOf(CertificatePinMismatchError);
    expect(named.code).toBe(CERT_PIN_MISMATCH);
    expect(named.message).toContain(`expected ${certs.selfSigned.fingerprint}, got ${certs.selfSignedSwap.fingerprint}`);
    expect(classifyTlsError(named)).toEqual({ code: 'HOME_ASSISTANT_TLS_ERROR', message: named.message });
    expect(classifyTlsError(named)?.message).toMatch(/^The certificate changed: expected [0-9A-F:]{95}, got [0-9A-F:]{95}\./);

    // Plain options (same agent, new connection): refused by the chain check; the message still says it isn't the pin.
    const refused = await failure(ha.origin, viaOptions);
    expect(refused.code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
    expect(classifyTlsError(refused, pinned)?.message).toContain(`This isn't the certificate you pinned (expected ${certs.selfSigned.fingerprint})`);

    expect(ha.requests).toBe(requestsBefore);
  });

  it('checks the fingerprint even when the chain verifies (pin set on a CA certificate)', async () => {
    const ha = await server(certs.server);
    const pinnedCa: TlsSettings = { mode: 'pinned', pinned_pem: certs.ca.cert, fingerprint_sha256: certs.ca.fingerprint };
    const error = await failure(ha.origin, agent(connectOptionsFor(pinnedCa)));
    expect(error.code).toBe(CERT_PIN_MISMATCH);
    expect(error.message).toContain(`The certificate changed: expected ${certs.ca.fingerprint}, got ${certs.server.fingerprint}`);
    expect(classifyTlsError(error)?.message).toBe(error.message);
    expect(ha.requests).toBe(0);
  });
});

describe('connectOptionsFor', () => {
  it('system mode adds nothing at all (undici verifies by default)', () => {
    expect(connectOptionsFor({ mode: 'system' })).toEqual({});
    expect(Object.keys(connectOptionsFor({ mode: 'system' }))).toEqual([]);
  });

  it('custom-ca mode only replaces the trust anchors', () => {
    expect(connectOptionsFor({ mode: 'custom-ca', ca_pem: certs.ca.cert })).toStrictEqual({ ca: [certs.ca.cert] });
  });

  it('pinned mode sets the anchor, the fingerprint check and no session reuse — never an undefined key', () => {
    const options = connectOptionsFor({ mode: 'pinned', pinned_pem: certs.selfSigned.cert, fingerprint_sha256: certs.selfSigned.fingerprint });
    expect(Object.keys(options).sort()).toEqual(['ca', 'checkServerIdentity', 'maxCachedSessions']);
    expect(Object.values(options)).not.toContain(undefined);
    expect(options.ca).toEqual([certs.selfSigned.cert]);
    expect(options.maxCachedSessions).toBe(0);
  });

  it('accepts a fingerprint written in lower case or without colons', () => {
    const bare = certs.selfSigned.fingerprint.replace(/:/g, '').toLowerCase();
    expect(() => connectOptionsFor({ mode: 'pinned', pinned_pem: certs.selfSigned.cert, fingerprint_sha256: bare })).not.toThrow();
  });

  it.each<[string, TlsSettings]>([
    ['custom-ca without a certificate', { mode: 'custom-ca' }],
    ['custom-ca with garbage', { mode: 'custom-ca', ca_pem: 'not a certificate' }],
    ['pinned without a certificate', { mode: 'pinned', fingerprint_sha256: 'AB'.repeat(32).match(/../g)!.join(':') }],
    ['pinned with a fingerprint of another certificate', { mode: 'pinned', pinned_pem: 'x', fingerprint_sha256: undefined }],
  ])('refuses settings it cannot honour: %s', (_name, settings) => {
    expect(() => connectOptionsFor(settings)).toThrow(TlsError);
    try {
      connectOptionsFor(settings);
    } catch (error) {
      expect((error as TlsError).code).toBe('HOME_ASSISTANT_TLS_ERROR');
    }
  });

  it('refuses a pinned fingerprint that is not the pinned certificate’s', () => {
    expect(() => connectOptionsFor({ mode: 'pinned', pinned_pem: certs.selfSigned.cert, fingerprint_sha256: certs.selfSignedSwap.fingerprint })).toThrow(
      /doesn't belong to the pinned certificate/,
    );
  });

  it('pinnedIdentityCheck accepts exactly the pinned fingerprint, for any host name', () => {
    const check = pinnedIdentityCheck(certs.selfSigned.fingerprint);
    const cert = (fingerprint256: string) => ({ fingerprint256 }) as Parameters<typeof check>[1];
    expect(check('127.0.0.1', cert(certs.selfSigned.fingerprint))).toBeUndefined();
    expect(check('anything.example', cert(certs.selfSigned.fingerprint.toLowerCase()))).toBeUndefined();
    const refused = check('127.0.0.1', cert(certs.selfSignedSwap.fingerprint));
    expect(refused).toBeInstanceOf(CertificatePinMismatchError);
    expect(refused?.message).toContain(`expected ${certs.selfSigned.fingerprint}, got ${certs.selfSignedSwap.fingerprint}`);
    expect(check('127.0.0.1', {} as Parameters<typeof check>[1])?.message).toContain('got no certificate');
  });
});

describe('classifyTlsError', () => {
  const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

  it.each([
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', /isn't trusted by this computer/],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', /isn't trusted by this computer/],
    ['SELF_SIGNED_CERT_IN_CHAIN', /isn't trusted by this computer/],
    ['UNABLE_TO_GET_ISSUER_CERT_LOCALLY', /isn't trusted by this computer/],
    ['CERT_HAS_EXPIRED', /has expired or isn't valid yet/],
    ['CERT_NOT_YET_VALID', /has expired or isn't valid yet/],
    ['ERR_TLS_CERT_ALTNAME_INVALID', /issued for a different name/],
    ['ERR_SSL_WRONG_VERSION_NUMBER', /really uses https/],
    ['EPROTO', /really uses https/],
  ])('recognises %s', (code, message) => {
    const result = classifyTlsError(coded(code));
    expect(result?.code).toBe('HOME_ASSISTANT_TLS_ERROR');
    expect(result?.message).toMatch(message);
  });

  it('recognises the pin mismatch and keeps its message', () => {
    const mismatch = new CertificatePinMismatchError('AA:BB', 'CC:DD');
    expect(classifyTlsError(mismatch)?.message).toContain('expected AA:BB, got CC:DD');
  });

  it('looks through cause chains and AggregateErrors', () => {
    const nested = new TypeError('fetch failed', { cause: new Error('connect failed', { cause: coded('CERT_HAS_EXPIRED') }) });
    expect(classifyTlsError(nested)?.message).toMatch(/expired/);
    const aggregate = new AggregateError([coded('ECONNREFUSED'), coded('DEPTH_ZERO_SELF_SIGNED_CERT')], 'all failed');
    expect(classifyTlsError(aggregate)?.code).toBe('HOME_ASSISTANT_TLS_ERROR');
  });

  it('recognises its own coded TlsError', () => {
    expect(classifyTlsError(new TlsError('HOME_ASSISTANT_TLS_ERROR', 'pin unreadable'))?.message).toBe('pin unreadable');
    expect(classifyTlsError(new TlsError('HOME_ASSISTANT_UNREACHABLE', 'down'))).toBeNull();
  });

  it('is null for anything that is not a TLS problem, and terminates on cycles', () => {
    expect(classifyTlsError(coded('ECONNREFUSED'))).toBeNull();
    expect(classifyTlsError(coded('UND_ERR_CONNECT_TIMEOUT'))).toBeNull();
    expect(classifyTlsError(new Error('boom'))).toBeNull();
    expect(classifyTlsError(undefined)).toBeNull();
    expect(classifyTlsError('DEPTH_ZERO_SELF_SIGNED_CERT')).toBeNull();
    const a: { cause?: unknown } = {};
    const b = { cause: a };
    a.cause = b;
    expect(classifyTlsError(a)).toBeNull();
  });
});
