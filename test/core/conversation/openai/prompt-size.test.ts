/**
 * The prompt small models get (docs/architecture.md §6.3 rule 7). The first request (system prompt,
 * fenced home list, three tools) stays ≤ 8 KiB for 25 allowlisted entities and ≤ 48 KiB for 1,000 —
 * without leaving any entity out — in a household harsher than most (`bench/prompt-size.bench.ts`).
 * Past 48 KiB the assistant settings warn (assistant-config-service.test.ts pins that).
 */
import { describe, expect, it } from 'vitest';
import { householdVocabulary, run } from '../../../../bench/prompt-size.bench.js';
import { OpenAICompatibleEngine } from '../../../../main/core/conversation/openai/engine.js';
import { HOME_LIST_CLOSE, HOME_LIST_OPEN } from '../../../../main/core/conversation/openai/home-list.js';
import { PROMPT_WARN_BYTES, promptBytes } from '../../../../main/core/conversation/openai/prompt-size.js';

const KiB = 1024;

describe('the first request’s size for 25, 200 and 1,000 allowlisted entities', () => {
  it('≤ 8 KiB at 25, ≤ 48 KiB at 1,000, and 200 under the line between them', () => {
    const at = (n: number) => promptBytes(householdVocabulary(n));
    expect(at(25)).toBeLessThanOrEqual(8 * KiB);
    expect(at(200)).toBeLessThanOrEqual((8 + (40 * 175) / 975) * KiB);
    expect(at(1000)).toBeLessThanOrEqual(48 * KiB);
    expect(PROMPT_WARN_BYTES).toBe(48 * KiB);
    console.log(
      `[prompt] first request: 25 → ${(at(25) / KiB).toFixed(1)} KiB, 200 → ${(at(200) / KiB).toFixed(1)} KiB, 1000 → ${(at(1000) / KiB).toFixed(1)} KiB`,
    );
  });

  it('nothing is left out to get there: every id, every renamed device’s name, every alias, area and [switch]', () => {
    const vocabulary = householdVocabulary(1000);
    const engine = new OpenAICompatibleEngine({ base_url: 'http://127.0.0.1:1/v1', model: 'm' });
    const system = engine.buildRequest({ user_message: 'hi', history: [], rounds: [], vocabulary, time_zone: 'UTC', now: new Date(0), rounds_left: 3 })
      .messages[0]!.content;
    const list = system.slice(system.indexOf(HOME_LIST_OPEN), system.indexOf(HOME_LIST_CLOSE));
    const lines = new Map(list.split('\n').map((l) => [l.split(' | ')[0]!, l]));
    for (const e of vocabulary) {
      const line = lines.get(e.entity_id);
      expect(line, e.entity_id).toBeDefined();
      if (e.entity_id.includes('_') && !e.entity_id.endsWith(e.friendly_name.toLowerCase().replace(/[^a-z0-9]+/g, '_')))
        expect(line).toContain(e.friendly_name);
      for (const alias of e.aliases ?? []) expect(line).toContain(alias);
      expect(line!.endsWith('[switch]')).toBe(e.controllable === true);
    }
    for (const area of new Set(vocabulary.map((e) => e.area))) expect(list).toContain(`## ${area} (floor: `);
  });

  it('the bench reports one row per size, each with its target', async () => {
    const rows = await run();
    expect(rows.map((r) => [r.unit, r.target])).toEqual([
      ['KiB', 8],
      ['KiB', Number((8 + (40 * 175) / 975).toPrecision(4))],
      ['KiB', 48],
    ]);
    for (const r of rows) expect(r.met).toBe(true);
  });
});
