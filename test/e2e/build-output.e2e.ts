/**
 * The built renderer runs under the host's strict CSP (`script-src 'self'; style-src 'self'`):
 * no inline script or style in any HTML file, no `style=""` attribute, no eval — and the pages
 * load in Chromium without a single CSP violation. It also carries no zod: the windows take the
 * contract's types only, and the schemas are main's (DESIGN §1).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { countRequests, quiet } from './support/app.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';

const OUT = fileURLToPath(new URL('../../dist/renderer/', import.meta.url));

/**
 * An inline script the policy must refuse. Chromium reports violations in order, so once its
 * refusal (named by its hash) has come, every violation before it has too.
 */
const SENTINEL = '/* the end of the CSP watch */';
const SENTINEL_HASH = createHash('sha256').update(SENTINEL).digest('base64');

describe('the built renderer holds no inline script or style', () => {
  it('every HTML entry loads scripts and styles from files only', async () => {
    const entries = (await readdir(OUT)).filter((f) => f.endsWith('.html')).sort();
    expect(entries).toEqual(['chat.html', 'index.html', 'popup.html', 'quick.html', 'settings.html']);
    for (const entry of entries) {
      const html = await readFile(`${OUT}${entry}`, 'utf8');
      for (const tag of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
        expect(tag[0], `${entry}: inline script`).toMatch(/\bsrc="/);
        expect(tag[1]!.trim(), `${entry}: script body`).toBe('');
      }
      expect(html, `${entry}: <style>`).not.toMatch(/<style\b/);
      expect(html, `${entry}: style attribute`).not.toMatch(/\sstyle=/);
    }
  });

  it('the bundles do not evaluate strings as code', async () => {
    const assets = (await readdir(`${OUT}assets`)).filter((f) => f.endsWith('.js'));
    for (const file of assets) {
      const code = await readFile(`${OUT}assets/${file}`, 'utf8');
      expect(code, file).not.toMatch(/\beval\(|new Function\(/);
    }
  });
});

describe('the built renderer loads no zod', () => {
  // Names minification keeps: zod's own property (`_zod`), its error and type classes, its package name.
  const ZOD_MARKERS = /\b_zod\b|\$?Zod(Error|Type)\b|\bzod\b/;

  it('no JavaScript asset of any window contains zod', async () => {
    const assets = (await readdir(`${OUT}assets`)).filter((f) => f.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    const withZod = [];
    for (const file of assets) if (ZOD_MARKERS.test(await readFile(`${OUT}assets/${file}`, 'utf8'))) withZod.push(file);
    expect(withZod).toEqual([]);
  });

  it('the markers find zod in the code a bundle of it would hold', async () => {
    // zod's core, whose `_zod` property and `$ZodError` class survive minification: the check above is not vacuous.
    const zodDir = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
    for (const file of ['v4/core/core.js', 'v4/core/errors.js']) {
      const code = (await readFile(join(zodDir, file), 'utf8')).replace(/\bzod\b/g, '');
      expect(ZOD_MARKERS.test(code), file).toBe(true);
    }
  });
});

describe.skipIf(skipBrowser)('no CSP violation in Chromium', () => {
  let host: Host;
  let browser: Browser;
  beforeAll(async () => {
    host = await startHost();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('chat, settings and popup load under the host’s policy without a violation', async () => {
    const context = await newContext(browser);
    const violations: string[] = [];
    for (const window of ['chat', 'settings', 'popup'] as const) {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.text().includes(SENTINEL_HASH)) return;
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${window}: ${message.text()}`);
      });
      await countRequests(page);
      const response = await page.goto(host.pageUrl(window));
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.locator('#root > *').first().waitFor();
      // Loaded and drawn with its data, then the sentinel: nothing the page did can be reported after it.
      await quiet(page);
      const refused = page.waitForEvent('console', { predicate: (message) => message.text().includes(SENTINEL_HASH), timeout: 10_000 });
      await page.evaluate((text) => {
        const script = document.createElement('script');
        script.textContent = text;
        document.head.append(script);
      }, SENTINEL);
      await refused;
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('Electron’s single entry (index.html?window=<role>) opens the window the role names', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${host.url}index.html?window=popup#token=${encodeURIComponent(host.token)}`);
    await page.getByRole('heading', { name: 'Waiting for your approval' }).waitFor();
    await page.goto(`${host.url}index.html?window=settings`);
    await page.getByRole('heading', { name: 'Connection', level: 2 }).waitFor();
    await context.close();
  });
});
