/**
 * Read access (RFC-0018): the toggle, and the picker of entities the assistant may read. Allowlisted
 * entities Home Assistant no longer has are listed as missing, with a way to remove them.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import type { PublicHomeAssistantConfig } from '../../common/contract/types.js';
import { Icon } from '../components/Icon.js';
import { Note } from '../components/Note.js';
import { useAllowlist } from '../stores/allowlist.js';
import { useEntities } from '../stores/entities.js';
import { useSettings } from '../stores/settings.js';
import { AllowlistSaveBar } from './AllowlistSaveBar.js';
import { EntityPicker } from './EntityPicker.js';
import { SaveNote, Toggle } from './Toggle.js';

export function EntitiesGate({ ha, children }: { ha: PublicHomeAssistantConfig; children: ReactNode }) {
  const status = useEntities((s) => s.status);
  const error = useEntities((s) => s.error);
  const load = useEntities((s) => s.load);
  const configured = ha.base_url !== '' && ha.has_access_token;
  useEffect(() => {
    if (configured && status === 'idle') void load();
  }, [configured, status, load]);
  if (!configured) {
    return (
      <Note>Connect to Home Assistant first (Connection), then choose entities here.</Note>
    );
  }
  if (status === 'failed') {
    return (
      <Note tone="warn" role="alert">
        <p>Couldn't load entities from Home Assistant: {error}</p>
        <p>
          <button type="button" className="button button--small" onClick={() => void load()}>
            Try again
          </button>
        </p>
      </Note>
    );
  }
  if (status !== 'ready') {
    return (
      <div className="note" role="status">
        <progress aria-label="Loading entities" />
        <span>Loading entities from Home Assistant…</span>
      </div>
    );
  }
  return <>{children}</>;
}

export function ReadAccessSection({ ha }: { ha: PublicHomeAssistantConfig }) {
  const save = useSettings((s) => s.saveHomeAssistant);
  const toggleState = useSettings((s) => s.saves['read-toggle']);
  const saveState = useSettings((s) => s.saves.allowlists);
  const entities = useEntities((s) => s.entities);
  const byId = useEntities((s) => s.byId);
  const status = useEntities((s) => s.status);
  const namesSource = useEntities((s) => s.namesSource);
  const namesNote = useEntities((s) => s.namesNote);
  const read = useAllowlist((s) => s.read);
  const readSet = useAllowlist((s) => s.readSet);
  const setRead = useAllowlist((s) => s.setRead);
  const errors = saveState?.state === 'failed' ? saveState.errors?.entities['allowlisted_entities'] : undefined;
  const missing = useMemo(() => (status === 'ready' ? read.filter((id) => !byId.has(id)) : []), [status, read, byId]);

  return (
    <>
      <div className="panel">
        <Toggle
          on={ha.enabled}
          label="Let the assistant read Home Assistant"
          description="When on, the assistant may ask to read the entities ticked below — and you approve every read."
          busy={toggleState?.state === 'saving'}
          onChange={(on) => void save('read-toggle', { enabled: on })}
          testId="read-toggle"
        />
        <SaveNote state={toggleState?.state} message={toggleState?.message} />
      </div>
      <div className="panel">
        <h3>Entities the assistant may read</h3>
        <p className="muted">Only these are ever named to the assistant. Their states are read only when you approve a request.</p>
        <EntitiesGate ha={ha}>
          {missing.length > 0 ? (
            <div className="missing" data-testid="missing">
              <h4>
                <Icon name="warning" /> No longer in Home Assistant
              </h4>
              <p className="muted">These are on your list, but Home Assistant doesn't have them any more (renamed or removed).</p>
              <ul>
                {missing.map((id) => (
                  <li key={id}>
                    <span className="mono">{id}</span>
                    <span className="tag tag--warn">Missing</span>
                    <button type="button" className="button button--small button--quiet" onClick={() => setRead([id], false)} aria-label={`Remove ${id} from the list`}>
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {namesSource === 'friendly-names' ? (
            <Note tone="warn" testId="names-fallback-read" role="status">
              {namesNote ?? "Home Assistant's areas and aliases couldn't be read"} — the assistant understands these by their names only.
            </Note>
          ) : null}
          <EntityPicker entities={entities} checked={readSet} onChange={setRead} purpose="entities the assistant may read" errors={errors ?? {}} testId="read-picker" />
        </EntitiesGate>
      </div>
      <AllowlistSaveBar />
    </>
  );
}
