/**
 * The OS keychain behind the secret store (DESIGN §4), on Electron's asynchronous safeStorage
 * API (the synchronous one is deprecated since Electron 42).
 *
 * On Linux without a keyring Chromium picks the `basic_text` backend: a key compiled into every
 * Chromium, which protects nothing. Secrets are then still written through safeStorage (so they
 * stay readable if a keyring appears later) but the store reports `plaintext-file`, and the
 * household is told. Without any encryption the secret is stored as its UTF-8 bytes.
 */
import type { SafeStorage } from 'electron';
import { plaintextCodec, type SecretCodec } from '../core/storage/secret-store.js';

/** The safeStorage calls this codec uses. */
export type AsyncSafeStorage = Pick<SafeStorage, 'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'>;

/** Linux backends that are not a real keychain: the fixed-key fallback, or "not decided yet". */
const NOT_A_KEYCHAIN = new Set<string>(['basic_text', 'unknown']);

/**
 * Builds the codec once the app is ready (the async encryptor initialises lazily after `ready`).
 */
export async function createSafeStorageCodec(safeStorage: AsyncSafeStorage, platform: NodeJS.Platform = process.platform): Promise<SecretCodec> {
  let available: boolean;
  try {
    available = await safeStorage.isAsyncEncryptionAvailable();
  } catch {
    available = false;
  }
  if (!available) return plaintextCodec;

  const kind = platform === 'linux' && NOT_A_KEYCHAIN.has(safeStorage.getSelectedStorageBackend()) ? 'plaintext-file' : 'os-keychain';
  return {
    kind,
    encode: (plain) => safeStorage.encryptStringAsync(plain),
    decode: async (stored) => {
      let decrypted: Electron.DecryptStringAsyncReturnValue;
      try {
        decrypted = await safeStorage.decryptStringAsync(stored);
      } catch {
        // Keychain changed, another user's file, or corrupt bytes. The store reports the secret as
        // unreadable; the original error is dropped because it may quote the stored bytes.
        throw new Error('The stored secret cannot be decrypted with this computer’s keychain.');
      }
      return decrypted.result;
    },
  };
}
