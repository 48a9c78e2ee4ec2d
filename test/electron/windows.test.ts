import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => import('./fake-electron.js'));

import { createWindow, hardenAllWebContents, hardenWebContents } from '../../main/electron/window-factory.js';
import { WindowRegistry } from '../../main/electron/window-registry.js';
import { POPUP_SIZE, WindowManager } from '../../main/electron/windows.js';
import { app, FakeBrowserWindow, FakeWebContents, FakeSession, resetFakeElectron, screen } from './fake-electron.js';

const PRELOAD = '/opt/sovereign/resources/app.asar/dist/preload/index.cjs';

/** Exactly what DESIGN §6 asks of every window, checked on the options the constructor got. */
const SECURE_PREFERENCES = {
  sandbox: true,
  contextIsolation: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  preload: PRELOAD,
};

let registry: WindowRegistry;
let trayBounds: { x: number; y: number; width: number; height: number } | undefined;
let windows: WindowManager;

beforeEach(() => {
  resetFakeElectron({ ready: true });
  registry = new WindowRegistry();
  trayBounds = undefined;
  windows = new WindowManager({ registry, preloadPath: PRELOAD, iconPath: '/icon.png', screen, trayBounds: () => trayBounds });
});

function only(): FakeBrowserWindow {
  expect(FakeBrowserWindow.instances).toHaveLength(1);
  return FakeBrowserWindow.instances[0]!;
}

