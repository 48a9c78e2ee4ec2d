/**
 * `window.sovereign`: the renderer's only door to main (DESIGN §1, STYLE 3). Small methods named
 * for what they do, grouped by area; none takes a channel name, none returns a secret. This file
 * has no runtime imports (only types from `common/`), so the bundled preload stays one small
 * script and the renderer can import `BridgeError` and the `SovereignApi` type from here.
 *
 * Every call resolves with the channel's response or rejects with a {@link BridgeErrorShape}
 * (`{name: 'BridgeError', code, message, details?}`). Across `contextBridge` an `Error` keeps
 * only its message — custom fields such as `code` are dropped — so the rejection is a plain,
 * cloneable object; `BridgeError.from(reason)` turns it back into an `Error` subclass.
 */
import type { Channel, ChannelRequest, ChannelResponse, CompanionEventName, CompanionEvents } from '../common/contract.js';
import type { ApiErrorBody, ErrorDetail, RequestCode } from '../common/codes.js';

/** Must equal `IPC_CHANNEL_PREFIX` / `IPC_EVENT_CHANNEL` in main/electron/ipc-registry.ts (a test checks). */
export const WIRE_PREFIX = 'sovereign:';
export const WIRE_EVENT_CHANNEL = 'sovereign:event';

/**
 * The channels the bridge calls. A local list because the preload must not bundle the contract's
 * runtime (zod): `satisfies` keeps every name a real contract channel, and a test checks the list
 * covers the whole `channels` table.
 */
export const BRIDGE_CHANNELS = [
  'conversation.message',
  'conversation.get',
  'confirmations.list',
  'homeAssistant.getConfig',
  'homeAssistant.saveConfig',
  'homeAssistant.entities',
  'homeAssistant.testConnection',
  'homeAssistant.probeCertificate',
  'discovery.list',
  'audit.summary',
  'assistant.getConfig',
  'assistant.saveConfig',
  'assistant.testConnection',
] as const satisfies readonly Channel[];
export type BridgeChannel = (typeof BRIDGE_CHANNELS)[number];

// ---------------------------------------------------------------------------------------------
// Errors

/** What a failed call rejects with across the bridge (a plain object: it survives cloning). */
export interface BridgeErrorShape {
  name: 'BridgeError';
  code: RequestCode;
  message: string;
  details?: ErrorDetail[];
}

/** A request that main refused or could not complete; `code` decides, `message` explains. */
export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  readonly code: RequestCode;
  readonly details: ErrorDetail[] | undefined;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.code = body.code;
    this.details = body.details;
  }

  /** The cloneable form a bridge method rejects with. */
  toShape(): BridgeErrorShape {
    return this.details === undefined
      ? { name: 'BridgeError', code: this.code, message: this.message }
      : { name: 'BridgeError', code: this.code, message: this.message, details: this.details };
  }

  /** Whether `reason` is a bridge rejection (a `BridgeError`, or its cloned shape). */
  static is(reason: unknown): reason is BridgeError | BridgeErrorShape {
    if (reason instanceof BridgeError) return true;
    if (typeof reason !== 'object' || reason === null) return false;
    const candidate = reason as Partial<BridgeErrorShape>;
    return candidate.name === 'BridgeError' && typeof candidate.code === 'string' && typeof candidate.message === 'string';
  }

  /** A `BridgeError` for any rejection reason of a bridge call (renderer side). */
  static from(reason: unknown): BridgeError {
    if (reason instanceof BridgeError) return reason;
    if (BridgeError.is(reason)) {
      return new BridgeError(reason.details === undefined ? { code: reason.code, message: reason.message } : { code: reason.code, message: reason.message, details: reason.details });
    }
    return new BridgeError({ code: 'INTERNAL_ERROR', message: 'The request to Sovereign Companion failed.' });
  }
}

// ---------------------------------------------------------------------------------------------
// The API

/** The part of `ipcRenderer` the bridge uses (injected so tests need no Electron). */
export interface BridgeTransport {
  invoke(channel: string, payload: unknown): Promise<unknown>;
  on(channel: string, listener: (event: unknown, message: unknown) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, message: unknown) => void): unknown;
}

/** Listener for one event: gets the payload only, never Electron's event object. */
export type EventListener<E extends CompanionEventName> = (payload: CompanionEvents[E]) => void;

const EMPTY = {} as Record<string, never>;

