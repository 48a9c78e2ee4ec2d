/**
 * Numbers, lists, clock times, weekdays and dates for replies, through `Intl` in a reply
 * language's locale. Formatters are cached per locale (and zone); an unknown zone falls back to
 * UTC rather than failing the reply.
 */

import { CLOCK_FORMAT } from '../../../../../common/languages.js';

const cache = new Map<string, unknown>();

function cached<T>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (f === undefined) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

function knownZone(timeZone: string): string {
  return cached(`zone:${timeZone}`, () => {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      return timeZone;
    } catch {
      return 'UTC';
    }
  });
}

/**
 * A state's number as Home Assistant wrote it ("21.5", "-3", "1013") in the locale's digits and
 * decimal separator, keeping the fraction digits it has and no grouping (a reading, not an amount).
 * Anything else (not a plain number, leading zeros, beyond double precision) is returned as it is.
 */
export function formatNumber(locale: string, raw: string): string {
  if (!/^-?(?:0|[1-9]\d*)(?:\.\d+)?$/.test(raw) || raw.replace(/\D/g, '').length > 15) return raw;
  const digits = raw.includes('.') ? raw.length - raw.indexOf('.') - 1 : 0;
  const f = cached(
    `num:${locale}:${digits}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }),
  );
  return f.format(Number(raw));
}

/** A count in the locale's digits ("1.234" in German). */
export function formatCount(locale: string, n: number): string {
  return cached(`count:${locale}`, () => new Intl.NumberFormat(locale)).format(n);
}

/** "a, b and c" / "a, b or c" in the locale's list style. */
export function formatList(locale: string, items: readonly string[], type: 'conjunction' | 'disjunction'): string {
  return cached(`list:${locale}:${type}`, () => new Intl.ListFormat(locale, { style: 'long', type })).format(items);
}

/** The plural category of `n` in the locale ("one", "other", "few"…). */
export function pluralOf(locale: string, n: number): Intl.LDMLPluralRule {
  return cached(`plural:${locale}`, () => new Intl.PluralRules(locale)).select(n);
}

/**
 * "2:02 PM" (en-US), "14:02" (en-GB, de) in the zone: the locale's own hour cycle, written as the
 * windows write a time (`CLOCK_FORMAT`), so a reply and the card beside it never disagree.
 */
export function formatClock(locale: string, at: Date, timeZone: string): string {
  const zone = knownZone(timeZone);
  const f = cached(`clock:${locale}:${zone}`, () => new Intl.DateTimeFormat(locale, { ...CLOCK_FORMAT, timeZone: zone }));
  return f.format(at);
}

/** "Thursday" in the zone. */
export function formatWeekday(locale: string, at: Date, timeZone: string): string {
  const zone = knownZone(timeZone);
  return cached(`weekday:${locale}:${zone}`, () => new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'long' })).format(at);
}

/** "20 November", or "31 December 2025" with the year, in the zone. */
export function formatDate(locale: string, at: Date, timeZone: string, withYear: boolean): string {
  const zone = knownZone(timeZone);
  const f = cached(
    `date:${locale}:${zone}:${withYear}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: zone, day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}) }),
  );
  return f.format(at);
}
