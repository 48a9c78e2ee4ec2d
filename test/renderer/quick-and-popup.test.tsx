/**
 * The quick-ask page and the popup say only what is true: the question stays above its card, a
 * single card carries no number, and a popup that couldn't load the list shows only why — not
 * "nothing is waiting" and a count of 0 while a request may be waiting.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PendingConfirmation, TurnResponse } from '../../common/contract/types.js';
import { t } from '../../renderer/i18n/index.js';
import { PopupApp } from '../../renderer/popup/PopupApp.js';
import { QuickApp } from '../../renderer/quick/QuickApp.js';
import { useConfirmations } from '../../renderer/stores/confirmations.js';

const QUESTION = 'turn on the porch light';

function card(token: string): PendingConfirmation {
  return {
    token,
    capability: 'home_assistant.set_entity_state',
    arguments: { entity_id: 'light.porch', state: 'on' },
    classification: { side_effect: 'mutating', network: 'local', confirmation: 'required' },
    expires_at: new Date(Date.now() + 120_000).toISOString(),
  };
}

function turn(token: string): TurnResponse {
  return {
    conversation_id: 'c1',
    turn_id: `t-${token}`,
    user_message: QUESTION,
    reply: null,
    pending_confirmation: card(token),
    capability_events: [],
  };
}

afterEach(() => {
  cleanup();
  delete (window as { sovereign?: unknown }).sovereign;
  useConfirmations.setState({ pending: [], loaded: false, loadError: null, resolutions: {} });
});

async function ask(message: string): Promise<void> {
  const box = screen.getByRole('textbox', { name: t('quick.input') });
  fireEvent.change(box, { target: { value: message } });
  await act(async () => {
    fireEvent.submit(box.closest('form')!);
    await Promise.resolve();
  });
}

describe('quick ask', () => {
  it('keeps the question above the card, and numbers a card only when a second follows', async () => {
    let n = 0;
    (window as { sovereign?: unknown }).sovereign = { conversation: { send: async () => turn(`k${++n}`) } };
    render(<QuickApp />);
    await ask(QUESTION);
    await screen.findByTestId('action-card');
    expect(screen.getByTestId('quick-question').textContent).toContain(QUESTION);
    expect(screen.queryByTestId('quick-place')).toBeNull();

    await ask('turn off the kitchen ceiling light');
    await screen.findByTestId('quick-place');
    expect(screen.getByTestId('quick-place').textContent).toBe(t('quick.place', { place: 2 }));
    expect(screen.getByTestId('quick-question').textContent).toContain('turn off the kitchen ceiling light');
  });
});

describe('the popup without its list', () => {
  it('shows only why: no "nothing is waiting", no count', () => {
    useConfirmations.setState({ pending: [], loaded: true, loadError: 'The host token is missing or wrong.' });
    render(<PopupApp />);
    expect(screen.getByRole('alert').textContent).toContain('The host token is missing or wrong.');
    expect(screen.queryByText(t('popup.nothing'))).toBeNull();
    expect(screen.queryByTestId('popup-count')).toBeNull();
  });

  it('with the list loaded and empty, says nothing is waiting', () => {
    useConfirmations.setState({ pending: [], loaded: true, loadError: null });
    render(<PopupApp />);
    expect(screen.getByText(t('popup.nothing'))).toBeTruthy();
    expect(screen.getByTestId('popup-count').textContent).toBe('0');
  });
});
