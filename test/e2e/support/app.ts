/**
 * Helpers that drive the app the way a household does: windows opened from the host's link,
 * messages typed into the chat, cards approved with the mouse or the keyboard. And the checks
 * that the Home Assistant token never reaches the page.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { FakeHomeAssistant } from '../../fake-ha/index.js';
import type { Host } from './host.js';

export const DEMO_READ = [
  'light.kitchen_ceiling',
  'light.porch',
  'switch.coffee_maker',
  'binary_sensor.front_door',
  'sensor.living_room_temperature',
  'lock.front_door',
];
export const DEMO_CONTROL = ['light.kitchen_ceiling', 'light.porch', 'switch.coffee_maker'];

/** Configures Home Assistant access straight through the API (for specs that are not about onboarding). */
export async function configure(host: Host, ha: FakeHomeAssistant, overrides: Record<string, unknown> = {}): Promise<void> {
  const saved = await host.api('POST', '/api/v1/conversation/home-assistant', {
    enabled: true,
    base_url: ha.url,
    access_token: ha.token,
    allowlisted_entities: DEMO_READ,
    control_enabled: true,
    controllable_entities: DEMO_CONTROL,
    ...overrides,
  });
  expect(saved.status, saved.text).toBe(200);
}

/** Opens a window of the app from the host's link and waits until it has loaded its data. */
export async function openWindow(page: Page, host: Host, window: 'chat' | 'settings' | 'popup', extra = ''): Promise<Page> {
  await page.goto(host.pageUrl(window, extra));
  await page.locator('#root > *').first().waitFor();
  return page;
}

/**
 * Counts the page's own requests in flight (the event stream aside: it never ends). Install before
 * the page loads; {@link quiet} reads the count.
 */
export async function countRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let open = 0;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/v1/events')) return original(input, init);
      open += 1;
      // Counted until the body has arrived, not just the headers.
      return original(input, init).then(
        (response) => {
          void response
            .clone()
            .arrayBuffer()
            .catch(() => undefined)
            .finally(() => (open -= 1));
          return response;
        },
        (error: unknown) => {
          open -= 1;
          throw error;
        },
      );
    };
    (window as unknown as { openRequests: () => number }).openRequests = () => open;
  });
}

/**
 * Resolves once the page (set up with {@link countRequests}) has had no request in flight for
 * three animation frames in a row: what a view asked for has arrived and been drawn. Fails after
 * `timeout` ms with the number still open.
 */
export async function quiet(page: Page, timeout = 15_000): Promise<void> {
  const open = await page.evaluate(
    (limit) =>
      new Promise<number>((resolve) => {
        const count = (window as unknown as { openRequests: () => number }).openRequests;
        const giveUp = performance.now() + limit;
        let frames = 0;
        const tick = () => {
          frames = count() === 0 ? frames + 1 : 0;
          if (frames >= 3) resolve(0);
          else if (performance.now() > giveUp) resolve(count());
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    timeout,
  );
  if (open > 0) throw new Error(`the page still had ${open} request(s) in flight after ${timeout} ms`);
}

export async function ask(page: Page, message: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(message);
  await box.press('Enter');
}

export function pendingCard(page: Page, kind: 'read' | 'action'): Locator {
  return page.locator(`[data-testid="${kind}-card"][data-state="pending"]`);
}

export function lastReply(page: Page): Locator {
  return page.getByTestId('reply').last();
}

/**
 * Waits until `locator`'s text contains `text` (case-insensitive), or fails with what it had.
 * Read every 25 ms: a look costs two round trips to the page, and the suite waits this way a few
 * hundred times, so a coarser poll adds its half-interval to each of them.
 */
export async function waitForText(locator: Locator, text: string | RegExp, timeout = 15_000): Promise<string> {
  const pattern = typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') : text;
  await expect.poll(async () => ((await locator.count()) > 0 ? await locator.first().innerText() : ''), { timeout, interval: 25 }).toMatch(pattern);
  return locator.first().innerText();
}

/**
 * Records every response body the page receives (SSE excluded — it never ends; the spec reads
 * the same stream from Node instead) so a spec can prove the Home Assistant token never came back.
 */
export function watchResponses(page: Page): { bodies: Array<{ url: string; body: string }>; settled(): Promise<void> } {
  const bodies: Array<{ url: string; body: string }> = [];
  const pending = new Set<Promise<void>>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('text/event-stream')) return;
    const task = response
      .body()
      .then((buffer) => {
        bodies.push({ url: response.url(), body: buffer.toString('utf8') });
      })
      .catch(() => undefined)
      .finally(() => pending.delete(task));
    pending.add(task);
  });
  return { bodies, settled: async () => void (await Promise.all([...pending])) };
}

/** The page's DOM, form values and web storage, as text to search for a secret. */
export async function pageSurface(page: Page): Promise<{ html: string; values: string[]; storage: Array<[string, string]> }> {
  const html = await page.content();
  const values = await page.evaluate<string[]>(`[...document.querySelectorAll('input, textarea, select')].map((e) => e.value)`);
  const storage = await page.evaluate<Array<[string, string]>>(
    `[...Object.entries(sessionStorage).map(([k, v]) => ['session:' + k, v]), ...Object.entries(localStorage).map(([k, v]) => ['local:' + k, v])]`,
  );
  return { html, values, storage };
}

/** Asserts that the Home Assistant token is nowhere in a page: DOM, form values, storage (host token aside). */
export async function expectNoSecretInPage(page: Page, secret: string, hostToken: string): Promise<void> {
  const surface = await pageSurface(page);
  expect(surface.html.includes(secret), 'HA token in the DOM').toBe(false);
  expect(
    surface.values.some((v) => v.includes(secret)),
    'HA token in a form value',
  ).toBe(false);
  for (const [key, value] of surface.storage) {
    if (value === hostToken) continue;
    expect(value.includes(secret), `HA token in ${key}`).toBe(false);
  }
  expect(
    surface.storage.some(([key]) => key.startsWith('local:')),
    'nothing in localStorage',
  ).toBe(false);
}

/** The `data-entity-id` of every row a picker currently shows. */
export async function entityIds(picker: Locator): Promise<string[]> {
  const rows = await picker.locator('[data-entity-id]').all();
  return (await Promise.all(rows.map((row) => row.getAttribute('data-entity-id')))).filter((id): id is string => id !== null);
}
