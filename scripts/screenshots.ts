/**
 * Writes the README screenshots, light and dark, at 1100 px and 600 px wide (`-narrow`), into
 * assets/screenshots/: the chat with a read
 * card, an action card, a receipt and a history chart; the read picker with 5,000 entities and a
 * filter; the control section; the popup with two requests. Real app, real browser host, the fake
 * Home Assistant — nothing mocked in the page.
 *
 *   npm run screenshots   (SCREENSHOTS=1 vitest run --config vitest.e2e.config.ts)
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generateHome, startFakeHomeAssistant, demoHome, type FakeHomeAssistant } from '../test/fake-ha/index.js';
import { configure, openWindow } from '../test/e2e/support/app.js';
import { launchBrowser, newContext, skipBrowser } from '../test/e2e/support/browser.js';
import { startHost, type Host } from '../test/e2e/support/host.js';
import { historyChart, openSettingsSection, pendingAction, readAnswered, seedHistory, twoPending } from '../test/e2e/support/scenes.js';
import { CATALOGUES } from '../common/i18n/catalogues.js';
import type { Language } from '../common/languages.js';

const OUT = fileURLToPath(new URL('../assets/screenshots/', import.meta.url));
const SCHEMES = ['light', 'dark'] as const;
/** The two widths every chat and settings screenshot is taken at; the narrow one is named `-narrow`. */
const WIDTHS = [
  { width: 1100, suffix: '' },
  { width: 600, suffix: '-narrow' },
] as const;

