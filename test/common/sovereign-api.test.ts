/**
 * `createSovereignApi` (common/bridge): the one named API every window gets, over any transport —
 * `ipcRenderer` in Electron's preload, loopback HTTP in the browser host. Each method calls its
 * channel of the table with a request that channel's schema accepts; failures reject with a
 * cloneable `BridgeError` shape.
 */
import { describe, expect, it, vi } from 'vitest';
import { BridgeError } from '../../common/bridge/bridge-error.js';
import { createSovereignApi, type BridgeTransport, type SovereignApi } from '../../common/bridge/sovereign-api.js';
import { channels, type Channel } from '../../common/contract/channels.js';
import { requestSchemas } from '../../common/contract/schemas.js';

function transport(reply: (channel: string, payload: unknown) => unknown = (_c, payload) => ({ ok: true, value: { got: payload } })) {
  const listeners = new Map<string, Set<(event: unknown, message: unknown) => void>>();
  const fake = {
    invoke: vi.fn(async (channel: string, payload: unknown) => reply(channel, payload)),
    on: vi.fn((channel: string, listener: (event: unknown, message: unknown) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    }),
    removeListener: vi.fn((channel: string, listener: (event: unknown, message: unknown) => void) => {
      listeners.get(channel)?.delete(listener);
    }),
    deliver(channel: string, message: unknown) {
      for (const listener of listeners.get(channel) ?? []) listener({ sender: 'electron-event-object', ports: [] }, message);
    },
    count: (channel: string) => listeners.get(channel)?.size ?? 0,
  };
  return fake satisfies BridgeTransport;
}

describe('named methods call the right channel with the right request', () => {
  const cases: Array<[string, (api: SovereignApi) => Promise<unknown>, string, unknown]> = [
    ['conversation.send', (api) => api.conversation.send('turn off the kitchen light'), 'conversation.message', { message: 'turn off the kitchen light' }],
    [
      'conversation.send in a conversation',
      (api) => api.conversation.send('and the hall', 'c-1'),
      'conversation.message',
      { message: 'and the hall', conversation_id: 'c-1' },
    ],
    [
      'conversation.resolve',
      (api) => api.conversation.resolve('c-1', 'tok', false),
      'conversation.message',
      { conversation_id: 'c-1', confirmation: { token: 'tok', approve: false } },
    ],
    ['conversation.get', (api) => api.conversation.get('c-1'), 'conversation.get', { conversation_id: 'c-1' }],
    ['confirmations.list', (api) => api.confirmations.list(), 'confirmations.list', {}],
    ['homeAssistant.getConfig', (api) => api.homeAssistant.getConfig(), 'homeAssistant.getConfig', {}],
    ['homeAssistant.saveConfig', (api) => api.homeAssistant.saveConfig({ enabled: true }), 'homeAssistant.saveConfig', { enabled: true }],
    ['homeAssistant.entities', (api) => api.homeAssistant.entities(), 'homeAssistant.entities', {}],
    ['homeAssistant.testConnection', (api) => api.homeAssistant.testConnection(), 'homeAssistant.testConnection', {}],
    [
      'homeAssistant.testConnection unsaved',
      (api) => api.homeAssistant.testConnection({ base_url: 'http://ha:8123' }),
      'homeAssistant.testConnection',
      { base_url: 'http://ha:8123' },
    ],
    [
      'homeAssistant.probeCertificate',
      (api) => api.homeAssistant.probeCertificate('https://ha:8123'),
      'homeAssistant.probeCertificate',
      { base_url: 'https://ha:8123' },
    ],
    ['discovery.list', (api) => api.discovery.list(), 'discovery.list', {}],
    ['discovery.resolve', (api) => api.discovery.resolve('uuid-1'), 'discovery.list', { resolve_uuid: 'uuid-1' }],
    ['assistant.getConfig', (api) => api.assistant.getConfig(), 'assistant.getConfig', {}],
    ['assistant.saveConfig', (api) => api.assistant.saveConfig({ engine: 'builtin' }), 'assistant.saveConfig', { engine: 'builtin' }],
    ['assistant.testConnection', (api) => api.assistant.testConnection(), 'assistant.testConnection', {}],
    ['audit.summary', (api) => api.audit.summary(), 'audit.summary', {}],
    ['history.get', (api) => api.history.get(), 'history.get', {}],
    ['history.clear', (api) => api.history.clear(), 'history.clear', {}],
    ['history.setRetention', (api) => api.history.setRetention(14), 'history.setRetention', { days: 14 }],
    ['language.get', (api) => api.language.get(), 'language.get', {}],
    ['language.set', (api) => api.language.set('de'), 'language.set', { choice: 'de' }],
  ];

  it.each(cases)('%s', async (_name, call, channel, request) => {
    const wire = transport();
    const value = await call(createSovereignApi(wire));
    expect(wire.invoke).toHaveBeenCalledWith(`sovereign:${channel}`, request);
    expect(value).toEqual({ got: request });
    expect(requestSchemas[channel as Channel].safeParse(request).success).toBe(true);
  });

  it('covers every channel, and no method takes a channel name', () => {
    const api = createSovereignApi(transport());
    const used = new Set(cases.map(([, , channel]) => channel));
    expect([...used].sort()).toEqual(Object.keys(channels).sort());
    expect(Object.keys(api).sort()).toEqual([
      'assistant',
      'audit',
      'confirmations',
      'conversation',
      'discovery',
      'events',
      'history',
      'homeAssistant',
      'language',
    ]);
    const methods = Object.values(api).flatMap((group) => Object.keys(group));
    expect(methods).not.toContain('invoke');
    expect(methods).not.toContain('sendRaw');
  });
});

