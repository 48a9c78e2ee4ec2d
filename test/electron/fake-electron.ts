/**
 * A small, typed stand-in for the `electron` module (no Electron binary can run here; see
 * ENVIRONMENT.md). Test files use it with
 *
 *   vi.mock('electron', () => import('./fake-electron.js'));
 *
 * Each fake records what the shell did to it (constructor options, handlers, menus,
 * notifications) so tests assert behaviour, not source text. Method signatures are taken from
 * Electron's own types where that is practical. `resetFakeElectron()` between tests.
 *
 * The fake is strict where Electron 45 is (each rule cites the documentation it follows; the
 * table is in docs/notes/shell.md and every rule has a planted mistake in
 * fake-electron-rules.test.ts): where Electron throws, the fake throws; where Electron silently
 * does the wrong thing on some platform (a tray nobody can see, a position Wayland ignores), the
 * fake records it in `fakeMistakes`, which the shell tests assert stays empty.
 */
import { EventEmitter } from 'node:events';
import type * as Electron from 'electron';

type Handler = (event: Electron.IpcMainInvokeEvent, ...args: unknown[]) => unknown;

/** The machine the fake pretends to be. */
export interface FakeEnvironment {
  platform: NodeJS.Platform;
  /** A Wayland session (Linux): windows cannot place themselves or stay on top. */
  wayland: boolean;
  /** Linux: a StatusNotifier host is running (GNOME without the AppIndicator extension has none). */
  trayHost: boolean;
  /** macOS major version (13 = Ventura). */
  macosMajor: number;
  /** Accelerators another application holds. */
  takenShortcuts: Set<string>;
}

/** Silent misbehaviours of the real Electron that the shell must not rely on, as they happened. */
export const fakeMistakes: string[] = [];

function mistake(text: string): void {
  fakeMistakes.push(text);
}

// ---------------------------------------------------------------------------------------------
// Frames, web contents, sessions

let nextId = 1;

export class FakeWebFrameMain {
  url: string;
  parent: FakeWebFrameMain | null;
  readonly processId: number;
  readonly frameToken: string;

  constructor(url: string, parent: FakeWebFrameMain | null = null, processId = 1) {
    this.url = url;
    this.parent = parent;
    this.processId = processId;
    this.frameToken = `frame-${nextId++}`;
  }

  get top(): FakeWebFrameMain {
    return this.parent === null ? this : this.parent.top;
  }
}

export class FakeSession {
  permissionRequestHandler: Parameters<Electron.Session['setPermissionRequestHandler']>[0] = null;
  permissionCheckHandler: Parameters<Electron.Session['setPermissionCheckHandler']>[0] = null;
  devicePermissionHandler: Parameters<Electron.Session['setDevicePermissionHandler']>[0] = null;

  setPermissionRequestHandler(handler: Parameters<Electron.Session['setPermissionRequestHandler']>[0]): void {
    this.permissionRequestHandler = handler;
  }

  setPermissionCheckHandler(handler: Parameters<Electron.Session['setPermissionCheckHandler']>[0]): void {
    this.permissionCheckHandler = handler;
  }

  setDevicePermissionHandler(handler: Parameters<Electron.Session['setDevicePermissionHandler']>[0]): void {
    this.devicePermissionHandler = handler;
  }
}

export class FakeWebContents extends EventEmitter {
  readonly id = nextId++;
  mainFrame = new FakeWebFrameMain('about:blank');
  session: FakeSession;
  windowOpenHandler: Parameters<Electron.WebContents['setWindowOpenHandler']>[0] | undefined;
  readonly sent: Array<{ channel: string; args: unknown[] }> = [];
  destroyed = false;

  constructor(session: FakeSession) {
    super();
    this.session = session;
  }

  setWindowOpenHandler(handler: Parameters<Electron.WebContents['setWindowOpenHandler']>[0]): void {
    this.windowOpenHandler = handler;
  }

  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }

  getURL(): string {
    return this.mainFrame.url;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Emits a cancellable navigation-style event and says whether the shell prevented it. */
  emitCancellable(name: string, url: string): boolean {
    let prevented = false;
    const event = { url, preventDefault: () => (prevented = true) };
    this.emit(name, event, url);
    return prevented;
  }
}

