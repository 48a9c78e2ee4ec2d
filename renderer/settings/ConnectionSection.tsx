/**
 * Connection: which Home Assistant, its token (write-only: "token saved", never the value), how
 * https is trusted, and Test. The token field is uncontrolled, so the typed value never becomes
 * an attribute of the page, and it is emptied as soon as it has been saved.
 */
import { useRef, useState, type ReactNode } from 'react';
import type { PublicHomeAssistantConfig, TestConnectionResponse } from '../../common/contract/types.js';
import { BridgeError } from '../../common/bridge/bridge-error.js';
import { isLoopbackHost, schemeAssumed, withAssumedScheme } from '../../common/home-assistant-address.js';
import { sovereign } from '../bridge/install.js';
import { Icon } from '../components/Icon.js';
import { Note } from '../components/Note.js';
import { useEntities } from '../stores/entities.js';
import { useSettings } from '../stores/settings.js';
import { DiscoveryPanel } from './DiscoveryPanel.js';
import { SaveNote } from './Toggle.js';
import { TrustPanel } from './TrustPanel.js';
import { rich, t } from '../i18n/index.js';
import { connectionErrorSentence } from './connection-errors.js';

/** Addresses, not words: the same in every language. */
const ADDRESS_PLACEHOLDER = 'http://homeassistant.local:8123';
const ADDRESS_EXAMPLE = 'http://192.168.1.20:8123';
const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const mono = (chunks: ReactNode[]) => <span className="mono">{chunks}</span>;

