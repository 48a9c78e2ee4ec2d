/**
 * Assistant: which conversation engine proposes capability calls — the built-in intent engine
 * (offline) or an OpenAI-compatible server — its endpoint, model and write-only API key. When the
 * endpoint is not on this computer, the household is told approved results go there (DESIGN §5).
 */
import { useRef, useState, type ReactNode } from 'react';
import { ASSISTANT_PRESETS } from '../../common/contract/presets.js';
import type { AssistantTestResponse, EngineKind, PublicAssistantConfig } from '../../common/contract/types.js';
import { sovereign } from '../bridge/install.js';
import { Icon } from '../components/Icon.js';
import { Note } from '../components/Note.js';
import { useSettings } from '../stores/settings.js';
import { ServerReport } from './ServerReport.js';
import { SaveNote } from './Toggle.js';
import { rich, t } from '../i18n/index.js';
import { currentLocale } from '../i18n/locale.js';
import { requestErrorSentence } from '../lib/request-errors.js';
import { assistantTestSentence } from './assistant-test-errors.js';

/** Addresses and model names, not words: the same in every language. */
const ENDPOINT_PLACEHOLDER = 'http://127.0.0.1:11434/v1';
const MODEL_PLACEHOLDER = 'llama3.1:8b';
const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function AssistantSection({ assistant }: { assistant: PublicAssistantConfig }) {
  const save = useSettings((s) => s.saveAssistant);
  const saveState = useSettings((s) => s.saves.assistant);
  const [engine, setEngine] = useState<EngineKind>(assistant.engine);
  const [baseUrl, setBaseUrl] = useState(assistant.base_url);
  const [model, setModel] = useState(assistant.model);
  const key = useRef<HTMLInputElement>(null);
  const [keyTyped, setKeyTyped] = useState(false);
  const [test, setTest] = useState<{ state: 'idle' | 'testing' } | { state: 'done'; result: AssistantTestResponse }>({ state: 'idle' });
  // The Test call itself failed (main didn't answer it): worded by its request code.
  const [callFailed, setCallFailed] = useState<string | null>(null);
  const errors = saveState?.state === 'failed' ? (saveState.errors?.fields ?? {}) : {};

  // When the saved settings change (a save, another window), the form starts again from them:
  // adjusted while rendering, as React recommends, rather than one stale render later in an effect.
  const [shown, setShown] = useState({ engine: assistant.engine, base_url: assistant.base_url, model: assistant.model });
  if (shown.engine !== assistant.engine || shown.base_url !== assistant.base_url || shown.model !== assistant.model) {
    setShown({ engine: assistant.engine, base_url: assistant.base_url, model: assistant.model });
    setEngine(assistant.engine);
    setBaseUrl(assistant.base_url);
    setModel(assistant.model);
  }

  // Saving the settings as they are would say "Saved" about nothing: the button waits for a change.
  const changed =
    engine !== assistant.engine || (engine === 'openai-compatible' && (baseUrl.trim() !== assistant.base_url || model.trim() !== assistant.model || keyTyped));

  const onSave = async () => {
    const update: { engine: EngineKind; base_url?: string; model?: string; api_key?: string } = { engine };
    if (engine === 'openai-compatible') {
      update.base_url = baseUrl.trim();
      update.model = model.trim();
      if (keyTyped && key.current !== null) update.api_key = key.current.value.trim();
    }
    if (await save(update)) {
      if (key.current !== null) key.current.value = '';
      setKeyTyped(false);
    }
  };

  const onTest = async () => {
    setTest({ state: 'testing' });
    setCallFailed(null);
    try {
      setTest({ state: 'done', result: await sovereign().assistant.testConnection() });
    } catch (reason) {
      setCallFailed(requestErrorSentence(reason));
      setTest({ state: 'idle' });
    }
  };

  return (
    <form
      className="panel form"
      aria-labelledby="assistant-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <h3 id="assistant-form-title">{t('assistant.formTitle')}</h3>
      <fieldset className="choices">
        <legend className="visually-hidden">{t('assistant.engine')}</legend>
        <label className={`choice${engine === 'builtin' ? ' choice--on' : ''}`}>
          <input type="radio" name="engine" value="builtin" checked={engine === 'builtin'} onChange={() => setEngine('builtin')} />
          <span>
            <strong>{t('assistant.builtin')}</strong>
            <span className="muted">{t('assistant.builtinHelp')}</span>
          </span>
        </label>
        <label className={`choice${engine === 'openai-compatible' ? ' choice--on' : ''}`}>
          <input
            type="radio"
            name="engine"
            value="openai-compatible"
            checked={engine === 'openai-compatible'}
            onChange={() => setEngine('openai-compatible')}
          />
          <span>
            <strong>{t('assistant.llm')}</strong>
            <span className="muted">{t('assistant.llmHelp')}</span>
          </span>
        </label>
      </fieldset>
      {engine === 'openai-compatible' ? (
        <>
          <div className="field">
            <span className="field-label" id="presets-label">
              {t('assistant.presets')}
            </span>
            <div className="preset-row" role="group" aria-labelledby="presets-label">
              {ASSISTANT_PRESETS.map((preset) => (
                <button
                  key={preset.id}
                  type="button"
                  className={`chip${baseUrl === preset.base_url ? ' chip--on' : ''}`}
                  onClick={() => setBaseUrl(preset.base_url)}
                  aria-pressed={baseUrl === preset.base_url}
                >
                  {preset.label}
                </button>
              ))}
            </div>
          </div>
          <div className="field">
            <label htmlFor="assistant-url">{t('assistant.endpoint')}</label>
            <input
              id="assistant-url"
              type="url"
              value={baseUrl}
              onChange={(event) => setBaseUrl(event.target.value)}
              placeholder={ENDPOINT_PLACEHOLDER}
              spellCheck={false}
              autoComplete="off"
            />
            {errors['base_url'] !== undefined ? <p className="field-error">{errors['base_url']}</p> : null}
          </div>
          <div className="field">
            <label htmlFor="assistant-model">{t('assistant.model')}</label>
            <input
              id="assistant-model"
              type="text"
              value={model}
              onChange={(event) => setModel(event.target.value)}
              placeholder={MODEL_PLACEHOLDER}
              spellCheck={false}
              autoComplete="off"
              list="assistant-models"
            />
            {test.state === 'done' && test.result.ok ? (
              <datalist id="assistant-models">
                {test.result.models.map((m) => (
                  <option key={m} value={m} />
                ))}
              </datalist>
            ) : null}
            {errors['model'] !== undefined ? <p className="field-error">{errors['model']}</p> : null}
          </div>
          <div className="field">
            <label htmlFor="assistant-key">{t('assistant.apiKey')}</label>
            <span className="token-status">
              {assistant.has_api_key ? <span className="tag tag--ok">{t('assistant.keySaved')}</span> : <span className="tag">{t('assistant.noKey')}</span>}
            </span>
            <input
              id="assistant-key"
              ref={key}
              type="password"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setKeyTyped(event.target.value.trim() !== '')}
              placeholder={assistant.has_api_key ? t('assistant.keyPlaceholderReplace') : t('assistant.keyPlaceholder')}
            />
            {errors['api_key'] !== undefined ? <p className="field-error">{errors['api_key']}</p> : null}
          </div>
          {assistant.engine === 'openai-compatible' && !assistant.endpoint_is_local ? (
            <Note tone="warn" testId="remote-note">
              {rich('assistant.remote', { host: assistant.remote_host ?? '', b: bold })}
            </Note>
          ) : null}
        </>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={!changed || saveState?.state === 'saving'}>
          {t('assistant.save')}
        </button>
        <button type="button" className="button" onClick={() => void onTest()} disabled={test.state === 'testing' || assistant.engine !== 'openai-compatible'}>
          {test.state === 'testing' ? t('assistant.testing') : t('assistant.test')}
        </button>
        <SaveNote state={saveState?.state} message={saveState?.message} />
      </div>
      {test.state === 'done' ? (
        test.result.ok ? (
          <>
            <p className="test-result test-result--ok" role="status" data-testid="assistant-test-result">
              <Icon name="check" />{' '}
              {t('assistant.answered', {
                count: test.result.models.length,
                models: new Intl.ListFormat(currentLocale(), { type: 'unit' }).format(test.result.models.slice(0, 5)),
              })}
            </p>
            <ServerReport server={test.result.server} model={assistant.model} prompt={test.result.prompt} onPick={setModel} />
          </>
        ) : (
          <p className="test-result test-result--failed" role="alert">
            <Icon name="warning" /> {assistantTestSentence(test.result.error)}
          </p>
        )
      ) : callFailed !== null ? (
        <p className="test-result test-result--failed" role="alert">
          <Icon name="warning" /> {callFailed}
        </p>
      ) : null}
    </form>
  );
}
