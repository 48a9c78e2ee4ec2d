/**
 * main.ts with the real CompanionService behind the fake `electron`: the entry point starts, the
 * service answers over IPC from a window of ours, a token saved there is the one Home Assistant
 * (the fake, on 127.0.0.1) receives, and Quit closes it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => import('./fake-electron.js'));

import { startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { app, FakeBrowserWindow, FakeTray, ipcMain, resetFakeElectron, safeStorage } from './fake-electron.js';

const userData = mkdtempSync(path.join(os.tmpdir(), 'sc-main-entry-'));
const token = 'eyJhbGciOiJIUzI1NiJ9.fake-home-assistant-token';
let ha: FakeHomeAssistant | undefined;
afterAll(async () => {
  await ha?.close();
  rmSync(userData, { recursive: true, force: true });
});

describe('main.ts', () => {
  it('starts the shell around the real CompanionService; the saved token reaches Home Assistant and rests only as safeStorage ciphertext', async () => {
    ha = await startFakeHomeAssistant({ token });
    resetFakeElectron();
    app.userData = userData;
    app.appPath = '/opt/sovereign/resources/app.asar';
    await import('../../main/electron/main.js');
    await vi.waitFor(() => expect(FakeBrowserWindow.instances.length).toBe(1));

    const chat = FakeBrowserWindow.instances[0]!;
    const fromChat = { contents: chat.webContents, frame: chat.webContents.mainFrame };
    const reply = (await ipcMain.invoke('sovereign:homeAssistant.getConfig', fromChat, {})) as {
      ok: boolean;
      value: { has_access_token: boolean; secret_storage: string };
    };
    expect(reply.ok).toBe(true);
    expect(reply.value).toMatchObject({ has_access_token: false, secret_storage: 'os-keychain' });

    // A saved token goes to disk through safeStorage, and never comes back out; only settings saves.
    const denied = await ipcMain.invoke('sovereign:homeAssistant.saveConfig', fromChat, { base_url: ha.url, access_token: token });
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    await ipcMain.invoke('sovereign-shell:windows.open', fromChat, { role: 'settings' });
    const settings = FakeBrowserWindow.instances.find((w) => w.loadedUrls.at(-1)?.includes('window=settings'))!;
    const fromSettings = { contents: settings.webContents, frame: settings.webContents.mainFrame };
    const saved = await ipcMain.invoke('sovereign:homeAssistant.saveConfig', fromSettings, { base_url: ha.url, access_token: token });
    expect(saved).toMatchObject({ ok: true, value: { has_access_token: true } });
    expect(JSON.stringify(saved)).not.toContain(token);
    // At rest: what safeStorage made of the token, and nothing else — never the token itself.
    const stored = readFileSync(path.join(userData, 'secrets', 'home-assistant', 'access-token'));
    expect(stored.toString('latin1')).toMatch(/^sovereign-secret\/1 keychain\nv11/);
    expect(stored.toString('utf8')).not.toContain(token);
    // Inside: the token bound to the origin it was saved for (DESIGN §8.10), encrypted together.
    expect(JSON.parse((await safeStorage.decryptStringAsync(stored.subarray(stored.indexOf(0x0a) + 1))).result)).toEqual({ origin: ha.url, secret: token });

    // Read back through the keychain, the stored token is exactly what Home Assistant receives.
    ha.clearRequests();
    const tested = await ipcMain.invoke('sovereign:homeAssistant.testConnection', fromSettings, {});
    expect(tested).toMatchObject({ ok: true, value: { ok: true } });
    expect(ha.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/', 'GET /api/config']);
    for (const request of ha.requests) expect(request.headers['authorization']).toBe(`Bearer ${token}`);
    expect(JSON.stringify(tested)).not.toContain(token);

    FakeTray.instances[0]!.clickMenuItem('Quit Sovereign Companion');
    await vi.waitFor(() => expect(app.quitCalls).toBe(2));
  });
});
