/**
 * DESIGN §3 "Reads fail safe": the zod read schema of `capabilities/home-assistant.json` reads every
 * file exactly as the hand-written parser it replaced (kept frozen in ./oracle as the oracle) —
 * same config, same status, same message — over a generated corpus: valid files, near-valid ones
 * (one key deleted, retyped or broken), hostile ones (prototype keys, control characters, huge
 * strings), wrong types everywhere, extra keys, any JSON at all, and huge allowlists. Through the
 * store, the file is never touched by a read.
 */
import { readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStoredConfig } from '../../../main/core/storage/home-assistant-config-read.js';
import { HomeAssistantConfigStore, MAX_CONFIG_BYTES } from '../../../main/core/storage/home-assistant-config.js';
import { parseStoredConfig as oracleParse } from './oracle/config-read-parser-v1.js';
import { makeTempDir } from './temp-dir.js';

/** A fixed seed keeps a failure reproducible; FC_SEED overrides it to explore. */
const SEED = Number(process.env.FC_SEED ?? 20_260_111);

const TEST_CERT_PEM = `-----BEGIN CERTIFICATE-----
MIIBkzCCATmgAwIBAgIUWwLXgmsVZ/S+ACoV7NfKYGatFJIwCgYIKoZIzj0EAwIw
-----END CERTIFICATE-----
`;
const FINGERPRINT = 'A2:7A:F3:CB:D6:8A:39:64:65:CC:23:96:58:DC:B6:B1:FD:18:67:4B:1F:39:2F:20:7C:E8:47:83:F0:33:92:60';

const GOOD_IDS = [
  'light.kitchen',
  'switch.kettle',
  'sensor.living_room_temperature',
  'climate.hallway',
  'binary_sensor.front_door',
  'lock.front_door',
  'light.porch',
  'a.b',
];
const BAD_IDS: unknown[] = [
  'Light.Kitchen',
  ' light.kitchen',
  'light.kitchen ',
  'light',
  'light.__x',
  '_light.x',
  'light.x_',
  'light._x',
  '',
  'a.b.c',
  'light.kitchen\n',
  'light.k\u0000',
  'light.küche',
  `light.${'x'.repeat(300)}`,
  'ligh t.x',
  '.',
  'light.',
  '.kitchen',
  42,
  0,
  null,
  true,
  false,
  {},
  [],
  ['light.kitchen'],
];
const GOOD_URLS = [
  'http://homeassistant.local:8123',
  'https://10.0.0.2:8123/api',
  'http://ha.local/api/',
  'HTTP://HA.Local:8123/',
  '',
  '   ',
  '  http://x:1  ',
  'http://[::1]:8123',
  'https://ha.example/api',
];
const BAD_URLS: unknown[] = [
  'ftp://ha.local',
  'http://u:p@ha.local',
  'http://ha.local/lovelace',
  'http://ha.local?x=1',
  'http://ha.local?',
  'http://ha.local#',
  'http://ha.local/#f',
  'http://ha\t.local',
  'http://ha .local',
  'not a url',
  'http://',
  'file:///etc/passwd',
  'javascript:alert(1)',
  `http://${'h'.repeat(3000)}.local`,
  'http://ha.local/api/states',
  'http://\u0000ha.local',
  42,
  null,
  true,
  [],
  {},
  ['http://ha.local'],
];
const TLS_VALUES: unknown[] = [
  { mode: 'system' },
  { mode: 'system', ca_pem: TEST_CERT_PEM },
  { mode: 'custom-ca', ca_pem: TEST_CERT_PEM },
  { mode: 'custom-ca', ca_pem: 'not a pem' },
  { mode: 'custom-ca' },
  { mode: 'pinned', pinned_pem: TEST_CERT_PEM, fingerprint_sha256: FINGERPRINT },
  { mode: 'pinned', pinned_pem: TEST_CERT_PEM },
  { mode: 'pinned', fingerprint_sha256: FINGERPRINT },
  { mode: 'pinned', pinned_pem: TEST_CERT_PEM, fingerprint_sha256: FINGERPRINT.toLowerCase() },
  { mode: 'pinned', pinned_pem: TEST_CERT_PEM, fingerprint_sha256: 'AA:BB' },
  { mode: 'custom-ca', ca_pem: 'x'.repeat(64 * 1024 + 1) },
  { mode: 'system', extra: 1 },
  { mode: 'bogus' },
  { mode: 'SYSTEM' },
  { ca_pem: TEST_CERT_PEM },
  {},
  { mode: null },
  { mode: 'custom-ca', ca_pem: 42 },
  null,
  'system',
  [],
  [{ mode: 'system' }],
  0,
];

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 8 }),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const flag = fc.oneof({ weight: 6, arbitrary: fc.boolean() }, { weight: 1, arbitrary: wrongType });
const entityId = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...GOOD_IDS) },
  { weight: 1, arbitrary: fc.constantFrom(...BAD_IDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const entityList = fc.oneof({ weight: 8, arbitrary: fc.array(entityId, { maxLength: 10 }) }, { weight: 1, arbitrary: wrongType });
const baseUrl = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...GOOD_URLS) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_URLS) },
  { weight: 1, arbitrary: fc.webUrl() },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);
