/**
 * The built-in intent engine (DESIGN §5): offline and deterministic, in the household's language
 * (lang/, understand.ts) with English the canonical form. Each round it re-reads
 * the turn — the message, the earlier rounds' results — and either proposes the next capability
 * call or replies. An on/off request over several devices proposes one device per round, and the
 * reply says what was done and what is left; nothing is re-proposed once it has a result.
 */
import type { ConversationEngine, EngineRoundInput, EngineRoundOutput, Proposal, ToolResult } from '../conversation-engine.js';
import { answerHistory, answerState } from './answer.js';
import { DEFAULT_LANGUAGE } from '../../../../common/languages.js';
import { packFor } from './lang/index.js';
import { replyLocale } from './time.js';
import type { Named, Replies } from './lang/types.js';
import { readProblemOf, reportAction, stopsTheRequest } from './narrate.js';
import type { Plan } from './plan.js';
import type { VocabularyIndex } from './indexed-vocabulary.js';
import { indexFor } from './vocabulary-index.js';
import { CARRY_KEY, planForTurn, type Left } from './turn-plan.js';

export { planForTurn } from './turn-plan.js';

export const LIST_ENTITIES = 'home_assistant.list_entities';
export const GET_HISTORY = 'home_assistant.get_history';
export const SET_ENTITY_STATE = 'home_assistant.set_entity_state';

type SetPlan = Extract<Plan, { kind: 'set' }>;

function lastOf<T>(items: readonly T[], test: (item: T) => boolean): T | undefined {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return items[i];
  return undefined;
}

function allResults(input: EngineRoundInput): ToolResult[] {
  return input.rounds.flatMap((r) => r.results);
}

function proposalId(input: EngineRoundInput): string {
  return `builtin-${input.rounds.length + 1}`;
}

function isSwitchable(entityId: string): boolean {
  return entityId.startsWith('light.') || entityId.startsWith('switch.');
}

function reply(text: string): EngineRoundOutput {
  return { kind: 'reply', text };
}

interface PartProgress {
  part: SetPlan;
  handled: Array<{ id: string; result: ToolResult }>;
  remaining: string[];
  stopped: boolean;
}

/** How far one on/off request has got in this turn: what has a result, what is left, whether it stopped. */
function progressOf(part: SetPlan, input: EngineRoundInput): PartProgress {
  const results = allResults(input).filter((r) => r.capability === SET_ENTITY_STATE && r.arguments.state === part.state);
  const resultFor = (id: string): ToolResult | undefined => lastOf(results, (r) => r.arguments.entity_id === id && r.outcome !== 'not_run');
  const handled: Array<{ id: string; result: ToolResult }> = [];
  let stopped = false;
  for (const id of part.targets) {
    const result = resultFor(id);
    if (!result) continue;
    handled.push({ id, result });
    if (stopsTheRequest(result)) stopped = true;
  }
  return { part, handled, remaining: part.targets.filter((id) => !resultFor(id)), stopped };
}

/**
 * One card per round (RFC-0019), over every device of the request — and of a second action in
 * the same message ("turn on the kitchen light and turn off the hallway light"), in order. A no-op
 * (already so) is a result like any other and never ends the chain; a refusal that stops the
 * request (denied, expired, control off…) does.
 */
function stepSet(plan: SetPlan, input: EngineRoundInput, index: VocabularyIndex, say: Replies): EngineRoundOutput {
  const parts = [plan, ...(plan.then ? [plan.then] : [])].map((p) => progressOf(p, input));
  const stopped = parts.some((p) => p.stopped);
  const total = plan.total ?? parts.reduce((n, p) => n + p.part.targets.length, 0);
  const doneBefore = plan.offset ?? 0;
  const current = parts.find((p) => p.remaining.length > 0);
  // A proposal made with the last round still gets a final engine call to narrate it (turn loop).
  if (current && !stopped && input.rounds_left >= 1) {
    const next = current.remaining[0]!;
    const { state } = current.part;
    const proposal: Proposal = { id: proposalId(input), capability: SET_ENTITY_STATE, arguments: { entity_id: next, state } };
    const place = doneBefore + parts.reduce((n, p) => n + p.handled.length, 0) + 1;
    const device = nameOf(next, index);
    if (total > 1) {
      return {
        kind: 'propose',
        proposals: [proposal],
        note: say.proposeSet(state, device, { place, of: total, phrase: current.part.phrase }),
        progress: { place, of: total, state },
        // The whole request, so its card shows the plan first (RFC-0019: one confirmed action at a time).
        focus: plan.request ?? parts.flatMap((p) => p.part.targets),
      };
    }
    return { kind: 'propose', proposals: [proposal], note: say.proposeSet(state, device, null) };
  }
  const halted = parts.map((p, k) => stopped && (k === 0 || parts[k - 1]!.remaining.length === 0 || p.stopped));
  const said = parts.map((p, k) => narrateSet(p.part, p.handled, p.remaining, halted[k]!, index, say));
  const text = parts.length === 1 ? (said[0] ?? say.nothingChanged()) : said.filter((t): t is string => t !== null).join(' ') || say.nothingChanged();
  // The devices left for want of rounds (not after a refusal): a "yes" in the next turn carries on with them.
  const open = parts.find((p, k) => p.remaining.length > 0 && !halted[k]);
  if (!open) return reply(text);
  const request = open.part.request ?? open.part.targets;
  const from = open.part.targets.indexOf(open.remaining[0]!);
  const left: Left = {
    state: open.part.state,
    phrase: open.part.phrase,
    left: open.part.targets.slice(from),
    done: (open.part.offset ?? 0) + from,
    total: open.part.total ?? open.part.targets.length,
    request,
  };
  return { kind: 'reply', text, carry: { [CARRY_KEY]: left } };
}

