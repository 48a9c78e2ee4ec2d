import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => import('./fake-electron.js'));

import type { PendingListItem } from '../../common/contract/types.js';
import { EntityNamesStore } from '../../main/core/storage/entity-names.js';
import type { SecretStore } from '../../main/core/storage/secret-store.js';
import { startShell } from '../../main/electron/shell.js';
import { app, FakeBrowserWindow, FakeNotification, FakeTray, ipcMain, protocol, resetFakeElectron, safeStorage } from './fake-electron.js';
import { CONTRACT_CHANNELS, spyService, type SpyService } from './helpers.js';

let userData: string;
let service: SpyService;
let secretStores: SecretStore[];

beforeEach(() => {
  resetFakeElectron();
  userData = mkdtempSync(path.join(os.tmpdir(), 'sc-shell-'));
  app.userData = userData;
  service = spyService();
  secretStores = [];
});

afterEach(() => rmSync(userData, { recursive: true, force: true }));

function start(argv: string[] = []) {
  return startShell({
    createService: ({ secretStore }) => {
      secretStores.push(secretStore);
      return service;
    },
    appRoot: '/opt/sovereign/resources/app.asar',
    argv,
    platform: 'linux',
  });
}

const kitchenOff: PendingListItem = {
  conversation_id: 'conv-7',
  token: 'tok-7',
  capability: 'home_assistant.set_entity_state',
  arguments: { entity_id: 'light.kitchen_ceiling', state: 'off' },
  classification: { side_effect: 'mutating', network: 'external', confirmation: 'required' },
  expires_at: '2026-11-30T12:00:00Z',
};

const windowsWithRole = (role: string) => FakeBrowserWindow.instances.filter((w) => !w.destroyed && w.loadedUrls.at(-1)?.includes(`window=${role}`));
/** The keychain probe the shell starts once the chat window is open has answered: its last call is the backend. */
const probed = () => vi.waitFor(() => expect(safeStorage.calls).toContain('getSelectedStorageBackend'));

describe('one instance', () => {
  it('a second process quits without creating anything', async () => {
    app.singleInstanceLock = false;
    expect(await start()).toBeUndefined();
    expect(app.quitCalls).toBe(1);
    expect(FakeBrowserWindow.instances).toHaveLength(0);
    expect(ipcMain.handlers.size).toBe(0);
  });

  it('the first instance shows its chat window when a second one starts', async () => {
    await start();
    windowsWithRole('chat')[0]!.close();
    app.emit('second-instance');
    expect(windowsWithRole('chat')).toHaveLength(1);
  });
});

describe('start-up', () => {
  it('registers app:// before ready, serves it, registers every channel and opens chat', async () => {
    // The fake refuses privileged schemes once ready has fired (as Electron does), and fires it on a later turn.
    let atReady: string[] | undefined;
    app.once('ready', () => (atReady = protocol.privileged.map((s) => s.scheme)));
    await start();
    expect(atReady).toEqual(['app']);
    expect(protocol.privileged.map((s) => s.scheme)).toEqual(['app']);
    expect(protocol.handlers.has('app')).toBe(true);
    expect([...ipcMain.handlers.keys()].sort()).toEqual(
      [
        ...CONTRACT_CHANNELS.map((c) => `sovereign:${c}`),
        'sovereign-shell:windows.open',
        'sovereign-shell:quickAsk.shortcut',
        'sovereign-shell:quickAsk.setShortcut',
      ].sort(),
    );
    const [chat] = windowsWithRole('chat');
    expect(chat?.options.webPreferences?.preload).toBe(path.join('/opt/sovereign/resources/app.asar', 'dist', 'preload', 'index.cjs'));
    expect(FakeTray.instances[0]!.image.path).toBe(path.join('/opt/sovereign/resources/app.asar', 'assets', 'tray.png'));
  });

  it('starts hidden in the tray with --hidden (launch at login), once the household chose to keep it in the tray', async () => {
    writeFileSync(path.join(userData, 'shell-preferences.json'), JSON.stringify({ keepInTray: true }));
    await start(['/usr/bin/sovereign-companion', '--hidden']);
    expect(FakeBrowserWindow.instances).toHaveLength(0);
    expect(FakeTray.instances).toHaveLength(1);
  });

  it('gives the service a keychain-backed secret store, or says plaintext on basic_text', async () => {
    safeStorage.options.backend = 'basic_text';
    await start();
    await probed();
    expect(secretStores[0]!.kind).toBe('plaintext-file');
    resetFakeElectron();
    app.userData = userData;
    await start();
    await probed();
    expect(secretStores[1]!.kind).toBe('os-keychain');
  });

  it('opens the chat window before any keychain call, and a slow keychain leaves it open and answering', async () => {
    safeStorage.options.slow = true;
    const started = await start();
    expect(started).toBeDefined();
    expect(windowsWithRole('chat')).toHaveLength(1);
    // The probe started only after the window existed, and is still waiting for the keyring.
    expect(safeStorage.calls).toEqual(['isAsyncEncryptionAvailable']);
    const [chat] = windowsWithRole('chat');
    const reply = await ipcMain.invoke('sovereign:homeAssistant.getConfig', { contents: chat!.webContents, frame: chat!.webContents.mainFrame }, {});
    expect(reply).toMatchObject({ ok: true });
    safeStorage.release();
    await probed();
    expect(secretStores[0]!.kind).toBe('os-keychain');
  });
});

