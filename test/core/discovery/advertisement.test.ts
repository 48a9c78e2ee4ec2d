/**
 * DESIGN §6 / reference §6: what Home Assistant advertises, parsed from the raw TXT record, and
 * hostile advertisements treated as data — dropped or cleaned, never trusted.
 */
import { describe, expect, it } from 'vitest';
import { parseAdvertisement, type RawAdvertisement } from '../../../main/core/discovery/advertisement.js';
import { parseRawTxt } from '../../../main/core/discovery/txt.js';

const UUID = '0123456789abcdef0123456789abcdef';

/** TXT strings as dns-packet decodes them: one Buffer each, length byte removed. */
function txt(pairs: Record<string, string | null>): Buffer[] {
  return Object.entries(pairs).map(([key, value]) => Buffer.from(value === null ? key : `${key}=${value}`, 'utf8'));
}

/** Exactly what a running Core advertises (reference §6), with an empty internal_url. */
function homeAssistant(overrides: Partial<RawAdvertisement> = {}, txtOverrides: Record<string, string | null> = {}): RawAdvertisement {
  return {
    name: 'Our Home',
    host: `${UUID}.local`,
    port: 8123,
    addresses: ['192.168.1.20'],
    rawTxt: txt({
      location_name: 'Our Home',
      uuid: UUID,
      version: '2026.11.1',
      external_url: 'https://abcd.ui.nabu.casa',
      internal_url: '',
      base_url: 'https://abcd.ui.nabu.casa',
      requires_api_password: 'True',
      ...txtOverrides,
    }),
    ...overrides,
  };
}

describe('a Home Assistant advertisement', () => {
  it('suggests http://<IPv4>:<SRV port> when internal_url is empty, and offers the cloud URL as an alternative', () => {
    expect(parseAdvertisement(homeAssistant())).toEqual({
      uuid: UUID,
      uuid_valid: true,
      location_name: 'Our Home',
      version: '2026.11.1',
      suggested_base_url: 'http://192.168.1.20:8123',
      other_urls: [{ label: 'external_url', url: 'https://abcd.ui.nabu.casa' }],
      host: `${UUID}.local`,
      port: 8123,
      addresses: ['192.168.1.20'],
      set_up: true,
    });
  });

  it('uses the SRV port and never assumes 8123 (Home Assistant OS listens on 80 since 2026.8)', () => {
    expect(parseAdvertisement(homeAssistant({ port: 80 }))?.suggested_base_url).toBe('http://192.168.1.20');
    expect(parseAdvertisement(homeAssistant({ port: 18080 }))?.suggested_base_url).toBe('http://192.168.1.20:18080');
  });

  it('suggests internal_url when it is a valid http(s) URL, normalised to its origin', () => {
    const parsed = parseAdvertisement(homeAssistant({}, { internal_url: 'http://homeassistant.local:8123/lovelace/0?x=1' }));
    expect(parsed?.suggested_base_url).toBe('http://homeassistant.local:8123');
    const https = parseAdvertisement(homeAssistant({}, { internal_url: 'https://HA.Example.LAN:8443/' }));
    expect(https?.suggested_base_url).toBe('https://ha.example.lan:8443');
  });

  it('lists external_url and base_url as labelled alternatives, deduplicated and never the suggestion', () => {
    const both = parseAdvertisement(homeAssistant({}, { external_url: 'https://ha.example.com', base_url: 'https://abcd.ui.nabu.casa/' }));
    expect(both?.other_urls).toEqual([
      { label: 'external_url', url: 'https://ha.example.com' },
      { label: 'base_url', url: 'https://abcd.ui.nabu.casa' },
    ]);
    const sameAsSuggested = parseAdvertisement(
      homeAssistant({}, { internal_url: 'http://192.168.1.20:8123', external_url: '', base_url: 'http://192.168.1.20:8123/' }),
    );
    expect(sameAsSuggested?.other_urls).toEqual([]);
  });

  it('falls back to IPv6 ([addr]:port) when no IPv4 is advertised, skipping link-local', () => {
    expect(parseAdvertisement(homeAssistant({ addresses: ['fd00::20'] }))?.suggested_base_url).toBe('http://[fd00::20]:8123');
    expect(parseAdvertisement(homeAssistant({ addresses: ['fe80::1', 'fd00::20'] }))?.suggested_base_url).toBe('http://[fd00::20]:8123');
    expect(parseAdvertisement(homeAssistant({ addresses: ['fd00::20', '10.0.0.7'] }))?.addresses).toEqual(['10.0.0.7', 'fd00::20']);
  });

  it('falls back to the SRV host name when no usable address is advertised', () => {
    expect(parseAdvertisement(homeAssistant({ addresses: ['fe80::1'] }))?.suggested_base_url).toBe(`http://${UUID}.local:8123`);
    expect(parseAdvertisement(homeAssistant({ addresses: [] }))?.suggested_base_url).toBe(`http://${UUID}.local:8123`);
  });

  it('marks the landing page (version 0000.0.0 or a landingpage key) as not set up', () => {
    expect(parseAdvertisement(homeAssistant({}, { version: '0000.0.0' }))?.set_up).toBe(false);
    expect(parseAdvertisement(homeAssistant({}, { landingpage: 'True' }))?.set_up).toBe(false);
    expect(parseAdvertisement(homeAssistant({}, { landingpage: null }))?.set_up).toBe(false);
    expect(parseAdvertisement(homeAssistant())?.set_up).toBe(true);
  });
});