// ---------------------------------------------------------------------------------------------
// Windows

export class FakeBrowserWindow extends EventEmitter {
  static instances: FakeBrowserWindow[] = [];
  /** The window with keyboard focus, if any (at most one, as on every desktop). */
  static focusedWindow: FakeBrowserWindow | null = null;
  readonly options: Electron.BrowserWindowConstructorOptions;
  readonly webContents: FakeWebContents;
  readonly loadedUrls: string[] = [];
  visible = false;
  focused = false;
  minimized = false;
  destroyed = false;
  position: [number, number] = [0, 0];
  alwaysOnTop: boolean;
  readonly calls: string[] = [];

  constructor(options: Electron.BrowserWindowConstructorOptions = {}) {
    // Electron docs (browser-window): "This module cannot be used until the ready event of the
    // app module is emitted." Electron throws "Cannot create BrowserWindow before app is ready".
    if (!fakeState.app.ready) throw new Error('Cannot create BrowserWindow before app is ready');
    super();
    this.options = options;
    this.alwaysOnTop = options.alwaysOnTop === true;
    // Electron docs (BrowserWindow setAlwaysOnTop / setPosition): "Not supported on Wayland (Linux)."
    if (fakeState.env.wayland && options.alwaysOnTop === true) mistake('alwaysOnTop asked for on Wayland, where it is ignored');
    if (fakeState.env.wayland) this.alwaysOnTop = false;
    this.webContents = new FakeWebContents(fakeState.defaultSession);
    FakeBrowserWindow.instances.push(this);
    fakeState.app.emit('web-contents-created', {}, this.webContents);
  }

  loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
    // A fresh document gets a fresh main frame, as in Chromium.
    this.webContents.mainFrame = new FakeWebFrameMain(url);
    return Promise.resolve();
  }

  /** Electron docs (BrowserWindow show): "Shows and gives focus to the window." */
  show(): void {
    this.calls.push('show');
    this.visible = true;
    this.focus();
  }

  /** Electron docs (BrowserWindow hide): "Hides the window." — a focused window loses focus (`blur`). */
  hide(): void {
    this.calls.push('hide');
    this.visible = false;
    if (this.focused) this.#loseFocus();
  }

  /**
   * Electron docs (BrowserWindow events): `focus` "Emitted when the window gains focus", `blur`
   * "Emitted when the window loses focus". Focusing one window blurs the one that had focus.
   */
  focus(): void {
    this.calls.push('focus');
    if (this.focused) return;
    FakeBrowserWindow.focusedWindow?.blur();
    this.focused = true;
    FakeBrowserWindow.focusedWindow = this;
    this.emit('focus');
  }

  /** Electron docs (BrowserWindow blur): "Removes focus from the window." */
  blur(): void {
    if (this.focused) this.#loseFocus();
  }

  #loseFocus(): void {
    this.focused = false;
    if (FakeBrowserWindow.focusedWindow === this) FakeBrowserWindow.focusedWindow = null;
    this.emit('blur');
  }

  restore(): void {
    this.calls.push('restore');
    this.minimized = false;
  }

  isVisible(): boolean {
    return this.visible;
  }

  isFocused(): boolean {
    return this.focused;
  }

  isMinimized(): boolean {
    return this.minimized;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  isAlwaysOnTop(): boolean {
    return this.alwaysOnTop;
  }

  /** Electron docs (BrowserWindow setPosition): "Not supported on Wayland (Linux)." */
  setPosition(x: number, y: number): void {
    if (fakeState.env.wayland) {
      mistake('setPosition on Wayland, where it is ignored');
      return;
    }
    this.position = [x, y];
  }

  setAlwaysOnTop(flag: boolean): void {
    if (fakeState.env.wayland) {
      mistake('setAlwaysOnTop on Wayland, where it is ignored');
      return;
    }
    this.alwaysOnTop = flag;
  }

  /** Electron docs (BrowserWindow close): "Try to close the window" — `close` is cancellable, then `closed`. */
  close(): void {
    if (this.destroyed) return;
    let prevented = false;
    this.emit('close', { preventDefault: () => (prevented = true) });
    if (prevented) return;
    this.#destroy();
    // Electron docs (app window-all-closed): "If the user pressed Cmd + Q, or the developer called
    // app.quit(), Electron will first try to close all the windows and then emit the will-quit
    // event, and in this case the window-all-closed event would not be emitted."
    if (!fakeState.app.quitting && FakeBrowserWindow.instances.every((w) => w.destroyed)) fakeState.app.emit('window-all-closed');
  }

  /** Electron docs (BrowserWindow destroy): "Force closing the window, the unload and beforeunload event won't be emitted." */
  destroy(): void {
    if (!this.destroyed) this.#destroy();
  }

  #destroy(): void {
    if (this.focused) this.#loseFocus();
    this.visible = false;
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}

