/**
 * The registry names no channel: a channel added to the contract's table is served with no
 * change to main/electron. Simulated here by growing the table under the registry's feet.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('electron', () => import('./fake-electron.js'));
vi.mock('../../common/contract.js', async (importOriginal) => {
  const contract = await importOriginal<typeof import('../../common/contract.js')>();
  const grown = {
    ...contract.channels,
    'household.rename': { method: 'POST', path: '/api/v1/household', request: z.object({ name: z.string().min(1), surface: z.enum(contract.SURFACES).optional() }).strict() },
  };
  return { ...contract, channels: grown };
});

import type { CompanionApi } from '../../common/contract.js';
import { registerChannels } from '../../main/electron/ipc-registry.js';
import { WindowRegistry } from '../../main/electron/window-registry.js';
import { ipcMain, resetFakeElectron } from './fake-electron.js';
import { appWindow, spyService } from './helpers.js';

describe('a channel added to the contract is registered without touching the shell', () => {
  it('serves, validates and stamps the surface of the new channel', async () => {
    resetFakeElectron();
    const service = spyService();
    const rename = vi.fn(async (request: unknown) => ({ renamed: request }));
    const grownService = { ...service, 'household.rename': rename } as unknown as CompanionApi;
    const registry = new WindowRegistry();
    registerChannels(ipcMain, grownService, registry);
    expect(ipcMain.handlers.has('sovereign:household.rename')).toBe(true);

    const popup = appWindow(registry, 'popup');
    const sender = { contents: popup.webContents, frame: popup.webContents.mainFrame };
    expect(await ipcMain.invoke('sovereign:household.rename', sender, { name: '' })).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
    expect(rename).not.toHaveBeenCalled();

    expect(await ipcMain.invoke('sovereign:household.rename', sender, { name: 'Home', surface: 'chat' })).toEqual({
      ok: true,
      value: { renamed: { name: 'Home', surface: 'popup' } },
    });
    expect(rename).toHaveBeenCalledWith({ name: 'Home', surface: 'popup' }, { surface: 'popup' });
  });
});
