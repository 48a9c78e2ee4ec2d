// Long because: one turn's whole life — engine rounds, the halt on a card, resumption, superseding and expiry — works on one conversation's state; split, each part would reach into the others'.
/**
 * The conversation turn loop (DESIGN §5, RFC-0004/RFC-0017): up to MAX_ROUNDS_PER_TURN engine
 * rounds per message; each proposal goes through stages 1–4; rejections go back to the engine as
 * tool results with their code; the first proposal that needs confirmation halts the turn, and
 * every other proposal of that round still gets a tool result. A confirmation resumes the turn.
 *
 * One turn at a time per conversation: every message starts a new turn generation, synchronously
 * on arrival, and stage 4 issues no card for a proposal of an older generation — so a turn whose
 * engine was still thinking when the household wrote again ends without a card. Expiry ends a turn
 * with its narration and never runs an engine round (it happens inside other requests).
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../common/codes.js';
import type { CapabilityEvent, MessageRequest, PendingListItem, Surface, TurnResponse } from '../../../common/contract/types.js';
import type { Clock } from '../clock.js';
import type { PendingRecord } from '../executor/confirmation-store.js';
import { toWire } from '../executor/confirmation-store.js';
import type { Executor } from '../executor/executor.js';
import { Conversations, type ActiveTurn, type Conversation, type TurnFacts } from './conversations.js';
import { engineFailure } from './engine-failure.js';
import { outcomeSentence } from './outcome-words.js';
import { turnWords, type TurnWords } from './turn-words.js';
import { DEFAULT_LANGUAGE } from '../../../common/languages.js';
import type { ConversationEngine, EngineCarry, EngineRoundOutput, Proposal, ToolResult, VocabularyEntry } from './conversation-engine.js';

export type { TurnFacts } from './conversations.js';

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
  /**
   * The household's language, locale and Home Assistant's time zone: read once when a turn starts
   * (and for an expiry's narration), from stores that are up to date before they answer.
   */
  facts: () => Promise<TurnFacts>;
  pending: () => PendingListItem[];
  emitTurn: (turn: TurnResponse) => void;
  emitPending: () => void;
  clock: Clock;
  /** Hears of an unexpected failure that was turned into a coded outcome (a stack, never a secret). */
  reportError?: (error: unknown) => void;
}

/** Why an engine round was cancelled: a newer message in its conversation. */
const SUPERSEDED = new DOMException('superseded by a newer message', 'AbortError');

export class TurnLoop {
  readonly conversations = new Conversations();
  /**
   * Each live card's halted turn, found by the card's record — never by whichever turn is the
   * conversation's current one, which a newer message may have replaced.
   */
  private readonly halted = new Map<PendingRecord, { conversation: Conversation; turn: ActiveTurn }>();

  constructor(private readonly deps: TurnLoopDeps) {}

  /**
   * The facts the last turn read: what a turn that has none yet (it is still starting) or a card
   * answered after its turn is gone speaks with.
   */
  private lastFacts: TurnFacts = { language: DEFAULT_LANGUAGE, locale: DEFAULT_LANGUAGE, time_zone: 'UTC' };

  private async readFacts(): Promise<TurnFacts> {
    try {
      this.lastFacts = await this.deps.facts();
    } catch (error) {
      // Facts that can't be read leave the last ones; the turn goes on.
      this.reportError(error);
    }
    return this.lastFacts;
  }

  private summarise(events: readonly CapabilityEvent[], words: TurnWords, fallback = words.couldNotFinish): string {
    const done = events.filter((e) => e.outcome === 'executed').length;
    const refused = events.filter((e) => e.outcome === 'rejected' || e.outcome === 'failed').length;
    if (done === 0 && refused === 0) return fallback;
    return words.summary(done, refused);
  }

  private narrateEnd(events: readonly CapabilityEvent[], words: TurnWords, note = ''): string {
    return [this.summarise(events, words, ''), note].filter((s) => s.length > 0).join(' ') || words.couldNotFinish;
  }

