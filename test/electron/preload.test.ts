/**
 * The preload script itself: what it exposes on `window.sovereign`. The service API it builds is
 * tested in test/common/sovereign-api.test.ts, the window opener in shell-ipc.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => import('./fake-electron.js'));

import type { SovereignApi } from '../../common/bridge/sovereign-api.js';
import { contextBridge, ipcRenderer } from './fake-electron.js';

describe('preload/index.ts', () => {
  it('exposes exactly window.sovereign, built over ipcRenderer', async () => {
    const invoke = vi.spyOn(ipcRenderer, 'invoke').mockResolvedValue({ ok: true, value: { pending: [] } });
    await import('../../preload/index.js');
    expect([...contextBridge.exposed.keys()]).toEqual(['sovereign']);
    const api = contextBridge.exposed.get('sovereign') as SovereignApi & { windows: { open(role: string): Promise<void> } };
    expect(Object.keys(api).sort()).toEqual(['assistant', 'audit', 'confirmations', 'conversation', 'discovery', 'events', 'homeAssistant', 'windows']);
    await expect(api.confirmations.list()).resolves.toEqual({ pending: [] });
    expect(invoke).toHaveBeenCalledWith('sovereign:confirmations.list', {});
  });
});
