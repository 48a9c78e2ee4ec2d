/**
 * The conversation turn loop (DESIGN §5, RFC-0004/RFC-0017): up to MAX_ROUNDS_PER_TURN engine
 * rounds per message; each proposal goes through stages 1–4; rejections go back to the engine as
 * tool results with their code; the first proposal that needs confirmation halts the turn, and
 * every other proposal of that round still gets a tool result. A confirmation resumes the turn.
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../common/codes.js';
import type { CapabilityEvent, MessageRequest, PendingListItem, Surface, TurnResponse } from '../../../common/contract/types.js';
import type { Clock } from '../clock.js';
import type { PendingRecord } from '../executor/confirmation-store.js';
import { toWire } from '../executor/confirmation-store.js';
import type { Executor } from '../executor/executor.js';
import { Conversations, type ActiveTurn, type Conversation } from './conversations.js';
import type { ConversationEngine, EngineRoundOutput, Proposal, ToolResult, VocabularyEntry } from './conversation-engine.js';

export const MAX_ROUNDS_PER_TURN = 3;
/** More proposals than this in one round are not even looked at (a looping model). */
const MAX_PROPOSALS_PER_ROUND = 8;
const ENGINE_TIMEOUT_MS = 60_000;

export interface TurnLoopDeps {
  executor: Executor;
  engine: () => Promise<ConversationEngine>;
  vocabulary: () => Promise<VocabularyEntry[]>;
  /** This computer's room (an `area_id`), when the household set one. */
  thisArea?: () => Promise<string | null>;
  timeZone: () => string;
  pending: () => PendingListItem[];
  emitTurn: (turn: TurnResponse) => void;
  emitPending: () => void;
  clock: Clock;
}

export class TurnLoop {
  readonly conversations = new Conversations();

  constructor(private readonly deps: TurnLoopDeps) {}

  /** `conversation.message`: a new message, or the household's answer to a confirmation. */
  async message(req: MessageRequest, surface: Surface): Promise<TurnResponse> {
    await this.expireStale();
    if (req.confirmation) return this.resume(req.conversation_id!, req.confirmation.token, req.confirmation.approve, surface);
    let conversation: Conversation;
    if (req.conversation_id !== undefined) {
      const found = this.conversations.get(req.conversation_id);
      if (!found) throw new ApiError('CONVERSATION_NOT_FOUND', 'That conversation is not known (conversations are kept in memory until the app restarts).');
      conversation = found;
      await this.supersede(conversation);
    } else {
      const created = this.conversations.create(this.deps.clock.now());
      conversation = created.conversation;
      if (created.evicted) await this.supersede(created.evicted);
    }
    const engine = await this.deps.engine();
    const turn: ActiveTurn = { turn_id: randomUUID(), user_message: req.message!, proposer: engine.proposer, rounds: [], events: [], waiting: null };
    conversation.active = turn;
    return this.run(conversation, turn, engine, surface);
  }

  get(conversationId: string): { conversation_id: string; turns: TurnResponse[] } {
    const conversation = this.conversations.get(conversationId);
    if (!conversation) throw new ApiError('CONVERSATION_NOT_FOUND', 'That conversation is not known.');
    return { conversation_id: conversation.id, turns: [...conversation.turns] };
  }

  /** Closes turns whose confirmation ran out with nobody answering (audited once, narrated). */
  async expireStale(): Promise<void> {
    const expired = await this.deps.executor.expireStale();
    for (const record of expired) await this.continueAfter(record, expiredEvent(record), null);
    if (expired.length > 0) this.deps.emitPending();
  }