  /** `conversation.message`: a new message, or the household's answer to a confirmation. */
  async message(req: MessageRequest, surface: Surface): Promise<TurnResponse> {
    if (req.confirmation) {
      await this.expireStale();
      return this.resume(req.conversation_id!, req.confirmation.token, req.confirmation.approve, surface);
    }
    const { conversation, release, evicted } = this.open(req.conversation_id);
    try {
      // Synchronously, before anything is awaited: the earlier turn is superseded (it can no
      // longer issue a card) and this one is the conversation's current turn.
      const superseding = this.supersede(conversation);
      const turn: ActiveTurn = {
        turn_id: randomUUID(),
        // Until the facts are read below: nothing is said with these but a supersession's note.
        facts: this.lastFacts,
        generation: conversation.generation,
        engineRound: null,
        user_message: req.message!,
        proposer: '',
        rounds: [],
        events: [],
        waiting: null,
      };
      conversation.active = turn;
      await superseding;
      if (evicted) await this.supersede(evicted);
      await this.expireStale();
      turn.facts = await this.readFacts();
      const engine = await this.deps.engine();
      turn.proposer = engine.proposer;
      return await this.run(conversation, turn, engine, surface);
    } finally {
      release();
    }
  }

  get(conversationId: string): { conversation_id: string; turns: TurnResponse[] } {
    const conversation = this.conversations.get(conversationId);
    if (!conversation) throw new ApiError('CONVERSATION_NOT_FOUND', 'That conversation is not known.');
    return { conversation_id: conversation.id, turns: [...conversation.turns] };
  }

  /**
   * Closes turns whose confirmation ran out with nobody answering (audited once, narrated). Runs
   * inside other requests (a message, the popup's list), so it never asks an engine anything.
   */
  async expireStale(): Promise<void> {
    const expired = await this.deps.executor.expireStale();
    for (const record of expired) {
      const words = turnWords(this.halted.get(record)?.turn.facts.language ?? this.lastFacts.language);
      await this.continueAfter(record, expiredEvent(record, words.expired), null);
    }
    if (expired.length > 0) this.deps.emitPending();
  }

  /** The conversation a message goes to, held (never evicted) until the returned `release`. */
  private open(conversationId: string | undefined): { conversation: Conversation; release: () => void; evicted: Conversation | null } {
    if (conversationId === undefined) return this.conversations.create(this.deps.clock.now());
    const conversation = this.conversations.get(conversationId);
    if (!conversation) throw new ApiError('CONVERSATION_NOT_FOUND', 'That conversation is not known (it was cleared, or is older than the history keeps).');
    return { conversation, release: this.conversations.hold(conversation), evicted: null };
  }

  private async resume(conversationId: string, token: string, approve: boolean, surface: Surface): Promise<TurnResponse> {
    const conversation = this.conversations.get(conversationId);
    if (!conversation) throw new ApiError('CONVERSATION_NOT_FOUND', 'That conversation is not known.');
    // Held from here to the answer: evicting it while the approval runs would lose the receipt.
    const release = this.conversations.hold(conversation);
    try {
      const { event, record } = await this.deps.executor.resolve(token, approve, { conversation_id: conversationId, surface });
      this.deps.emitPending();
      const turn = this.halted.get(record)?.turn ?? null;
      try {
        return (await this.continueAfter(record, event, surface)) ?? this.answerAlone(conversation, event);
      } catch (error) {
        // The card was answered — an approved action may have been sent — so the household gets
        // its outcome (audited by the executor), not an INTERNAL_ERROR.
        this.reportError(error);
        return this.afterFailure(conversation, turn, event);
      }
    } finally {
      release();
    }
  }

  /** The answer to a card whose turn is gone (superseded or expired earlier), on its own. */
  private answerAlone(conversation: Conversation, event: CapabilityEvent): TurnResponse {
    const turn: TurnResponse = {
      conversation_id: conversation.id,
      turn_id: randomUUID(),
      user_message: '',
      reply: outcomeSentence(this.lastFacts.language, event) || turnWords(this.lastFacts.language).noLongerWaiting,
      ...factsOf(this.lastFacts),
      pending_confirmation: null,
      capability_events: [event],
    };
    this.conversations.saveTurn(conversation, turn, this.deps.clock.now());
    this.deps.emitTurn(turn);
    return turn;
  }

  /** Ends a turn whose continuation failed after its card was answered, with the outcome as known. */
  private afterFailure(conversation: Conversation, turn: ActiveTurn | null, event: CapabilityEvent): TurnResponse {
    const events = turn ? [...turn.events] : [event];
    const facts = turn?.facts ?? this.lastFacts;
    const response: TurnResponse = {
      conversation_id: conversation.id,
      turn_id: turn?.turn_id ?? randomUUID(),
      user_message: turn?.user_message ?? '',
      reply: this.narrateEnd(events, turnWords(facts.language), outcomeSentence(facts.language, event)),
      ...factsOf(facts),
      pending_confirmation: null,
      capability_events: events,
    };
    if (turn && conversation.active === turn) conversation.active = null;
    try {
      this.conversations.saveTurn(conversation, response, this.deps.clock.now());
      this.deps.emitTurn(response);
    } catch (error) {
      this.reportError(error);
    }
    return response;
  }

