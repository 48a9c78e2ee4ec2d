/** Export and import of the allowlists as a JSON file — the lists only, never the token. */
import { useRef, useState } from 'react';
import type { PublicHomeAssistantConfig } from '../../common/contract/types.js';
import { Icon } from '../components/Icon.js';
import { Note } from '../components/Note.js';
import { parseAllowlists, serializeAllowlists } from '../lib/allowlist-file.js';
import { useAllowlist } from '../stores/allowlist.js';
import { t } from '../i18n/index.js';

export function BackupSection({ ha }: { ha: PublicHomeAssistantConfig }) {
  const replace = useAllowlist((s) => s.replace);
  const file = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const exportFile = () => {
    const blob = new Blob([serializeAllowlists(ha.allowlisted_entities, ha.controllable_entities)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `sovereign-allowlists-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setMessage({ tone: 'ok', text: t('backup.exported', { read: ha.allowlisted_entities.length, control: ha.controllable_entities.length }) });
  };

  const importFile = async (chosen: File | undefined) => {
    if (chosen === undefined) return;
    if (chosen.size > 2 * 1024 * 1024) {
      setMessage({ tone: 'error', text: t('backup.tooLarge') });
      return;
    }
    const parsed = parseAllowlists(await chosen.text());
    if (file.current !== null) file.current.value = '';
    if (!parsed.ok) {
      setMessage({ tone: 'error', text: parsed.message });
      return;
    }
    replace(parsed.read, parsed.control, null);
    const { read, control } = useAllowlist.getState();
    const notes = [t('backup.imported', { read: read.length, control: control.length, file: chosen.name })];
    const leftOut = parsed.control.length - control.length;
    if (leftOut > 0) notes.push(t('backup.leftOut', { count: leftOut }));
    if (parsed.skipped > 0) notes.push(t('backup.skipped', { count: parsed.skipped }));
    if (parsed.ignoredFields.length > 0) notes.push(t('backup.ignored', { fields: parsed.ignoredFields.slice(0, 5).join(', ') }));
    useAllowlist.setState({ importNote: notes.join(' ') });
    setMessage({ tone: 'ok', text: notes.join(' ') });
  };

  return (
    <>
      <div className="panel">
        <h3>{t('backup.exportTitle')}</h3>
        <p className="muted">{t('backup.exportHelp')}</p>
        <button type="button" className="button" onClick={exportFile}>
          <Icon name="download" /> {t('backup.export')}
        </button>
      </div>
      <div className="panel">
        <h3>{t('backup.importTitle')}</h3>
        <p className="muted" id="import-help">
          {t('backup.importHelp')}
        </p>
        {/* The native file control can't be styled like the buttons beside it: a real button opens the hidden input. */}
        <input
          id="import-file"
          ref={file}
          type="file"
          accept="application/json,.json"
          hidden
          tabIndex={-1}
          aria-label={t('backup.file')}
          onChange={(event) => void importFile(event.target.files?.[0])}
        />
        <button type="button" className="button" onClick={() => file.current?.click()} aria-describedby="import-help">
          <Icon name="upload" /> {t('backup.choose')}
        </button>
        {message !== null ? (
          message.tone === 'ok' ? (
            <Note role="status" icon="check">
              {message.text}
            </Note>
          ) : (
            <p className="field-error" role="alert">
              {message.text}
            </p>
          )
        ) : null}
      </div>
    </>
  );
}
