/**
 * The IPC adapter over `CompanionService` (DESIGN §2): one `ipcMain.handle` per entry of the
 * contract's `channels` table, each checking who is asking, parsing the payload as `unknown`
 * with the channel's zod schema, and always *resolving* `{ok, value} | {ok: false, error}`
 * (Electron drops a thrown error's fields on the way to the renderer).
 *
 * Nothing here names a channel: a channel added to the table is registered automatically, and
 * the service must implement it because `registerChannels` takes a full `CompanionApi` — a
 * channel without a service method is a compile error where the service is declared.
 */
import type { IpcMain, IpcMainInvokeEvent, WebFrameMain } from 'electron';
import type { z } from 'zod';
import {
  channels,
  type Channel,
  type ChannelRequest,
  type ChannelResponse,
  type CompanionApi,
  type CompanionEventName,
  type CompanionEvents,
  type EventSubscriber,
  type RequestContext,
  type Surface,
} from '../../common/contract.js';
import { ApiError, type ApiErrorBody, type ErrorDetail } from '../../common/codes.js';
import { isAppUrl } from './app-url.js';
import { surfaceForRole, type WindowRegistry } from './window-registry.js';

/** Every contract channel travels as `sovereign:<channel>`. */
export const IPC_CHANNEL_PREFIX = 'sovereign:';
/** Events are pushed on one channel as `{name, payload}`. */
export const IPC_EVENT_CHANNEL = 'sovereign:event';

/** What every handler resolves with. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

/** What a window receives on `sovereign:event`. */
export interface IpcEventMessage<E extends CompanionEventName = CompanionEventName> {
  name: E;
  payload: CompanionEvents[E];
}

/** The IPC name of a contract channel. */
export function ipcChannelName(channel: Channel): string {
  return `${IPC_CHANNEL_PREFIX}${channel}`;
}

/** The contract's channels, in table order. */
export function contractChannels(): Channel[] {
  return Object.keys(channels) as Channel[];
}

const FOREIGN_SENDER: ApiErrorBody = {
  code: 'FORBIDDEN',
  message: 'This request did not come from a Sovereign Companion window.',
};

const INTERNAL: ApiErrorBody = {
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong inside Sovereign Companion. The request was not completed.',
};

/** Where unexpected (non-`ApiError`) failures are reported; never gets the request payload. */
export type UnexpectedErrorReporter = (channel: Channel, error: unknown) => void;

/** Logs only the channel and the error's name: a message could carry data we must not log. */
const reportToConsole: UnexpectedErrorReporter = (channel, error) => {
  const kind = error instanceof Error ? error.name : typeof error;
  console.error(`[ipc] ${channel} failed unexpectedly (${kind})`);
};

/**
 * Registers a handler for every channel of the contract and returns a function removing them.
 *
 * A sender is answered only when it is the top-level frame of one of our windows and that
 * frame shows `app://` content; the window's role decides the `surface`, whatever the payload
 * says.
 */
export function registerChannels(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  service: CompanionApi,
  windows: WindowRegistry,
  reportUnexpected: UnexpectedErrorReporter = reportToConsole,
): () => void {
  const names = contractChannels().map((channel) => {
    const name = ipcChannelName(channel);
    ipcMain.handle(name, (event, payload: unknown) => handleRequest(channel, event, payload, service, windows, reportUnexpected));
    return name;
  });
  return () => {
    for (const name of names) ipcMain.removeHandler(name);
  };
}

/**
 * The surface of a legitimate sender, or undefined for a forged one: a sub-frame, a frame that
 * is not (or no longer) the window's main frame, a page not served from `app://`, or a
 * webContents that is not one of our windows.
 */
export function senderSurface(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>, windows: WindowRegistry): Surface | undefined {
  const frame = event.senderFrame;
  if (frame === null || frame.parent !== null) return undefined;
  if (!isSameFrame(frame, event.sender.mainFrame)) return undefined;
  if (!isAppUrl(frame.url)) return undefined;
  const role = windows.roleOf(event.sender);
  return role === undefined ? undefined : surfaceForRole(role);
}

/** Frames are compared by identity, falling back to their process-wide token. */
function isSameFrame(a: WebFrameMain, b: WebFrameMain): boolean {
  return a === b || (a.processId === b.processId && a.frameToken === b.frameToken);
}

async function handleRequest<C extends Channel>(
  channel: C,
  event: IpcMainInvokeEvent,
  payload: unknown,
  service: CompanionApi,
  windows: WindowRegistry,
  reportUnexpected: UnexpectedErrorReporter,
): Promise<IpcResult<ChannelResponse<C>>> {
  let surface: Surface | undefined;
  try {
    surface = senderSurface(event, windows);
  } catch {
    // A sender torn down mid-call throws on access ("Object has been destroyed"): not ours to answer.
    surface = undefined;
  }
  if (surface === undefined) return { ok: false, error: FOREIGN_SENDER };

  const parsed = parseRequest(channel, payload, surface);
  if (!parsed.ok) return parsed;

  const context: RequestContext = { surface };
  try {
    const value = await service[channel](parsed.value, context);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error: error.toBody() };
    reportUnexpected(channel, error);
    return { ok: false, error: INTERNAL };
  }
}

/**
 * Parses a payload with the channel's schema. A schema with a `surface` field (the message
 * request) gets the sender's surface before parsing, so the payload's own value is ignored
 * rather than trusted or rejected.
 */
export function parseRequest<C extends Channel>(
  channel: C,
  payload: unknown,
  surface: Surface,
): { ok: true; value: ChannelRequest<C> } | { ok: false; error: ApiErrorBody } {
  // The table is `as const`, so indexing by a generic key yields a union of schemas; every
  // member parses to its own channel's request type.
  const schema = channels[channel].request as unknown as z.ZodType<ChannelRequest<C>>;
  const input = declaresSurface(schema) && isPlainObject(payload) ? { ...payload, surface } : payload;
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    error: {
      code: 'INVALID_REQUEST',
      message: `The ${channel} request is malformed.`,
      details: result.error.issues.map(toDetail),
    },
  };
}

function declaresSurface(schema: unknown): boolean {
  const shape = (schema as { shape?: unknown }).shape;
  return typeof shape === 'object' && shape !== null && 'surface' in shape;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function toDetail(issue: z.core.$ZodIssue): ErrorDetail {
  return { code: issue.code, field: issue.path.map(String).join('.'), message: issue.message };
}

/**
 * Pushes every service event to every live window of ours, on `sovereign:event`, as
 * `{name, payload}`. A window that has navigated away from `app://` (navigation is denied, so
 * this is defence in depth) gets nothing. Returns the unsubscribe function.
 */
export function broadcastEvents(subscribe: EventSubscriber, windows: WindowRegistry): () => void {
  return subscribe((name, payload) => {
    const message: IpcEventMessage = { name, payload };
    for (const window of windows.live()) {
      try {
        const contents = window.webContents;
        if (contents.isDestroyed() || !isAppUrl(contents.getURL())) continue;
        contents.send(IPC_EVENT_CHANNEL, message);
      } catch {
        // A window closing right now must not keep the others from their events.
      }
    }
  });
}
