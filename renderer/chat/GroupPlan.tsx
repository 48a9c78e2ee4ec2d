/**
 * A several-device request's plan, above its current card: what it turns on or off, which devices,
 * and this card's place ("Turning off 4 devices: Kitchen Ceiling, Hall and Landing and 1 more … 1 of
 * 4"). RFC-0019 confirms one action at a time, so each device still has its own card; the plan says
 * so, and that Deny stops the rest (the engine ends the request on a denial).
 */
import type { TurnResponse } from '../../common/contract/types.js';
import { currentLocale, t } from '../i18n/index.js';
import { displayName, type NameLookup } from '../lib/entities.js';

/** At most this many devices are named; the rest are counted. */
const NAMED = 3;

export function GroupPlan({ progress, ids, nameOf }: { progress: NonNullable<TurnResponse['progress']>; ids: readonly string[]; nameOf: NameLookup }) {
  const names = ids.slice(0, NAMED).map((id) => displayName(id, nameOf));
  return (
    <div className="card-group" data-testid="card-group">
      {ids.length > 1 ? (
        <p className="card-group__plan">
          {t('card.group', {
            state: progress.state ?? 'other',
            of: progress.of,
            names: new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(names),
            more: Math.max(0, progress.of - names.length),
          })}
        </p>
      ) : null}
      <p className="muted card-place" data-testid="card-place">
        {t('card.place', { place: progress.place, of: progress.of })}
      </p>
    </div>
  );
}
