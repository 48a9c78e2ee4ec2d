/**
 * The household's choices about the desktop shell itself (not about Home Assistant), in
 * `<userData>/shell-preferences.json`: whether closing the last window keeps the app running in
 * the tray (Linux asks, since a tray may be invisible there), whether a start at login opens the
 * chat window (macOS 13+, where Electron cannot say whether a start was a login one), and the
 * quick-ask shortcut. Read once at start, written atomically on every change; a missing or
 * unusable file means the defaults, never a crash.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SHELL_PREFERENCES_FILE = 'shell-preferences.json';
/** Electron accelerator of the quick-ask window (default Ctrl/Cmd+Shift+Space, docs/architecture.md §7a). */
export const DEFAULT_QUICK_SHORTCUT = 'CommandOrControl+Shift+Space';
/** Offered when the default cannot be registered (taken by another app, or refused). */
export const ALTERNATIVE_QUICK_SHORTCUT = 'CommandOrControl+Alt+Space';
const MAX_FILE_BYTES = 4096;
/** An Electron accelerator: modifiers and one key joined by `+`, nothing else. */
const ACCELERATOR =
  /^(?:(?:CommandOrControl|CmdOrCtrl|Command|Cmd|Control|Ctrl|Alt|Option|AltGr|Shift|Super|Meta)\+){1,3}(?:[A-Z0-9]|F(?:[1-9]|1[0-9]|2[0-4])|Space|Enter|Tab|Backspace|Delete|Insert|Home|End|PageUp|PageDown|Up|Down|Left|Right|Plus|[-=[\];',./`\\])$/;

export interface ShellPreferences {
  /** Closing the last window leaves the app in the tray. Default: on, except on Linux. */
  keepInTray: boolean;
  /** A start at login opens the chat window (macOS, where Electron does not report login starts). */
  openChatAtLogin: boolean;
  /** The quick-ask window's global shortcut; `''` turns it off. */
  quickShortcut: string;
}

/** Whether `value` is an accelerator the shell will try to register. */
export function isAccelerator(value: string): boolean {
  return ACCELERATOR.test(value);
}

export function defaultPreferences(platform: NodeJS.Platform): ShellPreferences {
  return { keepInTray: platform !== 'linux', openChatAtLogin: true, quickShortcut: DEFAULT_QUICK_SHORTCUT };
}

/** The preferences file, read once; `update` writes it (temp file + rename) and keeps the new values. */
export class ShellPreferencesStore {
  readonly #file: string;
  #values: ShellPreferences;

  constructor(dataDir: string, platform: NodeJS.Platform) {
    this.#file = path.join(dataDir, SHELL_PREFERENCES_FILE);
    this.#values = { ...defaultPreferences(platform), ...readValid(this.#file) };
  }

  get(): ShellPreferences {
    return { ...this.#values };
  }

  /** Saves the change. Synchronous: a tray click must not race a quit. */
  update(change: Partial<ShellPreferences>): ShellPreferences {
    const next = { ...this.#values, ...sanitise(change) };
    fs.mkdirSync(path.dirname(this.#file), { recursive: true, mode: 0o700 });
    const temp = `${this.#file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(temp, this.#file);
    this.#values = next;
    return this.get();
  }
}

function readValid(file: string): Partial<ShellPreferences> {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return {};
    return sanitise(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
  } catch {
    return {};
  }
}

function sanitise(input: unknown): Partial<ShellPreferences> {
  if (typeof input !== 'object' || input === null) return {};
  const raw = input as Record<string, unknown>;
  const out: Partial<ShellPreferences> = {};
  if (typeof raw.keepInTray === 'boolean') out.keepInTray = raw.keepInTray;
  if (typeof raw.openChatAtLogin === 'boolean') out.openChatAtLogin = raw.openChatAtLogin;
  if (typeof raw.quickShortcut === 'string' && (raw.quickShortcut === '' || isAccelerator(raw.quickShortcut))) out.quickShortcut = raw.quickShortcut;
  return out;
}