// ---------------------------------------------------------------------------------------------
// Tray, menus, notifications, images

export interface FakeImage {
  path: string;
  /** Electron docs (nativeImage, template image): "its base filename should end with the word Template". */
  isTemplateImage(): boolean;
}

export class FakeTray extends EventEmitter {
  static instances: FakeTray[] = [];
  image: FakeImage;
  toolTip = '';
  contextMenu: FakeMenu | null = null;
  bounds: Electron.Rectangle = { x: 0, y: 0, width: 0, height: 0 };
  destroyed = false;

  constructor(image: FakeImage) {
    super();
    this.image = image;
    this.#checkImage();
    FakeTray.instances.push(this);
  }

  /**
   * Whether the household can see the icon. Electron docs (tray, Linux): the app indicator "will
   * only be shown when it has a context menu"; without a StatusNotifier host (GNOME without the
   * AppIndicator extension) nothing is shown at all, and Electron has no way to tell.
   */
  isVisibleToHousehold(): boolean {
    if (this.destroyed) return false;
    if (fakeState.env.platform !== 'linux') return true;
    return fakeState.env.trayHost && this.contextMenu !== null;
  }

  setImage(image: FakeImage): void {
    this.image = image;
    this.#checkImage();
  }

  #checkImage(): void {
    // Electron docs (tray, macOS): use template images so the icon follows the menu bar's appearance.
    if (fakeState.env.platform === 'darwin' && !this.image.isTemplateImage()) mistake(`non-template tray image on macOS: ${this.image.path}`);
  }

  setToolTip(toolTip: string): void {
    this.toolTip = toolTip;
  }

  setContextMenu(menu: FakeMenu | null): void {
    this.contextMenu = menu;
  }

  /** Electron docs (tray click): bounds are reported on macOS and Windows only. */
  getBounds(): Electron.Rectangle {
    return fakeState.env.platform === 'linux' ? { x: 0, y: 0, width: 0, height: 0 } : this.bounds;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  destroy(): void {
    this.destroyed = true;
  }

  /**
   * A click on the icon. Electron docs (tray, Linux): "When app indicator is used on Linux, the
   * click event is ignored" — the menu opens instead.
   */
  clickIcon(): void {
    if (fakeState.env.platform === 'linux') return;
    this.emit('click', {}, this.getBounds());
  }

  /**
   * Clicks the context-menu item with `label`, as the platform would: the menu takes the
   * keyboard focus from whichever window had it while open, and on Linux gives it back as it
   * closes — after the item's action ran, so a window shown by the action sees a `blur`.
   */
  clickMenuItem(label: string): void {
    const item = this.contextMenu?.template.find((entry) => entry.label === label);
    if (!item?.click) throw new Error(`no clickable menu item "${label}"`);
    if (item.enabled === false) throw new Error(`menu item "${label}" is disabled`);
    FakeBrowserWindow.focusedWindow?.blur();
    const checked = item.type === 'checkbox' ? !item.checked : Boolean(item.checked);
    item.click({ checked } as Electron.MenuItem, undefined, {});
    if (fakeState.env.platform === 'linux') FakeBrowserWindow.focusedWindow?.blur();
  }
}