  private async resume(conversationId: string, token: string, approve: boolean, surface: Surface): Promise<TurnResponse> {
    if (!this.conversations.get(conversationId)) throw new ApiError('CONVERSATION_NOT_FOUND', 'That conversation is not known.');
    const { event, record } = await this.deps.executor.resolve(token, approve, { conversation_id: conversationId, surface });
    this.deps.emitPending();
    const resumed = await this.continueAfter(record, event, surface);
    if (resumed) return resumed;
    // The turn it belonged to is gone (superseded earlier): answer the resolution on its own.
    const conversation = this.conversations.get(conversationId)!;
    const turn: TurnResponse = {
      conversation_id: conversationId,
      turn_id: randomUUID(),
      user_message: '',
      reply: event.message ?? 'That request is no longer waiting.',
      pending_confirmation: null,
      capability_events: [event],
    };
    this.conversations.saveTurn(conversation, turn, this.deps.clock.now());
    this.deps.emitTurn(turn);
    return turn;
  }

  /** Feeds a resolved proposal's event back into its halted turn and runs the remaining rounds. */
  private async continueAfter(record: PendingRecord, event: CapabilityEvent, surface: Surface | null): Promise<TurnResponse | null> {
    const conversation = this.conversations.findWaiting(record.proposal_id, record.conversation_id);
    const turn = conversation?.active;
    if (!conversation || !turn) return null;
    const round = turn.rounds.at(-1)!;
    const result = round.results.find((r) => r.proposal_id === record.proposal_id);
    if (result) Object.assign(result, toToolResult(result.proposal_id, event));
    turn.events.push(event);
    turn.waiting = null;
    const engine = await this.deps.engine();
    return this.run(conversation, turn, engine, surface ?? 'chat');
  }

  /** A new message supersedes a pending proposal: it expires, and its turn ends saying so. */
  private async supersede(conversation: Conversation): Promise<void> {
    const records = await this.deps.executor.supersede(conversation.id);
    const turn = conversation.active;
    if (turn) {
      for (const record of records) turn.events.push(expiredEvent(record, 'You sent a new message before approving, so this request was cancelled; nothing was sent.'));
      if (records.length > 0) this.finish(conversation, turn, 'The earlier request was cancelled because you sent a new message; nothing was changed.');
      conversation.active = null;
    }
    if (records.length > 0) this.deps.emitPending();
  }

  private async run(conversation: Conversation, turn: ActiveTurn, engine: ConversationEngine, surface: Surface): Promise<TurnResponse> {
    while (true) {
      const roundsLeft = MAX_ROUNDS_PER_TURN - turn.rounds.length;
      const vocabulary = await this.deps.vocabulary();
      const thisArea = (await this.deps.thisArea?.()) ?? null;
      const output = await this.askEngine(conversation, turn, engine, vocabulary, Math.max(roundsLeft, 0), thisArea);
      if (output.kind === 'reply' || roundsLeft <= 0) {
        const reply = output.kind === 'reply' ? output.text : summarise(turn.events);
        return this.finish(conversation, turn, reply);
      }
      const proposals = output.proposals.slice(0, MAX_PROPOSALS_PER_ROUND);
      if (proposals.length === 0) return this.finish(conversation, turn, summarise(turn.events));
      const round = { proposals, results: [] as ToolResult[] };
      turn.rounds.push(round);
      const counter = new Map<string, number>();
      const names = new Map(vocabulary.map((v) => [v.entity_id, v.friendly_name]));
      let halted: { token: string; record: PendingRecord } | null = null;
      for (const proposal of proposals) {
        if (halted) {
          // Chat Completions needs a result for every tool call of the round.
          round.results.push({ ...base(proposal), outcome: 'not_run', code: 'NOT_RUN_AWAITING_CONFIRMATION' });
          continue;
        }
        const outcome = await this.deps.executor.propose(
          { id: proposal.id, capability: proposal.capability, arguments: proposal.arguments },
          { conversation_id: conversation.id, surface, proposer: turn.proposer, round: counter, entity_names: names },
        );
        turn.events.push(outcome.event);
        round.results.push(toToolResult(proposal.id, outcome.event));
        if (outcome.pending) halted = outcome.pending;
      }
      if (halted) {
        turn.waiting = { proposal_id: halted.record.proposal_id, token: halted.token };
        const response = this.respond(conversation, turn, null, { ...toWire(halted.record, halted.token) }, output.progress);
        this.deps.emitPending();
        this.schedule(halted.record);
        return response;
      }
    }
  }