/** Builds `window.sovereign` over `transport`. */
export function createSovereignApi(transport: BridgeTransport) {
  async function call<C extends BridgeChannel>(channel: C, request: ChannelRequest<C>): Promise<ChannelResponse<C>> {
    let reply: unknown;
    try {
      reply = await transport.invoke(`${WIRE_PREFIX}${channel}`, request);
    } catch {
      // No handler (a channel main does not serve) or a torn-down window: same shape as any failure.
      throw new BridgeError({ code: 'INTERNAL_ERROR', message: 'Sovereign Companion did not answer this request.' }).toShape();
    }
    if (isOk(reply)) return reply.value as ChannelResponse<C>;
    const error = isFailure(reply) ? reply.error : { code: 'INTERNAL_ERROR' as const, message: 'Sovereign Companion sent an unexpected reply.' };
    // A plain object, not an Error: contextBridge would strip `code` and `details` off an Error.
    throw new BridgeError(error).toShape();
  }

  return {
    conversation: {
      /** Sends the household's message; resolves with the turn (which may await a confirmation). */
      send: (message: string, conversationId?: string): Promise<ChannelResponse<'conversation.message'>> =>
        call('conversation.message', (conversationId === undefined ? { message } : { message, conversation_id: conversationId })),
      /** Approves or denies the pending confirmation `token` of a conversation, from this window. */
      resolve: (conversationId: string, token: string, approve: boolean): Promise<ChannelResponse<'conversation.message'>> =>
        call('conversation.message', { conversation_id: conversationId, confirmation: { token, approve } }),
      /** The transcript of one conversation. */
      get: (conversationId: string): Promise<ChannelResponse<'conversation.get'>> =>
        call('conversation.get', { conversation_id: conversationId }),
    },
    confirmations: {
      /** Every confirmation waiting for the household, across conversations. */
      list: (): Promise<ChannelResponse<'confirmations.list'>> => call('confirmations.list', EMPTY),
    },
    homeAssistant: {
      /** The public Home Assistant settings — never the token. */
      getConfig: (): Promise<ChannelResponse<'homeAssistant.getConfig'>> => call('homeAssistant.getConfig', EMPTY),
      /** Saves any subset of the settings; the merged result is validated as a whole. */
      saveConfig: (update: ChannelRequest<'homeAssistant.saveConfig'>): Promise<ChannelResponse<'homeAssistant.saveConfig'>> => call('homeAssistant.saveConfig', update),
      /** Home Assistant's entities, for the settings picker only. */
      entities: (): Promise<ChannelResponse<'homeAssistant.entities'>> => call('homeAssistant.entities', EMPTY),
      /** Tries the saved (or the given, unsaved) URL and token. */
      testConnection: (request: ChannelRequest<'homeAssistant.testConnection'> = EMPTY): Promise<ChannelResponse<'homeAssistant.testConnection'>> =>
        call('homeAssistant.testConnection', request),
      /** Shows the certificate a `https://` URL presents, to pin it (a handshake only; no token sent). */
      probeCertificate: (baseUrl: string): Promise<ChannelResponse<'homeAssistant.probeCertificate'>> =>
        call('homeAssistant.probeCertificate', { base_url: baseUrl }),
    },
    discovery: {
      /** Home Assistant instances seen on the network; (re)starts a browse of at most 30 s. */
      list: (): Promise<ChannelResponse<'discovery.list'>> => call('discovery.list', EMPTY),
      /** Re-resolves one advertised instance now ("Use this"), then lists as `list` does. */
      resolve: (uuid: string): Promise<ChannelResponse<'discovery.list'>> => call('discovery.list', { resolve_uuid: uuid }),
    },
    assistant: {
      /** The conversation engine settings (`has_api_key`, never the key). */
      getConfig: (): Promise<ChannelResponse<'assistant.getConfig'>> => call('assistant.getConfig', EMPTY),
      /** Saves the conversation engine settings. */
      saveConfig: (update: ChannelRequest<'assistant.saveConfig'>): Promise<ChannelResponse<'assistant.saveConfig'>> => call('assistant.saveConfig', update),
      /** Asks the engine for its models: the saved settings, or the given unsaved ones. */
      testConnection: (request: ChannelRequest<'assistant.testConnection'> = EMPTY): Promise<ChannelResponse<'assistant.testConnection'>> =>
        call('assistant.testConnection', request),
    },
    audit: {
      /** Counters per capability since a date, and the recent events. */
      summary: (): Promise<ChannelResponse<'audit.summary'>> => call('audit.summary', EMPTY),
    },
    events: {
      /** Calls `listener` with each `name` event's payload; returns the unsubscribe function. */
      on: <E extends CompanionEventName>(name: E, listener: EventListener<E>): (() => void) => {
        if (typeof name !== 'string' || typeof listener !== 'function') throw new TypeError('events.on(name, listener)');
        const relay = (_event: unknown, message: unknown): void => {
          if (isEventMessage(message) && message.name === name) listener(message.payload as CompanionEvents[E]);
        };
        transport.on(WIRE_EVENT_CHANNEL, relay);
        return () => {
          transport.removeListener(WIRE_EVENT_CHANNEL, relay);
        };
      },
    },
  };
}

/** The type of `window.sovereign`'s service methods (the same in Electron and the browser host). */
export type SovereignApi = ReturnType<typeof createSovereignApi>;

/** Must equal OPEN_WINDOW_CHANNEL in main/electron/shell-ipc.ts (a test checks). */
export const WIRE_OPEN_WINDOW_CHANNEL = 'sovereign-shell:windows.open';

/**
 * Electron only: our windows cannot `window.open`, so the preload adds `windows.open(role)`.
 * Kept out of `createSovereignApi` so the browser host's API does not pretend to have it.
 */
export function createWindowsApi(transport: Pick<BridgeTransport, 'invoke'>) {
  return {
    /** Opens (or focuses) the chat or the settings window. */
    open: async (role: 'chat' | 'settings'): Promise<void> => {
      let reply: unknown;
      try {
        reply = await transport.invoke(WIRE_OPEN_WINDOW_CHANNEL, { role });
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

function isOk(reply: unknown): reply is { ok: true; value: unknown } {
  return typeof reply === 'object' && reply !== null && (reply as { ok?: unknown }).ok === true && 'value' in reply;
}

function isFailure(reply: unknown): reply is { ok: false; error: ApiErrorBody } {
  if (typeof reply !== 'object' || reply === null || (reply as { ok?: unknown }).ok !== false) return false;
  const error = (reply as { error?: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as ApiErrorBody).code === 'string' && typeof (error as ApiErrorBody).message === 'string';
}

function isEventMessage(message: unknown): message is { name: string; payload: unknown } {
  return typeof message === 'object' && message !== null && typeof (message as { name?: unknown }).name === 'string' && 'payload' in message;
}
