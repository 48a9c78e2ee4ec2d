/** The browser host's bridge: routes from the contract table and the host token (events: event-stream.test.ts). */
import { describe, expect, it } from 'vitest';
import { takeHostToken, HOST_TOKEN_KEY } from '../../renderer/bridge/host-token.js';
import { createHttpTransport } from '../../renderer/bridge/http-transport.js';

function fakeFetch(reply: { status: number; body: unknown }) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('invoke', () => {
  it('GET with the conversation id in the path and the bearer token', async () => {
    const f = fakeFetch({ status: 200, body: { conversation_id: 'a/b', turns: [] } });
    const t = createHttpTransport({ token: 'host-token', fetch: f.fetch });
    expect(await t.invoke('sovereign:conversation.get', { conversation_id: 'a/b' })).toEqual({ ok: true, value: { conversation_id: 'a/b', turns: [] } });
    expect(f.calls[0]!.url).toBe('/api/v1/conversation/a%2Fb');
    expect(f.calls[0]!.init.method).toBe('GET');
    expect((f.calls[0]!.init.headers as Record<string, string>)['authorization']).toBe('Bearer host-token');
  });

  it('POST JSON, with this window as the surface of a message', async () => {
    const f = fakeFetch({ status: 200, body: {} });
    const t = createHttpTransport({ token: 'x', surface: 'popup', fetch: f.fetch });
    await t.invoke('sovereign:conversation.message', { conversation_id: 'c', confirmation: { token: 'k', approve: true } });
    expect(JSON.parse(f.calls[0]!.init.body as string)).toEqual({ conversation_id: 'c', confirmation: { token: 'k', approve: true }, surface: 'popup' });
  });

  it('an error body becomes {ok: false, error}', async () => {
    const f = fakeFetch({
      status: 400,
      body: { error: { code: 'INVALID_BASE_URL', message: 'no', details: [{ code: 'INVALID_BASE_URL', field: 'base_url', message: 'no' }] } },
    });
    const t = createHttpTransport({ token: 'x', fetch: f.fetch });
    expect(await t.invoke('sovereign:homeAssistant.saveConfig', { base_url: 'ftp://x' })).toMatchObject({ ok: false, error: { code: 'INVALID_BASE_URL' } });
  });

  it('refuses channels the contract does not have', async () => {
    const t = createHttpTransport({ token: 'x', fetch: fakeFetch({ status: 200, body: {} }).fetch });
    await expect(t.invoke('sovereign:__proto__', {})).rejects.toThrow();
    await expect(t.invoke('other:conversation.get', {})).rejects.toThrow();
  });
});

describe('host token', () => {
  it('is read from the fragment once, scrubbed from the address bar and kept for this tab only', () => {
    window.history.replaceState(null, '', '/settings.html?section=read#token=abc%2B1&x=1');
    expect(takeHostToken(window)).toBe('abc+1');
    expect(window.location.hash).toBe('#x=1');
    expect(window.location.search).toBe('?section=read');
    expect(window.sessionStorage.getItem(HOST_TOKEN_KEY)).toBe('abc+1');
    expect(window.localStorage.length).toBe(0);
    expect(takeHostToken(window)).toBe('abc+1');
  });
});
