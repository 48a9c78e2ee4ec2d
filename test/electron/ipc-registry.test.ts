import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => import('./fake-electron.js'));

import { ApiError } from '../../common/codes.js';
import {
  allowedRoles,
  channels,
  IPC_EVENT_CHANNEL,
  ipcChannelName,
  WINDOW_ROLES,
  type Channel,
  type IpcChannel,
  type WindowRole,
} from '../../common/contract/channels.js';
import { requestSchemas } from '../../common/contract/schemas.js';
import type { CompanionApi } from '../../common/contract/types.js';
import { broadcastEvents, registerChannels } from '../../main/electron/ipc-registry.js';
import { WindowRegistry } from '../../main/electron/window-registry.js';
import { FakeBrowserWindow, FakeWebFrameMain, ipcMain, resetFakeElectron } from './fake-electron.js';
import { appWindow, CONTRACT_CHANNELS, spyService, type SpyService } from './helpers.js';

let registry: WindowRegistry;
let service: SpyService;

beforeEach(() => {
  resetFakeElectron({ ready: true });
  registry = new WindowRegistry();
  service = spyService();
  registerChannels(ipcMain, service, registry, () => undefined);
});

/** Calls `channel` from the main frame of `window`. */
function callFrom(window: FakeBrowserWindow, channel: string, payload: unknown) {
  return ipcMain.invoke(channel, { contents: window.webContents, frame: window.webContents.mainFrame }, payload);
}

describe('every contract channel is registered', () => {
  it('has one sovereign:<channel> handler per entry of the channels table, and nothing else', () => {
    expect([...ipcMain.handlers.keys()].sort()).toEqual(CONTRACT_CHANNELS.map((c) => `sovereign:${c}`).sort());
  });

  it('routes each channel to the service method of the same name', async () => {
    const chat = appWindow(registry, 'chat');
    const settings = appWindow(registry, 'settings');
    for (const channel of CONTRACT_CHANNELS) {
      const from = allowedRoles(channels[channel]).includes('chat') ? chat : settings;
      const reply = await callFrom(from, ipcChannelName(channel), validRequest(channel));
      expect(reply, channel).toMatchObject({ ok: true });
      expect(service.spies[channel], channel).toHaveBeenCalledTimes(1);
      expect(service.spies[channel]!.mock.calls[0]![1], channel).toEqual({ surface: 'chat' });
    }
  });

  it('removes every handler when disposed', () => {
    resetFakeElectron();
    const dispose = registerChannels(ipcMain, service, new WindowRegistry());
    dispose();
    expect(ipcMain.handlers.size).toBe(0);
  });
});

/** Requests for channels whose schema needs more than `{}`. */
const KNOWN_REQUESTS: Record<string, unknown> = {
  'conversation.message': { message: 'turn off the kitchen light' },
  'conversation.get': { conversation_id: 'c-1' },
  'history.setRetention': { days: 30 },
  'language.set': { choice: 'fr' },
  'homeAssistant.probeCertificate': { base_url: 'https://ha.local:8123' },
};

/** A request the channel's schema accepts. */
function validRequest(channel: Channel): unknown {
  const request = KNOWN_REQUESTS[channel] ?? {};
  expect(requestSchemas[channel].safeParse(request).success, `add a valid ${channel} request to KNOWN_REQUESTS`).toBe(true);
  return request;
}

