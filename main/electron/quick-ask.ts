/**
 * The quick-ask shortcut (DESIGN §6, docs/architecture.md §7a): a global shortcut, default
 * Ctrl/Cmd+Shift+Space, that opens the small quick-ask window from anywhere. Electron's
 * `globalShortcut.register` says whether it worked and nothing more ("When the accelerator is
 * already taken by other applications, this call will silently fail"; Wayland may refuse every
 * one), so a failure is kept as a status the settings window shows, with another shortcut to try —
 * and the tray's "Quick ask…" item works either way.
 */
import type { GlobalShortcut } from 'electron';
import type { QuickAskShortcutStatus } from '../../common/contract/types.js';
import { ApiError } from '../../common/codes.js';
import { ALTERNATIVE_QUICK_SHORTCUT, DEFAULT_QUICK_SHORTCUT, isAccelerator, type ShellPreferencesStore } from './shell-preferences.js';

/** A last resort when both the default and the usual alternative are taken. */
const SECOND_ALTERNATIVE = 'CommandOrControl+Alt+K';

export class QuickAskShortcut {
  readonly #shortcuts: Pick<GlobalShortcut, 'register' | 'unregister'>;
  readonly #preferences: ShellPreferencesStore;
  readonly #open: () => void;
  #status: QuickAskShortcutStatus = { accelerator: '', registered: false, problem: null, alternative: null };

  constructor(shortcuts: Pick<GlobalShortcut, 'register' | 'unregister'>, preferences: ShellPreferencesStore, open: () => void) {
    this.#shortcuts = shortcuts;
    this.#preferences = preferences;
    this.#open = open;
  }

  /** Registers the chosen shortcut (after `ready`: globalShortcut cannot be used before it). */
  start(): QuickAskShortcutStatus {
    this.#status = this.#register(this.#preferences.get().quickShortcut);
    return this.status();
  }

  status(): QuickAskShortcutStatus {
    return { ...this.#status };
  }

  /**
   * Switches to `accelerator` (`''` turns it off). The choice is saved only when it registered
   * (or is off); a failed one leaves the previous shortcut working and says why.
   */
  set(accelerator: string): QuickAskShortcutStatus {
    if (accelerator !== '' && !isAccelerator(accelerator)) {
      throw new ApiError(
        'INVALID_REQUEST',
        'That is not a shortcut this app can use: combine one to three of Ctrl/Cmd, Alt, Shift with a key, e.g. CommandOrControl+Shift+Space.',
        [{ code: 'INVALID_REQUEST', field: 'accelerator', message: 'not a shortcut' }],
      );
    }
    const previous = this.#status;
    if (previous.registered) this.#shortcuts.unregister(previous.accelerator);
    const next = this.#register(accelerator);
    if (next.registered || accelerator === '') {
      this.#preferences.update({ quickShortcut: accelerator });
      this.#status = next;
      return this.status();
    }
    // Keep what worked before, and report the failure of what was asked for.
    if (previous.registered) this.#shortcuts.register(previous.accelerator, this.#open);
    return { ...next };
  }

  #register(accelerator: string): QuickAskShortcutStatus {
    if (accelerator === '') return { accelerator, registered: false, problem: null, alternative: null };
    let registered: boolean;
    try {
      registered = this.#shortcuts.register(accelerator, this.#open);
    } catch {
      registered = false;
    }
    if (registered) return { accelerator, registered, problem: null, alternative: null };
    const alternative =
      [DEFAULT_QUICK_SHORTCUT, ALTERNATIVE_QUICK_SHORTCUT, SECOND_ALTERNATIVE].find((candidate) => candidate !== accelerator) ?? SECOND_ALTERNATIVE;
    return {
      accelerator,
      registered: false,
      problem: `${accelerator} could not be set up: another app may already use it, or this desktop does not let apps add global shortcuts (some Wayland sessions). “Quick ask…” in the tray menu works either way.`,
      alternative,
    };
  }
}
