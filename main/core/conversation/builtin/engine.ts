/**
 * The built-in intent engine (DESIGN §5): offline, deterministic English. Each round it re-reads
 * the turn — the message, the earlier rounds' results — and either proposes the next capability
 * call or replies. An on/off request over several devices proposes one device per round, and the
 * reply says what was done and what is left; nothing is re-proposed once it has a result.
 */
import type { ConversationEngine, EngineRoundInput, EngineRoundOutput, Proposal, ToolResult } from '../conversation-engine.js';
import { answerHistory, answerState } from './answer.js';
import { followUp } from './follow-up.js';
import { readFailure, reportAction, stopsTheRequest } from './narrate.js';
import { parse } from './parse.js';
import type { Plan } from './plan.js';
import { capitalize, joinList } from './text.js';
import { indexFor, type VocabularyIndex } from './vocabulary-index.js';
import { ONLY_LIGHTS_AND_SWITCHES, capabilitiesText, named } from './wording.js';

export const LIST_ENTITIES = 'home_assistant.list_entities';
export const GET_HISTORY = 'home_assistant.get_history';
export const SET_ENTITY_STATE = 'home_assistant.set_entity_state';

type SetPlan = Extract<Plan, { kind: 'set' }>;

const CONTINUE =
  /^(?:(?:yes|yeah|yep|ok|okay|sure|please|go on|go ahead|carry on|continue|keep going|do it|do that|the rest|do the rest|rest|the others|others|again|ask again|and the rest|them too|those too|the rest too|please do|turn them (?:on|off) too|turn it (?:on|off) too|them as well|all of them|the remaining ones|the remainder)\b[\s,.!]*)+$/i;
const PRONOUN = /\b(?:it|them|that|those|these|they)\b/gi;
const REMAINING = /I haven't turned (on|off) (.+?) yet — say "continue"/;

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

function phraseOfPlan(plan: Plan, index: VocabularyIndex): string | null {
  if (plan.kind === 'set' || plan.kind === 'state') return plan.phrase;
  if (plan.kind === 'history') return index.byId.get(plan.target)?.display ?? null;
  return null;
}

/**
 * The plan for this turn, reading the conversation where the message leans on it: "turn it off"
 * takes its device from the previous request, and "yes" or the same request again after "ask
 * again to …" continues with the devices that were left.
 */
export function planForTurn(input: EngineRoundInput, index: VocabularyIndex): Plan {
  const plan = parse(input.user_message, index);
  const previousUser = lastOf(input.history, (h) => h.role === 'user');
  const previousReply =
    input.history.length > 0 && input.history[input.history.length - 1]!.role === 'assistant' ? input.history[input.history.length - 1]!.text : null;
  const left = previousReply ? REMAINING.exec(previousReply) : null;

  if (left) {
    const state = left[1] as 'on' | 'off';
    const earlier = lastRequest(input, index, state);
    const continuing =
      CONTINUE.test(input.user_message.trim()) ||
      (plan.kind === 'set' && earlier !== null && plan.state === earlier.state && plan.targets.join() === earlier.targets.join());
    if (continuing && earlier) {
      const from = firstListed(earlier.targets, left[2]!, index);
      if (from >= 0) return { ...earlier, targets: earlier.targets.slice(from), offset: from, total: earlier.targets.length, skipped: [] };
    }
  }
  const followed = followUp(input.user_message, input.history, index, plan);
  if (followed) return followed;
  if (plan.kind === 'clarify' && plan.reason === 'pronoun' && previousUser) {
    const earlier = parse(previousUser.text, index);
    const phrase = phraseOfPlan(earlier, index);
    if (phrase) {
      const again = parse(input.user_message.replace(PRONOUN, phrase), index);
      if (again.kind !== 'clarify' || again.reason !== 'pronoun') return again;
    }
  }
  return plan;
}

/** The household's most recent on/off request in this direction (skipping "yes", "go on"…). */
function lastRequest(input: EngineRoundInput, index: VocabularyIndex, state: 'on' | 'off'): SetPlan | null {
  for (let i = input.history.length - 1; i >= 0; i--) {
    const h = input.history[i]!;
    if (h.role !== 'user') continue;
    const p = parse(h.text, index);
    if (p.kind === 'set' && p.state === state) return p;
  }
  return null;
}

/**
 * Where the devices left over start: the target named first in the reply's "I haven't turned …
 * yet" list. Devices are handled in plan order, so everything from there on is still to do (the
 * list itself may be shortened with "and N more").
 */
