/**
 * The quick-ask shortcut (issue 15, item 4), in Electron only: the global shortcut that opens the
 * quick-ask window, whether the system accepted it, and — when it did not (another app holds it,
 * or the desktop refuses global shortcuts) — why, with another one to try. The browser host has
 * no global shortcut, so there this shows nothing.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { QuickAskShortcutStatus } from '../../common/contract/types.js';
import { BridgeError } from '../../common/bridge/bridge-error.js';
import { Icon } from '../components/Icon.js';

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

  if (api === undefined || status === null) return null;

  const apply = async (accelerator: string) => {
    setError(null);
    try {
      const next = await api.setShortcut(accelerator);
      setStatus(next);
      if (next.registered || accelerator === '') setDraft(next.accelerator);
    } catch (reason) {
      setError(BridgeError.from(reason).message);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply(draft.trim());
  };

  return (
    <section className="settings-group" aria-labelledby="quick-ask-title" data-testid="quick-ask-shortcut">
      <h3 id="quick-ask-title">Quick ask from anywhere</h3>
      <p className="muted">A shortcut opens a small window to ask in a few words; every card still needs your approval.</p>
      {status.registered ? (
        <p role="status">
          <Icon name="check" /> {readableShortcut(status.accelerator)} opens quick ask.
        </p>
      ) : status.accelerator === '' ? (
        <p role="status">The shortcut is off. “Quick ask…” in the tray menu still opens it.</p>
      ) : (
        <div className="error-banner" role="alert">
          <p>
            <Icon name="warning" /> {status.problem}
          </p>
          {status.alternative !== null ? (
            <button type="button" onClick={() => void apply(status.alternative!)}>
              Use {readableShortcut(status.alternative)} instead
            </button>
          ) : null}
        </div>
      )}
      <form onSubmit={submit} className="field-row">
        <label htmlFor="quick-ask-accelerator">Shortcut</label>
        <input id="quick-ask-accelerator" className="mono" value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={64} />
        <button type="submit">Save shortcut</button>
      </form>
      {error !== null ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
