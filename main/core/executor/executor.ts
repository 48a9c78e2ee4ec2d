// Long because: RFC-0003's six stages read top to bottom in one module, beside the proposal and resolution flows that run them (STYLE 4).
/**
 * The capability executor: RFC-0003's six stages, top to bottom, each a small function that
 * returns a {@link StageResult} — a value or a coded rejection (DESIGN §3). Every proposal is audited with the stage it
 * reached. Nothing before stage 5 touches the network.
 */
import type { CapabilityEvent, CapabilityAuditEvent, Stage, Surface } from '../../../common/contract/types.js';
import { CapabilityError } from '../capability-error.js';
import type { Clock } from '../clock.js';
import { systemClock } from '../clock.js';
import type { HomeAssistantApi } from '../ha/api.js';
import type { HomeAssistantTarget } from '../ha/client.js';
import { entityIdOfArgs, requestedStateOfArgs, type AnyCapability, type PolicyView, type RunAudit } from '../capabilities/capability.js';
import type { CapabilityRegistry } from '../capabilities/registry.js';
import { classify } from './classification.js';
import type { ConfirmationStore, PendingRecord } from './confirmation-store.js';
import { ApiError } from '../../../common/codes.js';
import { err, ok, type Result } from '../result.js';
import { argumentBoundExceeded, MAX_ARGUMENT_DEPTH, MAX_ARGUMENT_NODES, unboundedPlaceholder } from './json-bounds.js';
import { jsonBytesAtMost } from './json-size.js';

/** The config in force, read fresh from disk for each check (RFC-0018 acceptance criterion). */
export interface PolicySnapshot {
  policy: PolicyView;
  /** Null when Home Assistant isn't configured (no base_url or no readable token). */
  target: HomeAssistantTarget | null;
}
export type PolicySource = () => Promise<PolicySnapshot>;

export interface AuditSink {
  append(event: CapabilityAuditEvent): Promise<void>;
}

export interface Proposal {
  id: string;
  capability: string;
  arguments: unknown;
}

export interface ProposalContext {
  conversation_id: string;
  surface: Surface | null;
  proposer: string;
  /** Proposals per capability so far in this engine round (DESIGN §8.2). */
  round: Map<string, number>;
  /** Cached friendly names of allowlisted entities, for the confirmation card only. */
  entity_names?: ReadonlyMap<string, string>;
  /**
   * The proposing turn's generation and its conversation's current one (DESIGN §5): once a newer
   * message has arrived, stage 4 issues no card and nothing runs.
   */
  generation: { turn: number; current(): number };
  /**
   * The household's message this proposal answers, and the entity ids it asks of — shown with the
   * card in the popup and quick ask, so a read of every shared device says which question it serves.
   * For the card only; never used to decide.
   */
  question?: string;
  asked_about?: readonly string[];
  asked_about_names?: Readonly<Record<string, string>>;
}

export interface ProposalOutcome {
  event: CapabilityEvent;
  /** Set when the proposal halts the turn at stage 4. */
  pending?: { token: string; record: PendingRecord };
}

export interface ResolveOutcome {
  event: CapabilityEvent;
  record: PendingRecord;
}

export interface ExecutorDeps {
  registry: CapabilityRegistry;
  policySource: PolicySource;
  confirmations: ConfirmationStore;
  audit: AuditSink;
  api: HomeAssistantApi;
  clock?: Clock;
}

type Rejection = { stage: Stage; error: CapabilityError };

/** What a stage answers: its value, or the coded rejection that ends the proposal there. */
export type StageResult<T> = Result<T, CapabilityError>;

export class Executor {
  private readonly clock: Clock;

  constructor(private readonly deps: ExecutorDeps) {
    this.clock = deps.clock ?? systemClock;
  }

