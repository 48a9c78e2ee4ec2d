/**
 * One way to save, and messages that stay true: a switch is a pending
 * change like a tick, named in the one Save bar (on every section) and saved with it; leaving
 * with unsaved changes asks; a saved token is checked at once and a refused one is said; an
 * address error is said once and goes when the address is fixed.
 */
import { describe, expect, it } from 'vitest';
import { configure, openWindow, waitForText } from './support/app.js';
import { newContext, skipBrowser } from './support/browser.js';
import { useBrowserWorld } from './support/world.js';
import { openSettingsSection } from './support/scenes.js';

describe.skipIf(skipBrowser)('one way to save', () => {
  const w = useBrowserWorld({ scope: 'all' });

  it('a switch waits for the Save bar, which names it on every section; leaving asks', async () => {
    const context = await newContext(w.browser);
    const settings = await openWindow(await context.newPage(), w.host, 'settings');
    await openSettingsSection(settings, 'Read access');
    await settings.getByRole('switch', { name: 'Let the assistant read Home Assistant' }).click();
    const bar = settings.getByTestId('save-bar');
    await waitForText(bar, 'Turn reading off');
    expect((await w.host.api('GET', '/api/v1/conversation/home-assistant')).json.enabled).toBe(true);
    await openSettingsSection(settings, 'Activity');
    await waitForText(bar, 'Turn reading off');

    let asked = false;
    settings.once('dialog', (dialog) => {
      asked = dialog.type() === 'beforeunload';
      void dialog.dismiss();
    });
    await settings.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toBe(true);

    await bar.getByRole('button', { name: 'Save changes' }).click();
    await waitForText(bar, 'Allowlists saved');
    expect((await w.host.api('GET', '/api/v1/conversation/home-assistant')).json.enabled).toBe(false);
    await configure(w.host, w.ha);
    await context.close();
  });

  it('a token Home Assistant refuses is said at once when saved, never a plain "Saved"', async () => {
    const context = await newContext(w.browser);
    const settings = await openWindow(await context.newPage(), w.host, 'settings');
    await settings.getByLabel('Long-lived access token').fill('not-the-right-token');
    const before = w.ha.requests.length;
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => settings.getByTestId('test-result').getAttribute('data-ok')).toBe('false');
    await waitForText(settings.getByTestId('token-status'), 'refused');
    expect(await settings.locator('.save-note--saved').count()).toBe(0);
    const checks = w.ha.requests.slice(before).filter((r) => r.path === '/api/');
    expect(checks).toHaveLength(1);
    await configure(w.host, w.ha);
    await context.close();
  });

  it('an address with a path is refused once, beside the field, and the message goes once it is fixed', async () => {
    const context = await newContext(w.browser);
    const settings = await openWindow(await context.newPage(), w.host, 'settings');
    const address = settings.getByLabel('Home Assistant address');
    await address.fill(`${w.ha.url}/lovelace`);
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    const error = settings.locator('#base-url-error');
    await error.waitFor();
    const said = await settings.evaluate<number, string>(
      (text) => [...document.querySelectorAll('p, span, div')].filter((el) => el.children.length === 0 && (el.textContent ?? '').includes(text)).length,
      (await error.innerText()).slice(0, 30),
    );
    expect(said).toBe(1);
    await address.fill(w.ha.url);
    await expect.poll(() => error.count()).toBe(0);
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForText(settings.locator('.save-note'), 'Saved');
    expect(await error.count()).toBe(0);
    await context.close();
  });
});
