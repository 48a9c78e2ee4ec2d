/**
 * The one Save bar, so there is one way to save: every pending change to what the assistant may
 * read and control — the two switches included — named, and saved together in one `saveConfig`;
 * main validates the whole (control ⊆ read, light/switch only) and its refusals come back per
 * entity. Shown on every settings section, so a change is never out of sight; closing the window
 * with unsaved changes asks first.
 */
import { useEffect, useState } from 'react';
import { Icon } from '../components/Icon.js';
import { useShallow } from 'zustand/react/shallow';
import { changeCount, isDirty, pendingChanges, useAllowlist } from '../stores/allowlist.js';
import { useSettings } from '../stores/settings.js';
import { rich, t } from '../i18n/index.js';

export async function saveAllowlists(): Promise<void> {
  const { read, control, enabled, controlEnabled } = useAllowlist.getState();
  const ok = await useSettings
    .getState()
    .saveHomeAssistant('allowlists', { enabled, control_enabled: controlEnabled, allowlisted_entities: read, controllable_entities: control });
  const ha = useSettings.getState().ha;
  if (ok && ha !== null)
    useAllowlist.getState().adopt(ha.allowlisted_entities, ha.controllable_entities, { enabled: ha.enabled, controlEnabled: ha.control_enabled });
}

/** How long "Allowlists saved." stays before the bar gets out of the way of the rows under it. */
export const SAVED_NOTICE_MS = 4000;

export function AllowlistSaveBar() {
  const dirty = useAllowlist(isDirty);
  const changes = useAllowlist(changeCount);
  const named = useAllowlist(useShallow(pendingChanges));
  useEffect(() => {
    if (!dirty) return;
    // Leaving with unsaved changes asks first (the browser shows its own wording).
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const importNote = useAllowlist((s) => s.importNote);
  const discard = useAllowlist((s) => s.discard);
  const saveState = useSettings((s) => s.saves.allowlists);
  const errors = saveState?.state === 'failed' ? saveState.errors : undefined;
  const entityErrors =
    errors === undefined ? [] : Object.entries(errors.entities).flatMap(([list, byId]) => Object.entries(byId).map(([id, message]) => ({ list, id, message })));

  // The saved notice goes after SAVED_NOTICE_MS; the next save (a new state) shows it again.
  const [noticeGoneFor, setNoticeGoneFor] = useState<typeof saveState>(undefined);
  useEffect(() => {
    if (saveState?.state !== 'saved') return;
    const timer = setTimeout(() => setNoticeGoneFor(saveState), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [saveState]);
  const noticeGone = noticeGoneFor === saveState;

  if (!dirty && saveState?.state !== 'failed' && (saveState?.state !== 'saved' || noticeGone)) return null;
  return (
    <div className={`save-bar${dirty ? ' save-bar--dirty' : ''}`} role="region" aria-label={t('saveBar.label')} data-testid="save-bar">
      <div className="save-bar__text">
        {dirty ? (
          <p>
            {rich('saveBar.pending', { count: changes, list: named.join(', '), b: (chunks) => <strong>{chunks}</strong> })}
            {importNote !== null ? <span className="muted"> {importNote}</span> : null}
          </p>
        ) : saveState?.state === 'saved' ? (
          <p role="status">
            <Icon name="check" /> {t('saveBar.saved')}
          </p>
        ) : null}
        {saveState?.state === 'failed' ? (
          <div role="alert" className="save-bar__errors">
            <p>{saveState.message}</p>
            {entityErrors.length > 0 ? (
              <ul>
                {entityErrors.map((e) => (
                  <li key={`${e.list}-${e.id}`}>
                    <span className="mono">{e.id}</span> ({t(e.list === 'controllable_entities' ? 'saveBar.list.control' : 'saveBar.list.read')}): {e.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      {dirty ? (
        <div className="save-bar__actions">
          <button type="button" className="button button--quiet" onClick={discard} disabled={saveState?.state === 'saving'}>
            {t('saveBar.discard')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void saveAllowlists()} disabled={saveState?.state === 'saving'}>
            {t(saveState?.state === 'saving' ? 'save.saving' : 'saveBar.save')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
