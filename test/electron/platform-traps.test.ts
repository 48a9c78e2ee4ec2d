/**
 * The platform traps of docs/architecture.md §7a, each against the stricter fake `electron` and
 * each failing on the shell before this change (see docs/notes/shell.md for how that was shown).
 * The slow-keychain trap is in shell.test.ts ("opens the chat window before any keychain call").
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => import('./fake-electron.js'));

import type { PendingListItem } from '../../common/contract/types.js';
import { startShell } from '../../main/electron/shell.js';
import { app, FakeBrowserWindow, fakeEnvironment, fakeMistakes, FakeTray, resetFakeElectron, type FakeEnvironment } from './fake-electron.js';
import { spyService, type SpyService } from './helpers.js';

let userData: string;
let configHome: string;
let service: SpyService;

beforeEach(() => {
  resetFakeElectron();
  userData = mkdtempSync(path.join(os.tmpdir(), 'sc-traps-'));
  configHome = mkdtempSync(path.join(os.tmpdir(), 'sc-traps-xdg-'));
  app.userData = userData;
  service = spyService();
});

afterEach(() => {
  rmSync(userData, { recursive: true, force: true });
  rmSync(configHome, { recursive: true, force: true });
});

function start(platform: NodeJS.Platform, options: { argv?: string[]; env?: NodeJS.ProcessEnv; environment?: Partial<FakeEnvironment> } = {}) {
  Object.assign(fakeEnvironment(), { platform, ...options.environment });
  return startShell({
    createService: () => service,
    appRoot: '/opt/sovereign/resources/app.asar',
    argv: options.argv ?? [],
    platform,
    env: { XDG_CONFIG_HOME: configHome, ...options.env },
  });
}

const choose = (preferences: object) => writeFileSync(path.join(userData, 'shell-preferences.json'), JSON.stringify(preferences));
const liveWindows = (role: string) => FakeBrowserWindow.instances.filter((w) => !w.destroyed && w.loadedUrls.at(-1)?.includes(`window=${role}`));
/**
 * Closing the last window decides at once: `window-all-closed` is emitted inside `close()`, and an
 * ending starts with `app.quit()` (the shell then closes the service and quits again). So "no
 * quit asked" right after the close means the app will not end by itself.
 */
const keptRunning = () => {
  expect(app.quitCalls).toBe(0);
  expect(app.ended).toBe(false);
};
const trayOffers = (label: string) => vi.waitFor(() => expect(FakeTray.instances[0]!.contextMenu!.template.map((item) => item.label)).toContain(label));

const kitchenOff: PendingListItem = {
  conversation_id: 'conv-7',
  token: 'tok-7',
  capability: 'home_assistant.set_entity_state',
  arguments: { entity_id: 'light.kitchen_ceiling', state: 'off' },
  classification: { side_effect: 'mutating', network: 'external', confirmation: 'required' },
  expires_at: '2026-11-30T12:00:00Z',
};

describe('GNOME without the AppIndicator extension: no tray, so no invisible process', () => {
  it('closing the last window on Linux quits, unless the household chose to keep it in the tray', async () => {
    await start('linux', { environment: { trayHost: false } });
    expect(FakeTray.instances[0]!.isVisibleToHousehold()).toBe(false);
    liveWindows('chat')[0]!.close();
    await vi.waitFor(() => expect(app.ended).toBe(true));
    expect(service.close).toHaveBeenCalledTimes(1);
  });

  it('a --hidden (login) start on Linux opens the chat window unless the household chose the tray', async () => {
    await start('linux', { argv: ['--hidden'], environment: { trayHost: false } });
    expect(liveWindows('chat')).toHaveLength(1);
  });

  it('with "Keep running in the tray" chosen (in the tray menu), closing the window keeps the app', async () => {
    await start('linux');
    FakeTray.instances[0]!.clickMenuItem('Keep running in the tray');
    expect(JSON.parse(readFileSync(path.join(userData, 'shell-preferences.json'), 'utf8'))).toMatchObject({ keepInTray: true });
    liveWindows('chat')[0]!.close();
    keptRunning();
  });

  it('on Windows and macOS the tray is always shown, and closing the window keeps the app by default', async () => {
    await start('win32');
    liveWindows('chat')[0]!.close();
    keptRunning();
  });
});

