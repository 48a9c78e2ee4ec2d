/**
 * The quick-ask window (DESIGN §6, docs/architecture.md §7a): one line to type in — "porch light
 * off", Enter — and the card for it right there, naming the entity and the effect. The same
 * conversation channel and the same confirmation rules as the chat, on the `quick` surface. Enter
 * approves the card, but not a held key and not within 500 ms of the card appearing; Esc dismisses
 * (a waiting card is denied); the receipt shows, then the window closes. A clarifying question
 * shows as text with the input kept for the answer; cards that follow one another show one at a
 * time with their place.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { PendingConfirmation, TurnResponse } from '../../common/contract/types.js';
import { sovereign } from '../bridge/install.js';
import { ConfirmationCard } from '../components/ConfirmationCard.js';
import { Icon } from '../components/Icon.js';
import { describeProposal } from '../lib/describe.js';
import { counterText, MAX_MESSAGE } from '../lib/message-length.js';
import { useConnection } from '../stores/connection.js';
import { ENTER_GUARD_MS, enterMayApprove } from './guard.js';
import { t } from '../i18n/index.js';
import { requestErrorSentence } from '../lib/request-errors.js';

/** How long the receipt stays before the window closes. */
export const RECEIPT_MS = 1500;

type Phase = 'ask' | 'sending' | 'card' | 'answering' | 'receipt' | 'closed';

interface ShownCard {
  conversationId: string;
  item: PendingConfirmation;
  /** The entity ids the question asks of (the turn's; the question itself is shown above, `asked`). */
  askedAbout: string[] | undefined;
  shownAt: number;
  /** 1 for the first card of this quick ask, 2 for the next… */
  place: number;
}

