/**
 * Every way an on/off proposal can end is narrated from its tool result, in plain words keyed on
 * the code — and a failure is never narrated as success.
 */
import { describe, expect, it } from 'vitest';
import { CAPABILITY_CODES } from '../../../../common/codes.js';
import { BuiltinEngine } from '../../../../main/core/conversation/builtin/index.js';
import { reportAction } from '../../../../main/core/conversation/builtin/narrate.js';
import type { EngineRoundOutput, Proposal, ToolResult } from '../../../../main/core/conversation/conversation-engine.js';
import { resultFor, roundInput, switched } from './household.js';

const engine = new BuiltinEngine();
const signal = new AbortController().signal;

/** "turn off the porch light", with the executor answering `answer`; returns the final reply. */
async function narrate(answer: (p: Proposal) => ToolResult, text = 'turn off the porch light'): Promise<string> {
  const first = (await engine.round(roundInput(text), signal)) as Extract<EngineRoundOutput, { kind: 'propose' }>;
  expect(first.kind).toBe('propose');
  const p = first.proposals[0]!;
  const second = await engine.round(roundInput(text, { rounds: [{ proposals: [p], results: [answer(p)] }], rounds_left: 2 }), signal);
  if (second.kind !== 'reply') throw new Error('expected a reply');
  return second.text;
}

describe('executed', () => {
  it('a confirmed change', async () => {
    expect(await narrate((p) => switched(p))).toBe('Turned off the porch light.');
    expect(await narrate((p) => switched(p), 'switch on the coffee maker')).toBe('Turned on the coffee maker.');
  });

  it('changed: false — it was already so', async () => {
    expect(await narrate((p) => switched(p, false))).toBe('The porch light was already off.');
  });

  it('a result that confirms nothing is not reported as done', async () => {
    const text = await narrate((p) => resultFor(p, 'executed', { result: { entity_id: 'light.porch', new_state: 'on' } }));
    expect(text).toBe("Home Assistant reports the porch light as on, so I can't confirm it was turned off — please check it.");
  });
});

describe('each refusal and failure, in plain words', () => {
  it.each([
    ['ENTITY_NOT_CONTROLLABLE', 'rejected', "I can read the porch light but I'm not allowed to control it — you can allow that in Settings → Control."],
    ['CAPABILITY_DISABLED', 'rejected', "Control is turned off in Settings → Control, so I can't switch anything — the porch light was not changed."],
    [
      'DOMAIN_NOT_CONTROLLABLE',
      'rejected',
      "I can only turn lights and switches on or off — that's a limit of this app, not a setting. So I didn't turn off the porch light.",
    ],
    [
      'ENTITY_NOT_ALLOWLISTED',
      'rejected',
      "The porch light isn't on the list of devices I may use, so I didn't turn it off — you can add it in Settings → Read access.",
    ],
    [
      'CAPABILITY_NOT_CONFIGURED',
      'rejected',
      "Home Assistant isn't set up yet — add its address and access token in Settings → Connection. Nothing was changed.",
    ],
    ['INVOCATION_LIMIT_EXCEEDED', 'rejected', 'I tried to do too much at once, so the porch light was not changed.'],
    ['CONFIRMATION_DENIED', 'denied', 'OK, I left the porch light as it is.'],
    ['CONFIRMATION_EXPIRED', 'expired', 'That request expired before it was approved, so nothing was changed.'],
    ['CONFIRMATION_INVALID', 'rejected', 'That approval was no longer valid, so nothing was changed.'],
    ['EXECUTION_TIMEOUT', 'failed', "Home Assistant didn't answer in time, so I can't tell whether the porch light was turned off — please check it."],
    ['HOME_ASSISTANT_UNREACHABLE', 'failed', "I couldn't reach Home Assistant, so I couldn't turn off the porch light."],
    [
      'HOME_ASSISTANT_AUTH_FAILED',
      'failed',
      "Home Assistant no longer accepts my access token, so I couldn't turn off the porch light. Make a new one in Home Assistant (your profile → Security → Long-lived access tokens) and save it in Settings → Connection.",
    ],
    [
      'HOME_ASSISTANT_TLS_ERROR',
      'failed',
      "I couldn't verify Home Assistant's certificate, so I didn't ask it to turn off the porch light. Please check the connection in Settings → Connection.",
    ],
    ['HOME_ASSISTANT_ENTITY_NOT_FOUND', 'failed', 'Home Assistant no longer has the porch light, so nothing was changed.'],
    [
      'HOME_ASSISTANT_ACTION_NOT_CONFIRMED',
      'failed',
      "I asked Home Assistant to turn off the porch light, but it didn't confirm the change — please check it.",
    ],
    ['HOME_ASSISTANT_ERROR', 'failed', "Home Assistant answered with an error, so I couldn't turn off the porch light."],
    ['RESULT_INVALID', 'failed', "Home Assistant's answer didn't look right, so I can't confirm whether the porch light was turned off — please check it."],
    ['RESULT_TOO_LARGE', 'failed', "Home Assistant's answer didn't look right, so I can't confirm whether the porch light was turned off — please check it."],
    ['INVALID_ARGUMENTS', 'rejected', 'Something was wrong with my request, so the porch light was not changed.'],
    ['CAPABILITY_UNKNOWN', 'rejected', 'Something was wrong with my request, so the porch light was not changed.'],
  ] as const)('%s', async (code, outcome, expected) => {
    expect(await narrate((p) => resultFor(p, outcome, { code }))).toBe(expected);
  });

  it('denial and expiry without a code are still narrated as such', async () => {
    expect(await narrate((p) => resultFor(p, 'denied'))).toBe('OK, I left the porch light as it is.');
    expect(await narrate((p) => resultFor(p, 'expired'))).toBe('That request expired before it was approved, so nothing was changed.');
  });

  it('an unknown code is named, not hidden', async () => {
    expect(await narrate((p) => resultFor(p, 'failed', { code: 'SOMETHING_NEW' }))).toBe("I couldn't turn off the porch light (SOMETHING_NEW).");
    expect(await narrate((p) => resultFor(p, 'rejected', { code: 'SOMETHING_NEW' }))).toBe("I wasn't allowed to turn off the porch light (SOMETHING_NEW).");
  });

  it('no code of any outcome other than executed is ever narrated as success', () => {
    const proposal: Proposal = { id: 'p', capability: 'home_assistant.set_entity_state', arguments: { entity_id: 'light.porch', state: 'on' } };
    for (const code of CAPABILITY_CODES) {
      for (const outcome of ['rejected', 'failed', 'denied', 'expired', 'pending', 'not_run'] as const) {
        const report = reportAction(resultFor(proposal, outcome, { code }), 'the porch light', 'on');
        expect(report.kind).toBe('sentence');
        if (report.kind === 'sentence') expect(report.text).not.toMatch(/^Turned|was already/);
      }
    }
  });
});
