/** Quick ask in the renderer: the Enter guard, and the settings' shortcut status with another to try. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTER_GUARD_MS, enterMayApprove } from '../../renderer/quick/guard.js';
import { QuickAskShortcut, readableShortcut } from '../../renderer/settings/QuickAskShortcut.js';

afterEach(() => {
  cleanup();
  delete (window as { sovereign?: unknown }).sovereign;
});

describe('an Enter may approve the quick-ask card only when it is deliberate', () => {
  it.each([
    [{ repeat: false }, 0, ENTER_GUARD_MS - 1, false],
    [{ repeat: false }, 0, ENTER_GUARD_MS, true],
    [{ repeat: true }, 0, 10_000, false],
  ])('%j, card shown at %d, Enter at %d → %s', (event, shownAt, now, allowed) => {
    expect(enterMayApprove(event, shownAt, now)).toBe(allowed);
  });
});

describe('the quick-ask shortcut in settings', () => {
  it('shows nothing while the shell has not offered its shortcut API', () => {
    const { container } = render(<QuickAskShortcut />);
    expect(container.innerHTML).toBe('');
  });

  it('says why a shortcut failed and offers another; choosing it applies it', async () => {
    const failed = {
      accelerator: 'CommandOrControl+Shift+Space',
      registered: false,
      problem: 'CommandOrControl+Shift+Space could not be set up: another app may already use it.',
      alternative: 'CommandOrControl+Alt+Space',
    };
    const setShortcut = vi.fn(async (accelerator: string) => ({ accelerator, registered: true, problem: null, alternative: null }));
    (window as { sovereign?: unknown }).sovereign = { quickAsk: { shortcut: async () => failed, setShortcut } };
    render(<QuickAskShortcut />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/another app/);
    fireEvent.click(screen.getByRole('button', { name: /Use Ctrl \+ Alt \+ Space instead/ }));
    await waitFor(() => expect(setShortcut).toHaveBeenCalledWith('CommandOrControl+Alt+Space'));
    expect((await screen.findByRole('status')).textContent).toMatch(/Ctrl \+ Alt \+ Space opens quick ask/);
  });

  it('names Cmd on a Mac', () => {
    expect(readableShortcut('CommandOrControl+Shift+Space', true)).toBe('Cmd + Shift + Space');
  });
});
