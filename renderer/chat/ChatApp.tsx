/** The chat window: status line, transcript (or first run), and the message box. */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { openAppWindow } from '../bridge/install.js';
import { DemoBadge } from '../components/DemoBadge.js';
import { Icon } from '../components/Icon.js';
import { StatusLine } from '../components/StatusLine.js';
import { describeProposal, type CardContext } from '../lib/describe.js';
import { useConfirmations } from '../stores/confirmations.js';
import { isConfigured, useConnection } from '../stores/connection.js';
import { displayZone, machineZone, setDisplayZone } from '../lib/time.js';
import { useTranscript } from '../stores/transcript.js';
import '../styles/zone-note.css';
import { Composer } from './Composer.js';
import { FirstRun } from './FirstRun.js';
import { learnNames } from './names.js';
import { TurnView, Working } from './TurnView.js';
import { t } from '../i18n/index.js';
import { historyProblemSentence } from '../lib/history-problem.js';

const SUGGESTIONS = ['chat.suggestion.porch', 'chat.suggestion.see', 'chat.suggestion.door', 'chat.suggestion.kitchen'] as const;

export function ChatApp() {
  const turns = useTranscript((s) => s.turns);
  const outgoing = useTranscript((s) => s.outgoing);
  const sendError = useTranscript((s) => s.sendError);
  const historyProblem = useTranscript((s) => s.historyProblem);
  const send = useTranscript((s) => s.send);
  const startNew = useTranscript((s) => s.startNew);
  const ha = useConnection((s) => s.ha);
  const assistant = useConnection((s) => s.assistant);
  const resolutions = useConfirmations((s) => s.resolutions);
  const resolve = useConfirmations((s) => s.resolve);
  const applyTurn = useTranscript((s) => s.applyTurn);

  const known = useMemo(() => learnNames(turns), [turns]);
  // One time zone for the whole window: Home Assistant's, the one its replies speak in.
  setDisplayZone(turns.findLast((t) => t.time_zone !== undefined)?.time_zone);
  const shownZone = displayZone();
  const context = useMemo<CardContext>(
    () => ({
      nameOf: (id) => known.get(id)?.name,
      allowlistedCount: ha?.allowlisted_entities.length ?? null,
      remoteHost: assistant?.remote_host ?? null,
    }),
    [known, ha?.allowlisted_entities.length, assistant?.remote_host],
  );
  const unitOf = useCallback((id: string) => known.get(id)?.unit ?? null, [known]);
  const scroller = useRef<HTMLElement>(null);
  const pinned = useRef(true);
  /** The turn whose card was just answered: focus moves to its receipt (or settled card) once it arrives. */
  const answered = useRef<string | null>(null);
  const onAnswer = useCallback(
    (conversationId: string, token: string, approve: boolean) => {
      answered.current = turns.find((t) => t.pending_confirmation?.token === token)?.turn_id ?? null;
      void resolve(conversationId, token, approve).then((turn) => {
        if (turn !== null) applyTurn(turn);
        // A resolution that found its turn gone (expired, superseded) means this window missed
        // events: reload the conversation as main has it.
        void useTranscript.getState().load();
      });
    },
    [resolve, applyTurn, turns],
  );
  useEffect(() => {
    const turnId = answered.current;
    if (turnId === null) return;
    const turn = turns.find((t) => t.turn_id === turnId);
    if (turn === undefined || turn.pending_confirmation !== null) return;
    const outcomes = scroller.current?.querySelectorAll<HTMLElement>(`[data-turn-id="${CSS.escape(turnId)}"] [data-answer-outcome]`);
    const target = outcomes === undefined ? undefined : outcomes[outcomes.length - 1];
    if (target !== undefined) {
      answered.current = null;
      target.focus();
    }
  }, [turns]);
  const liveCard = turns.at(-1)?.pending_confirmation ?? null;
  const announcement = liveCard === null ? '' : t('chat.cardAnnouncement', { title: describeProposal(liveCard, context).title });
  const openSettings = useCallback(() => openAppWindow('settings'), []);

  const waiting = turns.some((t) => t.pending_confirmation !== null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el !== null && pinned.current) el.scrollTop = el.scrollHeight;
  }, [turns, outgoing, waiting]);
  // The footer's hint and the window's size change the viewport: stay at the bottom if we were.
  useEffect(() => {
    const el = scroller.current;
    if (el === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    if (el.firstElementChild !== null) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);

  // The way to set up stays until Home Assistant is: a question asked before then leaves it in place.
  const showFirstRun = ha !== null && !isConfigured(ha);
  const empty = turns.length === 0 && outgoing === null;

  return (
    <div className="app app--chat">
      <header className="app-header">
        <div className="brand">
          <span className="brand__mark" aria-hidden="true">
            <Icon name="home" />
          </span>
          <h1 className="brand__name">{t('app.name')}</h1>
          <DemoBadge />
        </div>
        <StatusLine onOpenSettings={openSettings} />
        <button type="button" className="button button--quiet button--small" onClick={startNew} disabled={empty}>
          <Icon name="plus" />
          {t('chat.newConversation')}
        </button>
      </header>
      <main
        id="main"
        className="chat-main"
        ref={scroller}
        // Focusable, so a keyboard can scroll a long transcript (axe: scrollable-region-focusable).
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget;
          pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
      >
        <div className="chat-column">
          {showFirstRun ? (
            <FirstRun onOpenSettings={openSettings} />
          ) : empty ? (
            <section className="empty" aria-labelledby="empty-title">
              <h2 id="empty-title">{t('chat.emptyTitle')}</h2>
              <p className="muted">{t('chat.emptyLead')}</p>
              <ul className="suggestions">
                {SUGGESTIONS.map((s) => (
                  <li key={s}>
                    <button type="button" className="chip" onClick={() => void send(t(s))}>
                      {t(s)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {shownZone.differs && turns.length > 0 ? (
            <p className="zone-note muted" data-testid="zone-note">
              {t('chat.zoneNote', { zone: shownZone.zone, machine: machineZone() })}
            </p>
          ) : null}
          <p className="visually-hidden" role="status" data-testid="card-announcement">
            {announcement}
          </p>
          <div role="log" aria-labelledby="conversation-title" aria-relevant="additions">
            {/* The cards and results in the transcript are h3s: this h2 keeps the outline h1 → h2 → h3. */}
            <h2 id="conversation-title" className="visually-hidden">
              {t('chat.conversationLabel')}
            </h2>
            <ol className="transcript" data-testid="transcript">
              {turns.map((turn) => (
                <TurnView key={turn.turn_id} turn={turn} context={context} unitOf={unitOf} resolutions={resolutions} onAnswer={onAnswer} />
              ))}
              {outgoing !== null ? (
                <li className="turn turn--outgoing">
                  <div className="bubble bubble--user">
                    <span className="visually-hidden">{t('chat.youSaid')}</span>
                    {outgoing}
                  </div>
                  <Working label={t('chat.thinking')} />
                </li>
              ) : null}
            </ol>
          </div>
          {historyProblem !== null ? (
            <p className="error-banner" role="alert" data-testid="history-problem">
              <Icon name="warning" /> {historyProblemSentence(historyProblem)}
            </p>
          ) : null}
          {sendError !== null ? (
            <p className="error-banner" role="alert">
              <Icon name="warning" /> {sendError}
            </p>
          ) : null}
        </div>
      </main>
      <footer className="chat-footer">
        <div className="chat-column">
          <Composer busy={outgoing !== null} waiting={waiting} onSend={(text) => void send(text)} />
        </div>
      </footer>
    </div>
  );
}
