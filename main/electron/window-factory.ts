/**
 * The only place a `BrowserWindow` is made (DESIGN §6). Every window gets the same locked-down
 * web preferences, loads `app://` content only, cannot navigate, open windows or be granted a
 * permission, and is tracked in the `WindowRegistry` the IPC registry trusts.
 */
import { BrowserWindow, type BrowserWindowConstructorOptions, type Session, type WebContents } from 'electron';
import { isAppUrl, type WindowRole } from './app-url.js';
import type { WindowRegistry } from './window-registry.js';

/** What a window looks like; everything about its security is decided here, not by the caller. */
export type WindowAppearance = Omit<BrowserWindowConstructorOptions, 'webPreferences' | 'show'>;

export interface WindowSpec {
  role: WindowRole;
  /** An `app://` URL; anything else is refused. */
  url: string;
  /** Absolute path of the bundled preload script. */
  preloadPath: string;
  appearance: WindowAppearance;
}

/**
 * Creates, hardens, registers and loads a window. It is created hidden and shown when its page
 * is ready (`ready-to-show`), unless `showWhenReady` is false (the popup positions itself first).
 */
export function createWindow(spec: WindowSpec, registry: WindowRegistry, showWhenReady = true): BrowserWindow {
  if (!isAppUrl(spec.url)) throw new Error(`Refusing to load a non-app:// URL in the ${spec.role} window.`);
  // Written out literally (not spread from a constant) so reviewers and static checkers such as
  // Electronegativity see every value where the window is made.
  const window = new BrowserWindow({
    ...spec.appearance,
    show: false,
    webPreferences: {
      preload: spec.preloadPath,
      // The page runs sandboxed, isolated from the preload's world, and without Node.
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      // Chromium's spellchecker downloads dictionaries from Google on Windows and Linux.
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
    },
  });
  hardenWebContents(window.webContents);
  registry.add(window, spec.role);
  if (showWhenReady) window.once('ready-to-show', () => window.show());
  void window.loadURL(spec.url);
  return window;
}

/**
 * Denies everything a page could use to leave its sandbox: navigating or redirecting the
 * frame, opening windows, attaching webviews. Also applied to any web contents the app
 * creates (see `hardenAllWebContents`).
 */
export function hardenWebContents(contents: WebContents): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-frame-navigate', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  denyAllPermissions(contents.session);
}

/** No page of ours needs a permission: camera, notifications, geolocation… all refused. */
export function denyAllPermissions(session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/**
 * Hardens every web contents the app ever creates — also ones not made by `createWindow`
 * (devtools excepted by Electron itself) — as a second line behind the factory.
 */
export function hardenAllWebContents(app: {
  on(event: 'web-contents-created', listener: (event: Electron.Event, contents: WebContents) => void): unknown;
}): void {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
}