describe('every window is created with the secure options', () => {
  it.each([
    ['chat', () => windows.showChat()],
    ['settings', () => windows.showSettings()],
    ['popup', () => windows.showPopup()],
  ] as const)('%s window', (role, open) => {
    open();
    const window = only();
    expect(window.options.webPreferences).toMatchObject(SECURE_PREFERENCES);
    expect(window.options.show).toBe(false);
    expect(window.loadedUrls).toEqual([`app://companion/index.html?window=${role}`]);
    expect(registry.roleOf(window.webContents as unknown as Electron.WebContents)).toBe(role);
  });

  it('callers cannot smuggle web preferences through the appearance', () => {
    createWindow(
      {
        role: 'chat',
        url: 'app://companion/index.html',
        preloadPath: PRELOAD,
        appearance: { webPreferences: { sandbox: false, nodeIntegration: true } } as never,
      },
      registry,
    );
    expect(only().options.webPreferences).toMatchObject(SECURE_PREFERENCES);
  });

  it('refuses to load anything but app:// content', () => {
    expect(() => createWindow({ role: 'chat', url: 'https://example.com/', preloadPath: PRELOAD, appearance: {} }, registry)).toThrow(/non-app:\/\//);
    expect(FakeBrowserWindow.instances).toHaveLength(0);
  });
});

describe('navigation, window.open and permissions are denied', () => {
  it.each(['will-navigate', 'will-redirect', 'will-attach-webview'])('%s is prevented', (event) => {
    windows.showChat();
    expect(only().webContents.emitCancellable(event, 'https://evil.example/')).toBe(true);
  });

  it('sub-frame navigation away from app:// is prevented', () => {
    windows.showChat();
    const contents = only().webContents;
    expect(contents.emitCancellable('will-frame-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.emitCancellable('will-frame-navigate', 'app://companion/index.html')).toBe(false);
  });

  it('window.open is denied', () => {
    windows.showChat();
    const handler = only().webContents.windowOpenHandler;
    expect(handler?.({ url: 'https://evil.example/' } as Electron.HandlerDetails)).toEqual({ action: 'deny' });
  });

  it('permission requests and checks are refused', () => {
    windows.showChat();
    const session = only().webContents.session;
    const granted: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read'] as const) {
      session.permissionRequestHandler?.({} as Electron.WebContents, permission, (ok) => granted.push(ok), {} as Electron.PermissionRequest);
      expect(session.permissionCheckHandler?.(null, permission, 'app://companion', {} as Electron.PermissionCheckHandlerHandlerDetails)).toBe(false);
    }
    expect(granted).toEqual([false, false, false, false]);
    expect(session.devicePermissionHandler?.({} as Electron.DevicePermissionHandlerHandlerDetails)).toBe(false);
  });

  it('hardens every web contents the app creates, not only the factory’s', () => {
    hardenAllWebContents(app);
    const stray = new FakeWebContents(new FakeSession());
    app.emit('web-contents-created', {}, stray);
    expect(stray.emitCancellable('will-navigate', 'https://evil.example/')).toBe(true);
    expect(stray.windowOpenHandler?.({} as Electron.HandlerDetails)).toEqual({ action: 'deny' });
  });

  it('hardenWebContents can be applied twice without harm', () => {
    const contents = new FakeWebContents(new FakeSession());
    hardenWebContents(contents as unknown as Electron.WebContents);
    hardenWebContents(contents as unknown as Electron.WebContents);
    expect(contents.emitCancellable('will-navigate', 'https://x/')).toBe(true);
  });
});

describe('the settings window is single-instance', () => {
  it('a second request focuses the existing window', () => {
    const first = windows.showSettings() as unknown as FakeBrowserWindow;
    first.minimized = true;
    const second = windows.showSettings() as unknown as FakeBrowserWindow;
    expect(second).toBe(first);
    expect(only().calls).toEqual(expect.arrayContaining(['restore', 'show', 'focus']));
  });

  it('a new one is made after the old one closed', () => {
    (windows.showSettings() as unknown as FakeBrowserWindow).close();
    windows.showSettings();
    expect(FakeBrowserWindow.instances.filter((w) => !w.destroyed)).toHaveLength(1);
  });
});

describe('the quick-confirm popup', () => {
  it('is small, frameless, out of the taskbar and on top', () => {
    windows.showPopup();
    expect(only().options).toMatchObject({ ...POPUP_SIZE, frame: false, skipTaskbar: true, alwaysOnTop: true, resizable: false });
  });

  it('opens on one conversation’s confirmation (the token never goes into the URL)', () => {
    windows.showPopup({ conversation_id: 'conv-42' });
    expect(only().loadedUrls).toEqual(['app://companion/index.html?window=popup&conversation_id=conv-42']);
  });

  it('sits under a top-bar tray icon, inside the work area', () => {
    trayBounds = { x: 1800, y: 0, width: 24, height: 24 };
    screen.primaryWorkArea = { x: 0, y: 25, width: 1920, height: 1055 };
    const popup = windows.showPopup() as unknown as FakeBrowserWindow;
    popup.emit('ready-to-show');
    const [x, y] = popup.position;
    expect(y).toBeGreaterThanOrEqual(24);
    expect(x + POPUP_SIZE.width).toBeLessThanOrEqual(1920);
    expect(Math.abs(x + POPUP_SIZE.width / 2 - 1812)).toBeLessThan(POPUP_SIZE.width / 2 + 1);
    expect(popup.visible && popup.focused).toBe(true);
  });

  it('sits above a bottom taskbar tray icon', () => {
    trayBounds = { x: 1700, y: 1050, width: 24, height: 30 };
    screen.primaryWorkArea = { x: 0, y: 0, width: 1920, height: 1040 };
    const popup = windows.showPopup() as unknown as FakeBrowserWindow;
    popup.emit('ready-to-show');
    expect(popup.position[1] + POPUP_SIZE.height).toBeLessThanOrEqual(1040);
  });

  it('is centred on the primary display where the tray reports no bounds (Linux)', () => {
    trayBounds = { x: 0, y: 0, width: 0, height: 0 };
    screen.primaryWorkArea = { x: 0, y: 0, width: 1920, height: 1080 };
    const popup = windows.showPopup() as unknown as FakeBrowserWindow;
    popup.emit('ready-to-show');
    expect(popup.position).toEqual([(1920 - POPUP_SIZE.width) / 2, (1080 - POPUP_SIZE.height) / 2]);
  });

  it('hides when it loses focus, and is reused (re-aimed) next time', () => {
    const popup = windows.showPopup({ conversation_id: 'a' }) as unknown as FakeBrowserWindow;
    popup.emit('ready-to-show');
    popup.emit('blur');
    expect(popup.visible).toBe(false);
    const again = windows.showPopup({ conversation_id: 'b' }) as unknown as FakeBrowserWindow;
    expect(again).toBe(popup);
    expect(popup.loadedUrls.at(-1)).toBe('app://companion/index.html?window=popup&conversation_id=b');
    expect(popup.visible).toBe(true);
  });
});

describe('chat window', () => {
  it('is shown once ready, and a second request focuses it', () => {
    const chat = windows.showChat() as unknown as FakeBrowserWindow;
    chat.emit('ready-to-show');
    expect(chat.visible).toBe(true);
    chat.focused = false;
    windows.showChat();
    expect(only().focused).toBe(true);
    expect(windows.isChatFocused()).toBe(true);
  });

  it('isChatFocused is false when there is no chat window', () => {
    expect(windows.isChatFocused()).toBe(false);
    windows.showChat().close();
    expect(windows.isChatFocused()).toBe(false);
  });
});
