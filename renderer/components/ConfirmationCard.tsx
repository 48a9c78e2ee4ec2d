/**
 * A confirmation card (RFC-0019 Confirmation Disclosure): what would happen, in the household's
 * words, with the entity's name and id; what the disclosure is (data leaving the device, or a
 * change in the home right now); how long is left; and Approve / Deny, disabled from the first
 * press. Focus never jumps here by itself, so an Enter meant for the message box can't approve.
 */
import { useId } from 'react';
import type { CardCopy } from '../lib/describe.js';
import type { Resolution } from '../stores/confirmations.js';
import { Countdown, useExpired } from './Countdown.js';
import { Icon } from './Icon.js';
import { t, type MessageId } from '../i18n/index.js';

export type CardOutcome = 'approved' | 'denied' | 'expired' | 'cancelled' | 'refused' | 'gone';

export interface ConfirmationCardProps {
  copy: CardCopy;
  expiresAt?: string;
  /** Set once the proposal is no longer waiting. */
  outcome?: CardOutcome;
  resolution?: Resolution;
  onAnswer?: (approve: boolean) => void;
  headingLevel?: 2 | 3;
  /** Extra line (e.g. the popup says which conversation asked). */
  context?: string;
  /** Deny's words: on a card of a several-device request, Deny also stops the rest ("Deny and stop"). */
  denyLabel?: string;
}

const OUTCOME_TEXT: Record<CardOutcome, MessageId> = {
  approved: 'card.outcome.approved',
  denied: 'card.outcome.denied',
  expired: 'card.outcome.expired',
  cancelled: 'card.outcome.cancelled',
  refused: 'card.outcome.refused',
  gone: 'card.outcome.gone',
};

const RESOLVED_TEXT: Record<NonNullable<Resolution['outcome']>, MessageId> = {
  approved: 'card.outcome.approved',
  denied: 'card.outcome.denied',
  expired: 'card.outcome.expired',
  refused: 'card.outcome.refused',
};

export function ConfirmationCard({ copy, expiresAt, outcome, resolution, onAnswer, headingLevel = 3, context, denyLabel }: ConfirmationCardProps) {
  const titleId = useId();
  const kindId = useId();
  const bodyId = useId();
  const expired = useExpired(expiresAt ?? '1970-01-01T00:00:00Z');
  const live = outcome === undefined && expiresAt !== undefined && !expired;
  const used = resolution !== undefined;
  const disabled = !live || used;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shownOutcome: CardOutcome | undefined = outcome ?? (!live && expiresAt !== undefined ? 'expired' : undefined);

  let status: string | null = null;
  if (shownOutcome !== undefined) status = t(OUTCOME_TEXT[shownOutcome]);
  else if (resolution?.state === 'sending') status = t(resolution.answer === 'approve' ? 'card.approving' : 'card.denying');
  else if (resolution?.state === 'done') status = t(RESOLVED_TEXT[resolution.outcome ?? (resolution.answer === 'approve' ? 'approved' : 'denied')]);

  return (
    // An article, not a section: a card is one item among many, not a region of the page, and its name
    // is its kind and what it would do ("Action: Turn off Porch light"), never a generic word.
    <article
      className={`card card--${copy.kind}${live && !used ? ' card--live' : ' card--settled'}`}
      aria-labelledby={`${kindId} ${titleId}`}
      aria-describedby={shownOutcome === undefined ? bodyId : undefined}
      data-testid={copy.kind === 'action' ? 'action-card' : 'read-card'}
      data-state={live && !used ? 'pending' : (shownOutcome ?? resolution?.state ?? 'settled')}
      // A settled card is where focus lands after Deny (no receipt follows a denial).
      {...(shownOutcome !== undefined ? { 'data-answer-outcome': '', tabIndex: -1 } : {})}
    >
      <div className="card__kicker">
        <Icon name={copy.kind === 'action' ? 'bolt' : 'eye'} />
        <span className="card__kind">
          <span id={kindId}>{t(copy.kind === 'action' ? 'card.kindAction' : 'card.kindRead')}</span>
          {live && !used ? <span className="card__ask">{t('card.needsApproval')}</span> : null}
        </span>
        {live && !used && expiresAt !== undefined ? <Countdown expiresAt={expiresAt} /> : null}
      </div>
      <Heading id={titleId} className="card__title">
        {copy.title}
      </Heading>
      {copy.entityId !== null && !copy.title.includes(copy.entityId) ? <p className="card__entity mono">{copy.entityId}</p> : null}
      {copy.about !== undefined ? (
        <p className="card__about" data-testid="card-about">
          {copy.about}
        </p>
      ) : null}
      {context !== undefined ? <p className="card__context">{context}</p> : null}
      {shownOutcome === undefined ? (
        <div id={bodyId} className="card__disclosure">
          {copy.disclosure.map((line, i) => (
            <p key={i} className={i === 0 ? 'card__disclosure-lead' : undefined}>
              {i === 0 ? <Icon name={copy.kind === 'action' ? 'warning' : 'info'} /> : null}
              {line}
            </p>
          ))}
        </div>
      ) : null}
      <div className="card__footer">
        {status !== null ? (
          <p className={`card__status card__status--${shownOutcome ?? resolution?.outcome ?? 'none'}`} role="status">
            {shownOutcome === 'approved' || (resolution?.state === 'done' && resolution.outcome === 'approved') ? <Icon name="check" /> : null}
            {shownOutcome === 'denied' || (resolution?.state === 'done' && resolution.outcome === 'denied') ? <Icon name="x" /> : null}
            {shownOutcome === 'refused' || (resolution?.state === 'done' && resolution.outcome === 'refused') ? <Icon name="warning" /> : null}
            {shownOutcome === 'cancelled' || shownOutcome === 'expired' || shownOutcome === 'gone' ? <Icon name="clock" /> : null}
            {status}
          </p>
        ) : null}
        {resolution?.state === 'failed' ? (
          <p className="card__error" role="alert">
            {resolution.message}
          </p>
        ) : null}
        {shownOutcome === undefined ? (
          <div className="card__actions">
            <button type="button" className="button button--quiet" disabled={disabled} onClick={() => onAnswer?.(false)}>
              {denyLabel ?? t('card.deny')}
            </button>
            <button
              type="button"
              className={`button ${copy.kind === 'action' ? 'button--action' : 'button--primary'}`}
              disabled={disabled}
              onClick={() => onAnswer?.(true)}
            >
              {copy.approveLabel}
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
