/**
 * Settings → Assistant and Export & import say only what is true: the room card is a card like
 * the others (an h3 under the section's h2), Save waits for a change, the browser host says where
 * the quick-ask shortcut is set, and a file is chosen with a button like the others.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAssistantConfig, PublicHomeAssistantConfig } from '../../common/contract/types.js';
import { t } from '../../renderer/i18n/index.js';
import { AssistantSection } from '../../renderer/settings/AssistantSection.js';
import { BackupSection } from '../../renderer/settings/BackupSection.js';
import { QuickAskShortcut } from '../../renderer/settings/QuickAskShortcut.js';
import { RoomSection } from '../../renderer/settings/RoomSection.js';
import { useEntities } from '../../renderer/stores/entities.js';
import { useLink } from '../../renderer/stores/link.js';
import { useSettings } from '../../renderer/stores/settings.js';

const ASSISTANT: PublicAssistantConfig = {
  engine: 'openai-compatible',
  base_url: 'http://127.0.0.1:11434/v1',
  model: 'llama3.1:8b',
  has_api_key: false,
  endpoint_is_local: true,
  remote_host: null,
  config_status: 'ok',
  area_id: null,
};

beforeEach(() => {
  useEntities.setState({
    status: 'ready',
    areas: [
      { area_id: 'kitchen', name: 'Kitchen' },
      { area_id: 'office', name: 'Office' },
    ],
    namesSource: 'registries',
  });
});

afterEach(() => {
  cleanup();
  useLink.setState({ mode: 'electron' });
  useSettings.setState({ saves: {} });
  delete (window as { sovereign?: unknown }).sovereign;
});

describe('the room card', () => {
  it('is headed like the other cards (h3 under the section h2)', () => {
    render(<RoomSection assistant={ASSISTANT} />);
    expect(screen.getByRole('heading', { name: t('room.title') }).tagName).toBe('H3');
  });

  it('Save room waits until another room is chosen', () => {
    render(<RoomSection assistant={ASSISTANT} />);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: t('room.save') });
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('room-picker'), { target: { value: 'office' } });
    expect(save.disabled).toBe(false);
    fireEvent.change(screen.getByTestId('room-picker'), { target: { value: '' } });
    expect(save.disabled).toBe(true);
  });
});

describe("the engine's Save", () => {
  it('waits until something is changed: the model, the address, a key or the engine', () => {
    render(<AssistantSection assistant={ASSISTANT} />);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: t('assistant.save') });
    expect(save.disabled).toBe(true);
    const model = screen.getByLabelText(t('assistant.model'));
    fireEvent.change(model, { target: { value: 'qwen2.5:7b' } });
    expect(save.disabled).toBe(false);
    fireEvent.change(model, { target: { value: ASSISTANT.model } });
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(t('assistant.apiKey')), { target: { value: 'sk-new' } });
    expect(save.disabled).toBe(false);
  });

  it('a different engine is a change', () => {
    render(<AssistantSection assistant={{ ...ASSISTANT, engine: 'builtin' }} />);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: t('assistant.save') });
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(t('assistant.llm')) }));
    expect(save.disabled).toBe(false);
  });
});

describe('the quick-ask shortcut in the browser host', () => {
  it('says it is set in the desktop app, since a browser tab has no global shortcut', () => {
    useLink.setState({ mode: 'browser' });
    render(<QuickAskShortcut />);
    expect(screen.getByRole('heading', { name: t('shortcut.title') }).tagName).toBe('H3');
    expect(screen.getByText(t('shortcut.browserHost'))).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('import: a button like the others opens the file chooser', () => {
  const HA = { allowlisted_entities: [], controllable_entities: [] } as unknown as PublicHomeAssistantConfig;

  it('the button opens the hidden file input, which is out of the tab order', () => {
    const { container } = render(<BackupSection ha={HA} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.hidden).toBe(true);
    expect(input.tabIndex).toBe(-1);
    const opened = vi.spyOn(input, 'click');
    const choose = screen.getByRole('button', { name: t('backup.choose') });
    expect(choose.className).toContain('button');
    fireEvent.click(choose);
    expect(opened).toHaveBeenCalledOnce();
  });
});

describe('a save speaks for its own card', () => {
  it('saving the room says "Saved" under the room, not under the engine', async () => {
    const saved = { ...ASSISTANT, area_id: 'office' };
    (window as { sovereign?: unknown }).sovereign = { assistant: { saveConfig: vi.fn(async () => saved) } };
    render(
      <>
        <AssistantSection assistant={ASSISTANT} />
        <RoomSection assistant={ASSISTANT} />
      </>,
    );
    fireEvent.change(screen.getByTestId('room-picker'), { target: { value: 'office' } });
    fireEvent.click(screen.getByRole('button', { name: t('room.save') }));
    const note = await screen.findByText(t('save.saved'));
    expect(note.closest('form')?.getAttribute('aria-labelledby')).toBe('room-form-title');
    expect(screen.getAllByText(t('save.saved'))).toHaveLength(1);
  });
});