export function QuickApp() {
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>('ask');
  const [conversationId, setConversationId] = useState<string | undefined>(undefined);
  const [card, setCard] = useState<ShownCard | null>(null);
  const [reply, setReply] = useState<string | null>(null);
  /** The question last sent: it stays above its card or answer, so the household sees what was asked. */
  const [asked, setAsked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The card whose Enter guard has run out, shown as `data-armed` so a test (or anyone watching the
  // DOM) can tell when an Enter starts to count, instead of guessing at the time.
  const [armedCard, setArmedCard] = useState<ShownCard | null>(null);
  const placeRef = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const ha = useConnection((s) => s.ha);
  const assistant = useConnection((s) => s.assistant);

  const context = useMemo(
    () => ({ nameOf: () => undefined, allowlistedCount: ha?.allowlisted_entities.length ?? null, remoteHost: assistant?.remote_host ?? null }),
    [ha?.allowlisted_entities.length, assistant?.remote_host],
  );

  const close = useCallback(() => {
    setPhase('closed');
    // Electron: closes this window (the shortcut makes a new one). A browser tab opened by the
    // host's link may refuse; the page then shows that it is done.
    window.close();
  }, []);

  /** Shows what a turn came back with: its card (with its place), or its words. */
  const show = useCallback((turn: TurnResponse) => {
    setConversationId(turn.conversation_id);
    setReply(turn.reply);
    if (turn.pending_confirmation !== null) {
      placeRef.current += 1;
      setCard({
        conversationId: turn.conversation_id,
        item: turn.pending_confirmation,
        askedAbout: turn.focus_entity_ids,
        shownAt: performance.now(),
        place: placeRef.current,
      });
      setPhase('card');
      return false;
    }
    setCard(null);
    return true;
  }, []);

  const send = useCallback(
    async (message: string) => {
      setPhase('sending');
      setError(null);
      try {
        const turn = await sovereign().conversation.send(message, conversationId);
        // No card: a clarifying question or a refusal. The input stays for the answer.
        if (show(turn)) setPhase('ask');
      } catch (reason) {
        setError(requestErrorSentence(reason));
        setPhase(card !== null ? 'card' : 'ask');
      }
      input.current?.focus();
    },
    [conversationId, show, card],
  );

  const answer = useCallback(
    async (approve: boolean) => {
      if (card === null || phase !== 'card') return;
      setPhase('answering');
      try {
        const turn = await sovereign().conversation.resolve(card.conversationId, card.item.token, approve);
        if (!approve) {
          close();
          return;
        }
        // The resumed turn may bring the next card; otherwise the receipt, then close.
        if (show(turn)) {
          setPhase('receipt');
          window.setTimeout(close, RECEIPT_MS);
        }
      } catch (reason) {
        setError(requestErrorSentence(reason));
        setPhase('ask');
        setCard(null);
      }
    },
    [card, phase, show, close],
  );

  useEffect(() => {
    if (card === null) return undefined;
    let timer: number | undefined;
    // Armed only once enterMayApprove would say yes (a timer may fire a hair early).
    const arm = () => {
      const left = ENTER_GUARD_MS - (performance.now() - card.shownAt);
      if (left > 0) timer = window.setTimeout(arm, left);
      else setArmedCard(card);
    };
    arm();
    return () => window.clearTimeout(timer);
  }, [card]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (card !== null && phase === 'card') void answer(false);
        else close();
        return;
      }
      if (event.key !== 'Enter' || card === null || phase !== 'card') return;
      // Enter in the input with words in it sends them (a new request replaces the waiting card).
      if (event.target === input.current && text.trim() !== '') return;
      // Every other Enter is ours, so a focused button can't act on it by itself.
      event.preventDefault();
      event.stopPropagation();
      if (enterMayApprove(event, card.shownAt, performance.now())) void answer(true);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [card, phase, text, answer, close]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    // Too long is said under the box and the text stays, never cut (DESIGN §2: 1–4000 characters).
    if (message === '' || text.length > MAX_MESSAGE || phase === 'sending' || phase === 'answering') return;
    setText('');
    setAsked(message);
    void send(message);
  };

  const item = card?.item;
  return (
    <div className="app app--quick" data-testid="quick" data-state={phase}>
      <main id="main" className="quick-main">
        {/* The window's title, for the outline a screen reader reads first; the input shows what it is. */}
        <h1 className="visually-hidden">{t('quick.form')}</h1>
        <form className="quick-ask" onSubmit={submit} aria-label={t('quick.form')}>
          <label htmlFor="quick-input" className="visually-hidden">
            {t('quick.input')}
          </label>
          <Icon name="bolt" />
          <input
            id="quick-input"
            ref={input}
            type="text"
            autoFocus
            autoComplete="off"
            aria-invalid={text.length > MAX_MESSAGE}
            placeholder={t('quick.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="quick-hint"
          />
        </form>
        <p id="quick-hint" className="quick-hint">
          {text.length > MAX_MESSAGE ? counterText(text.length) : card !== null && phase === 'card' ? t('quick.hintCard') : t('quick.hint')}
        </p>
        {error !== null ? (
          <p className="error-banner" role="alert">
            <Icon name="warning" /> {error}
          </p>
        ) : null}
        {asked !== null && phase !== 'closed' ? (
          <p className="quick-question" data-testid="quick-question">
            <span className="visually-hidden">{t('chat.youSaid')}</span>
            {asked}
          </p>
        ) : null}
        {reply !== null && (card === null || phase === 'receipt') ? (
          <p
            className={phase === 'receipt' ? 'quick-receipt' : 'quick-reply'}
            data-testid={phase === 'receipt' ? 'quick-receipt' : 'quick-reply'}
            role="status"
          >
            {phase === 'receipt' ? <Icon name="check" /> : null} {reply}
          </p>
        ) : null}
        {item !== undefined && card !== null && (phase === 'card' || phase === 'answering') ? (
          <div className="quick-card" data-testid="quick-card" data-armed={armedCard === card ? 'true' : 'false'}>
            {/* A number only says something once there is a second card: "Request 1" alone is noise. */}
            {card.place > 1 ? (
              <p className="quick-place" data-testid="quick-place">
                {t('quick.place', { place: card.place })}
              </p>
            ) : null}
            <ConfirmationCard
              key={item.token}
              copy={describeProposal({ ...item, asked_about: card.askedAbout }, context)}
              expiresAt={item.expires_at}
              {...(phase === 'answering' ? { resolution: { answer: 'approve' as const, state: 'sending' as const } } : {})}
              onAnswer={(approve) => void answer(approve)}
              headingLevel={2}
            />
          </div>
        ) : null}
        {phase === 'closed' ? <p className="quick-done">{t('quick.done')}</p> : null}
      </main>
    </div>
  );
}