describe('forged senders are refused before the service runs', () => {
  const forbidden = { ok: false, error: { code: 'FORBIDDEN', message: expect.any(String) } };

  it('refuses a sub-frame of our window', async () => {
    const chat = appWindow(registry, 'chat');
    const child = new FakeWebFrameMain('app://companion/index.html', chat.webContents.mainFrame);
    const reply = await ipcMain.invoke('sovereign:homeAssistant.getConfig', { contents: chat.webContents, frame: child }, {});
    expect(reply).toEqual(forbidden);
    expect(service.spies['homeAssistant.getConfig']).not.toHaveBeenCalled();
  });

  it('refuses a top-level frame that is not the window’s main frame', async () => {
    const chat = appWindow(registry, 'chat');
    const other = new FakeWebFrameMain('app://companion/index.html');
    const reply = await ipcMain.invoke('sovereign:homeAssistant.getConfig', { contents: chat.webContents, frame: other }, {});
    expect(reply).toEqual(forbidden);
  });

  it('refuses a frame that no longer exists (senderFrame null)', async () => {
    const chat = appWindow(registry, 'chat');
    const reply = await ipcMain.invoke('sovereign:homeAssistant.getConfig', { contents: chat.webContents, frame: null }, {});
    expect(reply).toEqual(forbidden);
  });

  it.each(['https://evil.example/', 'file:///etc/passwd', 'app://elsewhere/index.html', 'http://127.0.0.1:8123/', 'about:blank'])(
    'refuses our window showing %s',
    async (url) => {
      const chat = appWindow(registry, 'chat');
      chat.webContents.mainFrame.url = url;
      const reply = await callFrom(chat, 'sovereign:homeAssistant.saveConfig', { enabled: false });
      expect(reply).toEqual(forbidden);
      expect(service.spies['homeAssistant.saveConfig']).not.toHaveBeenCalled();
    },
  );

  it('refuses a window that is not in our registry', async () => {
    const stranger = new FakeBrowserWindow({});
    await stranger.loadURL('app://companion/index.html?window=chat');
    const reply = await callFrom(stranger, 'sovereign:audit.summary', {});
    expect(reply).toEqual(forbidden);
    expect(service.spies['audit.summary']).not.toHaveBeenCalled();
  });

  it('refuses a sender that is torn down while asking', async () => {
    const chat = appWindow(registry, 'chat');
    Object.defineProperty(chat.webContents, 'mainFrame', {
      get: () => {
        throw new Error('Object has been destroyed');
      },
    });
    const reply = await ipcMain.invoke('sovereign:audit.summary', { contents: chat.webContents, frame: new FakeWebFrameMain('app://companion/') }, {});
    expect(reply).toEqual(forbidden);
  });

  it('refuses a window of ours after it was closed', async () => {
    const chat = appWindow(registry, 'chat');
    chat.close();
    expect(await callFrom(chat, 'sovereign:audit.summary', {})).toEqual(forbidden);
  });
});

/** Each window gets only what it needs; the sender's window decides. */
const EXPECTED_ROLES: Record<Channel, readonly WindowRole[]> = {
  'homeAssistant.getConfig': ['chat', 'settings', 'popup', 'quick'],
  'assistant.getConfig': ['chat', 'settings', 'popup', 'quick'],
  'homeAssistant.saveConfig': ['settings'],
  'homeAssistant.entities': ['settings'],
  'homeAssistant.testConnection': ['settings'],
  'homeAssistant.probeCertificate': ['settings'],
  'discovery.list': ['settings'],
  'assistant.saveConfig': ['settings'],
  'assistant.testConnection': ['settings'],
  'audit.summary': ['settings'],
  'conversation.message': ['chat', 'quick', 'popup'],
  'conversation.get': ['chat', 'quick', 'popup'],
  'confirmations.list': ['chat', 'quick', 'popup'],
  'history.get': ['chat', 'settings', 'popup', 'quick'],
  'history.clear': ['settings'],
  'history.setRetention': ['settings'],
  'language.get': ['chat', 'settings', 'popup', 'quick'],
  'language.set': ['settings'],
};