describe('failures become typed rejections that survive contextBridge', () => {
  it('{ok:false} rejects with a cloneable BridgeError shape carrying code and details', async () => {
    const error = { code: 'INVALID_BASE_URL', message: 'Only http and https.', details: [{ code: 'INVALID_BASE_URL', field: 'base_url', message: 'x' }] };
    const api = createSovereignApi(transport(() => ({ ok: false, error })));
    const reason = await api.homeAssistant.saveConfig({ base_url: 'ftp://x' }).catch((e: unknown) => e);
    expect(structuredClone(reason)).toEqual({ name: 'BridgeError', ...error });
    const typed = BridgeError.from(reason);
    expect(typed).toBeInstanceOf(BridgeError);
    expect(typed).toBeInstanceOf(Error);
    expect([typed.code, typed.message, typed.details]).toEqual([error.code, error.message, error.details]);
    expect(BridgeError.is(reason)).toBe(true);
  });

  it('a missing handler or a torn-down channel is INTERNAL_ERROR, not a raw Error', async () => {
    const api = createSovereignApi(
      transport(() => {
        throw new Error("No handler registered for 'sovereign:x'");
      }),
    );
    await expect(api.audit.summary()).rejects.toMatchObject({ name: 'BridgeError', code: 'INTERNAL_ERROR' });
  });

  it('a malformed reply is INTERNAL_ERROR', async () => {
    const api = createSovereignApi(transport(() => ({ weird: true })));
    await expect(api.audit.summary()).rejects.toMatchObject({ name: 'BridgeError', code: 'INTERNAL_ERROR' });
  });

  it('BridgeError.from turns anything else into INTERNAL_ERROR', () => {
    expect(BridgeError.from(new Error('boom')).code).toBe('INTERNAL_ERROR');
    expect(BridgeError.from(undefined).code).toBe('INTERNAL_ERROR');
  });
});

describe('events.on', () => {
  it('passes only the payload of the named event, and unsubscribes', () => {
    const wire = transport();
    const api = createSovereignApi(wire);
    const seen: unknown[] = [];
    const off = api.events.on('confirmations.changed', (payload) => seen.push(payload));
    wire.deliver('sovereign:event', { name: 'discovery.changed', payload: { browsing: true } });
    wire.deliver('sovereign:event', { name: 'confirmations.changed', payload: { pending: [] } });
    wire.deliver('sovereign:event', 'garbage');
    expect(seen).toEqual([{ pending: [] }]);
    off();
    expect(wire.count('sovereign:event')).toBe(0);
    wire.deliver('sovereign:event', { name: 'confirmations.changed', payload: { pending: [] } });
    expect(seen).toHaveLength(1);
  });

  it('rejects a non-function listener', () => {
    const api = createSovereignApi(transport());
    expect(() => api.events.on('homeAssistant.status', 'x' as never)).toThrow(TypeError);
  });
});
