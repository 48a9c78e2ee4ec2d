/**
 * Settings → Connection's Test (DESIGN §2 `homeAssistant.testConnection`): a scheme-less address
 * is tested at the address it will be saved as, and a refusal carries Home Assistant's status
 * where one code has two remedies — 401 (paste a new token) and 403 (this computer is banned).
 * Decided by codes and statuses, never by the words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from './harness.js';

const settings = { surface: 'chat' as const };
let h: Harness | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('Test of an address typed without a scheme', () => {
  it('127.0.0.1:<port> is tested over http:// and answers from Home Assistant', async () => {
    h = await makeHarness();
    const typed = h.ha.url.replace(/^http:\/\//, '');
    const result = await h.service['homeAssistant.testConnection']({ base_url: typed, access_token: h.ha.token }, settings);
    expect(result.ok).toBe(true);
  });

  it('a save stores it with the scheme it assumed', async () => {
    h = await makeHarness();
    const typed = h.ha.url.replace(/^http:\/\//, '');
    const saved = await h.service['homeAssistant.saveConfig']({ base_url: typed }, settings);
    expect(saved.base_url).toBe(h.ha.url);
    // 127.0.0.1: plain http that never leaves this computer is not called unencrypted.
    expect(saved.unencrypted).toBe(false);
  });
});

describe('a refused Test says which refusal it was', () => {
  it('401: HOME_ASSISTANT_AUTH_FAILED with http_status 401', async () => {
    h = await makeHarness();
    const result = await h.service['homeAssistant.testConnection']({ access_token: 'a-token-home-assistant-never-issued' }, settings);
    expect(result).toEqual({ ok: false, error: { code: 'HOME_ASSISTANT_AUTH_FAILED', http_status: 401, message: expect.any(String) } });
  });

  it('403: HOME_ASSISTANT_AUTH_FAILED with http_status 403', async () => {
    h = await makeHarness();
    h.ha.addFault({ fault: { kind: 'status', status: 403 } });
    const result = await h.service['homeAssistant.testConnection']({}, settings);
    expect(result).toEqual({ ok: false, error: { code: 'HOME_ASSISTANT_AUTH_FAILED', http_status: 403, message: expect.any(String) } });
  });
});
