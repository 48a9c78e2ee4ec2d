/**
 * The channel table is wire format (DESIGN §2): its IPC names and HTTP routes are what a preload,
 * a page and main of different builds agree on, so they are pinned here verbatim. Every entry has
 * exactly one request schema, and admits every window role unless it names its own.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowedRoles,
  channels,
  IPC_EVENT_CHANNEL,
  ipcChannelName,
  shellChannelName,
  shellChannels,
  WINDOW_ROLES,
  type Channel,
  type ShellChannel,
} from '../../common/contract/channels.js';
import { requestSchemas } from '../../common/contract/schemas.js';

const ROUTES: Record<Channel, string> = {
  'conversation.message': 'POST /api/v1/conversation/message',
  'conversation.get': 'GET /api/v1/conversation/{conversation_id}',
  'confirmations.list': 'GET /api/v1/conversation/confirmations',
  'homeAssistant.getConfig': 'GET /api/v1/conversation/home-assistant',
  'homeAssistant.saveConfig': 'POST /api/v1/conversation/home-assistant',
  'homeAssistant.entities': 'GET /api/v1/conversation/home-assistant/entities',
  'homeAssistant.testConnection': 'POST /api/v1/conversation/home-assistant/test',
  'homeAssistant.probeCertificate': 'POST /api/v1/conversation/home-assistant/certificate',
  'discovery.list': 'GET /api/v1/discovery/home-assistant',
  'audit.summary': 'GET /api/v1/capabilities/audit',
  'assistant.getConfig': 'GET /api/v1/conversation/assistant',
  'assistant.saveConfig': 'POST /api/v1/conversation/assistant',
  'assistant.testConnection': 'POST /api/v1/conversation/assistant/test',
  'history.get': 'GET /api/v1/conversation-history',
  'history.clear': 'POST /api/v1/conversation-history/clear',
  'history.setRetention': 'POST /api/v1/conversation-history/retention',
  'language.get': 'GET /api/v1/language',
  'language.set': 'POST /api/v1/language',
};

describe('the channel table', () => {
  it('keeps every service channel on its route', () => {
    const routes = Object.fromEntries(Object.entries(channels).map(([name, spec]) => [name, `${spec.method} ${spec.path}`]));
    expect(routes).toEqual(ROUTES);
  });

  it('names service channels sovereign:<name>, shell channels sovereign-shell:<name>, events sovereign:event', () => {
    expect((Object.keys(channels) as Channel[]).map(ipcChannelName)).toEqual(Object.keys(channels).map((name) => `sovereign:${name}`));
    expect((Object.keys(shellChannels) as ShellChannel[]).map(shellChannelName)).toEqual([
      'sovereign-shell:windows.open',
      'sovereign-shell:quickAsk.shortcut',
      'sovereign-shell:quickAsk.setShortcut',
    ]);
    expect(IPC_EVENT_CHANNEL).toBe('sovereign:event');
  });

  it('has one request schema per channel of either table, and none besides', () => {
    expect(Object.keys(requestSchemas).sort()).toEqual([...Object.keys(channels), ...Object.keys(shellChannels)].sort());
  });

  it('names the roles of each restricted channel; an entry without roles admits every role (the matrix is in ipc-registry.test.ts)', () => {
    expect(WINDOW_ROLES).toEqual(['chat', 'settings', 'popup', 'quick']);
    expect(allowedRoles(channels['homeAssistant.saveConfig'])).toEqual(['settings']);
    expect(allowedRoles(channels['homeAssistant.getConfig'])).toEqual(WINDOW_ROLES);
    expect(allowedRoles(shellChannels['windows.open'])).toEqual(WINDOW_ROLES);
    expect(allowedRoles(shellChannels['quickAsk.setShortcut'])).toEqual(['settings']);
    expect(allowedRoles({ roles: ['settings'] })).toEqual(['settings']);
  });

  it('imports nothing, so every side may load it', () => {
    const source = readFileSync(new URL('../../common/contract/channels.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export)\b[^;]*\bfrom\s*['"]/m);
    expect(source).not.toMatch(/\brequire\s*\(|\bimport\s*\(/);
  });
});
