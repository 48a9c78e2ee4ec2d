/**
 * Saving a 10,000-entry allowlist and control list (moved here from a wall-clock assertion in
 * test/core/storage/home-assistant-config.test.ts): `validateMergedConfig` against the floor of
 * the same question asked bare — every id through the entity-id rule, duplicates found with a
 * Set, and every controllable id looked up among the allowlisted ones. Target ≤ 3× the floor: the
 * rules add a domain check, problem records and a copy per list, never a pass per entry.
 *
 * In-process and CPU-bound, so each side is timed as process CPU time, and the two alternate in
 * pairs (ABBA) like every ratio here.
 */
import { isValidEntityId } from '../common/entity-id.js';
import { defaultHomeAssistantConfig } from '../main/core/storage/home-assistant-config-shape.js';
import { validateMergedConfig } from '../main/core/storage/home-assistant-config-write.js';
import { ratioRow, type BenchRow } from './lib/stats.js';

export interface ConfigValidationBenchOptions {
  entries?: number;
  runs?: number;
  warmup?: number;
}

/** Process CPU time of one call of `fn`, in milliseconds. */
function cpuMs(fn: () => unknown): number {
  const before = process.cpuUsage();
  fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

export async function run(opts: ConfigValidationBenchOptions = {}): Promise<BenchRow[]> {
  const { entries = 10_000, runs = 30, warmup = 5 } = opts;
  const allowlisted = Array.from({ length: entries }, (_, i) => `light.lamp_${i}`);
  const controllable = [...allowlisted].reverse();
  const current = defaultHomeAssistantConfig();

  const candidate = () => {
    const { config } = validateMergedConfig(current, { allowlisted_entities: allowlisted, controllable_entities: controllable });
    if (config.controllable_entities.length !== entries) throw new Error('config validation bench: the lists were not kept whole');
  };
  const floor = () => {
    const seen = new Set<string>();
    for (const id of allowlisted) if (!isValidEntityId(id) || seen.has(id) || !seen.add(id)) throw new Error('floor: bad allowlist');
    const controlled = new Set<string>();
    for (const id of controllable)
      if (!isValidEntityId(id) || controlled.has(id) || !controlled.add(id) || !seen.has(id)) throw new Error('floor: bad control list');
  };

  const pairs = { floor: [] as number[], candidate: [] as number[] };
  for (let i = 0; i < warmup + runs; i++) {
    const floorFirst = i % 2 === 0;
    const a = cpuMs(floorFirst ? floor : candidate);
    const b = cpuMs(floorFirst ? candidate : floor);
    if (i < warmup) continue;
    pairs.floor.push(floorFirst ? a : b);
    pairs.candidate.push(floorFirst ? b : a);
  }
  return [ratioRow(`config: validate a save of ${entries}-entry allowlist and control list, CPU vs the bare id checks (target ≤ 3×)`, 'ms', pairs, 3)];
}
