/**
 * The allowlist picker's windowed list with a 5,000-entity home: only a window of
 * rows is in the DOM, yet the keyboard reaches every entity and every row says where it sits in
 * the whole list; rows taller than the estimate are measured and laid out without overlapping,
 * and a short list takes only the height its rows need.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generateHome, startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { configure, openWindow } from './support/app.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';

const SIZE = 5000;
const home = generateHome(SIZE);

interface FocusedRow {
  posinset: number;
  setsize: number;
  /** The row lies wholly inside the list's viewport. */
  inView: boolean;
  /** Rows in the DOM right now. */
  rendered: number;
}

/** Where keyboard focus is, as the list's row that holds it. */
function focusedRow(page: Page): Promise<FocusedRow | null> {
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const row = doc.activeElement?.closest('[data-index]');
    if (!row) return null;
    const viewport = row.closest('.vlist').getBoundingClientRect();
    const box = row.getBoundingClientRect();
    return {
      posinset: Number(row.getAttribute('aria-posinset')),
      setsize: Number(row.getAttribute('aria-setsize')),
      inView: box.top >= viewport.top - 0.5 && box.bottom <= viewport.bottom + 0.5,
      rendered: row.parentElement.children.length,
    };
  });
}

/** Every rendered row's box and its content's, in list order. */
function rowBoxes(page: Page): Promise<Array<{ posinset: number; top: number; bottom: number; contentHeight: number }>> {
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const rows = [...doc.querySelectorAll('[data-testid="read-picker-list"] [data-index]')] as any[];
    return rows
      .map((row) => {
        const box = row.getBoundingClientRect();
        return {
          posinset: Number(row.getAttribute('aria-posinset')),
          top: box.top,
          bottom: box.bottom,
          contentHeight: row.firstElementChild.getBoundingClientRect().height,
        };
      })
      .sort((a, b) => a.posinset - b.posinset);
  });
}

describe.skipIf(skipBrowser)('the picker with 5,000 entities', () => {
  let ha: FakeHomeAssistant;
  let host: Host;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    ha = await startFakeHomeAssistant({ entities: home });
    host = await startHost();
    await configure(host, ha, { allowlisted_entities: [], controllable_entities: [] });
    browser = await launchBrowser();
    // The test adds a style sheet of its own; the app's CSP (style-src 'self') would refuse it.
    context = await newContext(browser, { bypassCSP: true });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await host?.stop();
    await ha?.close();
  });

  async function openPicker(): Promise<Page> {
    const page = await openWindow(await context.newPage(), host, 'settings', '?section=read');
    await page.getByTestId('read-picker-list').locator('[data-index="0"] input').waitFor({ timeout: 60_000 });
    return page;
  }

  it('the keyboard reaches the last and the first entity, a page at a time, with only a window rendered', async () => {
    const page = await openPicker();
    await page.getByTestId('read-picker-list').locator('[data-index="0"] input').focus();
    expect(await focusedRow(page)).toMatchObject({ posinset: 1, setsize: SIZE, inView: true });

    await page.keyboard.press('ArrowDown');
    expect(await focusedRow(page)).toMatchObject({ posinset: 2, inView: true });

    await page.keyboard.press('PageDown');
    const paged = await focusedRow(page);
    expect(paged!.posinset).toBeGreaterThan(4);
    expect(paged!.inView).toBe(true);

    await page.keyboard.press('End');
    await expect.poll(() => focusedRow(page)).toMatchObject({ posinset: SIZE, setsize: SIZE, inView: true });
    expect((await focusedRow(page))!.rendered).toBeLessThan(60);

    await page.keyboard.press('PageUp');
    const up = await focusedRow(page);
    expect(up!.posinset).toBeLessThan(SIZE - 2);
    expect(up!.inView).toBe(true);

    await page.keyboard.press('Home');
    await expect.poll(() => focusedRow(page)).toMatchObject({ posinset: 1, inView: true });
    await page.close();
  });

  it('rows taller than the estimate are measured: none overlaps the next, even at the end of the list', async () => {
    const page = await openPicker();
    // Sensors' rows grow (as a longer name or a larger font would make them).
    await page.addStyleTag({ content: '[data-entity-id^="sensor."] { padding-block: 24px; }' });
    await page.getByTestId('read-picker-list').locator('[data-index="0"] input').focus();
    await page.keyboard.press('ArrowDown');

    const check = async () => {
      const rows = await rowBoxes(page);
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) expect(row.bottom - row.top).toBeGreaterThanOrEqual(row.contentHeight - 0.5);
      for (let i = 1; i < rows.length; i++) {
        if (rows[i]!.posinset === rows[i - 1]!.posinset + 1) expect(rows[i]!.top).toBeGreaterThanOrEqual(rows[i - 1]!.bottom - 0.5);
      }
      expect(rows.some((row) => row.bottom - row.top > 60)).toBe(true);
    };
    await expect.poll(async () => (await rowBoxes(page)).some((row) => row.bottom - row.top > 60)).toBe(true);
    await check();

    await page.keyboard.press('End');
    await expect.poll(() => focusedRow(page)).toMatchObject({ posinset: SIZE, inView: true });
    await check();
    await page.close();
  });

  it('a short list takes only the height its rows need', async () => {
    const page = await openPicker();
    const list = page.getByTestId('read-picker-list');
    const full = (await list.boundingBox())!.height;
    // Entity ids end in their number: four digits match exactly one of the 5,000.
    const id = home[4321]!.entity_id;
    await page.getByTestId('read-picker').getByRole('searchbox', { name: 'Search' }).fill(id);
    await expect.poll(async () => (await list.locator('[data-index]').count()) > 0 && (await list.boundingBox())!.height < full).toBe(true);
    const rows = await list.locator('[data-index]').count();
    const height = (await list.boundingBox())!.height;
    // The rows and the viewport's 1 px border, top and bottom; no empty space below them.
    const inner = await page.evaluate(
      () => (globalThis as any).document.querySelector('[data-testid="read-picker-list"] ul').getBoundingClientRect().height as number,
    );
    expect(height).toBeCloseTo(inner + 2, 0);
    expect(rows).toBe(1);
    expect(await list.locator('[data-entity-id]').getAttribute('data-entity-id')).toBe(id);
    await page.close();
  });
});