  /** Stages 1–4 for a new proposal; stages 5–6 too when its classification needs no confirmation. */
  async propose(proposal: Proposal, ctx: ProposalContext): Promise<ProposalOutcome> {
    const checked = await this.checkStages(proposal.capability, proposal.arguments, ctx.round);
    if ('rejection' in checked) {
      return this.auditAndReport(ctx, proposal.capability, checked.entityId, checked.rejection.stage, 'rejected', {
        error: checked.rejection.error,
        arguments: proposal.arguments,
        capabilityDef: checked.capability,
      });
    }
    const { capability, args, snapshot } = checked;
    if (ctx.generation.turn !== ctx.generation.current()) {
      // Checked with nothing awaited before the card is issued: a superseded turn gets no card.
      return this.auditAndReport(ctx, capability.name, entityIdOfArgs(args), 'confirm', 'expired', {
        error: new CapabilityError('CONFIRMATION_EXPIRED', 'Superseded by a new message before it was shown; nothing was sent.'),
        arguments: args,
        capabilityDef: capability,
      });
    }
    const classification = classify(capability.side_effect, capability.network);
    if (classification.confirmation === 'none') {
      return this.executeAndShape(capability, args, snapshot, ctx);
    }
    // Stage 4 — confirm: the turn halts here until the household decides.
    const issued = this.deps.confirmations.issue({
      conversation_id: ctx.conversation_id,
      capability: capability.name,
      arguments: args as Record<string, unknown>,
      disclosed: disclosedBy(capability, args, snapshot.policy),
      classification,
      proposer: ctx.proposer,
      surface: ctx.surface,
      proposal_id: proposal.id,
      ...nameFor(entityIdOfArgs(args), ctx.entity_names),
      ...(ctx.question !== undefined ? { question: ctx.question } : {}),
      ...(ctx.asked_about !== undefined && ctx.asked_about.length > 0
        ? { asked_about: [...ctx.asked_about], asked_about_names: { ...ctx.asked_about_names } }
        : {}),
    });
    const outcome = await this.auditAndReport(ctx, capability.name, entityIdOfArgs(args), 'confirm', 'pending', {
      arguments: args,
      capabilityDef: capability,
    });
    return { ...outcome, pending: issued };
  }

  /**
   * The household's answer to a pending confirmation. The token is consumed first, atomically;
   * an approval then re-runs stages 1–3 against freshly read config before anything is sent.
   */
  async resolve(token: string, approve: boolean, ctx: { conversation_id: string; surface: Surface | null }): Promise<ResolveOutcome> {
    const consumed = this.deps.confirmations.consume(token, ctx.conversation_id);
    if (consumed.kind === 'invalid') {
      throw new ApiError('CONFIRMATION_INVALID', 'This confirmation is not valid: it was already used, never existed, or the app restarted.');
    }
    if (consumed.kind === 'expired') {
      const record = consumed.record;
      const expired = new CapabilityError('CONFIRMATION_EXPIRED', 'The confirmation expired before it was approved; nothing was sent.');
      if (!consumed.first) {
        // Already audited when it expired; the household is told again, the audit is not.
        const event: CapabilityEvent = {
          capability: record.capability,
          arguments: record.arguments,
          stage: 'confirm',
          outcome: 'expired',
          code: expired.code,
          message: expired.message,
        };
        return { event, record };
      }
      const { event } = await this.auditAndReport(
        this.recordContext(record, ctx.surface),
        record.capability,
        entityIdOfArgs(record.arguments),
        'confirm',
        'expired',
        {
          error: expired,
          arguments: record.arguments,
        },
      );
      return { event, record };
    }
    const record = consumed.record;
    const rctx = this.recordContext(record, ctx.surface);
    if (!approve) {
      const { event } = await this.auditAndReport(rctx, record.capability, entityIdOfArgs(record.arguments), 'confirm', 'denied', {
        error: new CapabilityError('CONFIRMATION_DENIED', 'The household denied this request; nothing was sent.'),
        arguments: record.arguments,
      });
      return { event, record };
    }
    // Re-check with fresh config: control may have been turned off since the proposal. The
    // arguments are the ones frozen when the card was issued, whatever happened to the shown copy.
    const checked = await this.checkStages(record.capability, JSON.parse(record.canonical_arguments), null);
    if ('rejection' in checked) {
      const { event } = await this.auditAndReport(rctx, record.capability, checked.entityId, checked.rejection.stage, 'rejected', {
        error: checked.rejection.error,
        arguments: record.arguments,
        capabilityDef: checked.capability,
      });
      return { event, record };
    }
    // Only what the card disclosed and is still allowlisted may be read (DESIGN §8.9).
    const snapshot = { ...checked.snapshot, policy: narrowedTo(checked.snapshot.policy, record.disclosed) };
    try {
      const { event } = await this.executeAndShape(checked.capability, checked.args, snapshot, rctx);
      return { event, record };
    } catch {
      // Stage 5 has started: whatever failed, the household is told what is known, audited.
      const { event } = await this.auditAndReport(rctx, record.capability, checked.entityId, 'execute', 'failed', {
        error: unknownOutcome(checked.capability),
        arguments: record.arguments,
        capabilityDef: checked.capability,
      });
      return { event, record };
    }
  }

