/**
 * One time zone (Home Assistant's, said when it differs), evenly spaced chart
 * ticks, device-class words in legends, natural order in the picker.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { stateWord } from '../../renderer/lib/state-words.js';
import { alignedTicks, displayZone, formatTime, setDisplayZone } from '../../renderer/lib/time.js';
import type { EntityRow } from '../../common/contract/types.js';
import { toPickerEntities } from '../../renderer/stores/entities.js';

afterEach(() => setDisplayZone(undefined));

describe('one time zone', () => {
  it("shows times in Home Assistant's zone once a turn names it, and says it differs", () => {
    setDisplayZone('Asia/Tokyo');
    // 12:00 UTC is 21:00 in Tokyo.
    expect(formatTime('2026-03-01T12:00:00Z')).toMatch(/^(21:00|9:00\s?PM)$/);
    expect(displayZone()).toEqual({ zone: 'Asia/Tokyo', differs: Intl.DateTimeFormat().resolvedOptions().timeZone !== 'Asia/Tokyo' });
  });

  it('ignores a zone the browser does not know', () => {
    setDisplayZone('Not/AZone');
    expect(displayZone().differs).toBe(false);
  });
});

describe('chart ticks', () => {
  const day = 86_400_000;
  for (const [label, span] of [
    ['a week', 7 * day],
    ['a day', day],
    ['an hour', 3_600_000],
  ] as const) {
    it(`${label}: evenly spaced, at round wall-clock times`, () => {
      setDisplayZone('Europe/Berlin');
      const end = Date.parse('2026-03-01T15:37:12Z');
      const { ticks, step } = alignedTicks(end - span, end, 7);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(8);
      const gaps = new Set(ticks.slice(1).map((t, i) => t - ticks[i]!));
      expect([...gaps]).toEqual([step]);
      expect(ticks.every((t) => t >= end - span && t <= end)).toBe(true);
    });
  }

  it("a week's ticks fall on Berlin midnights (not 24, 26, 28, 29, 1)", () => {
    setDisplayZone('Europe/Berlin');
    const end = Date.parse('2026-03-01T15:37:12Z');
    const { ticks } = alignedTicks(end - 7 * 86_400_000, end, 7);
    const hours = ticks.map((t) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(t));
    expect(new Set(hours)).toEqual(new Set(['00:00']));
  });
});

describe('device-class words', () => {
  it('a door is open or closed, motion detected or clear, a plain switch on or off', () => {
    expect(stateWord('on', 'door')).toBe('open');
    expect(stateWord('off', 'door')).toBe('closed');
    expect(stateWord('on', 'motion')).toBe('detected');
    expect(stateWord('off', 'motion')).toBe('clear');
    expect(stateWord('on', null)).toBe('on');
    expect(stateWord('21.5', 'temperature')).toBe('21.5');
  });

  it("the pill says what the reply beside it says — Home Assistant's words for moisture, presence, safety, problem, charging", () => {
    expect(stateWord('on', 'moisture')).toBe('wet');
    expect(stateWord('off', 'moisture')).toBe('dry');
    expect(stateWord('on', 'presence')).toBe('home');
    expect(stateWord('on', 'safety')).toBe('unsafe');
    expect(stateWord('on', 'problem')).toBe('problem');
    expect(stateWord('on', 'battery_charging')).toBe('charging');
  });
});

describe('natural order in the picker', () => {
  it('"Filler Sensor 2" < "Filler Sensor 10" < "Filler Sensor 100"', () => {
    const e = (n: number): EntityRow => [`sensor.filler_${n}`, `Filler Sensor ${n}`, '1', null, null];
    expect(toPickerEntities([e(100), e(10), e(2)]).map((p) => p.friendly_name)).toEqual(['Filler Sensor 2', 'Filler Sensor 10', 'Filler Sensor 100']);
  });
});
