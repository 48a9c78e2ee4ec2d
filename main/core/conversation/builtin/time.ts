/**
 * Times in replies, in Home Assistant's time zone (DESIGN §5): today, yesterday, a weekday within
 * the week, else a date — by the zone's local calendar. This module decides which; the reply
 * language says it (`Replies.when`, with voice/format.ts), in the household's locale, so the clock
 * reads as the windows' does. An unknown zone falls back to UTC
 * rather than failing the reply.
 */
import { supportedLanguage } from '../../../../common/languages.js';
import type { When } from './lang/types.js';

const formatters = new Map<string, Intl.DateTimeFormat>();
const DAY_MS = 86_400_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      });
    } catch {
      f = formatterFor('UTC');
    }
    formatters.set(timeZone, f);
  }
  return f;
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** Days since 1970-01-01 of the local calendar date. */
  dayNumber: number;
}

function localTime(at: Date, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const year = parts.year ?? 1970;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  return { year, month, day, dayNumber: Math.floor(Date.UTC(year, month - 1, day) / DAY_MS) };
}

/**
 * The household's locale for a reply in `language` (a language or one of its locales: 'de',
 * 'de-DE'), or null for the language's own: a locale of another language (a pinned test language,
 * a stale setting) would put English month names in a German sentence, so it is not used.
 */
export function replyLocale(language: string, locale: string | undefined): string | null {
  return locale !== undefined && supportedLanguage(locale) !== null && supportedLanguage(locale) === supportedLanguage(language) ? locale : null;
}

/** How `at` relates to `now` on the zone's calendar; `locale` (see {@link replyLocale}) writes it. */
export function whenOf(at: Date, now: Date, timeZone: string, locale: string | null = null): When {
  const t = localTime(at, timeZone);
  const n = localTime(now, timeZone);
  const days = n.dayNumber - t.dayNumber;
  const relation = days === 0 ? 'today' : days === 1 ? 'yesterday' : days > 1 && days < 7 ? 'this_week' : 'earlier';
  return { relation, at, timeZone, withYear: t.year !== n.year, locale };
}
