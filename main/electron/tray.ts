/**
 * The tray icon and its context menu — the reliable path on Linux, where tray clicks are not
 * delivered everywhere (DESIGN §6). The icon switches to its "pending" variant while any
 * confirmation waits; the menu lists them by entity and effect. Choosing one opens the
 * quick-confirm popup on it: nothing is approved from the menu, since a physical action is
 * approved on a card that names it, never blind.
 */
import { Menu, Tray, type MenuItemConstructorOptions, type NativeImage } from 'electron';
import type { PendingListItem } from '../../common/contract/types.js';
import type { LaunchAtLogin } from './login-item.js';
import { describePending, menuLabel, type EntityNameLookup } from './pending-labels.js';
import { shellT } from './shell-words.js';

export interface TrayIcons {
  idle: NativeImage;
  pending: NativeImage;
}

export interface TrayActions {
  /** Opens the popup on one pending confirmation. Must not approve it. */
  openPopup(item: PendingListItem): void;
  openChat(): void;
  openSettings(): void;
  /** Opens the quick-ask window (the same as its global shortcut). */
  openQuickAsk?(): void;
  quit(): void;
}

/** A yes/no choice of the household's, shown as a checkbox in the menu. */
export interface TrayChoice {
  /** Asked each time the menu is drawn, so it follows the language. */
  label(): string;
  isChecked(): boolean;
  setChecked(checked: boolean): void;
  /** Greyed out when false (e.g. "open chat at login" while launch at login is off). */
  isEnabled?(): boolean;
}

export interface TrayControllerOptions {
  icons: TrayIcons;
  actions: TrayActions;
  launchAtLogin: LaunchAtLogin;
  platform: NodeJS.Platform;
  /** Shell choices below "Launch at login" (keep running in the tray, open chat at login). */
  choices?: readonly TrayChoice[];
}

export class TrayController {
  readonly #tray: Tray;
  readonly #options: TrayControllerOptions;
  #pending: readonly PendingListItem[] = [];
  #nameOf: EntityNameLookup = () => undefined;

  constructor(options: TrayControllerOptions) {
    this.#options = options;
    this.#tray = new Tray(options.icons.idle);
    // A left click (where the platform delivers one) goes to the first waiting card, else chat.
    this.#tray.on('click', () => {
      const first = this.#pending[0];
      if (first) options.actions.openPopup(first);
      else options.actions.openChat();
    });
    this.#render();
  }

  /** The tray icon's bounds, for placing the popup (empty on Linux). */
  bounds(): Electron.Rectangle {
    return this.#tray.getBounds();
  }

  /**
   * Takes the full pending list from `confirmations.changed`, with the friendly names of their
   * entities (the entity id is shown for any name not known).
   */
  setPending(pending: readonly PendingListItem[], nameOf: EntityNameLookup = () => undefined): void {
    this.#pending = [...pending];
    this.#nameOf = nameOf;
    this.#render();
  }

  /** Draws the menu and tooltip again (the language changed). */
  refresh(): void {
    this.#render();
  }

  destroy(): void {
    if (!this.#tray.isDestroyed()) this.#tray.destroy();
  }

  #render(): void {
    const count = this.#pending.length;
    this.#tray.setImage(count > 0 ? this.#options.icons.pending : this.#options.icons.idle);
    this.#tray.setToolTip(count === 0 ? shellT('app.name') : shellT('tray.tooltipWaiting', { count }));
    this.#tray.setContextMenu(Menu.buildFromTemplate(this.menuTemplate()));
  }

  /** The context menu, rebuilt whenever the pending list changes. */
  menuTemplate(): MenuItemConstructorOptions[] {
    const { actions, launchAtLogin, platform } = this.#options;
    const nameOf = this.#nameOf;
    const pendingItems: MenuItemConstructorOptions[] =
      this.#pending.length === 0
        ? [{ label: shellT('tray.noneWaiting'), enabled: false }]
        : [
            { label: shellT('tray.waiting', { count: this.#pending.length }), enabled: false },
            ...this.#pending.map((item): MenuItemConstructorOptions => ({
              label: menuLabel(describePending(item, nameOf), platform),
              click: () => actions.openPopup(item),
            })),
          ];
    return [
      ...pendingItems,
      { type: 'separator' },
      ...(actions.openQuickAsk ? [{ label: shellT('tray.quickAsk'), click: () => actions.openQuickAsk?.() }] : []),
      { label: shellT('tray.openChat'), click: () => actions.openChat() },
      { label: shellT('tray.settings'), click: () => actions.openSettings() },
      { type: 'separator' },
      {
        label: launchAtLogin.available === false ? shellT('tray.launchAtLoginUnavailable') : shellT('tray.launchAtLogin'),
        type: 'checkbox',
        checked: isEnabledSafely(launchAtLogin),
        enabled: launchAtLogin.available !== false,
        click: (item) => {
          try {
            launchAtLogin.setEnabled(item.checked);
          } catch (error) {
            console.error(`[tray] could not change launch at login (${error instanceof Error ? error.name : typeof error})`);
          }
          this.#render();
        },
      },
      ...(this.#options.choices ?? []).map((choice): MenuItemConstructorOptions => ({
        label: choice.label(),
        type: 'checkbox',
        checked: choice.isChecked(),
        enabled: choice.isEnabled?.() ?? true,
        click: (item) => {
          try {
            choice.setChecked(item.checked);
          } catch (error) {
            console.error(`[tray] could not save a choice (${error instanceof Error ? error.name : typeof error})`);
          }
          this.#render();
        },
      })),
      { type: 'separator' },
      { label: shellT('tray.quit'), click: () => actions.quit() },
    ];
  }
}

function isEnabledSafely(launchAtLogin: LaunchAtLogin): boolean {
  try {
    return launchAtLogin.isEnabled();
  } catch {
    return false;
  }
}
