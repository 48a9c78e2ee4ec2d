/**
 * "This computer is in": the Home Assistant area this computer stands in, used as Home Assistant
 * uses a voice satellite's area ("turn off the lights here"). The areas are read live with the
 * entity list; only the chosen `area_id` is stored, with the assistant settings (DESIGN §5). Also
 * says when names come without areas and aliases because the registries couldn't be read.
 */
import { useEffect, useState } from 'react';
import type { PublicAssistantConfig } from '../../common/contract/types.js';
import { Note } from '../components/Note.js';
import { useEntities } from '../stores/entities.js';
import { useSettings } from '../stores/settings.js';
import { SaveNote } from './Toggle.js';
import { t } from '../i18n/index.js';

export function RoomSection({ assistant }: { assistant: PublicAssistantConfig }) {
  const { status, areas, namesSource, namesNote, load } = useEntities();
  const save = useSettings((s) => s.saveAssistant);
  const saveState = useSettings((s) => s.saves.room);
  const [room, setRoom] = useState<string>(assistant.area_id ?? '');

  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);
  // When the saved room changes (a save, another window), the choice starts again from it: adjusted
  // while rendering rather than one stale render later in an effect.
  const [shownArea, setShownArea] = useState(assistant.area_id);
  if (shownArea !== assistant.area_id) {
    setShownArea(assistant.area_id);
    setRoom(assistant.area_id ?? '');
  }

  // Saving what is already saved would say "Saved" about nothing: the button waits for a change.
  const changed = room !== (assistant.area_id ?? '');
  const gone = status === 'ready' && namesSource === 'registries' && assistant.area_id !== null && !areas.some((a) => a.area_id === assistant.area_id);

  return (
    <form
      className="panel form"
      aria-labelledby="room-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save({ area_id: room === '' ? null : room }, 'room');
      }}
    >
      <h3 id="room-form-title">{t('room.title')}</h3>
      <label className="field">
        <span>{t('room.label')}</span>
        <select value={room} onChange={(event) => setRoom(event.target.value)} disabled={status !== 'ready' || areas.length === 0} data-testid="room-picker">
          <option value="">{t('room.notSet')}</option>
          {areas.map((a) => (
            <option key={a.area_id} value={a.area_id}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">{t('room.help')}</p>
      {gone ? <Note tone="warn">{t('room.gone')}</Note> : null}
      {namesSource === 'friendly-names' ? (
        <Note tone="warn" testId="names-fallback" role="status">
          {t('room.namesFallback', { note: namesNote ?? t('room.namesFallbackDefault') })}
        </Note>
      ) : null}
      <div className="actions">
        <button type="submit" className="button" disabled={status !== 'ready' || !changed || saveState?.state === 'saving'}>
          {t('room.save')}
        </button>
        <SaveNote state={saveState?.state} message={saveState?.message} />
      </div>
    </form>
  );
}
