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
    expect(Object.keys(api).sort()).toEqual([
      'assistant',
      'audit',
      'confirmations',
      'conversation',
      'discovery',
      'events',
      'history',
      'homeAssistant',
      'language',
      'quickAsk',
      'windows',
    ]);
    await expect(api.confirmations.list()).resolves.toEqual({ pending: [] });
    expect(invoke).toHaveBeenCalledWith('sovereign:confirmations.list', {});
  });
});

describe('an approval needs a user gesture (a script in the page cannot approve a card)', () => {
  async function exposed(isActive: boolean) {
    vi.resetModules();
    contextBridge.exposed.clear();
    vi.stubGlobal('navigator', { userActivation: { isActive, hasBeenActive: isActive } });
    const invoke = vi.spyOn(ipcRenderer, 'invoke').mockResolvedValue({ ok: true, value: { conversation_id: 'c-1' } });
    await import('../../preload/index.js');
    return { api: contextBridge.exposed.get('sovereign') as SovereignApi, invoke };
  }

  it('refuses approve without transient activation, and sends nothing to main', async () => {
    const { api, invoke } = await exposed(false);
    invoke.mockClear();
    await expect(api.conversation.resolve('c-1', 'tok', true)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(invoke).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('passes approve with activation, and a denial either way', async () => {
    const withGesture = await exposed(true);
    await withGesture.api.conversation.resolve('c-1', 'tok', true);
    expect(withGesture.invoke).toHaveBeenCalledWith('sovereign:conversation.message', {
      conversation_id: 'c-1',
      confirmation: { token: 'tok', approve: true },
    });
    const without = await exposed(false);
    without.invoke.mockClear();
    await without.api.conversation.resolve('c-1', 'tok', false);
    expect(without.invoke).toHaveBeenCalledWith('sovereign:conversation.message', { conversation_id: 'c-1', confirmation: { token: 'tok', approve: false } });
    vi.unstubAllGlobals();
  });
});
