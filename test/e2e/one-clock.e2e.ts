/**
 * One clock on one screen (docs/architecture.md §7b, "One locale"), as a person sees it. The
 * history reply names its times as the window writes them — the change list and the chart's axis
 * beside it — in Home Assistant's zone and the household's locale, never "22:05" in the reply next
 * to "6:00 AM" on the axis.
 */
import { describe, expect, it } from 'vitest';
import { lastReply, openWindow, waitForText } from './support/app.js';
import { skipBrowser } from './support/browser.js';
import { historyChart } from './support/scenes.js';
import { useBrowserWorld } from './support/world.js';

describe.skipIf(skipBrowser)('one clock', () => {
  const world = useBrowserWorld();

  it('the reply writes the latest change at the time the change list shows, in the same hour cycle as the axis', async () => {
    // Names from Home Assistant (the settings list writes them), as a household's first visit does.
    await world.host.api('GET', '/api/v1/conversation/home-assistant/entities');
    const page = await openWindow(await world.context.newPage(), world.host, 'chat');
    await historyChart(page);
    const reply = await waitForText(lastReply(page), 'Most recent');

    // The change list, newest first: "Dec 2, 3:32 AM" — its time of day is what the reply must say.
    const newest = (await page.locator('.history-list time').first().textContent()) ?? '';
    const timeOfDay = newest.slice(newest.lastIndexOf(',') + 1).trim();
    expect(timeOfDay).toMatch(/\d/);
    expect(reply).toContain(`${timeOfDay} today`);

    // The axis and the reply agree on the hour cycle: both say AM/PM, or neither does.
    const axis = (await page.getByTestId('history-chart').last().textContent()) ?? '';
    const twelveHour = (text: string) => /\d:\d\d\s?[AP]M/.test(text);
    expect(twelveHour(reply)).toBe(twelveHour(axis));
    expect(twelveHour(reply)).toBe(twelveHour(timeOfDay));
  });
});
