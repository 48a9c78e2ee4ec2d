/** The message box states its limit near 4,000 characters instead of cutting silently. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Composer, MAX_MESSAGE } from '../../renderer/chat/Composer.js';

afterEach(cleanup);

describe('the message box counter', () => {
  it('says nothing far from the limit, counts near it, and says why it stopped at it', () => {
    render(<Composer busy={false} waiting={false} onSend={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'x'.repeat(100) } });
    expect(screen.getByTestId('composer-counter').textContent).toBe('');
    fireEvent.change(box, { target: { value: 'x'.repeat(3700) } });
    expect(screen.getByTestId('composer-counter').textContent).toBe('3,700 of 4,000 characters');
    expect(box.getAttribute('aria-describedby')).toContain('composer-counter');
    fireEvent.change(box, { target: { value: 'x'.repeat(MAX_MESSAGE) } });
    expect(screen.getByTestId('composer-counter').textContent).toMatch(/^4,000 of 4,000 characters — /);
  });
});
