import { mkdtempSync, rmSync, writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../common/codes.js';
import { EncodedFileSecretStore } from '../../main/core/storage/secret-store.js';
import { createSafeStorageCodec, MARKER_PREFIX } from '../../main/electron/safe-storage-codec.js';
import { app, FakeSafeStorage, resetFakeElectron } from './fake-electron.js';

const TOKEN = 'home-assistant/access-token';
const ORIGIN = 'http://ha.local:8123';

function storage(options: Partial<FakeSafeStorage['options']>): FakeSafeStorage {
  const fake = new FakeSafeStorage();
  fake.options = { ...fake.options, ...options };
  return fake;
}

const dirs: string[] = [];
beforeEach(() => {
  resetFakeElectron();
  app.becomeReady();
});
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sc-safe-storage-'));
  dirs.push(dir);
  return dir;
}
const fileOf = (dir: string) => path.join(dir, 'secrets', 'home-assistant', 'access-token');
/** What today's (pre-marker) version wrote: safeStorage's bytes, or the plaintext, as they are. */
function writeLegacy(dir: string, bytes: Buffer | string): void {
  mkdirSync(path.dirname(fileOf(dir)), { recursive: true });
  writeFileSync(fileOf(dir), bytes);
}
const markerOf = (dir: string) => readFileSync(fileOf(dir)).toString('latin1').split('\n')[0];

describe('which kind of storage the household is told about', () => {
  it.each([
    ['linux', 'gnome_libsecret', 'os-keychain'],
    ['linux', 'kwallet6', 'os-keychain'],
    ['linux', 'basic_text', 'plaintext-file'],
    ['linux', 'unknown', 'plaintext-file'],
    ['darwin', 'unknown', 'os-keychain'],
    ['win32', 'unknown', 'os-keychain'],
  ] as const)('%s with backend %s → %s', async (platform, backend, kind) => {
    const codec = createSafeStorageCodec(storage({ backend }), platform);
    expect(await codec.probe()).toBe(kind);
    expect(codec.kind).toBe(kind);
  });

  it('asks the keychain nothing until first used (the shell opens its window first)', async () => {
    const fake = storage({});
    createSafeStorageCodec(fake, 'linux');
    expect(fake.calls).toEqual([]);
  });

  it('no async encryption at all → plaintext-file, marked plaintext', async () => {
    const codec = createSafeStorageCodec(storage({ available: false }), 'linux');
    const stored = await codec.encode('token');
    expect(codec.kind).toBe('plaintext-file');
    expect(stored.toString('utf8')).toBe(`${MARKER_PREFIX}plaintext\ntoken`);
  });

  it('a throwing availability check is treated as unavailable', async () => {
    const fake = storage({});
    fake.isAsyncEncryptionAvailable = () => Promise.reject(new Error('not ready'));
    expect(await createSafeStorageCodec(fake, 'darwin').probe()).toBe('plaintext-file');
  });
});

describe('each secret file is marked with how it was protected', () => {
  it('round-trips through safeStorage, marked keychain, not the plaintext', async () => {
    const codec = createSafeStorageCodec(storage({}), 'linux');
    const stored = await codec.encode('eyJ.secret');
    expect(stored.toString('latin1')).toMatch(/^sovereign-secret\/1 keychain\nv11/);
    expect(stored.toString('utf8')).not.toContain('eyJ.secret');
    expect(await codec.decode(stored)).toBe('eyJ.secret');
  });

  it('basic_text still encrypts through safeStorage, marked obfuscated', async () => {
    const codec = createSafeStorageCodec(storage({ backend: 'basic_text' }), 'linux');
    expect((await codec.encode('abc')).toString('latin1')).toMatch(/^sovereign-secret\/1 obfuscated\nv10/);
  });

  it('a file written by the version before markers is read by its content, and marked on the next save', async () => {
    const dir = dataDir();
    writeLegacy(dir, Buffer.concat([Buffer.from('v11'), Buffer.from('eyJ.old', 'utf8').reverse()]));
    const store = new EncodedFileSecretStore(dir, createSafeStorageCodec(storage({}), 'linux'));
    expect(await store.read(TOKEN)).toEqual({ status: 'present', value: 'eyJ.old', origin: null });
    expect(markerOf(dir)).toBe('v11' + Buffer.from('eyJ.old').reverse().toString());
    await store.write(TOKEN, 'eyJ.new', ORIGIN);
    expect(markerOf(dir)).toBe(`${MARKER_PREFIX}keychain`);
    expect(await store.read(TOKEN)).toEqual({ status: 'present', value: 'eyJ.new', origin: ORIGIN });
  });

  it('a plaintext file of the version before markers (no keychain then) is read, and moves into the keychain on the next save', async () => {
    const dir = dataDir();
    writeLegacy(dir, 'eyJ.plain\n');
    const store = new EncodedFileSecretStore(dir, createSafeStorageCodec(storage({}), 'linux'));
    expect(await store.read(TOKEN)).toEqual({ status: 'present', value: 'eyJ.plain', origin: null });
    await store.write(TOKEN, 'eyJ.plain', ORIGIN);
    expect(markerOf(dir)).toBe(`${MARKER_PREFIX}keychain`);
    expect(readFileSync(fileOf(dir)).toString('utf8')).not.toContain('eyJ.plain');
  });
});

