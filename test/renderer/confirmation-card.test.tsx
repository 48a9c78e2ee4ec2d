/** A confirmation card: Approve / Deny, disabled from the first press; settled cards keep no buttons. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmationCard } from '../../renderer/components/ConfirmationCard.js';

const copy = {
  kind: 'action' as const,
  title: 'Turn OFF Kitchen Ceiling Light',
  entityId: 'light.kitchen_ceiling',
  disclosure: ['This changes something in your home right now.'],
  approveLabel: 'Approve',
};
const inTwoMinutes = () => new Date(Date.now() + 120_000).toISOString();

afterEach(cleanup);

describe('confirmation card', () => {
  it('shows the effect, the id, the disclosure and a countdown', () => {
    render(<ConfirmationCard copy={copy} expiresAt={inTwoMinutes()} onAnswer={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Turn OFF Kitchen Ceiling Light' })).toBeTruthy();
    expect(screen.getByText('light.kitchen_ceiling')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/Expires in [12]:\d\d/);
  });

  it('is disabled once used', () => {
    const onAnswer = vi.fn();
    const { rerender } = render(<ConfirmationCard copy={copy} expiresAt={inTwoMinutes()} onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
    rerender(<ConfirmationCard copy={copy} expiresAt={inTwoMinutes()} resolution={{ answer: 'approve', state: 'sending' }} onAnswer={onAnswer} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Approve' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Deny' }).disabled).toBe(true);
  });

  it('an expired card offers nothing to press', () => {
    render(<ConfirmationCard copy={copy} expiresAt={new Date(Date.now() - 1000).toISOString()} onAnswer={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Expired — nothing was sent')).toBeTruthy();
  });
});
