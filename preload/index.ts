/**
 * The preload script: runs sandboxed, in the isolated world, before the page. It exposes only
 * named methods as `window.sovereign` — the service API from `common/bridge/` and
 * `windows.open(role)` from `./api.ts` — never `ipcRenderer` itself, never a function taking a
 * channel name. An approval needs a user gesture in the window (`requireGestureToApprove`). Bundled to one CommonJS file whose only `require` is `electron`
 * (`preload/vite.config.ts`).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createSovereignApi } from '../common/bridge/sovereign-api.js';
import { createQuickAskApi, createWindowsApi, requireGestureToApprove, type ElectronSovereignApi } from './api.js';

// The page and the preload share one `navigator`: its activation is the frame's, not the world's.
const hasGesture = (): boolean => globalThis.navigator?.userActivation?.isActive === true;

const api: ElectronSovereignApi = {
  ...requireGestureToApprove(createSovereignApi(ipcRenderer), hasGesture),
  windows: createWindowsApi(ipcRenderer),
  quickAsk: createQuickAskApi(ipcRenderer),
};

contextBridge.exposeInMainWorld('sovereign', api);
