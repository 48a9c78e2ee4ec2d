/**
 * The Electron shell's lifecycle (DESIGN §1, §6): one instance, `app://` content, the keychain
 * secret store, the service behind IPC, the tray with its popup and notifications. Closing the
 * chat window leaves the app in the tray; only Quit ends it, after the service has closed.
 *
 * The service is created through `createService` so this file does not load the core at import
 * time and can be exercised with a fake service and a fake `electron`.
 */
import path from 'node:path';
import { app, ipcMain, nativeImage, protocol, safeStorage, screen, session } from 'electron';
import type { EventSubscriber } from '../../common/contract/events.js';
import type { CompanionApi, PendingListItem } from '../../common/contract/types.js';
import { EncodedFileSecretStore, type SecretStore } from '../core/storage/secret-store.js';
import { handleAppProtocol, registerAppScheme } from './app-protocol.js';
import { broadcastEvents, registerChannels } from './ipc-registry.js';
import { registerShellChannels } from './shell-ipc.js';
import { HIDDEN_ARG, launchAtLogin } from './login-item.js';
import { PendingNotifier } from './notifications.js';
import type { EntityNameLookup } from './pending-labels.js';
import { createSafeStorageCodec } from './safe-storage-codec.js';
import { TrayController, type TrayIcons } from './tray.js';
import { denyAllPermissions, hardenAllWebContents } from './window-factory.js';
import { WindowRegistry } from './window-registry.js';
import { WindowManager } from './windows.js';

/** Must match `appId` in electron-builder.yml (Windows ties notifications to it). */
export const APP_ID = 'org.sovereign-companion.desktop';

/** What the shell needs from `CompanionService`. */
export interface ShellService extends CompanionApi {
  readonly subscribe: EventSubscriber;
  close(): Promise<void>;
}

export interface ShellOptions {
  createService(options: { dataDir: string; secretStore: SecretStore }): ShellService;
  /** `app.getAppPath()`: the project folder in development, `resources/app.asar` when packaged. */
  appRoot: string;
  argv: readonly string[];
  platform?: NodeJS.Platform;
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
}

/**
 * Starts the shell. Returns undefined when another instance already runs (that one is asked to
 * show its chat window, and this one quits).
 */
export async function startShell(options: ShellOptions): Promise<Shell | undefined> {
  const platform = options.platform ?? process.platform;
  // Before `ready`: privileged schemes can only be declared now.
  registerAppScheme(protocol);
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return undefined;
  }
  // Registering a listener replaces Electron's default (quit): the app lives on in the tray.
  app.on('window-all-closed', () => undefined);
  hardenAllWebContents(app);

  await app.whenReady();
  if (platform === 'win32') app.setAppUserModelId(APP_ID);
  const paths = shellPaths(options.appRoot);
  denyAllPermissions(session.defaultSession);
  handleAppProtocol(protocol, paths.rendererDir);

  const dataDir = app.getPath('userData');
  const codec = await createSafeStorageCodec(safeStorage, platform);
  const service = options.createService({ dataDir, secretStore: new EncodedFileSecretStore(dataDir, codec) });

  const registry = new WindowRegistry();
  let tray: TrayController | undefined;
  const windows = new WindowManager({
    registry,
    preloadPath: paths.preload,
    ...(platform === 'darwin' ? {} : { iconPath: paths.appIcon }),
    screen,
    trayBounds: () => tray?.bounds(),
  });
  const openPopup = (item: PendingListItem): void => {
    windows.showPopup({ conversation_id: item.conversation_id });
  };

  tray = new TrayController({
    icons: trayIcons(paths.assets, platform),
    platform,
    launchAtLogin: launchAtLogin({ app, platform, executable: process.env.APPIMAGE ?? process.execPath, env: process.env }),
    actions: {
      openPopup,
      openChat: () => windows.showChat(),
      openSettings: () => windows.showSettings(),
      quit: () => app.quit(),
    },
  });
  const notifier = new PendingNotifier({ isChatFocused: () => windows.isChatFocused(), openPopup });

  const unregister = registerChannels(ipcMain, service, registry);
  const unregisterShell = registerShellChannels(ipcMain, registry, {
    openWindow: (role) => (role === 'settings' ? windows.showSettings() : windows.showChat()),
  });
  const stopBroadcast = broadcastEvents(service.subscribe, registry);
  const stopTrayFeed = service.subscribe((name, payload) => {
    if (name !== 'confirmations.changed') return;
    const { pending } = payload as { pending: PendingListItem[] };
    notifier.update(pending);
    tray?.setPending(pending, namesOf(pending));
  });

  app.on('second-instance', () => windows.showChat());
  app.on('activate', () => windows.showChat());

  let closed = false;
  app.on('will-quit', (event) => {
    if (closed) return;
    event.preventDefault();
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

  // Started by "Launch at login": wait in the tray. macOS login items cannot pass arguments.
  const atLogin = options.argv.includes(HIDDEN_ARG) || (platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin === true);
  if (!atLogin) windows.showChat();
  return { windows, tray, service };
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
