/**
 * Secrets (the Home Assistant token, an optional language-model API key), stored apart from every
 * config file (RFC-0018 Credential Storage) at `<dataDir>/secrets/<name>`: directories 0700, files
 * 0600, atomic writes. The browser host stores plaintext files; the Electron shell plugs an
 * OS-keychain-backed {@link SecretCodec} into {@link EncodedFileSecretStore}.
 *
 * A secret's value never appears in an error, a message or a return value other than `read()`.
 * A secret that can't be read back (corrupt, no longer decryptable) is reported, never thrown.
 */
import { chmod, mkdir, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ApiError } from '../../../common/codes.js';
import type { SecretStorageKind } from '../../../common/contract/types.js';
import { CONTROL_CHARACTERS } from '../token-format.js';
import { fsyncDirectory, isErrnoCode, readBytesBounded, writeFileAtomic } from './atomic-file.js';

/** Every secret the app stores; the name is also its path under `secrets/`. */
export type SecretName = 'home-assistant/access-token' | 'assistant/api-key';
/** The Home Assistant long-lived access token, stored with the origin it was saved for. */
export const ACCESS_TOKEN = 'home-assistant/access-token' satisfies SecretName;
/** The language model's optional API key. */
export const API_KEY = 'assistant/api-key' satisfies SecretName;
/** Every valid {@link SecretName}, for runtime checks (a name is a path, so nothing else is accepted). */
export const SECRET_NAMES = [ACCESS_TOKEN, API_KEY] as const satisfies readonly SecretName[];

/**
 * A read never throws: it says whether there is a usable secret. A present secret carries the
 * origin it was saved for (stored inside the secret, so encrypted with it): `null` only for a file
 * written before secrets were bound to an origin, which no request may use until it is bound
 * (see `secret-migration.ts`).
 */
export type SecretRead = { status: 'present'; value: string; origin: string | null } | { status: 'absent' } | { status: 'unreadable'; message: string };

/** A secret together with the only origin it may be sent to. */
export interface BoundSecret {
  value: string;
  origin: string;
}

/** Where the app keeps its secrets. */
export interface SecretStore {
  readonly kind: SecretStorageKind;
  read(name: SecretName): Promise<SecretRead>;
  /**
   * Store `value` (surrounding whitespace trimmed) bound to `origin`, the one origin it may ever be
   * sent to. An empty value clears the secret.
   */
  write(name: SecretName, value: string, origin: string): Promise<void>;
  /** Remove the secret; clearing an absent secret is fine. */
  clear(name: SecretName): Promise<void>;
}

/** Turns a secret into the bytes on disk and back (the Electron shell's safeStorage, or identity). */
export interface SecretCodec {
  /** May change during a run (a keychain that becomes available later): read it when reporting. */
  readonly kind: SecretStorageKind;
  /**
   * `previous` is the file being replaced, if any: a codec may refuse (throw an `ApiError`)
   * rather than store the new secret with less protection than the old one had.
   */
  encode(plain: string, previous?: Buffer): Promise<Buffer>;
  /** Throws when the stored bytes can no longer be turned back into the secret. */
  decode(stored: Buffer): Promise<string>;
  /** True when bytes just decoded should be written again (the keychain rotated its key). */
  needsRewrite?(stored: Buffer): boolean;
}

/** Longest secret value accepted (bytes of UTF-8); tokens are a few hundred bytes. */
export const MAX_SECRET_BYTES = 16 * 1024;
/** Largest plaintext secret file read back: the secret, its origin and the envelope (JSON may escape a character as six). */
export const MAX_PLAINTEXT_SECRET_FILE_BYTES = 40 * 1024;
/** Largest encoded secret file read back (ciphertext is longer than the plaintext). */
export const MAX_ENCODED_SECRET_FILE_BYTES = 64 * 1024;

const SECRETS_DIR = 'secrets';
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

