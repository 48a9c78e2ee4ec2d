/** The message box: Enter sends, Shift+Enter starts a new line. */
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from '../components/Icon.js';

const MAX_MESSAGE = 4000;

export function Composer({ busy, waiting, onSend }: { busy: boolean; waiting: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const canSend = !busy && text.trim() !== '';

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
    <form className="composer" onSubmit={submit} aria-label="Send a message">
      {waiting ? (
        <p className="composer__hint" id="composer-hint">
          <Icon name="info" /> A request is waiting for your approval above. Sending a new message cancels it.
        </p>
      ) : null}
      <div className="composer__row">
        <label htmlFor="message" className="visually-hidden">
          Message
        </label>
        <textarea
          id="message"
          ref={box}
          className="composer__input"
          rows={1}
          maxLength={MAX_MESSAGE}
          placeholder="Ask about your home — “is the porch light on?”"
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={waiting ? 'composer-hint' : undefined}
        />
        <button type="submit" className="button button--primary composer__send" disabled={!canSend}>
          <Icon name="send" />
          <span>Send</span>
        </button>
      </div>
    </form>
  );
}
