/**
 * Quick ask from anywhere (docs/architecture.md §7a), the shell's side against the stricter fake:
 * the global shortcut (default Ctrl/Cmd+Shift+Space, configurable, a failure reported with another
 * to try), the tray item, and the window's options. The page itself is tested in Chromium
 * (test/e2e/quick-ask.e2e.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => import('./fake-electron.js'));

import { startShell } from '../../main/electron/shell.js';
import { DEFAULT_QUICK_SHORTCUT } from '../../main/electron/shell-preferences.js';
import {
  app,
  FakeBrowserWindow,
  fakeEnvironment,
  fakeMistakes,
  FakeTray,
  globalShortcut,
  ipcMain,
  resetFakeElectron,
  screen,
  type FakeEnvironment,
} from './fake-electron.js';
import { spyService, type SpyService } from './helpers.js';

let userData: string;
let service: SpyService;

beforeEach(() => {
  resetFakeElectron();
  userData = mkdtempSync(path.join(os.tmpdir(), 'sc-quick-'));
  app.userData = userData;
  service = spyService();
});
afterEach(() => rmSync(userData, { recursive: true, force: true }));

async function start(environment: Partial<FakeEnvironment> = {}, env: NodeJS.ProcessEnv = {}) {
  Object.assign(fakeEnvironment(), environment);
  const shell = await startShell({
    createService: () => service,
    appRoot: '/opt/sovereign/resources/app.asar',
    argv: [],
    platform: fakeEnvironment().platform,
    env,
  });
  return shell!;
}

const quickWindows = () => FakeBrowserWindow.instances.filter((w) => !w.destroyed && w.loadedUrls.at(-1)?.includes('window=quick'));
const settingsSender = async () => {
  await ipcMain.invoke('sovereign-shell:windows.open', { contents: chatWindow().webContents, frame: chatWindow().webContents.mainFrame }, { role: 'settings' });
  const settings = FakeBrowserWindow.instances.find((w) => w.loadedUrls.at(-1)?.includes('window=settings'))!;
  return { contents: settings.webContents, frame: settings.webContents.mainFrame };
};
const chatWindow = () => FakeBrowserWindow.instances.find((w) => w.loadedUrls.at(-1)?.includes('window=chat'))!;

describe('the global shortcut', () => {
  it('registers Ctrl/Cmd+Shift+Space after ready, and pressing it opens one small frameless sandboxed window near the cursor', async () => {
    screen.cursor = { x: 1900, y: 1000 };
    await start();
    expect(globalShortcut.isRegistered(DEFAULT_QUICK_SHORTCUT)).toBe(true);
    globalShortcut.press(DEFAULT_QUICK_SHORTCUT);
    globalShortcut.press(DEFAULT_QUICK_SHORTCUT);
    expect(quickWindows()).toHaveLength(1);
    const [quick] = quickWindows();
    expect(quick!.loadedUrls).toEqual(['app://companion/index.html?window=quick']);
    expect(quick!.options).toMatchObject({ width: 440, height: 360, frame: false, resizable: false, skipTaskbar: true, alwaysOnTop: true, show: false });
    expect(quick!.options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    quick!.emit('ready-to-show');
    expect(quick!.isVisible()).toBe(true);
    expect(quick!.isFocused()).toBe(true);
    // Kept inside the work area (1920×1040), centred on the cursor where there is room.
    expect(quick!.position).toEqual([1920 - 440, 1040 - 360]);
  });

  it('a taken shortcut is reported to settings with another to try; choosing that one works and is remembered', async () => {
    fakeEnvironment().takenShortcuts.add(DEFAULT_QUICK_SHORTCUT);
    await start();
    const sender = await settingsSender();
    const status = (await ipcMain.invoke('sovereign-shell:quickAsk.shortcut', sender, {})) as {
      ok: true;
      value: { registered: boolean; problem: string; alternative: string };
    };
    expect(status.value).toMatchObject({ accelerator: DEFAULT_QUICK_SHORTCUT, registered: false, alternative: 'CommandOrControl+Alt+Space' });
    expect(status.value.problem).toMatch(/another app|Wayland/);
    const changed = await ipcMain.invoke('sovereign-shell:quickAsk.setShortcut', sender, { accelerator: status.value.alternative });
    expect(changed).toMatchObject({ ok: true, value: { accelerator: 'CommandOrControl+Alt+Space', registered: true, problem: null } });
    globalShortcut.press('CommandOrControl+Alt+Space');
    expect(quickWindows()).toHaveLength(1);
    expect(JSON.parse(readFileSync(path.join(userData, 'shell-preferences.json'), 'utf8'))).toMatchObject({ quickShortcut: 'CommandOrControl+Alt+Space' });
  });

  it('a change that fails keeps the working shortcut, and a malformed one is INVALID_REQUEST', async () => {
    fakeEnvironment().takenShortcuts.add('Alt+Shift+Q');
    await start();
    const sender = await settingsSender();
    expect(await ipcMain.invoke('sovereign-shell:quickAsk.setShortcut', sender, { accelerator: 'Alt+Shift+Q' })).toMatchObject({
      ok: true,
      value: { registered: false },
    });
    expect(globalShortcut.isRegistered(DEFAULT_QUICK_SHORTCUT)).toBe(true);
    expect(await ipcMain.invoke('sovereign-shell:quickAsk.setShortcut', sender, { accelerator: 'rm -rf' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_REQUEST' },
    });
  });

  it('Quit unregisters it', async () => {
    await start();
    FakeTray.instances[0]!.clickMenuItem('Quit Sovereign Companion');
    expect(globalShortcut.isRegistered(DEFAULT_QUICK_SHORTCUT)).toBe(false);
  });
});

describe('on Wayland (no global shortcuts, no positioning)', () => {
  it('the shortcut is reported as not set up, and the tray’s "Quick ask…" opens the window without position or always-on-top', async () => {
    await start({ wayland: true }, { XDG_SESSION_TYPE: 'wayland' });
    const status = (await ipcMain.invoke('sovereign-shell:quickAsk.shortcut', await settingsSender(), {})) as { value: { registered: boolean } };
    expect(status.value.registered).toBe(false);
    FakeTray.instances[0]!.clickMenuItem('Quick ask…');
    const [quick] = quickWindows();
    quick!.emit('ready-to-show');
    expect(quick!.isVisible()).toBe(true);
    expect(quick!.options.alwaysOnTop).toBeUndefined();
    expect(fakeMistakes).toEqual([]);
  });
});

describe('the quick window speaks as the quick surface, through the same conversation channel', () => {
  it('its message is recorded with surface quick; it cannot save settings', async () => {
    await start();
    globalShortcut.press(DEFAULT_QUICK_SHORTCUT);
    const [quick] = quickWindows();
    const sender = { contents: quick!.webContents, frame: quick!.webContents.mainFrame };
    await ipcMain.invoke('sovereign:conversation.message', sender, { message: 'porch light off', surface: 'chat' });
    expect(service.spies['conversation.message']).toHaveBeenCalledWith({ message: 'porch light off', surface: 'quick' }, { surface: 'quick' });
    expect(await ipcMain.invoke('sovereign:homeAssistant.saveConfig', sender, { enabled: false })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });
});
