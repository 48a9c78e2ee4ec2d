import type { BrowserWindow, WebContents } from 'electron';
import type { Surface } from '../../common/contract/types.js';
import type { WindowRole } from './app-url.js';

/**
 * The surface a window speaks as. Settings is part of the chat surface; the quick-ask window is
 * its own (`quick`), so the audit tells a shortcut's request from the chat's. Tray menu actions
 * are `tray` and never come from a window.
 */
export function surfaceForRole(role: WindowRole): Surface {
  switch (role) {
    case 'chat':
    case 'settings':
      return 'chat';
    case 'popup':
      return 'popup';
    case 'quick':
      return 'quick';
  }
}

/**
 * Every window the shell created, with its role. The IPC registry answers only senders found
 * here, and events are broadcast to exactly these windows.
 */
export class WindowRegistry {
  readonly #roles = new Map<BrowserWindow, WindowRole>();
  readonly #added = new Set<(window: BrowserWindow, role: WindowRole) => void>();

  /** Tracks `window` until it is closed. */
  add(window: BrowserWindow, role: WindowRole): void {
    this.#roles.set(window, role);
    window.once('closed', () => this.#roles.delete(window));
    for (const listener of this.#added) listener(window, role);
  }

  /** Calls `listener` for every window added from now on (the shell hooks per-window events). */
  onAdd(listener: (window: BrowserWindow, role: WindowRole) => void): void {
    this.#added.add(listener);
  }

  /** The role of the live window whose web contents is `contents`, if it is one of ours. */
  roleOf(contents: WebContents): WindowRole | undefined {
    for (const [window, role] of this.#roles) {
      if (!window.isDestroyed() && (window.webContents === contents || window.webContents.id === contents.id)) return role;
    }
    return undefined;
  }

  /** The live window with `role`, if any (each role has at most one window). */
  find(role: WindowRole): BrowserWindow | undefined {
    return this.live().find((window) => this.#roles.get(window) === role);
  }

  /** Windows not yet destroyed. */
  live(): BrowserWindow[] {
    return [...this.#roles.keys()].filter((window) => !window.isDestroyed());
  }
}
