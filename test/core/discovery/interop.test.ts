/**
 * DESIGN §7: discovery runs against a real python3-zeroconf advertiser — the library Home
 * Assistant itself advertises with — advertising exactly what Home Assistant advertises
 * (reference §6). Both sides are pinned to 127.0.0.1 (ENVIRONMENT.md § mDNS).
 *
 * Skipped, loudly, when Debian's /usr/bin/python3 has no zeroconf — except in CI, where that fails.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscoveryBrowser } from '../../../main/core/discovery/discovery-browser.js';
import type { DiscoveredInstance } from '../../../main/core/discovery/types.js';
import { Advertiser, killAllAdvertisers, zeroconfProblem, type AdvertSpec } from './advertiser.js';

const IN_CI = process.env.CI === 'true';
const problem = zeroconfProblem();
const skip = problem !== null && !IN_CI;
if (skip) {
  console.warn(`\n*** SKIPPING the python-zeroconf discovery interop test: ${problem} ***\n`);
}

/**
 * Polls `check` every 25 ms until it returns a value. The bound only keeps a broken run from
 * hanging; how fast discovery is belongs to bench/discovery.bench.ts, not to this test.
 */
async function eventually<T>(check: () => T | undefined, boundMs = 15_000): Promise<T> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function randomPort(): number {
  let port = 8123;
  while (port === 8123) port = 20_000 + Math.floor(Math.random() * 20_000);
  return port;
}

describe.skipIf(skip)('discovery interop with python-zeroconf, pinned to 127.0.0.1', () => {
  const suffix = randomBytes(4).toString('hex');
  const first: AdvertSpec = {
    location_name: `Interop Home ${suffix}`,
    uuid: randomBytes(16).toString('hex'),
    version: '2026.11.1',
    port: randomPort(),
    internal_url: '',
    external_url: `https://${suffix}a.ui.nabu.casa`,
    base_url: `https://${suffix}a.ui.nabu.casa`,
  };
  const second: AdvertSpec = {
    location_name: `Interop Cabin ${suffix}`,
    uuid: randomBytes(16).toString('hex'),
    version: '2026.11.1',
    port: randomPort(),
    internal_url: 'http://127.0.0.1:18123',
    external_url: `https://${suffix}b.ui.nabu.casa`,
    base_url: `https://${suffix}b.ui.nabu.casa`,
  };

  let browser: DiscoveryBrowser;
  const advertisers: Advertiser[] = [];
  const find = (uuid: string): DiscoveredInstance | undefined => browser.list().instances.find((i) => i.uuid === uuid);

  beforeAll(() => {
    if (problem !== null) throw new Error(`CI must run the discovery interop test: ${problem}`);
    browser = new DiscoveryBrowser({ interface: '127.0.0.1' });
  });

  afterAll(async () => {
    browser?.close();
    await killAllAdvertisers();
  });

  it('lists a Home Assistant advertisement, suggesting http://127.0.0.1:<SRV port>', async () => {
    advertisers.push(await Advertiser.start(first));
    browser.browse(20_000);
    const value = await eventually(() => find(first.uuid));
    expect(browser.list()).toMatchObject({ browsing: true, available: true });
    expect(value).toEqual({
      uuid: first.uuid,
      uuid_valid: true,
      location_name: first.location_name,
      version: '2026.11.1',
      suggested_base_url: `http://127.0.0.1:${first.port}`,
      other_urls: [{ label: 'external_url', url: first.external_url }],
      host: `${first.uuid}.local`,
      port: first.port,
      addresses: ['127.0.0.1'],
      set_up: true,
    });
  });

  it('suggests internal_url when a second instance sets it', async () => {
    advertisers.push(await Advertiser.start(second));
    browser.browse(20_000);
    const value = await eventually(() => find(second.uuid));
    expect(value.suggested_base_url).toBe('http://127.0.0.1:18123');
    expect(value.other_urls).toEqual([{ label: 'external_url', url: second.external_url }]);
    expect(find(first.uuid)).toBeDefined();
  });

  it('re-resolves one instance freshly for "Use this"', async () => {
    const resolved = await browser.resolve(first.uuid, 5_000);
    expect(resolved).toMatchObject({ uuid: first.uuid, suggested_base_url: `http://127.0.0.1:${first.port}` });
  });

  it('drops both after their goodbyes', async () => {
    await Promise.all(advertisers.map((a) => a.stop()));
    await eventually(() => (find(first.uuid) === undefined && find(second.uuid) === undefined ? true : undefined));
  });
});
