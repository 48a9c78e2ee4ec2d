/**
 * A week of a sensor's history, as the recorder would hold it: `count` readings spread evenly over
 * the seven days before `nowMs`, each differing from the one before (real state changes).
 */
export const WEEK_MS = 7 * 86_400_000;

export function weekOfReadings(count: number, nowMs: number): Array<{ state: string; at: string }> {
  const changes: Array<{ state: string; at: string }> = [];
  const step = WEEK_MS / (count + 1);
  let previous = '';
  for (let i = 0; i < count; i++) {
    // A daily swing plus a little deterministic jitter, one decimal, as a temperature sensor reports.
    let value = 20 + 3 * Math.sin((i / count) * 14 * Math.PI) + (((i * 7919) % 13) - 6) / 20;
    let state = value.toFixed(1);
    if (state === previous) {
      value += 0.1;
      state = value.toFixed(1);
    }
    previous = state;
    changes.push({ state, at: new Date(nowMs - WEEK_MS + Math.round((i + 1) * step)).toISOString() });
  }
  return changes;
}

/** The first temperature sensor of a generated home: realistic attributes, recorded with every row. */
export function temperatureSensorOf(ids: readonly string[]): string {
  const id = ids.find((e) => /^sensor\..*_temperature_\d+$/.test(e));
  if (!id) throw new Error('the generated home has no temperature sensor');
  return id;
}