  /**
   * Feeds a resolved proposal's event back into its halted turn and runs the remaining rounds —
   * except after an expiry, which ends the turn with its narration and no new proposal.
   */
  private async continueAfter(record: PendingRecord, event: CapabilityEvent, surface: Surface | null): Promise<TurnResponse | null> {
    const halted = this.halted.get(record);
    if (!halted) return null;
    this.halted.delete(record);
    const { conversation, turn } = halted;
    const round = turn.rounds.at(-1)!;
    const result = round.results.find((r) => r.proposal_id === record.proposal_id);
    if (result) Object.assign(result, toToolResult(result.proposal_id, event));
    const answered = record.entity_name === undefined ? event : { ...event, entity_name: record.entity_name };
    turn.events.push(event.outcome === 'executed' ? withDeviceClasses(answered, await this.knownEntities()) : answered);
    turn.waiting = null;
    if (event.outcome === 'expired')
      return this.finish(conversation, turn, this.narrateEnd(turn.events, turnWords(turn.facts.language), outcomeSentence(turn.facts.language, event)));
    const engine = await this.deps.engine();
    return this.run(conversation, turn, engine, surface ?? 'chat');
  }

  /**
   * A new message supersedes the conversation's current turn. The synchronous part — a new
   * generation, the engine round cancelled, the pending card expired in the store — happens when
   * this is called; the audit and the narration follow.
   */
  private async supersede(conversation: Conversation): Promise<void> {
    conversation.generation++;
    conversation.active?.engineRound?.abort(SUPERSEDED);
    conversation.active = null;
    const records = await this.deps.executor.supersede(conversation.id);
    for (const record of records) {
      const halted = this.halted.get(record);
      if (!halted) continue;
      this.halted.delete(record);
      const words = turnWords(halted.turn.facts.language);
      halted.turn.events.push({
        ...expiredEvent(record, words.supersededEvent),
        reason: 'superseded',
      });
      // A chain interrupted after some of its cards acted says what was done, never "nothing was changed".
      const acted = halted.turn.events.some((e) => e.outcome === 'executed');
      const left = notDone(halted.turn);
      const note = left.length > 0 ? `${words.stoppedHere} ${words.notDone(left)}` : words.stoppedHere;
      this.finish(conversation, halted.turn, acted ? this.narrateEnd(halted.turn.events, words, note) : words.supersededReply);
    }
    // A turn still running ends itself when it sees the new generation; one whose card is being
    // approved right now, or was pushed out, is ended by whoever holds that card's record.
    if (records.length > 0) this.deps.emitPending();
  }

