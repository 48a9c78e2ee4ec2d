/** A plan's kind and what it targets, for compact expectations in the language tests. */
import type { Plan } from '../../../../main/core/conversation/builtin/index.js';

export function planShape(p: Plan): unknown {
  switch (p.kind) {
    case 'set':
      return { set: p.state, targets: p.targets, ...(p.then ? { then: { set: p.then.state, targets: p.then.targets } } : {}) };
    case 'state':
      return { state: p.question, targets: p.targets, ...(p.state !== undefined ? { is: p.state } : {}) };
    case 'history':
      return { history: p.ask, target: p.target, period: p.period, event: p.event?.word ?? null };
    case 'clarify':
      return { clarify: p.reason, candidates: p.candidates };
    case 'unsupported':
      return { unsupported: p.action };
    case 'capabilities':
      return { capabilities: p.focus };
    case 'chat':
      return { chat: true };
  }
}
