/**
 * Time formatting for cards, tables, charts and the activity log. One time zone for everything
 * shown: Home Assistant's (the one replies use), once a turn has said which it is; the
 * household's locale (the language setting's, `i18n/locale.ts`) decides 12- or 24-hour clocks and
 * word order.
 */
import { CLOCK_FORMAT } from '../../common/languages.js';
import { currentLocale, onLocaleChange } from '../i18n/locale.js';

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

/** Spoken form for screen readers: "1 minute 42 seconds", "1 Minute 42 Sekunden" (Intl's unit words). */
export function spokenDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const locale = householdLocale();
  const unit = (value: number, name: 'minute' | 'second') => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts: string[] = [];
  if (m > 0) parts.push(unit(m, 'minute'));
  if (s > 0 || m === 0) parts.push(unit(s, 'second'));
  return parts.join(' ');
}

/** The household's locale: the language setting's (`i18n/locale.ts`). */
export function householdLocale(): string {
  return currentLocale();
}

/** This computer's own time zone. */
export function machineZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

let zone: string | undefined;

function validZone(candidate: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: candidate });
    return true;
  } catch {
    return false;
  }
}

/** Shows every time in `candidate` (Home Assistant's zone, from a turn); an unknown zone is ignored. */
export function setDisplayZone(candidate: string | undefined): void {
  const next = candidate !== undefined && validZone(candidate) ? candidate : undefined;
  if (next === zone) return;
  zone = next;
  rebuild();
}

/** The zone times are shown in, and whether it is not this computer's (then the window says so). */
export function displayZone(): { zone: string; differs: boolean } {
  const machine = machineZone();
  const shown = zone ?? machine;
  return { zone: shown, differs: sameOffsetNow(shown, machine) === false };
}

/** Two zone names can name the same clock (UTC and Etc/UTC): compare what they say now. */
function sameOffsetNow(a: string, b: string): boolean {
  if (a === b) return true;
  const at = Date.now();
  const fmt = (z: string) => new Intl.DateTimeFormat('en-US', { timeZone: z, dateStyle: 'short', timeStyle: 'short' }).format(at);
  return fmt(a) === fmt(b);
}

function options(extra: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  return zone === undefined ? extra : { ...extra, timeZone: zone };
}

let timeFormat: Intl.DateTimeFormat;
let dateTimeFormat: Intl.DateTimeFormat;
let dateFormat: Intl.DateTimeFormat;
let dayFormat: Intl.DateTimeFormat;

function rebuild(): void {
  const locale = householdLocale();
  timeFormat = new Intl.DateTimeFormat(locale, options({ ...CLOCK_FORMAT }));
  dateTimeFormat = new Intl.DateTimeFormat(locale, options({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }));
  dateFormat = new Intl.DateTimeFormat(locale, options({ year: 'numeric', month: 'short', day: 'numeric' }));
  dayFormat = new Intl.DateTimeFormat(locale, options({ weekday: 'short', day: 'numeric' }));
  relativeFormats.clear();
}

/** "Mon 24": a day tick on a week's chart. */
export function formatDay(at: number): string {
  return dayFormat.format(at);
}

/** Milliseconds to add to a UTC instant to get the wall-clock time in the display zone. */
function zoneOffset(at: number): number {
  if (zone === undefined) return -new Date(at).getTimezoneOffset() * 60_000;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(at / 1000) * 1000;
}

const TICK_STEPS = [15 * 60_000, 30 * 60_000, 3_600_000, 2 * 3_600_000, 3 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000, 86_400_000, 2 * 86_400_000];

/**
 * Axis ticks at round wall-clock times in the display zone — every 15 minutes, 6 hours, local
 * midnight… — so the labels are evenly spaced (never "24, 26, 28, 29, 1"): the smallest step
 * giving at most `max` ticks inside [start, end].
 */
export function alignedTicks(start: number, end: number, max = 8): { ticks: number[]; step: number } {
  const span = end - start;
  const step = TICK_STEPS.find((s) => span / s <= max) ?? TICK_STEPS.at(-1)!;
  const ticks: number[] = [];
  const offset = zoneOffset(start);
  let local = Math.ceil((start + offset) / step) * step;
  for (let i = 0; i < max + 2; i++) {
    const at = local - zoneOffset(local - offset);
    if (at > end) break;
    if (at >= start) ticks.push(at);
    local += step;
  }
  return { ticks, step };
}

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
rebuild();
onLocaleChange(rebuild);

/** One pair of formatters per locale (building them is the slow part; a table row calls this per cell). */
function formatsFor(locale: string | undefined) {
  const key = locale ?? '';
  let formats = relativeFormats.get(key);
  if (formats === undefined) {
    formats = {
      // `numeric: 'auto'` gives the locale's own word for zero ("now", "jetzt") instead of "in 0 seconds".
      relative: new Intl.RelativeTimeFormat(locale ?? householdLocale(), { numeric: 'auto' }),
      dateTime:
        locale === undefined
          ? dateTimeFormat
          : new Intl.DateTimeFormat(locale, options({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })),
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