describe('the raw TXT record', () => {
  it('keeps empty values (bonjour-service would turn `internal_url=` into a key named "internal_url=")', () => {
    const map = parseRawTxt(txt({ internal_url: '', flag: null, version: '2026.1.0' }));
    expect(map.get('internal_url')).toBe('');
    expect(map.get('flag')).toBeNull();
    expect(map.has('internal_url=')).toBe(false);
  });

  it('reads wire-format RDATA (length-prefixed strings) the same as decoded strings', () => {
    const strings = homeAssistant().rawTxt as Buffer[];
    const wire = Buffer.concat(strings.flatMap((s) => [Buffer.from([s.length]), s]));
    expect(parseAdvertisement(homeAssistant({ rawTxt: wire }))).toEqual(parseAdvertisement(homeAssistant()));
  });

  it('ignores a truncated tail in wire format', () => {
    const wire = Buffer.concat([Buffer.from([7]), Buffer.from('uuid=ab'), Buffer.from([200]), Buffer.from('internal_url=http://x')]);
    const map = parseRawTxt(wire);
    expect(map.get('uuid')).toBe('ab');
    expect(map.has('internal_url')).toBe(false);
  });

  it('undoes bonjour-service’s quirk when only its decoded txt is available', () => {
    const parsed = parseAdvertisement({
      ...homeAssistant({ rawTxt: undefined }),
      txt: { 'internal_url=': true, uuid: UUID, external_url: 'https://abcd.ui.nabu.casa', location_name: 'Our Home' },
    });
    expect(parsed?.suggested_base_url).toBe('http://192.168.1.20:8123');
    expect(parsed?.uuid).toBe(UUID);
  });

  it('treats keys case-insensitively and lets the first occurrence win (RFC 6763 §6.4)', () => {
    const raw = homeAssistant({
      rawTxt: [
        ...txt({ uuid: UUID, INTERNAL_URL: 'http://10.0.0.2:8123' }),
        Buffer.from('internal_url=http://evil.example'),
        Buffer.from('uuid=ffffffffffffffffffffffffffffffff'),
      ],
    });
    const parsed = parseAdvertisement(raw);
    expect(parsed?.suggested_base_url).toBe('http://10.0.0.2:8123');
    expect(parsed?.uuid).toBe(UUID);
  });
});

