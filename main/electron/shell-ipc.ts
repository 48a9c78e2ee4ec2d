/**
 * Shell actions a window may ask for that are not part of the service contract — today only
 * "open the settings (or chat) window", since our windows cannot `window.open`. Same rules as the
 * contract channels: only a top-level `app://` frame of one of our windows is answered, the
 * payload is checked, and the handler always resolves `{ok, value} | {ok: false, error}`.
 * A separate `sovereign-shell:` prefix keeps these names from ever clashing with a contract
 * channel.
 */
import type { IpcMain } from 'electron';
import type { ApiErrorBody } from '../../common/codes.js';
import { senderSurface, type IpcResult } from './ipc-registry.js';
import type { WindowRegistry } from './window-registry.js';

export const SHELL_CHANNEL_PREFIX = 'sovereign-shell:';
export const OPEN_WINDOW_CHANNEL = `${SHELL_CHANNEL_PREFIX}windows.open`;

/** Windows a page may open. The popup is the tray's alone. */
export const OPENABLE_ROLES = ['chat', 'settings'] as const;
export type OpenableRole = (typeof OPENABLE_ROLES)[number];

export interface ShellActions {
  openWindow(role: OpenableRole): void;
}

const FORBIDDEN: ApiErrorBody = { code: 'FORBIDDEN', message: 'This request did not come from a Sovereign Companion window.' };

/** Registers the shell channels; returns a function removing them. */
export function registerShellChannels(ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>, windows: WindowRegistry, actions: ShellActions): () => void {
  ipcMain.handle(OPEN_WINDOW_CHANNEL, (event, payload: unknown): IpcResult<null> => {
    let surface;
    try {
      surface = senderSurface(event, windows);
    } catch {
      surface = undefined;
    }
    if (surface === undefined) return { ok: false, error: FORBIDDEN };
    const role = openableRole(payload);
    if (role === undefined) {
      const message = `Expected {role: ${OPENABLE_ROLES.map((r) => `"${r}"`).join(' | ')}}.`;
      return { ok: false, error: { code: 'INVALID_REQUEST', message, details: [{ code: 'invalid_value', field: 'role', message }] } };
    }
    actions.openWindow(role);
    return { ok: true, value: null };
  });
  return () => ipcMain.removeHandler(OPEN_WINDOW_CHANNEL);
}

function openableRole(payload: unknown): OpenableRole | undefined {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  const keys = Object.keys(payload);
  const role = (payload as { role?: unknown }).role;
  if (keys.length !== 1 || keys[0] !== 'role') return undefined;
  return (OPENABLE_ROLES as readonly unknown[]).includes(role) ? (role as OpenableRole) : undefined;
}
