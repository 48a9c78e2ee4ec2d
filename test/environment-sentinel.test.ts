/**
 * Proves the environment matrix (test/environments.ts) is real: in each of its projects the worker
 * runs with exactly that `LANG` and `TZ`, and ICU's defaults follow them. Outside the matrix it
 * checks nothing of the kind and says so.
 */
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from './environments.js';

const name = process.env['SOVEREIGN_TEST_ENVIRONMENT'];
const environment = ENVIRONMENTS.find((e) => e.name === name);

describe.skipIf(environment === undefined)(`the test environment ${name ?? '(none)'}`, () => {
  it('is the one the matrix names', () => {
    expect(process.env['LANG']).toBe(environment!.LANG);
    expect(process.env['TZ']).toBe(environment!.TZ);
    expect(process.env['LC_ALL']).toBeUndefined();
    expect(process.env['LANGUAGE']).toBeUndefined();
  });

  it("is what ICU and the clock see: the default locale's language and the local zone follow it", () => {
    const resolved = new Intl.DateTimeFormat().resolvedOptions();
    if (environment!.TZ !== undefined) expect(resolved.timeZone).toBe(environment!.TZ === 'UTC' ? resolved.timeZone : environment!.TZ);
    if (environment!.TZ === 'UTC') expect(new Date(Date.UTC(2026, 0, 1, 12)).getHours()).toBe(12);
    if (environment!.TZ === 'Pacific/Chatham') expect(new Date(Date.UTC(2026, 0, 1, 12)).getTimezoneOffset()).toBe(-825);
    if (environment!.TZ === 'America/St_Johns') expect(new Date(Date.UTC(2026, 0, 1, 12)).getTimezoneOffset()).toBe(210);
    if (environment!.LANG?.startsWith('de_DE')) expect(resolved.locale).toBe('de-DE');
    if (environment!.LANG?.startsWith('en_GB')) expect(resolved.locale).toBe('en-GB');
    // No LANG, or the POSIX locale: ICU's own default, never a locale read from a stray string.
    if (environment!.LANG === undefined || environment!.LANG.startsWith('C.')) expect(resolved.locale).toBe('en-US');
  });
});
