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
import { EntityPicker } from './EntityPicker.js';
import { Toggle } from './Toggle.js';
import { t } from '../i18n/index.js';

export function EntitiesGate({ ha, children }: { ha: PublicHomeAssistantConfig; children: ReactNode }) {
  const status = useEntities((s) => s.status);
  const error = useEntities((s) => s.error);
  const load = useEntities((s) => s.load);
  const configured = ha.base_url !== '' && ha.has_access_token;
  useEffect(() => {
    if (configured && status === 'idle') void load();
  }, [configured, status, load]);
  if (!configured) {
    return <Note>{t('read.connectFirst')}</Note>;
  }
  if (status === 'failed') {
    return (
      <Note tone="warn" role="alert">
        <p>{t('read.loadFailed', { error: error ?? '' })}</p>
        <p>
          <button type="button" className="button button--small" onClick={() => void load()}>
            {t('read.tryAgain')}
          </button>
        </p>
      </Note>
    );
  }
  if (status !== 'ready') {
    return (
      <div className="note" role="status">
        <progress aria-label={t('read.loading')} />
        <span>{t('read.loading')}</span>
      </div>
    );
  }
  return <>{children}</>;
}

export function ReadAccessSection({ ha }: { ha: PublicHomeAssistantConfig }) {
  const enabled = useAllowlist((s) => s.enabled);
  const setEnabled = useAllowlist((s) => s.setEnabled);
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
          on={enabled}
          label={t('read.switch')}
          description={t('read.switchHelp')}
          busy={saveState?.state === 'saving'}
          onChange={setEnabled}
          testId="read-toggle"
        />
      </div>
      <div className="panel">
        <h3>{t('read.listTitle')}</h3>
        <p className="muted">{t('read.listHelp')}</p>
        <EntitiesGate ha={ha}>
          {missing.length > 0 ? (
            <div className="missing" data-testid="missing">
              <h4>
                <Icon name="warning" /> {t('read.missingTitle')}
              </h4>
              <p className="muted">{t('read.missingHelp')}</p>
              <ul>
                {missing.map((id) => (
                  <li key={id}>
                    <span className="mono">{id}</span>
                    <span className="tag tag--warn">{t('read.missingTag')}</span>
                    <button
                      type="button"
                      className="button button--small button--quiet"
                      onClick={() => setRead([id], false)}
                      aria-label={t('read.removeLabel', { id })}
                    >
                      {t('read.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {namesSource === 'friendly-names' ? (
            <Note tone="warn" testId="names-fallback-read" role="status">
              {t('read.namesFallback', { note: namesNote ?? t('room.namesFallbackDefault') })}
            </Note>
          ) : null}
          <EntityPicker entities={entities} checked={readSet} onChange={setRead} purpose={t('read.purpose')} errors={errors ?? {}} testId="read-picker" />
        </EntitiesGate>
      </div>
    </>
  );
}
