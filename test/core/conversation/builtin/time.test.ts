/**
 * Times in replies use Home Assistant's time zone (DESIGN §5), relative to the local calendar:
 * today, yesterday, a weekday within the week, else a date — written in the household's locale
 * (docs/architecture.md §7b, "One locale"): its own 12- or 24-hour clock, never a forced one.
 */
import { describe, expect, it } from 'vitest';
import { describeWhen } from '../../../../main/core/conversation/builtin/index.js';
import { replyLocale } from '../../../../main/core/conversation/builtin/time.js';

const at = (iso: string): Date => new Date(iso);

describe('describeWhen', () => {
  const now = at('2026-11-30T15:00:00Z'); // Monday, 16:00 in Amsterdam

  it('today and yesterday by the local calendar, not UTC', () => {
    expect(describeWhen(at('2026-11-30T13:02:00Z'), now, 'Europe/Amsterdam')).toBe('at 14:02 today');
    expect(describeWhen(at('2026-11-29T23:30:00Z'), now, 'Europe/Amsterdam')).toBe('at 0:30 today');
    expect(describeWhen(at('2026-11-29T23:30:00Z'), now, 'UTC')).toBe('yesterday at 23:30');
    expect(describeWhen(at('2026-11-29T08:15:00Z'), now, 'Europe/Amsterdam')).toBe('yesterday at 9:15');
  });

  it('a weekday within the week, a date before that, the year when it differs', () => {
    expect(describeWhen(at('2026-11-26T18:00:00Z'), now, 'Europe/Amsterdam')).toBe('on Thursday at 19:00');
    expect(describeWhen(at('2026-11-20T18:00:00Z'), now, 'Europe/Amsterdam')).toBe('on 20 November at 19:00');
    expect(describeWhen(at('2025-12-31T12:00:00Z'), now, 'Europe/Amsterdam')).toBe('on 31 December 2025 at 13:00');
  });

  it('follows daylight saving time of the zone', () => {
    expect(describeWhen(at('2026-07-01T12:00:00Z'), at('2026-07-01T13:00:00Z'), 'Europe/Amsterdam')).toBe('at 14:00 today');
    expect(describeWhen(at('2026-07-01T12:00:00Z'), at('2026-07-01T13:00:00Z'), 'America/Los_Angeles')).toBe('at 5:00 today');
  });

  it('a zone west of UTC can make "yesterday" a UTC today', () => {
    expect(describeWhen(at('2026-11-30T05:00:00Z'), at('2026-11-30T15:00:00Z'), 'America/Los_Angeles')).toBe('yesterday at 21:00');
  });

  it('an unknown zone falls back to UTC instead of failing the reply', () => {
    expect(describeWhen(at('2026-11-30T13:02:00Z'), now, 'Not/A_Zone')).toBe('at 13:02 today');
    expect(describeWhen(at('2026-11-30T00:05:00Z'), at('2026-11-30T01:00:00Z'), 'Asia/Kolkata')).toBe('at 5:35 today');
  });
});

describe("the household's locale writes the clock and the date", () => {
  const now = at('2026-11-30T15:00:00Z');

  it('a 12-hour locale reads "2:02 PM", a 24-hour one "14:02"; dates in the locale\'s order', () => {
    expect(describeWhen(at('2026-11-30T13:02:00Z'), now, 'Europe/Amsterdam', 'en', 'en-US')).toBe('at 2:02 PM today');
    expect(describeWhen(at('2026-11-30T13:02:00Z'), now, 'Europe/Amsterdam', 'en', 'en')).toBe('at 2:02 PM today');
    expect(describeWhen(at('2026-11-30T13:02:00Z'), now, 'Europe/Amsterdam', 'en', 'en-GB')).toBe('at 14:02 today');
    expect(describeWhen(at('2026-11-20T18:00:00Z'), now, 'Europe/Amsterdam', 'en', 'en-US')).toBe('on November 20 at 7:00 PM');
    expect(describeWhen(at('2026-11-30T13:02:00Z'), now, 'Europe/Amsterdam', 'de', 'de-CH')).toBe('heute um 14:02');
  });

  it('a locale of another language is not used: no English clock in a German sentence', () => {
    expect(replyLocale('de', 'en-US')).toBeNull();
    expect(replyLocale('de-DE', 'de-AT')).toBe('de-AT');
    expect(replyLocale('en', undefined)).toBeNull();
    expect(describeWhen(at('2026-11-30T13:02:00Z'), now, 'Europe/Amsterdam', 'de', 'en-US')).toBe('heute um 14:02');
  });
});
