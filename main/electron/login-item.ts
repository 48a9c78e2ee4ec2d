/**
 * "Launch at login". macOS and Windows use `app.setLoginItemSettings`; Electron does not
 * implement it on Linux, where the freedesktop way is an autostart `.desktop` file. Either way
 * the app starts with `--hidden`, so it waits in the tray instead of opening the chat window.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from 'electron';

export const HIDDEN_ARG = '--hidden';

export interface LaunchAtLogin {
  /** False for a development run: there is nothing installed to start at login. */
  readonly available?: boolean;
  isEnabled(): boolean;
  setEnabled(enabled: boolean): void;
}

export interface LaunchAtLoginOptions {
  app: Pick<App, 'getLoginItemSettings' | 'setLoginItemSettings'>;
  platform: NodeJS.Platform;
  /** The executable to start: the AppImage itself when run from one, else the app binary. */
  executable: string;
  env: NodeJS.ProcessEnv;
  /** The `.desktop` file's base name on Linux. */
  desktopId?: string;
  /**
   * `app.isPackaged`. In development `process.execPath` is the bare Electron binary, which at
   * login would open Electron's default app: only an installed build registers.
   */
  packaged?: boolean;
}

const NOT_INSTALLED: LaunchAtLogin = {
  available: false,
  isEnabled: () => false,
  setEnabled: () => {
    throw new Error('launch at login is for the installed app only');
  },
};

export function launchAtLogin(options: LaunchAtLoginOptions): LaunchAtLogin {
  if (options.packaged === false) return NOT_INSTALLED;
  if (options.platform !== 'linux') {
    const { app } = options;
    return {
      isEnabled: () => app.getLoginItemSettings({ args: [HIDDEN_ARG] }).openAtLogin,
      setEnabled: (enabled) => app.setLoginItemSettings({ openAtLogin: enabled, args: [HIDDEN_ARG] }),
    };
  }
  const file = autostartFile(options.env, options.desktopId ?? 'sovereign-companion');
  return {
    isEnabled: () => fs.existsSync(file),
    setEnabled: (enabled) => {
      if (!enabled) {
        fs.rmSync(file, { force: true });
        return;
      }
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      fs.writeFileSync(file, autostartEntry(options.executable), { mode: 0o644 });
    },
  };
}

/** `$XDG_CONFIG_HOME/autostart/<id>.desktop` (XDG Autostart specification). */
export function autostartFile(env: NodeJS.ProcessEnv, desktopId: string): string {
  const configHome = env.XDG_CONFIG_HOME && path.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : path.join(os.homedir(), '.config');
  return path.join(configHome, 'autostart', `${desktopId}.desktop`);
}

/** The desktop entry; `Exec` quoted per the Desktop Entry specification. */
export function autostartEntry(executable: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Sovereign Companion',
    'Comment=Talk to your Home Assistant, safely',
    `Exec=${quoteExec(executable)} ${HIDDEN_ARG}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

function quoteExec(arg: string): string {
  return `"${arg.replace(/[\\"`$]/g, (char) => `\\${char}`)}"`;
}
