/**
 * The windows (DESIGN §6): the chat window, the settings window (one at a time — asking again
 * focuses it), the tray's quick-confirm popup (small, frameless, next to the tray icon) and the
 * quick-ask window (small, frameless, near the cursor). All of them come from `createWindow`.
 */
import type { BrowserWindow, Display, Point, Rectangle } from 'electron';
import { rendererUrl, type WindowRole } from './app-url.js';
import { popupPosition, type Rect } from './popup-position.js';
import { createWindow, type WindowAppearance } from './window-factory.js';
import type { WindowRegistry } from './window-registry.js';
import { shellT } from './shell-words.js';

export const POPUP_SIZE = { width: 380, height: 460 } as const;
/** The quick-ask window: one line to type in, and room for one card. */
export const QUICK_SIZE = { width: 440, height: 360 } as const;

export interface WindowManagerOptions {
  registry: WindowRegistry;
  preloadPath: string;
  /** The app icon for window frames and task switchers (Linux/Windows). */
  iconPath?: string;
  /** The part of Electron's `screen` window placement reads: the cursor and work areas. */
  screen: {
    getPrimaryDisplay(): Pick<Display, 'workArea'>;
    getDisplayMatching(rect: Rectangle): Pick<Display, 'workArea'>;
    getCursorScreenPoint(): Point;
    getDisplayNearestPoint(point: Point): Pick<Display, 'workArea'>;
  };
  /** The tray icon's bounds right now; empty (or undefined) where the platform does not say. */
  trayBounds: () => Rect | undefined;
  /**
   * A Wayland session: windows cannot place themselves or stay on top there (Electron docs,
   * BrowserWindow setPosition/setAlwaysOnTop: "Not supported on Wayland"), so the popup asks for
   * neither and the compositor places it.
   */
  wayland?: boolean;
  /**
   * Whether a confirmation still waits. While one does, the popup does not hide when it loses
   * focus: on Linux the tray menu closing takes focus back from the popup it just opened, and the
   * card would flash away. It stays until answered (or Esc, or its close button).
   */
  hasPending?: () => boolean;
}

export class WindowManager {
  readonly #options: WindowManagerOptions;

  constructor(options: WindowManagerOptions) {
    this.#options = options;
  }

  /** Shows the chat window, creating it if it was closed. */
  showChat(): BrowserWindow {
    return this.#showSingle('chat', {
      title: shellT('window.chat'),
      width: 960,
      height: 720,
      minWidth: 480,
      minHeight: 480,
    });
  }

  /** Shows the settings window; a second request focuses the one already open. */
  showSettings(): BrowserWindow {
    return this.#showSingle('settings', {
      title: shellT('window.settings'),
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
          title: shellT('window.popup'),
          ...POPUP_SIZE,
          frame: false,
          resizable: false,
          movable: false,
          minimizable: false,
          maximizable: false,
          fullscreenable: false,
          skipTaskbar: true,
          ...(this.#options.wayland === true ? {} : { alwaysOnTop: true }),
        },
      },
      this.#options.registry,
      false,
    );
    popup.on('blur', () => {
      if (popup.isDestroyed() || this.#options.hasPending?.() === true) return;
      popup.hide();
    });
    popup.once('ready-to-show', () => {
      this.#placePopup(popup);
      popup.show();
      popup.focus();
    });
    return popup;
  }

  /**
   * Shows the quick-ask window (the global shortcut, or the tray's "Quick ask…") near the
   * cursor: small, frameless, sandboxed like every window (it comes from `createWindow`), and
   * focused so the household can type at once. Like the popup it does not hide on blur while a
   * card waits; Esc (in the page) closes it.
   */
  showQuick(): BrowserWindow {
    const existing = this.#options.registry.find('quick');
    if (existing) {
      this.#placeNearCursor(existing);
      existing.show();
      existing.focus();
      return existing;
    }
    const quick = createWindow(
      {
        role: 'quick',
        url: rendererUrl('quick'),
        preloadPath: this.#options.preloadPath,
        appearance: {
          ...this.#frameIcon(),
          title: shellT('window.quick'),
          ...QUICK_SIZE,
          frame: false,
          resizable: false,
          minimizable: false,
          maximizable: false,
          fullscreenable: false,
          skipTaskbar: true,
          ...(this.#options.wayland === true ? {} : { alwaysOnTop: true }),
        },
      },
      this.#options.registry,
      false,
    );
    quick.on('blur', () => {
      if (quick.isDestroyed() || this.#options.hasPending?.() === true) return;
      quick.hide();
    });
    quick.once('ready-to-show', () => {
      this.#placeNearCursor(quick);
      quick.show();
      quick.focus();
    });
    return quick;
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
    if (this.#options.wayland === true) return;
    const screen = this.#options.screen;
    const tray = this.#options.trayBounds() ?? { x: 0, y: 0, width: 0, height: 0 };
    const primary = screen.getPrimaryDisplay().workArea;
    const nearest = tray.width > 0 && tray.height > 0 ? screen.getDisplayMatching(tray).workArea : primary;
    const { x, y } = popupPosition(tray, nearest, primary, POPUP_SIZE);
    popup.setPosition(x, y, false);
  }

  /** Centred on the cursor, kept inside the work area of the display it is on. */
  #placeNearCursor(window: BrowserWindow): void {
    if (this.#options.wayland === true) return;
    const cursor = this.#options.screen.getCursorScreenPoint();
    const area = this.#options.screen.getDisplayNearestPoint(cursor).workArea;
    const x = Math.round(Math.min(Math.max(cursor.x - QUICK_SIZE.width / 2, area.x), area.x + area.width - QUICK_SIZE.width));
    const y = Math.round(Math.min(Math.max(cursor.y - QUICK_SIZE.height / 3, area.y), area.y + area.height - QUICK_SIZE.height));
    window.setPosition(x, y, false);
  }

  #frameIcon(): { icon?: string } {
    return this.#options.iconPath === undefined ? {} : { icon: this.#options.iconPath };
  }
}
