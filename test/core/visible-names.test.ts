/**
 * A name from Home Assistant is shown as it reads, everywhere: characters that disguise text —
 * a right-to-left override, zero-width and invisible formatting, line separators — are gone from
 * the settings list (Read access), the read capability's rows and the cached names, the same
 * class in every place (common/visible-text.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { hasInvisibleCharacters, visibleText } from '../../common/visible-text.js';
import { KITCHEN, makeHarness, type Harness } from './harness.js';

const chat = { surface: 'chat' } as const;
/** "Kitchen " + RLO + "gniliec" + PDF, which a bidi renderer shows as "Kitchen ceiling" reversed in part. */
const DISGUISED = 'Kitchen \u202egniliec\u202c\u200b Light\u2028';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('names shown without disguise', () => {
  it('the class: bidi overrides, isolates, zero-width, separators and tags go; letters of every script stay', () => {
    for (const c of ['\u202e', '\u202a', '\u2066', '\u2069', '\u200b', '\u200f', '\u2028', '\ufeff', '\u061c', '\u{e0041}', '\u0007']) {
      expect(hasInvisibleCharacters(`a${c}b`), `U+${c.codePointAt(0)!.toString(16)}`).toBe(true);
    }
    expect(visibleText('Küche · Wohnzimmer · غرفة · 厨房')).toBe('Küche · Wohnzimmer · غرفة · 厨房');
    expect(visibleText(DISGUISED)).toBe('Kitchen gniliec Light');
    expect(visibleText('a\u202eb', { replacement: '' })).toBe('ab');
    expect(visibleText('😀😀😀', { maxChars: 2 })).toBe('😀😀');
    expect(visibleText('abcdef', { maxChars: 4, ellipsis: true })).toBe('abc…');
  });

  it('Settings → Read access lists the name without the override', async () => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(KITCHEN)!, attributes: { ...h.ha.getEntity(KITCHEN)!.attributes, friendly_name: DISGUISED } });
    const list = await h.service['homeAssistant.entities']({}, chat);
    const row = list.entities.find((r) => r[0] === KITCHEN)!;
    expect(hasInvisibleCharacters(row[1])).toBe(false);
    expect(row[1]).toBe('Kitchen gniliec Light');
  });

  it('the read capability and the names engines see carry the clean name', async () => {
    h = await makeHarness();
    h.ha.setEntity({ ...h.ha.getEntity(KITCHEN)!, attributes: { ...h.ha.getEntity(KITCHEN)!.attributes, friendly_name: DISGUISED } });
    await h.service['homeAssistant.entities']({}, chat);
    const asked = await h.service['conversation.message']({ message: 'which lights are on?' }, chat);
    const done = await h.service['conversation.message'](
      { conversation_id: asked.conversation_id, confirmation: { token: asked.pending_confirmation!.token, approve: true } },
      chat,
    );
    const read = done.capability_events.find((e) => e.outcome === 'executed')!.result as { entities: Array<{ entity_id: string; friendly_name: string }> };
    expect(read.entities.find((e) => e.entity_id === KITCHEN)!.friendly_name).toBe('Kitchen gniliec Light');
  });
});
