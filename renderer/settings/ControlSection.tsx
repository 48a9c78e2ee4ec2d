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
import { useEntities, type PickerEntity } from '../stores/entities.js';
import { useSettings } from '../stores/settings.js';
import { AllowlistSaveBar } from './AllowlistSaveBar.js';
import { EntitiesGate } from './ReadAccessSection.js';
import { EntityPicker } from './EntityPicker.js';
import { SaveNote, Toggle } from './Toggle.js';

export function ControlSection({ ha }: { ha: PublicHomeAssistantConfig }) {
  const save = useSettings((s) => s.saveHomeAssistant);
  const toggleState = useSettings((s) => s.saves['control-toggle']);
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
    offeredList.sort((a, b) => a.friendly_name.localeCompare(b.friendly_name));
    return { offered: offeredList, excluded: [...excludedByDomain.entries()].sort((a, b) => b[1] - a[1]) };
  }, [read, byId]);

  return (
    <>
      <div className="panel">
        <Toggle
          on={ha.control_enabled}
          label="Let the assistant switch things on and off"
          description="Separate from reading. When on, the assistant may ask to turn the lights and switches ticked below on or off — you approve each one."
          busy={toggleState?.state === 'saving'}
          onChange={(on) => void save('control-toggle', { control_enabled: on })}
          testId="control-toggle"
        />
        <SaveNote state={toggleState?.state} message={toggleState?.message} />
      </div>
      <div className="panel">
        <h3>Lights and switches the assistant may control</h3>
        <div className="note" data-testid="control-why">
          <Icon name="shield" />
          <div>
            <p>
              Only <strong>lights and switches</strong> can ever be controlled: turning them on or off is immediately reversible. Locks, alarms, covers and garage doors, cameras and
              thermostats are never offered.
            </p>
            <p>Only entities you already let the assistant read appear here. To add one, tick it under Read access first.</p>
            {excluded.length > 0 ? (
              <p className="muted">
                Not offered from your read list:{' '}
                {excluded.map(([domain, n], i) => (
                  <span key={domain}>
                    {i > 0 ? ', ' : ''}
                    {n} {domainLabel(domain).toLowerCase()}
                  </span>
                ))}
                .
              </p>
            ) : null}
          </div>
        </div>
        <EntitiesGate ha={ha}>
          {offered.length === 0 ? (
            <p className="picker__empty" data-testid="control-empty">
              None of the entities on your read list is a light or a switch.
            </p>
          ) : (
            <EntityPicker entities={offered} checked={controlSet} onChange={setControl} purpose="lights and switches the assistant may control" errors={errors ?? {}} testId="control-picker" height={312} />
          )}
        </EntitiesGate>
      </div>
      <AllowlistSaveBar />
    </>
  );
}