  private async run(conversation: Conversation, turn: ActiveTurn, engine: ConversationEngine, surface: Surface): Promise<TurnResponse> {
    while (true) {
      if (isSuperseded(conversation, turn)) return this.endSuperseded(conversation, turn);
      const roundsLeft = MAX_ROUNDS_PER_TURN - turn.rounds.length;
      const vocabulary = await this.deps.vocabulary();
      const thisArea = (await this.deps.thisArea?.()) ?? null;
      const output = await this.askEngine(conversation, turn, engine, vocabulary, Math.max(roundsLeft, 0), thisArea);
      const known = new Map(vocabulary.map((v) => [v.entity_id, v]));
      const focus = focusOf(output.kind === 'reply' || output.kind === 'propose' ? output.focus : undefined, known);
      const proposals = output.kind === 'propose' && roundsLeft > 0 ? output.proposals.slice(0, MAX_PROPOSALS_PER_ROUND) : [];
      if (proposals.length === 0) {
        if (isSuperseded(conversation, turn)) return this.endSuperseded(conversation, turn);
        return this.finish(
          conversation,
          turn,
          output.kind === 'reply' ? output.text : this.summarise(turn.events, turnWords(turn.facts.language)),
          output.kind === 'reply' ? output.carry : undefined,
          focus,
        );
      }
      const round = { proposals, results: [] as ToolResult[] };
      turn.rounds.push(round);
      const counter = new Map<string, number>();
      const names = new Map(vocabulary.map((v) => [v.entity_id, v.friendly_name]));
      // Stage 4 compares these two before it issues a card: a newer message means no card.
      const generation = { turn: turn.generation, current: () => conversation.generation };
      let halted: { token: string; record: PendingRecord } | null = null;
      for (const proposal of proposals) {
        if (halted) {
          // Chat Completions needs a result for every tool call of the round.
          round.results.push({ ...base(proposal), outcome: 'not_run', code: 'NOT_RUN_AWAITING_CONFIRMATION' });
          continue;
        }
        const outcome = await this.deps.executor.propose(
          { id: proposal.id, capability: proposal.capability, arguments: proposal.arguments },
          {
            conversation_id: conversation.id,
            surface,
            proposer: turn.proposer,
            round: counter,
            entity_names: names,
            generation,
            question: turn.user_message,
            ...(focus !== undefined ? { asked_about: focus.ids, asked_about_names: focus.names } : {}),
          },
        );
        turn.events.push(named(outcome.event, known));
        round.results.push(toToolResult(proposal.id, outcome.event));
        if (outcome.pending) halted = outcome.pending;
      }
      if (halted) {
        turn.waiting = { proposal_id: halted.record.proposal_id, token: halted.token };
        if (output.kind === 'propose' && output.progress !== undefined && focus !== undefined) turn.group = focus;
        this.halted.set(halted.record, { conversation, turn });
        const response = this.respond(
          conversation,
          turn,
          null,
          { ...toWire(halted.record, halted.token) },
          output.kind === 'propose' ? output.progress : undefined,
          focus,
        );
        this.deps.emitPending();
        this.schedule(halted.record);
        // A card issued at MAX_PENDING pushed the oldest one out: its turn ends now, audited.
        await this.expireStale();
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
    if (isSuperseded(conversation, turn)) return { kind: 'propose', proposals: [] };
    const controller = new AbortController();
    turn.engineRound = controller;
    const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ENGINE_TIMEOUT_MS);
    try {
      return await engine.round(
        {
          user_message: turn.user_message,
          history: this.conversations.history(conversation, turn.turn_id),
          rounds: turn.rounds.map((r) => ({ proposals: r.proposals, results: r.results })),
          vocabulary,
          this_area_id: thisArea,
          time_zone: turn.facts.time_zone,
          now: new Date(this.deps.clock.now()),
          rounds_left: roundsLeft,
          language: turn.facts.language,
          locale: turn.facts.locale,
          ...(turn.facts.home_assistant_set_up === false ? { home_assistant_set_up: false } : {}),
        },
        controller.signal,
      );
    } catch (error) {
      if (controller.signal.reason === SUPERSEDED) return { kind: 'propose', proposals: [] };
      const words = turnWords(turn.facts.language);
      const reason = controller.signal.aborted ? words.tookTooLong : engineFailure(turn.facts.language, error);
      return { kind: 'reply', text: words.sorry(this.summarise(turn.events, words, ''), reason).trim() };
    } finally {
      clearTimeout(timer);
      controller.abort();
      turn.engineRound = null;
    }
  }

  /** The allowlist cache by entity id; empty when it can't be read (names and classes are for display only). */
  private async knownEntities(): Promise<ReadonlyMap<string, VocabularyEntry>> {
    try {
      return new Map((await this.deps.vocabulary()).map((v) => [v.entity_id, v]));
    } catch {
      return new Map();
    }
  }

  /** A turn a newer message superseded ends here, saying what it had done; it issues nothing more. */
  private endSuperseded(conversation: Conversation, turn: ActiveTurn): TurnResponse {
    const words = turnWords(turn.facts.language);
    return this.finish(conversation, turn, this.narrateEnd(turn.events, words, words.stoppedHere));
  }

  private reportError(error: unknown): void {
    const report = this.deps.reportError ?? ((e: unknown) => process.stderr.write(`[turn-loop] ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`));
    report(error);
  }

  private finish(conversation: Conversation, turn: ActiveTurn, reply: string, carry?: EngineCarry, focus?: TurnFocus): TurnResponse {
    if (conversation.active === turn) conversation.active = null;
    // A finished turn waits for nothing: a late answer to its card is answered on its own.
    turn.waiting = null;
    this.conversations.noteCarry(conversation, turn.turn_id, carry);
    return this.respond(conversation, turn, reply, null, undefined, focus);
  }

  private respond(
    conversation: Conversation,
    turn: ActiveTurn,
    reply: string | null,
    pending: TurnResponse['pending_confirmation'],
    progress?: TurnResponse['progress'],
    focus?: TurnFocus,
  ): TurnResponse {
    const response: TurnResponse = {
      conversation_id: conversation.id,
      turn_id: turn.turn_id,
      user_message: turn.user_message,
      reply,
      pending_confirmation: pending,
      capability_events: [...turn.events],
      ...factsOf(turn.facts),
      ...(pending !== null && progress ? { progress } : {}),
      ...(focus !== undefined ? { focus_entity_ids: focus.ids, focus_names: focus.names } : {}),
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

/** What a turn response says it was written with: the language, locale and zone of its words and times. */
function factsOf(facts: TurnFacts): Pick<TurnResponse, 'time_zone' | 'language' | 'locale'> {
  return { time_zone: facts.time_zone, language: facts.language, locale: facts.locale };
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

/** True once a newer message arrived in the turn's conversation. */
function isSuperseded(conversation: Conversation, turn: ActiveTurn): boolean {
  return conversation.generation !== turn.generation;
}

/** The reply of a turn that ends without another engine round: what happened, then why it stopped. */

function expiredEvent(record: PendingRecord, message: string): CapabilityEvent {
  const event: CapabilityEvent = {
    capability: record.capability,
    arguments: record.arguments,
    stage: 'confirm',
    outcome: 'expired',
    code: 'CONFIRMATION_EXPIRED',
    message,
  };
  if (record.entity_name !== undefined) event.entity_name = record.entity_name;
  return event;
}

/**
 * The event with the named entity's cached name attached: a receipt or a past card is drawn from
 * events alone, after a restart too, so the name travels with the event. Only an allowlisted entity
 * is in `names`, so no other entity's name reaches a window.
 */
function named(event: CapabilityEvent, known: ReadonlyMap<string, VocabularyEntry>): CapabilityEvent {
  const args = event.arguments;
  const id = typeof args === 'object' && args !== null ? (args as Record<string, unknown>)['entity_id'] : undefined;
  const entry = typeof id === 'string' ? known.get(id) : undefined;
  if (entry === undefined) return withDeviceClasses(event, known);
  return { ...event, entity_name: entry.friendly_name, ...(entry.device_class === null ? {} : { device_class: entry.device_class }) };
}

/**
 * A state read's device classes, beside its RFC-0018 result (which has none), so a window words a
 * door's `off` as "closed" in the table as the answer does — from the allowlist cache, for the card only.
 */
function withDeviceClasses(event: CapabilityEvent, known: ReadonlyMap<string, VocabularyEntry>): CapabilityEvent {
  const entities = (event.result as { entities?: unknown } | undefined)?.entities;
  if (event.outcome !== 'executed' || !Array.isArray(entities)) return event;
  const classes: Record<string, string> = {};
  for (const row of entities as Array<{ entity_id?: unknown }>) {
    const cls = typeof row?.entity_id === 'string' ? known.get(row.entity_id)?.device_class : undefined;
    if (typeof cls === 'string' && cls !== '') classes[row.entity_id as string] = cls;
  }
  return Object.keys(classes).length === 0 ? event : { ...event, device_classes: classes };
}

/** A turn names at most this many devices to put first: more than a screenful is no focus. */
const MAX_FOCUS = 100;

/** The entities a turn is about, and their cached friendly names (for a window to name them before any read). */
interface TurnFocus {
  ids: string[];
  names: Record<string, string>;
}

/** At most MAX_FOCUS distinct entity ids, as the engine gave them, with the names the cache has; nothing when it gave none. */
function focusOf(focus: readonly string[] | undefined, known: ReadonlyMap<string, VocabularyEntry>): TurnFocus | undefined {
  if (focus === undefined || focus.length === 0) return undefined;
  const ids = [...new Set(focus.filter((id) => typeof id === 'string'))].slice(0, MAX_FOCUS);
  const names: Record<string, string> = {};
  for (const id of ids) {
    const name = known.get(id)?.friendly_name;
    if (name !== undefined && name !== '') names[id] = name;
  }
  return { ids, names };
}

/** The devices of an interrupted several-device request that no approved action reached, by their cached names. */
function notDone(turn: ActiveTurn): string[] {
  const group = turn.group;
  if (group === undefined) return [];
  const reached = new Set(
    turn.events
      .filter((e) => e.outcome === 'executed' && e.capability === 'home_assistant.set_entity_state')
      .map((e) => (e.arguments as { entity_id?: unknown }).entity_id),
  );
  return group.ids.filter((id) => !reached.has(id)).map((id) => group.names[id] ?? id);
}
