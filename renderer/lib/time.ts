/** Time formatting for cards, tables and the activity log (the household's own locale and zone). */

export function secondsLeft(expiresAt: string, now: number): number {
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return 0;
  // Rounded, so a fresh 120 s confirmation reads 2:00 despite small clock differences.
  return Math.max(0, Math.round((at - now) / 1000));
}

/** "1:42", "0:09". */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Spoken form for screen readers: "1 minute 42 seconds". */
export function spokenDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const parts: string[] = [];
  if (m > 0) parts.push(`${m} minute${m === 1 ? '' : 's'}`);
  if (s > 0 || m === 0) parts.push(`${s} second${s === 1 ? '' : 's'}`);
  return parts.join(' ');
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function formatTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : timeFormat.format(at);
}

export function formatDateTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : dateTimeFormat.format(at);
}

export function formatDate(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : dateFormat.format(at);
}

const relativeFormats = new Map<string, { relative: Intl.RelativeTimeFormat; dateTime: Intl.DateTimeFormat }>();

/** One pair of formatters per locale (building them is the slow part; a table row calls this per cell). */
function formatsFor(locale: string | undefined) {
  const key = locale ?? '';
  let formats = relativeFormats.get(key);
  if (formats === undefined) {
    formats = {
      // `numeric: 'auto'` gives the locale's own word for zero ("now", "jetzt") instead of "in 0 seconds".
      relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
      dateTime: locale === undefined ? dateTimeFormat : new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }),
    };
    relativeFormats.set(key, formats);
  }
  return formats;
}

/**
 * How long ago `iso` was, in the household's words: "now" under 45 s (a clock a little ahead
 * included), "5 minutes ago" under an hour, "3 hours ago" under a day, else a date and time (all
 * from `Intl`, so plurals and word order are the language's own).
 * `locale` defaults to the household's own; '' for an unreadable time.
 */
export function formatRelative(iso: string, now: number, locale?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const { relative, dateTime } = formatsFor(locale);
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 45) return relative.format(0, 'second');
  // The unit follows the rounded count, so 59 min 40 s reads "1 hour ago", never "60 minutes ago".
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(seconds / 3600);
  if (hours < 24) return relative.format(-hours, 'hour');
  return dateTime.format(at);
}
