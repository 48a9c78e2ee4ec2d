/**
 * The OS keychain behind the secret store (DESIGN §4), on Electron's asynchronous safeStorage
 * API (the synchronous one is deprecated since Electron 42).
 *
 * The keychain is never decided once for the whole run: a Linux login start can come before the
 * keyring is unlocked, so every operation asks again until safeStorage says it works, and the
 * kind the household is told follows what was last seen. Nothing is asked before the first use
 * (the shell opens the chat window first; a keychain prompt must not leave the app windowless).
 *
 * Each file starts with a one-line marker naming how it was protected (`keychain`, `obfuscated`
 * for Chromium's `basic_text` backend — a key compiled into every Chromium — or `plaintext`). A
 * file written by an earlier version has no marker and is read by its content: safeStorage
 * ciphertext starts with Chromium's `v10`/`v11` prefix (on Linux `v11` is the keyring's key and
 * `v10` the fixed one); anything else is that version's plaintext. It gets its marker on the next
 * save. A save never stores a secret with less protection than the file it replaces: that is
 * refused with `KEYCHAIN_UNAVAILABLE`, and the household can remove the stored secret first if it
 * chooses a plain file.
 */
import type { SafeStorage } from 'electron';
import { ApiError } from '../../common/codes.js';
import type { SecretStorageKind } from '../../common/contract/types.js';
import type { SecretCodec } from '../core/storage/secret-store.js';

/** The safeStorage calls this codec uses. */
export type AsyncSafeStorage = Pick<SafeStorage, 'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'>;

/** How a stored secret is protected, weakest first. */
export const PROTECTIONS = ['plaintext', 'obfuscated', 'keychain'] as const;
export type Protection = (typeof PROTECTIONS)[number];

/** The first line of every secret file this version writes. */
export const MARKER_PREFIX = 'sovereign-secret/1 ';

/** Linux backends that are not a real keychain: the fixed-key fallback, or "not decided yet". */
const NOT_A_KEYCHAIN = new Set<string>(['basic_text', 'unknown']);
const NEWLINE = 0x0a;
/** Longest marker line, so a file that merely contains a newline somewhere is not misread. */
const MAX_MARKER_BYTES = 64;

/** The safeStorage-backed codec, with the one extra thing the shell needs: a first probe. */
export interface SafeStorageCodec extends SecretCodec {
  /** Asks safeStorage now (and again on later calls until it works); resolves with the kind. */
  probe(): Promise<SecretStorageKind>;
}

/** A stored file taken apart: its protection and the bytes the codec of that protection reads. */
export function parseSecretFile(stored: Buffer, platform: NodeJS.Platform): { protection: Protection; marked: boolean; payload: Buffer } {
  const newline = stored.indexOf(NEWLINE);
  if (newline > 0 && newline <= MAX_MARKER_BYTES) {
    const line = stored.subarray(0, newline).toString('latin1');
    const protection = line.startsWith(MARKER_PREFIX) ? line.slice(MARKER_PREFIX.length) : '';
    if ((PROTECTIONS as readonly string[]).includes(protection))
      return { protection: protection as Protection, marked: true, payload: stored.subarray(newline + 1) };
  }
  // Written by a version before markers: tell it by its content.
  const prefix = stored.subarray(0, 3).toString('latin1');
  if (prefix === 'v11') return { protection: 'keychain', marked: false, payload: stored };
  if (prefix === 'v10') return { protection: platform === 'linux' ? 'obfuscated' : 'keychain', marked: false, payload: stored };
  return { protection: 'plaintext', marked: false, payload: stored };
}

function marked(protection: Protection, payload: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${MARKER_PREFIX}${protection}\n`, 'latin1'), payload]);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

const DOWNGRADE_MESSAGE =
  'The keychain that protects your stored secret is not available right now (it may still be locked), so nothing was saved. Unlock it and save again — or, to keep the secret in a plain file instead, remove the stored one first.';

/**
 * Builds the codec. It calls nothing on `safeStorage` until the first read, save or
 * {@link SafeStorageCodec.probe}.
 */
export function createSafeStorageCodec(safeStorage: AsyncSafeStorage, platform: NodeJS.Platform = process.platform): SafeStorageCodec {
  let available = false;
  let kind: SecretStorageKind = 'plaintext-file';
  const reEncrypt = new WeakSet<Buffer>();

  /** The protection a new save gets now; asks safeStorage again until it answers yes. */
  const currentProtection = async (): Promise<Protection> => {
    if (!available) {
      try {
        available = await safeStorage.isAsyncEncryptionAvailable();
      } catch {
        available = false;
      }
    }
    if (!available) {
      kind = 'plaintext-file';
      return 'plaintext';
    }
    const obfuscated = platform === 'linux' && NOT_A_KEYCHAIN.has(safeStorage.getSelectedStorageBackend());
    kind = obfuscated ? 'plaintext-file' : 'os-keychain';
    return obfuscated ? 'obfuscated' : 'keychain';
  };

  return {
    get kind() {
      return kind;
    },
    probe: async () => {
      await currentProtection();
      return kind;
    },
    encode: async (plain, previous) => {
      const protection = await currentProtection();
      if (previous !== undefined && previous.length > 0) {
        const before = parseSecretFile(previous, platform).protection;
        if (PROTECTIONS.indexOf(protection) < PROTECTIONS.indexOf(before)) throw new ApiError('KEYCHAIN_UNAVAILABLE', DOWNGRADE_MESSAGE);
      }
      if (protection === 'plaintext') return marked('plaintext', Buffer.from(plain, 'utf8'));
      return marked(protection, await safeStorage.encryptStringAsync(plain));
    },
    decode: async (stored) => {
      const { protection, payload } = parseSecretFile(stored, platform);
      if (protection === 'plaintext') return strictUtf8.decode(payload);
      // Also starts the keychain if nothing has asked yet; a locked one is asked again next time.
      await currentProtection();
      let decrypted: Electron.DecryptStringAsyncReturnValue;
      try {
        decrypted = await safeStorage.decryptStringAsync(payload);
      } catch {
        // Keychain locked or changed, another user's file, or corrupt bytes. The store reports the
        // secret as unreadable; the original error is dropped because it may quote the stored bytes.
        throw new Error('The stored secret cannot be decrypted with this computer’s keychain.');
      }
      // Electron 45: the key was rotated or a stronger one is available — write it again.
      if (decrypted.shouldReEncrypt) reEncrypt.add(stored);
      return decrypted.result;
    },
    needsRewrite: (stored) => reEncrypt.has(stored),
  };
}
