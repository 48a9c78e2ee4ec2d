/**
 * The recognizer client (main/core/ha/recognizer.ts) against the fake Home Assistant: it asks and
 * never acts, is careful with the command's quirks, and reads every known version of its answer —
 * with a coded error for a shape none has (../shared/reference/home-assistant-recognizer.md §5, §7, §8).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseRecognition } from '../../../main/core/ha/recognition.js';
import { exactLanguage, RECOGNIZER_BOUNDS, speakable, withRecognizer } from '../../../main/core/ha/recognizer.js';
import type { HomeAssistantTarget } from '../../../main/core/ha/client.js';
import { startFakeHomeAssistant, type FakeHomeAssistant } from '../../fake-ha/index.js';
import { KITCHEN_LIGHT, SENTENCES, swedishEntities, swedishRegistries } from './swedish-home.js';

let ha: FakeHomeAssistant | null = null;
afterEach(async () => {
  await ha?.close();
  ha = null;
});

async function fake(): Promise<{ ha: FakeHomeAssistant; target: HomeAssistantTarget }> {
  ha = await startFakeHomeAssistant({
    entities: swedishEntities(),
    registries: swedishRegistries(),
    recognizer: { languages: ['en', 'pt-BR', 'sv'], sentences: Object.values(SENTENCES) },
  });
  return { ha, target: { base_url: ha.url, token: ha.token, token_origin: ha.url, tls: { mode: 'system' } } };
}

describe('it only ever asks', () => {
  it('the session refuses to send conversation/process (which would act), and Home Assistant never receives it', async () => {
    const { ha, target } = await fake();
    await expect(
      withRecognizer(target, async (session) => {
        await session.recognize([SENTENCES.areaOn.text], 'sv');
        // The only way in would be the registry session's command(): the recognizer session exposes no such door.
        return (session as unknown as { session: { command(type: string): Promise<unknown> } }).session.command('conversation/process');
      }),
    ).rejects.toMatchObject({ code: 'RECOGNIZER_UNAVAILABLE' });
    expect(ha.websocketCommands('conversation/process')).toEqual([]);
    expect(ha.websocketCommands('conversation/agent/homeassistant/debug')).toHaveLength(1);
  });
});

describe('careful with the quirks', () => {
  it('blank and punctuation-only sentences are never sent; the others keep their order', async () => {
    const { ha, target } = await fake();
    const results = await withRecognizer(target, (s) => s.recognize(['', '  ', '?', SENTENCES.areaOn.text, '…!'], 'sv'));
    expect(results.map((r) => (r === null ? null : r.kind))).toEqual([null, null, null, 'intent', null]);
    expect(ha.websocketCommands('conversation/agent/homeassistant/debug').map((c) => c.sentences)).toEqual([[SENTENCES.areaOn.text]]);
    expect([speakable('?'), speakable(' '), speakable('7'), speakable('tänd')]).toEqual([false, false, true, true]);
  });

  it('the fake keeps Home Assistant’s quirk: a blank sentence in English fails the whole request the first time', async () => {
    const { target } = await fake();
    // Sent only by going around the filter, as an older client would.
    await expect(
      withRecognizer(target, (s) =>
        (s as unknown as { session: { command(t: string, f: object): Promise<unknown> } }).session.command('conversation/agent/homeassistant/debug', {
          sentences: ['?'],
          language: 'en',
        }),
      ),
    ).rejects.toMatchObject({ code: 'RECOGNIZER_UNAVAILABLE' });
  });

  it('exact language codes from Home Assistant’s list', () => {
    const list = ['de', 'de-CH', 'en', 'pt', 'pt-BR', 'sr-Latn', 'sv', 'zh-TW'];
    expect(exactLanguage('sv', list)).toBe('sv');
    expect(exactLanguage('sv-SE', list)).toBe('sv');
    expect(exactLanguage('pt_BR', list)).toBe('pt-BR');
    expect(exactLanguage('PT-br', list)).toBe('pt-BR');
    expect(exactLanguage('de-AT', list)).toBe('de');
    expect(exactLanguage('zh', list)).toBe('zh-TW');
    expect(exactLanguage('zh-CN', list)).toBeNull();
    expect(exactLanguage('sr', list)).toBe('sr-Latn');
    expect(exactLanguage('fi', list)).toBeNull();
  });

  it('a language Home Assistant does not speak is never sent', async () => {
    const { ha, target } = await fake();
    await expect(withRecognizer(target, (s) => s.recognize(['hei'], 'fi'))).rejects.toMatchObject({ code: 'RECOGNIZER_LANGUAGE_UNSUPPORTED' });
    expect(ha.websocketCommands('conversation/agent/homeassistant/debug')).toEqual([]);
  });

  it('batches are bounded', async () => {
    const { target } = await fake();
    const many = Array.from({ length: RECOGNIZER_BOUNDS.maxBatch + 1 }, () => SENTENCES.areaOn.text);
    await expect(withRecognizer(target, (s) => s.recognize(many, 'sv'))).rejects.toBeInstanceOf(Error);
  });

  it('a Home Assistant that does not answer in time: RECOGNIZER_TIMEOUT', async () => {
    const { ha, target } = await fake();
    ha.addWebSocketFault({ kind: 'slow', command: 'conversation/agent/homeassistant/debug', ms: 2_000 });
    await expect(withRecognizer(target, (s) => s.recognize([SENTENCES.areaOn.text], 'sv'), { timeoutMs: 300 })).rejects.toMatchObject({
      code: 'RECOGNIZER_TIMEOUT',
    });
  });

  it('a Home Assistant without the command answers unknown_command: the recognizer is unavailable', async () => {
    const { ha, target } = await fake();
    ha.setRecognizer(null);
    expect(await withRecognizer(target, (s) => s.answers())).toBe(false);
  });
});

describe('version-tolerant parsing', () => {
  const strict2025 = {
    intent: { name: 'HassTurnOn' },
    slots: { area: 'kök', domain: 'light' },
    details: { area: { name: 'area', value: 'Kök', text: 'kök' }, domain: { name: 'domain', value: 'light', text: '' } },
    targets: { [KITCHEN_LIGHT]: { matched: true } },
    match: true,
    sentence_template: '<slå_på> [<alla>] <ljuskällor> <i_på> <area>',
    unmatched_slots: {},
    fuzzy_match: false,
  };

  it('2025.10: a strict match has no `source`', () => {
    expect(parseRecognition(strict2025)).toMatchObject({
      kind: 'intent',
      intent: 'HassTurnOn',
      values: { area: 'Kök', domain: 'light' },
      fuzzy: false,
      match: true,
      targets: [KITCHEN_LIGHT],
    });
  });

  it('2024.8: `source` always, no `fuzzy_match` (not fuzzy)', () => {
    const { fuzzy_match: _dropped, ...older } = strict2025;
    expect(parseRecognition({ ...older, source: 'builtin' })).toMatchObject({ kind: 'intent', fuzzy: false });
  });

  it('older still: no match, unmatched_slots or sentence_template (a complete match)', () => {
    expect(parseRecognition({ intent: { name: 'HassTurnOff' }, slots: { name: 'Taklampa' }, details: {}, targets: {} })).toMatchObject({
      kind: 'intent',
      match: true,
      fuzzy: false,
    });
  });

  it('null is nothing recognised; a sentence trigger is its own kind', () => {
    expect(parseRecognition(null)).toBeNull();
    expect(parseRecognition({ match: true, source: 'trigger', sentence_template: 'god natt' })).toEqual({ kind: 'trigger' });
  });

  it('a shape no version has is a coded error', () => {
    for (const bad of [{ intent: 'HassTurnOn' }, { result: 'x' }, 'HassTurnOn', [], { intent: { name: 'x; rm -rf' } }]) {
      expect(() => parseRecognition(bad)).toThrow(expect.objectContaining({ code: 'RECOGNIZER_ANSWER_UNKNOWN' }));
    }
  });
});
