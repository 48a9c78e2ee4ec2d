/**
 * Home Assistant's timestamps. HA keeps microseconds (ref §2: "Microseconds are included when
 * non-zero"), which a JS Date cannot hold, so the fake counts time in microseconds since the epoch.
 */

export type Micros = number;

export function microsFromMs(ms: number): Micros {
  return Math.round(ms * 1000);
}

/**
 * The fake's default clock: wall-clock milliseconds with a microsecond fraction, never going back.
 * Home Assistant's times carry microseconds (`.744832`), where `Date.now` alone would give whole
 * milliseconds (`.744000`) — a difference a parser of its timestamps should meet in tests.
 */
export function microsecondClock(): () => number {
  let last = 0;
  return () => {
    const now = Date.now() + (performance.now() % 1);
    last = now > last ? now : last + 0.001;
    return last;
  };
}

/** Python's `datetime.isoformat()` of an aware UTC datetime: `+00:00`, `.ffffff` only when non-zero (ref §2). */
export function formatHaTime(us: Micros): string {
  const fraction = ((us % 1_000_000) + 1_000_000) % 1_000_000;
  const seconds = new Date((us - fraction) / 1000).toISOString().slice(0, 19);
  return fraction === 0 ? `${seconds}+00:00` : `${seconds}.${String(fraction).padStart(6, '0')}+00:00`;
}

// `dt_util.parse_datetime`: ciso8601 first (which also takes a bare date), then HA's DATETIME_RE
// fallback, which allows 1-digit fields, a space separator and up to 12 fractional digits (ref §4).
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,6})\d{0,6})?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * Parses a datetime the way HA's history view does, returning UTC microseconds, or undefined when
 * HA would answer "Invalid datetime". Naive times are in HA's configured `timeZone` (ref §4).
 */
export function parseHaDatetime(text: string, timeZone: string): Micros | undefined {
  const dateOnly = DATE_ONLY.exec(text);
  const m = dateOnly ?? DATE_TIME.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  const valid = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
  if (!valid) return undefined;
  const micros = dateOnly ? 0 : Number((m[7] ?? '').padEnd(6, '0'));
  const offset = dateOnly ? undefined : m[8];
  const utcMs = offset === undefined ? zonedWallTimeToUtc(wall, timeZone) : wall - offsetMs(offset);
  return utcMs * 1000 + micros;
}

function offsetMs(offset: string): number {
  if (offset === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return (offset.startsWith('-') ? -minutes : minutes) * 60_000;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at instant `utcMs`. */
function zoneOffsetMs(timeZone: string, utcMs: number): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(format.formatToParts(utcMs).find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** `dt_util.as_utc` of a naive wall time: read it in `timeZone`, re-checking the offset across DST. */
function zonedWallTimeToUtc(wallMs: number, timeZone: string): number {
  const guess = wallMs - zoneOffsetMs(timeZone, wallMs);
  return wallMs - zoneOffsetMs(timeZone, guess);
}