  /** A new message supersedes the conversation's pending proposal: it expires, audited once. */
  async supersede(conversationId: string): Promise<PendingRecord[]> {
    const superseded = this.deps.confirmations.supersede(conversationId);
    for (const record of superseded) {
      await this.auditAndReport(this.recordContext(record, null), record.capability, entityIdOfArgs(record.arguments), 'confirm', 'expired', {
        error: new CapabilityError('CONFIRMATION_EXPIRED', 'Superseded by a new message before it was approved; nothing was sent.'),
        arguments: record.arguments,
      });
    }
    return superseded;
  }

  /** Audits proposals whose confirmation ran out while nobody answered. */
  async expireStale(): Promise<PendingRecord[]> {
    const expired = this.deps.confirmations.drainExpired();
    for (const record of expired) {
      await this.auditAndReport(this.recordContext(record, null), record.capability, entityIdOfArgs(record.arguments), 'confirm', 'expired', {
        error: new CapabilityError('CONFIRMATION_EXPIRED', 'The confirmation expired before it was approved; nothing was sent.'),
        arguments: record.arguments,
      });
    }
    return expired;
  }

  // -------------------------------------------------------------------------------------------
  // Stages 1–3

  private async checkStages(
    name: string,
    rawArgs: unknown,
    round: Map<string, number> | null,
  ): Promise<
    | { capability: AnyCapability; args: unknown; snapshot: PolicySnapshot; entityId: string | undefined }
    | { rejection: Rejection; entityId?: string; capability?: AnyCapability }
  > {
    const resolved = resolveStage(this.deps.registry, name);
    if (!resolved.ok) return { rejection: { stage: 'resolve', error: resolved.error } };
    const capability = resolved.value;
    // DESIGN §8.2: every proposal of a capability counts towards its round's limit, passed or not,
    // so a refused proposal can't be followed by another one in the same round.
    let earlier: number | null = null;
    if (round) {
      earlier = round.get(capability.name) ?? 0;
      round.set(capability.name, earlier + 1);
    }

    const validated = validateStage(capability, rawArgs);
    if (!validated.ok) return { rejection: { stage: 'validate', error: validated.error }, capability };
    const args = validated.value;
    const entityId = entityIdOfArgs(args);

    const snapshot = await this.deps.policySource();
    const rejected = policyStage(capability, args, snapshot, earlier);
    if (rejected) return { rejection: { stage: 'policy', error: rejected }, entityId, capability };
    return { capability, args, snapshot, entityId };
  }

  // -------------------------------------------------------------------------------------------
  // Stages 5–6

  private async executeAndShape(
    capability: AnyCapability,
    args: unknown,
    snapshot: PolicySnapshot,
    ctx: Pick<ProposalContext, 'conversation_id' | 'surface' | 'proposer'>,
  ): Promise<ProposalOutcome> {
    const entityId = entityIdOfArgs(args);
    // Write-ahead, so no action runs unaudited (docs/architecture.md §5a): the approval is on disk
    // before stage 5 sends anything; if it can't be written, nothing is sent.
    const recorded = await this.writeAhead(ctx, capability, entityId, args);
    if (!recorded) {
      return this.auditAndReport(ctx, capability.name, entityId, 'execute', 'failed', {
        error: new CapabilityError('AUDIT_UNAVAILABLE', "The approval couldn't be written to the activity log, so nothing was sent to Home Assistant."),
        arguments: args,
        capabilityDef: capability,
      });
    }
    const executed = await executeStage(capability, args, snapshot, this.deps.api, this.clock);
    if (!executed.ok) {
      return this.auditAndReport(ctx, capability.name, entityId, 'execute', 'failed', { error: executed.error, arguments: args, capabilityDef: capability });
    }
    const { result, audit } = executed.value;
    const shaped = shapeStage(capability, result);
    if (!shaped.ok) {
      return this.auditAndReport(ctx, capability.name, entityId, 'shape', 'failed', {
        error: shaped.error,
        arguments: args,
        capabilityDef: capability,
        runAudit: audit,
      });
    }
    return this.auditAndReport(ctx, capability.name, entityId, 'shape', 'executed', {
      arguments: args,
      capabilityDef: capability,
      result: shaped.value,
      runAudit: audit,
    });
  }

