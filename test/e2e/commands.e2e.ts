/**
 * The demo and the commands as a person meets them: the host prints one JSON
 * line on stdout and the address to open on stderr; the demo prints that address once, wears a
 * "Demo" badge in every window, finds nobody's real home on the network, and names its entities
 * on cards and receipts.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ask, pendingCard, waitForText } from './support/app.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Started {
  child: ChildProcessWithoutNullStreams;
  stdout: () => string;
  stderr: () => string;
  /** Resolves once the process has exited and its output is all read. */
  closed: Promise<void>;
  ready: { listening: string; token: string };
}

/** Starts a node script and waits for both its JSON line and its "Open …" line. */
async function startScript(args: string[]): Promise<Started> {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (stdout.includes('\n') && stderr.includes('Open ')) resolve();
      };
      child.stdout.on('data', (c: Buffer) => {
        stdout += c.toString('utf8');
        check();
      });
      child.stderr.on('data', (c: Buffer) => {
        stderr += c.toString('utf8');
        check();
      });
      void closed.then(() => reject(new Error(`exited before it was ready; stderr: ${stderr}`)));
      timer = setTimeout(() => reject(new Error(`not ready in 30 s; stderr: ${stderr}`)), 30_000);
    });
  } finally {
    clearTimeout(timer);
  }
  return { child, stdout: () => stdout, stderr: () => stderr, closed, ready: JSON.parse(stdout.split('\n')[0]!) as Started['ready'] };
}

/** Stops the process and waits until everything it printed has been read. */
async function stop({ child, closed }: Started): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await closed;
  clearTimeout(timer);
}

describe('npm run host', () => {
  it('keeps stdout to one JSON line and prints the openable address on stderr', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-cli-'));
    const host = await startScript([join(ROOT, 'dist/main/browser-host/cli.js'), '--data-dir', dataDir, '--port', '0', '--mdns-interface', '127.0.0.1']);
    try {
      // Its whole life's output: nothing more can come once it has ended.
      await stop(host);
      expect(host.stdout().trim().split('\n')).toHaveLength(1);
      expect(host.ready.listening).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const open = host
        .stderr()
        .split('\n')
        .filter((l) => l.startsWith('Open '));
      expect(open).toEqual([`Open ${host.ready.listening}#token=${encodeURIComponent(host.ready.token)}`]);
    } finally {
      await stop(host);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(skipBrowser)('npm run demo', () => {
  let demo: Started;
  let browser: Browser;

  beforeAll(async () => {
    demo = await startScript([join(ROOT, 'dist/scripts/demo.js'), '--port', '0']);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (demo !== undefined) await stop(demo);
  });

  it('prints the address once, and that address opens the demo with its badge', async () => {
    const opens = () =>
      demo
        .stderr()
        .split('\n')
        .filter((l) => l.includes('Open http'));
    const [first] = opens();
    const link = first!.slice(first!.indexOf('http'));
    const page = await (await newContext(browser)).newPage();
    await page.goto(link);
    await page.getByTestId('demo-badge').waitFor();
    expect(await page.getByTestId('demo-badge').innerText()).toMatch(/demo/i);
    // Counted after the demo has served a whole window, not just after it said it was ready.
    expect(opens()).toHaveLength(1);
  });

  it('names its entities on the card and on the receipt', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${demo.ready.listening}#token=${encodeURIComponent(demo.ready.token)}&demo`);
    await ask(page, 'turn on the porch light');
    const card = pendingCard(page, 'action');
    await waitForText(card.getByRole('heading'), 'Porch Light');
    await card.getByRole('button', { name: 'Approve' }).click();
    const receipt = page.getByTestId('receipt').last();
    await waitForText(receipt.locator('.receipt__text'), 'Turned on Porch Light');
    // After a reload (as after a restart, the window rebuilt from the host's transcript), still names.
    await page.reload();
    await waitForText(page.getByTestId('receipt').last().locator('.receipt__text'), 'Turned on Porch Light');
    await context.close();
  });

  it('is a closed world: its settings look for no Home Assistant on the network and show the badge', async () => {
    const context = await newContext(browser);
    const settings = await context.newPage();
    await settings.goto(`${demo.ready.listening}settings.html#token=${encodeURIComponent(demo.ready.token)}&demo`);
    await settings.getByTestId('demo-badge').waitFor();
    await waitForText(settings.locator('body'), "The demo doesn't look for Home Assistants on your network");
    expect(await settings.getByTestId('discovered-instance').count()).toBe(0);
    await context.close();
  });
});