describe('the popup stays until answered (the Linux tray menu’s blur; Wayland placement)', () => {
  it('opening a card from the Linux tray menu leaves the popup shown, though the menu closing blurs it', async () => {
    await start('linux');
    service.emit('confirmations.changed', { pending: [kitchenOff] });
    await trayOffers('Turn OFF light.kitchen_ceiling');
    FakeTray.instances[0]!.clickMenuItem('Turn OFF light.kitchen_ceiling');
    const [popup] = liveWindows('popup');
    popup!.emit('ready-to-show');
    FakeTray.instances[0]!.clickMenuItem('Turn OFF light.kitchen_ceiling');
    expect(popup!.isVisible()).toBe(true);
    // Answered: the next blur may hide it.
    service.emit('confirmations.changed', { pending: [] });
    popup!.focus();
    popup!.blur();
    expect(popup!.isVisible()).toBe(false);
  });

  it('on Wayland the popup asks for no position and no always-on-top (both ignored there)', async () => {
    await start('linux', { env: { XDG_SESSION_TYPE: 'wayland' }, environment: { wayland: true } });
    service.emit('confirmations.changed', { pending: [kitchenOff] });
    await trayOffers('Turn OFF light.kitchen_ceiling');
    FakeTray.instances[0]!.clickMenuItem('Turn OFF light.kitchen_ceiling');
    liveWindows('popup')[0]!.emit('ready-to-show');
    expect(liveWindows('popup')[0]!.isVisible()).toBe(true);
    expect(fakeMistakes).toEqual([]);
  });
});

describe('"Launch at login" is for installed builds only', () => {
  it.each(['linux', 'win32'] as const)('%s: a development run (bare Electron binary) registers nothing', async (platform) => {
    app.isPackaged = false;
    await start(platform);
    const item = FakeTray.instances[0]!.contextMenu!.template.find((entry) => String(entry.label).startsWith('Launch at login'))!;
    expect(item.enabled).toBe(false);
    expect(() => FakeTray.instances[0]!.clickMenuItem(String(item.label))).toThrow(/disabled/);
    expect(existsSync(path.join(configHome, 'autostart', 'sovereign-companion.desktop'))).toBe(false);
    expect(fakeMistakes).toEqual([]);
  });

  it('an installed Linux build writes the autostart entry for its own executable', async () => {
    await start('linux', { env: { APPIMAGE: '/home/ada/Sovereign.AppImage' } });
    FakeTray.instances[0]!.clickMenuItem('Launch at login');
    expect(readFileSync(path.join(configHome, 'autostart', 'sovereign-companion.desktop'), 'utf8')).toContain('Exec="/home/ada/Sovereign.AppImage" --hidden');
  });
});

describe('the audit counters reach the disk on the way out, synchronously', () => {
  it('a Windows log-off (no will-quit, nobody waits) still flushes them', async () => {
    service.flushSync = vi.fn();
    await start('win32');
    app.endSession();
    expect(service.flushSync).toHaveBeenCalledTimes(1);
  });

  it('Quit flushes them before anything asynchronous starts', async () => {
    service.flushSync = vi.fn();
    await start('linux');
    FakeTray.instances[0]!.clickMenuItem('Quit Sovereign Companion');
    expect(service.flushSync).toHaveBeenCalled();
    expect(service.close).toHaveBeenCalledTimes(1);
  });
});

describe('macOS 13+: Electron does not report wasOpenedAtLogin, so the household decides', () => {
  it('with launch at login on and "open the chat window when started at login" off, a login start waits in the menu bar', async () => {
    app.launchedAtLogin = true;
    app.loginItem = { openAtLogin: true };
    choose({ openChatAtLogin: false });
    await start('darwin', { environment: { macosMajor: 14 } });
    expect(liveWindows('chat')).toHaveLength(0);
    // The Dock icon still opens it.
    app.emit('activate');
    expect(liveWindows('chat')).toHaveLength(1);
  });

  it('with the choice on (the default), it opens the chat window; the choice is in the menu', async () => {
    app.launchedAtLogin = true;
    app.loginItem = { openAtLogin: true };
    await start('darwin', { environment: { macosMajor: 14 } });
    expect(liveWindows('chat')).toHaveLength(1);
    FakeTray.instances[0]!.clickMenuItem('Open the chat window when started at login');
    expect(JSON.parse(readFileSync(path.join(userData, 'shell-preferences.json'), 'utf8'))).toMatchObject({ openChatAtLogin: false });
    expect(fakeMistakes).toEqual([]);
  });
});
