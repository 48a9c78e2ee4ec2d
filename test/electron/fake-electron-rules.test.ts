/**
 * The stricter fake's rules (docs/architecture.md §7a), one planted shell mistake each: a few lines
 * written the way a shell would get it wrong, shown to fail against the fake as it fails in a
 * real Electron 45. The documentation each rule follows is cited in fake-electron.ts and in the
 * table of docs/notes/shell.md.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  app,
  BrowserWindow,
  FakeBrowserWindow,
  fakeEnvironment,
  fakeMistakes,
  globalShortcut,
  Menu,
  nativeImage,
  protocol,
  resetFakeElectron,
  safeStorage,
  Tray,
} from './fake-electron.js';

beforeEach(() => resetFakeElectron());

describe('R1 whenReady is asynchronous, and windows exist only after ready', () => {
  it('planted: creating the window without awaiting whenReady throws, as Electron does', () => {
    void app.whenReady();
    expect(() => new BrowserWindow({})).toThrow(/before app is ready/);
  });

  it('awaiting it works', async () => {
    await app.whenReady();
    expect(new BrowserWindow({})).toBeInstanceOf(FakeBrowserWindow);
  });
});

describe('R2 privileged schemes only before ready, once', () => {
  it('planted: declaring app:// after ready throws', async () => {
    await app.whenReady();
    expect(() => protocol.registerSchemesAsPrivileged([{ scheme: 'app', privileges: { standard: true } }])).toThrow(/before app is ready/);
  });

  it('planted: declaring schemes in two calls throws', () => {
    protocol.registerSchemesAsPrivileged([{ scheme: 'app' }]);
    expect(() => protocol.registerSchemesAsPrivileged([{ scheme: 'other' }])).toThrow(/only once/);
  });
});

describe('R3 protocol.handle only after ready', () => {
  it('planted: serving app:// before ready throws', () => {
    expect(() => protocol.handle('app', () => new Response('x'))).toThrow(/after the app is ready/);
  });
});

describe('R4 quit goes before-quit → windows close → will-quit → quit', () => {
  it('emits in Electron’s order, and no window-all-closed on the way', async () => {
    await app.whenReady();
    const seen: string[] = [];
    const window = new BrowserWindow({});
    window.on('closed', () => seen.push('closed'));
    for (const name of ['before-quit', 'window-all-closed', 'will-quit', 'quit']) app.on(name, () => seen.push(name));
    app.quit();
    expect(seen).toEqual(['before-quit', 'closed', 'will-quit', 'quit']);
  });

  it('planted: cleaning up in window-all-closed, expecting it on Quit, never runs', async () => {
    await app.whenReady();
    let cleanedUp = false;
    new BrowserWindow({});
    app.on('window-all-closed', () => (cleanedUp = true));
    app.quit();
    expect(cleanedUp).toBe(false);
  });

  it('planted: async work started in will-quit never finishes on a Windows log-off (no will-quit at all)', async () => {
    fakeEnvironment().platform = 'win32';
    await app.whenReady();
    let flushed = false;
    new BrowserWindow({});
    app.on('will-quit', () => void Promise.resolve().then(() => (flushed = true)));
    app.endSession();
    await Promise.resolve();
    expect(flushed).toBe(false);
    expect(app.ended).toBe(true);
  });
});

describe('R5 focus and blur', () => {
  it('showing a window focuses it and blurs the one that had focus', async () => {
    await app.whenReady();
    const first = new BrowserWindow({});
    const second = new BrowserWindow({});
    const seen: string[] = [];
    first.on('blur', () => seen.push('first blur'));
    second.on('focus', () => seen.push('second focus'));
    first.show();
    second.show();
    expect(seen).toEqual(['first blur', 'second focus']);
  });

  it('planted: a popup that hides on blur, opened from the Linux tray menu, flashes away', async () => {
    await app.whenReady();
    const popup = new BrowserWindow({});
    popup.on('blur', () => popup.hide());
    const tray = new Tray(nativeImage.createFromPath('/tray.png'));
    tray.setContextMenu(Menu.buildFromTemplate([{ label: 'Turn OFF Kitchen', click: () => popup.show() }]));
    tray.clickMenuItem('Turn OFF Kitchen');
    expect(popup.isVisible()).toBe(false);
  });
});

describe('R6 per-platform tray', () => {
  it('planted: relying on the tray click on Linux does nothing (the app indicator ignores it)', () => {
    let opened = false;
    const tray = new Tray(nativeImage.createFromPath('/tray.png'));
    tray.on('click', () => (opened = true));
    tray.clickIcon();
    expect(opened).toBe(false);
  });

  it('planted: a Linux tray without a context menu, or without a StatusNotifier host, is invisible', () => {
    const tray = new Tray(nativeImage.createFromPath('/tray.png'));
    expect(tray.isVisibleToHousehold()).toBe(false);
    tray.setContextMenu(Menu.buildFromTemplate([{ label: 'Open chat' }]));
    expect(tray.isVisibleToHousehold()).toBe(true);
    fakeEnvironment().trayHost = false;
    expect(tray.isVisibleToHousehold()).toBe(false);
  });

  it('planted: a colour tray image on macOS is recorded as a mistake; a template image is not', () => {
    fakeEnvironment().platform = 'darwin';
    new Tray(nativeImage.createFromPath('/assets/tray.png'));
    expect(fakeMistakes).toEqual(['non-template tray image on macOS: /assets/tray.png']);
    fakeMistakes.length = 0;
    new Tray(nativeImage.createFromPath('/assets/trayTemplate.png'));
    expect(fakeMistakes).toEqual([]);
  });

  it('Linux reports no tray bounds', () => {
    const tray = new Tray(nativeImage.createFromPath('/tray.png'));
    tray.bounds = { x: 10, y: 10, width: 22, height: 22 };
    expect(tray.getBounds().width).toBe(0);
  });
});

describe('R7 login items', () => {
  it('planted: trusting wasOpenedAtLogin on macOS 13+ — a login start reads as a normal one', () => {
    Object.assign(fakeEnvironment(), { platform: 'darwin', macosMajor: 14 });
    app.launchedAtLogin = true;
    expect(app.getLoginItemSettings().wasOpenedAtLogin).toBe(false);
    fakeEnvironment().macosMajor = 12;
    expect(app.getLoginItemSettings().wasOpenedAtLogin).toBe(true);
  });

  it('planted: registering a login item from a development run, or on Linux, is recorded', () => {
    fakeEnvironment().platform = 'win32';
    app.isPackaged = false;
    app.setLoginItemSettings({ openAtLogin: true });
    fakeEnvironment().platform = 'linux';
    app.isPackaged = true;
    app.setLoginItemSettings({ openAtLogin: true });
    expect(fakeMistakes).toEqual([
      'a login item registered for an unpackaged (development) build',
      'app.setLoginItemSettings on Linux, where Electron does not implement it',
    ]);
  });
});

describe('R8 safeStorage backends, readiness and a slow keychain', () => {
  it('planted: asking the keychain before ready rejects', async () => {
    await expect(safeStorage.isAsyncEncryptionAvailable()).rejects.toThrow(/before the app is ready/);
    expect(safeStorage.getSelectedStorageBackend()).toBe('unknown');
  });

  it('basic_text encrypts under the fixed key (v10), a keyring under its own (v11), and neither reads the other', async () => {
    app.becomeReady();
    safeStorage.options.backend = 'basic_text';
    const fixed = await safeStorage.encryptStringAsync('x');
    expect(fixed.subarray(0, 3).toString()).toBe('v10');
    safeStorage.options.backend = 'gnome_libsecret';
    await expect(safeStorage.decryptStringAsync(fixed)).rejects.toThrow();
  });

  it('planted: awaiting a slow keychain before anything else leaves nothing done until it answers', async () => {
    app.becomeReady();
    safeStorage.options.slow = true;
    let answered = false;
    let other = false;
    void safeStorage.isAsyncEncryptionAvailable().then(() => (answered = true));
    // A call that answers at once, after the waiting one: its answer comes, the waiting one's does not.
    safeStorage.options.slow = false;
    await safeStorage.isAsyncEncryptionAvailable().then(() => (other = true));
    expect(other).toBe(true);
    expect(answered).toBe(false);
    safeStorage.release();
    await vi.waitFor(() => expect(answered).toBe(true));
  });

  it('an unavailable keychain cannot encrypt', async () => {
    app.becomeReady();
    safeStorage.options.available = false;
    await expect(safeStorage.isAsyncEncryptionAvailable()).resolves.toBe(false);
    await expect(safeStorage.encryptStringAsync('x')).rejects.toThrow(/not available/);
  });
});

describe('R9 global shortcuts', () => {
  it('planted: registering before ready throws', () => {
    expect(() => globalShortcut.register('CommandOrControl+Shift+Space', () => undefined)).toThrow(/before the app is ready/);
  });

  it('planted: ignoring register’s result — a taken shortcut, or Wayland, silently does nothing', () => {
    app.becomeReady();
    fakeEnvironment().takenShortcuts.add('CommandOrControl+Shift+Space');
    let pressed = false;
    expect(globalShortcut.register('CommandOrControl+Shift+Space', () => (pressed = true))).toBe(false);
    globalShortcut.press('CommandOrControl+Shift+Space');
    expect(pressed).toBe(false);
    fakeEnvironment().wayland = true;
    expect(globalShortcut.register('Alt+Shift+Q', () => undefined)).toBe(false);
  });
});

describe('R10 Wayland ignores setPosition and alwaysOnTop', () => {
  it('planted: placing the popup by setPosition/alwaysOnTop on Wayland is recorded and has no effect', () => {
    fakeEnvironment().wayland = true;
    app.becomeReady();
    const popup = new BrowserWindow({ alwaysOnTop: true });
    popup.setPosition(1500, 40);
    expect(popup.position).toEqual([0, 0]);
    expect(popup.isAlwaysOnTop()).toBe(false);
    expect(fakeMistakes).toEqual(['alwaysOnTop asked for on Wayland, where it is ignored', 'setPosition on Wayland, where it is ignored']);
  });
});
