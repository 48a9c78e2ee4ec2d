/**
 * The app in the states the accessibility checks and the README screenshots look at: a pending
 * read card, a pending action card, a receipt, history drawn as a chart and a timeline, the
 * picker with thousands of entities, and the popup with two requests.
 */
import type { Page } from 'playwright-core';
import type { FakeHomeAssistant } from '../../fake-ha/index.js';
import { ask, lastReply, pendingCard, waitForText } from './app.js';
import type { Host } from './host.js';

/** A day of living-room temperatures and a few front-door openings, ending now. */
export function seedHistory(ha: FakeHomeAssistant, now = Date.now()): void {
  const temps: Array<{ state: string; at: string }> = [];
  for (let i = 47; i >= 1; i--) {
    const at = now - i * 30 * 60_000;
    const hour = new Date(at).getHours() + new Date(at).getMinutes() / 60;
    const value = 19.4 + 2.2 * Math.sin(((hour - 9) / 24) * 2 * Math.PI) + 0.25 * Math.sin(i * 1.7);
    temps.push({ state: value.toFixed(1), at: new Date(at).toISOString() });
  }
  ha.addHistory('sensor.living_room_temperature', temps);
  const door: Array<{ state: string; at: string }> = [];
  for (const [hoursAgo, minutesOpen] of [
    [20, 4],
    [14.5, 12],
    [9, 2],
    [5.2, 25],
    [1.5, 6],
  ] as const) {
    door.push({ state: 'on', at: new Date(now - hoursAgo * 3_600_000).toISOString() });
    door.push({ state: 'off', at: new Date(now - hoursAgo * 3_600_000 + minutesOpen * 60_000).toISOString() });
  }
  ha.addHistory('binary_sensor.front_door', door);
}

export async function approveLatest(page: Page, kind: 'read' | 'action'): Promise<void> {
  await pendingCard(page, kind).getByRole('button', { name: 'Approve' }).click();
  await pendingCard(page, kind).waitFor({ state: 'detached' });
}

/** "is the porch light on?" → approved → the state table and the reply. */
export async function readAnswered(page: Page): Promise<void> {
  await ask(page, 'is the porch light on?');
  await pendingCard(page, 'read').waitFor();
  await approveLatest(page, 'read');
  await page.getByTestId('state-table').last().waitFor();
  await waitForText(lastReply(page), 'porch');
}

export async function historyChart(page: Page): Promise<void> {
  await ask(page, 'show me the history of the living room temperature today');
  await pendingCard(page, 'read').waitFor();
  await approveLatest(page, 'read');
  await page.getByTestId('history-chart').last().waitFor();
}

export async function historyTimeline(page: Page): Promise<void> {
  await ask(page, 'show me the history of the front door today');
  await pendingCard(page, 'read').waitFor();
  await approveLatest(page, 'read');
  await page.getByTestId('history-timeline').last().waitFor();
}

export async function pendingAction(page: Page, message = 'turn off the kitchen ceiling light'): Promise<void> {
  await ask(page, message);
  await pendingCard(page, 'action').waitFor();
}

export async function receipt(page: Page): Promise<void> {
  await pendingAction(page);
  await approveLatest(page, 'action');
  await page.getByTestId('receipt').last().waitFor();
}

/** Two requests waiting, from two conversations (as if asked from two chat windows). */
export async function twoPending(host: Host): Promise<void> {
  for (const message of ['turn off the kitchen ceiling light', 'turn on the coffee maker']) {
    const turn = await host.api('POST', '/api/v1/conversation/message', { message });
    if (turn.json?.pending_confirmation == null) throw new Error(`no confirmation for "${message}": ${turn.text}`);
  }
}

export async function openSettingsSection(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('button', { name: label }).click();
  await page.getByRole('heading', { name: label, level: 2 }).waitFor();
}
