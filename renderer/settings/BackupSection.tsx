/** Export and import of the allowlists as a JSON file — the lists only, never the token. */
import { useRef, useState } from 'react';
import type { PublicHomeAssistantConfig } from '../../common/contract/types.js';
import { Icon } from '../components/Icon.js';
import { Note } from '../components/Note.js';
import { parseAllowlists, serializeAllowlists } from '../lib/allowlist-file.js';
import { useAllowlist } from '../stores/allowlist.js';
import { AllowlistSaveBar } from './AllowlistSaveBar.js';

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
    setMessage({ tone: 'ok', text: `Exported ${ha.allowlisted_entities.length} entities to read and ${ha.controllable_entities.length} to control.` });
  };

  const importFile = async (chosen: File | undefined) => {
    if (chosen === undefined) return;
    if (chosen.size > 2 * 1024 * 1024) {
      setMessage({ tone: 'error', text: 'That file is too large to be an allowlist export.' });
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
    const notes = [`Imported ${read.length} to read and ${control.length} to control from ${chosen.name}. Review, then save.`];
    const leftOut = parsed.control.length - control.length;
    if (leftOut > 0) notes.push(`${leftOut} control ${leftOut === 1 ? 'entry was' : 'entries were'} left out: only lights and switches on the read list can be controlled.`);
    if (parsed.skipped > 0) notes.push(`${parsed.skipped} entries that aren't entity ids were skipped.`);
    if (parsed.ignoredFields.length > 0) notes.push(`Ignored: ${parsed.ignoredFields.slice(0, 5).join(', ')}.`);
    useAllowlist.setState({ importNote: notes.join(' ') });
    setMessage({ tone: 'ok', text: notes.join(' ') });
  };

  return (
    <>
      <div className="panel">
        <h3>Export</h3>
        <p className="muted">Saves the two lists — what the assistant may read and what it may control — as a JSON file. Your address and token are never included.</p>
        <button type="button" className="button" onClick={exportFile}>
          <Icon name="download" /> Export allowlists
        </button>
      </div>
      <div className="panel">
        <h3>Import</h3>
        <p className="muted">Fills the pickers from an exported file. Nothing changes until you review and save.</p>
        <div className="field">
          <label htmlFor="import-file">Allowlist file (.json)</label>
          <input id="import-file" ref={file} type="file" accept="application/json,.json" onChange={(event) => void importFile(event.target.files?.[0])} />
        </div>
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
      <AllowlistSaveBar />
    </>
  );
}
