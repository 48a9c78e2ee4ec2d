/**
 * Events pushed to every window: over IPC on `sovereign:event` as `{name, payload}`, and over SSE
 * (`GET /api/v1/events`) in the browser host. Every turn — also one resumed from the tray — is
 * pushed as `conversation.updated`, so every window shows the same transcript.
 */
import type { ConnectionStatus, DiscoveryListing, LanguageView, PendingListItem, TurnResponse } from './types.js';

export interface HomeAssistantStatusEvent {
  connection: ConnectionStatus;
  connection_message?: string;
}

export interface CompanionEvents {
  'conversation.updated': { conversation_id: string; turn: TurnResponse };
  'confirmations.changed': { pending: PendingListItem[] };
  /** The whole listing, so a window need not call `discovery.list` (which restarts a browse). */
  'discovery.changed': DiscoveryListing;
  'homeAssistant.status': HomeAssistantStatusEvent;
  /** Settings were saved in some window; others refresh their mirror. */
  'config.changed': { area: 'home-assistant' | 'assistant' };
  /** The language changed (the setting, or Home Assistant's): every open window switches live. */
  'language.changed': LanguageView;
}

export type CompanionEventName = keyof CompanionEvents;
export const EVENT_NAMES = [
  'conversation.updated',
  'confirmations.changed',
  'discovery.changed',
  'homeAssistant.status',
  'config.changed',
  'language.changed',
] as const satisfies readonly CompanionEventName[];

/** Subscribe to every event; returns an unsubscribe function. */
export type EventSubscriber = (listener: <E extends CompanionEventName>(name: E, payload: CompanionEvents[E]) => void) => () => void;
