/**
 * One turn of the transcript: the household's message, what the assistant proposed (cards), what
 * ran (tables, charts, receipts) or was refused, and the reply. Cards, tables and receipts come
 * from `capability_events`; only the reply is the engine's own text.
 */
import { memo, type ReactNode } from 'react';
import type { CapabilityEvent, TurnResponse } from '../../common/contract/types.js';
import { ConfirmationCard, type CardOutcome } from '../components/ConfirmationCard.js';
import { GroupPlan } from './GroupPlan.js';
import { HistoryView } from '../components/HistoryView.js';
import { Icon } from '../components/Icon.js';
import { Receipt } from '../components/Receipt.js';
import { focusedRows, isListResult, StateTable } from '../components/StateTable.js';
import { describeActionEvent, describeProposal, describeRefusal, codeSentence, isActionResult, SET_ENTITY_STATE, type CardContext } from '../lib/describe.js';
import { displayName } from '../lib/entities.js';
import { isHistoryResult } from '../lib/history.js';
import type { Resolution } from '../stores/confirmations.js';
import { t } from '../i18n/index.js';
import { useLocale } from '../i18n/use-locale.js';

export interface TurnViewProps {
  turn: TurnResponse;
  context: CardContext;
  unitOf: (entityId: string) => string | null;
  resolutions: Record<string, Resolution>;
  onAnswer: (conversationId: string, token: string, approve: boolean) => void;
}

const SETTLED = new Set(['executed', 'failed', 'denied', 'expired', 'rejected']);

function sameProposal(a: CapabilityEvent, b: CapabilityEvent): boolean {
  return a.capability === b.capability && JSON.stringify(a.arguments) === JSON.stringify(b.arguments);
}

/** How the proposal behind the pending event at `index` ended, and the event that says so. */
function settlement(events: readonly CapabilityEvent[], index: number): { outcome: CardOutcome; event: CapabilityEvent } | null {
  const pending = events[index]!;
  for (let j = index + 1; j < events.length; j++) {
    const e = events[j]!;
    if (e.outcome === 'pending' && sameProposal(e, pending)) return null;
    if (SETTLED.has(e.outcome) && sameProposal(e, pending)) {
      // Refused when checked again at approval (RFC-0019: stage 3 re-runs): nothing was sent, so never "Approved".
      const outcome: CardOutcome =
        e.outcome === 'denied'
          ? 'denied'
          : e.outcome === 'expired'
            ? e.reason === 'superseded'
              ? 'cancelled'
              : 'expired'
            : e.outcome === 'rejected'
              ? 'refused'
              : 'approved';
      return { outcome, event: e };
    }
  }
  return null;
}

