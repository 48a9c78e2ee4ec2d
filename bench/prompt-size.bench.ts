/**
 * Prompt size for small local models (docs/architecture.md §6.3 rule 7): the first request's bytes
 * — system prompt, the fenced home list and the three tools — for 25, 200 and 1,000 allowlisted
 * entities, against the targets ≤ 8 KB at 25 and ≤ 48 KB at 1,000 (200 is held to the line between
 * them). The household is harsher than the intent-engine bench's: a third of the devices were
 * renamed (so the name is not the id's words and must be quoted), every device has an area on a
 * floor, one in five an alias, and 30 % are controllable. Sizes are deterministic: the "samples"
 * are one measurement.
 */
// The intent-engine bench's areas (its names start with one); each sits on one floor here.
import { AREAS, generateVocabulary } from './intent-engine.bench.js';
import { absoluteRow, type BenchRow } from './lib/stats.js';
import type { VocabularyEntry } from '../main/core/conversation/conversation-engine.js';
import { PROMPT_WARN_BYTES, promptBytes } from '../main/core/conversation/openai/prompt-size.js';

export type { BenchRow } from './lib/stats.js';

const FLOORS = ['Ground floor', 'First floor', 'Basement', 'Outside'];
const BRANDS = ['Hue', 'Shelly', 'Ikea', 'Tuya', 'Sonoff', 'Aqara'];

/** A household of `size` allowlisted entities with areas, floors, aliases and renamed devices. */
export function householdVocabulary(size: number): VocabularyEntry[] {
  return generateVocabulary(size, 17).map((entry: VocabularyEntry, i): VocabularyEntry => {
    const a = Math.max(
      0,
      AREAS.findIndex((name) => entry.friendly_name.startsWith(name)),
    );
    const out: VocabularyEntry = { ...entry, area: AREAS[a]!, floor: FLOORS[a % FLOORS.length]! };
    if (i % 3 === 0) {
      // Renamed in Home Assistant after the integration created the id.
      const domain = entry.entity_id.split('.')[0]!;
      out.entity_id = `${domain}.${BRANDS[i % BRANDS.length]!.toLowerCase()}_${domain}_${i.toString(36)}`;
    }
    if (i % 5 === 0) out.aliases = [`the ${entry.friendly_name.split(' ').at(-1)!.toLowerCase()} ${i % 7}`];
    if (i % 10 < 3 && /^(light|switch)\./.test(out.entity_id)) out.controllable = true;
    return out;
  });
}

export const PROMPT_SIZES = [25, 200, 1000] as const;
/** Targets in KiB: ≤ 8 at 25 and ≤ 48 at 1,000, and the line between them for 200. */
const TARGET_KIB: Record<(typeof PROMPT_SIZES)[number], number> = { 25: 8, 200: 8 + ((48 - 8) * (200 - 25)) / (1000 - 25), 1000: 48 };

export interface PromptSizeOptions {
  sizes?: readonly number[];
}

/** One row per size: KiB of the first request, baseline = the same request with an empty home. */
export async function run(opts: PromptSizeOptions = {}): Promise<BenchRow[]> {
  const empty = promptBytes([]) / 1024;
  return (opts.sizes ?? PROMPT_SIZES).map((n) => {
    const kib = promptBytes(householdVocabulary(n)) / 1024;
    const target = TARGET_KIB[n as (typeof PROMPT_SIZES)[number]] ?? PROMPT_WARN_BYTES / 1024;
    return absoluteRow(`first request for ${n} allowlisted entities (system prompt, home list, tools)`, 'KiB', [kib], empty, target);
  });
}