function firstListed(targets: readonly string[], listed: string, index: VocabularyIndex): number {
  let best = -1;
  let bestAt = Number.POSITIVE_INFINITY;
  targets.forEach((id, k) => {
    const e = index.byId.get(id);
    if (!e) return;
    const name = named(e);
    for (let at = listed.indexOf(name); at >= 0; at = listed.indexOf(name, at + 1)) {
      const boundary = (at === 0 || /(?:, | or )$/.test(listed.slice(0, at))) && /^(?:$|,| or )/.test(listed.slice(at + name.length));
      if (boundary && at < bestAt) {
        best = k;
        bestAt = at;
      }
    }
  });
  return best;
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
function stepSet(plan: SetPlan, input: EngineRoundInput, index: VocabularyIndex): EngineRoundOutput {
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
    const e = index.byId.get(next);
    const place = doneBefore + parts.reduce((n, p) => n + p.handled.length, 0) + 1;
    if (total > 1) {
      return {
        kind: 'propose',
        proposals: [proposal],
        note: `Turning ${state} ${current.part.phrase} one at a time (${place} of ${total}): ${e ? named(e) : next}.`,
        progress: { place, of: total },
      };
    }
    return { kind: 'propose', proposals: [proposal], note: `Turning ${state} ${e ? named(e) : next}.` };
  }
  return reply(
    parts
      .map((p, k) => narrateSet(p.part, p.handled, p.remaining, stopped && (k === 0 || parts[k - 1]!.remaining.length === 0 || p.stopped), index))
      .filter((t) => t !== 'Nothing was changed.' || parts.length === 1)
      .join(' ') || 'Nothing was changed.',
  );
}

function narrateSet(plan: SetPlan, handled: Array<{ id: string; result: ToolResult }>, remaining: string[], stopped: boolean, index: VocabularyIndex): string {
  const nameOf = (id: string): string => {
    const e = index.byId.get(id);
    return e ? named(e) : id;
  };
  const turned: string[] = [];
  const already: string[] = [];
  const sentences: string[] = [];
  for (const { id, result } of handled) {
    const report = reportAction(result, nameOf(id), plan.state);
    if (report.kind === 'turned') turned.push(report.name);
    else if (report.kind === 'already') already.push(report.name);
    else if (!sentences.includes(report.text)) sentences.push(report.text);
  }
  const parts: string[] = [];
  if (turned.length > 0) parts.push(`Turned ${plan.state} ${joinList(turned)}.`);
  if (plan.skipped && plan.skipped.length > 0) {
    const [switchable, others] = [plan.skipped.filter(isSwitchable), plan.skipped.filter((id) => !isSwitchable(id))];
    if (switchable.length > 0)
      parts.push(
        `I'm not allowed to switch ${joinList(switchable.map(nameOf), 'and', 10)}, so I left ${switchable.length === 1 ? 'it' : 'them'} alone — you can allow that in Settings → Control.`,
      );
    if (others.length > 0) parts.push(`${ONLY_LIGHTS_AND_SWITCHES} So I left ${joinList(others.map(nameOf), 'and', 10)} alone.`);
  }
  if (already.length > 0) parts.push(`${capitalize(joinList(already))} ${already.length === 1 ? 'was' : 'were'} already ${plan.state}.`);
  parts.push(...sentences);
  if (remaining.length > 0) {
    const names = joinList(remaining.map(nameOf), 'or', 50);
    if (stopped) parts.push(`I stopped there, so I didn't touch ${names} either.`);
    else parts.push(`I haven't turned ${plan.state} ${names} yet — say "continue" and I'll carry on (one change per approval, three per message).`);
  }
  return parts.length > 0 ? parts.join(' ') : 'Nothing was changed.';
}

function stepRead(
  input: EngineRoundInput,
  capability: string,
  args: Record<string, unknown>,
  note: string,
  answer: (result: unknown) => string,
  about: string | null,
): EngineRoundOutput {
  const result = lastOf(allResults(input), (r) => r.capability === capability && r.outcome !== 'not_run');
  if (!result) {
    if (input.rounds_left < 1) return reply('I ran out of steps before I could check that — please ask again.');
    return { kind: 'propose', proposals: [{ id: proposalId(input), capability, arguments: args }], note };
  }
  if (result.outcome === 'executed') return reply(answer(result.result));
  return reply(readFailure(result, about));
}

/** One engine round for a plan (exported for tests and the peer evaluation). */
export function step(plan: Plan, input: EngineRoundInput, index: VocabularyIndex): EngineRoundOutput {
  switch (plan.kind) {
    case 'chat':
    case 'clarify':
    case 'unsupported':
      return reply(plan.text);
    case 'capabilities':
      return reply(capabilitiesText(index, plan.focus));
    case 'set':
      return stepSet(plan, input, index);
    case 'state': {
      const first = index.byId.get(plan.targets[0] ?? '');
      const about = plan.targets.length === 1 && first ? named(first) : null;
      const n = index.entities.length;
      return stepRead(
        input,
        LIST_ENTITIES,
        {},
        `Reading the current state of your ${n} allowlisted ${n === 1 ? 'entity' : 'entities'}.`,
        (r) => answerState(plan, r, index),
        about,
      );
    }
    case 'history': {
      const e = index.byId.get(plan.target);
      const about = e ? named(e) : plan.target;
      return stepRead(
        input,
        GET_HISTORY,
        { entity_id: plan.target, period: plan.period },
        `Reading the history of ${about} (${plan.period === 'hour' ? 'last hour' : plan.period === 'day' ? 'last 24 hours' : 'last 7 days'}).`,
        (r) => answerHistory(plan, r, index, input.time_zone || 'UTC', input.now),
        about,
      );
    }
  }
}

export class BuiltinEngine implements ConversationEngine {
  readonly proposer = 'builtin';

  async round(input: EngineRoundInput, signal: AbortSignal): Promise<EngineRoundOutput> {
    signal.throwIfAborted();
    const index = indexFor(input.vocabulary, { here: input.this_area_id ?? null });
    return step(planForTurn(input, index), input, index);
  }
}
