/** The connection status line: one state, in words, linking to settings when there is something to fix. */
import { STATUS_TEXT, statusKind, useConnection } from '../stores/connection.js';
import { useLink } from '../stores/link.js';
import '../styles/status-line-layout.css';
import { t } from '../i18n/index.js';
import { Icon } from './Icon.js';

export function StatusLine({ onOpenSettings }: { onOpenSettings?: () => void }) {
  const ha = useConnection((s) => s.ha);
  const loadError = useConnection((s) => s.loadError);
  const link = useLink((s) => s.link);
  const kind = link === 'reconnecting' || link === 'gone' ? 'app-unreachable' : statusKind(ha, loadError);
  const tone =
    kind === 'ok' ? 'ok' : kind === 'unknown' || kind === 'loading' ? 'neutral' : kind === 'not-configured' || kind === 'disabled' ? 'attention' : 'problem';
  const text = t(
    link === 'gone' ? 'status.gone' : link === 'reconnecting' ? 'status.reconnecting' : link === 'unauthorized' ? 'status.unauthorized' : STATUS_TEXT[kind],
  );
  // These say what to do next ("…then close this tab"): clipped, the instruction would be lost.
  const whole = link === 'gone' || link === 'unauthorized';
  const detail = kind === 'auth-failed' || kind === 'token-unreadable' ? ha?.connection_message : undefined;
  // "Set up — not contacted yet" has nothing to fix: it is contacted when the household first asks.
  const fixable = kind !== 'ok' && kind !== 'loading' && kind !== 'app-unreachable' && kind !== 'unknown';
  return (
    <div className={`status-line status-line--${tone}`} data-testid="status-line" data-status={kind}>
      <span className="status-line__dot" aria-hidden="true" />
      <p role="status" className={`status-line__text${whole ? ' status-line__text--whole' : ''}`} title={detail ? `${text} — ${detail}` : text}>
        {text}
        {detail ? <span className="status-line__detail"> — {detail}</span> : null}
      </p>
      {onOpenSettings !== undefined ? (
        <a
          className={`status-line__link${fixable ? ' status-line__link--fix' : ''}`}
          href="settings.html"
          onClick={(event) => {
            event.preventDefault();
            onOpenSettings();
          }}
        >
          <Icon name="gear" />
          {t(
            fixable
              ? kind === 'not-configured'
                ? 'status.linkSetUp'
                : kind === 'disabled'
                  ? 'status.linkReadAccess'
                  : 'status.linkFix'
              : 'status.linkSettings',
          )}
        </a>
      ) : null}
    </div>
  );
}