const LABELS: Record<SecretName, { noun: string; field: string }> = {
  'home-assistant/access-token': { noun: 'Home Assistant access token', field: 'access_token' },
  'assistant/api-key': { noun: 'API key', field: 'api_key' },
};

function assertSecretName(name: string): asserts name is SecretName {
  // The name becomes a path: only the fixed set is ever accepted, whatever a caller passes at runtime.
  if (!(SECRET_NAMES as readonly string[]).includes(name)) throw new Error('unknown secret name');
}

function unreadable(name: SecretName): SecretRead {
  // `?.`: read() must not throw even for a name outside the type, passed at runtime.
  return { status: 'unreadable', message: `The stored ${LABELS[name]?.noun ?? 'secret'} can't be read — re-enter it.` };
}

/**
 * The plaintext a codec encodes: `{"origin": …, "secret": …}` on one line, so a codec that
 * encrypts encrypts both together and nobody who can write a config file can re-point the secret.
 * A stored text that doesn't start with `{` was written before the envelope (a token or key never
 * starts with one) and reads with `origin: null`.
 */
function envelope(value: string, origin: string): string {
  return JSON.stringify({ origin, secret: value });
}

function openEnvelope(text: string): { value: string; origin: string | null } | null {
  if (!text.startsWith('{')) return { value: text, origin: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { origin, secret } = parsed as { origin?: unknown; secret?: unknown };
  if (typeof origin !== 'string' || typeof secret !== 'string') return null;
  return { value: secret.trim(), origin };
}

/** Strict UTF-8 decoding: invalid bytes throw instead of turning into U+FFFD. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The identity codec: the secret's UTF-8 bytes, as they are. */
export const plaintextCodec: SecretCodec = {
  kind: 'plaintext-file',
  encode: async (plain) => Buffer.from(plain, 'utf8'),
  decode: async (stored) => strictUtf8.decode(stored),
};

/** Options for {@link EncodedFileSecretStore}. */
export interface EncodedFileSecretStoreOptions {
  /** A stored file larger than this reads as unreadable. Default {@link MAX_ENCODED_SECRET_FILE_BYTES}. */
  maxFileBytes?: number;
}

/**
 * Secrets as files of `codec.encode(value)` bytes under `<dataDir>/secrets/`. A file that is empty
 * reads as absent; one that is too large, can't be decoded (the codec throws), or decodes to text
 * with control characters reads as unreadable.
 */
export class EncodedFileSecretStore implements SecretStore {
  /** Absolute path of `<dataDir>/secrets`. */
  readonly root: string;
  readonly #codec: SecretCodec;
  readonly #maxFileBytes: number;

  constructor(dataDir: string, codec: SecretCodec, options: EncodedFileSecretStoreOptions = {}) {
    this.root = join(dataDir, SECRETS_DIR);
    this.#codec = codec;
    this.#maxFileBytes = options.maxFileBytes ?? MAX_ENCODED_SECRET_FILE_BYTES;
  }

  /** The codec's kind now (the Electron codec learns whether the keychain works only when first used). */
  get kind(): SecretStorageKind {
    return this.#codec.kind;
  }

  /** Absolute path of one secret's file. */
  pathOf(name: SecretName): string {
    assertSecretName(name);
    return join(this.root, name);
  }

  async read(name: SecretName): Promise<SecretRead> {
    try {
      const path = this.pathOf(name);
      const stored = await readBytesBounded(path, this.#maxFileBytes);
      if (stored.kind === 'missing') return { status: 'absent' };
      if (stored.kind === 'too-large') return unreadable(name);
      if (stored.bytes.length === 0) return { status: 'absent' };
      const decoded = await this.#codec.decode(stored.bytes);
      if (typeof decoded !== 'string') return unreadable(name);
      // A hand-placed file usually ends in a newline; whitespace is never part of a token.
      const opened = openEnvelope(decoded.trim());
      if (opened === null) return unreadable(name);
      const { value, origin } = opened;
      if (value === '') return { status: 'absent' };
      if (CONTROL_CHARACTERS.test(value) || Buffer.byteLength(value) > MAX_SECRET_BYTES) return unreadable(name);
      if (origin !== null && CONTROL_CHARACTERS.test(origin)) return unreadable(name);
      // The decoded text as it was (not the trimmed value): the origin envelope survives the rewrite.
      if (this.#codec.needsRewrite?.(stored.bytes) === true) await this.#rewriteIfUnchanged(path, stored.bytes, decoded);
      return { status: 'present', value, origin };
    } catch {
      // Permission problems, a directory in the file's place, a codec that can't decrypt: all mean
      // "ask the household to re-enter it", never a crash and never the error text (it may quote bytes).
      return unreadable(name);
    }
  }

  async write(name: SecretName, value: string, origin: string): Promise<void> {
    const path = this.pathOf(name);
    if (typeof value !== 'string') throw new TypeError('a secret must be a string');
    if (typeof origin !== 'string' || CONTROL_CHARACTERS.test(origin)) throw new TypeError('a secret is bound to an origin');
    const trimmed = value.trim();
    if (trimmed === '') return this.clear(name);
    const { noun, field } = LABELS[name];
    if (CONTROL_CHARACTERS.test(trimmed) || Buffer.byteLength(trimmed) > MAX_SECRET_BYTES) {
      // Never quote the value: only say what kind of thing is wrong with it.
      const message = `The ${noun} contains characters or a length that can't be stored; paste it again.`;
      throw new ApiError('INVALID_REQUEST', message, [{ code: 'INVALID_REQUEST', field, message }]);
    }
    const previous = await readBytesBounded(path, this.#maxFileBytes).catch(() => undefined);
    const encoded = await this.#codec.encode(envelope(trimmed, origin), previous?.kind === 'ok' ? previous.bytes : undefined);
    await this.#prepareDirectories(path);
    await writeFileAtomic(path, encoded, { mode: FILE_MODE, dirMode: DIR_MODE });
  }

  /**
   * Re-encodes a secret the codec asked to rewrite, only if the file still holds the bytes just
   * read (a save in between wins). Best effort: the value read is good either way.
   */
  async #rewriteIfUnchanged(path: string, read: Buffer, plaintext: string): Promise<void> {
    try {
      const encoded = await this.#codec.encode(plaintext, read);
      const now = await readBytesBounded(path, this.#maxFileBytes);
      if (now.kind !== 'ok' || !now.bytes.equals(read)) return;
      await writeFileAtomic(path, encoded, { mode: FILE_MODE, dirMode: DIR_MODE });
    } catch {
      // The next save re-encodes anyway.
    }
  }

  async clear(name: SecretName): Promise<void> {
    const path = this.pathOf(name);
    try {
      await unlink(path);
    } catch (error) {
      if (isErrnoCode(error, 'ENOENT')) return;
      throw error;
    }
    await fsyncDirectory(dirname(path));
  }

  /**
   * Create `secrets/` and the secret's own directory 0700 — and tighten them if they already exist
   * looser (mkdir's mode is masked by the umask and ignored for existing directories).
   */
  async #prepareDirectories(path: string): Promise<void> {
    await mkdir(dirname(path), { recursive: true, mode: DIR_MODE });
    for (let dir = dirname(path); dir.length >= this.root.length; dir = dirname(dir)) {
      await chmod(dir, DIR_MODE);
      if (dir === this.root) break;
    }
  }
}

/** Plaintext secret files (`secret_storage: "plaintext-file"`): the browser host, or Electron without a keychain. */
export class FileSecretStore extends EncodedFileSecretStore {
  constructor(dataDir: string) {
    super(dataDir, plaintextCodec, { maxFileBytes: MAX_PLAINTEXT_SECRET_FILE_BYTES });
  }
}
