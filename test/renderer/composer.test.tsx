/** The message box states its limit near 4,000 characters, and past it keeps the text and sends nothing, instead of cutting silently. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Composer, MAX_MESSAGE } from '../../renderer/chat/Composer.js';
import { t } from '../../renderer/i18n/index.js';

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

describe('a pasted message longer than the limit is kept whole and not sent', () => {
  it('keeps all 6,700 characters, says how many are too many, and Send and Enter send nothing', () => {
    const sent: string[] = [];
    render(<Composer busy={false} waiting={false} onSend={(text) => sent.push(text)} />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'x'.repeat(6700) } });
    expect(box.value).toHaveLength(6700);
    expect(box.hasAttribute('maxlength')).toBe(false);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('composer-counter').getAttribute('data-over')).toBe('true');
    expect(screen.getByTestId('composer-counter').textContent).toBe(t('composer.counterOver', { count: 6700, max: MAX_MESSAGE, over: 2700 }));
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.submit(box.closest('form')!);
    expect(sent).toEqual([]);
    expect(box.value).toHaveLength(6700);
  });

  it('sends once it fits, exactly at the limit', () => {
    const sent: string[] = [];
    render(<Composer busy={false} waiting={false} onSend={(text) => sent.push(text)} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'x'.repeat(MAX_MESSAGE) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent.map((s) => s.length)).toEqual([MAX_MESSAGE]);
  });
});
