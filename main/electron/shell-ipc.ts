/**
 * Shell actions a window may ask for that are not part of the service contract: "open the
 * settings (or chat) window", since our windows cannot `window.open`, and the quick-ask shortcut
 * (settings only). They are the
 * `shellChannels` of the one channel table, travel as `sovereign-shell:<name>` (never clashing
 * with a service channel), and are answered by the IPC registry's {@link answerChannel} like every
 * other channel: only a top-level `app://` frame of one of our windows whose role the channel
 * admits, the payload parsed with its zod schema, the handler always resolving `{ok, value} |
 * {ok: false, error}`.
 */
import type { IpcMain } from 'electron';
import { shellChannelName, shellChannels, type ShellChannel } from '../../common/contract/channels.js';
import type { OpenableRole, QuickAskShortcutStatus, ShellApi } from '../../common/contract/types.js';
import { answerChannel, reportToConsole, type UnexpectedErrorReporter } from './ipc-registry.js';
import type { WindowRegistry } from './window-registry.js';

export type { OpenableRole };

export interface ShellActions {
  openWindow(role: OpenableRole): void;
  quickAskShortcut(): QuickAskShortcutStatus;
  setQuickAskShortcut(accelerator: string): QuickAskShortcutStatus;
}

/** Registers the shell channels; returns a function removing them. */
export function registerShellChannels(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  windows: WindowRegistry,
  actions: ShellActions,
  reportUnexpected: UnexpectedErrorReporter = reportToConsole,
): () => void {
  const handlers: ShellApi = {
    'windows.open': async ({ role }) => {
      actions.openWindow(role);
      return null;
    },
    'quickAsk.shortcut': async () => actions.quickAskShortcut(),
    'quickAsk.setShortcut': async ({ accelerator }) => actions.setQuickAskShortcut(accelerator),
  };
  const serve = <C extends ShellChannel>(channel: C): string =>
    answerChannel(
      ipcMain,
      windows,
      { channel, name: shellChannelName(channel), spec: shellChannels[channel] },
      (request, context) => handlers[channel](request, context),
      reportUnexpected,
    );
  const names = (Object.keys(shellChannels) as ShellChannel[]).map(serve);
  return () => {
    for (const name of names) ipcMain.removeHandler(name);
  };
}
