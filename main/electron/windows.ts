/**
 * The three windows (DESIGN §6): the chat window, the settings window (one at a time — asking
 * again focuses it) and the tray's quick-confirm popup (small, frameless, next to the tray
 * icon, hidden when it loses focus). All of them come from `createWindow`.
 */
import type { BrowserWindow, Display, Rectangle } from 'electron';
import { rendererUrl, type WindowRole } from './app-url.js';
import { popupPosition, type Rect } from './popup-position.js';
import { createWindow, type WindowAppearance } from './window-factory.js';
import type { WindowRegistry } from './window-registry.js';

export const POPUP_SIZE = { width: 380, height: 460 } as const;

export interface WindowManagerOptions {
  registry: WindowRegistry;
  preloadPath: string;
  /** The app icon for window frames and task switchers (Linux/Windows). */
  iconPath?: string;
  /** The part of Electron's `screen` the popup placement reads: work areas only. */
  screen: { getPrimaryDisplay(): Pick<Display, 'workArea'>; getDisplayMatching(rect: Rectangle): Pick<Display, 'workArea'> };
  /** The tray icon's bounds right now; empty (or undefined) where the platform does not say. */
  trayBounds: () => Rect | undefined;
}

export class WindowManager {
  readonly #options: WindowManagerOptions;

  constructor(options: WindowManagerOptions) {
    this.#options = options;
  }

  /** Shows the chat window, creating it if it was closed. */
  showChat(): BrowserWindow {
    return this.#showSingle('chat', {
      title: 'Sovereign Companion',
      width: 960,
      height: 720,
      minWidth: 480,
      minHeight: 480,
    });
  }

  /** Shows the settings window; a second request focuses the one already open. */
  showSettings(): BrowserWindow {
    return this.#showSingle('settings', {
      title: 'Sovereign Companion — Settings',
      width: 780,
      height: 700,
      minWidth: 520,
      minHeight: 480,
    });
  }

  /**
   * Shows the quick-confirm popup next to the tray icon, on one conversation's pending
   * confirmation when `focus` is given. Showing it approves nothing: the household decides on
   * the card, which names the entity and the effect.
   */
  showPopup(focus?: { conversation_id: string }): BrowserWindow {
    const url = rendererUrl('popup', focus);
    const existing = this.#options.registry.find('popup');
    if (existing) {
      if (existing.webContents.getURL() !== url) void existing.loadURL(url);
      this.#placePopup(existing);
      existing.show();
      existing.focus();
      return existing;
    }
    const popup = createWindow(
      {
        role: 'popup',
        url,
        preloadPath: this.#options.preloadPath,
        appearance: {
          ...this.#frameIcon(),
          title: 'Approve a request',
          ...POPUP_SIZE,
          frame: false,
          resizable: false,
          movable: false,
          minimizable: false,
          maximizable: false,
          fullscreenable: false,
          skipTaskbar: true,
          alwaysOnTop: true,
        },
      },
      this.#options.registry,
      false,
    );
    popup.on('blur', () => {
      if (!popup.isDestroyed()) popup.hide();
    });
    popup.once('ready-to-show', () => {
      this.#placePopup(popup);
      popup.show();
      popup.focus();
    });
    return popup;
  }

  /** Whether the chat window exists and has keyboard focus (then no notification is needed). */
  isChatFocused(): boolean {
    const chat = this.#options.registry.find('chat');
    return chat !== undefined && chat.isVisible() && chat.isFocused();
  }

  #showSingle(role: Exclude<WindowRole, 'popup'>, appearance: WindowAppearance): BrowserWindow {
    const existing = this.#options.registry.find(role);
    if (existing) {
      if (existing.isMinimized()) existing.restore();
      existing.show();
      existing.focus();
      return existing;
    }
    return createWindow(
      { role, url: rendererUrl(role), preloadPath: this.#options.preloadPath, appearance: { ...this.#frameIcon(), ...appearance } },
      this.#options.registry,
    );
  }

  #placePopup(popup: BrowserWindow): void {
    const screen = this.#options.screen;
    const tray = this.#options.trayBounds() ?? { x: 0, y: 0, width: 0, height: 0 };
    const primary = screen.getPrimaryDisplay().workArea;
    const nearest = tray.width > 0 && tray.height > 0 ? screen.getDisplayMatching(tray).workArea : primary;
    const { x, y } = popupPosition(tray, nearest, primary, POPUP_SIZE);
    popup.setPosition(x, y, false);
  }

  #frameIcon(): { icon?: string } {
    return this.#options.iconPath === undefined ? {} : { icon: this.#options.iconPath };
  }
}