export const TurnView = memo(function TurnView({ turn, context, unitOf, resolutions, onAnswer }: TurnViewProps) {
  useLocale(); // memoised: drawn again when the language changes
  const events = turn.capability_events;
  const lastPending = events.map((e) => e.outcome).lastIndexOf('pending');
  const settledByCard = new Set<CapabilityEvent>();
  const items: ReactNode[] = [];

  const working = turn.pending_confirmation !== null && resolutions[turn.pending_confirmation.token]?.state === 'sending';
  // Answers first: when the reply is about a few rows of a read, it leads and the rows follow it.
  const replyLeads =
    turn.reply !== null &&
    events.some((e) => e.outcome === 'executed' && isListResult(e.result) && focusedRows(e.result.entities, turn.focus_entity_ids).length > 0);
  const reply =
    turn.reply !== null ? (
      <div className="bubble bubble--assistant" data-testid="reply">
        <span className="visually-hidden">{t('chat.assistantSaid')}</span>
        {turn.reply}
      </div>
    ) : null;
  let replyPlaced = false;
  events.forEach((event, i) => {
    if (event.outcome === 'pending') {
      const settled = settlement(events, i);
      if (settled !== null) settledByCard.add(settled.event);
      const waiting = turn.pending_confirmation;
      const isLive = settled === null && waiting !== null && i === lastPending;
      const copy = describeProposal(
        { ...(isLive ? waiting : { capability: event.capability, arguments: event.arguments }), asked_about: turn.focus_entity_ids },
        context,
      );
      // DESIGN §8.8: the card's place in a several-device request ("2 of 5"), on the turn (no new card field).
      if (isLive && turn.progress) {
        items.push(<GroupPlan key={`place-${i}`} progress={turn.progress} ids={turn.focus_entity_ids ?? []} nameOf={context.nameOf} />);
      }
      items.push(
        <ConfirmationCard
          key={`card-${i}`}
          copy={copy}
          {...(isLive ? { expiresAt: waiting.expires_at } : { outcome: settled?.outcome ?? 'gone' })}
          {...(isLive && resolutions[waiting.token] !== undefined ? { resolution: resolutions[waiting.token]! } : {})}
          {...(isLive && turn.progress && turn.progress.place < turn.progress.of ? { denyLabel: t('card.denyRest') } : {})}
          onAnswer={(approve) => {
            if (isLive) onAnswer(turn.conversation_id, waiting.token, approve);
          }}
        />,
      );
      return;
    }
    const view = eventView(event, context, unitOf, settledByCard.has(event), turn);
    if (view === null) return;
    if (replyLeads && !replyPlaced && event.outcome === 'executed' && isListResult(event.result)) {
      items.push(<div key="reply">{reply}</div>);
      replyPlaced = true;
    }
    items.push(<div key={`event-${i}`}>{view}</div>);
  });

  return (
    <li className="turn" data-turn-id={turn.turn_id}>
      {turn.user_message !== '' ? (
        <div className="bubble bubble--user">
          <span className="visually-hidden">{t('chat.youSaid')}</span>
          {turn.user_message}
        </div>
      ) : null}
      {items}
      {working ? <Working label={t('chat.working')} /> : null}
      {replyPlaced ? null : reply}
    </li>
  );
});

function eventView(event: CapabilityEvent, context: CardContext, unitOf: (id: string) => string | null, settledByCard: boolean, turn: TurnResponse): ReactNode {
  if (event.capability === SET_ENTITY_STATE) {
    if (settledByCard && (event.outcome === 'denied' || event.outcome === 'expired')) return null;
    // A refusal — at proposal or when re-checked at approval — says so with its reason, whatever an engine's text claims.
    if (event.outcome === 'rejected') return <p className="refusal">{describeRefusal(event, context.nameOf)}</p>;
    const receipt = describeActionEvent(event, context.nameOf);
    if (receipt === null) return null;
    const entityId = isActionResult(event.result) ? event.result.entity_id : undefined;
    const at = isActionResult(event.result) ? event.result.applied_at : undefined;
    return <Receipt receipt={receipt} {...(entityId !== undefined ? { entityId } : {})} {...(at !== undefined ? { at } : {})} />;
  }
  switch (event.outcome) {
    case 'executed':
      if (isListResult(event.result)) {
        return (
          <StateTable
            entities={event.result.entities}
            focus={focusedRows(event.result.entities, turn.focus_entity_ids)}
            {...(event.device_classes !== undefined ? { deviceClasses: event.device_classes } : {})}
            {...(event.result.retrieved_at !== undefined ? { retrievedAt: event.result.retrieved_at } : {})}
          />
        );
      }
      if (isHistoryResult(event.result)) {
        return (
          <HistoryView
            result={event.result}
            name={displayName(event.result.entity_id, context.nameOf)}
            unit={unitOf(event.result.entity_id)}
            deviceClass={event.device_class ?? null}
          />
        );
      }
      return null;
    case 'failed':
      return (
        <p className="refusal refusal--failed">
          <Icon name="warning" /> {t('chat.readFailed', { reason: codeSentence(event.code) })}
        </p>
      );
    case 'rejected':
      return <p className="refusal">{describeRefusal(event, context.nameOf)}</p>;
    case 'denied':
    case 'expired':
      return settledByCard ? null : <p className="refusal">{codeSentence(event.code)}</p>;
    default:
      return null;
  }
}

export function Working({ label }: { label: string }) {
  return (
    <div className="working" role="status">
      <span className="working__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {label}
    </div>
  );
}
