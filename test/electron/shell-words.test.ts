/**
 * docs/architecture.md §7b: the tray, notifications and window titles speak from the windows'
 * catalogues, in the chosen language. The main process's small ICU formatter must say exactly what
 * FormatJS (which the windows use) says, for every message of every catalogue without markup tags.
 */
import { createIntl } from '@formatjs/intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => import('./fake-electron.js'));

import { CATALOGUES } from '../../common/i18n/catalogues.js';
import { LANGUAGES } from '../../common/languages.js';
import { formatIcu } from '../../main/electron/icu-format.js';
import { notificationBody } from '../../main/electron/notifications.js';
import { describePending } from '../../main/electron/pending-labels.js';
import { setShellLanguage, shellT } from '../../main/electron/shell-words.js';
import { TrayController } from '../../main/electron/tray.js';
import { FakeTray, resetFakeElectron } from './fake-electron.js';

/** Values for every argument a message may name: words for selects, numbers for plurals. */
function sampleValues(message: string, count: number): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:,\s*(\w+))?/g)) {
    const [, name, type] = match;
    values[name!] =
      type === 'plural' || type === 'number'
        ? count
        : type === 'select'
          ? ['on', 'hour', 'light', 'true', 'set', 'executed', 'chat', 'home-assistant', 'none'][count % 9]!
          : `«${name}»`;
  }
  return values;
}

afterEach(() => setShellLanguage('en'));

describe("the shell's formatter", () => {
  it('says what FormatJS says, for every message without tags, in every catalogue', () => {
    let compared = 0;
    for (const language of LANGUAGES) {
      const catalogue = CATALOGUES[language];
      if (catalogue === undefined) continue;
      const intl = createIntl({ locale: language, messages: catalogue, onError: () => undefined });
      for (const [id, message] of Object.entries(catalogue)) {
        if (/<\w+>/.test(message)) continue;
        for (const count of [0, 1, 2, 5, 1234]) {
          const values = sampleValues(message, count);
          expect(formatIcu(message, values, language), `${language} ${id} (${count})`).toBe(intl.formatMessage({ id }, values));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("handles ICU's apostrophes and plural categories", () => {
    expect(formatIcu("It''s '{literal}' {n, plural, =0 {none} one {# item} other {# items}}", { n: 1 })).toBe("It's {literal} 1 item");
    expect(formatIcu('{n, plural, one {# Gerät} other {# Geräte}}', { n: 1234 }, 'de')).toBe('1.234 Geräte');
  });
});

describe('the shell in the chosen language', () => {
  it('notification and tray words come from the catalogue of the language set', () => {
    expect(notificationBody(2)).toBe('2 requests are waiting for your approval.');
    expect(shellT('tray.waiting', { count: 1 })).toBe('1 request waiting');
    for (const language of LANGUAGES) {
      const catalogue = CATALOGUES[language];
      if (catalogue === undefined) continue;
      setShellLanguage(language);
      expect(shellT('tray.quit')).toBe(catalogue['tray.quit']);
      resetFakeElectron();
      const tray = new TrayController({
        icons: { idle: {} as never, pending: {} as never },
        platform: 'linux',
        launchAtLogin: { available: true, isEnabled: () => false, setEnabled: () => undefined },
        actions: { openPopup: () => undefined, openChat: () => undefined, openSettings: () => undefined, quit: () => undefined },
      });
      setShellLanguage('en');
      tray.refresh();
      setShellLanguage(language);
      tray.refresh();
      expect(FakeTray.instances[0]!.contextMenu!.template.map((item) => item.label)).toContain(catalogue['tray.quit']);
      expect(
        describePending(
          { token: 't', conversation_id: 'c', capability: 'home_assistant.list_entities', arguments: {}, expires_at: '', surface: 'chat' } as never,
          () => undefined,
        ),
      ).toBe(catalogue['card.readAllUnknown']);
    }
  });
});
