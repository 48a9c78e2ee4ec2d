import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => import('./fake-electron.js'));

import type { PendingListItem } from '../../common/contract/types.js';
import { autostartEntry, launchAtLogin } from '../../main/electron/login-item.js';
import { PendingNotifier } from '../../main/electron/notifications.js';
import { describePending, menuLabel } from '../../main/electron/pending-labels.js';
import { TrayController } from '../../main/electron/tray.js';
import { app, FakeNotification, FakeTray, resetFakeElectron } from './fake-electron.js';

function pending(overrides: Partial<PendingListItem> = {}): PendingListItem {
  return {
    conversation_id: 'conv-1',
    token: 'tok-1',
    capability: 'home_assistant.set_entity_state',
    arguments: { entity_id: 'light.kitchen_ceiling', state: 'off' },
    classification: { side_effect: 'mutating', network: 'external', confirmation: 'required' },
    expires_at: '2026-11-30T12:00:00Z',
    ...overrides,
  };
}

const names = new Map([
  ['light.kitchen_ceiling', 'Kitchen Ceiling Light'],
  ['binary_sensor.front_door', 'Front Door'],
]);
const nameOf = (id: string) => names.get(id);

beforeEach(() => resetFakeElectron({ ready: true }));

describe('pending items are labelled by entity and effect', () => {
  it.each([
    [pending(), 'Turn OFF Kitchen Ceiling Light'],
    [pending({ arguments: { entity_id: 'light.kitchen_ceiling', state: 'on' } }), 'Turn ON Kitchen Ceiling Light'],
    [pending({ arguments: { entity_id: 'switch.garage_heater', state: 'on' } }), 'Turn ON switch.garage_heater'],
    [
      pending({ capability: 'home_assistant.get_history', arguments: { entity_id: 'binary_sensor.front_door', period: 'week' } }),
      'Read the history of Front Door (past week)',
    ],
    [pending({ capability: 'home_assistant.list_entities', arguments: {} }), 'Read the current state of what you share with the assistant'],
    [
      pending({ capability: 'home_assistant.future_thing', arguments: { entity_id: 'light.kitchen_ceiling' } }),
      'Run home_assistant.future_thing on Kitchen Ceiling Light',
    ],
  ])('%j → %s', (item, label) => {
    expect(describePending(item, nameOf)).toBe(label);
  });

  it('treats names as data: control characters dropped, length capped', () => {
    const hostile = 'Lamp\u202e\nrm -rf /' + 'x'.repeat(100);
    const label = describePending(pending({ arguments: { entity_id: 'light.a', state: 'on' } }), () => hostile);
    expect(label).not.toMatch(/[\n\u202e]/);
    expect(label.length).toBeLessThanOrEqual('Turn ON '.length + 48);
  });

  it('doubles & for Windows/Linux menus (a single & is a mnemonic there)', () => {
    expect(menuLabel('Turn ON Tom & Jerry', 'linux')).toBe('Turn ON Tom && Jerry');
    expect(menuLabel('Turn ON Tom & Jerry', 'darwin')).toBe('Turn ON Tom & Jerry');
  });
});

function trayController(overrides: { launch?: { isEnabled(): boolean; setEnabled(enabled: boolean): void } } = {}) {
  const actions = { openPopup: vi.fn(), openChat: vi.fn(), openSettings: vi.fn(), quit: vi.fn() };
  const launch = overrides.launch ?? { isEnabled: vi.fn(() => false), setEnabled: vi.fn() };
  const controller = new TrayController({
    icons: { idle: { path: 'tray.png' } as unknown as Electron.NativeImage, pending: { path: 'tray-pending.png' } as unknown as Electron.NativeImage },
    actions,
    launchAtLogin: launch,
    platform: 'linux',
  });
  return { controller, actions, launch, tray: FakeTray.instances.at(-1)! };
}