  private async askEngine(
    conversation: Conversation,
    turn: ActiveTurn,
    engine: ConversationEngine,
    vocabulary: VocabularyEntry[],
    roundsLeft: number,
    thisArea: string | null,
  ): Promise<EngineRoundOutput> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ENGINE_TIMEOUT_MS);
    try {
      return await engine.round(
        {
          user_message: turn.user_message,
          history: this.conversations.history(conversation, turn.turn_id),
          rounds: turn.rounds.map((r) => ({ proposals: r.proposals, results: r.results })),
          vocabulary,
          this_area_id: thisArea,
          time_zone: this.deps.timeZone(),
          now: new Date(this.deps.clock.now()),
          rounds_left: roundsLeft,
        },
        controller.signal,
      );
    } catch (error) {
      const reason = controller.signal.aborted ? 'the assistant took too long to answer' : error instanceof Error ? error.message : 'the assistant failed';
      return { kind: 'reply', text: `${summarise(turn.events, '')}Sorry — ${reason}. Nothing else was done.`.trim() };
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  private finish(conversation: Conversation, turn: ActiveTurn, reply: string): TurnResponse {
    if (conversation.active === turn) conversation.active = null;
    return this.respond(conversation, turn, reply, null);
  }

  private respond(
    conversation: Conversation,
    turn: ActiveTurn,
    reply: string | null,
    pending: TurnResponse['pending_confirmation'],
    progress?: TurnResponse['progress'],
  ): TurnResponse {
    const response: TurnResponse = {
      conversation_id: conversation.id,
      turn_id: turn.turn_id,
      user_message: turn.user_message,
      reply,
      pending_confirmation: pending,
      capability_events: [...turn.events],
      ...(pending !== null && progress ? { progress } : {}),
    };
    this.conversations.saveTurn(conversation, response, this.deps.clock.now());
    this.deps.emitTurn(response);
    return response;
  }

  /** Wakes when a confirmation would expire, so its turn ends and every window hears of it. */
  private schedule(record: PendingRecord): void {
    const wait = Math.max(0, record.expires_at - this.deps.clock.now()) + 1;
    this.deps.clock.sleep(wait).then(
      () => this.expireStale(),
      () => undefined,
    );
  }
}

function base(proposal: Proposal): Pick<ToolResult, 'proposal_id' | 'capability' | 'arguments'> {
  return { proposal_id: proposal.id, capability: proposal.capability, arguments: proposal.arguments };
}

function toToolResult(proposalId: string, event: CapabilityEvent): ToolResult {
  const result: ToolResult = {
    proposal_id: proposalId,
    capability: event.capability,
    arguments: (event.arguments ?? {}) as Record<string, unknown>,
    outcome: event.outcome,
  };
  if (event.code !== undefined) result.code = event.code;
  if (event.message !== undefined) result.message = event.message;
  if (event.result !== undefined) result.result = event.result;
  return result;
}

function expiredEvent(record: PendingRecord, message = 'The confirmation expired before it was approved; nothing was sent.'): CapabilityEvent {
  return { capability: record.capability, arguments: record.arguments, stage: 'confirm', outcome: 'expired', code: 'CONFIRMATION_EXPIRED', message };
}

/** When the round budget is spent (or an engine fails), the reply is composed from what happened. */
function summarise(events: readonly CapabilityEvent[], fallback = "I couldn't finish that request."): string {
  const done = events.filter((e) => e.outcome === 'executed').length;
  const refused = events.filter((e) => e.outcome === 'rejected' || e.outcome === 'failed').length;
  if (done === 0 && refused === 0) return fallback;
  const parts = [];
  if (done > 0) parts.push(`${done} request${done === 1 ? '' : 's'} completed`);
  if (refused > 0) parts.push(`${refused} could not be done`);
  return `${parts.join(', ')}. `;
}