export interface FakeMenu {
  template: Electron.MenuItemConstructorOptions[];
}

export const Menu = {
  buildFromTemplate(template: Electron.MenuItemConstructorOptions[]): FakeMenu {
    return { template };
  },
};

export class FakeNotification extends EventEmitter {
  static instances: FakeNotification[] = [];
  static supported = true;
  readonly options: Electron.NotificationConstructorOptions;
  shown = false;

  static isSupported(): boolean {
    return FakeNotification.supported;
  }

  constructor(options: Electron.NotificationConstructorOptions) {
    super();
    this.options = options;
    FakeNotification.instances.push(this);
  }

  show(): void {
    this.shown = true;
  }
}

export const nativeImage = {
  createFromPath(path: string): FakeImage {
    const template = /Template(@\dx)?\.png$/.test(path);
    return { path, isTemplateImage: () => template };
  },
};

// ---------------------------------------------------------------------------------------------
// Process-wide modules

export class FakeIpcMain {
  readonly handlers = new Map<string, Handler>();

  handle(channel: string, handler: Handler): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }

  /** Calls a handler as Electron would for `sender`/`senderFrame`. */
  async invoke(channel: string, sender: { contents: FakeWebContents; frame: FakeWebFrameMain | null }, payload: unknown): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    const event = { sender: sender.contents, senderFrame: sender.frame, frameId: 1, processId: 1, type: 'frame' };
    return handler(event as unknown as Electron.IpcMainInvokeEvent, payload);
  }
}

export class FakeProtocol {
  privileged: Electron.CustomScheme[] = [];
  readonly handlers = new Map<string, (request: Request) => Response | Promise<Response>>();
  #registered = false;

  /**
   * Electron docs (protocol.registerSchemesAsPrivileged): "This method can only be used before the
   * ready event of the app module gets emitted and can be called only once."
   */
  registerSchemesAsPrivileged(schemes: Electron.CustomScheme[]): void {
    if (fakeState.app.ready) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
    if (this.#registered) throw new Error('protocol.registerSchemesAsPrivileged can be called only once');
    this.#registered = true;
    this.privileged.push(...schemes);
  }

  /** Electron docs (protocol): "All methods unless specified can only be used after the ready event of the app module gets emitted." */
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void {
    if (!fakeState.app.ready) throw new Error('protocol.handle can only be used after the app is ready');
    this.handlers.set(scheme, handler);
  }
}

export class FakeApp extends EventEmitter {
  singleInstanceLock = true;
  userData = '/nonexistent/user-data';
  appPath = '/nonexistent/app';
  /** Electron docs (app.isPackaged): "true if the app is packaged, false otherwise". */
  isPackaged = true;
  quitCalls = 0;
  exitCodes: number[] = [];
  appUserModelId: string | undefined;
  loginItem: Electron.Settings = { openAtLogin: false };
  /** macOS: this launch was a login item's (what the OS knows, whether or not Electron reports it). */
  launchedAtLogin = false;
  /** True once `ready` has been emitted. */
  ready = false;
  /** Between `before-quit` and the end of a quit attempt. */
  quitting = false;
  /** The process has ended (`quit` emitted, `exit()` called, or the session ended). */
  ended = false;
  #readyPromise: Promise<void> | undefined;

  requestSingleInstanceLock(): boolean {
    return this.singleInstanceLock;
  }

  /**
   * Electron docs (app.whenReady): "Returns Promise<void> - fulfilled when Electron is
   * initialized." Initialisation is never synchronous: the promise settles on a later turn of the
   * event loop, after `ready` is emitted, so code after `await app.whenReady()` runs post-ready and
   * code before it runs pre-ready.
   */
  whenReady(): Promise<void> {
    this.#readyPromise ??= new Promise((resolve) =>
      setImmediate(() => {
        this.becomeReady();
        resolve();
      }),
    );
    return this.#readyPromise;
  }

