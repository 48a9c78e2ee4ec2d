import { chmod, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../common/codes.js';
import { EncodedFileSecretStore, FileSecretStore, type SecretCodec, type SecretName } from '../../../main/core/storage/secret-store.js';
import { makeTempDir, posix } from './temp-dir.js';

const TOKEN_NAME: SecretName = 'home-assistant/access-token';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJ0ZXN0In0.c2lnbmF0dXJl';
const ORIGIN = 'http://homeassistant.local:8123';

async function plantSecret(dir: string, name: SecretName, content: string | Buffer): Promise<string> {
  const path = join(dir, 'secrets', name);
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, content);
  return path;
}

describe('FileSecretStore', () => {
  it('is a plaintext-file store', async () => {
    expect(new FileSecretStore(await makeTempDir()).kind).toBe('plaintext-file');
  });

  it('reads absent before anything is written', async () => {
    const store = new FileSecretStore(await makeTempDir());
    expect(await store.read(TOKEN_NAME)).toEqual({ status: 'absent' });
    expect(await store.read('assistant/api-key')).toEqual({ status: 'absent' });
  });

  it('writes and reads back, at secrets/<name>', async () => {
    const dir = await makeTempDir();
    const store = new FileSecretStore(dir);
    await store.write(TOKEN_NAME, TOKEN, ORIGIN);
    expect(await store.read(TOKEN_NAME)).toEqual({ status: 'present', value: TOKEN, origin: ORIGIN });
    expect(JSON.parse(await readFile(join(dir, 'secrets', 'home-assistant', 'access-token'), 'utf8'))).toEqual({ origin: ORIGIN, secret: TOKEN });
    expect(await readdir(join(dir, 'secrets', 'home-assistant'))).toEqual(['access-token']);
    expect(await store.read('assistant/api-key')).toEqual({ status: 'absent' });
  });

  it.runIf(posix)('stores the file 0600 in 0700 directories, tightening looser existing ones', async () => {
    const dir = await makeTempDir();
    await mkdir(join(dir, 'secrets', 'assistant'), { recursive: true });
    await chmod(join(dir, 'secrets'), 0o755);
    await chmod(join(dir, 'secrets', 'assistant'), 0o777);
    const store = new FileSecretStore(dir);
    await store.write(TOKEN_NAME, TOKEN, ORIGIN);
    await store.write('assistant/api-key', 'sk-test', ORIGIN);
    expect((await stat(join(dir, 'secrets'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, 'secrets', 'home-assistant'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, 'secrets', 'assistant'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, 'secrets', 'home-assistant', 'access-token'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'secrets', 'assistant', 'api-key'))).mode & 0o777).toBe(0o600);
  });

  it('trims surrounding whitespace on write and read (a pasted or hand-written token ends in a newline)', async () => {
    const dir = await makeTempDir();
    const store = new FileSecretStore(dir);
    await store.write(TOKEN_NAME, `  ${TOKEN}\n`, ORIGIN);
    expect(JSON.parse(await readFile(join(dir, 'secrets', TOKEN_NAME), 'utf8'))).toEqual({ origin: ORIGIN, secret: TOKEN });
    // A hand-placed file of an earlier version: the bare token, no origin (bound at the first start).
    await plantSecret(dir, TOKEN_NAME, `${TOKEN}\r\n`);
    expect(await store.read(TOKEN_NAME)).toEqual({ status: 'present', value: TOKEN, origin: null });
  });

  it('overwrites, and clears (also with an empty write)', async () => {
    const dir = await makeTempDir();
    const store = new FileSecretStore(dir);
    await store.write(TOKEN_NAME, 'first', ORIGIN);
    await store.write(TOKEN_NAME, 'second', ORIGIN);
    expect(await store.read(TOKEN_NAME)).toEqual({ status: 'present', value: 'second', origin: ORIGIN });
    await store.clear(TOKEN_NAME);
    expect(await store.read(TOKEN_NAME)).toEqual({ status: 'absent' });
    await expect(store.clear(TOKEN_NAME)).resolves.toBeUndefined();
    await store.write(TOKEN_NAME, 'third', ORIGIN);
    await store.write(TOKEN_NAME, '   ', ORIGIN);
    expect(await store.read(TOKEN_NAME)).toEqual({ status: 'absent' });
    expect(await readdir(join(dir, 'secrets', 'home-assistant'))).toEqual([]);
  });

  it('reads an empty file as absent', async () => {
    const dir = await makeTempDir();
    await plantSecret(dir, TOKEN_NAME, '');
    expect(await new FileSecretStore(dir).read(TOKEN_NAME)).toEqual({ status: 'absent' });
  });

  it.each([
    ['invalid UTF-8', Buffer.from([0x61, 0xff, 0xfe, 0x62])],
    ['a NUL byte', Buffer.from('abc\u0000def')],
    ['a control character', 'abc\u001bdef'],
    ['more than 16 KiB', 'a'.repeat(16 * 1024 + 1)],
  ])('reads a file with %s as unreadable, without throwing', async (_label, content) => {
    const dir = await makeTempDir();
    await plantSecret(dir, TOKEN_NAME, content);
    const result = await new FileSecretStore(dir).read(TOKEN_NAME);
    expect(result).toEqual({ status: 'unreadable', message: "The stored Home Assistant access token can't be read — re-enter it." });
  });

  it('reads a directory in the file’s place as unreadable', async () => {
    const dir = await makeTempDir();
    await mkdir(join(dir, 'secrets', 'assistant', 'api-key'), { recursive: true });
    const result = await new FileSecretStore(dir).read('assistant/api-key');
    expect(result).toEqual({ status: 'unreadable', message: "The stored API key can't be read — re-enter it." });
  });

  it('refuses to store a value with control characters, without quoting it', async () => {
    const dir = await makeTempDir();
    const store = new FileSecretStore(dir);
    const error = await store.write(TOKEN_NAME, 'secret-part\r\nX-Injected: 1', ORIGIN).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_REQUEST');
    expect((error as ApiError).details?.[0]?.field).toBe('access_token');
    expect(JSON.stringify((error as ApiError).toBody())).not.toContain('secret-part');
    expect(await store.read(TOKEN_NAME)).toEqual({ status: 'absent' });
  });

  it('refuses an unknown secret name at runtime (the name is a path)', async () => {
    const dir = await makeTempDir();
    const store = new FileSecretStore(dir);
    await expect(store.write('../escape' as SecretName, 'x', ORIGIN)).rejects.toThrow();
    expect((await store.read('../../etc/passwd' as SecretName)).status).toBe('unreadable');
  });
});

