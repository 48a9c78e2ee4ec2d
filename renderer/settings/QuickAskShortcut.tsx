/**
 * The quick-ask shortcut (docs/architecture.md §7a), in Electron only: the global shortcut that
 * opens the quick-ask window, whether the system accepted it, and — when it did not (another app
 * holds it, or the desktop refuses global shortcuts) — why, with another one to try. A browser tab
 * can't register a global shortcut, so in the browser host this only says where it is set.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { QuickAskShortcutStatus } from '../../common/contract/types.js';
import { Icon } from '../components/Icon.js';
import { Note } from '../components/Note.js';
import { useLink } from '../stores/link.js';
import { t } from '../i18n/index.js';
import { requestErrorSentence } from '../lib/request-errors.js';

interface QuickAskApi {
  shortcut(): Promise<QuickAskShortcutStatus>;
  setShortcut(accelerator: string): Promise<QuickAskShortcutStatus>;
}

function quickAskApi(): QuickAskApi | undefined {
  return (window.sovereign as unknown as { quickAsk?: QuickAskApi } | undefined)?.quickAsk;
}

/** Electron's accelerator words, as the household reads them on this computer. */
export function readableShortcut(accelerator: string, mac = /Mac/.test(navigator.platform)): string {
  return accelerator.replace(/CommandOrControl|CmdOrCtrl/g, mac ? 'Cmd' : 'Ctrl').replace(/\+/g, ' + ');
}

export function QuickAskShortcut() {
  const api = quickAskApi();
  const inBrowser = useLink((s) => s.mode) === 'browser';
  const [status, setStatus] = useState<QuickAskShortcutStatus | null>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (api === undefined) return;
    void api.shortcut().then((s) => {
      setStatus(s);
      setDraft(s.accelerator);
    });
  }, [api]);

  if (api === undefined && inBrowser) {
    return (
      <section className="panel" aria-labelledby="quick-ask-title" data-testid="quick-ask-shortcut">
        <h3 id="quick-ask-title">{t('shortcut.title')}</h3>
        <p className="muted">{t('shortcut.lead')}</p>
        <Note>{t('shortcut.browserHost')}</Note>
      </section>
    );
  }
  if (api === undefined || status === null) return null;

  const apply = async (accelerator: string) => {
    setError(null);
    try {
      const next = await api.setShortcut(accelerator);
      setStatus(next);
      if (next.registered || accelerator === '') setDraft(next.accelerator);
    } catch (reason) {
      setError(requestErrorSentence(reason));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply(draft.trim());
  };

  return (
    <section className="panel" aria-labelledby="quick-ask-title" data-testid="quick-ask-shortcut">
      <h3 id="quick-ask-title">{t('shortcut.title')}</h3>
      <p className="muted">{t('shortcut.lead')}</p>
      {status.registered ? (
        <p role="status">
          <Icon name="check" /> {t('shortcut.registered', { shortcut: readableShortcut(status.accelerator) })}
        </p>
      ) : status.accelerator === '' ? (
        <p role="status">{t('shortcut.off')}</p>
      ) : (
        <div className="error-banner" role="alert">
          <p>
            <Icon name="warning" /> {status.problem}
          </p>
          {status.alternative !== null ? (
            <button type="button" onClick={() => void apply(status.alternative!)}>
              {t('shortcut.useInstead', { shortcut: readableShortcut(status.alternative) })}
            </button>
          ) : null}
        </div>
      )}
      <form onSubmit={submit} className="field-row">
        <label htmlFor="quick-ask-accelerator">{t('shortcut.label')}</label>
        <input id="quick-ask-accelerator" className="mono" value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={64} />
        <button type="submit">{t('shortcut.save')}</button>
      </form>
      {error !== null ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
