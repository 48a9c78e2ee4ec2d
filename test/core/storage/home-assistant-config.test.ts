import { mkdir, readdir, readFile, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../common/codes.js';
import type { HomeAssistantConfigUpdate } from '../../../common/contract/types.js';
import { HomeAssistantConfigStore } from '../../../main/core/storage/home-assistant-config.js';
import { parseStoredConfig } from '../../../main/core/storage/home-assistant-config-read.js';
import { defaultHomeAssistantConfig, type HomeAssistantConfig } from '../../../main/core/storage/home-assistant-config-shape.js';
import { validateMergedConfig } from '../../../main/core/storage/home-assistant-config-write.js';
import { normalizeBaseUrl } from '../../../main/core/storage/home-assistant-base-url.js';
import { makeTempDir, posix } from './temp-dir.js';
import { bytesReadDuring } from './read-bytes.js';

/** A self-signed EC certificate (CN=homeassistant.local, valid until 2126) for TLS validation tests. */
const TEST_CERT_PEM = `-----BEGIN CERTIFICATE-----
MIIBkzCCATmgAwIBAgIUWwLXgmsVZ/S+ACoV7NfKYGatFJIwCgYIKoZIzj0EAwIw
HjEcMBoGA1UEAwwTaG9tZWFzc2lzdGFudC5sb2NhbDAgFw0yNjExMzAwNDIwNDla
GA8yMTI2MTEwNjA0MjA0OVowHjEcMBoGA1UEAwwTaG9tZWFzc2lzdGFudC5sb2Nh
bDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABHrwAR+Zsh1VUcLfOe/q78oS2IOP
SQ3cwiCz4yi2T8nIOJdqsm5Qd1LOtVO3YTIAy2Rsjfu+jITri5aOfIvV7WejUzBR
MB0GA1UdDgQWBBQjWbcqUQEC/tN+EAbQVnQHglmFYDAfBgNVHSMEGDAWgBQjWbcq
UQEC/tN+EAbQVnQHglmFYDAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0gA
MEUCIHO2nZyPfiv1C/BlZkbV9tp4BjMIlKzClRAVJK/f2hCmAiEArejAabTZWOEF
9yhK+6D+u3khd8a0sJhHDIWkgdTwDtg=
-----END CERTIFICATE-----
`;
const TEST_CERT_FINGERPRINT = 'A2:7A:F3:CB:D6:8A:39:64:65:CC:23:96:58:DC:B6:B1:FD:18:67:4B:1F:39:2F:20:7C:E8:47:83:F0:33:92:60';
const OTHER_FINGERPRINT = 'B2:7A:F3:CB:D6:8A:39:64:65:CC:23:96:58:DC:B6:B1:FD:18:67:4B:1F:39:2F:20:7C:E8:47:83:F0:33:92:60';

const GOOD: HomeAssistantConfig = {
  enabled: true,
  base_url: 'http://homeassistant.local:8123',
  allowlisted_entities: ['light.kitchen', 'switch.kettle', 'sensor.living_room_temperature'],
  control_enabled: true,
  controllable_entities: ['light.kitchen'],
  tls: { mode: 'system' },
};

async function storeIn(dir: string): Promise<{ store: HomeAssistantConfigStore; path: string }> {
  const store = new HomeAssistantConfigStore(dir);
  return { store, path: join(dir, 'capabilities', 'home-assistant.json') };
}

async function plant(path: string, content: string | Buffer): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, content);
}

/** Run `fn`, expecting an ApiError, and return it. */
function apiErrorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected an ApiError');
}

