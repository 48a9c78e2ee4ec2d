/**
 * The settings window: one section at a time, chosen from the side. Problems with the stored
 * settings (a malformed file, an unencrypted token file) are explained above every section.
 */
import { useEffect, useRef, useState } from 'react';
import type { PublicHomeAssistantConfig } from '../../common/contract/types.js';
import { Icon, type IconName } from '../components/Icon.js';
import { StatusLine } from '../components/StatusLine.js';
import { useSettings } from '../stores/settings.js';
import { ActivitySection } from './ActivitySection.js';
import { AssistantSection } from './AssistantSection.js';
import { BackupSection } from './BackupSection.js';
import { ConnectionSection } from './ConnectionSection.js';
import { ControlSection } from './ControlSection.js';
import { QuickAskShortcut } from './QuickAskShortcut.js';
import { ReadAccessSection } from './ReadAccessSection.js';
import { RoomSection } from './RoomSection.js';

export const SECTIONS = [
  { id: 'connection', label: 'Connection', icon: 'wifi', intro: 'Which Home Assistant to use, and how this computer proves it is allowed in.' },
  { id: 'read', label: 'Read access', icon: 'eye', intro: 'What the assistant may look at. You approve every read.' },
  { id: 'control', label: 'Control', icon: 'bolt', intro: 'What the assistant may switch on and off. You approve every action.' },
  { id: 'assistant', label: 'Assistant', icon: 'gear', intro: 'Which engine understands your messages and proposes what to do.' },
  { id: 'activity', label: 'Activity', icon: 'clock', intro: 'Everything the assistant asked for, and what happened.' },
  { id: 'backup', label: 'Export & import', icon: 'download', intro: 'Keep a copy of your allowlists, or bring them to another computer.' },
] as const satisfies ReadonlyArray<{ id: string; label: string; icon: IconName; intro: string }>;

export type SectionId = (typeof SECTIONS)[number]['id'];

function initialSection(): SectionId {
  const wanted = new URLSearchParams(window.location.search).get('section');
  return SECTIONS.some((s) => s.id === wanted) ? (wanted as SectionId) : 'connection';
}

export function SettingsApp() {
  const ha = useSettings((s) => s.ha);
  const assistant = useSettings((s) => s.assistant);
  const loadError = useSettings((s) => s.loadError);
  const [section, setSection] = useState<SectionId>(initialSection);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const current = SECTIONS.find((s) => s.id === section)!;

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [section]);

  return (
    <div className="app app--settings">
      <header className="app-header">
        <div className="brand">
          <span className="brand__mark" aria-hidden="true">
            <Icon name="gear" />
          </span>
          <h1 className="brand__name">Settings</h1>
        </div>
        <StatusLine />
      </header>
      <div className="settings-body">
        <nav className="settings-nav" aria-label="Settings sections">
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className="settings-nav__item"
                  aria-current={s.id === section ? 'page' : undefined}
                  onClick={() => {
                    moved.current = true;
                    setSection(s.id);
                  }}
                  data-section={s.id}
                >
                  <Icon name={s.icon} />
                  {s.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="settings-main">
          {loadError !== null ? (
            <p className="error-banner" role="alert">
              <Icon name="warning" /> {loadError}
            </p>
          ) : null}
          <section className="settings-section" aria-labelledby="section-title" data-testid={`section-${section}`}>
            <h2 id="section-title" ref={heading} tabIndex={-1}>
              {current.label}
            </h2>
            <p className="section-intro">{current.intro}</p>
            {ha !== null ? <StorageNotices ha={ha} full={section === 'connection'} /> : null}
            {ha === null ? (
              <p className="muted" role="status">
                Loading…
              </p>
            ) : section === 'connection' ? (
              <ConnectionSection ha={ha} />
            ) : section === 'read' ? (
              <ReadAccessSection ha={ha} />
            ) : section === 'control' ? (
              <ControlSection ha={ha} />
            ) : section === 'assistant' ? (
              assistant !== null ? (
                <>
                  <AssistantSection assistant={assistant} />
                  <RoomSection assistant={assistant} />
                  <QuickAskShortcut />
                </>
              ) : (
                <p className="muted">The assistant settings couldn't be loaded.</p>
              )
            ) : section === 'activity' ? (
              <ActivitySection />
            ) : (
              <BackupSection ha={ha} />
            )}
          </section>
        </main>
      </div>
    </div>
  );
}

/** The malformed-file notice shows everywhere; the plaintext-storage one where the token is entered. */
function StorageNotices({ ha, full }: { ha: PublicHomeAssistantConfig; full: boolean }) {
  return (
    <>
      {ha.config_status === 'malformed' ? (
        <div className="banner banner--problem" role="alert" data-testid="config-malformed">
          <Icon name="warning" />
          <div>
            <p>
              <strong>Your Home Assistant settings file couldn't be read.</strong> {ha.config_message ?? ''}
            </p>
            <p>Until you save here, the assistant has no access to Home Assistant — the safe default. Saving replaces the damaged file.</p>
          </div>
        </div>
      ) : null}
      {ha.secret_storage === 'plaintext-file' && full ? (
        <div className="banner banner--notice" data-testid="plaintext-secrets">
          <Icon name="lock" />
          <div>
            <p>
              <strong>No system keychain is available here,</strong> so your access token is kept in a file that only your user account can open — it is not encrypted.
            </p>
            <p className="muted">Anyone who can sign in as you, or read your backups, could read it. Use a token you can revoke in Home Assistant.</p>
          </div>
        </div>
      ) : null}
    </>
  );
}
