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
import { newestFirst, useConfirmations } from '../stores/confirmations.js';
import { useConnection } from '../stores/connection.js';

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
  const [last, setLast] = useState<string | null>(null);

  const ordered = useMemo(() => {
    const focus = focusConversation();
    const sorted = newestFirst(pending);
    if (focus === null) return sorted;
    return [...sorted.filter((p) => p.conversation_id === focus), ...sorted.filter((p) => p.conversation_id !== focus)];
  }, [pending]);

  const context = useMemo(
    () => ({ nameOf: () => undefined, allowlistedCount: ha?.allowlisted_entities.length ?? null, remoteHost: assistant?.remote_host ?? null }),
    [ha?.allowlisted_entities.length, assistant?.remote_host],
  );

  const answer = useCallback(
    (item: PendingListItem, approve: boolean) => {
      void resolve(item.conversation_id, item.token, approve).then((turn) => {
        if (turn?.reply) setLast(turn.reply);
      });
    },
    [resolve],
  );

  return (
    <div className="app app--popup">
      <header className="popup-header">
        <h1>
          <Icon name="shield" /> Waiting for your approval
        </h1>
        <span className="count-badge" aria-label={`${ordered.length} waiting`}>
          {ordered.length}
        </span>
      </header>
      <main id="main" className="popup-main">
        <p className="visually-hidden" role="status">
          {last ?? ''}
        </p>
        {last !== null ? (
          <p className="popup-last" data-testid="popup-last">
            <Icon name="check" /> {last}
          </p>
        ) : null}
        {loadError !== null ? (
          <p className="error-banner" role="alert">
            <Icon name="warning" /> {loadError}
          </p>
        ) : null}
        {loaded && ordered.length === 0 ? (
          <div className="popup-empty">
            <Icon name="check" />
            <p>Nothing is waiting for your approval.</p>
          </div>
        ) : null}
        <ul className="popup-list" aria-label="Requests waiting for approval">
          {ordered.map((item) => (
            <li key={item.token}>
              <ConfirmationCard
                copy={describeProposal(item, context)}
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