/** A stand-in for Electron's safeStorage: reversible, but not the plaintext. */
function xorCodec(): SecretCodec {
  const flip = (bytes: Buffer) => Buffer.from(bytes.map((byte) => byte ^ 0x5a));
  return {
    kind: 'os-keychain',
    encode: async (plain) => Buffer.concat([Buffer.from('v1:'), flip(Buffer.from(plain, 'utf8'))]),
    decode: async (stored) => {
      if (!stored.subarray(0, 3).equals(Buffer.from('v1:'))) throw new Error('cannot decrypt');
      return flip(stored.subarray(3)).toString('utf8');
    },
  };
}

describe('EncodedFileSecretStore', () => {
  it('takes its kind from the codec and stores encoded bytes', async () => {
    const dir = await makeTempDir();
    const store = new EncodedFileSecretStore(dir, xorCodec());
    expect(store.kind).toBe('os-keychain');
    await store.write(TOKEN_NAME, TOKEN, ORIGIN);
    const onDisk = await readFile(join(dir, 'secrets', TOKEN_NAME));
    expect(onDisk.toString('latin1')).not.toContain(TOKEN);
    expect(await store.read(TOKEN_NAME)).toEqual({ status: 'present', value: TOKEN, origin: ORIGIN });
    if (posix) expect((await stat(join(dir, 'secrets', TOKEN_NAME))).mode & 0o777).toBe(0o600);
  });

  it('reads a secret its codec can no longer decode as unreadable', async () => {
    const dir = await makeTempDir();
    await plantSecret(dir, TOKEN_NAME, 'written by another machine');
    const result = await new EncodedFileSecretStore(dir, xorCodec()).read(TOKEN_NAME);
    expect(result.status).toBe('unreadable');
  });

  it('reads a codec result with control characters as unreadable', async () => {
    const dir = await makeTempDir();
    const codec = xorCodec();
    await plantSecret(dir, TOKEN_NAME, await codec.encode('bad\u0000token'));
    expect((await new EncodedFileSecretStore(dir, codec).read(TOKEN_NAME)).status).toBe('unreadable');
  });

  it('clears', async () => {
    const dir = await makeTempDir();
    const store = new EncodedFileSecretStore(dir, xorCodec());
    await store.write('assistant/api-key', 'sk-1', ORIGIN);
    await store.clear('assistant/api-key');
    expect(await store.read('assistant/api-key')).toEqual({ status: 'absent' });
  });
});