function urlOf(url: string): URL | null {
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

function originOf(url: string): string | null {
  return urlOf(url)?.origin ?? null;
}

/** A Test's answer, or the request's own failure (its code, e.g. INTERNAL_ERROR — not a word from Home Assistant). */
type TestOutcome = TestConnectionResponse | { ok: false; error: { code: string; message: string; http_status?: number } };
type TestState = { state: 'idle' } | { state: 'testing' } | { state: 'done'; result: TestOutcome };

export function ConnectionSection({ ha }: { ha: PublicHomeAssistantConfig }) {
  const save = useSettings((s) => s.saveHomeAssistant);
  const saveState = useSettings((s) => s.saves.connection);
  // What the household typed, or null while the field shows (and follows) the saved address.
  const [draftUrl, setDraftUrl] = useState<string | null>(null);
  const baseUrl = draftUrl ?? ha.base_url;
  const urlEdited = draftUrl !== null;
  const token = useRef<HTMLInputElement>(null);
  const [tokenTyped, setTokenTyped] = useState(false);
  const [test, setTest] = useState<TestState>({ state: 'idle' });

  const errors = saveState?.state === 'failed' ? (saveState.errors?.fields ?? {}) : {};
  const trimmed = baseUrl.trim();
  // What main will use: a typed address without a scheme gets the one main assumes (the same rule).
  const effective = withAssumedScheme(trimmed);
  const effectiveUrl = urlOf(effective);
  const originChanges = ha.has_access_token && ha.base_url !== '' && originOf(effective) !== null && originOf(effective) !== originOf(ha.base_url);
  // Plain http to this computer never crosses a network, so only other hosts get the warning.
  const unencrypted = effectiveUrl?.protocol === 'http:' && !isLoopbackHost(effectiveUrl.hostname);

  /** An edit makes an earlier "Saved", a refusal and a test result stale: they go. */
  const edited = () => {
    useSettings.getState().clearSave('connection');
    setTest({ state: 'idle' });
  };

  const onSave = async () => {
    const update: { base_url: string; access_token?: string } = { base_url: trimmed };
    const newToken = tokenTyped && token.current !== null;
    if (newToken) update.access_token = token.current!.value.trim();
    setTest({ state: 'idle' });
    const ok = await save('connection', update);
    if (ok) {
      if (token.current !== null) token.current.value = '';
      setTokenTyped(false);
      setDraftUrl(null);
      // A saved token is checked at once (one GET /api/ and /api/config), so "saved" never hides a token Home Assistant refuses.
      if (newToken && update.access_token !== '') {
        const checked = await onTest(true);
        if (!checked) useSettings.getState().clearSave('connection');
      }
      void useEntities.getState().load();
    }
  };

  /** Resolves true when Home Assistant accepted the address and token. */
  const onTest = async (stored = false): Promise<boolean> => {
    setTest({ state: 'testing' });
    const request: { base_url?: string; access_token?: string } = {};
    if (!stored && trimmed !== '') request.base_url = trimmed;
    if (!stored && tokenTyped && token.current !== null && token.current.value.trim() !== '') request.access_token = token.current.value.trim();
    try {
      const result = await sovereign().homeAssistant.testConnection(request);
      setTest({ state: 'done', result });
      void useSettings.getState().load();
      return result.ok;
    } catch (reason) {
      const error = BridgeError.from(reason);
      setTest({ state: 'done', result: { ok: false, error: { code: error.code, message: error.message } } });
      return false;
    }
  };

  const removeToken = async () => {
    await save('connection', { access_token: '' });
  };

  return (
    <>
      <DiscoveryPanel
        currentUrl={trimmed}
        onUse={(url) => {
          setDraftUrl(url);
          document.getElementById('base-url')?.focus();
        }}
      />
      {/* noValidate: the browser's own URL check would refuse 127.0.0.1:8123 before main can assume its scheme (docs/architecture.md §8.3). */}
      <form
        className="panel form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
        aria-labelledby="connection-form-title"
      >
        <h3 id="connection-form-title">{t('connection.formTitle')}</h3>
        <div className="field">
          <label htmlFor="base-url">{t('connection.address')}</label>
          <input
            id="base-url"
            type="url"
            inputMode="url"
            value={baseUrl}
            placeholder={ADDRESS_PLACEHOLDER}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setDraftUrl(event.target.value);
              edited();
            }}
            aria-invalid={errors['base_url'] !== undefined}
            aria-describedby={errors['base_url'] !== undefined ? 'base-url-help base-url-error' : 'base-url-help'}
          />
          <p id="base-url-help" className="field-help">
            {rich('connection.addressHelp', { example: ADDRESS_EXAMPLE, mono })}
          </p>
          {schemeAssumed(trimmed) && effectiveUrl !== null && errors['base_url'] === undefined ? (
            <p className="field-help" data-testid="assumed-address">
              {rich('connection.assumedScheme', { address: effectiveUrl.origin, mono })}
            </p>
          ) : null}
          {errors['base_url'] !== undefined ? (
            <p id="base-url-error" className="field-error">
              {/* The only problem a save reports on base_url is INVALID_BASE_URL (home-assistant-config-write.ts). */}
              {connectionErrorSentence({ code: 'INVALID_BASE_URL' }, { example: ADDRESS_EXAMPLE, origin: trimmed })}
            </p>
          ) : null}
          {unencrypted ? (
            <Note tone="warn" testId="unencrypted-note">
              {rich('connection.unencrypted', { b: bold })}
            </Note>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="access-token">{t('connection.token')}</label>
          <div className="token-status" data-testid="token-status">
            {ha.token_status === 'present' && ha.connection === 'auth-failed' ? (
              <span className="tag tag--warn">
                <Icon name="warning" /> {t('connection.tokenRefused')}
              </span>
            ) : ha.token_status === 'present' ? (
              <span className="tag tag--ok">
                <Icon name="check" /> {t('connection.tokenSaved')}
              </span>
            ) : ha.token_status === 'unreadable' ? (
              <span className="tag tag--warn">
                <Icon name="warning" /> {t('connection.tokenUnreadable')}
              </span>
            ) : (
              <span className="tag">{t('connection.noToken')}</span>
            )}
            {ha.has_access_token ? (
              <button type="button" className="button button--small button--quiet" onClick={() => void removeToken()}>
                {t('connection.removeToken')}
              </button>
            ) : null}
          </div>
          <input
            id="access-token"
            ref={token}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder={ha.has_access_token ? t('connection.tokenPlaceholderReplace') : t('connection.tokenPlaceholder')}
            onChange={(event) => {
              setTokenTyped(event.target.value.trim() !== '');
              edited();
            }}
            aria-invalid={errors['access_token'] !== undefined}
            aria-describedby={errors['access_token'] !== undefined ? 'access-token-help access-token-error' : 'access-token-help'}
          />
          <p id="access-token-help" className="field-help">
            {t('connection.tokenHelp')}
          </p>
          {errors['access_token'] !== undefined ? (
            <p id="access-token-error" className="field-error">
              {errors['access_token']}
            </p>
          ) : null}
          {originChanges && !tokenTyped ? (
            <Note tone="warn" icon="info">
              {t('connection.originChanges')}
            </Note>
          ) : null}
        </div>
        <div className="form__actions">
          <button type="button" className="button" onClick={() => void onTest()} disabled={test.state === 'testing' || trimmed === ''}>
            {test.state === 'testing' ? t('connection.testing') : t('connection.test')}
          </button>
          <button type="submit" className="button button--primary" disabled={saveState?.state === 'saving' || (!urlEdited && !tokenTyped)}>
            {t('connection.save')}
          </button>
          {/* A refusal is said once, beside the field it names; the note only points there. */}
          <SaveNote state={saveState?.state} message={Object.keys(errors).length > 0 ? t('save.seeAbove') : saveState?.message} />
        </div>
        <TestResult test={test} origin={originOf(effective) ?? trimmed} />
      </form>
      {effective.startsWith('https://') || ha.tls.mode !== 'system' ? <TrustPanel ha={ha} baseUrl={effective} /> : null}
    </>
  );
}

function TestResult({ test, origin }: { test: TestState; origin: string }) {
  if (test.state === 'idle') return null;
  if (test.state === 'testing') {
    return (
      <div className="test-result test-result--busy" role="status" data-testid="test-result">
        <progress aria-label={t('connection.testingLabel')} />
        {t('connection.contacting')}
      </div>
    );
  }
  const { result } = test;
  return result.ok ? (
    <div className="test-result test-result--ok" role="status" data-testid="test-result" data-ok="true">
      <Icon name="check" />
      <span>{rich('connection.connected', { name: result.location_name, version: result.version, zone: result.time_zone, b: bold })}</span>
    </div>
  ) : (
    <div className="test-result test-result--failed" role="alert" data-testid="test-result" data-ok="false">
      <Icon name="warning" />
      {/* The catalogue's sentence for the code is what the household reads; the code is secondary detail. */}
      <span>
        <span data-testid="test-result-sentence">{connectionErrorSentence(result.error, { example: ADDRESS_EXAMPLE, origin })}</span>{' '}
        <span className="muted mono test-result__code" data-testid="test-result-code">
          {result.error.code}
        </span>
      </span>
    </div>
  );
}
