/**
 * The engine's language per turn (docs/architecture.md §7b): a message is read in the household's
 * language first; one it does not understand is read by the other languages, and used when exactly
 * one (or every one that understands it) reads it as a request — answered in the household's
 * language. When they disagree the household's language's answer stands.
 */
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../common/languages.js';
import { BuiltinEngine, buildIndex, packFor, understand, type LanguagePack } from '../../../../main/core/conversation/builtin/index.js';
import type { Replies } from '../../../../main/core/conversation/builtin/lang/types.js';
import type { EngineRoundInput } from '../../../../main/core/conversation/conversation-engine.js';
import { HOUSEHOLD, roundInput } from './household.js';

const english = packFor('en');
const index = buildIndex(HOUSEHOLD);
const indexIn = (_: Language) => index;

/** A toy language: its own verbs mapped onto English words read by the English data, and replies that say so. */
function toyPack(code: Language, words: Record<string, string>): LanguagePack {
  const replies: Replies = { ...english.replies, locale: code, unsupported: (a) => `[${code}] ${a}`, chat: (k) => `[${code}] ${k}` };
  const normalise = (said: string): string =>
    said
      .split(/\s+/)
      .map((w) => words[w.toLowerCase()] ?? w)
      .join(' ');
  return { ...english, code, replies, normalise, read: (said, index, say) => english.understand(normalise(said), index, say) };
}

const fr = toyPack('fr', { allume: 'turn on', éteins: 'turn off' });
const de = toyPack('de', { schalte: 'turn', ein: 'on', aus: 'off', danke: 'thanks' });
const nl = toyPack('nl', { schalte: 'is', ein: 'on' });
const packs = [english, fr, de];

describe('understanding a message in the household’s language, then in the others', () => {
  it('the household’s language understands it: no other language is consulted', () => {
    const u = understand('allume the porch light', indexIn, 'fr', fr.replies, packs);
    expect(u).toMatchObject({ language: 'fr', plan: { kind: 'set', state: 'on', targets: ['light.porch'] } });
  });

  it('a German request with the household set to French is still carried out', () => {
    const u = understand('schalte the porch light aus', indexIn, 'fr', fr.replies, packs);
    expect(u).toMatchObject({ language: 'de', canonical: 'turn the porch light off', plan: { kind: 'set', state: 'off', targets: ['light.porch'] } });
  });

  it('replies stay in the household’s language whichever language understood', () => {
    const u = understand('danke', indexIn, 'fr', fr.replies, packs);
    expect(u.language).toBe('de');
    expect(u.plan).toEqual({ kind: 'chat', text: '[fr] thanks' });
  });

  it('when two other languages read it differently, the household’s language’s answer stands', () => {
    // German reads a command, the toy Dutch a question: no guess between them.
    expect(understand('schalte the porch light ein', indexIn, 'de', de.replies, [english, de]).plan).toMatchObject({ kind: 'set', state: 'on' });
    expect(understand('schalte the porch light ein', indexIn, 'nl', nl.replies, [english, nl]).plan).toMatchObject({ kind: 'state', targets: ['light.porch'] });
    const u = understand('schalte the porch light ein', indexIn, 'fr', fr.replies, [english, fr, de, nl]);
    expect(u.language).toBe('fr');
    expect(u.plan).toEqual(understand('schalte the porch light ein', indexIn, 'fr', fr.replies, [english, fr]).plan);
    expect(['set', 'state']).not.toContain(u.plan.kind);
  });

  it('nothing understands it: the household’s language declines, in its words', () => {
    const u = understand('xyzzy plugh', indexIn, 'fr', fr.replies, packs);
    expect(u).toMatchObject({ language: 'fr', plan: { kind: 'unsupported', action: 'other', text: '[fr] other' } });
  });
});

describe('the engine’s language per turn', () => {
  const engine = new BuiltinEngine();
  const signal = new AbortController().signal;

  it('English by default, and English when asked for', async () => {
    const input: EngineRoundInput = roundInput('turn on the porch light');
    const byDefault = await engine.round(input, signal);
    expect(await engine.round({ ...input, language: 'en' }, signal)).toEqual(byDefault);
    expect(byDefault).toMatchObject({ kind: 'propose', proposals: [{ arguments: { entity_id: 'light.porch', state: 'on' } }] });
  });
});
