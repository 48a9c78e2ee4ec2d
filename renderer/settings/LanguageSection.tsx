/**
 * Language (docs/architecture.md §7b): "Automatic" — Home Assistant's configured language, else
 * this computer's, else English — or one of the languages the app speaks, each named in its own language. Saving
 * switches every open window (and the built-in engine's replies) at once.
 */
import { useState } from 'react';
import type { LanguageChoice } from '../../common/contract/types.js';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../../common/languages.js';
import { Note } from '../components/Note.js';
import { t } from '../i18n/index.js';
import { useLanguage, windowLanguage } from '../stores/language.js';
import { SaveNote } from './Toggle.js';
import { requestErrorSentence } from '../lib/request-errors.js';

export function LanguageSection() {
  const view = useLanguage((s) => s.view);
  const choose = useLanguage((s) => s.choose);
  const [choice, setChoice] = useState<LanguageChoice>(view?.choice ?? 'auto');
  // A choice saved in another window (or the first answer) replaces what this form shows.
  const [shown, setShown] = useState<LanguageChoice | null>(view?.choice ?? null);
  if (view !== null && view.choice !== shown) {
    setShown(view.choice);
    setChoice(view.choice);
  }
  const [save, setSave] = useState<{ state?: 'saving' | 'saved' | 'failed'; message?: string }>({});

  if (view === null) return null;
  const automatic = windowLanguage({ ...view, choice: 'auto' }, typeof navigator === 'undefined' ? [] : navigator.languages);
  // ICU selectors are identifiers: `home`, `system`, `browser`, else English by default.
  const source = view.source === 'default' && automatic !== 'en' ? 'browser' : view.source === 'home-assistant' ? 'home' : view.source;

  const onSave = async () => {
    setSave({ state: 'saving' });
    try {
      await choose(choice);
      setSave({ state: 'saved' });
    } catch (reason) {
      setSave({ state: 'failed', message: requestErrorSentence(reason) });
    }
  };

  return (
    <form
      className="panel form"
      aria-labelledby="language-form-title"
      data-testid="language-section"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <h3 id="language-form-title">{t('language.title')}</h3>
      {view.problem !== null ? (
        <Note tone="warn" testId="language-problem" role="status">
          {t('language.unreadable', { keptAs: view.problem.kept_as ?? 'none' })}
        </Note>
      ) : null}
      <div className="field">
        <label htmlFor="language-choice">{t('language.label')}</label>
        <select
          id="language-choice"
          data-testid="language-choice"
          value={choice}
          onChange={(event) => {
            const next = event.target.value;
            setChoice(next === 'auto' || !isLanguage(next) ? 'auto' : next);
            setSave({});
          }}
          aria-describedby="language-help"
        >
          <option value="auto">{t('language.automatic', { name: LANGUAGE_NAMES[automatic] })}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <p id="language-help" className="field-help">
          {t('language.source', { source, tag: view.home_assistant ?? '' })}
        </p>
      </div>
      <div className="form__actions">
        <button type="submit" className="button" disabled={save.state === 'saving' || choice === view.choice}>
          {t('language.save')}
        </button>
        <SaveNote state={save.state} message={save.message} />
      </div>
    </form>
  );
}
