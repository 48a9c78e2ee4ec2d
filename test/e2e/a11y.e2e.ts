/**
 * Accessibility in Chromium. axe-core finds no serious or critical violation on a
 * pending read card, a pending action card, a history chart and timeline, each settings section,
 * the popup with two items (at its own 380 px and at 600 and 1100) and the quick-ask page, at 1100 and 600 px —
 * in light and in dark, as the system chooses. Moderate violations count too: a jump in heading levels or
 * two cards with one name is what a screen reader user meets first. The app is usable
 * with the keyboard alone, and focus is always visible.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { en } from '../../common/i18n/en.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { configure, lastReply, openWindow, pendingCard, waitForText } from './support/app.js';
import { axe } from './support/axe.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';
import { historyChart, historyTimeline, openSettingsSection, pendingAction, seedHistory, twoPending } from './support/scenes.js';

const SECTIONS = ['Connection', 'Read access', 'Control', 'Assistant', 'Activity', 'Export & import'];

describe.skipIf(skipBrowser)('accessibility', () => {
  let ha: FakeHomeAssistant;
  let host: Host;
  let browser: Browser;

  beforeAll(async () => {
    ha = await startFakeHomeAssistant();
    seedHistory(ha);
    host = await startHost();
    await configure(host, ha);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await ha?.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    describe(`axe: no moderate, serious or critical violations (${colorScheme})`, () => {
      for (const width of [1100, 600]) {
        it(`chat at ${width} px: a pending read card, a history chart and timeline, a pending action card`, async () => {
          const context = await newContext(browser, { colorScheme, bypassCSP: true, viewport: { width, height: 760 } });
          const chat = await openWindow(await context.newPage(), host, 'chat');
          const problems: string[] = [];
          problems.push(...(await axe(chat, `chat ${width}px, empty`)));
          await chat.getByRole('textbox', { name: 'Message' }).fill('is the porch light on?');
          await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
          await pendingCard(chat, 'read').waitFor();
          problems.push(...(await axe(chat, 'pending read card')));
          await pendingCard(chat, 'read').getByRole('button', { name: 'Approve' }).click();
          await chat.getByTestId('state-table').last().waitFor();
          problems.push(...(await axe(chat, 'state table')));
          await historyChart(chat);
          await historyTimeline(chat);
          problems.push(...(await axe(chat, 'history chart and timeline')));
          await pendingAction(chat);
          problems.push(...(await axe(chat, 'pending action card')));
          expect(problems).toEqual([]);
          await context.close();
        });
      }

      for (const width of [1100, 600]) {
        it(`chat at ${width} px: empty, and a long transcript scrolled`, async () => {
          const context = await newContext(browser, { colorScheme, bypassCSP: true, viewport: { width, height: 700 } });
          const chat = await openWindow(await context.newPage(), host, 'chat');
          // A new window continues the latest conversation kept on this computer: start an empty one.
          // Earlier tests left conversations; the latest one arrives after the page does. Start a new one once it is shown.
          const fresh = chat.getByRole('button', { name: 'New conversation' });
          const turns = chat.getByTestId('transcript').locator('li');
          await turns
            .first()
            .waitFor({ timeout: 5_000 })
            .catch(() => undefined);
          if (await fresh.isEnabled()) await fresh.click();
          await expect.poll(() => turns.count(), { timeout: 15_000 }).toBe(0);
          const problems: string[] = [...(await axe(chat, `chat ${width}px, empty`))];
          for (let i = 0; i < 12; i++) {
            await chat.getByRole('textbox', { name: 'Message' }).fill(`hello number ${i}`);
            await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
            await expect.poll(() => chat.getByTestId('reply').count(), { timeout: 15_000 }).toBe(i + 1);
          }
          const scrolls = await chat.evaluate<boolean>(`(() => { const m = document.getElementById('main'); return m.scrollHeight > m.clientHeight; })()`);
          expect(scrolls, 'the transcript scrolls').toBe(true);
          await chat.evaluate(`document.getElementById('main').scrollTop = 0`);
          problems.push(...(await axe(chat, `chat ${width}px, long transcript scrolled`)));
          expect(problems).toEqual([]);
          await context.close();
        });
      }

      for (const width of [1100, 600]) {
        it(`settings at ${width} px: every section`, async () => {
          const context = await newContext(browser, { colorScheme, bypassCSP: true, viewport: { width, height: 760 } });
          const settings = await openWindow(await context.newPage(), host, 'settings');
          const problems: string[] = [];
          for (const section of SECTIONS) {
            await openSettingsSection(settings, section);
            if (section === 'Read access') await settings.getByTestId('read-picker').waitFor();
            if (section === 'Control') await settings.getByTestId('control-picker').waitFor();
            if (section === 'Activity') await settings.getByTestId('audit-counters').waitFor();
            problems.push(...(await axe(settings, `settings ${width}px › ${section}`)));
          }
          expect(problems).toEqual([]);
          await context.close();
        });
      }

      // The popup's own window is 380 px wide; in the browser host it is a tab like the others, so it is checked at their widths too.
      it('popup with two requests, at 380, 600 and 1100 px', async () => {
        await twoPending(host);
        const problems: string[] = [];
        for (const width of [380, 600, 1100]) {
          const context = await newContext(browser, { colorScheme, bypassCSP: true, viewport: { width, height: 560 } });
          const popup = await openWindow(await context.newPage(), host, 'popup');
          await expect.poll(() => pendingCard(popup, 'action').count()).toBeGreaterThanOrEqual(2);
          problems.push(...(await axe(popup, `popup ${width}px`)));
          await context.close();
        }
        expect(problems).toEqual([]);
      });

      for (const width of [1100, 600]) {
        it(`quick ask at ${width} px: empty, with a card, and a reply`, async () => {
          const context = await newContext(browser, { colorScheme, bypassCSP: true, viewport: { width, height: 560 } });
          const quick = await context.newPage();
          await quick.goto(`${host.url}quick.html#token=${encodeURIComponent(host.token)}`);
          const box = quick.getByRole('textbox', { name: en['quick.input'] });
          await box.waitFor();
          const problems: string[] = [...(await axe(quick, `quick ask ${width}px, empty`))];
          await box.fill('turn on the coffee maker');
          await box.press('Enter');
          await pendingCard(quick, 'action').waitFor();
          problems.push(...(await axe(quick, `quick ask ${width}px, a card`)));
          await box.fill('turn off the light');
          await box.press('Enter');
          await quick.getByTestId('quick-reply').waitFor();
          problems.push(...(await axe(quick, `quick ask ${width}px, a reply`)));
          expect(problems).toEqual([]);
          await context.close();
        });
      }
    });
  }

  describe('light and dark follow the system', () => {
    it('uses dark surfaces when the system is dark, light ones when it is light', async () => {
      const luminance = async (scheme: 'light' | 'dark') => {
        const context = await newContext(browser, { colorScheme: scheme });
        const page = await openWindow(await context.newPage(), host, 'chat');
        const rgb = await page.evaluate<string>(`getComputedStyle(document.body).backgroundColor`);
        await context.close();
        const [r, g, b] = rgb.match(/\d+/g)!.map(Number) as [number, number, number];
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      };
      expect(await luminance('light')).toBeGreaterThan(0.8);
      expect(await luminance('dark')).toBeLessThan(0.2);
    });
  });

  describe('keyboard only, with visible focus', () => {
    /** The focused element and whether a 2px+ outline (or equivalent ring) shows it. */
    async function focused(page: Page): Promise<{ label: string; ring: boolean }> {
      return page.evaluate(`(() => {
        const el = document.activeElement;
        if (el === null || el === document.body || el === document.documentElement) return { label: '(page)', ring: true };
        const style = getComputedStyle(el);
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        const labelled = el.labels && el.labels[0] ? el.labels[0].textContent : '';
        return { label: (el.getAttribute('aria-label') || labelled || el.textContent || el.id || el.tagName).trim(), ring };
      })()`);
    }

    async function tabTo(page: Page, name: RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 60): Promise<void> {
      for (let i = 0; i < limit; i++) {
        await page.keyboard.press(key);
        const now = await focused(page);
        expect(now.ring, `focus ring on "${now.label}"`).toBe(true);
        if (name.test(now.label)) return;
      }
      throw new Error(`could not reach ${name} with ${key}`);
    }

    it('asks, approves and reads the answer in the chat without a mouse', async () => {
      const context = await newContext(browser);
      const chat = await openWindow(await context.newPage(), host, 'chat');
      await tabTo(chat, /^Message$/);
      await chat.keyboard.type('is the porch light on?');
      await chat.keyboard.press('Enter');
      await pendingCard(chat, 'read').waitFor();
      // Focus stays in the message box (an Enter meant for it can't approve); the card is one Shift+Tab away.
      expect((await focused(chat)).label).toBe('Message');
      await tabTo(chat, /^Approve$/, 'Shift+Tab', 6);
      await chat.keyboard.press('Enter');
      await waitForText(lastReply(chat), 'porch light is off');
      await context.close();
    });

    it('picks entities and saves in settings without a mouse', async () => {
      const context = await newContext(browser);
      const settings = await openWindow(await context.newPage(), host, 'settings');
      await tabTo(settings, /Read access/);
      await settings.keyboard.press('Enter');
      await settings.getByTestId('read-picker').waitFor();
      await tabTo(settings, /^Search$/);
      await settings.keyboard.type('light');
      await tabTo(settings, /Bedroom Light|light\.bedroom/);
      await settings.keyboard.press('Space');
      await settings.keyboard.press('ArrowDown');
      const next = await focused(settings);
      expect(next.ring).toBe(true);
      await settings.keyboard.press('Space');
      await tabTo(settings, /^Save changes$/);
      await settings.keyboard.press('Enter');
      await waitForText(settings.getByTestId('save-bar'), 'Allowlists saved');
      const saved = await host.api('GET', '/api/v1/conversation/home-assistant');
      expect(saved.json.allowlisted_entities).toContain('light.bedroom');
      await context.close();
    });

    it('approves in the popup without a mouse', async () => {
      const context = await newContext(browser, { viewport: { width: 380, height: 560 } });
      await host.api('POST', '/api/v1/conversation/message', { message: 'turn on the coffee maker' });
      const popup = await openWindow(await context.newPage(), host, 'popup');
      await pendingCard(popup, 'action').first().waitFor();
      const before = await pendingCard(popup, 'action').count();
      await tabTo(popup, /^Approve$/);
      await popup.keyboard.press('Enter');
      await expect.poll(() => pendingCard(popup, 'action').count()).toBe(before - 1);
      await context.close();
    });
  });
});