const tls = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...TLS_VALUES) }, { weight: 1, arbitrary: wrongType });
const extraKeys = fc.dictionary(
  fc.oneof(
    fc.string({ maxLength: 10 }),
    fc.constantFrom('constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'ENABLED', 'Base_Url', 'tls '),
  ),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 4 },
);

/** Any subset of the six keys, each value usually right and sometimes wrong, plus unknown keys. */
const anyConfigObject = fc
  .tuple(
    fc.record(
      { enabled: flag, base_url: baseUrl, allowlisted_entities: entityList, control_enabled: flag, controllable_entities: entityList, tls },
      { requiredKeys: [] },
    ),
    extraKeys,
    fc.boolean(),
  )
  // Unknown keys first or last: key order in the file must not matter.
  .map(([known, extra, extraFirst]) => (extraFirst ? { ...extra, ...known } : { ...known, ...extra }));

const validConfig = fc.record({
  enabled: fc.boolean(),
  base_url: fc.constantFrom(...GOOD_URLS),
  allowlisted_entities: fc.array(fc.constantFrom(...GOOD_IDS), { maxLength: 8 }),
  control_enabled: fc.boolean(),
  controllable_entities: fc.array(fc.constantFrom(...GOOD_IDS), { maxLength: 4 }),
  tls: fc.constantFrom<unknown>(
    { mode: 'system' },
    { mode: 'custom-ca', ca_pem: TEST_CERT_PEM },
    { mode: 'pinned', pinned_pem: TEST_CERT_PEM, fingerprint_sha256: FINGERPRINT },
  ),
});

const KEYS = ['enabled', 'base_url', 'allowlisted_entities', 'control_enabled', 'controllable_entities', 'tls'] as const;

/** A valid file with exactly one thing wrong (or one optional key left out, as an older file would). */
const nearValid = fc
  .tuple(validConfig, fc.constantFrom(...KEYS), fc.nat(20), fc.constantFrom('delete', 'retype', 'bad-entry', 'bad-value'), wrongType)
  .map(([config, key, at, how, retyped]) => {
    const file: Record<string, unknown> = { ...config };
    if (how === 'delete') delete file[key];
    else if (how === 'retype') file[key] = retyped;
    else if (how === 'bad-entry' && Array.isArray(file[key])) {
      const list = [...(file[key] as unknown[])];
      list.splice(at % (list.length + 1), 0, BAD_IDS[at % BAD_IDS.length]);
      file[key] = list;
    } else if (key === 'base_url') file[key] = BAD_URLS[at % BAD_URLS.length];
    else if (key === 'tls') file[key] = TLS_VALUES[at % TLS_VALUES.length];
    else file[key] = retyped;
    return file;
  });

/** Values that are not a config object at all. */
const notAnObject = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.array(anyConfigObject, { maxLength: 2 }));

/** The file text; sometimes with an own `__proto__` key planted, as only JSON text can carry it. */
const fileText = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: anyConfigObject },
      { weight: 3, arbitrary: nearValid },
      { weight: 2, arbitrary: validConfig },
      { weight: 1, arbitrary: notAnObject },
    ),
    fc.nat(5),
    fc.boolean(),
  )
  .map(([value, proto, pretty]) => {
    const text = JSON.stringify(value, null, pretty ? 2 : undefined) ?? 'null';
    if (proto > 0 || !text.startsWith('{') || text === '{}') return text;
    const planted = JSON.stringify({ enabled: true, base_url: 'http://evil.local', allowlisted_entities: ['lock.front_door'], control_enabled: true });
    return `{"__proto__": ${planted}, ${text.slice(1)}`;
  });

/** Both parsers see the same freshly parsed JSON (neither may depend on the other's mutations). */
function readBoth(text: string): { current: unknown; oracle: unknown } {
  return { current: parseStoredConfig(JSON.parse(text)), oracle: oracleParse(JSON.parse(text)) };
}

