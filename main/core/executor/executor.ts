// Long because: RFC-0003's six stages read top to bottom in one module, beside the proposal and resolution flows that run them (STYLE 4).
/**
 * The capability executor: RFC-0003's six stages, top to bottom, each a small function that
 * returns a value or a coded rejection (DESIGN §3). Every proposal is audited with the stage it
 * reached. Nothing before stage 5 touches the network.
 */
import type { CapabilityEvent, CapabilityAuditEvent, Stage, Surface } from '../../../common/contract.js';
import { CapabilityError } from '../capability-error.js';
import type { Clock } from '../clock.js';
import { systemClock } from '../clock.js';
import type { HomeAssistantApi } from '../ha/api.js';
import type { HomeAssistantTarget } from '../ha/client.js';
import { entityIdOfArgs, type AnyCapability, type PolicyView, type RunAudit } from '../capabilities/capability.js';
import type { CapabilityRegistry } from '../capabilities/registry.js';
import { classify } from './classification.js';
import type { ConfirmationStore, PendingRecord } from './confirmation-store.js';
import { ApiError } from '../../../common/codes.js';

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

export class Executor {
  private readonly clock: Clock;

  constructor(private readonly deps: ExecutorDeps) {
    this.clock = deps.clock ?? systemClock;
  }

  /** Stages 1–4 for a new proposal; stages 5–6 too when its classification needs no confirmation. */
  async propose(proposal: Proposal, ctx: ProposalContext): Promise<ProposalOutcome> {
    const checked = await this.checkStages(proposal.capability, proposal.arguments, ctx.round);
    if ('rejection' in checked) {
      return this.finish(ctx, proposal.capability, checked.entityId, checked.rejection.stage, 'rejected', {
        error: checked.rejection.error,
        arguments: proposal.arguments,
        capabilityDef: checked.capability,
      });
    }
    const { capability, args, snapshot } = checked;
    const classification = classify(capability.side_effect, capability.network);
    if (classification.confirmation === 'none') {
      return this.executeAndShape(capability, args, snapshot, ctx);
    }
    // Stage 4 — confirm: the turn halts here until the household decides.
    const issued = this.deps.confirmations.issue({
      conversation_id: ctx.conversation_id,
      capability: capability.name,
      arguments: args as Record<string, unknown>,
      classification,
      proposer: ctx.proposer,
      surface: ctx.surface,
      proposal_id: proposal.id,
      ...nameFor(entityIdOfArgs(args), ctx.entity_names),
    });
    const outcome = await this.finish(ctx, capability.name, entityIdOfArgs(args), 'confirm', 'pending', {
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
        const event: CapabilityEvent = { capability: record.capability, arguments: record.arguments, stage: 'confirm', outcome: 'expired', code: expired.code, message: expired.message };
        return { event, record };
      }
      const { event } = await this.finish(this.recordContext(record, ctx.surface), record.capability, entityIdOfArgs(record.arguments), 'confirm', 'expired', {
        error: expired,
        arguments: record.arguments,
      });
      return { event, record };
    }
    const record = consumed.record;
    const rctx = this.recordContext(record, ctx.surface);
    if (!approve) {
      const { event } = await this.finish(rctx, record.capability, entityIdOfArgs(record.arguments), 'confirm', 'denied', {
        error: new CapabilityError('CONFIRMATION_DENIED', 'The household denied this request; nothing was sent.'),
        arguments: record.arguments,
      });
      return { event, record };
    }
    // Re-check with fresh config: control may have been turned off since the proposal.
    const checked = await this.checkStages(record.capability, record.arguments, null);
    if ('rejection' in checked) {
      const { event } = await this.finish(rctx, record.capability, checked.entityId, checked.rejection.stage, 'rejected', {
        error: checked.rejection.error,
        arguments: record.arguments,
        capabilityDef: checked.capability,
      });
      return { event, record };
    }
    const { event } = await this.executeAndShape(checked.capability, checked.args, checked.snapshot, rctx);
    return { event, record };
  }

