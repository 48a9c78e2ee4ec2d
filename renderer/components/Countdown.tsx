/** A confirmation's live expiry countdown ("Expires in 1:42"), quiet for screen readers. */
import { formatCountdown, secondsLeft, spokenDuration } from '../lib/time.js';
import { Icon } from './Icon.js';
import { useNow } from './useNow.js';
import { rich, t } from '../i18n/index.js';

export function Countdown({ expiresAt }: { expiresAt: string }) {
  const now = useNow();
  const left = secondsLeft(expiresAt, now);
  const urgent = left <= 15;
  return (
    <span
      className={`countdown${urgent ? ' countdown--urgent' : ''}`}
      role="timer"
      aria-live="off"
      aria-label={left > 0 ? t('card.expiresInSpoken', { time: spokenDuration(left) }) : t('card.expired')}
    >
      <Icon name="clock" />
      {left > 0 ? (
        <span>{rich('card.expiresIn', { time: formatCountdown(left), value: (chunks) => <span className="countdown__value">{chunks}</span> })}</span>
      ) : (
        <span>{t('card.expired')}</span>
      )}
    </span>
  );
}

/** True once `expiresAt` has passed on this window's clock. */
export function useExpired(expiresAt: string): boolean {
  const now = useNow();
  return secondsLeft(expiresAt, now) === 0;
}