  /** Emits `ready` now (tests of modules that run after it, without a shell). */
  becomeReady(): void {
    if (this.ready) return;
    this.ready = true;
    this.emit('ready');
  }

  isReady(): boolean {
    return this.ready;
  }

  getPath(name: string): string {
    if (name !== 'userData') throw new Error(`fake app.getPath(${name}) not supported`);
    return this.userData;
  }

  getAppPath(): string {
    return this.appPath;
  }

  setAppUserModelId(id: string): void {
    this.appUserModelId = id;
  }

  /**
   * Electron docs (app.getLoginItemSettings): `wasOpenedAtLogin` is macOS only ("true if the app
   * was opened at login automatically"); on macOS 13 and later (SMAppService) Electron does not
   * report it, so it reads false whatever happened.
   */
  getLoginItemSettings(_options?: Electron.LoginItemSettingsOptions): Pick<Electron.LoginItemSettings, 'openAtLogin' | 'wasOpenedAtLogin'> {
    const env = fakeState.env;
    const reported = env.platform === 'darwin' && env.macosMajor < 13 && this.launchedAtLogin;
    return { openAtLogin: this.loginItem.openAtLogin ?? false, wasOpenedAtLogin: reported };
  }

  /** Electron docs (app.setLoginItemSettings): macOS and Windows only. */
  setLoginItemSettings(settings: Electron.Settings): void {
    if (fakeState.env.platform === 'linux') mistake('app.setLoginItemSettings on Linux, where Electron does not implement it');
    // In development process.execPath is the bare Electron binary: at login it would open Electron's default app.
    if (!this.isPackaged && settings.openAtLogin === true) mistake('a login item registered for an unpackaged (development) build');
    this.loginItem = settings;
  }

  /**
   * Electron docs (app.quit): "Try to close all windows. The before-quit event will be emitted
   * first. If all windows are successfully closed, the will-quit event will be emitted and by
   * default the application will terminate." Both events are cancellable.
   */
  quit(): void {
    this.quitCalls += 1;
    if (this.ended) return;
    let prevented = false;
    this.emit('before-quit', { preventDefault: () => (prevented = true) });
    if (prevented) return;
    this.quitting = true;
    for (const window of [...FakeBrowserWindow.instances]) window.close();
    if (FakeBrowserWindow.instances.some((w) => !w.destroyed)) {
      this.quitting = false;
      return;
    }
    this.emit('will-quit', { preventDefault: () => (prevented = true) });
    this.quitting = false;
    if (prevented) return;
    this.ended = true;
    this.emit('quit');
  }

  /** Electron docs (app.exit): "the before-quit and will-quit events will not be emitted." */
  exit(code = 0): void {
    this.exitCodes.push(code);
    this.ended = true;
  }

  /**
   * A Windows log-off or shutdown. Electron docs (app before-quit/will-quit/quit): "On Windows,
   * this event will not be emitted if the app is closed due to a shutdown/restart of the system
   * or a user logout." Windows get `session-end` (BrowserWindow, Windows) and then the process
   * is gone: nothing asynchronous started here ever finishes.
   */
  endSession(): void {
    for (const window of FakeBrowserWindow.instances) if (!window.destroyed) window.emit('session-end', {});
    this.ended = true;
  }
}

export interface FakeSafeStorageOptions {
  available: boolean;
  backend: ReturnType<Electron.SafeStorage['getSelectedStorageBackend']>;
  failDecrypt: boolean;
  /** Electron 45's `shouldReEncrypt` on every decrypt (a rotated key). */
  shouldReEncrypt: boolean;
  /**
   * A slow keychain (a Linux keyring prompt waiting for the household): every call waits until
   * `release()`. Electron docs (safe-storage): "The asynchronous encryptor is initialized lazily
   * the first time this method, encryptStringAsync, or decryptStringAsync is called after the app
   * is ready. The returned promise resolves once initialization completes."
   */
  slow: boolean;
}