describe.skipIf(skipBrowser)('screenshots', () => {
  let browser: Browser;
  const started: Array<{ close(): Promise<void> } | { stop(): Promise<void> }> = [];

  beforeAll(async () => {
    await mkdir(OUT, { recursive: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    for (const s of started.reverse()) await ('close' in s ? s.close() : s.stop());
  });

  async function world(entities = demoHome()): Promise<{ ha: FakeHomeAssistant; host: Host }> {
    const ha = await startFakeHomeAssistant({
      entities,
      config: { location_name: 'Maple Street' },
    });
    started.push(ha);
    const host = await startHost();
    started.push(host);
    return { ha, host };
  }

  async function shoot(name: string, scheme: string, page: Page, options: { fullPage?: boolean } = {}): Promise<void> {
    await page.evaluate('document.activeElement && document.activeElement.blur()');
    await page.screenshot({
      path: `${OUT}${name}-${scheme}.png`,
      animations: 'disabled',
      caret: 'hide',
      ...options,
    });
  }

  for (const scheme of SCHEMES) {
    for (const { width, suffix } of WIDTHS) {
      it(`chat (${scheme}, ${width} px)`, async () => {
        const { ha, host } = await world();
        seedHistory(ha);
        await configure(host, ha);
        const context = await newContext(browser, {
          colorScheme: scheme,
          viewport: { width, height: 760 },
          deviceScaleFactor: 1,
        });
        const page = await openWindow(await context.newPage(), host, 'chat');
        await readAnswered(page);
        await page.getByRole('textbox', { name: 'Message' }).fill('');
        await page.waitForTimeout(150);
        await shoot(`chat-read-answered${suffix}`, scheme, page);
        await pendingAction(page);
        await shoot(`chat-action-card${suffix}`, scheme, page);
        await page.locator('[data-testid="action-card"][data-state="pending"]').getByRole('button', { name: 'Approve' }).click();
        await page.getByTestId('receipt').last().waitFor();
        await page.waitForTimeout(200);
        await shoot(`chat-receipt${suffix}`, scheme, page);
        await historyChart(page);
        await page.waitForTimeout(200);
        await shoot(`chat-history-chart${suffix}`, scheme, page);
        // A read card waiting, on a fresh conversation.
        await page.getByRole('button', { name: 'New conversation' }).click();
        await page.getByRole('textbox', { name: 'Message' }).fill('is the porch light on?');
        await page.getByRole('textbox', { name: 'Message' }).press('Enter');
        await page.locator('[data-testid="read-card"][data-state="pending"]').waitFor();
        await shoot(`chat-read-card${suffix}`, scheme, page);
        await context.close();
      });

      it(`settings (${scheme}, ${width} px)`, async () => {
        const home = generateHome(5000);
        const { ha, host } = await world(home);
        const lights = home
          .filter((e) => e.entity_id.startsWith('light.'))
          .slice(0, 12)
          .map((e) => e.entity_id);
        const sensors = home
          .filter((e) => e.entity_id.startsWith('sensor.'))
          .slice(0, 20)
          .map((e) => e.entity_id);
        const locks = home
          .filter((e) => e.entity_id.startsWith('lock.') || e.entity_id.startsWith('cover.'))
          .slice(0, 3)
          .map((e) => e.entity_id);
        await configure(host, ha, {
          allowlisted_entities: [...lights, ...sensors, ...locks],
          controllable_entities: lights.slice(0, 4),
        });
        const context = await newContext(browser, {
          colorScheme: scheme,
          viewport: { width, height: 820 },
          deviceScaleFactor: 1,
        });
        const page = await openWindow(await context.newPage(), host, 'settings');
        await shoot(`settings-connection${suffix}`, scheme, page);
        await openSettingsSection(page, 'Read access');
        await page.getByTestId('read-picker').waitFor({ timeout: 30_000 });
        await page.getByTestId('read-picker').getByRole('searchbox', { name: 'Search' }).fill('kitchen');
        await page.waitForTimeout(150);
        await shoot(`settings-read-picker${suffix}`, scheme, page);
        await openSettingsSection(page, 'Control');
        await page.getByTestId('control-picker').waitFor();
        await shoot(`settings-control${suffix}`, scheme, page);
        await context.close();
      });
    }

    // The windows in another language: German in light, French in dark, chat and settings.
    const ASKED: Partial<Record<Language, { read: string; action: string }>> = {
      de: { read: 'Ist Porch Light an?', action: 'Schalte das Kitchen Ceiling Light aus' },
      fr: { read: 'Est-ce que Porch Light est allumé ?', action: 'Éteins Kitchen Ceiling Light' },
    };
    const translated: Language = scheme === 'light' ? 'de' : 'fr';
    for (const { width, suffix } of WIDTHS) {
      it(`chat and settings in ${translated} (${scheme}, ${width} px)`, async () => {
        const words = CATALOGUES[translated];
        const { ha, host } = await world();
        await configure(host, ha);
        await host.api('POST', '/api/v1/language', { choice: translated });
        const context = await newContext(browser, { colorScheme: scheme, viewport: { width, height: 760 }, deviceScaleFactor: 1 });
        const page = await openWindow(await context.newPage(), host, 'chat');
        // Asked in the window's language; the fake home's devices keep their (English) names, as a household's own names would.
        const asked = ASKED[translated]!;
        const box = page.getByRole('textbox', { name: words['composer.message'] });
        await box.fill(asked.read);
        await box.press('Enter');
        const card = page.locator('[data-testid="read-card"][data-state="pending"]');
        await card.getByRole('button', { name: words['card.approve'] }).click();
        await page.getByTestId('state-table').last().waitFor();
        await box.fill(asked.action);
        await box.press('Enter');
        await page.locator('[data-testid="action-card"][data-state="pending"]').waitFor();
        await page.waitForTimeout(200);
        await shoot(`chat-${translated}${suffix}`, scheme, page);
        const settings = await openWindow(await context.newPage(), host, 'settings');
        await settings.getByRole('navigation', { name: words['settings.sections'] }).getByRole('button', { name: words['section.assistant'] }).click();
        await settings.getByTestId('language-section').waitFor();
        await settings.waitForTimeout(150);
        await shoot(`settings-${translated}${suffix}`, scheme, settings);
        await context.close();
      });
    }

    it(`popup (${scheme})`, async () => {
      const { ha, host } = await world();
      await configure(host, ha);
      await twoPending(host);
      const context = await newContext(browser, {
        colorScheme: scheme,
        viewport: { width: 380, height: 560 },
        deviceScaleFactor: 2,
      });
      const page = await openWindow(await context.newPage(), host, 'popup');
      await page.locator('[data-testid="action-card"]').nth(1).waitFor();
      await shoot('popup-two-items', scheme, page);
      await context.close();
    });
  }
});
