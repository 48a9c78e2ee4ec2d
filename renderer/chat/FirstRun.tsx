/** First run: what this app does, what it will never do, and the way to settings. */
import { Icon } from '../components/Icon.js';
import type { ReactNode } from 'react';
import { rich, t } from '../i18n/index.js';

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function FirstRun({ onOpenSettings }: { onOpenSettings: () => void }) {
  return (
    <section className="first-run" aria-labelledby="first-run-title" data-testid="first-run">
      <div className="first-run__mark" aria-hidden="true">
        <Icon name="shield" />
      </div>
      <h2 id="first-run-title">{t('firstRun.title')}</h2>
      <p className="first-run__lead">{t('firstRun.lead')}</p>
      <ol className="first-run__steps">
        <li>{rich('firstRun.connect', { b: bold })}</li>
        <li>{rich('firstRun.choose', { b: bold })}</li>
        <li>{rich('firstRun.ask', { b: bold })}</li>
      </ol>
      <button type="button" className="button button--primary button--large" onClick={onOpenSettings}>
        <Icon name="gear" />
        {t('firstRun.setUp')}
      </button>
      <p className="muted first-run__note">{t('firstRun.note')}</p>
    </section>
  );
}
