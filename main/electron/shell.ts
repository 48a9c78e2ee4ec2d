/**
 * The Electron shell's lifecycle (DESIGN §1, §6): one instance, `app://` content, the keychain
 * secret store, the service behind IPC, the tray with its popup and notifications. Closing the
 * chat window leaves the app in the tray; only Quit ends it, after the service has closed.
 *
 * The service is created through `createService` so this file does not load the core at import
 * time and can be exercised with a fake service and a fake `electron`.
 */
import path from 'node:path';
import { app, globalShortcut, ipcMain, nativeImage, protocol, safeStorage, screen, session } from 'electron';
import type { EventSubscriber } from '../../common/contract/events.js';
import type { CompanionApi, LanguageView, PendingListItem } from '../../common/contract/types.js';
import { isLanguage } from '../../common/languages.js';
import { EncodedFileSecretStore, type SecretStore } from '../core/storage/secret-store.js';
import { handleAppProtocol, registerAppScheme } from './app-protocol.js';
import { broadcastEvents, registerChannels } from './ipc-registry.js';
import { registerShellChannels } from './shell-ipc.js';
import { HIDDEN_ARG, launchAtLogin, type LaunchAtLogin } from './login-item.js';
import { PendingNotifier } from './notifications.js';
import type { EntityNameLookup } from './pending-labels.js';
import { createSafeStorageCodec } from './safe-storage-codec.js';
import { QuickAskShortcut } from './quick-ask.js';
import { ShellPreferencesStore, type ShellPreferences } from './shell-preferences.js';
import { TrayController, type TrayChoice, type TrayIcons } from './tray.js';
import { denyAllPermissions, hardenAllWebContents } from './window-factory.js';
import { WindowRegistry } from './window-registry.js';
import { WindowManager } from './windows.js';
import { setShellLanguage, shellT } from './shell-words.js';

/** Must match `appId` in electron-builder.yml (Windows ties notifications to it). */
export const APP_ID = 'org.sovereign-companion.desktop';

/** What the shell needs from `CompanionService`. */
export interface ShellService extends CompanionApi {
  readonly subscribe: EventSubscriber;
  close(): Promise<void>;
  /** Writes what must survive a process that ends now (the audit counters); synchronous. */
  flushSync?(): void;
}

export interface ShellOptions {
  createService(options: { dataDir: string; secretStore: SecretStore }): ShellService;
  /** `app.getAppPath()`: the project folder in development, `resources/app.asar` when packaged. */
  appRoot: string;
  argv: readonly string[];
  platform?: NodeJS.Platform;
  /** `process.env` by default (the Wayland session, the AppImage path, XDG folders). */
  env?: NodeJS.ProcessEnv;
}

/** Electron 45 on Linux runs natively on Wayland when the session is one (ozone-platform-hint auto). */
export function isWaylandSession(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): boolean {
  return platform === 'linux' && (env.XDG_SESSION_TYPE === 'wayland' || (env.WAYLAND_DISPLAY ?? '') !== '');
}

/** Where the build puts what the shell loads, relative to the app root. */
export function shellPaths(appRoot: string) {
  return {
    rendererDir: path.join(appRoot, 'dist', 'renderer'),
    preload: path.join(appRoot, 'dist', 'preload', 'index.cjs'),
    appIcon: path.join(appRoot, 'assets', 'icon.png'),
    assets: path.join(appRoot, 'assets'),
  };
}

export interface Shell {
  windows: WindowManager;
  tray: TrayController;
  service: ShellService;
  quickAsk: QuickAskShortcut;
}

/**
 * Starts the shell. Returns undefined when another instance already runs (that one is asked to
 * show its chat window, and this one quits).
 */
