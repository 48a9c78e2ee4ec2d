/**
 * The IPC adapter over `CompanionService` (DESIGN §2): one `ipcMain.handle` per entry of the
 * channel table (`common/contract/channels.ts`), each checking who is asking and whether that
 * window's role may call the channel, parsing the payload as `unknown` with the channel's zod
 * schema (`common/contract/schemas.ts`), and always *resolving* `{ok, value} | {ok: false, error}`
 * (Electron drops a thrown error's fields on the way to the renderer). The shell's own channels
 * (`shell-ipc.ts`) go through the same {@link answerChannel}.
 *
 * Nothing here names a channel: a channel added to the table is registered automatically, and
 * the service must implement it because `registerChannels` takes a full `CompanionApi` — a
 * channel without a service method is a compile error where the service is declared.
 */
import type { IpcMain, IpcMainInvokeEvent, WebFrameMain } from 'electron';
import type { z } from 'zod';
import type { IpcResult } from '../../common/bridge/ipc-result.js';
import {
  allowedRoles,
  channels,
  isAnswerOnly,
  IPC_EVENT_CHANNEL,
  ipcChannelName,
  type Channel,
  type IpcChannel,
  type ServiceChannelSpec,
  type ShellChannelSpec,
  type Surface,
  type WindowRole,
} from '../../common/contract/channels.js';
import type { CompanionEventName, CompanionEvents, EventSubscriber } from '../../common/contract/events.js';
import { requestSchemas } from '../../common/contract/schemas.js';
import type { ChannelRequest, ChannelResponse, CompanionApi, RequestContext } from '../../common/contract/types.js';
import { ApiError, type ApiErrorBody, type ErrorDetail } from '../../common/codes.js';
import { isAppUrl } from './app-url.js';
import { surfaceForRole, type WindowRegistry } from './window-registry.js';

export type { IpcResult };

/** What a window receives on `sovereign:event`. */
export interface IpcEventMessage<E extends CompanionEventName = CompanionEventName> {
  name: E;
  payload: CompanionEvents[E];
}

const FOREIGN_SENDER: ApiErrorBody = {
  code: 'FORBIDDEN',
  message: 'This request did not come from a Sovereign Companion window.',
};

const ROLE_NOT_ALLOWED: ApiErrorBody = {
  code: 'FORBIDDEN',
  message: 'This window may not make this request.',
};

const ANSWER_ONLY: ApiErrorBody = {
  code: 'FORBIDDEN',
  message: 'This window can only approve or deny a waiting request.',
};

const INTERNAL: ApiErrorBody = {
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong inside Sovereign Companion. The request was not completed.',
};

/** Where unexpected (non-`ApiError`) failures are reported; never gets the request payload. */
export type UnexpectedErrorReporter = (channel: IpcChannel, error: unknown) => void;

/** Logs only the channel and the error's name: a message could carry data we must not log. */
export const reportToConsole: UnexpectedErrorReporter = (channel, error) => {
  const kind = error instanceof Error ? error.name : typeof error;
  console.error(`[ipc] ${channel} failed unexpectedly (${kind})`);
};

/** Answers one channel's parsed request for the asking window. */
export type ChannelHandler<C extends IpcChannel> = (request: ChannelRequest<C>, context: RequestContext) => Promise<ChannelResponse<C>>;

/**
 * Registers a handler for every service channel of the table and returns a function removing them.
 *
 * A sender is answered only when it is the top-level frame of one of our windows, that frame
 * shows `app://` content, and the window's role is one the channel admits; the role decides the
 * `surface`, whatever the payload says.
 */
export function registerChannels(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  service: CompanionApi,
  windows: WindowRegistry,
  reportUnexpected: UnexpectedErrorReporter = reportToConsole,
): () => void {
  const serve = <C extends Channel>(channel: C): string => {
    const spec: ServiceChannelSpec = channels[channel];
    return answerChannel(
      ipcMain,
      windows,
      { channel, name: ipcChannelName(channel), spec },
      (request, context) => service[channel](request, context),
      reportUnexpected,
    );
  };
  const names = (Object.keys(channels) as Channel[]).map(serve);
  return () => {
    for (const name of names) ipcMain.removeHandler(name);
  };
}

/**
 * Handles the IPC name `entry.name` for one channel of the table: sender, role, schema, then
 * `handler`; always resolves an {@link IpcResult}. Returns the IPC name (to remove it later).
 */
export function answerChannel<C extends IpcChannel>(
  ipcMain: Pick<IpcMain, 'handle'>,
  windows: WindowRegistry,
  entry: { channel: C; name: string; spec: ServiceChannelSpec | ShellChannelSpec },
  handler: ChannelHandler<C>,
  reportUnexpected: UnexpectedErrorReporter = reportToConsole,
): string {
  ipcMain.handle(entry.name, (event, payload: unknown) => handleRequest(entry.channel, entry.spec, event, payload, handler, windows, reportUnexpected));
  return entry.name;
}

/**
 * The role of a legitimate sender, or undefined for a forged one: a sub-frame, a frame that is
 * not (or no longer) the window's main frame, a page not served from `app://`, or a webContents
 * that is not one of our windows.
 */
export function senderRole(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>, windows: WindowRegistry): WindowRole | undefined {
  const frame = event.senderFrame;
  if (frame === null || frame.parent !== null) return undefined;
  if (!isSameFrame(frame, event.sender.mainFrame)) return undefined;
  if (!isAppUrl(frame.url)) return undefined;
  return windows.roleOf(event.sender);
}

/** Frames are compared by identity, falling back to their process-wide token. */
function isSameFrame(a: WebFrameMain, b: WebFrameMain): boolean {
  return a === b || (a.processId === b.processId && a.frameToken === b.frameToken);
}

async function handleRequest<C extends IpcChannel>(
  channel: C,
  spec: ServiceChannelSpec | ShellChannelSpec,
  event: IpcMainInvokeEvent,
  payload: unknown,
  handler: ChannelHandler<C>,
  windows: WindowRegistry,
  reportUnexpected: UnexpectedErrorReporter,
): Promise<IpcResult<ChannelResponse<C>>> {
  let role: WindowRole | undefined;
  try {
    role = senderRole(event, windows);
  } catch {
    // A sender torn down mid-call throws on access ("Object has been destroyed"): not ours to answer.
    role = undefined;
  }
  if (role === undefined) return { ok: false, error: FOREIGN_SENDER };
  if (!allowedRoles(spec).includes(role)) return { ok: false, error: ROLE_NOT_ALLOWED };
  const surface = surfaceForRole(role);

  const parsed = parseRequest(channel, payload, surface);
  if (!parsed.ok) return parsed;
  if (isAnswerOnly(spec, role) && !answersConfirmation(parsed.value)) return { ok: false, error: ANSWER_ONLY };

  const context: RequestContext = { surface };
  try {
    const value = await handler(parsed.value, context);
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
export function parseRequest<C extends IpcChannel>(
  channel: C,
  payload: unknown,
  surface: Surface,
): { ok: true; value: ChannelRequest<C> } | { ok: false; error: ApiErrorBody } {
  // The table is `as const`, so indexing by a generic key yields a union of schemas; every
  // member parses to its own channel's request type.
  const schema = requestSchemas[channel] as unknown as z.ZodType<ChannelRequest<C>>;
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

function answersConfirmation(request: unknown): boolean {
  return isPlainObject(request) && request.confirmation !== undefined && request.message === undefined;
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
