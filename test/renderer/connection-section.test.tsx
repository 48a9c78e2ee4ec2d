/**
 * Settings → Connection: a scheme-less address shows the address that will be used; plain http to
 * this computer gets no warning (the traffic never leaves it), to another computer it does; a
 * failed Test reads as the catalogue's sentence for its code (401 and 403 told apart), the code
 * only as secondary detail. Decided by catalogue keys and test ids, never by literal words.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeError } from '../../common/bridge/bridge-error.js';
import type { PublicHomeAssistantConfig, TestConnectionResponse } from '../../common/contract/types.js';
import { t } from '../../renderer/i18n/index.js';
import { ConnectionSection } from '../../renderer/settings/ConnectionSection.js';

const HA: PublicHomeAssistantConfig = {
  enabled: true,
  base_url: '',
  has_access_token: false,
  token_status: 'absent',
  allowlisted_entities: [],
  control_enabled: false,
  controllable_entities: [],
  tls: { mode: 'system' },
  unencrypted: false,
  config_status: 'ok',
  secret_storage: 'keychain',
  connection: 'not-configured',
} as unknown as PublicHomeAssistantConfig;

afterEach(() => {
  cleanup();
  delete (window as { sovereign?: unknown }).sovereign;
});

function withTestAnswer(answer: TestConnectionResponse) {
  const testConnection = vi.fn(async () => answer);
  (window as { sovereign?: unknown }).sovereign = {
    homeAssistant: { testConnection, getConfig: async () => HA },
    assistant: { getConfig: async () => ({}) },
    discovery: { list: async () => ({ browsing: false, instances: [] }) },
  };
  return testConnection;
}

function typeAddress(value: string) {
  fireEvent.change(screen.getByLabelText(t('connection.address')), { target: { value } });
}

describe('an address typed without a scheme', () => {
  it('shows the address that will be used; no plain-http warning for this computer, one for another', () => {
    withTestAnswer({ ok: true, location_name: 'Home', version: '2026.1', time_zone: 'UTC' });
    render(<ConnectionSection ha={HA} />);
    typeAddress('127.0.0.1:8123');
    expect(screen.getByTestId('assumed-address').textContent).toContain('http://127.0.0.1:8123');
    expect(screen.queryByTestId('unencrypted-note')).toBeNull();
    typeAddress('http://localhost:8123');
    expect(screen.queryByTestId('assumed-address')).toBeNull();
    expect(screen.queryByTestId('unencrypted-note')).toBeNull();
    typeAddress('192.168.1.20:8123');
    expect(screen.getByTestId('assumed-address').textContent).toContain('http://192.168.1.20:8123');
    expect(screen.getByTestId('unencrypted-note')).toBeTruthy();
  });
});

describe('a failed Test reads as the catalogue sentence, the code as secondary detail', () => {
  it.each([
    [{ code: 'HOME_ASSISTANT_AUTH_FAILED', http_status: 401 }, 'connection.error.tokenRefused'],
    [{ code: 'HOME_ASSISTANT_AUTH_FAILED', http_status: 403 }, 'connection.error.computerRefused'],
    [{ code: 'INVALID_BASE_URL' }, 'connection.error.INVALID_BASE_URL'],
  ] as const)('%j → %s', async (error, id) => {
    withTestAnswer({ ok: false, error: { ...error, message: 'main’s own words' } });
    render(<ConnectionSection ha={HA} />);
    typeAddress('127.0.0.1:8123');
    fireEvent.click(screen.getByRole('button', { name: t('connection.test') }));
    const sentence = await screen.findByTestId('test-result-sentence');
    expect(sentence.textContent).toBe(t(id, { example: 'http://192.168.1.20:8123', origin: 'http://127.0.0.1:8123' }));
    expect(screen.getByTestId('test-result-code').textContent).toBe(error.code);
    expect(screen.getByTestId('test-result').textContent).not.toContain('main’s own words');
  });
});

describe('a Test request that itself failed is not blamed on Home Assistant', () => {
  it('INTERNAL_ERROR from the bridge → connection.error.other, its own code shown', async () => {
    withTestAnswer({ ok: true, location_name: 'Home', version: '2026.1', time_zone: 'UTC' });
    const api = (window as unknown as { sovereign: { homeAssistant: { testConnection: () => Promise<unknown> } } }).sovereign;
    api.homeAssistant.testConnection = () => Promise.reject(new BridgeError({ code: 'INTERNAL_ERROR', message: 'The request failed.' }));
    render(<ConnectionSection ha={HA} />);
    typeAddress('127.0.0.1:8123');
    fireEvent.click(screen.getByRole('button', { name: t('connection.test') }));
    expect((await screen.findByTestId('test-result-sentence')).textContent).toBe(t('connection.error.other'));
    expect(screen.getByTestId('test-result-code').textContent).toBe('INTERNAL_ERROR');
  });
});
