/**
 * DESIGN §7: discovery runs against a real python3-zeroconf advertiser — the library Home
 * Assistant itself advertises with — advertising exactly what Home Assistant advertises
 * (reference §6). Both sides are pinned to 127.0.0.1 (ENVIRONMENT.md § mDNS).
 *
 * Skipped, loudly, when Debian's /usr/bin/python3 has no zeroconf — except in CI, where that fails.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscoveryBrowser } from '../../../main/core/discovery/discovery-browser.js';
import type { DiscoveredInstance } from '../../../main/core/discovery/types.js';

const PYTHON = '/usr/bin/python3';
const ADVERTISER = fileURLToPath(new URL('./advertise.py', import.meta.url));
const IN_CI = process.env.CI === 'true';

function zeroconfProblem(): string | null {
  const check = spawnSync(PYTHON, ['-c', 'import zeroconf'], { timeout: 15_000, encoding: 'utf8' });
  if (check.error) return `${PYTHON} could not run: ${check.error.message}`;
  if (check.status !== 0) return `${PYTHON} cannot import zeroconf (apt-get install -y python3-zeroconf): ${check.stderr.trim()}`;
  return null;
}

const problem = zeroconfProblem();
const skip = problem !== null && !IN_CI;
if (skip) {
  console.warn(`\n*** SKIPPING the python-zeroconf discovery interop test: ${problem} ***\n`);
}

interface AdvertSpec {
  location_name: string;
  uuid: string;
  version: string;
  port: number;
  internal_url: string;
  external_url: string;
  base_url: string;
}

const children = new Set<ChildProcessWithoutNullStreams>();

/** One advertiser process; `stop()` sends its goodbyes, `kill()` is the afterAll safety net. */
class Advertiser {
  private stderr = '';

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    children.add(child);
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-4_000);
    });
    child.once('exit', () => children.delete(child));
  }

  static async start(spec: AdvertSpec): Promise<Advertiser> {
    const child = spawn(PYTHON, [ADVERTISER, JSON.stringify({ ...spec, deadline_s: 60 })], { stdio: ['pipe', 'pipe', 'pipe'] });
    const advertiser = new Advertiser(child);
    await advertiser.waitForLine('registered', 15_000);
    return advertiser;
  }

  /** Unregisters (python-zeroconf sends goodbye packets) and waits for the process to exit. */
  async stop(): Promise<void> {
    this.child.stdin.write('unregister\n');
    await this.waitForLine('gone', 10_000);
    await exited(this.child, 5_000);
  }

  private waitForLine(key: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      let buffered = '';
      const timer = setTimeout(() => done(new Error(`advertiser did not say "${key}" within ${timeoutMs} ms; stderr: ${this.stderr}`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        if (buffered.split('\n').some((line) => line.includes(`"${key}"`))) done();
      };
      const onExit = () => done(new Error(`advertiser exited before "${key}"; stderr: ${this.stderr}`));
      const done = (error?: Error) => {
        clearTimeout(timer);
        this.child.stdout.off('data', onData);
        this.child.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      this.child.stdout.on('data', onData);
      this.child.once('exit', onExit);
    });
  }
}

function exited(child: ChildProcessWithoutNullStreams, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Polls `check` every 25 ms until it returns a value, for at most `timeoutMs`. */
async function within<T>(timeoutMs: number, check: () => T | undefined): Promise<{ value: T; elapsedMs: number }> {
  const started = Date.now();
  for (;;) {
    const value = check();
    const elapsedMs = Date.now() - started;
    if (value !== undefined) return { value, elapsedMs };
    if (elapsedMs > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
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
    for (const child of children) child.kill('SIGKILL');
    await Promise.all([...children].map((child) => exited(child, 5_000)));
  });

  it('lists a Home Assistant advertisement within 2 s, suggesting http://127.0.0.1:<SRV port>', async () => {
    advertisers.push(await Advertiser.start(first));
    browser.browse(20_000);
    const { value, elapsedMs } = await within(2_000, () => find(first.uuid));
    expect(elapsedMs).toBeLessThan(2_000);
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
    const { value } = await within(2_000, () => find(second.uuid));
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
    await within(5_000, () => (find(first.uuid) === undefined && find(second.uuid) === undefined ? true : undefined));
  });
});