/** Chromium's prefix: `v11` for a keyring's key on Linux (and every platform's keychain here), `v10` for basic_text on Linux. */
function chromiumPrefix(backend: FakeSafeStorageOptions['backend']): string {
  return backend === 'basic_text' ? 'v10' : 'v11';
}

export class FakeSafeStorage {
  options: FakeSafeStorageOptions = { available: true, backend: 'gnome_libsecret', failDecrypt: false, shouldReEncrypt: false, slow: false };
  /** Every call, in order, with the app's readiness at that moment (for "the chat window opens first"). */
  readonly calls: string[] = [];
  #waiting: Array<() => void> = [];

  /** Lets a slow keychain answer (the household unlocked it). */
  release(): void {
    this.options.slow = false;
    for (const resume of this.#waiting.splice(0)) resume();
  }

  #gate(name: string): Promise<void> {
    this.calls.push(name);
    // Electron docs: the encryptor initialises "after the app is ready"; a call before it is a shell mistake.
    if (!fakeState.app.ready) return Promise.reject(new Error(`safeStorage.${name} called before the app is ready`));
    if (!this.options.slow) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async isAsyncEncryptionAvailable(): Promise<boolean> {
    await this.#gate('isAsyncEncryptionAvailable');
    return this.options.available;
  }

  /** Electron docs: returns `unknown` "when the function is called before app has emitted the ready event". */
  getSelectedStorageBackend(): FakeSafeStorageOptions['backend'] {
    this.calls.push('getSelectedStorageBackend');
    return fakeState.app.ready ? this.options.backend : 'unknown';
  }

  /** Not real encryption: Chromium's version prefix and reversed bytes, enough to tell it from plaintext. */
  async encryptStringAsync(plainText: string): Promise<Buffer> {
    await this.#gate('encryptStringAsync');
    if (!this.options.available) throw new Error('Error while encrypting the text provided to safeStorage.encryptString. Encryption is not available.');
    return Buffer.concat([Buffer.from(chromiumPrefix(this.options.backend)), Buffer.from(plainText, 'utf8').reverse()]);
  }

  async decryptStringAsync(encrypted: Buffer): Promise<Electron.DecryptStringAsyncReturnValue> {
    await this.#gate('decryptStringAsync');
    // A file encrypted under one backend's key does not decrypt under another's.
    if (!this.options.available || this.options.failDecrypt || encrypted.subarray(0, 3).toString() !== chromiumPrefix(this.options.backend)) {
      throw new Error(`Error while decrypting the ciphertext provided to safeStorage.decryptString. bytes=${encrypted.toString('hex')}`);
    }
    return { result: Buffer.from(encrypted.subarray(3)).reverse().toString('utf8'), shouldReEncrypt: this.options.shouldReEncrypt };
  }
}

export const screen = {
  primaryWorkArea: { x: 0, y: 0, width: 1920, height: 1040 },
  getPrimaryDisplay(): { workArea: Electron.Rectangle } {
    return { workArea: screen.primaryWorkArea };
  },
  getDisplayMatching(_rect: Electron.Rectangle): { workArea: Electron.Rectangle } {
    return { workArea: screen.primaryWorkArea };
  },
  cursor: { x: 960, y: 520 },
  /** Electron docs (screen.getCursorScreenPoint): on Wayland the compositor does not share it. */
  getCursorScreenPoint(): Electron.Point {
    return fakeState.env.wayland ? { x: 0, y: 0 } : screen.cursor;
  },
  getDisplayNearestPoint(_point: Electron.Point): { workArea: Electron.Rectangle } {
    return { workArea: screen.primaryWorkArea };
  },
};

/**
 * Electron docs (globalShortcut): "The globalShortcut module can not be used before the ready
 * event of the app module is emitted." `register` returns whether it worked: "When the
 * accelerator is already taken by other applications, this call will silently fail." On Wayland
 * without the GlobalShortcuts portal nothing registers.
 */
export class FakeGlobalShortcut {
  readonly registered = new Map<string, () => void>();

