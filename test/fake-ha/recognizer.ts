/**
 * Home Assistant's Assist recognizer as the fake speaks it: `conversation/agent/list` and
 * `conversation/agent/homeassistant/debug`, with the shapes and quirks of
 * ../shared/reference/home-assistant-recognizer.md (§2, §4, §5, §7). A test scripts what each
 * sentence is recognised as (intent, slots, match, fuzzy); the fake computes `targets` the way
 * Home Assistant's `_get_debug_targets` does — and so keeps its quirks: floors ignored, unexposed
 * entities matched like exposed ones, a whole room when the intent names no domain. Also:
 *
 * - a blank or punctuation-only sentence in `en` fails the whole request (`unknown_error`) the first
 *   time, and answers null after (the fuzzy stage's ZeroDivisionError, then the intent cache);
 * - a language Home Assistant has no intents for answers null per sentence;
 * - `sentences` not a list → `invalid_format`;
 * - version `2024.8` always sends `source` and never `fuzzy_match`; `2025.10` (default) sends `source`
 *   only on a fuzzy match, and `fuzzy_match` always.
 */

export interface FakeSlot {
  /** The words spoken. */
  text: string;
  /** The canonical value (`details.<slot>.value`); the text when left out. */
  value?: string;
}

/** What the fake recognizer makes of one sentence. */
export interface FakeRecognition {
  text: string;
  /** The language it is recognised in (exactly as Home Assistant's list spells it). */
  language: string;
  intent: string;
  slots?: Record<string, FakeSlot>;
  /** Default true. */
  match?: boolean;
  unmatched?: Record<string, string>;
  /** Made by the fuzzy stage (English only in Home Assistant 2025.9). */
  fuzzy?: boolean;
  /** Targets as given, instead of computing them (the fuzzy "every light" quirk lists what HA listed). */
  targets?: string[];
}

export interface FakeRecognizer {
  /** `supported_languages` of Home Assistant's own agent. */
  languages: string[];
  sentences: FakeRecognition[];
  /** A sentence-trigger of an automation: answered `source: "trigger"`, never run. */
  triggers?: Array<{ text: string; language: string }>;
  version?: '2025.10' | '2024.8';
}

/** What of the registries the recognizer reads (the fake's `FakeRegistries` has it; kept apart so neither module imports the other). */
export interface RecognizerRegistries {
  areas: ReadonlyArray<{ area_id: string; name: string; aliases?: string[] }>;
  devices: ReadonlyArray<{ id: string; area_id?: string | null }>;
  entities: ReadonlyArray<{ entity_id: string; area_id?: string | null; device_id?: string | null; aliases?: Array<string | null> }>;
}

/** The states the recognizer can target, as the fake's state machine has them. */
export interface RecognizerWorld {
  registries: RecognizerRegistries;
  states: Array<{ entity_id: string; state: string; friendly_name: string | null }>;
}

export type RecognizerAnswer = { success: true; result: unknown } | { success: false; error: { code: string; message: string } };

export const RECOGNIZER_COMMANDS = new Set(['conversation/agent/list', 'conversation/agent/homeassistant/debug']);

/** Per fake instance: sentences already seen per language (Home Assistant's intent cache). */
export type RecognizerCache = Set<string>;

export function answerRecognizer(
  type: string,
  message: Record<string, unknown>,
  recognizer: FakeRecognizer,
  world: RecognizerWorld,
  cache: RecognizerCache,
): RecognizerAnswer {
  if (type === 'conversation/agent/list') {
    const language = typeof message.language === 'string' ? message.language : null;
    const supported =
      language === null ? recognizer.languages : recognizer.languages.filter((l) => l.toLowerCase().split('-')[0] === language.toLowerCase().split('-')[0]);
    return { success: true, result: { agents: [{ id: 'conversation.home_assistant', name: 'Home Assistant', supported_languages: supported }] } };
  }
  const sentences = message.sentences;
  // voluptuous's words, as Home Assistant answers them (reference §5).
  if (sentences === undefined) return { success: false, error: { code: 'invalid_format', message: "required key not provided @ data['sentences']. Got None" } };
  if (!Array.isArray(sentences) || sentences.some((s) => typeof s !== 'string')) {
    const got = typeof sentences === 'string' ? `'${sentences}'` : JSON.stringify(sentences);
    return { success: false, error: { code: 'invalid_format', message: `expected a list for dictionary value @ data['sentences']. Got ${got}` } };
  }
  const language = typeof message.language === 'string' ? message.language : 'en';
  const results: unknown[] = [];
  for (const sentence of sentences as string[]) {
    const key = `${language}\u0000${sentence}`;
    const blank = !/[\p{L}\p{N}]/u.test(sentence);
    if (blank && language === 'en' && !cache.has(key)) {
      cache.add(key);
      return { success: false, error: { code: 'unknown_error', message: 'Unknown error' } };
    }
    cache.add(key);
    results.push(blank ? null : resultFor(sentence, language, recognizer, world));
  }
  return { success: true, result: { results } };
}

