/**
 * Every language the engine is registered to speak brings its own replies: no pack may borrow
 * another's (English would then appear on screen in a German household). Reply formatting goes
 * through Intl in the reply language's locale.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../common/languages.js';
import { buildIndex, indexFor, packFor, parse, registeredPacks } from '../../../../main/core/conversation/builtin/index.js';
import { formatClock, formatDate, formatList, formatNumber, pluralOf } from '../../../../main/core/conversation/builtin/voice/format.js';
import type { Replies } from '../../../../main/core/conversation/builtin/lang/types.js';

/** Every member of `Replies`; the `satisfies` makes this list fail to compile when the interface grows. */
const MEMBERS = {
  locale: true,
  chat: true,
  capabilities: true,
  unsupported: true,
  notSwitchableKind: true,
  notControllable: true,
  unknown: true,
  ambiguous: true,
  whichRoom: true,
  nothing: true,
  whichDevice: true,
  whatToSwitch: true,
  mixedDirections: true,
  noAction: true,
  proposeSet: true,
  readingStates: true,
  readingHistory: true,
  ranOutOfSteps: true,
  actionProblem: true,
  setOutcome: true,
  nothingChanged: true,
  readProblem: true,
  stateAnswer: true,
  historyAnswer: true,
  when: true,
} satisfies Record<keyof Replies, true>;

/**
 * Languages spoken by sentence data whose replies are still English: their words come with the
 * reply catalogue (`reply.*` keys). Remove a language here when its replies land.
 */
const REPLIES_PENDING = new Set<string>(['pt', 'pl']);

describe('language packs', () => {
  const packs = registeredPacks();
  const replying = packs.filter((p) => !REPLIES_PENDING.has(p.code));

  it('English is registered, and every pack is registered under its own code', () => {
    expect(packs.map((p) => p.code)).toContain('en');
    for (const pack of packs) {
      expect(LANGUAGES).toContain(pack.code);
      expect(packFor(pack.code)).toBe(pack);
    }
  });

  it('every registered pack has its own replies object — none borrows another language’s', () => {
    const seen = new Map<Replies, string>();
    for (const pack of replying) {
      expect(seen.get(pack.replies), `${pack.code} reuses the replies of ${seen.get(pack.replies)}`).toBeUndefined();
      seen.set(pack.replies, pack.code);
    }
  });

  it('every pack implements every reply, with a locale of its own language', () => {
    for (const pack of replying) {
      for (const member of Object.keys(MEMBERS) as Array<keyof Replies>) {
        if (member === 'locale') expect(new Intl.Locale(pack.replies.locale).language).toBe(pack.code);
        else expect(typeof pack.replies[member], `${pack.code}.${member}`).toBe('function');
      }
    }
  });
});

describe('reply formatting goes through Intl in the reply locale', () => {
  it('numbers keep the digits Home Assistant reported, with the locale’s decimal separator', () => {
    expect(formatNumber('en-GB', '21.50')).toBe('21.50');
    expect(formatNumber('de-DE', '21.5')).toBe('21,5');
    expect(formatNumber('fr-FR', '-3')).toBe('-3');
    expect(formatNumber('en-GB', '007')).toBe('007');
    expect(formatNumber('en-GB', 'heat_cool')).toBe('heat_cool');
  });

  it('lists, plurals, clock times and dates follow the locale', () => {
    expect(formatList('en-GB', ['a', 'b', 'c'], 'disjunction')).toBe('a, b or c');
    expect(formatList('de-DE', ['a', 'b', 'c'], 'conjunction')).toBe('a, b und c');
    expect(pluralOf('en-GB', 1)).toBe('one');
    expect(pluralOf('fr-FR', 0)).toBe('one');
    expect(pluralOf('en-GB', 0)).toBe('other');
    const at = new Date('2025-12-31T12:00:00Z');
    expect(formatClock('de-DE', at, 'Europe/Berlin')).toBe('13:00');
    expect(formatClock('en-GB', at, 'Not/A_Zone')).toBe('12:00');
    expect(formatDate('en-GB', at, 'Europe/Amsterdam', true)).toBe('31 December 2025');
    expect(formatDate('de-DE', at, 'Europe/Berlin', false)).toBe('31. Dezember');
  });
});

describe('a pack’s name forms', () => {
  const vocabulary = [
    { entity_id: 'light.kuechenlicht', friendly_name: 'Küchenlicht', device_class: null, unit_of_measurement: null, area: 'Erdgeschoss Küche' },
    { entity_id: 'light.porch', friendly_name: 'Porch Light', device_class: null, unit_of_measurement: null },
  ];
  // A toy pack's forms: another spelling of the name, an abbreviation of the area.
  const forms = (name: string): string[] => (name === 'Küchenlicht' ? ['Kuechenleuchte'] : name === 'Erdgeschoss Küche' ? ['EG Küche'] : []);

  it('are indexed like aliases of the same entity or place, so a request may use them', () => {
    const index = buildIndex(vocabulary, { nameForms: forms });
    expect(parse('turn on the kuechenleuchte', index)).toMatchObject({ kind: 'set', state: 'on', targets: ['light.kuechenlicht'] });
    expect(parse('turn off the lights in the eg küche', index)).toMatchObject({ kind: 'set', state: 'off', targets: ['light.kuechenlicht'] });
  });

  it('English adds none: without them the other form is not a name', () => {
    const index = buildIndex(vocabulary, { language: 'en' });
    expect(index.language).toBe('en');
    expect(parse('turn on the kuechenleuchte', index)).not.toMatchObject({ kind: 'set', targets: ['light.kuechenlicht'] });
    expect(parse('turn off the lights in the eg küche', index)).not.toMatchObject({ kind: 'set', targets: ['light.kuechenlicht'] });
  });
});

describe('one index per language', () => {
  it('each language gets its own index, knowing its own words', () => {
    const vocabulary = [{ entity_id: 'light.porch', friendly_name: 'Porch Light', device_class: null, unit_of_measurement: null }];
    for (const language of LANGUAGES) {
      const index = indexFor(vocabulary, { language });
      expect(index.language, language).toBe(language);
      expect(
        [...packFor(language).knownWords()].every((w) => index.known.has(w)),
        language,
      ).toBe(true);
    }
  });
});
