/**
 * What a person reads is whole, at 1100 and 600 px: a tab whose app restarted shows its whole
 * instruction (to its "…then close this tab"), and a receipt's time sits beside its title instead
 * of wrapping onto a line of its own.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../../common/i18n/en.js';
import { configure, openWindow } from './support/app.js';
import { newContext, skipBrowser } from './support/browser.js';
import { startHost } from './support/host.js';
import { receipt } from './support/scenes.js';
import { useBrowserWorld } from './support/world.js';

const WIDTHS = [1100, 600];

/** Whether the element's text is cut (clamped or hidden), as its scroll size says. */
function clipped(page: Page, selector: string): Promise<boolean> {
  return page.evaluate<boolean, string>((sel) => {
    const el = document.querySelector(sel)!;
    return el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
  }, selector);
}

describe.skipIf(skipBrowser)('words shown whole', () => {
  const w = useBrowserWorld({ scope: 'all' });

  it('a tab whose app restarted says all of what to do, at 1100 and 600 px', async () => {
    const own = await startHost();
    await configure(own, w.ha);
    const pages: Page[] = [];
    for (const width of WIDTHS) {
      const context = await newContext(w.browser, { viewport: { width, height: 600 } });
      pages.push(await openWindow(await context.newPage(), own, 'chat'));
    }
    for (const page of pages) await page.locator('[data-testid="status-line"][data-status="ok"], [data-testid="status-line"][data-status="unknown"]').waitFor();
    await own.stop();
    for (const [i, page] of pages.entries()) {
      const text = page.getByTestId('status-line').getByRole('status');
      await expect.poll(() => text.textContent(), { timeout: 30_000 }).toBe(en['status.gone']);
      expect(await clipped(page, '[data-testid="status-line"] [role="status"]'), `cut at ${WIDTHS[i]} px`).toBe(false);
      await page.context().close();
    }
  });

  for (const width of WIDTHS) {
    it(`a receipt's time stays on its title's line at ${width} px`, async () => {
      const context = await newContext(w.browser, { viewport: { width, height: 700 } });
      const chat = await openWindow(await context.newPage(), w.host, 'chat');
      await receipt(chat);
      const shown = chat.getByTestId('receipt').last();
      // Both boxes in one measurement: the transcript may scroll as the turn's reply lands, and two
      // separate reads would then compare positions from two scroll offsets.
      const { time, title, line } = await shown.evaluate((el) => {
        const box = (selector: string) => {
          const r = el.querySelector(selector)!.getBoundingClientRect();
          return { y: r.y, height: r.height };
        };
        const text = el.querySelector('.receipt__text')!;
        return { time: box('.receipt__time'), title: box('.receipt__text'), line: parseFloat(getComputedStyle(text).lineHeight) };
      });
      expect(time.height, 'the time is one line').toBeLessThan(line * 1.5);
      expect(Math.abs(time.y + time.height / 2 - (title.y + line / 2)), "the time is on the title's first line").toBeLessThan(line / 2);
      await context.close();
    });
  }
});
