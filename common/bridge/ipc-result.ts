/**
 * What every IPC handler resolves with (DESIGN §2): `{ok: true, value}` or `{ok: false, error}`.
 * A handler never throws, since Electron drops a thrown error's fields on the way to the window.
 */
import type { ApiErrorBody } from '../codes.js';

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

/** Whether `reply` is a success carrying a value. */
export function isOk(reply: unknown): reply is { ok: true; value: unknown } {
  return typeof reply === 'object' && reply !== null && (reply as { ok?: unknown }).ok === true && 'value' in reply;
}

/** Whether `reply` is a well-formed failure (an error body with a code and a message). */
export function isFailure(reply: unknown): reply is { ok: false; error: ApiErrorBody } {
  if (typeof reply !== 'object' || reply === null || (reply as { ok?: unknown }).ok !== false) return false;
  const error = (reply as { error?: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as ApiErrorBody).code === 'string' && typeof (error as ApiErrorBody).message === 'string';
}
