/**
 * Times in replies, in Home Assistant's time zone (DESIGN §5): "at 14:02 today", "yesterday at
 * 09:15", "on Monday at 07:30", "on 3 March at 18:00". Formatters are cached per zone; an
 * unknown zone falls back to UTC rather than failing the reply.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
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

/** "14:02" in the zone. */
export function clockTime(at: Date, timeZone: string): string {
  const t = localTime(at, timeZone);
  return `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
}

/** When something happened, relative to `now`, in words: "at 14:02 today", "yesterday at 09:15". */
export function describeWhen(at: Date, now: Date, timeZone: string): string {
  const t = localTime(at, timeZone);
  const n = localTime(now, timeZone);
  const clock = `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
  const days = n.dayNumber - t.dayNumber;
  if (days === 0) return `at ${clock} today`;
  if (days === 1) return `yesterday at ${clock}`;
  if (days > 1 && days < 7) return `on ${WEEKDAYS[(((t.dayNumber + 4) % 7) + 7) % 7]!} at ${clock}`;
  const year = t.year === n.year ? '' : ` ${t.year}`;
  return `on ${t.day} ${MONTHS[t.month - 1]!}${year} at ${clock}`;
}
