/**
 * A refused action never looks approved (RFC-0019: stage 3 runs again at approval, and nothing is
 * sent when it refuses), whatever a language model writes after it. The household asks a model to
 * turn on the porch light; while its card waits, the porch light is taken out of Settings →
 * Control; Approve is refused at the re-check, and the model then claims "Done! The porch light is
 * now ON." The card reads refused, the model's text is shown as its text, no "✓ Approved" appears
 * anywhere, and Home Assistant received no service call. The fake model runs in this process on
 * 127.0.0.1.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { call, say, startFakeLlm, type FakeLlm } from '../fake-llm/index.js';
import { DEMO_CONTROL, ask, configure, lastReply, openWindow, pendingCard, waitForText } from './support/app.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';

const CLAIM = 'Done! The porch light is now ON.';

describe.skipIf(skipBrowser)('a card refused at approval, with a model that claims success', () => {
  let ha: FakeHomeAssistant;
  let host: Host;
  let llm: FakeLlm;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    ha = await startFakeHomeAssistant();
    host = await startHost();
    llm = await startFakeLlm({
      script: [call({ id: 'call-1', name: 'home_assistant__set_entity_state', arguments: { entity_id: 'light.porch', state: 'on' } })],
      respond: say(CLAIM),
    });
    context = await newContext(browser);
  });
  afterEach(async () => {
    await context?.close();
    await host?.stop();
    await llm?.close();
    await ha?.close();
  });

  it('shows the card refused and the model’s claim beside it, never “Approved”; nothing is sent', async () => {
    await configure(host, ha);
    const saved = await host.api('POST', '/api/v1/conversation/assistant', { engine: 'openai-compatible', base_url: llm.url, model: 'fake-model' });
    expect(saved.status, saved.text).toBe(200);
    ha.clearRequests();

    const chat = await openWindow(await context.newPage(), host, 'chat');
    await ask(chat, 'turn on the porch light');
    const card = pendingCard(chat, 'action');
    await card.waitFor();
    // Meanwhile the household takes the porch light out of Settings → Control.
    await configure(host, ha, { controllable_entities: DEMO_CONTROL.filter((id) => id !== 'light.porch') });
    await card.getByRole('button', { name: 'Approve' }).click();

    await waitForText(lastReply(chat), 'Done!');
    const settled = chat.locator('[data-testid="action-card"]').last();
    await expect.poll(() => settled.getAttribute('data-state')).toBe('refused');
    const transcript = await chat.getByTestId('transcript').innerText();
    expect(transcript).toContain(CLAIM);
    expect(transcript).not.toMatch(/Approved/);
    expect(ha.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/services'))).toEqual([]);
  });
});
