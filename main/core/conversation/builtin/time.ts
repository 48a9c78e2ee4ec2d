/**
 * Times in replies, in Home Assistant's time zone (DESIGN §5): today, yesterday, a weekday within
 * the week, else a date — by the zone's local calendar. This module decides which; the reply
 * language says it (`Replies.when`, with lang/format.ts). An unknown zone falls back to UTC
 * rather than failing the reply.
 */
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
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
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
  hour: number;
  minute: number;
  /** Days since 1970-01-01 of the local calendar date. */
  dayNumber: number;
}

function localTime(at: Date, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const year = parts.year ?? 1970;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  return { year, month, day, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0, dayNumber: Math.floor(Date.UTC(year, month - 1, day) / DAY_MS) };
}

/** "14:02" in the zone (24-hour, the same digits in every supported language). */
export function clockTime(at: Date, timeZone: string): string {
  const t = localTime(at, timeZone);
  return `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
}

/** How `at` relates to `now` on the zone's calendar. */
export function whenOf(at: Date, now: Date, timeZone: string): When {
  const t = localTime(at, timeZone);
  const n = localTime(now, timeZone);
  const days = n.dayNumber - t.dayNumber;
  const relation = days === 0 ? 'today' : days === 1 ? 'yesterday' : days > 1 && days < 7 ? 'this_week' : 'earlier';
  return { relation, at, timeZone, withYear: t.year !== n.year };
}