describe('a window may call only the channels of its role', () => {
  const cases = CONTRACT_CHANNELS.flatMap((channel) => WINDOW_ROLES.map((role) => [channel, role, EXPECTED_ROLES[channel].includes(role)] as const));

  it.each(cases)('%s from a %s window → admitted: %s', async (channel, role, admitted) => {
    // The popup answers cards only (its own test below): give it the answer it can send.
    const request =
      channel === 'conversation.message' && role === 'popup' ? { conversation_id: 'c-1', confirmation: { token: 't', approve: true } } : validRequest(channel);
    const reply = await callFrom(appWindow(registry, role), ipcChannelName(channel), request);
    if (admitted) {
      expect(reply).toMatchObject({ ok: true });
      expect(service.spies[channel]).toHaveBeenCalledTimes(1);
    } else {
      expect(reply).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: expect.any(String) } });
      expect(service.spies[channel]).not.toHaveBeenCalled();
    }
  });

  it('the popup can approve or deny a card, but never start a turn', async () => {
    const popup = appWindow(registry, 'popup');
    expect(await callFrom(popup, 'sovereign:conversation.message', { message: 'unlock the front door' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await callFrom(popup, 'sovereign:conversation.message', { conversation_id: 'c-1', message: 'and the back door' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(service.spies['conversation.message']).not.toHaveBeenCalled();
    expect(await callFrom(popup, 'sovereign:conversation.message', { conversation_id: 'c-1', confirmation: { token: 't', approve: false } })).toMatchObject({
      ok: true,
    });
    expect(service.spies['conversation.message']).toHaveBeenCalledTimes(1);
  });

  it('the popup cannot save the connection (today’s hole)', async () => {
    const reply = await callFrom(appWindow(registry, 'popup'), 'sovereign:homeAssistant.saveConfig', { base_url: 'http://127.0.0.1:9' });
    expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(service.spies['homeAssistant.saveConfig']).not.toHaveBeenCalled();
  });
});

describe('malformed payloads are refused before the service is called', () => {
  it.each([
    ['homeAssistant.saveConfig', { enabled: 'yes' }, 'enabled'],
    ['homeAssistant.saveConfig', { access_token: 'x', extra: true }, ''],
    ['homeAssistant.testConnection', { base_url: 42 }, 'base_url'],
    ['homeAssistant.getConfig', { surprise: 1 }, ''],
    ['audit.summary', undefined, ''],
    ['homeAssistant.saveConfig', 'not an object', ''],
  ] as const)('%s %j → INVALID_REQUEST', async (channel, payload, field) => {
    const settings = appWindow(registry, 'settings');
    const reply = (await callFrom(settings, `sovereign:${channel}`, payload)) as { ok: boolean; error: { code: string; details: Array<{ field: string }> } };
    expect(reply.ok).toBe(false);
    expect(reply.error.code).toBe('INVALID_REQUEST');
    expect(reply.error.details.length).toBeGreaterThan(0);
    expect(reply.error.details.map((d) => d.field)).toContain(field);
    expect(service.spies[channel]).not.toHaveBeenCalled();
  });
});

describe('the surface comes from the sending window', () => {
  it.each([
    ['chat', 'chat'],
    ['settings', 'chat'],
    ['popup', 'popup'],
    ['quick', 'quick'],
  ] as const)('%s window → surface %s', async (role, surface) => {
    const window = appWindow(registry, role);
    await callFrom(window, 'sovereign:homeAssistant.getConfig', {});
    expect(service.spies['homeAssistant.getConfig']).toHaveBeenCalledWith({}, { surface });
  });
});

describe('the payload cannot choose its surface (RFC-0017 surface is the transport’s)', () => {
  it.each([
    ['chat', 'tray', 'chat'],
    ['popup', 'chat', 'popup'],
    ['quick', 'chat', 'quick'],
    ['chat', 'not-a-surface', 'chat'],
  ] as const)('a %s window sending surface %j is recorded as %s, in the payload and the context', async (role, claimed, actual) => {
    const window = appWindow(registry, role);
    const reply = await callFrom(window, 'sovereign:conversation.message', {
      conversation_id: 'c-1',
      confirmation: { token: 't', approve: true },
      surface: claimed,
    });
    expect(reply).toMatchObject({ ok: true });
    expect(service.spies['conversation.message']).toHaveBeenCalledWith(
      { conversation_id: 'c-1', confirmation: { token: 't', approve: true }, surface: actual },
      { surface: actual },
    );
  });

  it('sets the surface also when the payload has none', async () => {
    await callFrom(appWindow(registry, 'quick'), 'sovereign:conversation.message', { message: 'hello' });
    expect(service.spies['conversation.message']).toHaveBeenCalledWith({ message: 'hello', surface: 'quick' }, { surface: 'quick' });
  });

  it('still refuses an otherwise malformed message (both message and confirmation)', async () => {
    const reply = await callFrom(appWindow(registry, 'chat'), 'sovereign:conversation.message', {
      message: 'x',
      confirmation: { token: 't', approve: true },
      conversation_id: 'c',
    });
    expect(reply).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
    expect(service.spies['conversation.message']).not.toHaveBeenCalled();
  });
});

describe('handlers always resolve {ok, value} | {ok: false, error}', () => {
  it('an ApiError becomes its body', async () => {
    service.spies['homeAssistant.saveConfig']!.mockRejectedValueOnce(
      new ApiError('INVALID_BASE_URL', 'The base URL must be http or https.', [{ code: 'INVALID_BASE_URL', field: 'base_url', message: 'bad' }]),
    );
    const reply = await callFrom(appWindow(registry, 'settings'), 'sovereign:homeAssistant.saveConfig', { base_url: 'ftp://x' });
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'INVALID_BASE_URL',
        message: 'The base URL must be http or https.',
        details: [{ code: 'INVALID_BASE_URL', field: 'base_url', message: 'bad' }],
      },
    });
  });

  it('anything else becomes a generic INTERNAL_ERROR: no message, no stack, no secret', async () => {
    const secret = 'eyJhbGciOi.secret-token';
    service.spies['homeAssistant.testConnection']!.mockRejectedValueOnce(new Error(`socket hang up with Bearer ${secret}`));
    const reported: Array<[IpcChannel, unknown]> = [];
    resetFakeElectron({ ready: true });
    const windows = new WindowRegistry();
    registerChannels(ipcMain, service, windows, (channel, error) => reported.push([channel, error]));
    const reply = await callFrom(appWindow(windows, 'settings'), 'sovereign:homeAssistant.testConnection', {});
    expect(reply).toEqual({ ok: false, error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
    const wire = JSON.stringify(reply);
    expect(wire).not.toContain(secret);
    expect(wire).not.toContain('socket hang up');
    expect(wire).not.toMatch(/\bat .*\.ts:\d+/);
    expect(reported.map(([channel]) => channel)).toEqual(['homeAssistant.testConnection']);
  });

  it('a thrown non-Error value is also INTERNAL_ERROR', async () => {
    service.spies['audit.summary']!.mockRejectedValueOnce('plain string');
    const reply = await callFrom(appWindow(registry, 'settings'), 'sovereign:audit.summary', {});
    expect(reply).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR' } });
  });
});

describe('events are broadcast to every live window of ours', () => {
  it('sends {name, payload} on sovereign:event to each app:// window, and stops when unsubscribed', () => {
    const chat = appWindow(registry, 'chat');
    const popup = appWindow(registry, 'popup');
    const closed = appWindow(registry, 'settings');
    closed.close();
    const wandered = appWindow(registry, 'settings');
    wandered.webContents.mainFrame.url = 'https://evil.example/';
    const stranger = new FakeBrowserWindow({});
    void stranger.loadURL('app://companion/index.html');

    const stop = broadcastEvents(service.subscribe, registry);
    service.emit('homeAssistant.status', { connection: 'ok' });
    const expected = [{ channel: IPC_EVENT_CHANNEL, args: [{ name: 'homeAssistant.status', payload: { connection: 'ok' } }] }];
    expect(chat.webContents.sent).toEqual(expected);
    expect(popup.webContents.sent).toEqual(expected);
    expect(closed.webContents.sent).toEqual([]);
    expect(wandered.webContents.sent).toEqual([]);
    expect(stranger.webContents.sent).toEqual([]);

    stop();
    service.emit('discovery.changed', { browsing: true, available: true, instances: [] });
    expect(chat.webContents.sent).toHaveLength(1);
  });

  it('a window failing to receive does not keep the others from their events', () => {
    const failing = appWindow(registry, 'popup');
    failing.webContents.send = () => {
      throw new Error('Render frame was disposed');
    };
    const chat = appWindow(registry, 'chat');
    broadcastEvents(service.subscribe, registry);
    service.emit('homeAssistant.status', { connection: 'unreachable' });
    expect(chat.webContents.sent).toHaveLength(1);
  });
});

describe('the registry is generic over the channels table', () => {
  it('takes a full CompanionApi (a channel with no service method does not compile)', () => {
    // @ts-expect-error — a service missing a channel is rejected by the type checker.
    const partial: CompanionApi = { 'audit.summary': async () => ({}) };
    expect(Object.keys(partial)).toHaveLength(1);
    expect(Object.keys(channels).length).toBeGreaterThan(0);
  });
});
