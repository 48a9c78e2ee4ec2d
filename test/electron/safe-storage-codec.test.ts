import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EncodedFileSecretStore } from '../../main/core/storage/secret-store.js';
import { createSafeStorageCodec } from '../../main/electron/safe-storage-codec.js';
import { FakeSafeStorage } from './fake-electron.js';

function storage(options: Partial<FakeSafeStorage['options']>): FakeSafeStorage {
  const fake = new FakeSafeStorage();
  fake.options = { ...fake.options, ...options };
  return fake;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sc-safe-storage-'));
  dirs.push(dir);
  return dir;
}

describe('which kind of storage the household is told about', () => {
  it.each([
    ['linux', 'gnome_libsecret', 'os-keychain'],
    ['linux', 'kwallet6', 'os-keychain'],
    ['linux', 'basic_text', 'plaintext-file'],
    ['linux', 'unknown', 'plaintext-file'],
    ['darwin', 'unknown', 'os-keychain'],
    ['win32', 'unknown', 'os-keychain'],
  ] as const)('%s with backend %s → %s', async (platform, backend, kind) => {
    const codec = await createSafeStorageCodec(storage({ backend }), platform);
    expect(codec.kind).toBe(kind);
  });

  it('no async encryption at all → plaintext-file, stored as the UTF-8 bytes', async () => {
    const codec = await createSafeStorageCodec(storage({ available: false }), 'linux');
    expect(codec.kind).toBe('plaintext-file');
    expect((await codec.encode('token')).toString('utf8')).toBe('token');
  });

  it('a throwing availability check is treated as unavailable', async () => {
    const fake = storage({});
    fake.isAsyncEncryptionAvailable = () => Promise.reject(new Error('not ready'));
    expect((await createSafeStorageCodec(fake, 'darwin')).kind).toBe('plaintext-file');
  });
});

describe('secrets go through safeStorage’s async API', () => {
  it('round-trips, and what is stored is not the plaintext', async () => {
    const codec = await createSafeStorageCodec(storage({}), 'linux');
    const stored = await codec.encode('eyJ.secret');
    expect(stored.toString('utf8')).not.toContain('eyJ.secret');
    expect(await codec.decode(stored)).toBe('eyJ.secret');
  });

  it('basic_text still encrypts through safeStorage (readable if a keyring appears later)', async () => {
    const codec = await createSafeStorageCodec(storage({ backend: 'basic_text' }), 'linux');
    expect((await codec.encode('abc')).subarray(0, 3).toString()).toBe('v11');
  });
});

describe('a secret that can no longer be decrypted', () => {
  it('makes decode reject with a generic message that quotes no bytes', async () => {
    const codec = await createSafeStorageCodec(storage({ failDecrypt: true }), 'linux');
    const error = await codec.decode(Buffer.from('v11terces')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toMatch(/7631|bytes=|terces/);
  });

  it('reads as unreadable through the real secret store, never a crash', async () => {
    const dir = dataDir();
    const good = new EncodedFileSecretStore(dir, await createSafeStorageCodec(storage({}), 'linux'));
    await good.write('home-assistant/access-token', 'eyJ.secret', 'http://ha.local:8123');
    expect(await good.read('home-assistant/access-token')).toEqual({ status: 'present', value: 'eyJ.secret', origin: 'http://ha.local:8123' });

    const lockedOut = new EncodedFileSecretStore(dir, await createSafeStorageCodec(storage({ failDecrypt: true }), 'linux'));
    const read = await lockedOut.read('home-assistant/access-token');
    expect(read.status).toBe('unreadable');
    expect(JSON.stringify(read)).not.toContain('secret');
  });

  it('a foreign file (not our ciphertext) is unreadable too', async () => {
    const dir = dataDir();
    mkdirSync(path.join(dir, 'secrets', 'home-assistant'), { recursive: true });
    writeFileSync(path.join(dir, 'secrets', 'home-assistant', 'access-token'), 'plain-token-from-elsewhere');
    const store = new EncodedFileSecretStore(dir, await createSafeStorageCodec(storage({}), 'linux'));
    expect((await store.read('home-assistant/access-token')).status).toBe('unreadable');
  });
});
