/** The "Demo" badge every window of `npm run demo` wears, so nobody mistakes the demo home for theirs. */
import '../styles/demo-badge.css';
import { isDemo } from '../bridge/demo-flag.js';
import { t } from '../i18n/index.js';

export function DemoBadge() {
  if (!isDemo()) return null;
  return (
    <span className="demo-badge" data-testid="demo-badge" title={t('app.demoBadgeTitle')}>
      {t('app.demoBadge')}
    </span>
  );
}
