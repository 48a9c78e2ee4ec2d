/**
 * A refusal is shown as a refusal (RFC-0019: stage 3 runs again at approval; nothing is sent when
 * it refuses): a card refused when re-checked reads "Refused", never "Approved", and a refusal at
 * proposal shows its reason — whatever an engine's reply claims beside it. Decided by catalogue keys.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CapabilityEvent, TurnResponse } from '../../common/contract/types.js';
import { TurnView } from '../../renderer/chat/TurnView.js';
import { t } from '../../renderer/i18n/index.js';

afterEach(cleanup);

const ARGS = { entity_id: 'light.porch', state: 'on' };
const context = { nameOf: () => 'Porch Light', allowlistedCount: 3, remoteHost: null };
const CLAIM = 'Done! The porch light is now ON.';

function turn(events: CapabilityEvent[]): TurnResponse {
  return { conversation_id: 'c', turn_id: 't', user_message: 'porch light on', reply: CLAIM, pending_confirmation: null, capability_events: events };
}

const pending: CapabilityEvent = { capability: 'home_assistant.set_entity_state', arguments: ARGS, stage: 'confirm', outcome: 'pending' };
const refused = (stage: CapabilityEvent['stage']): CapabilityEvent => ({
  capability: 'home_assistant.set_entity_state',
  arguments: ARGS,
  stage,
  outcome: 'rejected',
  code: 'ENTITY_NOT_CONTROLLABLE',
  message: 'That device may be read but not controlled.',
});

function draw(events: CapabilityEvent[]): void {
  render(
    <ul>
      <TurnView turn={turn(events)} context={context} unitOf={() => null} resolutions={{}} onAnswer={() => undefined} />
    </ul>,
  );
}

describe('a refused action never looks approved', () => {
  it('refused when re-checked at approval: the card says refused, the refusal is shown beside the claim', () => {
    draw([pending, refused('policy')]);
    expect(screen.queryByText(t('card.outcome.approved'))).toBeNull();
    expect(screen.getByText(t('card.outcome.refused'))).toBeTruthy();
    expect(document.querySelector('.refusal')).not.toBeNull();
    expect(screen.getByTestId('reply').textContent).toContain(CLAIM);
  });

  it('refused at proposal, with no card: the refusal and its reason are shown', () => {
    draw([refused('policy')]);
    expect(screen.queryByText(t('card.outcome.approved'))).toBeNull();
    expect(document.querySelector('.refusal')?.textContent).toBeTruthy();
  });
});
