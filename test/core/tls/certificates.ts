/**
 * Test certificates made with `openssl` in a temporary directory (ENVIRONMENT.md § TLS): a
 * household CA and server certificates it signed, and self-signed ones for pinning.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface KeyPair {
  cert: string;
  key: string;
  /** `openssl x509 -fingerprint -sha256`, as AA:BB:… */
  fingerprint: string;
}

export interface TestCertificates {
  /** "Test Household CA" (CA:TRUE). */
  ca: KeyPair;
  /** Signed by the CA, SAN IP:127.0.0.1. */
  server: KeyPair;
  /** Signed by the CA, SAN IP:127.0.0.2 and DNS:other.example — wrong for 127.0.0.1. */
  otherHost: KeyPair;
  /** Self-signed, SAN DNS:homeassistant.local only (a typical household certificate). */
  selfSigned: KeyPair;
  /** A second, unrelated self-signed certificate with the same names (the swap). */
  selfSignedSwap: KeyPair;
  cleanup(): void;
}

const OPENSSL_TIMEOUT_MS = 20_000;
const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

function openssl(args: string[], cwd: string): string {
  return execFileSync('openssl', args, { cwd, timeout: OPENSSL_TIMEOUT_MS, stdio: ['ignore', 'pipe', 'pipe'] }).toString('utf8');
}

function pair(dir: string, name: string): KeyPair {
  const cert = readFileSync(join(dir, `${name}.pem`), 'utf8');
  const key = readFileSync(join(dir, `${name}.key`), 'utf8');
  const out = openssl(['x509', '-in', `${name}.pem`, '-noout', '-fingerprint', '-sha256'], dir);
  const fingerprint = out.trim().split('=').pop()!.toUpperCase();
  return { cert, key, fingerprint };
}

function selfSigned(dir: string, name: string, subject: string, san: string): KeyPair {
  openssl(['req', '-x509', ...EC, '-keyout', `${name}.key`, '-out', `${name}.pem`, '-days', '2', '-subj', subject, '-addext', `subjectAltName=${san}`], dir);
  return pair(dir, name);
}

function signedByCa(dir: string, name: string, subject: string, san: string): KeyPair {
  openssl(['req', ...EC, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject], dir);
  writeFileSync(
    join(dir, `${name}.ext`),
    `subjectAltName=${san}\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      `${name}.pem`,
      '-days',
      '2',
      '-extfile',
      `${name}.ext`,
    ],
    dir,
  );
  return pair(dir, name);
}

export function makeTestCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'sc-tls-'));
  try {
    openssl(
      [
        'req',
        '-x509',
        ...EC,
        '-keyout',
        'ca.key',
        '-out',
        'ca.pem',
        '-days',
        '2',
        '-subj',
        '/CN=Test Household CA',
        '-addext',
        'basicConstraints=critical,CA:TRUE',
        '-addext',
        'keyUsage=critical,keyCertSign,cRLSign',
      ],
      dir,
    );
    const ca = pair(dir, 'ca');
    const server = signedByCa(dir, 'server', '/CN=homeassistant', 'IP:127.0.0.1');
    const otherHost = signedByCa(dir, 'other', '/CN=other.example', 'IP:127.0.0.2,DNS:other.example');
    const selfSignedA = selfSigned(dir, 'self-a', '/CN=homeassistant.local', 'DNS:homeassistant.local');
    const selfSignedB = selfSigned(dir, 'self-b', '/CN=homeassistant.local', 'DNS:homeassistant.local');
    return {
      ca,
      server,
      otherHost,
      selfSigned: selfSignedA,
      selfSignedSwap: selfSignedB,
      cleanup: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
