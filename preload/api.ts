/**
 * The preload's part of `window.sovereign` that only Electron has: `windows.open(role)`, since our
 * windows cannot `window.open`. The service API itself (`createSovereignApi`) and `BridgeError`
 * live in `common/bridge/`, shared with the browser host's page; every IPC name comes from the one
 * channel table (`common/contract/channels.ts`). No runtime import but the table and the bridge,
 * so the bundled preload stays one small script with no schema library in it.
 */
import { shellChannelName } from '../common/contract/channels.js';
import type { ShellChannel } from '../common/contract/channels.js';
import type { ChannelRequest, ChannelResponse } from '../common/contract/types.js';
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

/** Calls a shell channel and unwraps its {@link IpcResult} (rejecting with a cloneable error). */
async function callShell<C extends ShellChannel>(
  transport: Pick<BridgeTransport, 'invoke'>,
  channel: C,
  request: ChannelRequest<C>,
): Promise<ChannelResponse<C>> {
  let reply: unknown;
  try {
    reply = await transport.invoke(shellChannelName(channel), request);
  } catch {
    reply = undefined;
  }
  if (typeof reply === 'object' && reply !== null && (reply as { ok?: unknown }).ok === true) return (reply as { value: ChannelResponse<C> }).value;
  const error = isFailure(reply) ? reply.error : { code: 'INTERNAL_ERROR' as const, message: 'Sovereign Companion did not answer this request.' };
  throw new BridgeError(error).toShape();
}

/** Electron only (settings): the quick-ask window's global shortcut. */
export function createQuickAskApi(transport: Pick<BridgeTransport, 'invoke'>) {
  return {
    /** Which shortcut, whether it is registered, and why not. */
    shortcut: (): Promise<ChannelResponse<'quickAsk.shortcut'>> => callShell(transport, 'quickAsk.shortcut', {}),
    /** Tries another shortcut (`''` turns it off); the previous one stays if it fails. */
    setShortcut: (accelerator: string): Promise<ChannelResponse<'quickAsk.setShortcut'>> => callShell(transport, 'quickAsk.setShortcut', { accelerator }),
  };
}

/** `window.sovereign` in Electron: the service API plus the window opener and the quick-ask shortcut. */
export type ElectronSovereignApi = SovereignApi & { windows: ReturnType<typeof createWindowsApi>; quickAsk: ReturnType<typeof createQuickAskApi> };

const NO_GESTURE = {
  code: 'FORBIDDEN' as const,
  message: 'An approval needs a click or a key press in this window.',
};

/**
 * An approval must come from the household's hand, not from a script in the page: `resolve`
 * with `approve: true` is refused (`FORBIDDEN`, nothing sent to main) unless the window has
 * transient user activation (`navigator.userActivation.isActive` — a click or key press in the
 * last few seconds). A denial needs no gesture: it can only stop something.
 */
export function requireGestureToApprove(api: SovereignApi, isActive: () => boolean): SovereignApi {
  const resolve = api.conversation.resolve;
  return {
    ...api,
    conversation: {
      ...api.conversation,
      resolve: async (conversationId, token, approve) => {
        if (approve === true && !isActive()) throw new BridgeError(NO_GESTURE).toShape();
        return resolve(conversationId, token, approve);
      },
    },
  };
}
