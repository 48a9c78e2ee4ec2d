/**
 * PEM certificate checks for the TLS settings the household saves (DESIGN §3, `tls.mode`
 * `custom-ca` and `pinned`): text that claims to be a certificate must parse as one.
 */
import { X509Certificate } from 'node:crypto';

/** The line every PEM certificate starts with. */
export const PEM_CERTIFICATE_MARKER = '-----BEGIN CERTIFICATE-----';
const PEM_CERTIFICATE_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

/** Every PEM certificate block in `pem`, parsed; or the first problem, as a message fragment. */
export function certificatesIn(pem: string): X509Certificate[] | string {
  const blocks = pem.match(PEM_CERTIFICATE_BLOCK) ?? [];
  if (blocks.length === 0) return 'it contains no PEM certificate';
  const certificates: X509Certificate[] = [];
  for (const block of blocks) {
    try {
      certificates.push(new X509Certificate(block));
    } catch {
      return 'a certificate in it could not be parsed';
    }
  }
  return certificates;
}
