/**
 * The registry names no channel: a channel added to the table is served with no change to
 * main/electron, and a channel whose entry names its window roles is refused to every other
 * window. Simulated here by growing the table (and its schemas) under the registry's feet.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('electron', () => import('./fake-electron.js'));
vi.mock('../../common/contract/channels.js', async (importOriginal) => {
  const table = await importOriginal<typeof import('../../common/contract/channels.js')>();
  const grown = {
    ...table.channels,
    'household.rename': { method: 'POST', path: '/api/v1/household' },
    'household.reset': { method: 'POST', path: '/api/v1/household/reset', roles: ['settings'] },
  };
  return { ...table, channels: grown };
});
vi.mock('../../common/contract/schemas.js', async (importOriginal) => {
  const schemas = await importOriginal<typeof import('../../common/contract/schemas.js')>();
  const { SURFACES } = await import('../../common/contract/channels.js');
  const grown = {
    ...schemas.requestSchemas,
    'household.rename': z.object({ name: z.string().min(1), surface: z.enum(SURFACES).optional() }).strict(),
    'household.reset': z.object({}).strict(),
  };
  return { ...schemas, requestSchemas: grown };
});

import type { CompanionApi } from '../../common/contract/types.js';
import { registerChannels } from '../../main/electron/ipc-registry.js';
import { WindowRegistry } from '../../main/electron/window-registry.js';
import { ipcMain, resetFakeElectron } from './fake-electron.js';
import { appWindow, spyService } from './helpers.js';

function grownShell() {
  resetFakeElectron({ ready: true });
  const service = spyService();
  const rename = vi.fn(async (request: unknown) => ({ renamed: request }));
  const reset = vi.fn(async () => ({ reset: true }));
  const grownService = { ...service, 'household.rename': rename, 'household.reset': reset } as unknown as CompanionApi;
  const registry = new WindowRegistry();
  registerChannels(ipcMain, grownService, registry);
  const from = (role: 'chat' | 'settings' | 'popup') => {
    const window = appWindow(registry, role);
    return { contents: window.webContents, frame: window.webContents.mainFrame };
  };
  return { rename, reset, from };
}

describe('a channel added to the table is registered without touching the shell', () => {
  it('serves, validates and stamps the surface of the new channel', async () => {
    const { rename, from } = grownShell();
    expect(ipcMain.handlers.has('sovereign:household.rename')).toBe(true);

    const popup = from('popup');
    expect(await ipcMain.invoke('sovereign:household.rename', popup, { name: '' })).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
    expect(rename).not.toHaveBeenCalled();

    expect(await ipcMain.invoke('sovereign:household.rename', popup, { name: 'Home', surface: 'chat' })).toEqual({
      ok: true,
      value: { renamed: { name: 'Home', surface: 'popup' } },
    });
    expect(rename).toHaveBeenCalledWith({ name: 'Home', surface: 'popup' }, { surface: 'popup' });
  });

  it('a channel without roles admits every window role', async () => {
    const { rename, from } = grownShell();
    for (const role of ['chat', 'settings', 'popup'] as const) {
      expect(await ipcMain.invoke('sovereign:household.rename', from(role), { name: 'Home' }), role).toMatchObject({ ok: true });
    }
    expect(rename).toHaveBeenCalledTimes(3);
  });

  it('a channel whose entry names its roles is FORBIDDEN to every other window, before its schema or service', async () => {
    const { reset, from } = grownShell();
    for (const role of ['chat', 'popup'] as const) {
      expect(await ipcMain.invoke('sovereign:household.reset', from(role), {}), role).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
      // Refused before parsing: a malformed payload from the wrong window is FORBIDDEN too.
      expect(await ipcMain.invoke('sovereign:household.reset', from(role), { junk: 1 }), role).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
    expect(reset).not.toHaveBeenCalled();
    expect(await ipcMain.invoke('sovereign:household.reset', from('settings'), {})).toEqual({ ok: true, value: { reset: true } });
    expect(reset).toHaveBeenCalledWith({}, { surface: 'chat' });
  });
});