export async function startShell(options: ShellOptions): Promise<Shell | undefined> {
  const platform = options.platform ?? process.platform;
  const env = options.env ?? process.env;
  // Before `ready`: privileged schemes can only be declared now.
  registerAppScheme(protocol);
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return undefined;
  }
  hardenAllWebContents(app);

  await app.whenReady();
  if (platform === 'win32') app.setAppUserModelId(APP_ID);
  const paths = shellPaths(options.appRoot);
  denyAllPermissions(session.defaultSession);
  handleAppProtocol(protocol, paths.rendererDir);

  const dataDir = app.getPath('userData');
  // Nothing asks the keychain yet: it is first probed after the chat window is open.
  const codec = createSafeStorageCodec(safeStorage, platform);
  const service = options.createService({ dataDir, secretStore: new EncodedFileSecretStore(dataDir, codec) });

  const preferences = new ShellPreferencesStore(dataDir, platform);
  // Registering a listener replaces Electron's default (quit). On Linux a tray may be invisible
  // (GNOME without the AppIndicator extension) and Electron cannot tell, so closing the last
  // window quits unless the household chose to keep the app running in the tray.
  app.on('window-all-closed', () => {
    if (!preferences.get().keepInTray) app.quit();
  });

  const registry = new WindowRegistry();
  let tray: TrayController | undefined;
  let pendingCount = 0;
  const windows = new WindowManager({
    registry,
    preloadPath: paths.preload,
    ...(platform === 'darwin' ? {} : { iconPath: paths.appIcon }),
    screen,
    trayBounds: () => tray?.bounds(),
    wayland: isWaylandSession(platform, env),
    hasPending: () => pendingCount > 0,
  });
  // A Windows log-off emits no will-quit and waits for nothing: write the counters synchronously.
  registry.onAdd((window) => window.on('session-end', () => service.flushSync?.()));
  const openPopup = (item: PendingListItem): void => {
    windows.showPopup({ conversation_id: item.conversation_id });
  };

  const loginItem = launchAtLogin({ app, platform, executable: env.APPIMAGE ?? process.execPath, env, packaged: app.isPackaged });
  tray = new TrayController({
    icons: trayIcons(paths.assets, platform),
    platform,
    launchAtLogin: loginItem,
    choices: shellChoices(platform, preferences, loginItem),
    actions: {
      openPopup,
      openChat: () => windows.showChat(),
      openSettings: () => windows.showSettings(),
      openQuickAsk: () => windows.showQuick(),
      quit: () => app.quit(),
    },
  });
  const notifier = new PendingNotifier({ isChatFocused: () => windows.isChatFocused(), openPopup });

  const quickAsk = new QuickAskShortcut(globalShortcut, preferences, () => windows.showQuick());
  quickAsk.start();
  const unregister = registerChannels(ipcMain, service, registry);
  const unregisterShell = registerShellChannels(ipcMain, registry, {
    openWindow: (role) => (role === 'settings' ? windows.showSettings() : windows.showChat()),
    quickAskShortcut: () => quickAsk.status(),
    setQuickAskShortcut: (accelerator) => quickAsk.set(accelerator),
  });
  const stopBroadcast = broadcastEvents(service.subscribe, registry);
  // The tray and notifications speak the windows' language, and follow it when it changes.
  const speak = (language: unknown): void => {
    // What arrives is checked: a language the app does not speak leaves the shell as it was.
    if (!isLanguage(language)) return;
    setShellLanguage(language);
    tray?.refresh();
  };
  void service['language.get']({}, { surface: 'tray' })
    .then((view) => speak((view as Partial<LanguageView> | undefined)?.language))
    .catch(() => undefined);
  const stopTrayFeed = service.subscribe((name, payload) => {
    if (name === 'language.changed') {
      speak((payload as Partial<LanguageView> | undefined)?.language);
      return;
    }
    if (name !== 'confirmations.changed') return;
    const { pending } = payload as { pending: PendingListItem[] };
    pendingCount = pending.length;
    notifier.update(pending);
    tray?.setPending(pending, namesOf(pending));
  });

  app.on('second-instance', () => windows.showChat());
  app.on('activate', () => windows.showChat());

  let closed = false;
  app.on('will-quit', (event) => {
    if (closed) return;
    // First, before anything asynchronous: nothing guarantees the close below gets to finish.
    service.flushSync?.();
    event.preventDefault();
    // Electron docs (globalShortcut): unregister on the way out.
    globalShortcut.unregisterAll();
    stopTrayFeed();
    stopBroadcast();
    unregister();
    unregisterShell();
    tray?.destroy();
    void service
      .close()
      .catch(() => console.error('[shell] the service did not close cleanly'))
      .finally(() => {
        closed = true;
        app.quit();
      });
  });

  if (!startsInTray(platform, options.argv, preferences.get(), loginItem)) windows.showChat();
  // Only now: a slow keychain (a Linux keyring prompt) must not leave the app windowless.
  void codec.probe();
  return { windows, tray, service, quickAsk };
}