  register(accelerator: string, callback: () => void): boolean {
    if (!fakeState.app.ready) throw new Error('globalShortcut cannot be used before the app is ready');
    if (fakeState.env.wayland || fakeState.env.takenShortcuts.has(accelerator)) return false;
    this.registered.set(accelerator, callback);
    return true;
  }

  isRegistered(accelerator: string): boolean {
    return this.registered.has(accelerator);
  }

  unregister(accelerator: string): void {
    this.registered.delete(accelerator);
  }

  unregisterAll(): void {
    this.registered.clear();
  }

  /** The household presses the keys. */
  press(accelerator: string): void {
    this.registered.get(accelerator)?.();
  }
}

// Renderer-side modules, for the preload.
export const contextBridge = {
  exposed: new Map<string, unknown>(),
  exposeInMainWorld(key: string, api: unknown): void {
    contextBridge.exposed.set(key, api);
  },
};

export const ipcRenderer = {
  invoke: (_channel: string, ..._args: unknown[]): Promise<unknown> => Promise.reject(new Error('fake ipcRenderer.invoke not configured')),
  on: (_channel: string, _listener: (...args: unknown[]) => void): void => undefined,
  removeListener: (_channel: string, _listener: (...args: unknown[]) => void): void => undefined,
};

// ---------------------------------------------------------------------------------------------
// State and reset

function defaultEnvironment(): FakeEnvironment {
  return { platform: 'linux', wayland: false, trayHost: true, macosMajor: 15, takenShortcuts: new Set() };
}

const fakeState = {
  app: new FakeApp(),
  defaultSession: new FakeSession(),
  env: defaultEnvironment(),
};

/** The machine the fake pretends to be; change its fields in a test (reset by `resetFakeElectron`). */
export function fakeEnvironment(): FakeEnvironment {
  return fakeState.env;
}

export let app = fakeState.app;
export let ipcMain = new FakeIpcMain();
export let protocol = new FakeProtocol();
export let safeStorage = new FakeSafeStorage();
export let globalShortcut = new FakeGlobalShortcut();
export const session = {
  get defaultSession(): FakeSession {
    return fakeState.defaultSession;
  },
};
export const BrowserWindow = FakeBrowserWindow;
export const Tray = FakeTray;
export const Notification = FakeNotification;

export interface ResetOptions {
  /** Start with `ready` already emitted (tests of modules that only run after it). */
  ready?: boolean;
  environment?: Partial<FakeEnvironment>;
}

/** Fresh fakes for the next test (module bindings are live, so importers see the new ones). */
export function resetFakeElectron(options: ResetOptions = {}): void {
  fakeState.app = new FakeApp();
  fakeState.defaultSession = new FakeSession();
  fakeState.env = { ...defaultEnvironment(), ...options.environment };
  fakeMistakes.length = 0;
  FakeBrowserWindow.focusedWindow = null;
  app = fakeState.app;
  if (options.ready === true) app.becomeReady();
  globalShortcut = new FakeGlobalShortcut();
  ipcMain = new FakeIpcMain();
  protocol = new FakeProtocol();
  safeStorage = new FakeSafeStorage();
  FakeBrowserWindow.instances = [];
  FakeTray.instances = [];
  FakeNotification.instances = [];
  FakeNotification.supported = true;
  screen.primaryWorkArea = { x: 0, y: 0, width: 1920, height: 1040 };
  screen.cursor = { x: 960, y: 520 };
  contextBridge.exposed.clear();
}

/** Every export the shell and preload import from `electron`; a test checks none is missing. */
export const FAKED_EXPORTS = [
  'app',
  'BrowserWindow',
  'contextBridge',
  'globalShortcut',
  'ipcMain',
  'ipcRenderer',
  'Menu',
  'nativeImage',
  'Notification',
  'protocol',
  'safeStorage',
  'screen',
  'session',
  'Tray',
] as const satisfies readonly (keyof typeof Electron)[];
