/**
 * `window.sovereign`: the renderer's only door to main (DESIGN §1, STYLE 3). Small methods named
 * for what they do, grouped by area; none takes a channel name, none returns a secret. Built over
 * a {@link BridgeTransport}: `ipcRenderer` in Electron's preload, loopback HTTP in the browser host
 * (`renderer/bridge/http-transport.ts`) — the same API either way.
 *
 * Loads only the channel table at runtime (no schema library), so the bundled preload stays one
 * small script and the renderer can build the same API. Every call resolves with the channel's
 * response or rejects with a cloneable `BridgeErrorShape` (see `./bridge-error.ts`).
 */
import { IPC_EVENT_CHANNEL, ipcChannelName, type Channel } from '../contract/channels.js';
import type { CompanionEventName, CompanionEvents } from '../contract/events.js';
import type { ChannelRequest, ChannelResponse } from '../contract/types.js';
import { BridgeError } from './bridge-error.js';
import { isFailure, isOk } from './ipc-result.js';

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
  async function call<C extends Channel>(channel: C, request: ChannelRequest<C>): Promise<ChannelResponse<C>> {
    let reply: unknown;
    try {
      reply = await transport.invoke(ipcChannelName(channel), request);
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
        call('conversation.message', conversationId === undefined ? { message } : { message, conversation_id: conversationId }),
      /** Approves or denies the pending confirmation `token` of a conversation, from this window. */
      resolve: (conversationId: string, token: string, approve: boolean): Promise<ChannelResponse<'conversation.message'>> =>
        call('conversation.message', { conversation_id: conversationId, confirmation: { token, approve } }),
      /** The transcript of one conversation. */
      get: (conversationId: string): Promise<ChannelResponse<'conversation.get'>> => call('conversation.get', { conversation_id: conversationId }),
    },
    history: {
      /** The conversations kept on this computer, newest first, and the retention setting. */
      get: (): Promise<ChannelResponse<'history.get'>> => call('history.get', EMPTY),
      /** Forgets every stored conversation (one still waiting for an approval stays). */
      clear: (): Promise<ChannelResponse<'history.clear'>> => call('history.clear', EMPTY),
      /** Keeps conversations for `days` days. */
      setRetention: (days: number): Promise<ChannelResponse<'history.setRetention'>> => call('history.setRetention', { days }),
    },
    language: {
      /** Which language the windows and the engine speak, the setting, and why. */
      get: (): Promise<ChannelResponse<'language.get'>> => call('language.get', EMPTY),
      /** "Automatic" or one of the languages the app speaks (settings only). */
      set: (choice: ChannelRequest<'language.set'>['choice']): Promise<ChannelResponse<'language.set'>> => call('language.set', { choice }),
    },
    confirmations: {
      /** Every confirmation waiting for the household, across conversations. */
      list: (): Promise<ChannelResponse<'confirmations.list'>> => call('confirmations.list', EMPTY),
    },
    homeAssistant: {
      /** The public Home Assistant settings — never the token. */
      getConfig: (): Promise<ChannelResponse<'homeAssistant.getConfig'>> => call('homeAssistant.getConfig', EMPTY),
      /** Saves any subset of the settings; the merged result is validated as a whole. */
      saveConfig: (update: ChannelRequest<'homeAssistant.saveConfig'>): Promise<ChannelResponse<'homeAssistant.saveConfig'>> =>
        call('homeAssistant.saveConfig', update),
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
        transport.on(IPC_EVENT_CHANNEL, relay);
        return () => {
          transport.removeListener(IPC_EVENT_CHANNEL, relay);
        };
      },
    },
  };
}

/** The type of `window.sovereign`'s service methods (the same in Electron and the browser host). */
export type SovereignApi = ReturnType<typeof createSovereignApi>;

function isEventMessage(message: unknown): message is { name: string; payload: unknown } {
  return typeof message === 'object' && message !== null && typeof (message as { name?: unknown }).name === 'string' && 'payload' in message;
}