describe('hostile advertisements are data', () => {
  it('drops oversized TXT values (over 255 bytes)', () => {
    const parsed = parseAdvertisement(homeAssistant({}, { internal_url: `http://10.0.0.9:8123/${'a'.repeat(300)}`, location_name: 'x'.repeat(300) }));
    expect(parsed?.suggested_base_url).toBe('http://192.168.1.20:8123');
    expect(parsed?.location_name).toBe('Our Home'); // fell back to the instance name
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'ftp://192.168.1.20/',
    'not a url',
    'http://',
    'http://user:pass@192.168.1.66:8123',
    'http://user@192.168.1.66:8123',
    'http://192.168.1.66\u0000.evil:8123',
    'http://192.168.1.66 :8123',
  ])('never suggests or offers %j', (hostile) => {
    const parsed = parseAdvertisement(homeAssistant({}, { internal_url: hostile, external_url: hostile, base_url: hostile }));
    expect(parsed?.suggested_base_url).toBe('http://192.168.1.20:8123');
    expect(parsed?.other_urls).toEqual([]);
  });

  it('strips control characters and bidi overrides from the displayed name, and cuts it to 64 characters', () => {
    const evil = parseAdvertisement(homeAssistant({}, { location_name: 'Our\u0007 Home\u202e\u2066 (moc.live)\u200b\u0000\r\n' }));
    expect(evil?.location_name).toBe('Our Home (moc.live)');
    const long = parseAdvertisement(homeAssistant({}, { location_name: 'ä'.repeat(100) }));
    expect(Array.from(long!.location_name)).toHaveLength(64);
    const nothingLeft = parseAdvertisement(homeAssistant({ name: '\u202e' }, { location_name: '\u202e\u0000' }));
    expect(nothingLeft?.location_name).toBe('Home Assistant');
  });

  it('derives a stable, flagged key from host and port when the uuid is invalid', () => {
    const a = parseAdvertisement(homeAssistant({}, { uuid: 'not-a-uuid' }));
    const again = parseAdvertisement(homeAssistant({}, { uuid: '../../etc' }));
    const otherPort = parseAdvertisement(homeAssistant({ port: 8124 }, { uuid: 'not-a-uuid' }));
    expect(a?.uuid_valid).toBe(false);
    expect(a?.uuid).toMatch(/^unverified-[0-9a-f]{24}$/);
    expect(again?.uuid).toBe(a?.uuid);
    expect(otherPort?.uuid).not.toBe(a?.uuid);
    const missing = parseAdvertisement(homeAssistant({ rawTxt: txt({ location_name: 'No id', version: '2026.1.0' }) }));
    expect(missing?.uuid_valid).toBe(false);
    expect(missing?.uuid).toBe(a?.uuid);
    expect(parseAdvertisement(homeAssistant({}, { uuid: UUID.toUpperCase() }))?.uuid).toBe(UUID);
  });

  it.each([0, -1, 65_536, 1.5, Number.NaN])('drops a record with port %s', (port) => {
    expect(parseAdvertisement(homeAssistant({ port }))).toBeNull();
  });

  it('keeps only syntactically valid unicast IPs', () => {
    const parsed = parseAdvertisement(
      homeAssistant({
        addresses: ['not-an-ip', '999.1.1.1', '224.0.0.251', '0.0.0.0', '255.255.255.255', '::', 'ff02::fb', '10.0.0.5', 'fd00::1', '10.0.0.5'],
      }),
    );
    expect(parsed?.addresses).toEqual(['10.0.0.5', 'fd00::1']);
    expect(parsed?.suggested_base_url).toBe('http://10.0.0.5:8123');
  });

  it('drops a record with nothing reachable to suggest', () => {
    expect(parseAdvertisement(homeAssistant({ host: 'bad host!', addresses: ['nope'] }))).toBeNull();
  });

  it('blanks a malformed host and version', () => {
    const parsed = parseAdvertisement(homeAssistant({ host: 'evil\u202e.local' }, { version: '<script>' }));
    expect(parsed?.host).toBe('');
    expect(parsed?.version).toBe('');
  });

  it('reads at most 64 TXT strings', () => {
    const noise = Array.from({ length: 5_000 }, (_, i) => Buffer.from(`k${i}=v`));
    const parsed = parseAdvertisement(homeAssistant({ rawTxt: [...noise, ...txt({ internal_url: 'http://10.9.9.9:1' })] }));
    expect(parsed?.suggested_base_url).toBe('http://192.168.1.20:8123');
    expect(parseRawTxt(noise).size).toBe(64);
  });
});
