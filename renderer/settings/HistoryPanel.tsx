/**
 * Conversation history (DESIGN §8.7): how long conversations are kept on this computer, how
 * many there are, and "Clear history". The history holds what Home Assistant answered (states,
 * history values) — unlike the audit, which never does — so the household decides how long.
 */
import { useEffect, useState } from 'react';
import type { HistoryView } from '../../common/contract/types.js';
import { sovereign } from '../bridge/install.js';
import { Note } from '../components/Note.js';
import { t } from '../i18n/index.js';
import { requestErrorSentence } from '../lib/request-errors.js';
import { historyProblemSentence } from '../lib/history-problem.js';

const CHOICES = [1, 7, 30, 90, 365];

export function HistoryPanel() {
  const [view, setView] = useState<HistoryView | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void sovereign()
      .history.get()
      .then(setView, (reason: unknown) => setMessage(requestErrorSentence(reason)));
  }, []);

  const apply = (request: Promise<HistoryView>, done: string) =>
    void request.then(
      (next) => {
        setView(next);
        setMessage(done);
      },
      (reason: unknown) => setMessage(requestErrorSentence(reason)),
    );

  const count = view?.conversations.length ?? 0;
  return (
    <div className="panel" data-testid="history-panel">
      <div className="panel__head">
        <h3>{t('historyPanel.title')}</h3>
      </div>
      <p className="muted">{t('historyPanel.lead', { count })}</p>
      {view?.problem !== undefined ? <Note tone="warn">{historyProblemSentence(view.problem)}</Note> : null}
      <div className="field">
        <label htmlFor="history-retention">{t('historyPanel.keep')}</label>
        <select
          id="history-retention"
          value={view?.retention_days ?? 30}
          disabled={view === null}
          onChange={(event) => apply(sovereign().history.setRetention(Number(event.target.value)), t('historyPanel.saved'))}
        >
          {CHOICES.map((days) => (
            <option key={days} value={days}>
              {t('historyPanel.days', { days })}
            </option>
          ))}
        </select>
      </div>
      <div className="form__actions">
        {confirming ? (
          <>
            <span>{t('historyPanel.confirm')}</span>
            <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
              {t('historyPanel.keepThem')}
            </button>
            <button
              type="button"
              className="button button--action"
              onClick={() => {
                setConfirming(false);
                apply(sovereign().history.clear(), t('historyPanel.cleared'));
              }}
            >
              {t('historyPanel.clear')}
            </button>
          </>
        ) : (
          <button type="button" className="button button--quiet" disabled={count === 0} onClick={() => setConfirming(true)}>
            {t('historyPanel.clearAsk')}
          </button>
        )}
      </div>
      <p role="status" className="muted" data-testid="history-status">
        {message}
      </p>
    </div>
  );
}