describe('a page can open the settings window', () => {
  it('through windows.open, focusing the one already open', async () => {
    await start();
    const [chat] = windowsWithRole('chat');
    const sender = { contents: chat!.webContents, frame: chat!.webContents.mainFrame };
    await ipcMain.invoke('sovereign-shell:windows.open', sender, { role: 'settings' });
    await ipcMain.invoke('sovereign-shell:windows.open', sender, { role: 'settings' });
    expect(windowsWithRole('settings')).toHaveLength(1);
  });
});

describe('closing the chat keeps the app in the tray', () => {
  it('does not quit when every window is closed, once the household chose to keep it in the tray', async () => {
    writeFileSync(path.join(userData, 'shell-preferences.json'), JSON.stringify({ keepInTray: true }));
    await start();
    windowsWithRole('chat')[0]!.close();
    expect(app.listenerCount('window-all-closed')).toBeGreaterThan(0);
    expect(app.quitCalls).toBe(0);
    expect(FakeTray.instances[0]!.destroyed).toBe(false);
  });

  it('Quit closes the service before the app ends', async () => {
    await start();
    FakeTray.instances[0]!.clickMenuItem('Quit Sovereign Companion');
    expect(service.close).toHaveBeenCalledTimes(1);
    // The second quit comes once the service has closed.
    await vi.waitFor(() => expect(app.quitCalls).toBe(2));
    expect(ipcMain.handlers.size).toBe(0);
    expect(FakeTray.instances[0]!.destroyed).toBe(true);
  });
});

describe('a confirmation arriving', () => {
  it('switches the tray icon, lists the item by the name it carries, and notifies without names', async () => {
    await start();
    // The name comes with the pending item (the core's allowlist cache): the shell keeps no store of its own.
    service.emit('confirmations.changed', { pending: [{ ...kitchenOff, entity_name: 'Kitchen Ceiling Light' }] });
    const tray = FakeTray.instances[0]!;
    await vi.waitFor(() => expect(tray.image.path).toMatch(/tray-pending\.png$/));
    expect(tray.contextMenu!.template.map((item) => item.label)).toContain('Turn OFF Kitchen Ceiling Light');
    expect(FakeNotification.instances).toHaveLength(1);
    expect(JSON.stringify(FakeNotification.instances[0]!.options)).not.toMatch(/kitchen|light\.|OFF/i);
  });

  it('shows the entity id for an item that carries no name: the shell reads no names cache of its own', async () => {
    await new EntityNamesStore(userData).write(
      [{ entity_id: 'light.kitchen_ceiling', friendly_name: 'Cached Elsewhere', device_class: null, unit_of_measurement: null }],
      ['light.kitchen_ceiling'],
    );
    await start();
    service.emit('confirmations.changed', { pending: [kitchenOff] });
    await vi.waitFor(() => expect(FakeTray.instances[0]!.contextMenu!.template.map((item) => item.label)).toContain('Turn OFF light.kitchen_ceiling'));
  });

  it('choosing it in the tray opens the popup on it and does NOT approve it', async () => {
    await start();
    service.emit('confirmations.changed', { pending: [kitchenOff] });
    await vi.waitFor(() => expect(FakeTray.instances[0]!.contextMenu!.template.map((item) => item.label)).toContain('Turn OFF light.kitchen_ceiling'));
    FakeTray.instances[0]!.clickMenuItem('Turn OFF light.kitchen_ceiling');
    const [popup] = windowsWithRole('popup');
    expect(popup?.loadedUrls).toEqual(['app://companion/index.html?window=popup&conversation_id=conv-7']);
    expect(service.spies['conversation.message']).not.toHaveBeenCalled();
    // The only call the shell makes by itself is reading the language its tray speaks, at start.
    for (const [name, spy] of Object.entries(service.spies)) if (name !== 'language.get') expect(spy, name).not.toHaveBeenCalled();
    expect(service.spies['language.get']).toHaveBeenCalledWith({}, { surface: 'tray' });
  });

  it('events reach the windows', async () => {
    await start();
    service.emit('confirmations.changed', { pending: [kitchenOff] });
    const [chat] = windowsWithRole('chat');
    expect(chat!.webContents.sent).toEqual([{ channel: 'sovereign:event', args: [{ name: 'confirmations.changed', payload: { pending: [kitchenOff] } }] }]);
  });
});
