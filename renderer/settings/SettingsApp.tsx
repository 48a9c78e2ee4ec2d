/**
 * The settings window: one section at a time, chosen from the side. Problems with the stored
 * settings (a malformed file, an unencrypted token file) are explained above every section.
 */
import { useEffect, useRef, useState } from 'react';
import type { PublicHomeAssistantConfig } from '../../common/contract/types.js';
import '../styles/settings-nav-layout.css';
import { DemoBadge } from '../components/DemoBadge.js';
import { AllowlistSaveBar } from './AllowlistSaveBar.js';
import { Icon, type IconName } from '../components/Icon.js';
import { StatusLine } from '../components/StatusLine.js';
import { useSettings } from '../stores/settings.js';
import { ActivitySection } from './ActivitySection.js';
import { AssistantSection } from './AssistantSection.js';
import { LanguageChain } from './LanguageChain.js';
import { BackupSection } from './BackupSection.js';
import { ConnectionSection } from './ConnectionSection.js';
import { ControlSection } from './ControlSection.js';
import { QuickAskShortcut } from './QuickAskShortcut.js';
import { ReadAccessSection } from './ReadAccessSection.js';
import { RoomSection } from './RoomSection.js';
import { LanguageSection } from './LanguageSection.js';
import { t, type MessageId } from '../i18n/index.js';

export const SECTIONS = [
  { id: 'connection', label: 'section.connection', icon: 'wifi', intro: 'section.connection.intro' },
  { id: 'read', label: 'section.read', icon: 'eye', intro: 'section.read.intro' },
  { id: 'control', label: 'section.control', icon: 'bolt', intro: 'section.control.intro' },
  { id: 'assistant', label: 'section.assistant', icon: 'gear', intro: 'section.assistant.intro' },
  { id: 'activity', label: 'section.activity', icon: 'clock', intro: 'section.activity.intro' },
  { id: 'backup', label: 'section.backup', icon: 'download', intro: 'section.backup.intro' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageId; icon: IconName; intro: MessageId }>;

export type SectionId = (typeof SECTIONS)[number]['id'];

function initialSection(): SectionId {
  const wanted = new URLSearchParams(window.location.search).get('section');
  return SECTIONS.some((s) => s.id === wanted) ? (wanted as SectionId) : 'connection';
}

/**
 * The section is kept in the address, so a window drawn again in a new language (which starts
 * its components afresh) opens where the household was.
 */
function rememberSection(id: SectionId): void {
  const url = new URL(window.location.href);
  url.searchParams.set('section', id);
  window.history.replaceState(window.history.state, '', url);
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
          <h1 className="brand__name">{t('settings.title')}</h1>
          <DemoBadge />
        </div>
        <StatusLine />
      </header>
      <div className="settings-body">
        <nav className="settings-nav" aria-label={t('settings.sections')}>
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
                    rememberSection(s.id);
                  }}
                  data-section={s.id}
                >
                  <Icon name={s.icon} />
                  {t(s.label)}
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
              {t(current.label)}
            </h2>
            <p className="section-intro">{t(current.intro)}</p>
            {ha !== null ? <StorageNotices ha={ha} full={section === 'connection'} /> : null}
            {ha === null ? (
              <p className="muted" role="status">
                {t('settings.loading')}
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
                  <LanguageSection />
                  <AssistantSection assistant={assistant} />
                  {assistant.language_chain ? <LanguageChain chain={assistant.language_chain} /> : null}
                  <RoomSection assistant={assistant} />
                  <QuickAskShortcut />
                </>
              ) : (
                <p className="muted">{t('settings.assistantUnavailable')}</p>
              )
            ) : section === 'activity' ? (
              <ActivitySection />
            ) : (
              <BackupSection ha={ha} />
            )}
            {ha !== null ? <AllowlistSaveBar /> : null}
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
              <strong>{t('notice.malformedTitle')}</strong> {ha.config_message ?? ''}
            </p>
            <p>{t('notice.malformedBody')}</p>
          </div>
        </div>
      ) : null}
      {ha.secret_storage === 'plaintext-file' && full ? (
        <div className="banner banner--notice" data-testid="plaintext-secrets">
          <Icon name="lock" />
          <div>
            <p>
              <strong>{t('notice.plaintextTitle')}</strong> {t('notice.plaintextBody')}
            </p>
            <p className="muted">{t('notice.plaintextAdvice')}</p>
          </div>
        </div>
      ) : null}
    </>
  );
}
