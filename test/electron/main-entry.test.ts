/**
 * main.ts with the real CompanionService behind the fake `electron`: the entry point starts, the
 * service answers over IPC from a window of ours, and Quit closes it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => import('./fake-electron.js'));

import { app, FakeBrowserWindow, FakeTray, ipcMain, resetFakeElectron } from './fake-electron.js';

const userData = mkdtempSync(path.join(os.tmpdir(), 'sc-main-entry-'));
afterAll(() => rmSync(userData, { recursive: true, force: true }));

describe('main.ts', () => {
  it('starts the shell around the real CompanionService', async () => {
    resetFakeElectron();
    app.userData = userData;
    app.appPath = '/opt/sovereign/resources/app.asar';
    await import('../../main/electron/main.js');
    await vi.waitFor(() => expect(FakeBrowserWindow.instances.length).toBe(1));

    const chat = FakeBrowserWindow.instances[0]!;
    const reply = (await ipcMain.invoke('sovereign:homeAssistant.getConfig', { contents: chat.webContents, frame: chat.webContents.mainFrame }, {})) as {
      ok: boolean;
      value: { has_access_token: boolean; secret_storage: string };
    };
    expect(reply.ok).toBe(true);
    expect(reply.value).toMatchObject({ has_access_token: false, secret_storage: 'os-keychain' });

    // A saved token goes to disk through safeStorage, and never comes back out; only settings saves.
    const token = 'eyJhbGciOiJIUzI1NiJ9.fake-home-assistant-token';
    const denied = await ipcMain.invoke('sovereign:homeAssistant.saveConfig', { contents: chat.webContents, frame: chat.webContents.mainFrame }, { base_url: 'http://127.0.0.1:9', access_token: token });
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    await ipcMain.invoke('sovereign-shell:windows.open', { contents: chat.webContents, frame: chat.webContents.mainFrame }, { role: 'settings' });
    const settings = FakeBrowserWindow.instances.find((w) => w.loadedUrls.at(-1)?.includes('window=settings'))!;
    const saved = await ipcMain.invoke('sovereign:homeAssistant.saveConfig', { contents: settings.webContents, frame: settings.webContents.mainFrame }, { base_url: 'http://127.0.0.1:9', access_token: token });
    expect(saved).toMatchObject({ ok: true, value: { has_access_token: true } });
    expect(JSON.stringify(saved)).not.toContain(token);
    const stored = readFileSync(path.join(userData, 'secrets', 'home-assistant', 'access-token'));
    expect(stored.toString('latin1')).toMatch(/^sovereign-secret\/1 keychain\nv11/);
    expect(stored.toString('utf8')).not.toContain(token);

    FakeTray.instances[0]!.clickMenuItem('Quit Sovereign Companion');
    await vi.waitFor(() => expect(app.quitCalls).toBe(2));
  });
});