/** A device for a reply: the vocabulary's entity, or the bare id when it is no longer shared. */
function nameOf(id: string, index: VocabularyIndex): Named {
  return index.byId.get(id) ?? id;
}

/** What one request's devices came to, worded by the reply language; null when there is nothing to say. */
function narrateSet(
  plan: SetPlan,
  handled: Array<{ id: string; result: ToolResult }>,
  remaining: string[],
  stopped: boolean,
  index: VocabularyIndex,
  say: Replies,
): string | null {
  const turned: Named[] = [];
  const already: Named[] = [];
  const problems: string[] = [];
  for (const { id, result } of handled) {
    const report = reportAction(result, nameOf(id, index), plan.state, say);
    if (report.kind === 'turned') turned.push(report.name);
    else if (report.kind === 'already') already.push(report.name);
    else if (!problems.includes(report.text)) problems.push(report.text);
  }
  const skipped = plan.skipped ?? [];
  return say.setOutcome({
    state: plan.state,
    turned,
    already,
    notAllowed: skipped.filter(isSwitchable).map((id) => nameOf(id, index)),
    notSwitchable: skipped.filter((id) => !isSwitchable(id)).map((id) => nameOf(id, index)),
    problems,
    left: remaining.map((id) => nameOf(id, index)),
    stopped,
  });
}

function stepRead(
  input: EngineRoundInput,
  capability: string,
  args: Record<string, unknown>,
  note: string,
  answer: (result: unknown) => string,
  about: Named | null,
  say: Replies,
  focus: string[] = [],
): EngineRoundOutput {
  const result = lastOf(allResults(input), (r) => r.capability === capability && r.outcome !== 'not_run');
  if (!result) {
    if (input.rounds_left < 1) return reply(say.ranOutOfSteps());
    return { kind: 'propose', proposals: [{ id: proposalId(input), capability, arguments: args }], note, ...(focus.length > 0 ? { focus } : {}) };
  }
  if (result.outcome === 'executed') return focus.length > 0 ? { kind: 'reply', text: answer(result.result), focus } : reply(answer(result.result));
  return reply(say.readProblem(readProblemOf(result), about));
}

/** One engine round for a plan, replying in `say` (English unless given; exported for tests and the peer evaluation). */
export function step(plan: Plan, input: EngineRoundInput, index: VocabularyIndex, say: Replies = packFor('en').replies): EngineRoundOutput {
  switch (plan.kind) {
    case 'clarify':
      // Before Home Assistant is set up nothing can be shared, so "nothing matches" would blame the
      // household's words: the true answer is the missing connection.
      if (input.home_assistant_set_up === false && (plan.reason === 'unknown' || plan.reason === 'nothing')) {
        return reply(say.readProblem({ kind: 'not_configured' }, null));
      }
      return reply(plan.text);
    case 'chat':
      return reply(plan.text);
    case 'unsupported':
      // Not understood before Home Assistant is set up: nothing is shared yet, so a device's name
      // reads as no word at all (a history question about "the front door"); the true answer is
      // still the missing connection. A decline of a known kind keeps its reason.
      if (input.home_assistant_set_up === false && plan.action === 'other') return reply(say.readProblem({ kind: 'not_configured' }, null));
      return reply(plan.text);
    case 'capabilities':
      return reply(
        say.capabilities(
          plan.focus,
          index.entities,
          index.entities.filter((e) => e.domain === 'light' || e.domain === 'switch'),
        ),
      );
    case 'set':
      return stepSet(plan, input, index, say);
    case 'state': {
      const first = index.byId.get(plan.targets[0] ?? '');
      const about = plan.targets.length === 1 && first ? first : null;
      return stepRead(input, LIST_ENTITIES, {}, say.readingStates(index.entities.length), (r) => answerState(plan, r, index, say), about, say, plan.targets);
    }
    case 'history': {
      const about = nameOf(plan.target, index);
      return stepRead(
        input,
        GET_HISTORY,
        { entity_id: plan.target, period: plan.period },
        say.readingHistory(about, plan.period),
        (r) => answerHistory(plan, r, index, input.time_zone || 'UTC', input.now, say, replyLocale(say.locale, input.locale)),
        about,
        say,
      );
    }
  }
}

export class BuiltinEngine implements ConversationEngine {
  readonly proposer = 'builtin';

  async round(input: EngineRoundInput, signal: AbortSignal): Promise<EngineRoundOutput> {
    signal.throwIfAborted();
    const language = input.language ?? DEFAULT_LANGUAGE;
    const index = indexFor(input.vocabulary, { here: input.this_area_id ?? null, language });
    return step(planForTurn(input, index), input, index, packFor(language).replies);
  }
}