describe('the tray shows what is waiting', () => {
  it('switches to the pending icon while confirmations wait, and back', () => {
    const { controller, tray } = trayController();
    expect(tray.image).toEqual({ path: 'tray.png' });
    controller.setPending([pending()], nameOf);
    expect(tray.image).toEqual({ path: 'tray-pending.png' });
    expect(tray.toolTip).toContain('1 request waiting');
    controller.setPending([]);
    expect(tray.image).toEqual({ path: 'tray.png' });
  });

  it('lists each pending item, then Open chat, Settings, Launch at login, Quit', () => {
    const { controller, tray } = trayController();
    controller.setPending(
      [
        pending(),
        pending({
          token: 'tok-2',
          conversation_id: 'conv-2',
          capability: 'home_assistant.get_history',
          arguments: { entity_id: 'binary_sensor.front_door', period: 'day' },
        }),
      ],
      nameOf,
    );
    const labels = tray.contextMenu!.template.filter((item) => item.type !== 'separator').map((item) => item.label);
    expect(labels).toEqual([
      '2 requests waiting',
      'Turn OFF Kitchen Ceiling Light',
      'Read the history of Front Door (past day)',
      'Open chat',
      'Settings…',
      'Launch at login',
      'Quit Sovereign Companion',
    ]);
  });

  it('choosing a pending item opens the popup on it and approves nothing', () => {
    const { controller, tray, actions } = trayController();
    const item = pending();
    controller.setPending([item], nameOf);
    tray.clickMenuItem('Turn OFF Kitchen Ceiling Light');
    expect(actions.openPopup).toHaveBeenCalledWith(item);
    expect(actions.openChat).not.toHaveBeenCalled();
  });

  it('a left click opens the first waiting card, or the chat when nothing waits', () => {
    const { controller, tray, actions } = trayController();
    tray.emit('click');
    expect(actions.openChat).toHaveBeenCalledTimes(1);
    controller.setPending([pending()], nameOf);
    tray.emit('click');
    expect(actions.openPopup).toHaveBeenCalledTimes(1);
  });

  it('Open chat, Settings and Quit do what they say', () => {
    const { tray, actions } = trayController();
    tray.clickMenuItem('Open chat');
    tray.clickMenuItem('Settings…');
    tray.clickMenuItem('Quit Sovereign Companion');
    expect(actions.openChat).toHaveBeenCalledTimes(1);
    expect(actions.openSettings).toHaveBeenCalledTimes(1);
    expect(actions.quit).toHaveBeenCalledTimes(1);
  });

  it('Launch at login is a checkbox bound to the login item', () => {
    let enabled = false;
    const launch = { isEnabled: () => enabled, setEnabled: vi.fn((value: boolean) => (enabled = value)) };
    const { tray } = trayController({ launch });
    const checkbox = () => tray.contextMenu!.template.find((item) => item.label === 'Launch at login')!;
    expect(checkbox()).toMatchObject({ type: 'checkbox', checked: false });
    tray.clickMenuItem('Launch at login');
    expect(launch.setEnabled).toHaveBeenCalledWith(true);
    expect(checkbox().checked).toBe(true);
  });

  it('a failing login-item change does not crash the menu', () => {
    const launch = {
      isEnabled: () => {
        throw new Error('nope');
      },
      setEnabled: () => {
        throw new Error('read-only');
      },
    };
    const { tray } = trayController({ launch });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => tray.clickMenuItem('Launch at login')).not.toThrow();
  });
});

describe('launch at login', () => {
  it('uses app.setLoginItemSettings on macOS and Windows, starting hidden', () => {
    const login = launchAtLogin({ app: app as unknown as Electron.App, platform: 'win32', executable: 'C:\\app.exe', env: {} });
    login.setEnabled(true);
    expect(app.loginItem).toEqual({ openAtLogin: true, args: ['--hidden'] });
    expect(login.isEnabled()).toBe(true);
  });

  it('writes and removes an XDG autostart entry on Linux', () => {
    const config = mkdtempSync(path.join(os.tmpdir(), 'sc-autostart-'));
    try {
      const login = launchAtLogin({
        app: app as unknown as Electron.App,
        platform: 'linux',
        executable: '/opt/Sovereign Companion/sovereign-companion',
        env: { XDG_CONFIG_HOME: config },
      });
      expect(login.isEnabled()).toBe(false);
      login.setEnabled(true);
      const file = path.join(config, 'autostart', 'sovereign-companion.desktop');
      expect(readFileSync(file, 'utf8')).toContain('Exec="/opt/Sovereign Companion/sovereign-companion" --hidden');
      expect(login.isEnabled()).toBe(true);
      login.setEnabled(false);
      expect(login.isEnabled()).toBe(false);
    } finally {
      rmSync(config, { recursive: true, force: true });
    }
  });

  it('quotes Exec per the Desktop Entry specification', () => {
    expect(autostartEntry('/tmp/a"b$c`d\\e')).toContain('Exec="/tmp/a\\"b\\$c\\`d\\\\e" --hidden');
  });
});

describe('notifications hide entity names (they can show on a lock screen)', () => {
  function notifier(chatFocused = false) {
    const openPopup = vi.fn();
    return { notifier: new PendingNotifier({ isChatFocused: () => chatFocused, openPopup }), openPopup };
  }

  it('notifies once when a confirmation arrives, with generic text only', () => {
    const { notifier: n } = notifier();
    n.update([pending()]);
    expect(FakeNotification.instances).toHaveLength(1);
    const shown = FakeNotification.instances[0]!;
    expect(shown.shown).toBe(true);
    expect(shown.options).toEqual({
      title: 'Sovereign Companion',
      body: 'A request is waiting for your approval.',
      hasReply: false,
      silent: false,
      urgency: 'normal',
    });
    const text = JSON.stringify(shown.options);
    for (const secret of ['kitchen', 'Kitchen', 'light.', 'OFF', 'set_entity_state', 'tok-1', 'conv-1']) expect(text).not.toContain(secret);
  });

  it('does not repeat for a confirmation it already announced, and counts new ones', () => {
    const { notifier: n } = notifier();
    n.update([pending()]);
    n.update([pending()]);
    expect(FakeNotification.instances).toHaveLength(1);
    n.update([pending(), pending({ token: 'tok-2' }), pending({ token: 'tok-3' })]);
    expect(FakeNotification.instances).toHaveLength(2);
    expect(FakeNotification.instances[1]!.options.body).toBe('2 requests are waiting for your approval.');
  });

  it('stays quiet while the chat window is focused (the card is in front already)', () => {
    notifier(true).notifier.update([pending()]);
    expect(FakeNotification.instances).toHaveLength(0);
  });

  it('stays quiet where notifications are not supported', () => {
    FakeNotification.supported = false;
    notifier().notifier.update([pending()]);
    expect(FakeNotification.instances).toHaveLength(0);
  });

  it('clicking it opens the popup on the item, approving nothing', () => {
    const { notifier: n, openPopup } = notifier();
    const item = pending();
    n.update([item]);
    FakeNotification.instances[0]!.emit('click');
    expect(openPopup).toHaveBeenCalledWith(item);
  });
});
