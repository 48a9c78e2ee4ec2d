/**
 * Knowing the server (docs/architecture.md §6.3 rule 6), in the browser: the household chose a
 * model that can't call tools. Asking in the chat gets an honest reply (no card, nothing sent to
 * Home Assistant); the assistant settings' Test names the server (Ollama and its version), says the
 * chosen model can't use tools and offers the installed models that can; one click and Save later,
 * Test says the new one can and the same question gets its read card. The fake Ollama runs in this
 * process on 127.0.0.1.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { call, startFakeLlm, type FakeLlm } from '../fake-llm/index.js';
import { ask, configure, lastReply, openWindow, pendingCard, waitForText } from './support/app.js';
import { axe } from './support/axe.js';
import { launchBrowser, newContext, skipBrowser } from './support/browser.js';
import { startHost, type Host } from './support/host.js';
import { openSettingsSection } from './support/scenes.js';

describe.skipIf(skipBrowser)('choosing a model without tool support', () => {
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
      server: 'ollama',
      models: [
        { id: 'gemma3:4b', tools: false },
        { id: 'qwen2.5:7b', tools: true },
        { id: 'llama3.1:8b', tools: true },
      ],
      respond: call({ name: 'home_assistant__list_entities', arguments: {} }),
    });
    // axe-core is injected into the page, which the app's CSP would refuse.
    context = await newContext(browser, { bypassCSP: true });
  });
  afterEach(async () => {
    await context?.close();
    await host?.stop();
    await llm?.close();
    await ha?.close();
  });

  it('the chat says so honestly; Test names Ollama, says the model can’t use tools, and one click picks one that can', async () => {
    await configure(host, ha);
    const saved = await host.api('POST', '/api/v1/conversation/assistant', { engine: 'openai-compatible', base_url: llm.url, model: 'gemma3:4b' });
    expect(saved.status, saved.text).toBe(200);
    ha.clearRequests();

    const chat = await openWindow(await context.newPage(), host, 'chat');
    await ask(chat, 'is the porch light on?');
    await waitForText(lastReply(chat), "can't use tools");
    expect(await pendingCard(chat, 'read').count()).toBe(0);
    expect(ha.requests.filter((r) => r.path.startsWith('/api/states'))).toHaveLength(0);

    const settings = await openWindow(await context.newPage(), host, 'settings');
    await openSettingsSection(settings, 'Assistant');
    await settings.getByRole('button', { name: 'Test the saved server' }).click();
    await waitForText(settings.getByTestId('server-kind'), 'Ollama 0.13.5');
    const tools = settings.getByTestId('model-tools');
    await waitForText(tools, 'can’t use tools');
    expect(await tools.locator('[data-tools]').getAttribute('data-tools')).toBe('no');
    const choices = settings.getByRole('group', { name: 'Models that can use tools' });
    expect(await axe(settings, 'assistant settings with the server report')).toEqual([]);
    expect(await choices.getByRole('button').allInnerTexts()).toEqual(['Use qwen2.5:7b', 'Use llama3.1:8b']);
    // Ollama itself was asked: /api/version, and /api/show for the chosen model and the others.
    expect(llm.requests.some((r) => r.path === '/api/version')).toBe(true);
    expect(
      llm.requests
        .filter((r) => r.path === '/api/show')
        .map((r) => r.json.model)
        .sort(),
    ).toEqual(['gemma3:4b', 'llama3.1:8b', 'qwen2.5:7b']);

    await choices.getByRole('button', { name: 'Use qwen2.5:7b' }).click();
    await expect.poll(() => settings.locator('#assistant-model').inputValue()).toBe('qwen2.5:7b');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await host.api('GET', '/api/v1/conversation/assistant')).json.model).toBe('qwen2.5:7b');
    await settings.getByRole('button', { name: 'Test the saved server' }).click();
    await waitForText(settings.getByTestId('model-tools'), 'qwen2.5:7b can use tools');

    await ask(chat, 'is the porch light on?');
    await pendingCard(chat, 'read').waitFor();
  });
});
