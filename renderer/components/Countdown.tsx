/** A confirmation's live expiry countdown ("Expires in 1:42"), quiet for screen readers. */
import { formatCountdown, secondsLeft, spokenDuration } from '../lib/time.js';
import { Icon } from './Icon.js';
import { useNow } from './useNow.js';

export function Countdown({ expiresAt }: { expiresAt: string }) {
  const now = useNow();
  const left = secondsLeft(expiresAt, now);
  const urgent = left <= 15;
  return (
    <span className={`countdown${urgent ? ' countdown--urgent' : ''}`} role="timer" aria-live="off" aria-label={left > 0 ? `Expires in ${spokenDuration(left)}` : 'Expired'}>
      <Icon name="clock" />
      {left > 0 ? (
        <span>
          Expires in <span className="countdown__value">{formatCountdown(left)}</span>
        </span>
      ) : (
        <span>Expired</span>
      )}
    </span>
  );
}

/** True once `expiresAt` has passed on this window's clock. */
export function useExpired(expiresAt: string): boolean {
  const now = useNow();
  return secondsLeft(expiresAt, now) === 0;
}