  // -------------------------------------------------------------------------------------------
  // Audit + event

  /** The write-ahead line of an approval; false when the audit could not take it. */
  private async writeAhead(
    ctx: Pick<ProposalContext, 'conversation_id' | 'surface' | 'proposer'>,
    capability: AnyCapability,
    entityId: string | undefined,
    args: unknown,
  ): Promise<boolean> {
    const line: CapabilityAuditEvent = {
      kind: 'capability',
      ts: new Date(this.clock.now()).toISOString(),
      conversation_id: ctx.conversation_id,
      capability: capability.name,
      side_effect: capability.side_effect,
      network: capability.network,
      stage: 'execute',
      outcome: 'approved',
      surface: ctx.surface,
      proposer: ctx.proposer,
    };
    if (entityId !== undefined) line.entity_id = entityId;
    const requested = requestedStateOfArgs(args);
    if (requested !== undefined) line.requested_state = requested;
    try {
      await this.deps.audit.append(line);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Every proposal ends here, whatever stage it reached: one audit line (its stage and outcome,
   * never the arguments or the result), then the event the turn, the transcript and the engine see.
   */
  private async auditAndReport(
    ctx: Pick<ProposalContext, 'conversation_id' | 'surface' | 'proposer'>,
    capabilityName: string,
    entityId: string | undefined,
    stage: Stage,
    outcome: CapabilityEvent['outcome'],
    extra: { error?: CapabilityError; arguments: unknown; capabilityDef?: AnyCapability; result?: unknown; runAudit?: RunAudit },
  ): Promise<ProposalOutcome> {
    const def = extra.capabilityDef ?? this.deps.registry.get(capabilityName);
    const auditEvent: CapabilityAuditEvent = {
      kind: 'capability',
      ts: new Date(this.clock.now()).toISOString(),
      conversation_id: ctx.conversation_id,
      // An unknown name is model output: audit a fixed placeholder, never the raw string.
      capability: def ? def.name : 'unknown',
      side_effect: def?.side_effect ?? null,
      network: def?.network ?? null,
      stage,
      outcome,
      surface: ctx.surface,
      proposer: ctx.proposer,
    };
    if (entityId !== undefined) auditEvent.entity_id = entityId;
    if (extra.error) auditEvent.code = extra.error.code;
    if (extra.runAudit?.changed !== undefined) auditEvent.changed = extra.runAudit.changed;
    if (extra.runAudit?.confirmed_by !== undefined) auditEvent.confirmed_by = extra.runAudit.confirmed_by;
    if (extra.runAudit?.entities_missing !== undefined) auditEvent.entities_missing = extra.runAudit.entities_missing;
    const requested = requestedStateOfArgs(extra.arguments);
    if (requested !== undefined) auditEvent.requested_state = requested;
    try {
      await this.deps.audit.append(auditEvent);
    } catch {
      // An unwritable audit must not strand a decision already taken; the store reports it.
    }
    const event: CapabilityEvent = { capability: capabilityName, arguments: boundedArguments(stage, extra.arguments), stage, outcome };
    if (extra.error) {
      event.code = extra.error.code;
      event.message = extra.error.message;
    }
    if (extra.result !== undefined) event.result = extra.result;
    return { event };
  }

  private recordContext(record: PendingRecord, surface: Surface | null) {
    return { conversation_id: record.conversation_id, surface, proposer: record.proposer };
  }
}

/** What a card for these arguments discloses (the entity it names, unless the capability says more). */
function disclosedBy(capability: AnyCapability, args: unknown, policy: PolicyView): readonly string[] {
  if (capability.disclosed) return capability.disclosed(args, policy);
  const entityId = entityIdOfArgs(args);
  return entityId === undefined ? [] : [entityId];
}

/**
 * The fresh policy, narrowed to what a card disclosed: entities added to the allowlist after the
 * card was shown are not read; entities removed since are not read either (the fresh policy).
 */
function narrowedTo(policy: PolicyView, disclosed: readonly string[]): PolicyView {
  const shown = new Set(disclosed);
  const order = policy.allowlist_order.filter((id) => shown.has(id));
  return {
    ...policy,
    allowlisted_entities: new Set(order),
    allowlist_order: order,
    controllable_entities: new Set([...policy.controllable_entities].filter((id) => shown.has(id))),
  };
}

function nameFor(entityId: string | undefined, names: ReadonlyMap<string, string> | undefined): { entity_name?: string } {
  const name = entityId === undefined ? undefined : names?.get(entityId);
  return name === undefined ? {} : { entity_name: name };
}

/**
 * Arguments refused at stage 1 or 2 are unchecked model output of any size; the event (kept in the
 * transcript, pushed to every window, handed back to the engine) keeps a bounded preview of them,
 * in the shape the OpenAI-compatible engine uses for unparseable arguments. Checked arguments are
 * bounded by their schema and kept as they are.
 */
const MAX_REJECTED_ARGUMENT_CHARS = 1000;

function boundedArguments(stage: Stage, args: unknown): unknown {
  if (stage !== 'resolve' && stage !== 'validate') return args;
  const exceeded = argumentBoundExceeded(args);
  if (exceeded) return unboundedPlaceholder(exceeded);
  let text: string;
  try {
    text = JSON.stringify(args) ?? '';
  } catch {
    return { invalid_arguments: '(not serialisable)' };
  }
  return text.length > MAX_REJECTED_ARGUMENT_CHARS ? { invalid_arguments: `${text.slice(0, MAX_REJECTED_ARGUMENT_CHARS)}…` } : args;
}

/** Stage 1 — resolve: only registered capabilities exist. */
export function resolveStage(registry: CapabilityRegistry, name: string): StageResult<AnyCapability> {
  const capability = registry.get(name);
  return capability ? ok(capability) : err(new CapabilityError('CAPABILITY_UNKNOWN', 'No capability by that name exists.'));
}

/**
 * Stage 2 — validate: arguments against the schema (ids, enums, no extra keys). Whatever engine
 * proposed them, their shape is bounded first, without recursion (`json-bounds.ts`), so no schema
 * walk or serialisation after this point meets model output nested deeper than any capability takes.
 */
export function validateStage(capability: AnyCapability, rawArgs: unknown): StageResult<unknown> {
  const exceeded = argumentBoundExceeded(rawArgs);
  if (exceeded) {
    const limit = exceeded === 'depth' ? `nested more than ${MAX_ARGUMENT_DEPTH} levels deep` : `more than ${MAX_ARGUMENT_NODES} values`;
    return err(new CapabilityError('INVALID_ARGUMENTS', `The arguments for ${capability.name} are ${limit}, so they were not read; nothing was sent.`));
  }
  const parsed = capability.args.safeParse(rawArgs ?? {});
  if (parsed.success) return ok(parsed.data);
  const first = parsed.error.issues[0];
  const where = first && first.path.length > 0 ? ` (${first.path.join('.')})` : '';
  return err(new CapabilityError('INVALID_ARGUMENTS', `The arguments don't fit ${capability.name}${where}.`));
}

/**
 * Stage 3 — policy, against the config just read: the capability's toggle, then its own check
 * (configured, allowlists, domain), then the per-round invocation limit. `earlier` counts the
 * proposals of this capability before this one in its engine round, refused ones included; it is
 * null when re-checking an approval (the limit was counted when it was proposed).
 */
export function policyStage(capability: AnyCapability, args: unknown, snapshot: PolicySnapshot, earlier: number | null): CapabilityError | null {
  if (!snapshot.policy[capability.policy_key]) {
    const what = capability.policy_key === 'home_assistant_control_enabled' ? 'Control of Home Assistant devices' : 'Reading Home Assistant';
    return new CapabilityError('CAPABILITY_DISABLED', `${what} is turned off in Settings.`);
  }
  const rejected = capability.policy_check(args, snapshot.policy);
  if (rejected) return rejected;
  if (snapshot.target === null || snapshot.target.token_origin !== snapshot.target.base_url) {
    return new CapabilityError(
      'CAPABILITY_NOT_CONFIGURED',
      snapshot.policy.not_configured_message ?? "Home Assistant isn't set up yet: add its address and an access token in Settings.",
    );
  }
  if (earlier !== null && earlier >= capability.bounds.max_invocations_per_turn) {
    return new CapabilityError('INVOCATION_LIMIT_EXCEEDED', `Only ${capability.bounds.max_invocations_per_turn} ${capability.name} proposal per round.`);
  }
  return null;
}

/** The reason in-flight requests are cancelled once a capability has finished. */
const FINISHED = new DOMException('capability finished', 'AbortError');

/** Stage 5 — execute, bounded by the capability's timeout (an AbortSignal through undici). */
export async function executeStage(
  capability: AnyCapability,
  args: unknown,
  snapshot: PolicySnapshot,
  api: HomeAssistantApi,
  clock: Clock,
): Promise<StageResult<{ result: unknown; audit?: RunAudit }>> {
  const target = snapshot.target;
  if (!target) return err(new CapabilityError('CAPABILITY_NOT_CONFIGURED', "Home Assistant isn't set up yet."));
  const timeoutMs = capability.bounds.timeout_seconds * 1000;
  const controller = new AbortController();
  const started = performance.now();
  const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), timeoutMs);
  try {
    const run = await capability.run(args, {
      api,
      target,
      policy: snapshot.policy,
      clock,
      signal: controller.signal,
      sleep: (ms) => systemClock.sleep(ms, controller.signal),
      remainingMs: () => timeoutMs - (performance.now() - started),
    });
    return ok(run);
  } catch (error) {
    if (error instanceof CapabilityError) return err(error);
    if (controller.signal.aborted)
      return err(new CapabilityError('EXECUTION_TIMEOUT', `${capability.name} did not finish within ${capability.bounds.timeout_seconds} s.`));
    return err(unknownOutcome(capability));
  } finally {
    clearTimeout(timer);
    // Stops any request still in flight (e.g. sibling fetches after one failed). A shared reason:
    // a fresh DOMException (with its stack) per call was most of the executor's overhead.
    controller.abort(FINISHED);
  }
}

