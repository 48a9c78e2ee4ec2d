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
 * Mostly permissive; strict where a test depends on the order Electron enforces: `ready` arrives on
 * a later turn of the event loop (never inside the `whenReady()` call), and privileged schemes can
 * only be registered before it, as `protocol.registerSchemesAsPrivileged` throws after it in
 * Electron. Everything else is accepted at any time.
 */
import { EventEmitter } from 'node:events';
import type * as Electron from 'electron';

type Handler = (event: Electron.IpcMainInvokeEvent, ...args: unknown[]) => unknown;

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
  readonly options: Electron.BrowserWindowConstructorOptions;
  readonly webContents: FakeWebContents;
  readonly loadedUrls: string[] = [];
  visible = false;
  focused = false;
  minimized = false;
  destroyed = false;
  position: [number, number] = [0, 0];
  readonly calls: string[] = [];

  constructor(options: Electron.BrowserWindowConstructorOptions = {}) {
    super();
    this.options = options;
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

  show(): void {
    this.calls.push('show');
    this.visible = true;
  }

  hide(): void {
    this.calls.push('hide');
    this.visible = false;
    this.focused = false;
  }

  focus(): void {
    this.calls.push('focus');
    this.focused = true;
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

  setPosition(x: number, y: number): void {
    this.position = [x, y];
  }

  close(): void {
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
    if (FakeBrowserWindow.instances.every((w) => w.destroyed)) fakeState.app.emit('window-all-closed');
  }
}

// ---------------------------------------------------------------------------------------------
// Tray, menus, notifications, images

export interface FakeImage {
  path: string;
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
    FakeTray.instances.push(this);
  }

  setImage(image: FakeImage): void {
    this.image = image;
  }

  setToolTip(toolTip: string): void {
    this.toolTip = toolTip;
  }

  setContextMenu(menu: FakeMenu | null): void {
    this.contextMenu = menu;
  }

  getBounds(): Electron.Rectangle {
    return this.bounds;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  destroy(): void {
    this.destroyed = true;
  }

  /** Clicks the context-menu item with `label`, as the platform would. */
  clickMenuItem(label: string): void {
    const item = this.contextMenu?.template.find((entry) => entry.label === label);
    if (!item?.click) throw new Error(`no clickable menu item "${label}"`);
    const checked = item.type === 'checkbox' ? !item.checked : Boolean(item.checked);
    item.click({ checked } as Electron.MenuItem, undefined, {} as Electron.KeyboardEvent);
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
    return { path };
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

  registerSchemesAsPrivileged(schemes: Electron.CustomScheme[]): void {
    // Electron's own message; Chromium reads the scheme list once, when it starts up.
    if (fakeState.app.isReady()) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
    this.privileged.push(...schemes);
  }

  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void {
    this.handlers.set(scheme, handler);
  }
}

export class FakeApp extends EventEmitter {
  singleInstanceLock = true;
  userData = '/nonexistent/user-data';
  appPath = '/nonexistent/app';
  quitCalls = 0;
  exitCodes: number[] = [];
  appUserModelId: string | undefined;
  loginItem: Electron.Settings = { openAtLogin: false };

  #ready = false;
  #whenReady: Promise<void> | undefined;

  requestSingleInstanceLock(): boolean {
    return this.singleInstanceLock;
  }

  isReady(): boolean {
    return this.#ready;
  }

  /** `ready` comes once, on a later macrotask after the app first waits for it (start-up, in Electron). */
  whenReady(): Promise<void> {
    this.#whenReady ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        this.#ready = true;
        this.emit('ready');
        resolve();
      });
    });
    return this.#whenReady;
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

  getLoginItemSettings(): Pick<Electron.LoginItemSettings, 'openAtLogin'> {
    return { openAtLogin: this.loginItem.openAtLogin ?? false };
  }

  setLoginItemSettings(settings: Electron.Settings): void {
    this.loginItem = settings;
  }

  /** Like Electron: emits will-quit (cancellable); quits when nobody prevented it. */
  quit(): void {
    this.quitCalls += 1;
    let prevented = false;
    this.emit('will-quit', { preventDefault: () => (prevented = true) });
    if (!prevented) this.emit('quit');
  }

  exit(code = 0): void {
    this.exitCodes.push(code);
  }
}

export interface FakeSafeStorageOptions {
  available: boolean;
  backend: ReturnType<Electron.SafeStorage['getSelectedStorageBackend']>;
  failDecrypt: boolean;
}

export class FakeSafeStorage {
  options: FakeSafeStorageOptions = { available: true, backend: 'gnome_libsecret', failDecrypt: false };

  isAsyncEncryptionAvailable(): Promise<boolean> {
    return Promise.resolve(this.options.available);
  }

  getSelectedStorageBackend(): FakeSafeStorageOptions['backend'] {
    return this.options.backend;
  }

  /** Not real encryption: a marker prefix and reversed bytes, enough to tell it from plaintext. */
  encryptStringAsync(plainText: string): Promise<Buffer> {
    return Promise.resolve(Buffer.concat([Buffer.from('v11'), Buffer.from(plainText, 'utf8').reverse()]));
  }

  decryptStringAsync(encrypted: Buffer): Promise<Electron.DecryptStringAsyncReturnValue> {
    if (this.options.failDecrypt || encrypted.subarray(0, 3).toString() !== 'v11') {
      return Promise.reject(new Error(`Error while decrypting the ciphertext provided to safeStorage.decryptString. bytes=${encrypted.toString('hex')}`));
    }
    return Promise.resolve({ result: Buffer.from(encrypted.subarray(3)).reverse().toString('utf8'), shouldReEncrypt: false });
  }
}

export const screen = {
  primaryWorkArea: { x: 0, y: 0, width: 1920, height: 1040 } as Electron.Rectangle,
  getPrimaryDisplay(): { workArea: Electron.Rectangle } {
    return { workArea: screen.primaryWorkArea };
  },
  getDisplayMatching(_rect: Electron.Rectangle): { workArea: Electron.Rectangle } {
    return { workArea: screen.primaryWorkArea };
  },
};

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

const fakeState = {
  app: new FakeApp(),
  defaultSession: new FakeSession(),
};

export let app = fakeState.app;
export let ipcMain = new FakeIpcMain();
export let protocol = new FakeProtocol();
export let safeStorage = new FakeSafeStorage();
export const session = {
  get defaultSession(): FakeSession {
    return fakeState.defaultSession;
  },
};
export const BrowserWindow = FakeBrowserWindow;
export const Tray = FakeTray;
export const Notification = FakeNotification;

/** Fresh fakes for the next test (module bindings are live, so importers see the new ones). */
export function resetFakeElectron(): void {
  fakeState.app = new FakeApp();
  fakeState.defaultSession = new FakeSession();
  app = fakeState.app;
  ipcMain = new FakeIpcMain();
  protocol = new FakeProtocol();
  safeStorage = new FakeSafeStorage();
  FakeBrowserWindow.instances = [];
  FakeTray.instances = [];
  FakeNotification.instances = [];
  FakeNotification.supported = true;
  screen.primaryWorkArea = { x: 0, y: 0, width: 1920, height: 1040 };
  contextBridge.exposed.clear();
}

/** Every export the shell and preload import from `electron`; a test checks none is missing. */
export const FAKED_EXPORTS = [
  'app',
  'BrowserWindow',
  'contextBridge',
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
