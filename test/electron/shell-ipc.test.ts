import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => import('./fake-electron.js'));

import { IPC_CHANNEL_PREFIX, shellChannelName } from '../../common/contract/channels.js';
import { registerShellChannels } from '../../main/electron/shell-ipc.js';
import { WindowRegistry } from '../../main/electron/window-registry.js';
import { createWindowsApi } from '../../preload/api.js';
import { FakeBrowserWindow, FakeWebFrameMain, ipcMain, resetFakeElectron } from './fake-electron.js';
import { appWindow } from './helpers.js';

/** The wire name is fixed: renaming it would break a preload and a main of different builds. */
const OPEN_WINDOW_CHANNEL = 'sovereign-shell:windows.open';

let registry: WindowRegistry;
const openWindow = vi.fn();
const SHORTCUT = { accelerator: 'CommandOrControl+Shift+Space', registered: true, problem: null, alternative: null };

beforeEach(() => {
  resetFakeElectron({ ready: true });
  openWindow.mockReset();
  registry = new WindowRegistry();
  registerShellChannels(ipcMain, registry, {
    openWindow,
    quickAskShortcut: () => SHORTCUT,
    setQuickAskShortcut: (accelerator) => ({ ...SHORTCUT, accelerator }),
  });
});

const from = (window: FakeBrowserWindow, frame = window.webContents.mainFrame) => ({ contents: window.webContents, frame });

describe('windows.open (our windows cannot window.open)', () => {
  it("is the table's shell channel on its own prefix, which cannot clash with a service channel", () => {
    expect(shellChannelName('windows.open')).toBe(OPEN_WINDOW_CHANNEL);
    expect(OPEN_WINDOW_CHANNEL.startsWith(IPC_CHANNEL_PREFIX)).toBe(false);
    expect([...ipcMain.handlers.keys()]).toEqual([OPEN_WINDOW_CHANNEL, 'sovereign-shell:quickAsk.shortcut', 'sovereign-shell:quickAsk.setShortcut']);
  });

  it('the preload calls main on that channel with {role}', async () => {
    const invoke = vi.fn(async () => ({ ok: true, value: null }));
    await createWindowsApi({ invoke }).open('settings');
    expect(invoke).toHaveBeenCalledWith(OPEN_WINDOW_CHANNEL, { role: 'settings' });
  });

  it.each(['settings', 'chat'] as const)('opens %s for a window of ours', async (role) => {
    const chat = appWindow(registry, 'chat');
    expect(await ipcMain.invoke(OPEN_WINDOW_CHANNEL, from(chat), { role })).toEqual({ ok: true, value: null });
    expect(openWindow).toHaveBeenCalledWith(role);
  });

  it.each([{ role: 'popup' }, { role: 'settings', url: 'https://x' }, 'settings', null, {}])('refuses %j', async (payload) => {
    const reply = await ipcMain.invoke(OPEN_WINDOW_CHANNEL, from(appWindow(registry, 'chat')), payload);
    expect(reply).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('names the offending field, as every schema-checked channel does', async () => {
    const reply = await ipcMain.invoke(OPEN_WINDOW_CHANNEL, from(appWindow(registry, 'chat')), { role: 'popup' });
    expect(reply).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', details: [{ field: 'role' }] } });
  });

  it('answers every window role of ours, the popup included', async () => {
    expect(await ipcMain.invoke(OPEN_WINDOW_CHANNEL, from(appWindow(registry, 'popup')), { role: 'chat' })).toEqual({ ok: true, value: null });
    expect(openWindow).toHaveBeenCalledWith('chat');
  });

  it('refuses forged senders', async () => {
    const chat = appWindow(registry, 'chat');
    const stranger = new FakeBrowserWindow({});
    await stranger.loadURL('app://companion/index.html');
    for (const sender of [from(chat, new FakeWebFrameMain('app://companion/', chat.webContents.mainFrame)), from(stranger)]) {
      expect(await ipcMain.invoke(OPEN_WINDOW_CHANNEL, sender, { role: 'settings' })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('the preload method resolves, or rejects with a cloneable BridgeError shape', async () => {
    const ok = createWindowsApi({ invoke: async () => ({ ok: true, value: null }) });
    await expect(ok.open('settings')).resolves.toBeUndefined();
    const refused = createWindowsApi({ invoke: async () => ({ ok: false, error: { code: 'FORBIDDEN', message: 'no' } }) });
    await expect(refused.open('settings')).rejects.toEqual({ name: 'BridgeError', code: 'FORBIDDEN', message: 'no' });
    const gone = createWindowsApi({
      invoke: async () => {
        throw new Error('No handler');
      },
    });
    await expect(gone.open('chat')).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
  });
});

describe('the quick-ask shortcut channels are for the settings window only', () => {
  it.each(['chat', 'popup', 'quick'] as const)('a %s window is refused', async (role) => {
    const window = appWindow(registry, role);
    expect(await ipcMain.invoke('sovereign-shell:quickAsk.setShortcut', from(window), { accelerator: 'Alt+Shift+Q' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });

  it('settings reads and changes it', async () => {
    const settings = appWindow(registry, 'settings');
    expect(await ipcMain.invoke('sovereign-shell:quickAsk.shortcut', from(settings), {})).toEqual({ ok: true, value: SHORTCUT });
    expect(await ipcMain.invoke('sovereign-shell:quickAsk.setShortcut', from(settings), { accelerator: 'Alt+Shift+Q' })).toMatchObject({
      ok: true,
      value: { accelerator: 'Alt+Shift+Q' },
    });
    expect(await ipcMain.invoke('sovereign-shell:quickAsk.setShortcut', from(settings), { accelerator: 7 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_REQUEST' },
    });
  });
});
