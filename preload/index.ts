/**
 * The preload script: runs sandboxed, in the isolated world, before the page. It exposes only
 * named methods as `window.sovereign` — the service API from `common/bridge/` and
 * `windows.open(role)` from `./api.ts` — never `ipcRenderer` itself, never a function taking a
 * channel name. Bundled to one CommonJS file whose only `require` is `electron`
 * (`preload/vite.config.ts`).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createSovereignApi } from '../common/bridge/sovereign-api.js';
import { createWindowsApi, type ElectronSovereignApi } from './api.js';

const api: ElectronSovereignApi = { ...createSovereignApi(ipcRenderer), windows: createWindowsApi(ipcRenderer) };

contextBridge.exposeInMainWorld('sovereign', api);
