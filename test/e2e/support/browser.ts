/**
 * Debian's Chromium through playwright-core (ENVIRONMENT.md: never a browser download). Without
 * Chromium the suite says so loudly and skips — except under CI=true, where that is a failure.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const IN_CI = process.env['CI'] === 'true';

/** Why the browser suite cannot run here, or null. Throws under CI=true. */
export function chromiumProblem(): string | null {
  if (existsSync(CHROMIUM)) return null;
  const problem = `Chromium not found at ${CHROMIUM} (apt-get install -y chromium fonts-dejavu-core)`;
  if (IN_CI) throw new Error(`CI=true and the e2e suite cannot run: ${problem}`);
  console.warn(`\n${'*'.repeat(100)}\n*** SKIPPING the browser e2e suite: ${problem}\n${'*'.repeat(100)}\n`);
  return problem;
}

export const skipBrowser = chromiumProblem() !== null;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, timeout: 60_000 });
}

/** A context as the household would have it: system colour scheme, no reduced motion asked. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 820 }, colorScheme: 'light', ...options });
  context.setDefaultTimeout(15_000);
  return context;
}
