/**
 * Where the renderer lives: the privileged `app://` scheme (DESIGN §6). Kept free of any
 * `electron` import so the IPC sender check and its tests can use it without the runtime.
 */
import type { WindowRole } from '../../common/contract/channels.js';

export const APP_SCHEME = 'app';
/** The one host the `app://` handler serves; any other host is refused. */
export const APP_HOST = 'companion';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The renderer's single HTML entry; the window role travels in the query string. */
export const RENDERER_ENTRY = 'index.html';

/** Which of our windows a `BrowserWindow` is (the channel table's roles). Settings asks as the chat surface. */
export type { WindowRole };

/**
 * The renderer URL for a window. The popup can be opened on one pending confirmation; a
 * conversation holds at most one pending proposal (a new message supersedes it), so its id
 * is enough to find the card — the confirmation token never goes into a URL.
 */
export function rendererUrl(role: WindowRole, focus?: { conversation_id: string }): string {
  const url = new URL(`${APP_ORIGIN}/${RENDERER_ENTRY}`);
  url.searchParams.set('window', role);
  if (focus) url.searchParams.set('conversation_id', focus.conversation_id);
  return url.toString();
}

/** True when `url` is served by our `app://` handler (protocol and host both ours). */
export function isAppUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
}
