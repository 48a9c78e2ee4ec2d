/**
 * One clock (docs/architecture.md §7b, "One locale"). A history reply and the window beside it
 * write a time the same way — in Home Assistant's zone and the household's locale, which main
 * decides once (`LanguageView.locale`): "2:02 PM" where the household's English is American,
 * "14:02" where it is British, never both on one screen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnResponse } from '../../common/contract/types.js';
import { applyLocale } from '../../renderer/i18n/locale.js';
import { formatTime, setDisplayZone } from '../../renderer/lib/time.js';
import { FRONT_DOOR, makeHarness, type Harness } from './harness.js';

const chat = { surface: 'chat' } as const;
let h: Harness | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
  applyLocale('en', 'en');
  setDisplayZone(undefined);
});

/** Asks when the front door last opened, approves the read, and returns the reply. */
async function lastOpened(harness: Harness): Promise<string> {
  const asked = await harness.service['conversation.message']({ message: 'when did the front door last open?' }, chat);
  const token = asked.pending_confirmation?.token;
  expect(asked.pending_confirmation?.capability).toBe('home_assistant.get_history');
  const done: TurnResponse = await harness.service['conversation.message'](
    { conversation_id: asked.conversation_id, confirmation: { token: token!, approve: true } },
    chat,
  );
  return done.reply ?? '';
}

describe("a reply's clock is the window's clock", () => {
  for (const [system, twelveHour] of [
    [['en-US'], true],
    [['en-GB'], false],
  ] as const) {
    it(`${system[0]}: the reply writes the time as the window does`, async () => {
      h = await makeHarness({ fake: { config: { time_zone: 'Europe/Amsterdam' } }, service: { systemLanguages: () => system } });
      expect((await h.service['homeAssistant.testConnection']({}, chat)).ok).toBe(true);
      const opened = new Date(Date.now() - 20 * 60_000);
      opened.setUTCSeconds(0, 0);
      h.ha.addHistory(FRONT_DOOR, [
        { state: 'off', at: new Date(opened.getTime() - 3_600_000).toISOString() },
        { state: 'on', at: opened.toISOString() },
      ]);

      const view = await h.service['language.get']({}, chat);
      expect(view.locale).toBe(system[0]);
      const reply = await lastOpened(h);

      // The window: the same locale main gave, and Home Assistant's zone, as a turn names it.
      applyLocale(view.language, view.locale);
      setDisplayZone('Europe/Amsterdam');
      const shown = formatTime(opened.toISOString());
      expect(reply).toContain(shown);
      expect(/[AP]M/.test(shown)).toBe(twelveHour);
      // Sent to Home Assistant: one history read, for the door.
      const history = h.ha.requests.filter((r) => r.path.startsWith('/api/history/period/'));
      expect(history.map((r) => r.query['filter_entity_id'])).toEqual([FRONT_DOOR]);
    });
  }
});
