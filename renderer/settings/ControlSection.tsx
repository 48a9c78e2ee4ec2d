/**
 * Control (RFC-0019): its own toggle, and a picker limited to light and switch entities already on
 * the read list — saying why everything else is absent. Locks, covers, climate and the rest are
 * never offered, whatever the read list holds.
 */
import { useMemo } from 'react';
import type { PublicHomeAssistantConfig } from '../../common/contract/types.js';
import { Icon } from '../components/Icon.js';
import { domainLabel, domainOf, isControllableDomain } from '../lib/entities.js';
import { useAllowlist } from '../stores/allowlist.js';
import { natural, useEntities, type PickerEntity } from '../stores/entities.js';
import { useSettings } from '../stores/settings.js';
import { EntitiesGate } from './ReadAccessSection.js';
import { EntityPicker } from './EntityPicker.js';
import { Toggle } from './Toggle.js';
import { rich, t } from '../i18n/index.js';

export function ControlSection({ ha }: { ha: PublicHomeAssistantConfig }) {
  const controlEnabled = useAllowlist((s) => s.controlEnabled);
  const setControlEnabled = useAllowlist((s) => s.setControlEnabled);
  const saveState = useSettings((s) => s.saves.allowlists);
  const byId = useEntities((s) => s.byId);
  const read = useAllowlist((s) => s.read);
  const controlSet = useAllowlist((s) => s.controlSet);
  const setControl = useAllowlist((s) => s.setControl);
  const errors = saveState?.state === 'failed' ? saveState.errors?.entities['controllable_entities'] : undefined;

  const { offered, excluded } = useMemo(() => {
    const offeredList: PickerEntity[] = [];
    const excludedByDomain = new Map<string, number>();
    for (const id of read) {
      const domain = domainOf(id);
      if (!isControllableDomain(domain)) {
        excludedByDomain.set(domain, (excludedByDomain.get(domain) ?? 0) + 1);
        continue;
      }
      const entity = byId.get(id);
      if (entity !== undefined) offeredList.push(entity);
    }
    offeredList.sort((a, b) => natural.compare(a.friendly_name, b.friendly_name));
    return { offered: offeredList, excluded: [...excludedByDomain.entries()].sort((a, b) => b[1] - a[1]) };
  }, [read, byId]);

  return (
    <>
      <div className="panel">
        <Toggle
          on={controlEnabled}
          label={t('control.switch')}
          description={t('control.switchHelp')}
          busy={saveState?.state === 'saving'}
          onChange={setControlEnabled}
          testId="control-toggle"
        />
      </div>
      <div className="panel">
        <h3>{t('control.listTitle')}</h3>
        <div className="note" data-testid="control-why">
          <Icon name="shield" />
          <div>
            <p>{rich('control.why', { b: (chunks) => <strong>{chunks}</strong> })}</p>
            <p>{t('control.onlyShared')}</p>
            {excluded.length > 0 ? (
              <p className="muted" data-testid="control-not-offered">
                {t('control.notOffered', {
                  list: new Intl.ListFormat(undefined, { type: 'conjunction' }).format(
                    excluded.map(([domain, n]) => t('domain.counted', { domain, count: n, label: domainLabel(domain).toLowerCase() })),
                  ),
                })}
              </p>
            ) : null}
          </div>
        </div>
        <EntitiesGate ha={ha}>
          {offered.length === 0 ? (
            <p className="picker__empty" data-testid="control-empty">
              {t('control.none')}
            </p>
          ) : (
            <EntityPicker
              entities={offered}
              checked={controlSet}
              onChange={setControl}
              purpose={t('control.purpose')}
              errors={errors ?? {}}
              testId="control-picker"
              height={312}
            />
          )}
        </EntitiesGate>
      </div>
    </>
  );
}
