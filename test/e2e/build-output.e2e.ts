/**
 * The built renderer runs under the host's strict CSP (`script-src 'self'; style-src 'self'`):
 * no inline script or style in any HTML file, no `style=""` attribute, no eval — and the pages
 * load in Chromium without a single CSP violation. It also carries no zod: the windows take the
 * contract's types only, and the schemas are main's (DESIGN §1). And each window downloads the
 * catalogue of the language it speaks only (docs/architecture.md §7b): every catalogue is a chunk
 * of its own, none in what a window loads up front.
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
import { windowScripts } from '../../bench/bundle-size.js';
import { CATALOGUES } from '../../common/i18n/catalogues.js';
import { LANGUAGES, type Language } from '../../common/languages.js';

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

/** Messages of `language` no other catalogue has, as they stand in a built chunk (no quote or escape inside). */
function ownWords(language: Language): string[] {
  const others = LANGUAGES.filter((other) => other !== language).map((other) => new Set(Object.values(CATALOGUES[other])));
  return Object.values(CATALOGUES[language])
    .filter((text) => text.length > 24 && !/[`'"\\\n{}\u00a0\u202f]/.test(text) && others.every((words) => !words.has(text)))
    .slice(0, 5);
}

describe('each window loads only the catalogue of the language it speaks', () => {
  it('no catalogue, English included, is in what a window loads before it knows its language', async () => {
    for (const window of ['chat', 'settings', 'popup', 'quick']) {
      const upFront = (await Promise.all(windowScripts(window).map((file) => readFile(file, 'utf8')))).join('\n');
      for (const language of LANGUAGES) {
        const words = ownWords(language);
        expect(words.length, language).toBeGreaterThan(0);
        expect(
          words.filter((text) => upFront.includes(text)),
          `${window} loads ${language}'s words up front`,
        ).toEqual([]);
      }
    }
  });

  it('every language has a chunk of its own holding its words and no other language’s', async () => {
    const assets = (await readdir(`${OUT}assets`)).filter((f) => f.endsWith('.js'));
    const code = new Map(await Promise.all(assets.map(async (file) => [file, await readFile(`${OUT}assets/${file}`, 'utf8')] as const)));
    for (const language of LANGUAGES) {
      const holders = [...code].filter(([, text]) => ownWords(language).every((words) => text.includes(words))).map(([file]) => file);
      expect(holders, language).toHaveLength(1);
      for (const other of LANGUAGES.filter((l) => l !== language)) {
        expect(
          ownWords(other).some((text) => code.get(holders[0]!)!.includes(text)),
          `${other} inside ${language}'s chunk`,
        ).toBe(false);
      }
    }
  });
});

describe('the windows format compiled messages and carry no ICU parser', () => {
  it('no JavaScript asset holds the parser, and every catalogue chunk holds syntax trees', async () => {
    const assets = (await readdir(`${OUT}assets`)).filter((f) => f.endsWith('.js'));
    const code = await Promise.all(assets.map((file) => readFile(`${OUT}assets/${file}`, 'utf8')));
    // The parser's own error kinds survive minification as strings.
    expect(code.filter((text) => /UNMATCHED_CLOSING_TAG|EXPECT_ARGUMENT_CLOSING_BRACE/.test(text))).toEqual([]);
    const trees = code.filter((text) => text.includes('"card.approve":[{"type":0,"value":'));
    expect(trees).toHaveLength(LANGUAGES.length);
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

  it('a window speaking German downloads the German catalogue alone, and French only once it is told to speak French', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/([a-z]{2})-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
      if (chunk !== null && (LANGUAGES as readonly string[]).includes(chunk[1]!)) catalogues.push(chunk[1]!);
    });
    try {
      expect((await host.api('POST', '/api/v1/language', { choice: 'de' })).status).toBe(200);
      await countRequests(page);
      await page.goto(host.pageUrl('chat'));
      await page.locator('#root > *').first().waitFor();
      await quiet(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(catalogues).toEqual(['de']);
      expect((await host.api('POST', '/api/v1/language', { choice: 'fr' })).status).toBe(200);
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
      expect(catalogues).toEqual(['de', 'fr']);
      expect(await page.title()).toBe(CATALOGUES.fr['window.chat']);
    } finally {
      await host.api('POST', '/api/v1/language', { choice: 'auto' });
      await context.close();
    }
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
