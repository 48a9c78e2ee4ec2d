/**
 * `home-assistant-rejected-tokens.json`: the credentials Home Assistant rejected, so the auth gate
 * (ha/auth-gate.ts) outlives an app restart. Every 401 is a failed login in Home Assistant, and with
 * `ip_ban_enabled` the third one bans this computer's address (reference §1 "IP bans"); a gate kept
 * in memory only would send a revoked token once more at every start.
 *
 * Holds only SHA-256 digests of (origin, token), never a token; 0600, written atomically, bounded.
 * A file that is not ours reads as empty: the worst case is one more rejected request, as before.
 */
import { join } from 'node:path';
import { cleanStrayTempFiles, readJsonFileBounded, writeFileAtomic } from './atomic-file.js';

export const REJECTED_CREDENTIALS_FILE = 'home-assistant-rejected-tokens.json';
export const REJECTED_CREDENTIALS_VERSION = 1;
const MAX_BYTES = 16 * 1024;
/** A digest as ha/auth-gate.ts writes it: SHA-256 in base64url. */
const DIGEST = /^[A-Za-z0-9_-]{43}$/;

export class RejectedCredentialsFile {
  readonly path: string;
  readonly #dir: string;

  constructor(dataDir: string) {
    this.#dir = dataDir;
    this.path = join(dataDir, REJECTED_CREDENTIALS_FILE);
  }

  /** The digests on disk, oldest first; missing or unusable reads as none. Never throws. */
  async read(max: number): Promise<string[]> {
    await cleanStrayTempFiles(this.#dir, REJECTED_CREDENTIALS_FILE);
    const read = await readJsonFileBounded(this.path, MAX_BYTES);
    if (read.kind !== 'ok') return [];
    const json = read.json as { version?: unknown; rejected?: unknown } | null;
    if (typeof json !== 'object' || json === null || json.version !== REJECTED_CREDENTIALS_VERSION || !Array.isArray(json.rejected)) return [];
    return json.rejected.filter((d): d is string => typeof d === 'string' && DIGEST.test(d)).slice(-max);
  }

  async write(digests: readonly string[]): Promise<void> {
    await writeFileAtomic(this.path, `${JSON.stringify({ version: REJECTED_CREDENTIALS_VERSION, rejected: digests })}\n`, { mode: 0o600 });
  }
}
