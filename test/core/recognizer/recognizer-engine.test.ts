/**
 * The third engine against the fake Home Assistant (docs/architecture.md, "The third engine"): a
 * household whose Home Assistant speaks Swedish talks to the app through Home Assistant's own
 * recognizer; every target is recomputed by us, every action waits on a card, and nothing is ever
 * sent to `conversation/process`. Decided by capabilities, arguments, entity ids and codes — never
 * by reply wording.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestContext, TurnResponse } from '../../../common/contract/types.js';
import type { FakeRecognizer } from '../../fake-ha/index.js';
import { languageName } from '../../../main/core/conversation/recognizer/engine.js';
import { formatMessage } from '../../../main/core/i18n/format-message.js';
import { registeredPacks } from '../../../main/core/conversation/builtin/lang/index.js';
import { makeHarness, type Harness } from '../harness.js';
import {
  ALLOWLIST,
  BEDROOM_LIGHT,
  CONTROLLABLE,
  DOOR,
  GARAGE_LIGHT,
  KITCHEN_LIGHT,
  LOUNGE_LAMP,
  SENTENCES,
  swedishEntities,
  swedishRegistries,
  TEMPERATURE,
} from './swedish-home.js';

const CHAT: RequestContext = { surface: 'chat' };
const DEBUG = 'conversation/agent/homeassistant/debug';
const SET = 'home_assistant.set_entity_state';
const LIST = 'home_assistant.list_entities';

let h: Harness | null = null;
afterEach(async () => {
  if (h !== null) expect(h.ha.websocketCommands('conversation/process')).toEqual([]);
  await h?.close();
  h = null;
});

function recognizer(version?: FakeRecognizer['version']): FakeRecognizer {
  return { languages: ['de', 'en', 'pt-BR', 'sv'], sentences: Object.values(SENTENCES), ...(version ? { version } : {}) };
}

async function swedishHome(options: { recognizer?: FakeRecognizer | null; language?: string; allowlist?: string[] } = {}): Promise<Harness> {
  h = await makeHarness({
    entities: swedishEntities(),
    fake: {
      registries: swedishRegistries(),
      config: { language: options.language ?? 'sv' },
      ...(options.recognizer === null ? {} : { recognizer: options.recognizer ?? recognizer() }),
    },
    config: {
      allowlisted_entities: options.allowlist ?? ALLOWLIST,
      controllable_entities: CONTROLLABLE.filter((id) => (options.allowlist ?? ALLOWLIST).includes(id)),
    },
  });
  // Settings read the names (with the registries' areas, floors and aliases) and learn Home Assistant's language.
  await h.service['homeAssistant.entities']({}, CHAT);
  return h;
}

const say = (harness: Harness, message: string, conversation_id?: string): Promise<TurnResponse> =>
  harness.service['conversation.message']({ message, ...(conversation_id ? { conversation_id } : {}) }, CHAT);

const approve = (harness: Harness, turn: TurnResponse): Promise<TurnResponse> =>
  harness.service['conversation.message'](
    { conversation_id: turn.conversation_id, confirmation: { token: turn.pending_confirmation!.token, approve: true } },
    CHAT,
  );

const proposerOf = async (harness: Harness): Promise<string[]> =>
  (await harness.auditLines()).map((l) => (JSON.parse(l) as { proposer?: string }).proposer ?? '');

describe('the language chain picks Home Assistant’s recognizer for a language the built-in engine does not speak', () => {
  it('Settings → Assistant says which engine answers in which language, and why', async () => {
    const harness = await swedishHome();
    const chain = (await harness.service['assistant.getConfig']({}, CHAT)).language_chain;
    expect(chain).toEqual({
      spoken: 'sv',
      reply_language: 'en',
      ui_fallback: true,
      engine: 'home-assistant-recognizer',
      reason: 'home-assistant-recognizes',
      recognizer_language: 'sv',
    });
  });

  it('sends the exact code from Home Assistant’s own list (sv-SE → sv), never another spelling', async () => {
    const harness = await swedishHome({ language: 'sv-SE' });
    expect((await harness.service['assistant.getConfig']({}, CHAT)).language_chain).toMatchObject({ spoken: 'sv-SE', recognizer_language: 'sv' });
    await say(harness, SENTENCES.areaOn.text);
    expect(harness.ha.websocketCommands(DEBUG).map((c) => c.language)).toContain('sv');
    expect(harness.ha.websocketCommands(DEBUG).map((c) => c.language)).not.toContain('sv-SE');
  });

  it('a language the built-in engine speaks stays with the built-in engine, and Home Assistant is not asked', async () => {
    const harness = await swedishHome({ language: 'de' });
    expect((await harness.service['assistant.getConfig']({}, CHAT)).language_chain).toMatchObject({
      engine: 'builtin',
      reason: 'builtin-speaks',
      ui_fallback: false,
    });
    await say(harness, 'schalte das Licht in der Küche ein');
    expect(harness.ha.websocketCommands(DEBUG)).toEqual([]);
  });

  it('a language the windows speak but the built-in engine does not read yet (its sentences not landed) goes to the recognizer', async () => {
    const harness = await swedishHome({ language: 'pt-BR' });
    const builtinReadsPortuguese = registeredPacks().some((pack) => pack.code === 'pt');
    expect((await harness.service['assistant.getConfig']({}, CHAT)).language_chain).toMatchObject({
      spoken: 'pt-BR',
      reply_language: 'pt',
      ui_fallback: false,
      ...(builtinReadsPortuguese ? { engine: 'builtin' } : { engine: 'home-assistant-recognizer', recognizer_language: 'pt-BR' }),
    });
  });

  it('without the recognizer (older Home Assistant, or no Assist) the chain says so, and a Swedish sentence gets no card', async () => {
    const harness = await swedishHome({ recognizer: null });
    expect((await harness.service['assistant.getConfig']({}, CHAT)).language_chain).toMatchObject({ engine: 'builtin', reason: 'recognizer-unavailable' });
    const turn = await say(harness, SENTENCES.areaOn.text);
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.capability_events).toEqual([]);
    // The honest reply names what would help, with the reason (by its catalogue key).
    expect(turn.reply).toBe(formatMessage('en', 'recognizer.reply.noEngine', { language: languageName('sv', 'en'), reason: 'recognizer_unavailable' }));
    // The built-in engine still reads what it can.
    expect((await say(harness, 'turn on Taklampa')).pending_confirmation?.arguments).toEqual({ entity_id: KITCHEN_LIGHT, state: 'on' });
  });

  it('a Home Assistant whose agent does not speak the language: the chain says so', async () => {
    const harness = await swedishHome({ language: 'fi' });
    expect((await harness.service['assistant.getConfig']({}, CHAT)).language_chain).toMatchObject({
      engine: 'builtin',
      reason: 'recognizer-language-unsupported',
    });
  });
});

describe('on/off by area, floor and name: targets recomputed by us, one card per device', () => {
  it('by area: the kitchen’s light only, approved, and Home Assistant receives exactly that call', async () => {
    const harness = await swedishHome();
    const turn = await say(harness, SENTENCES.areaOn.text);
    expect(turn.pending_confirmation).toMatchObject({ capability: SET, arguments: { entity_id: KITCHEN_LIGHT, state: 'on' } });
    const done = await approve(harness, turn);
    expect(done.capability_events.at(-1)).toMatchObject({ capability: SET, outcome: 'executed' });
    expect(harness.ha.getEntity(KITCHEN_LIGHT)?.state).toBe('on');
    expect(harness.ha.serviceCalls().map((r) => JSON.parse(r.body) as unknown)).toEqual([{ entity_id: KITCHEN_LIGHT }]);
    // What Home Assistant's recognizer received: the sentence, in Swedish, at most one per request (the probe sends none).
    expect(harness.ha.websocketCommands(DEBUG).every((c) => Array.isArray(c.sentences) && c.sentences.length <= 1)).toBe(true);
    expect(harness.ha.websocketCommands(DEBUG).at(-1)).toMatchObject({ sentences: [SENTENCES.areaOn.text], language: 'sv' });
    expect(await proposerOf(harness)).toContain('home-assistant-recognizer');
    // The conversation's first reply says once which language was read through Home Assistant (by its catalogue key).
    expect(done.reply?.startsWith(formatMessage('en', 'recognizer.reply.firstNote', { language: languageName('sv', 'en') }))).toBe(true);
    const next = await approve(harness, await say(harness, SENTENCES.aliasOn.text, turn.conversation_id));
    expect(next.reply?.includes(formatMessage('en', 'recognizer.reply.firstNote', { language: languageName('sv', 'en') }))).toBe(false);
  });

  it('by floor: Home Assistant’s targets ignore the floor, ours do not — the upstairs light is never proposed', async () => {
    const harness = await swedishHome();
    let turn = await say(harness, SENTENCES.floorOff.text);
    const proposed: unknown[] = [];
    for (let i = 0; i < 4 && turn.pending_confirmation; i++) {
      proposed.push(turn.pending_confirmation.arguments.entity_id);
      turn = await approve(harness, turn);
    }
    expect(proposed).toEqual([KITCHEN_LIGHT, LOUNGE_LAMP]);
    expect(proposed).not.toContain(BEDROOM_LIGHT);
  });

  it('more devices than one turn holds: the same request said again carries on with the rest', async () => {
    const harness = await swedishHome();
    const cards: unknown[] = [];
    let turn = await say(harness, SENTENCES.allOff.text);
    for (let i = 0; i < 5 && turn.pending_confirmation; i++) {
      cards.push(turn.pending_confirmation.arguments.entity_id);
      turn = await approve(harness, turn);
    }
    expect(cards).toEqual([KITCHEN_LIGHT, LOUNGE_LAMP, BEDROOM_LIGHT]);
    const again = await say(harness, SENTENCES.allOff.text, turn.conversation_id);
    expect(again.pending_confirmation?.arguments).toEqual({ entity_id: GARAGE_LIGHT, state: 'off' });
    expect(again.progress).toMatchObject({ place: 4, of: 4 });
  });

  it('by alias', async () => {
    const harness = await swedishHome();
    expect((await say(harness, SENTENCES.aliasOn.text)).pending_confirmation?.arguments).toEqual({ entity_id: LOUNGE_LAMP, state: 'on' });
  });

  it('an entity Home Assistant targets but the household did not share is never proposed (exposure is not our allowlist)', async () => {
    const harness = await swedishHome({ allowlist: ALLOWLIST.filter((id) => id !== BEDROOM_LIGHT) });
    // Home Assistant's answer lists the bedroom light for "the lights in the bedroom"; it is not shared with us.
    const turn = await say(harness, SENTENCES.bedroomOn.text);
    expect(harness.ha.websocketCommands(DEBUG).at(-1)).toMatchObject({ sentences: [SENTENCES.bedroomOn.text] });
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.capability_events).toEqual([]);
  });

  it('an area Home Assistant does not know gets a question back, no card', async () => {
    const harness = await swedishHome();
    const turn = await say(harness, SENTENCES.unknownArea.text);
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.capability_events).toEqual([]);
  });
});

describe('state questions are read with list_entities and answered for the devices asked about', () => {
  it('is the front door open: a read card, then the door first', async () => {
    const harness = await swedishHome();
    const turn = await say(harness, SENTENCES.doorOpen.text);
    expect(turn.pending_confirmation).toMatchObject({ capability: LIST, arguments: {} });
    const done = await approve(harness, turn);
    expect(done.capability_events.at(-1)).toMatchObject({ capability: LIST, outcome: 'executed' });
    expect(done.focus_entity_ids).toEqual([DOOR]);
  });

  it('the temperature in a room: Home Assistant lists the whole room, we read the thermometer only', async () => {
    const harness = await swedishHome();
    const turn = await approve(harness, await say(harness, SENTENCES.temperature.text));
    expect(turn.focus_entity_ids).toEqual([TEMPERATURE]);
  });
});

describe('a sentence Home Assistant recognises nothing in', () => {
  it('is read by the built-in engine when it is in one of its languages (a Swedish household writing English)', async () => {
    const harness = await swedishHome();
    const turn = await say(harness, 'turn on Taklampa');
    expect(harness.ha.websocketCommands(DEBUG).at(-1)).toMatchObject({ sentences: ['turn on Taklampa'], language: 'sv' });
    expect(turn.pending_confirmation?.arguments).toEqual({ entity_id: KITCHEN_LIGHT, state: 'on' });
  });

  it('gets no card otherwise', async () => {
    const harness = await swedishHome();
    const turn = await say(harness, 'gör något konstigt med taklampa');
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.capability_events).toEqual([]);
  });
});

describe('declines: nothing the app may not do becomes a card', () => {
  for (const key of ['lock', 'cover', 'brightness'] as const) {
    it(`${key}: a clear decline, no card, nothing sent`, async () => {
      const harness = await swedishHome();
      const turn = await say(harness, SENTENCES[key].text);
      expect(turn.pending_confirmation).toBeNull();
      expect(turn.capability_events).toEqual([]);
      expect(turn.reply).toEqual(expect.any(String));
      expect(harness.ha.serviceCalls()).toEqual([]);
    });
  }
});

describe('the recognizer’s quirks never produce a card', () => {
  it('a fuzzy match that dropped an unknown area and aims at every light', async () => {
    const harness = await swedishHome();
    const turn = await say(harness, SENTENCES.fuzzyEveryLight.text);
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.capability_events).toEqual([]);
  });

  it('nonsense the fuzzy stage made a volume change of', async () => {
    const harness = await swedishHome();
    const turn = await say(harness, SENTENCES.fuzzyNonsense.text);
    expect(turn.pending_confirmation).toBeNull();
    expect(turn.capability_events).toEqual([]);
  });

  it('a punctuation-only sentence is never sent (it would fail Home Assistant’s whole request)', async () => {
    const harness = await swedishHome();
    const turn = await say(harness, '?!');
    expect(turn.pending_confirmation).toBeNull();
    expect(harness.ha.websocketCommands(DEBUG).filter((c) => Array.isArray(c.sentences) && c.sentences.length > 0)).toEqual([]);
  });

  it('the 2024.8 answer (source always, no fuzzy_match) works the same', async () => {
    const harness = await swedishHome({ recognizer: recognizer('2024.8') });
    expect((await say(harness, SENTENCES.areaOn.text)).pending_confirmation?.arguments).toEqual({ entity_id: KITCHEN_LIGHT, state: 'on' });
  });
});

describe('a conversation is one session with Home Assistant’s recognizer', () => {
  it('three turns in Swedish, with the language probe, log in once; none asks conversation/process', async () => {
    const harness = await swedishHome();
    const loginsBefore = harness.ha.websocketSessions.filter((s) => s.auth === 'ok').length;
    const first = await say(harness, SENTENCES.areaOn.text);
    for (const sentence of [SENTENCES.doorOpen.text, SENTENCES.temperature.text]) await say(harness, sentence, first.conversation_id);
    const recognizerSessions = harness.ha.websocketSessions.filter((s) =>
      s.commands.some((c) => c.type === 'conversation/agent/homeassistant/debug' || c.type === 'conversation/agent/list'),
    );
    expect(recognizerSessions).toHaveLength(1);
    expect(harness.ha.websocketSessions.filter((s) => s.auth === 'ok').length - loginsBefore).toBeLessThanOrEqual(1);
    expect(harness.ha.websocketCommands('conversation/process')).toEqual([]);
  });
});
