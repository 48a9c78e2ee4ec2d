/** The message box: Enter sends, Shift+Enter starts a new line. */
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import '../styles/composer-counter.css';
import { Icon } from '../components/Icon.js';
import { t } from '../i18n/index.js';

export const MAX_MESSAGE = 4000;
/** The counter shows from here on: before it, a limit nobody is near is only noise. */
export const COUNTER_FROM = 3600;

/** "3,612 of 4,000 characters", and at the limit why the box stopped taking text. */
export function counterText(length: number): string | null {
  if (length < COUNTER_FROM) return null;
  return t(length >= MAX_MESSAGE ? 'composer.counterFull' : 'composer.counter', { count: length, max: MAX_MESSAGE });
}

export function Composer({ busy, waiting, onSend }: { busy: boolean; waiting: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const canSend = !busy && text.trim() !== '';
  const counter = counterText(text.length);
  const describedBy = [waiting ? 'composer-hint' : '', counter !== null ? 'composer-counter' : ''].filter(Boolean).join(' ');

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text);
    setText('');
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="composer" onSubmit={submit} aria-label={t('composer.label')}>
      {waiting ? (
        <p className="composer__hint" id="composer-hint">
          <Icon name="info" /> {t('composer.waiting')}
        </p>
      ) : null}
      <div className="composer__row">
        <label htmlFor="message" className="visually-hidden">
          {t('composer.message')}
        </label>
        <textarea
          id="message"
          ref={box}
          className="composer__input"
          rows={1}
          maxLength={MAX_MESSAGE}
          placeholder={t('composer.placeholder')}
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy === '' ? undefined : describedBy}
        />
        <button type="submit" className="button button--primary composer__send" disabled={!canSend}>
          <Icon name="send" />
          <span>{t('composer.send')}</span>
        </button>
      </div>
      <p
        id="composer-counter"
        className={`composer__counter${text.length >= MAX_MESSAGE ? ' composer__counter--full' : ''}`}
        aria-live="polite"
        data-testid="composer-counter"
      >
        {counter}
      </p>
    </form>
  );
}