describe('reading home-assistant.json: the zod schema reads every file as the hand-written parser did', () => {
  it('a generated corpus of valid, near-valid, hostile, wrongly typed and extra-keyed files reads identically', () => {
    const statuses = new Map<string, number>();
    fc.assert(
      fc.property(fileText, (text) => {
        const { current, oracle } = readBoth(text);
        expect(current).toStrictEqual(oracle);
        const key = `${(oracle as { status: string }).status}${(oracle as { message?: string }).message ? '+message' : ''}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }),
      { seed: SEED, numRuns: 3_000 },
    );
    // The corpus reaches every kind of outcome, so "identical" is not vacuous.
    expect(statuses.get('malformed+message') ?? 0).toBeGreaterThan(300);
    expect(statuses.get('ok') ?? 0).toBeGreaterThan(100);
    expect(statuses.get('ok+message') ?? 0).toBeGreaterThan(50);
  });

  it('names the same first problem: every malformed detail of the corpus is one the old parser gave', () => {
    const details = new Set<string>();
    fc.assert(
      fc.property(fileText, (text) => {
        const { current, oracle } = readBoth(text);
        expect(current).toStrictEqual(oracle);
        const message = (oracle as { status: string; message?: string }).status === 'malformed' ? (oracle as { message: string }).message : undefined;
        if (message) details.add(message.replace(/^.*malformed \((.*)\);.*$/, '$1').replace(/\[\d+\]/, '[i]'));
      }),
      { seed: SEED + 1, numRuns: 2_000 },
    );
    // Each structural rule is exercised: a wrong detail for any of them would have failed above.
    for (const detail of [
      'it is not a JSON object',
      'enabled is missing',
      'enabled must be true or false',
      'base_url is missing',
      'base_url is not a usable Home Assistant address',
      'allowlisted_entities is missing',
      'allowlisted_entities must be a list of entity ids',
      'allowlisted_entities[i] is not a valid entity id',
      'control_enabled must be true or false',
      'controllable_entities must be a list of entity ids',
      'controllable_entities[i] is not a valid entity id',
      'tls is not a valid TLS setting',
      'tls mode custom-ca needs ca_pem',
      'tls mode pinned needs pinned_pem and fingerprint_sha256',
    ]) {
      expect(details).toContain(detail);
    }
  });

  it('huge allowlists with one bad entry anywhere read identically', () => {
    const huge = fc
      .tuple(
        fc.integer({ min: 1_000, max: 20_000 }),
        fc.nat(),
        fc.constantFrom(...BAD_IDS),
        fc.boolean(),
        fc.constantFrom('allowlisted_entities', 'controllable_entities'),
      )
      .map(([count, at, bad, includeBad, key]) => {
        const ids: unknown[] = Array.from({ length: count }, (_, i) => `sensor.s${i % 5_000}`);
        if (includeBad) ids.splice(at % (count + 1), 0, bad);
        const config: Record<string, unknown> = {
          enabled: true,
          base_url: 'http://ha.local:8123',
          allowlisted_entities: ['light.kitchen'],
          control_enabled: true,
          controllable_entities: [],
        };
        config[key] = ids;
        return JSON.stringify(config);
      });
    fc.assert(
      fc.property(huge, (text) => {
        const { current, oracle } = readBoth(text);
        expect(current).toStrictEqual(oracle);
      }),
      { seed: SEED + 2, numRuns: 25 },
    );
  });

  it('through the store: same result as the oracle on the file text, and the file is left untouched', async () => {
    const dir = await makeTempDir();
    const store = new HomeAssistantConfigStore(dir);
    await mkdir(join(dir, 'capabilities'), { recursive: true });
    const longString = fc
      .nat(3)
      .map((n) => JSON.stringify({ enabled: true, base_url: 'http://ha.local', allowlisted_entities: [], pad: 'x'.repeat(MAX_CONFIG_BYTES - 100 + n * 60) }));
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 20, arbitrary: fileText }, { weight: 1, arbitrary: longString }), async (text) => {
        await writeFile(store.path, text);
        const before = await stat(store.path);
        const read = await store.read();
        const expected = Buffer.byteLength(text) > MAX_CONFIG_BYTES ? { status: 'malformed' } : oracleParse(JSON.parse(text));
        if (Buffer.byteLength(text) > MAX_CONFIG_BYTES) expect(read.status).toBe('malformed');
        else expect(read).toStrictEqual(expected);
        const after = await stat(store.path);
        expect(await readFile(store.path, 'utf8')).toBe(text);
        expect(after.mtimeMs).toBe(before.mtimeMs);
      }),
      { seed: SEED + 3, numRuns: 150 },
    );
  });
});
