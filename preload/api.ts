/**
 * The preload's part of `window.sovereign` that only Electron has: `windows.open(role)`, since our
 * windows cannot `window.open`. The service API itself (`createSovereignApi`) and `BridgeError`
 * live in `common/bridge/`, shared with the browser host's page; every IPC name comes from the one
 * channel table (`common/contract/channels.ts`). No runtime import but the table and the bridge,
 * so the bundled preload stays one small script with no schema library in it.
 */
import { shellChannelName } from '../common/contract/channels.js';
import type { ChannelRequest } from '../common/contract/types.js';
import { BridgeError } from '../common/bridge/bridge-error.js';
import { isFailure } from '../common/bridge/ipc-result.js';
import type { BridgeTransport, SovereignApi } from '../common/bridge/sovereign-api.js';

/**
 * Electron only: the window opener. Kept out of `createSovereignApi` so the browser host's API
 * does not pretend to have it.
 */
export function createWindowsApi(transport: Pick<BridgeTransport, 'invoke'>) {
  return {
    /** Opens (or focuses) the chat or the settings window. */
    open: async (role: ChannelRequest<'windows.open'>['role']): Promise<void> => {
      const request: ChannelRequest<'windows.open'> = { role };
      let reply: unknown;
      try {
        reply = await transport.invoke(shellChannelName('windows.open'), request);
      } catch {
        reply = undefined;
      }
      if (typeof reply === 'object' && reply !== null && (reply as { ok?: unknown }).ok === true) return;
      const error = isFailure(reply) ? reply.error : { code: 'INTERNAL_ERROR' as const, message: 'Sovereign Companion did not answer this request.' };
      throw new BridgeError(error).toShape();
    },
  };
}

/** `window.sovereign` in Electron: the service API plus the window opener. */
export type ElectronSovereignApi = SovereignApi & { windows: ReturnType<typeof createWindowsApi> };
