/**
 * Gives every window its `window.sovereign`. In Electron the preload has exposed it already. In
 * a plain browser (the browser host) this page builds the same API over HTTP, with the host
 * token from the URL fragment. Either way the UI talks to `window.sovereign` only.
 */
import type { Surface, WindowRole } from '../../common/contract/types.js';
import { createSovereignApi, type SovereignApi } from '../../common/bridge/sovereign-api.js';
import { useLink } from '../stores/link.js';
import { isDemo } from './demo-flag.js';
import { takeHostToken } from './host-token.js';
import { createHttpTransport } from './http-transport.js';

declare global {
  interface Window {
    sovereign?: SovereignApi;
  }
}

let hostToken: string | null = null;

/** Installs the HTTP bridge when no preload provided one; returns the API either way. */
export function installBridge(surface: Surface, win: Window = window): SovereignApi {
  if (win.sovereign !== undefined) {
    useLink.setState({ mode: 'electron', link: 'connected' });
    return win.sovereign;
  }
  hostToken = takeHostToken(win);
  useLink.setState({ mode: 'browser', link: hostToken === null ? 'unauthorized' : 'connecting' });
  const transport = createHttpTransport({
    token: hostToken ?? '',
    surface,
    onLink: (link) => useLink.getState().set(link),
  });
  const api = Object.freeze(createSovereignApi(transport));
  Object.defineProperty(win, 'sovereign', { value: api, writable: false, configurable: false, enumerable: true });
  return api;
}

/** `window.sovereign`; the bridge must have been installed first. */
export function sovereign(): SovereignApi {
  const api = window.sovereign;
  if (api === undefined) throw new Error('window.sovereign is not installed');
  return api;
}

export type { WindowRole };

interface WindowOpener {
  open?: (role: WindowRole) => unknown;
}

/**
 * Opens another of the app's windows. Electron's preload may offer `windows.open(role)` (its
 * windows cannot `window.open`); in the browser host the new window gets the host token in its
 * own fragment, since a tab's sessionStorage is not shared with the tabs it opens.
 */
export function openAppWindow(role: WindowRole): void {
  const native = (window.sovereign as unknown as { windows?: WindowOpener } | undefined)?.windows;
  if (native?.open) {
    void native.open(role);
    return;
  }
  const fragment = hostToken === null ? '' : `#token=${encodeURIComponent(hostToken)}${isDemo() ? '&demo' : ''}`;
  window.open(`${role}.html${fragment}`, `sovereign-${role}`);
}