describe('HomeAssistantConfigStore.read', () => {
  it('gives disabled defaults with status missing when there is no file, and creates nothing', async () => {
    const dir = await makeTempDir();
    const { store } = await storeIn(dir);
    const result = await store.read();
    expect(result).toEqual({ config: defaultHomeAssistantConfig(), status: 'missing' });
    expect(result.config).toEqual({
      enabled: false,
      base_url: '',
      allowlisted_entities: [],
      control_enabled: false,
      controllable_entities: [],
      tls: { mode: 'system' },
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('round-trips a written config, file 0600 in a 0700 directory', async () => {
    const dir = await makeTempDir();
    const { store, path } = await storeIn(dir);
    await store.write(GOOD);
    expect(await store.read()).toEqual({ config: GOOD, status: 'ok' });
    if (posix) {
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect((await stat(join(dir, 'capabilities'))).mode & 0o777).toBe(0o700);
    }
    expect(await readdir(join(dir, 'capabilities'))).toEqual(['home-assistant.json']);
  });

  it('reads fresh from disk on every call (no cache)', async () => {
    const dir = await makeTempDir();
    const { store, path } = await storeIn(dir);
    await plant(path, JSON.stringify({ ...GOOD, enabled: true }));
    expect((await store.read()).config.enabled).toBe(true);
    await plant(path, JSON.stringify({ ...GOOD, enabled: false }));
    expect((await store.read()).config.enabled).toBe(false);
    await plant(path, JSON.stringify({ ...GOOD, control_enabled: false }));
    expect((await store.read()).config.control_enabled).toBe(false);
  });

  it('reads an RFC-0018 three-field file with control off', async () => {
    const dir = await makeTempDir();
    const { store, path } = await storeIn(dir);
    await plant(path, JSON.stringify({ enabled: true, base_url: 'http://192.168.1.20:8123', allowlisted_entities: ['light.porch'] }));
    expect(await store.read()).toEqual({
      config: {
        enabled: true,
        base_url: 'http://192.168.1.20:8123',
        allowlisted_entities: ['light.porch'],
        control_enabled: false,
        controllable_entities: [],
        tls: { mode: 'system' },
      },
      status: 'ok',
    });
  });

  it('normalises an RFC-0018-style /api/ base URL in the file, tolerates a BOM and ignores unknown keys', async () => {
    const dir = await makeTempDir();
    const { store, path } = await storeIn(dir);
    const text = JSON.stringify({ enabled: true, base_url: 'http://ha.local:8123/api/', allowlisted_entities: [], future_field: 1 });
    await plant(path, `\ufeff${text}`);
    const result = await store.read();
    expect(result.status).toBe('ok');
    expect(result.config.base_url).toBe('http://ha.local:8123');
    expect(result.config).not.toHaveProperty('future_field');
  });

  it('reads back a planted climate.* controllable entry as stored, status ok, with a warning message', async () => {
    const dir = await makeTempDir();
    const { store, path } = await storeIn(dir);
    const planted = {
      ...GOOD,
      allowlisted_entities: ['light.kitchen', 'climate.hallway'],
      controllable_entities: ['light.kitchen', 'climate.hallway', 'switch.not_readable'],
    };
    await plant(path, JSON.stringify(planted));
    const result = await store.read();
    expect(result.status).toBe('ok');
    expect(result.config.controllable_entities).toEqual(['light.kitchen', 'climate.hallway', 'switch.not_readable']);
    expect(result.config.allowlisted_entities).toEqual(['light.kitchen', 'climate.hallway']);
    expect(result.message).toMatch(/climate\.hallway/);
    // …and parseStoredConfig agrees, for tests that build configs in memory.
    expect(parseStoredConfig(planted).config.controllable_entities).toContain('climate.hallway');
  });

  const malformedFiles: Array<[string, string | Buffer]> = [
    ['invalid JSON', '{"enabled": true,'],
    ['truncated JSON', JSON.stringify(GOOD).slice(0, 40)],
    ['empty file', ''],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
    ['enabled as a string', JSON.stringify({ ...GOOD, enabled: 'true' })],
    ['enabled missing', JSON.stringify({ base_url: '', allowlisted_entities: [] })],
    ['base_url missing', JSON.stringify({ enabled: true, allowlisted_entities: [] })],
    ['base_url a number', JSON.stringify({ ...GOOD, base_url: 8123 })],
    ['base_url with a path', JSON.stringify({ ...GOOD, base_url: 'http://ha.local/lovelace' })],
    ['base_url ftp', JSON.stringify({ ...GOOD, base_url: 'ftp://ha.local' })],
    ['allowlist not an array', JSON.stringify({ ...GOOD, allowlisted_entities: 'light.kitchen' })],
    ['allowlist with a number', JSON.stringify({ ...GOOD, allowlisted_entities: ['light.kitchen', 7] })],
    ['allowlist with an uppercase id', JSON.stringify({ ...GOOD, allowlisted_entities: ['Light.Kitchen'] })],
    ['controllable with an invalid id', JSON.stringify({ ...GOOD, controllable_entities: ['light..kitchen'] })],
    ['control_enabled null', JSON.stringify({ ...GOOD, control_enabled: null })],
    ['controllable not an array', JSON.stringify({ ...GOOD, controllable_entities: {} })],
    ['tls unknown mode', JSON.stringify({ ...GOOD, tls: { mode: 'insecure' } })],
    ['tls pinned without fingerprint', JSON.stringify({ ...GOOD, tls: { mode: 'pinned', pinned_pem: TEST_CERT_PEM } })],
    ['tls custom-ca without pem', JSON.stringify({ ...GOOD, tls: { mode: 'custom-ca' } })],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
  ];

  it.each(malformedFiles)('fails safe on %s: disabled defaults, malformed, file untouched', async (_label, content) => {
    const dir = await makeTempDir();
    const { store, path } = await storeIn(dir);
    await plant(path, content);
    const before = await readFile(path);
    const result = await store.read();
    expect(result.status).toBe('malformed');
    expect(result.config).toEqual(defaultHomeAssistantConfig());
    expect(result.message).toMatch(/malformed/);
    expect((await readFile(path)).equals(before)).toBe(true);
  });

  it('fails safe on a 100 MB file without loading it, leaving it in place', async () => {
    const dir = await makeTempDir();
    const { store, path } = await storeIn(dir);
    await plant(path, '{"enabled": true}');
    await truncate(path, 100 * 1024 * 1024);
    const { value: result, bytes } = await bytesReadDuring(() => store.read());
    expect(bytes).toBe(0);
    expect(result.status).toBe('malformed');
    expect(result.message).toMatch(/1 MiB/);
    expect(result.config).toEqual(defaultHomeAssistantConfig());
    expect((await stat(path)).size).toBe(100 * 1024 * 1024);
  });

  it('fails safe when the file is unreadable (a directory in its place)', async () => {
    const dir = await makeTempDir();
    const { store, path } = await storeIn(dir);
    await mkdir(path, { recursive: true });
    const result = await store.read();
    expect(result.status).toBe('malformed');
    expect(result.message).toMatch(/can't be read/);
    expect(result.config).toEqual(defaultHomeAssistantConfig());
  });

  it('cleans an abandoned temp file on read', async () => {
    const dir = await makeTempDir();
    const { store } = await storeIn(dir);
    await store.write(GOOD);
    const stray = join(dir, 'capabilities', '.home-assistant.json.deadbeef.tmp');
    await writeFile(stray, '{"enabled": tr');
    const old = new Date(Date.now() - 3_600_000);
    await utimes(stray, old, old);
    expect((await store.read()).status).toBe('ok');
    expect(await readdir(join(dir, 'capabilities'))).toEqual(['home-assistant.json']);
  });
});

describe('HomeAssistantConfigStore.write', () => {
  it('refuses a config that breaks a write rule and writes nothing', async () => {
    const dir = await makeTempDir();
    const { store } = await storeIn(dir);
    const bad = { ...GOOD, controllable_entities: ['climate.hallway'], allowlisted_entities: ['climate.hallway'] };
    await expect(store.write(bad)).rejects.toMatchObject({ code: 'DOMAIN_NOT_CONTROLLABLE' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('writes only the known fields', async () => {
    const dir = await makeTempDir();
    const { store, path } = await storeIn(dir);
    await store.write({ ...GOOD, extra: 'no' } as HomeAssistantConfig);
    expect(Object.keys(JSON.parse(await readFile(path, 'utf8')))).toEqual([
      'enabled',
      'base_url',
      'allowlisted_entities',
      'control_enabled',
      'controllable_entities',
      'tls',
    ]);
  });
});

describe('normalizeBaseUrl', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['http://homeassistant.local:8123', 'http://homeassistant.local:8123'],
    ['http://homeassistant.local:8123/', 'http://homeassistant.local:8123'],
    ['http://homeassistant.local:8123/api', 'http://homeassistant.local:8123'],
    ['http://homeassistant.local:8123/api/', 'http://homeassistant.local:8123'],
    [' https://ha.example.org:8443/api/ ', 'https://ha.example.org:8443'],
    ['http://192.168.1.20:8123', 'http://192.168.1.20:8123'],
    ['http://[fe80::1]:8123/api/', 'http://[fe80::1]:8123'],
    ['http://[::1]/', 'http://[::1]'],
    ['HTTP://HA.Local:80/', 'http://ha.local'],
    ['https://ha.local:443', 'https://ha.local'],
    // Typed without a scheme: http:// on this computer or the home network (Home Assistant's own
    // default is http://homeassistant.local:8123), https:// for any other name.
    ['127.0.0.1:8123', 'http://127.0.0.1:8123'],
    [' 127.0.0.1:8123/api/ ', 'http://127.0.0.1:8123'],
    ['localhost:8123', 'http://localhost:8123'],
    ['[::1]:8123', 'http://[::1]:8123'],
    ['homeassistant.local:8123', 'http://homeassistant.local:8123'],
    ['homeassistant:8123', 'http://homeassistant:8123'],
    ['192.168.1.20:8123', 'http://192.168.1.20:8123'],
    ['10.0.0.5:8123', 'http://10.0.0.5:8123'],
    ['172.20.1.1:8123', 'http://172.20.1.1:8123'],
    ['169.254.10.1:8123', 'http://169.254.10.1:8123'],
    ['ha.example.org', 'https://ha.example.org'],
    ['ha.example.org:8123', 'https://ha.example.org:8123'],
    ['172.32.0.1:8123', 'https://172.32.0.1:8123'],
    ['8.8.8.8', 'https://8.8.8.8'],
  ])('accepts %j as %j', (input, origin) => {
    expect(normalizeBaseUrl(input)).toBe(origin);
  });

  it.each([
    'ftp://ha.local',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/plain,hi',
    'ws://ha.local:8123',
    'http://user:secret@ha.local:8123',
    'http://user@ha.local:8123',
    'http://ha.local:8123/?x=1',
    'http://ha.local:8123/api/?',
    'http://ha.local:8123/#top',
    'http://ha.local:8123/api#',
    'http://ha.local:8123/lovelace',
    'http://ha.local:8123/api/states',
    'http://ha.local:8123//api',
    'http://ha.local:8123/API',
    'homeassistant.local:8123/lovelace',
    'user:secret@ha.local:8123',
    'not a url',
    'http://ha\n.local',
    'http://ha.local\t:8123',
    'http://',
    `http://${'a'.repeat(2100)}.local`,
  ])('refuses %j with INVALID_BASE_URL', (input) => {
    const error = apiErrorOf(() => normalizeBaseUrl(input));
    expect(error.code).toBe('INVALID_BASE_URL');
    expect(error.details).toEqual([{ code: 'INVALID_BASE_URL', field: 'base_url', message: error.message }]);
  });

  it('never echoes credentials from a refused URL', () => {
    const error = apiErrorOf(() => normalizeBaseUrl('http://user:hunter2@ha.local'));
    expect(JSON.stringify(error.toBody())).not.toContain('hunter2');
  });
});

describe('validateMergedConfig', () => {
  const current = defaultHomeAssistantConfig();

  it('saves a typed address without a scheme with the scheme it assumed', () => {
    expect(validateMergedConfig(current, { base_url: '127.0.0.1:8123' }).config.base_url).toBe('http://127.0.0.1:8123');
    expect(validateMergedConfig(current, { base_url: 'ha.example.org' }).config.base_url).toBe('https://ha.example.org');
  });

  it('merges a partial update onto the current config', () => {
    const { config, originChanged } = validateMergedConfig(GOOD, { enabled: false });
    expect(config).toEqual({ ...GOOD, enabled: false });
    expect(originChanged).toBe(false);
  });

  it('strips /api and stores the origin', () => {
    const { config, originChanged } = validateMergedConfig(current, { base_url: 'http://homeassistant.local:8123/api/' });
    expect(config.base_url).toBe('http://homeassistant.local:8123');
    expect(originChanged).toBe(true);
  });

  it('reports originChanged only when the normalised origin differs', () => {
    expect(validateMergedConfig(GOOD, { base_url: 'http://homeassistant.local:8123/api' }).originChanged).toBe(false);
    expect(validateMergedConfig(GOOD, { base_url: 'HTTP://HomeAssistant.local:8123/' }).originChanged).toBe(false);
    expect(validateMergedConfig(GOOD, { allowlisted_entities: ['light.kitchen'] }).originChanged).toBe(false);
    expect(validateMergedConfig(GOOD, { base_url: 'https://homeassistant.local:8123' }).originChanged).toBe(true);
    expect(validateMergedConfig(GOOD, { base_url: 'http://homeassistant.local:8124' }).originChanged).toBe(true);
    expect(validateMergedConfig(GOOD, { base_url: '' }).originChanged).toBe(true);
  });

  it('ignores access_token (the caller owns secrets)', () => {
    const { config } = validateMergedConfig(GOOD, { access_token: 'abc' });
    expect(config).toEqual(GOOD);
    expect(JSON.stringify(config)).not.toContain('abc');
  });

  it('refuses a bad base URL', () => {
    const error = apiErrorOf(() => validateMergedConfig(current, { base_url: 'http://ha.local/lovelace' }));
    expect(error.code).toBe('INVALID_BASE_URL');
    expect(error.details?.[0]?.field).toBe('base_url');
  });

  it('refuses invalid entity ids without lowercasing them, and suggests the lowercase form', () => {
    const error = apiErrorOf(() =>
      validateMergedConfig(current, { allowlisted_entities: ['light.kitchen', 'Light.Porch', ' switch.kettle', 'sensor', 'light.__x'] }),
    );
    expect(error.code).toBe('INVALID_ENTITY_ID');
    expect(error.details?.map((detail) => detail.field)).toEqual([
      'allowlisted_entities[1]',
      'allowlisted_entities[2]',
      'allowlisted_entities[3]',
      'allowlisted_entities[4]',
    ]);
    expect(error.details?.[0]?.message).toMatch(/did you mean light\.porch/);
  });

  it('de-duplicates lists keeping first-occurrence order', () => {
    const { config } = validateMergedConfig(current, {
      allowlisted_entities: ['switch.b', 'light.a', 'switch.b', 'light.c', 'light.a'],
      controllable_entities: ['light.a', 'switch.b', 'light.a'],
    });
    expect(config.allowlisted_entities).toEqual(['switch.b', 'light.a', 'light.c']);
    expect(config.controllable_entities).toEqual(['light.a', 'switch.b']);
  });

  it('reports DOMAIN_NOT_CONTROLLABLE (only) for a climate entity present in both lists', () => {
    const error = apiErrorOf(() => validateMergedConfig(current, { allowlisted_entities: ['climate.hallway'], controllable_entities: ['climate.hallway'] }));
    expect(error.code).toBe('DOMAIN_NOT_CONTROLLABLE');
    expect(error.details).toEqual([{ code: 'DOMAIN_NOT_CONTROLLABLE', field: 'controllable_entities[0]', message: expect.any(String) }]);
  });

  it('reports CONTROLLABLE_NOT_ALLOWLISTED (only) for a light missing from the read list', () => {
    const error = apiErrorOf(() => validateMergedConfig(current, { allowlisted_entities: ['light.a'], controllable_entities: ['light.y'] }));
    expect(error.code).toBe('CONTROLLABLE_NOT_ALLOWLISTED');
    expect(error.details).toEqual([{ code: 'CONTROLLABLE_NOT_ALLOWLISTED', field: 'controllable_entities[0]', message: expect.any(String) }]);
  });

  it('reports both rules for an entry that breaks both', () => {
    const error = apiErrorOf(() => validateMergedConfig(current, { allowlisted_entities: [], controllable_entities: ['lock.front_door'] }));
    expect(error.details?.map((detail) => detail.code)).toEqual(['CONTROLLABLE_NOT_ALLOWLISTED', 'DOMAIN_NOT_CONTROLLABLE']);
  });

  it('collects every problem in details, top-level code from the first', () => {
    const update: HomeAssistantConfigUpdate = {
      base_url: 'ftp://ha.local',
      allowlisted_entities: ['light.a', 'BAD', 'climate.c'],
      controllable_entities: ['light.a', 'light.b', 'climate.c', 'nope'],
      tls: { mode: 'custom-ca', ca_pem: 'not a pem' },
    };
    const error = apiErrorOf(() => validateMergedConfig(current, update));
    expect(error.code).toBe('INVALID_BASE_URL');
    expect(error.message).toMatch(/and 5 more problems/);
    expect(error.details?.map(({ code, field }) => [code, field])).toEqual([
      ['INVALID_BASE_URL', 'base_url'],
      ['INVALID_ENTITY_ID', 'allowlisted_entities[1]'],
      ['CONTROLLABLE_NOT_ALLOWLISTED', 'controllable_entities[1]'],
      ['DOMAIN_NOT_CONTROLLABLE', 'controllable_entities[2]'],
      ['INVALID_ENTITY_ID', 'controllable_entities[3]'],
      ['INVALID_REQUEST', 'tls'],
    ]);
  });

  it('validates the merged whole: a planted entry in the current config blocks an unrelated save', () => {
    const planted = { ...GOOD, allowlisted_entities: ['climate.x'], controllable_entities: ['climate.x'] };
    const error = apiErrorOf(() => validateMergedConfig(planted, { enabled: false }));
    expect(error.code).toBe('DOMAIN_NOT_CONTROLLABLE');
  });

  it('removing an entity from the read list while it is still controllable is refused', () => {
    const error = apiErrorOf(() => validateMergedConfig(GOOD, { allowlisted_entities: ['switch.kettle'] }));
    expect(error.code).toBe('CONTROLLABLE_NOT_ALLOWLISTED');
  });

  describe('tls', () => {
    it('reduces system mode to its mode', () => {
      const { config } = validateMergedConfig(current, { tls: { mode: 'system', ca_pem: TEST_CERT_PEM } });
      expect(config.tls).toEqual({ mode: 'system' });
    });

    it('accepts a household CA certificate', () => {
      const { config } = validateMergedConfig(current, { tls: { mode: 'custom-ca', ca_pem: TEST_CERT_PEM } });
      expect(config.tls).toEqual({ mode: 'custom-ca', ca_pem: TEST_CERT_PEM });
    });

    it.each([
      ['custom-ca without a pem', { mode: 'custom-ca' as const }],
      ['custom-ca without the PEM marker', { mode: 'custom-ca' as const, ca_pem: 'MIIB...' }],
      ['custom-ca with a broken certificate', { mode: 'custom-ca' as const, ca_pem: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n' }],
      ['pinned without a fingerprint', { mode: 'pinned' as const, pinned_pem: TEST_CERT_PEM }],
      ['pinned without a pem', { mode: 'pinned' as const, fingerprint_sha256: TEST_CERT_FINGERPRINT }],
      ['pinned with a mismatched fingerprint', { mode: 'pinned' as const, pinned_pem: TEST_CERT_PEM, fingerprint_sha256: OTHER_FINGERPRINT }],
      ['pinned with garbage', { mode: 'pinned' as const, pinned_pem: '-----BEGIN CERTIFICATE-----', fingerprint_sha256: TEST_CERT_FINGERPRINT }],
      ['an unknown mode', { mode: 'none' } as never],
    ])('refuses %s with INVALID_REQUEST on tls', (_label, tls) => {
      const error = apiErrorOf(() => validateMergedConfig(current, { tls }));
      expect(error.code).toBe('INVALID_REQUEST');
      expect(error.details?.[0]?.field).toBe('tls');
    });

    it('accepts a pinned certificate whose fingerprint matches', () => {
      const { config } = validateMergedConfig(current, { tls: { mode: 'pinned', pinned_pem: TEST_CERT_PEM, fingerprint_sha256: TEST_CERT_FINGERPRINT } });
      expect(config.tls).toEqual({ mode: 'pinned', pinned_pem: TEST_CERT_PEM, fingerprint_sha256: TEST_CERT_FINGERPRINT });
    });

    it('a round-trip through the store keeps the pinned certificate', async () => {
      const dir = await makeTempDir();
      const store = new HomeAssistantConfigStore(dir);
      const { config } = validateMergedConfig(GOOD, { tls: { mode: 'pinned', pinned_pem: TEST_CERT_PEM, fingerprint_sha256: TEST_CERT_FINGERPRINT } });
      await store.write(config);
      expect(await store.read()).toEqual({ config, status: 'ok' });
    });
  });

  // How fast is bench/config-validation.bench.ts's question; this one is only whether it is accepted whole.
  it('accepts 10,000-entry allowlists whole', () => {
    const allowlisted = Array.from({ length: 10_000 }, (_, index) => `light.lamp_${index}`);
    const controllable = [...allowlisted].reverse();
    const { config } = validateMergedConfig(current, { allowlisted_entities: allowlisted, controllable_entities: controllable });
    expect(config.allowlisted_entities).toEqual(allowlisted);
    expect(config.controllable_entities).toEqual(controllable);
  });

  it('lists a problem per bad entry even in a big list, bounded in details', () => {
    const allowlisted = Array.from({ length: 10_000 }, (_, index) => `light.lamp_${index}`);
    const controllable = Array.from({ length: 10_000 }, (_, index) => `climate.unit_${index}`);
    const error = apiErrorOf(() => validateMergedConfig(current, { allowlisted_entities: allowlisted, controllable_entities: controllable }));
    expect(error.message).toMatch(/and 19999 more problems/);
    expect(error.details!.length).toBeLessThanOrEqual(200);
  });
});
