/**
 * The quick-confirm popup: every confirmation waiting, newest first, each naming the entity and
 * the effect, with Approve / Deny. Approving here resumes the turn in main, which pushes it to
 * the chat window too. Opened on one conversation (`?conversation_id=`), that card comes first.
 */
import { useCallback, useMemo, useState } from 'react';
import type { PendingListItem } from '../../common/contract/types.js';
import { ConfirmationCard } from '../components/ConfirmationCard.js';
import { Icon } from '../components/Icon.js';
import { describeProposal } from '../lib/describe.js';
import { newestFirst, outcomeOf, useConfirmations } from '../stores/confirmations.js';
import { useConnection } from '../stores/connection.js';
import { t } from '../i18n/index.js';

function focusConversation(): string | null {
  return new URLSearchParams(window.location.search).get('conversation_id');
}

export function PopupApp() {
  const pending = useConfirmations((s) => s.pending);
  const loaded = useConfirmations((s) => s.loaded);
  const loadError = useConfirmations((s) => s.loadError);
  const resolutions = useConfirmations((s) => s.resolutions);
  const resolve = useConfirmations((s) => s.resolve);
  const ha = useConnection((s) => s.ha);
  const assistant = useConnection((s) => s.assistant);
  const [last, setLast] = useState<{ text: string; done: boolean } | null>(null);

  const ordered = useMemo(() => {
    const focus = focusConversation();
    const sorted = newestFirst(pending);
    if (focus === null) return sorted;
    return [...sorted.filter((p) => p.conversation_id === focus), ...sorted.filter((p) => p.conversation_id !== focus)];
  }, [pending]);

  // An answered request leaves the list at once (a late approval's refusal leaves no dead buttons behind).
  const live = ordered.filter((p) => resolutions[p.token] === undefined || resolutions[p.token]!.state === 'sending');

  const context = useMemo(
    () => ({ nameOf: () => undefined, allowlistedCount: ha?.allowlisted_entities.length ?? null, remoteHost: assistant?.remote_host ?? null }),
    [ha?.allowlisted_entities.length, assistant?.remote_host],
  );

  const answer = useCallback(
    (item: PendingListItem, approve: boolean) => {
      void resolve(item.conversation_id, item.token, approve).then((turn) => {
        // Decided by the outcome, never the reply's words: only a change Home Assistant confirmed is a success.
        if (turn?.reply) setLast({ text: turn.reply, done: outcomeOf(turn, approve) === 'approved' && turn.capability_events.at(-1)?.outcome === 'executed' });
        else {
          const failed = useConfirmations.getState().resolutions[item.token];
          if (failed?.state === 'failed' && failed.message !== undefined) setLast({ text: failed.message, done: false });
        }
      });
    },
    [resolve],
  );

  return (
    <div className="app app--popup">
      <header className="popup-header">
        <h1>
          <Icon name="shield" /> {t('popup.title')}
        </h1>
        {/* Without the list (no valid host token, the app not answering) a count or "nothing is waiting" would be a guess. */}
        {loadError === null ? (
          <span className="count-badge" aria-label={t('popup.count', { count: live.length })} data-testid="popup-count">
            {live.length}
          </span>
        ) : null}
      </header>
      <main id="main" className="popup-main">
        <p className="visually-hidden" role="status">
          {last?.text ?? ''}
        </p>
        {last !== null ? (
          <p className={`popup-last${last.done ? '' : ' popup-last--problem'}`} data-testid="popup-last" data-tone={last.done ? 'done' : 'problem'}>
            <Icon name={last.done ? 'check' : 'warning'} /> {last.text}
          </p>
        ) : null}
        {loadError !== null ? (
          <p className="error-banner" role="alert">
            <Icon name="warning" /> {loadError}
          </p>
        ) : null}
        {loaded && loadError === null && live.length === 0 ? (
          <div className="popup-empty">
            <Icon name="check" />
            <p>{t('popup.nothing')}</p>
          </div>
        ) : null}
        <ul className="popup-list" aria-label={t('popup.list')}>
          {live.map((item) => (
            <li key={item.token}>
              {item.question !== undefined ? (
                <p className="card-question" data-testid="card-question">
                  {t('card.question', { question: item.question })}
                </p>
              ) : null}
              <ConfirmationCard
                copy={describeProposal(item, { ...context, nameOf: (id) => item.names?.[id] })}
                expiresAt={item.expires_at}
                {...(resolutions[item.token] !== undefined ? { resolution: resolutions[item.token]! } : {})}
                onAnswer={(approve) => answer(item, approve)}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
