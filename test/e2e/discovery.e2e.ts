/**
 * Onboarding by discovery (DESIGN §6): a real python3-zeroconf advertiser (the library Home
 * Assistant advertises with) announces the fake Home Assistant on loopback; settings lists it,
 * "Use this" fills the address, and the household only adds the token. Skipped loudly when Debian's
 * python3 has no zeroconf — except under CI=true, where that fails.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { openWindow, waitForText } from './support/app.js';
import { axe } from './support/axe.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';

const PYTHON = '/usr/bin/python3';
const ADVERTISER = fileURLToPath(new URL('../core/discovery/advertise.py', import.meta.url));

function zeroconfProblem(): string | null {
  const check = spawnSync(PYTHON, ['-c', 'import zeroconf'], { timeout: 15_000, encoding: 'utf8' });
  if (check.error !== undefined || check.status !== 0) {
    const problem = `${PYTHON} cannot import zeroconf (apt-get install -y python3-zeroconf)`;
    if (process.env['CI'] === 'true') throw new Error(`CI=true: ${problem}`);
    console.warn(`\n*** SKIPPING the discovery e2e spec: ${problem} ***\n`);
    return problem;
  }
  return null;
}

const skip = skipBrowser || zeroconfProblem() !== null;

describe.skipIf(skip)('onboarding with a discovered instance', () => {
  let ha: FakeHomeAssistant;
  let host: Host;
  let browser: Browser;
  let advertiser: ChildProcessWithoutNullStreams | null = null;
  const name = `Maple Street ${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    ha = await startFakeHomeAssistant({ config: { location_name: name } });
    host = await startHost({ mdnsInterface: '127.0.0.1' });
    const spec = {
      location_name: name,
      uuid: randomBytes(16).toString('hex'),
      version: '2026.11.1',
      port: ha.port,
      internal_url: ha.url,
      external_url: 'https://maple.ui.nabu.casa',
      base_url: '',
      deadline_s: 90,
    };
    const child = spawn(PYTHON, [ADVERTISER, JSON.stringify(spec)], { stdio: ['pipe', 'pipe', 'pipe'] });
    advertiser = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the advertiser did not register in 15 s')), 15_000);
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString('utf8').includes('registered')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    if (advertiser !== null && advertiser.exitCode === null) {
      advertiser.stdin.write('unregister\n');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          advertiser?.kill('SIGKILL');
          resolve(undefined);
        }, 5_000);
        advertiser!.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
    await browser?.close();
    await host?.stop();
    await ha?.close();
  });

  it('lists the instance live, labels its cloud address, and "Use this" fills in the local one', async () => {
    const context = await newContext(browser, { bypassCSP: true });
    const settings = await openWindow(await context.newPage(), host, 'settings');
    const instance = settings.getByTestId('discovered-instance').filter({ hasText: name });
    await waitForText(instance, ha.url, 20_000);
    await waitForText(instance, 'Cloud / external address');
    await waitForText(instance, 'maple.ui.nabu.casa');
    expect(await axe(settings, 'settings with a discovered instance')).toEqual([]);

    await instance.getByRole('button', { name: 'Use this' }).click();
    await expect.poll(() => settings.getByLabel('Home Assistant address').inputValue(), { timeout: 10_000 }).toBe(ha.url);

    await settings.getByLabel('Long-lived access token').fill(ha.token);
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForText(settings.getByTestId('token-status'), 'Token saved');
    await settings.getByRole('button', { name: 'Test connection' }).click();
    await waitForText(settings.getByTestId('test-result'), `Connected to ${name}`);
    const saved = await host.api('GET', '/api/v1/conversation/home-assistant');
    expect(saved.json.base_url).toBe(ha.url);
    await context.close();
  });
});
