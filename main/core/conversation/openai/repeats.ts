/**
 * A model that asks for the same step again after it has its answer — same capability, same
 * arguments — is looping (ollama/ollama#15573: tool calls repeated until the client's budget ran
 * out). A step the household already saw a card for (approved, denied, expired) or that already ran
 * is not proposed again: it would only put the same card in front of the household once more. A
 * step the executor refused may come again — it is refused again, with no card, and the round
 * budget ends that loop; a step that never ran (NOT_RUN_AWAITING_CONFIRMATION) may be asked for
 * again, as the transcript tells the model to.
 */
import type { EngineRoundInput, Proposal } from '../conversation-engine.js';

/** The canonical form two identical calls share (keys sorted at every level). */
export function callKey(capability: string, args: Record<string, unknown>): string {
  return `${capability} ${canonical(args)}`;
}

/** Recursive, which is safe only because `parseArguments` bounds every proposal's depth (json-bounds.ts). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Splits proposals into new ones and repeats of a step this turn already had an outcome for. */
export function splitRepeats(proposals: readonly Proposal[], input: EngineRoundInput): { fresh: Proposal[]; repeats: Proposal[] } {
  const done = new Set<string>();
  for (const round of input.rounds) {
    for (const result of round.results) {
      if (result.outcome === 'not_run' || result.outcome === 'rejected') continue;
      const proposal = round.proposals.find((p) => p.id === result.proposal_id);
      if (proposal) done.add(callKey(proposal.capability, proposal.arguments));
    }
  }
  const fresh: Proposal[] = [];
  const repeats: Proposal[] = [];
  for (const p of proposals) (done.has(callKey(p.capability, p.arguments)) ? repeats : fresh).push(p);
  return { fresh, repeats };
}
