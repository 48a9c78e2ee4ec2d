/**
 * The message box: Enter sends, Shift+Enter starts a new line. A message longer than main accepts
 * (DESIGN §2: 1–4000 characters) is never cut: the box keeps every character typed or pasted, says
 * how many are too many, and Send waits until it fits.
 */
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import '../styles/composer-counter.css';
import { Icon } from '../components/Icon.js';
import { t } from '../i18n/index.js';
import { counterText, MAX_MESSAGE } from '../lib/message-length.js';

export { COUNTER_FROM, counterText, MAX_MESSAGE } from '../lib/message-length.js';

export function Composer({ busy, waiting, onSend }: { busy: boolean; waiting: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const tooLong = text.length > MAX_MESSAGE;
  const canSend = !busy && text.trim() !== '' && !tooLong;
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
          placeholder={t('composer.placeholder')}
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          aria-invalid={tooLong}
        />
        <button type="submit" className="button button--primary composer__send" disabled={!canSend}>
          <Icon name="send" />
          <span>{t('composer.send')}</span>
        </button>
      </div>
      <p
        id="composer-counter"
        className={`composer__counter${text.length >= MAX_MESSAGE ? ' composer__counter--full' : ''}`}
        data-over={tooLong}
        aria-live="polite"
        data-testid="composer-counter"
      >
        {counter}
      </p>
    </form>
  );
}
