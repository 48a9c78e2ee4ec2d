/** `formatRelative`: the "read … ago" and "Changed" cells of the state table, in the household's locale. */
import { describe, expect, it } from 'vitest';
import { applyLocale } from '../../renderer/i18n/locale.js';
import { formatRelative } from '../../renderer/lib/time.js';

const NOW = Date.parse('2026-11-30T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelative', () => {
  it('says "now" for the last 45 seconds, and for a Home Assistant clock slightly ahead of ours', () => {
    expect(formatRelative(ago(0), NOW, 'en')).toBe('now');
    expect(formatRelative(ago(44), NOW, 'en')).toBe('now');
    expect(formatRelative(ago(-30), NOW, 'en')).toBe('now');
  });

  it('counts minutes under an hour and hours under a day, with the plural the language wants', () => {
    expect(formatRelative(ago(45), NOW, 'en')).toBe('1 minute ago');
    expect(formatRelative(ago(5 * 60), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelative(ago(59 * 60), NOW, 'en')).toBe('59 minutes ago');
    expect(formatRelative(ago(3600), NOW, 'en')).toBe('1 hour ago');
    expect(formatRelative(ago(3 * 3600 + 20 * 60), NOW, 'en')).toBe('3 hours ago');
    expect(formatRelative(ago(3600 - 20), NOW, 'en')).toBe('1 hour ago');
    expect(formatRelative(ago(23 * 3600 + 20 * 60), NOW, 'en')).toBe('23 hours ago');
  });

  it('gives a date and time from (nearly) a day on, written as every clock of the app writes it', () => {
    const at = ago(23 * 3600 + 40 * 60);
    // The locale's own hour cycle and digits (CLOCK_FORMAT), in the zone the window shows.
    const expected = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(Date.parse(at));
    expect(formatRelative(at, NOW, 'en')).toBe(expected);
    expect(formatRelative(at, NOW, 'en')).not.toMatch(/ago/);
  });

  it("speaks the household's language, not English fragments", () => {
    expect(formatRelative(ago(10), NOW, 'de')).toBe('jetzt');
    expect(formatRelative(ago(5 * 60), NOW, 'de')).toBe('vor 5 Minuten');
    expect(formatRelative(ago(3 * 3600), NOW, 'de')).toBe('vor 3 Stunden');
    expect(formatRelative(ago(5 * 60), NOW, 'fr')).toBe('il y a 5 minutes');
  });

  it("uses the household's locale when none is given — never this computer's", () => {
    applyLocale('de', 'de-CH');
    try {
      expect(formatRelative(ago(5 * 60), NOW)).toBe('vor 5 Minuten');
      expect(formatRelative(ago(2 * 3600), NOW)).toBe('vor 2 Stunden');
    } finally {
      applyLocale('en', 'en');
    }
    expect(formatRelative(ago(5 * 60), NOW)).toBe('5 minutes ago');
  });

  it('is empty for a time it cannot read', () => {
    expect(formatRelative('not a time', NOW, 'en')).toBe('');
  });
});