/**
 * An unexpected failure once stage 5 has started. For an action the service call may already have
 * reached Home Assistant, so the honest outcome is "not confirmed — check the device".
 */
function unknownOutcome(capability: AnyCapability): CapabilityError {
  return capability.side_effect === 'mutating'
    ? new CapabilityError(
        'HOME_ASSISTANT_ACTION_NOT_CONFIRMED',
        'Something went wrong after the request may have been sent, so it may or may not have happened. Check the device.',
      )
    : new CapabilityError('HOME_ASSISTANT_ERROR', 'Something went wrong while talking to Home Assistant.');
}

/** Stage 6 — shape: the result against its schema, then the byte bound (RFC-0003). */
export function shapeStage(capability: AnyCapability, result: unknown): StageResult<unknown> {
  const parsed = capability.result.safeParse(result);
  if (!parsed.success) return err(new CapabilityError('RESULT_INVALID', `${capability.name} produced a result that doesn't fit its schema.`));
  const bound = capability.bounds.max_result_bytes;
  // Measured exactly only when a cheap upper bound doesn't already settle it.
  const bytes = jsonBytesAtMost(parsed.data, bound) <= bound ? 0 : Buffer.byteLength(JSON.stringify(parsed.data));
  if (bytes > bound) {
    return err(
      new CapabilityError(
        'RESULT_TOO_LARGE',
        `The result is ${Math.ceil(bytes / 1024)} KiB, over the ${capability.bounds.max_result_bytes / 1024} KiB bound — allowlist fewer entities.`,
      ),
    );
  }
  return ok(parsed.data);
}