describe('the keychain never silently downgrades (a login start before the keyring is unlocked)', () => {
  it('refuses to rewrite a keychain secret as plaintext, keeps the file, and uses the keychain once it answers', async () => {
    const dir = dataDir();
    await new EncodedFileSecretStore(dir, createSafeStorageCodec(storage({}), 'linux')).write(TOKEN, 'eyJ.kept', ORIGIN);
    const before = readFileSync(fileOf(dir));

    const locked = storage({ available: false });
    const store = new EncodedFileSecretStore(dir, createSafeStorageCodec(locked, 'linux'));
    expect((await store.read(TOKEN)).status).toBe('unreadable');
    // The household re-enters the token: it is not written in plaintext.
    const error = await store.write(TOKEN, 'eyJ.retyped', ORIGIN).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('KEYCHAIN_UNAVAILABLE');
    expect((error as ApiError).message).not.toContain('eyJ');
    expect(readFileSync(fileOf(dir)).equals(before)).toBe(true);

    // Later in the same run the keyring is unlocked: the same codec asks again.
    locked.options.available = true;
    expect(await store.read(TOKEN)).toEqual({ status: 'present', value: 'eyJ.kept', origin: ORIGIN });
    expect(store.kind).toBe('os-keychain');
    await store.write(TOKEN, 'eyJ.retyped', ORIGIN);
    expect(markerOf(dir)).toBe(`${MARKER_PREFIX}keychain`);
  });

  it('refuses the fixed-key basic_text backend over a keyring secret, also for a file of the version before markers', async () => {
    const dir = dataDir();
    writeLegacy(dir, Buffer.concat([Buffer.from('v11'), Buffer.from('eyJ.kept', 'utf8').reverse()]));
    const store = new EncodedFileSecretStore(dir, createSafeStorageCodec(storage({ backend: 'basic_text' }), 'linux'));
    await expect(store.write(TOKEN, 'eyJ.retyped', ORIGIN)).rejects.toMatchObject({ code: 'KEYCHAIN_UNAVAILABLE' });
    expect(readFileSync(fileOf(dir)).subarray(0, 3).toString()).toBe('v11');
  });

  it('the household can choose a plain file: remove the stored secret, then save', async () => {
    const dir = dataDir();
    await new EncodedFileSecretStore(dir, createSafeStorageCodec(storage({}), 'linux')).write(TOKEN, 'eyJ.kept', ORIGIN);
    const store = new EncodedFileSecretStore(dir, createSafeStorageCodec(storage({ available: false }), 'linux'));
    await store.clear(TOKEN);
    await store.write(TOKEN, 'eyJ.chosen', ORIGIN);
    expect(markerOf(dir)).toBe(`${MARKER_PREFIX}plaintext`);
    expect(store.kind).toBe('plaintext-file');
  });
});

describe('shouldReEncrypt (Electron 45: the key was rotated)', () => {
  it('rewrites the secret with a fresh encryption after reading it', async () => {
    const dir = dataDir();
    const fake = storage({});
    const store = new EncodedFileSecretStore(dir, createSafeStorageCodec(fake, 'linux'));
    await store.write(TOKEN, 'eyJ.rotated', ORIGIN);
    fake.calls.length = 0;
    fake.options.shouldReEncrypt = true;
    expect(await store.read(TOKEN)).toEqual({ status: 'present', value: 'eyJ.rotated', origin: ORIGIN });
    expect(fake.calls).toContain('encryptStringAsync');
    fake.calls.length = 0;
    fake.options.shouldReEncrypt = false;
    await store.read(TOKEN);
    expect(fake.calls).not.toContain('encryptStringAsync');
  });
});

describe('a secret that can no longer be decrypted', () => {
  it('makes decode reject with a generic message that quotes no bytes', async () => {
    const codec = createSafeStorageCodec(storage({ failDecrypt: true }), 'linux');
    const error = await codec.decode(Buffer.from('v11terces')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toMatch(/7631|bytes=|terces/);
  });

  it('reads as unreadable through the real secret store, never a crash', async () => {
    const dir = dataDir();
    const good = new EncodedFileSecretStore(dir, createSafeStorageCodec(storage({}), 'linux'));
    await good.write(TOKEN, 'eyJ.secret', ORIGIN);
    expect(await good.read(TOKEN)).toEqual({ status: 'present', value: 'eyJ.secret', origin: ORIGIN });

    const lockedOut = new EncodedFileSecretStore(dir, createSafeStorageCodec(storage({ failDecrypt: true }), 'linux'));
    const read = await lockedOut.read(TOKEN);
    expect(read.status).toBe('unreadable');
    expect(JSON.stringify(read)).not.toContain('secret');
  });
});
