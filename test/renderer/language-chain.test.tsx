/**
 * Settings → Assistant says which engine answers in which language, and why (docs/architecture.md,
 * "The language chain"), and says once that the windows fall back to another language where the app
 * has no translation. Checked by the engine and reason the section carries and by catalogue keys.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageChainView } from '../../common/contract/types.js';
import { t } from '../../renderer/i18n/index.js';
import { LanguageChain } from '../../renderer/settings/LanguageChain.js';

afterEach(cleanup);

const SWEDISH: LanguageChainView = {
  spoken: 'sv',
  reply_language: 'en',
  ui_fallback: true,
  engine: 'home-assistant-recognizer',
  reason: 'home-assistant-recognizes',
  recognizer_language: 'sv',
};

describe('the language chain in Settings → Assistant', () => {
  it("names Home Assistant's recognizer for Swedish, says why, and notes the fallback once", () => {
    render(<LanguageChain chain={SWEDISH} />);
    const section = screen.getByTestId('language-chain');
    expect(section.querySelector('[data-engine]')?.getAttribute('data-engine')).toBe('home-assistant-recognizer');
    expect(section.textContent).toContain(t('assistant.chain.reason', { reason: 'home_assistant_recognizes' }));
    expect(screen.getAllByTestId('language-fallback')).toHaveLength(1);
  });

  it('no fallback note when the app speaks the language', () => {
    render(<LanguageChain chain={{ spoken: 'de', reply_language: 'de', ui_fallback: false, engine: 'builtin', reason: 'builtin-speaks' }} />);
    expect(screen.queryByTestId('language-fallback')).toBeNull();
    expect(screen.getByTestId('language-chain').textContent).toContain(t('assistant.chain.reason', { reason: 'builtin_speaks' }));
  });
});