/**
 * Whether this start waits in the tray instead of opening the chat window.
 *
 * Elsewhere "Launch at login" passes `--hidden`. macOS login items cannot pass arguments, and on
 * macOS 13 and later Electron does not report `wasOpenedAtLogin`, so the shell does not guess:
 * while launch at login is on, the household's "open the chat window when started at login"
 * decides (the Dock icon opens it either way). On Linux, where the tray may be invisible, a
 * hidden start is honoured only if the household chose to keep the app running in the tray.
 */
export function startsInTray(platform: NodeJS.Platform, argv: readonly string[], preferences: ShellPreferences, loginItem: LaunchAtLogin): boolean {
  if (platform === 'darwin') return loginItem.available !== false && isEnabledQuietly(loginItem) && !preferences.openChatAtLogin;
  if (!argv.includes(HIDDEN_ARG)) return false;
  return platform !== 'linux' || preferences.keepInTray;
}

function isEnabledQuietly(loginItem: LaunchAtLogin): boolean {
  try {
    return loginItem.isEnabled();
  } catch {
    return false;
  }
}

/** The platform's shell choices, as tray checkboxes. */
function shellChoices(platform: NodeJS.Platform, preferences: ShellPreferencesStore, loginItem: LaunchAtLogin): TrayChoice[] {
  if (platform === 'linux') {
    return [
      {
        label: () => shellT('tray.keepInTray'),
        isChecked: () => preferences.get().keepInTray,
        setChecked: (keepInTray) => void preferences.update({ keepInTray }),
      },
    ];
  }
  if (platform === 'darwin') {
    return [
      {
        label: () => shellT('tray.openChatAtLogin'),
        isChecked: () => preferences.get().openChatAtLogin,
        setChecked: (openChatAtLogin) => void preferences.update({ openChatAtLogin }),
        isEnabled: () => loginItem.available !== false && isEnabledQuietly(loginItem),
      },
    ];
  }
  return [];
}

/**
 * Friendly names of the pending items' entities, as each item carries them (`entity_name`, from
 * the core's allowlist cache when the proposal was made): the shell reads no store of its own.
 */
function namesOf(pending: readonly PendingListItem[]): EntityNameLookup {
  const names = new Map<string, string>();
  for (const item of pending) {
    const id = item.arguments.entity_id;
    if (typeof id === 'string' && item.entity_name !== undefined) names.set(id, item.entity_name);
  }
  return (id) => names.get(id);
}

/** macOS gets monochrome template images (they follow the menu bar's appearance). */
function trayIcons(assets: string, platform: NodeJS.Platform): TrayIcons {
  const [idle, pending] = platform === 'darwin' ? ['trayTemplate.png', 'trayPendingTemplate.png'] : ['tray.png', 'tray-pending.png'];
  return {
    idle: nativeImage.createFromPath(path.join(assets, idle)),
    pending: nativeImage.createFromPath(path.join(assets, pending)),
  };
}