  /** A new message supersedes the conversation's pending proposal: it expires, audited once. */
  async supersede(conversationId: string): Promise<PendingRecord[]> {
    const superseded = this.deps.confirmations.supersede(conversationId);
    for (const record of superseded) {
      await this.finish(this.recordContext(record, null), record.capability, entityIdOfArgs(record.arguments), 'confirm', 'expired', {
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
      await this.finish(this.recordContext(record, null), record.capability, entityIdOfArgs(record.arguments), 'confirm', 'expired', {
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
    | { capability: AnyCapability; args: unknown; snapshot: PolicySnapshot }
    | { rejection: Rejection; entityId?: string; capability?: AnyCapability }
  > {
    const capability = resolveStage(this.deps.registry, name);
    if (capability instanceof CapabilityError) return { rejection: { stage: 'resolve', error: capability } };

    const args = validateStage(capability, rawArgs);
    if (args instanceof CapabilityError) return { rejection: { stage: 'validate', error: args }, capability };
    const entityId = entityIdOfArgs(args);

    const snapshot = await this.deps.policySource();
    const rejected = policyStage(capability, args, snapshot, round);
    if (rejected) return { rejection: { stage: 'policy', error: rejected }, entityId, capability };
    return { capability, args, snapshot };
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
    const executed = await executeStage(capability, args, snapshot, this.deps.api, this.clock);
    if (executed instanceof CapabilityError) {
      return this.finish(ctx, capability.name, entityId, 'execute', 'failed', { error: executed, arguments: args, capabilityDef: capability });
    }
    const shaped = shapeStage(capability, executed.result);
    if (shaped instanceof CapabilityError) {
      return this.finish(ctx, capability.name, entityId, 'shape', 'failed', { error: shaped, arguments: args, capabilityDef: capability, runAudit: executed.audit });
    }
    return this.finish(ctx, capability.name, entityId, 'shape', 'executed', {
      arguments: args,
      capabilityDef: capability,
      result: shaped,
      runAudit: executed.audit,
    });
  }

  // -------------------------------------------------------------------------------------------
  // Audit + event

  private async finish(
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
  let text: string;
  try {
    text = JSON.stringify(args) ?? '';
  } catch {
    return { invalid_arguments: '(not serialisable)' };
  }
  return text.length > MAX_REJECTED_ARGUMENT_CHARS ? { invalid_arguments: `${text.slice(0, MAX_REJECTED_ARGUMENT_CHARS)}…` } : args;
}

/** Stage 1 — resolve: only registered capabilities exist. */
export function resolveStage(registry: CapabilityRegistry, name: string): AnyCapability | CapabilityError {
  return registry.get(name) ?? new CapabilityError('CAPABILITY_UNKNOWN', 'No capability by that name exists.');
}

/** Stage 2 — validate: arguments against the schema (ids, enums, no extra keys). */
export function validateStage(capability: AnyCapability, rawArgs: unknown): unknown {
  const parsed = capability.args.safeParse(rawArgs ?? {});
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const where = first && first.path.length > 0 ? ` (${first.path.join('.')})` : '';
  return new CapabilityError('INVALID_ARGUMENTS', `The arguments don't fit ${capability.name}${where}.`);
}

/**
 * Stage 3 — policy, against the config just read: the capability's toggle, then its own check
 * (configured, allowlists, domain), then the per-round invocation limit. `round` is null when
 * re-checking an approval (the limit was counted when it was proposed).
 */
export function policyStage(
  capability: AnyCapability,
  args: unknown,
  snapshot: PolicySnapshot,
  round: Map<string, number> | null,
): CapabilityError | null {
  if (!snapshot.policy[capability.policy_key]) {
    const what = capability.policy_key === 'home_assistant_control_enabled' ? 'Control of Home Assistant devices' : 'Reading Home Assistant';
    return new CapabilityError('CAPABILITY_DISABLED', `${what} is turned off in Settings.`);
  }
  const rejected = capability.policy_check(args, snapshot.policy);
  if (rejected) return rejected;
  if (snapshot.target === null) {
    return new CapabilityError('CAPABILITY_NOT_CONFIGURED', "Home Assistant isn't set up yet: add its address and an access token in Settings.");
  }
  if (round) {
    const used = round.get(capability.name) ?? 0;
    if (used >= capability.bounds.max_invocations_per_turn) {
      return new CapabilityError('INVOCATION_LIMIT_EXCEEDED', `Only ${capability.bounds.max_invocations_per_turn} ${capability.name} proposal per round.`);
    }
    round.set(capability.name, used + 1);
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
): Promise<{ result: unknown; audit?: RunAudit } | CapabilityError> {
  const target = snapshot.target;
  if (!target) return new CapabilityError('CAPABILITY_NOT_CONFIGURED', "Home Assistant isn't set up yet.");
  const timeoutMs = capability.bounds.timeout_seconds * 1000;
  const controller = new AbortController();
  const started = performance.now();
  const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), timeoutMs);
  try {
    return await capability.run(args, {
      api,
      target,
      policy: snapshot.policy,
      clock,
      signal: controller.signal,
      sleep: (ms) => systemClock.sleep(ms, controller.signal),
      remainingMs: () => timeoutMs - (performance.now() - started),
    });
  } catch (error) {
    if (error instanceof CapabilityError) return error;
    if (controller.signal.aborted) return new CapabilityError('EXECUTION_TIMEOUT', `${capability.name} did not finish within ${capability.bounds.timeout_seconds} s.`);
    return new CapabilityError('HOME_ASSISTANT_ERROR', 'Something went wrong while talking to Home Assistant.');
  } finally {
    clearTimeout(timer);
    // Stops any request still in flight (e.g. sibling fetches after one failed). A shared reason:
    // a fresh DOMException (with its stack) per call was most of the executor's overhead.
    controller.abort(FINISHED);
  }
}

/** Stage 6 — shape: the result against its schema, then the byte bound (RFC-0003). */
export function shapeStage(capability: AnyCapability, result: unknown): unknown {
  const parsed = capability.result.safeParse(result);
  if (!parsed.success) return new CapabilityError('RESULT_INVALID', `${capability.name} produced a result that doesn't fit its schema.`);
  const bytes = Buffer.byteLength(JSON.stringify(parsed.data));
  if (bytes > capability.bounds.max_result_bytes) {
    return new CapabilityError(
      'RESULT_TOO_LARGE',
      `The result is ${Math.ceil(bytes / 1024)} KiB, over the ${capability.bounds.max_result_bytes / 1024} KiB bound — allowlist fewer entities.`,
    );
  }
  return parsed.data;
}