const fold = (s: string): string => s.trim().toLowerCase();

function resultFor(sentence: string, language: string, recognizer: FakeRecognizer, world: RecognizerWorld): unknown {
  if (!recognizer.languages.includes(language)) return null;
  const version = recognizer.version ?? '2025.10';
  if (recognizer.triggers?.some((t) => t.language === language && fold(t.text) === fold(sentence))) {
    return { match: true, source: 'trigger', sentence_template: fold(sentence) };
  }
  const r = recognizer.sentences.find((s) => s.language === language && fold(s.text) === fold(sentence));
  if (r === undefined) return null;
  const slots = r.slots ?? {};
  const match = r.match ?? true;
  const targets = match ? (r.targets ?? debugTargets(r, world)) : [];
  const matched = (id: string): boolean => {
    const state = slots.state;
    if (r.intent !== 'HassGetState' || state === undefined) return true;
    return world.states.find((s) => s.entity_id === id)?.state === (state.value ?? state.text);
  };
  const out: Record<string, unknown> = {
    intent: { name: r.intent },
    slots: Object.fromEntries(Object.entries(slots).map(([k, v]) => [k, v.text === '' ? (v.value ?? '') : v.text])),
    details: Object.fromEntries(Object.entries(slots).map(([k, v]) => [k, { name: k, value: v.value ?? v.text, text: v.text }])),
    targets: Object.fromEntries(targets.map((id) => [id, { matched: matched(id) }])),
    match,
    sentence_template: r.fuzzy ? '' : '<template>',
    unmatched_slots: r.unmatched ?? {},
  };
  if (version === '2024.8') out.source = 'builtin';
  else {
    out.fuzzy_match = r.fuzzy === true;
    if (r.fuzzy) out.source = 'builtin';
  }
  return out;
}

/**
 * `_get_debug_targets`: by name (the state's name or a registry alias), else by area (the entity's
 * own or its device's) and domain — never by floor, and with no domain, everything in the area.
 */
function debugTargets(r: FakeRecognition, world: RecognizerWorld): string[] {
  const slot = (name: string): string | null => {
    const s = r.slots?.[name];
    return s === undefined ? null : fold(s.value ?? s.text);
  };
  const name = slot('name');
  const area = slot('area');
  const domain = slot('domain');
  const reg = world.registries;
  const areaIds =
    area === null ? null : new Set(reg.areas.filter((a) => fold(a.name) === area || (a.aliases ?? []).some((x) => fold(x) === area)).map((a) => a.area_id));
  const areaOf = (id: string): string | null => {
    const entry = reg.entities.find((e) => e.entity_id === id);
    if (entry?.area_id) return entry.area_id;
    const device = entry?.device_id ? reg.devices.find((d) => d.id === entry.device_id) : undefined;
    return device?.area_id ?? null;
  };
  return world.states
    .filter((s) => {
      if (name !== null) {
        const aliases = reg.entities.find((e) => e.entity_id === s.entity_id)?.aliases ?? [];
        if (fold(s.friendly_name ?? '') !== name && !aliases.some((a) => a !== null && fold(a) === name)) return false;
      }
      if (areaIds !== null && !areaIds.has(areaOf(s.entity_id) ?? '')) return false;
      if (domain !== null && s.entity_id.split('.')[0] !== domain) return false;
      return true;
    })
    .map((s) => s.entity_id);
}
