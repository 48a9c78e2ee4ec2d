/**
 * The channel table (DESIGN §2): every request a window can make, by name, with its HTTP route
 * and the window roles that may call it. One table, three transports — Electron IPC
 * (`sovereign:<name>`), the browser host's route, and the `CompanionService` method of the same
 * name — plus the few channels only the Electron shell answers (`sovereign-shell:<name>`).
 *
 * This file imports nothing, so every side may load it at runtime: the renderer routes its HTTP
 * calls with it, the preload names its IPC calls with it. The request schemas that go with each
 * entry are in `./schemas.ts` (zod, main side only); the types are in `./types.ts`.
 */

/**
 * Who a request speaks for (RFC-0017): the chat window, a tray menu action, the quick-confirm
 * popup, and the quick-ask window (`quick`: the global shortcut's small window — the same
 * conversation channel and the same confirmation rules, recorded as its own surface in the audit).
 */
export const SURFACES = ['chat', 'tray', 'popup', 'quick'] as const;
export type Surface = (typeof SURFACES)[number];

/**
 * The kinds of window the shell opens. A channel's `roles` name the ones that may call it; a
 * channel without its own `roles` admits every role.
 */
export const WINDOW_ROLES = ['chat', 'settings', 'popup', 'quick'] as const;
export type WindowRole = (typeof WINDOW_ROLES)[number];

/** A channel the service answers over every transport. */
export interface ServiceChannelSpec {
  readonly method: 'GET' | 'POST';
  /** The browser host's route; `{name}` segments are filled from the request's field of that name. */
  readonly path: `/api/v1/${string}`;
  /** Window roles that may call it over IPC; omitted means every role. Advisory in the browser host (one token for every page). */
  readonly roles?: readonly WindowRole[];
  /**
   * Roles that may use this channel only to answer a pending confirmation (`conversation.message`
   * with `confirmation`, no `message`): the popup approves or denies, it never starts a turn.
   */
  readonly answerOnlyRoles?: readonly WindowRole[];
}

/** A channel only the Electron shell answers (IPC only: no route, no service method). */
export interface ShellChannelSpec {
  /** Window roles that may call it; omitted means every role. */
  readonly roles?: readonly WindowRole[];
}

/** Settings only: what changes the connection, the allowlists or the engine, and what reads for it. */
const SETTINGS = ['settings'] as const satisfies readonly WindowRole[];
/** The windows that hold a conversation: chat, the quick-ask window, and the popup that answers its cards. */
const CONVERSING = ['chat', 'quick', 'popup'] as const satisfies readonly WindowRole[];

/**
 * The service channels. Names and routes are wire format: never rename them. The two `getConfig`
 * channels admit every window: each shows the connection line, from public fields only.
 */
export const channels = {
  'homeAssistant.getConfig': { method: 'GET', path: '/api/v1/conversation/home-assistant' },
  'homeAssistant.saveConfig': { method: 'POST', path: '/api/v1/conversation/home-assistant', roles: SETTINGS },
  'homeAssistant.entities': { method: 'GET', path: '/api/v1/conversation/home-assistant/entities', roles: SETTINGS },
  'homeAssistant.testConnection': { method: 'POST', path: '/api/v1/conversation/home-assistant/test', roles: SETTINGS },
  'audit.summary': { method: 'GET', path: '/api/v1/capabilities/audit', roles: SETTINGS },
  'conversation.message': { method: 'POST', path: '/api/v1/conversation/message', roles: CONVERSING, answerOnlyRoles: ['popup'] },
  'conversation.get': { method: 'GET', path: '/api/v1/conversation/{conversation_id}', roles: CONVERSING },
  'confirmations.list': { method: 'GET', path: '/api/v1/conversation/confirmations', roles: CONVERSING },
  'homeAssistant.probeCertificate': { method: 'POST', path: '/api/v1/conversation/home-assistant/certificate', roles: SETTINGS },
  'discovery.list': { method: 'GET', path: '/api/v1/discovery/home-assistant', roles: SETTINGS },
  'assistant.getConfig': { method: 'GET', path: '/api/v1/conversation/assistant' },
  'assistant.saveConfig': { method: 'POST', path: '/api/v1/conversation/assistant', roles: SETTINGS },
  'assistant.testConnection': { method: 'POST', path: '/api/v1/conversation/assistant/test', roles: SETTINGS },
  /** Every window: the chat continues the latest conversation, settings shows the list. */
  'history.get': { method: 'GET', path: '/api/v1/conversation-history' },
  'history.clear': { method: 'POST', path: '/api/v1/conversation-history/clear', roles: SETTINGS },
  'history.setRetention': { method: 'POST', path: '/api/v1/conversation-history/retention', roles: SETTINGS },
  /** Every window: which language it speaks (docs/architecture.md §7b), and why. */
  'language.get': { method: 'GET', path: '/api/v1/language' },
  /** Settings only: "Automatic" or one of `LANGUAGES` (`common/languages.ts`); every open window follows (`language.changed`). */
  'language.set': { method: 'POST', path: '/api/v1/language', roles: SETTINGS },
} as const satisfies Record<string, ServiceChannelSpec>;

/** The shell channels: window actions that are not part of the service contract. */
export const shellChannels = {
  /** Opens (or focuses) the chat or settings window: our windows cannot `window.open`. */
  'windows.open': {},
  /** The quick-ask window's global shortcut: which, whether it is registered, and why not. */
  'quickAsk.shortcut': { roles: SETTINGS },
  /** Changes the quick-ask shortcut (`''` turns it off); answers as `quickAsk.shortcut`. */
  'quickAsk.setShortcut': { roles: SETTINGS },
} as const satisfies Record<string, ShellChannelSpec>;

export type Channel = keyof typeof channels;
export type ShellChannel = keyof typeof shellChannels;
/** Every channel that travels over Electron IPC. */
export type IpcChannel = Channel | ShellChannel;

/** Every service channel travels as `sovereign:<channel>`. */
export const IPC_CHANNEL_PREFIX = 'sovereign:';
/** Events are pushed on one channel as `{name, payload}`. */
export const IPC_EVENT_CHANNEL = 'sovereign:event';
/** Shell channels travel as `sovereign-shell:<channel>`, so they can never clash with a service channel. */
export const SHELL_CHANNEL_PREFIX = 'sovereign-shell:';

/** The IPC name of a service channel. */
export function ipcChannelName(channel: Channel): string {
  return `${IPC_CHANNEL_PREFIX}${channel}`;
}

/** The IPC name of a shell channel. */
export function shellChannelName(channel: ShellChannel): string {
  return `${SHELL_CHANNEL_PREFIX}${channel}`;
}

/** The window roles an entry of either table admits (every role unless it names its own). */
export function allowedRoles(spec: ServiceChannelSpec | ShellChannelSpec): readonly WindowRole[] {
  return spec.roles ?? WINDOW_ROLES;
}

/** Whether `role` may call the entry only to answer a confirmation. */
export function isAnswerOnly(spec: ServiceChannelSpec | ShellChannelSpec, role: WindowRole): boolean {
  return 'answerOnlyRoles' in spec && spec.answerOnlyRoles !== undefined && spec.answerOnlyRoles.includes(role);
}
