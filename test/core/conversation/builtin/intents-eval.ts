/**
 * Evaluation of the built-in intent engine against Home Assistant's English intent tests in the
 * newer snapshot (`../shared/peer-data/intents/tests/en`, read at run time, never copied here).
 *
 * Test sentences and fixtures from OHF-Voice/intents (https://github.com/OHF-Voice/intents, commit
 * 3e74ab7ed8d4319293f3cc24e9895d593959e701), by the contributors to that repository, licensed under
 * CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), provided as-is without warranties. Only
 * the test files are used, unmodified.
 *
 * Each file is evaluated against its own home: the language's `_fixtures.yaml` (floors, areas,
 * entities) with the file's own floors, areas and entities added, as upstream's harness combines
 * them. Upstream checks recognised *slots*; this engine resolves to entities, so a case's expected
 * plan is what its slots select in that home (name, area, floor, domain, device class, and the
 * state asked about). A file entity listed without an area, in a file whose sentences name an area
 * or floor, is placed once in each area (or floor) the file lists — so the name must be found
 * *and* the place must pick the right copy. Files marked `# context_area: true` run with this
 * computer's room set (a voice satellite's area, DESIGN §5): the fixture area with the most
 * entities the case's slots select.
 *
 * In scope: HassTurnOn / HassTurnOff whose targets are lights and switches (the plan must equal the
 * expected one), HassGetState (the state question must target the expected entities). Every other
 * domain in those files (fans, covers, valves, locks, scenes, scripts) must be declined with no card:
 * no `set` plan, or — for a single device the household names — a proposal the executor refuses at
 * stage 3 (not controllable), so the refusal is audited (DESIGN §5). Split: within each file, sentences at even positions are the development half,
 * odd positions the held-out half, never tuned on.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';
import { buildIndex, understand, type Plan } from '../../../../main/core/conversation/builtin/index.js';
import { LANGUAGES, type Language } from '../../../../common/languages.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** `tests/<lang>/` of the snapshot, one folder per language. */
export const INTENTS_ROOT = process.env.INTENTS_ROOT ?? path.resolve(REPO_ROOT, '../shared/peer-data/intents/tests');
export const intentsDir = (language: Language): string => path.join(INTENTS_ROOT, language);
export const INTENTS_DIR = intentsDir('en');
export { LANGUAGES };
export const EVAL_INTENTS = ['HassTurnOn', 'HassTurnOff', 'HassGetState'] as const;

interface YFloor {
  name: string;
  id?: string;
}
interface YArea {
  name: string;
  id?: string;
  floor?: string;
}
interface YEntity {
  name: string;
  id?: string;
  domain?: string;
  area?: string | null;
  state?: unknown;
  attributes?: Record<string, unknown>;
}
interface YTest {
  sentences: string[];
  slots?: Record<string, unknown>;
}
interface YFile {
  floors?: YFloor[];
  areas?: YArea[];
  entities?: YEntity[];
  tests?: YTest[];
}

export interface HomeEntity {
  entity_id: string;
  name: string;
  domain: string;
  device_class: string | null;
  area_id: string | null;
}

export interface Home {
  floors: Array<{ floor_id: string; name: string }>;
  areas: Array<{ area_id: string; name: string; floor_id: string | null }>;
  entities: HomeEntity[];
}

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

function readYaml(file: string): YFile {
  return (parseYaml(readFileSync(file, 'utf8')) ?? {}) as YFile;
}

/** The language's fixtures with one file's floors, areas and entities added (the file's win on a clash). */
export function homeFor(fixtures: YFile, file: YFile): Home {
  const floors: Home['floors'] = [];
  const floorOf = (ref: string | undefined): string | null => {
    if (!ref) return null;
    return floors.find((f) => f.floor_id === ref || same(f.name, ref))?.floor_id ?? null;
  };
  for (const f of [...(fixtures.floors ?? []), ...(file.floors ?? [])]) {
    if (floors.some((x) => same(x.name, f.name))) continue;
    floors.push({ floor_id: f.id ?? `${slug(f.name)}_id`, name: f.name });
  }
  const areas: Home['areas'] = [];
  for (const a of fixtures.areas ?? []) areas.push({ area_id: a.id ?? `${slug(a.name)}_id`, name: a.name, floor_id: floorOf(a.floor) });
  for (const a of file.areas ?? []) {
    const existing = areas.find((x) => same(x.name, a.name));
    if (existing) {
      if (a.floor) existing.floor_id = floorOf(a.floor);
      continue;
    }
    areas.push({ area_id: a.id ?? `${slug(a.name)}_id`, name: a.name, floor_id: floorOf(a.floor) });
  }
  const areaOf = (ref: string | null | undefined): string | null => {
    if (!ref) return null;
    return areas.find((a) => a.area_id === ref || same(a.name, ref))?.area_id ?? null;
  };

  const entities: HomeEntity[] = [];
  const ids = new Set<string>();
  const add = (e: YEntity, areaId: string | null, suffix = ''): void => {
    const domain = e.domain ?? e.id?.split('.')[0] ?? 'light';
    let entity_id = e.id && suffix === '' ? e.id : `${domain}.${slug(e.name)}${suffix}`;
    while (ids.has(entity_id)) entity_id += '_x';
    ids.add(entity_id);
    const dc = e.attributes?.device_class;
    entities.push({ entity_id, name: e.name, domain, device_class: typeof dc === 'string' ? dc : null, area_id: areaId });
  };
  const fileEntities = file.entities ?? [];
  const placed = placeNamesByFile(file);
  for (const e of fileEntities) {
    if (e.area || placed.length === 0) add(e, areaOf(e.area));
    else for (const target of placed) add(e, areaFor(target, areas, floors), `_${slug(target.name)}`);
  }
  for (const e of fixtures.entities ?? []) {
    const domain = e.domain ?? e.id?.split('.')[0] ?? '';
    if (fileEntities.some((f) => same(f.name, e.name) && (f.domain ?? domain) === domain)) continue;
    add(e, areaOf(e.area));
  }
  return { floors, areas, entities };
}

/** Where a file's area-less entities go: each area it lists, else each floor, when its sentences name places. */
function placeNamesByFile(file: YFile): Array<{ kind: 'area' | 'floor'; name: string }> {
  const slotsNamePlaces = (file.tests ?? []).some((t) => t.slots && ('area' in t.slots || 'floor' in t.slots) && 'name' in t.slots);
  if (!slotsNamePlaces) return [];
  if ((file.areas ?? []).length > 0) return file.areas!.map((a) => ({ kind: 'area' as const, name: a.name }));
  return (file.floors ?? []).map((f) => ({ kind: 'floor' as const, name: f.name }));
}

function areaFor(target: { kind: 'area' | 'floor'; name: string }, areas: Home['areas'], floors: Home['floors']): string {
  if (target.kind === 'area') return areas.find((a) => same(a.name, target.name))!.area_id;
  const floor = floors.find((f) => same(f.name, target.name))!;
  const onFloor = areas.find((a) => a.floor_id === floor.floor_id);
  if (onFloor) return onFloor.area_id;
  const id = `${slug(floor.name)}_room_id`;
  if (!areas.some((a) => a.area_id === id)) areas.push({ area_id: id, name: `${floor.name} Room`, floor_id: floor.floor_id });
  return id;
}

/** The vocabulary the engine sees for a home: names, areas, floors, as the registry read stores them. */
export function vocabularyOf(home: Home): VocabularyEntry[] {
  return home.entities.map((e) => {
    // The household allowed control of every light and switch (settings accept no other domain).
    const entry: VocabularyEntry = {
      entity_id: e.entity_id,
      friendly_name: e.name,
      device_class: e.device_class,
      unit_of_measurement: null,
      controllable: e.domain === 'light' || e.domain === 'switch',
    };
    const area = e.area_id === null ? undefined : home.areas.find((a) => a.area_id === e.area_id);
    if (area) {
      entry.area = area.name;
      entry.area_id = area.area_id;
      const floor = area.floor_id === null ? undefined : home.floors.find((f) => f.floor_id === area.floor_id);
      if (floor) {
        entry.floor = floor.name;
        entry.floor_id = floor.floor_id;
      }
    }
    return entry;
  });
}

export interface Expected {
  intent: 'on' | 'off' | 'state';
  targets: string[];
  state?: string;
}

/**
 * The domain a state question's template fixes without a slot ("are any lights on" has only
 * `state`; its response names the lights): read from the sentence's noun by this small table —
 * the evaluation's, not the engine's lexicon.
 */
const IMPLIED: Record<Language, { light: RegExp; fan: RegExp; switch: RegExp; door: RegExp; person: RegExp }> = {
  en: {
    light: /\blights?\b/,
    fan: /\bfans?\b/,
    switch: /\bswitch(?:es)?\b/,
    door: /\bdoors?\b/,
    person: /\b(?:anyone|everyone|who|people|anybody|everybody)\b/,
  },
  de: {
    light: /(?:licht|lichter|lampe|lampen|leuchte|leuchten|beleuchtung)\b/,
    fan: /ventilator/,
    switch: /schalter|steckdose/,
    door: /t[üu]r(?:en)?\b/,
    person: /\b(?:jemand|wer|personen|leute|alle)\b/,
  },
  nl: {
    // Diminutives too: "lampje", "lichtjes".
    light: /(?:licht|lichten|lichtjes?|lamp|lampen|lampjes?|verlichting)\b/,
    fan: /ventilator/,
    switch: /schakelaar|stopcontact/,
    door: /deur(?:en)?\b/,
    person: /\b(?:iemand|wie|iedereen|mensen)\b/,
  },
  // Spanish locks are "cerrojos"/"cerraduras" as often as doors; "todos" alone is any quantifier, not people.
  es: {
    light: /\b(?:luz|luces|l[áa]mparas?)\b/,
    fan: /ventilador/,
    switch: /interruptor|enchufe/,
    door: /\b(?:puertas?|cerrojos?|cerraduras?)\b/,
    person: /\b(?:alguien|qui[ée]n(?:es)?|todo el mundo|personas|gente)\b/,
  },
  fr: {
    light: /\b(?:lumi[èe]res?|lampes?|[ée]clairage)\b/,
    fan: /ventilateur/,
    switch: /interrupteur|prise/,
    door: /\bportes?\b/,
    person: /\b(?:quelqu'un|qui|personne|tout le monde)\b/,
  },
  it: {
    light: /\b(?:luc[ei]|lampad[ae]|illuminazione)\b/,
    fan: /ventilator[ei]|ventol[ae]/,
    switch: /interruttor[ei]|prese?\b/,
    door: /\bport[ae]\b/,
    person: /\b(?:qualcuno|chi|tutti|persone)\b/,
  },
  pt: {
    light: /\b(?:luz|luzes|candeeiros?|l[âa]mpadas?|ilumina[çc][ãa]o)\b/,
    fan: /ventoinha|ventilador/,
    switch: /interruptor|tomada/,
    door: /\b(?:portas?|fechaduras?|trincos?)\b/,
    person: /\b(?:algu[ée]m|quem|todos|pessoas)\b/,
  },
  pl: {
    light: /(?:światł[oa]|lamp[aey]?|oświetleni[ae])(?=\s|$)/,
    fan: /wentylator/,
    switch: /przełącznik|gniazd/,
    door: /(?:^|\s)(?:drzwi|zamk[ia]|zamek)(?=\s|$)/,
    person: /(?:^|\s)(?:ktoś|kto|wszyscy)(?=\s|$)/,
  },
};

/**
 * A `state` slot some languages' tests give in the language's own words (German "zu Hause", the
 * Spanish and Italian files' person state "casa", French "maison", Dutch "thuis" — the home zone as
 * the fixtures name it), as the raw Home Assistant state it stands for — upstream's lists map them
 * the same way.
 */
const STATE_VALUES: Partial<Record<Language, Record<string, string>>> = {
  de: { 'zu hause': 'home', 'nicht zu hause': 'not_home', abwesend: 'not_home' },
  es: { casa: 'home' },
  it: { casa: 'home' },
  fr: { maison: 'home' },
  nl: { thuis: 'home' },
  pt: { casa: 'home' },
};

function impliedDomain(sentence: string, state: string | undefined, language: Language = 'en'): string | undefined {
  const s = sentence.toLowerCase();
  const words = IMPLIED[language];
  if (words.light.test(s)) return 'light';
  if (words.fan.test(s)) return 'fan';
  if (words.switch.test(s)) return 'switch';
  if (words.door.test(s) && (state === 'locked' || state === 'unlocked')) return 'lock';
  if (words.person.test(s)) return 'person';
  return undefined;
}

/** What Home Assistant would select for the slots in this home (optionally inside this computer's room). */
export function expectedFor(
  intent: string,
  slots: Record<string, unknown>,
  home: Home,
  here: string | null,
  sentence = '',
  language: Language = 'en',
): Expected {
  const kind = intent === 'HassTurnOn' ? 'on' : intent === 'HassTurnOff' ? 'off' : 'state';
  const str = (k: string): string | undefined => (typeof slots[k] === 'string' ? slots[k] : undefined);
  let set = home.entities;
  const name = str('name');
  const area = str('area');
  const floor = str('floor');
  if (name && name !== 'all') set = set.filter((e) => same(e.name, name));
  if (area) set = set.filter((e) => e.area_id !== null && same(home.areas.find((a) => a.area_id === e.area_id)!.name, area));
  if (floor) {
    const floorId = home.floors.find((f) => same(f.name, floor))?.floor_id;
    set = set.filter((e) => e.area_id !== null && home.areas.find((a) => a.area_id === e.area_id)!.floor_id === floorId);
  }
  const domain = str('domain') ?? (kind === 'state' && !name && !str('device_class') ? impliedDomain(sentence, str('state'), language) : undefined);
  if (domain) set = set.filter((e) => e.domain === domain);
  const dc = str('device_class');
  if (dc) set = set.filter((e) => e.device_class === dc);
  if (here && !area && !floor && !name) set = set.filter((e) => e.area_id === here);
  const expected: Expected = { intent: kind, targets: set.map((e) => e.entity_id).sort() };
  const state = str('state');
  if (state !== undefined) expected.state = STATE_VALUES[language]?.[state.toLowerCase()] ?? state;
  return expected;
}

function planShape(plan: Plan): Expected | null {
  if (plan.kind === 'set') return { intent: plan.state, targets: [...plan.targets].sort() };
  if (plan.kind === 'state') {
    const shape: Expected = { intent: 'state', targets: [...plan.targets].sort() };
    if (plan.state !== undefined) shape.state = plan.state;
    return shape;
  }
  return null;
}

function equal(a: Expected, b: Expected | null): boolean {
  return b !== null && a.intent === b.intent && (a.state === undefined || a.state === b.state) && a.targets.join() === b.targets.join();
}

export interface Tally {
  n: number;
  pass: number;
}
export interface FileReport {
  file: string;
  context: boolean;
  dev: Tally;
  held_out: Tally;
  /** Out-of-scope cases (other domains): declined = no `set` plan. */
  declined: Tally;
  failures: Array<{ position: number; split: 'dev' | 'held_out'; sentence: string; want: string; got: string }>;
}
export interface IntentsReport {
  files: FileReport[];
  dev: Tally;
  held_out: Tally;
  declined: Tally;
}

const tally = (): Tally => ({ n: 0, pass: 0 });
const count = (t: Tally, pass: boolean): void => {
  t.n++;
  if (pass) t.pass++;
};

function describe(p: Expected | null, plan?: Plan): string {
  if (!p) return plan ? `${plan.kind}${'reason' in plan ? `: ${plan.reason}` : 'action' in plan ? `: ${plan.action}` : ''}` : 'nothing';
  return `${p.intent} [${p.targets.join(', ')}]${p.state !== undefined ? ` state=${p.state}` : ''}`;
}

/** The snapshot's files for the evaluated intents, or [] when the data isn't there. */
export function intentFiles(dir = INTENTS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return EVAL_INTENTS.flatMap((intent) =>
    existsSync(path.join(dir, intent))
      ? readdirSync(path.join(dir, intent))
          .filter((f) => f.endsWith('.yaml'))
          .sort()
          .map((f) => `${intent}/${f}`)
      : [],
  );
}

/** Runs every file; a case's position within its file decides its split. */
export function runIntentsEval(dir = INTENTS_DIR, language: Language = 'en', options: { engineLanguage?: Language } = {}): IntentsReport {
  // The engine may be set to another language than the sentences' (the UI's choice): it must still understand them.
  const engineLanguage = options.engineLanguage ?? language;
  // Only some languages ship a `_fixtures.yaml`; the others' files list their whole home.
  const fixturesFile = path.join(dir, '_fixtures.yaml');
  const fixtures = existsSync(fixturesFile) ? readYaml(fixturesFile) : {};
  const report: IntentsReport = { files: [], dev: tally(), held_out: tally(), declined: tally() };
  for (const rel of intentFiles(dir)) {
    const intent = rel.split('/')[0]!;
    const text = readFileSync(path.join(dir, rel), 'utf8');
    const file = (parseYaml(text) ?? {}) as YFile;
    const context = /^#\s*context_area:\s*true\s*$/m.test(text);
    const home = homeFor(fixtures, file);
    const vocabulary = vocabularyOf(home);
    const fr: FileReport = { file: rel, context, dev: tally(), held_out: tally(), declined: tally(), failures: [] };
    let position = -1;
    const indexes = new Map<string, ReturnType<typeof buildIndex>>();
    /** The file's index in a language (its name forms), per room: built once. */
    const indexIn = (here: string | null) => (l: Language) => {
      const key = `${l}\u0001${here ?? ''}`;
      let index = indexes.get(key);
      if (!index) {
        index = buildIndex(vocabulary, { ...(here === null ? {} : { here }), language: l });
        indexes.set(key, index);
      }
      return index;
    };
    for (const test of file.tests ?? []) {
      const slots = test.slots ?? {};
      // The room is the area holding most of what the case selects (HA: the satellite's area).
      let here: string | null = null;
      if (context && !slots.area && !slots.floor && !slots.name) {
        const all = expectedFor(intent, slots, home, null, test.sentences[0], language).targets;
        const counts = new Map<string, number>();
        for (const id of all) {
          const a = home.entities.find((e) => e.entity_id === id)!.area_id;
          if (a) counts.set(a, (counts.get(a) ?? 0) + 1);
        }
        here = [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? null;
      }
      const indexOf = indexIn(here);
      for (const sentence of test.sentences) {
        position++;
        const expected = expectedFor(intent, slots, home, here, sentence, language);
        const domains = new Set(expected.targets.map((id) => id.split('.')[0]!));
        const turn = intent !== 'HassGetState';
        const inScope = expected.targets.length > 0 && (!turn || [...domains].every((d) => d === 'light' || d === 'switch'));
        const otherDomain = turn && typeof slots.domain === 'string' && slots.domain !== 'light' && slots.domain !== 'switch';
        const split = position % 2 === 0 ? 'dev' : 'held_out';
        // As the engine reads it: the engine's language first, then the others (understand.ts).
        const plan = understand(sentence, indexOf, engineLanguage).plan;
        const actual = planShape(plan);
        if (inScope) {
          const pass = equal(expected, actual);
          count(fr[split], pass);
          count(report[split], pass);
          if (!pass) fr.failures.push({ position, split, sentence, want: describe(expected), got: describe(actual, plan) });
        } else if (turn && (otherDomain || expected.targets.length > 0 || typeof slots.name === 'string')) {
          // No card: no `set` plan, or one on entities the executor refuses at stage 3 (not controllable).
          const declined = plan.kind !== 'set' || plan.targets.every((id) => !/^(?:light|switch)\./.test(id));
          count(fr.declined, declined);
          count(report.declined, declined);
          if (!declined) fr.failures.push({ position, split, sentence, want: 'declined (no card)', got: describe(actual, plan) });
        }
      }
    }
    report.files.push(fr);
  }
  return report;
}

/** The files a report does worst on (most failures first, ties by name), with their failure counts. */
export function worstFiles(report: IntentsReport, count = 3): string[] {
  return report.files
    .map((f) => ({ file: f.file, failed: f.held_out.n - f.held_out.pass + (f.dev.n - f.dev.pass) + (f.declined.n - f.declined.pass) }))
    .filter((f) => f.failed > 0)
    .sort((x, y) => y.failed - x.failed || x.file.localeCompare(y.file))
    .slice(0, count)
    .map((f) => `${f.file} (${f.failed} failed)`);
}

/** One table across languages: held-out / dev / declined per row, and each row's worst files. */
export function formatLanguageTable(rows: ReadonlyArray<{ label: string; report: IntentsReport }>): string {
  const lines = [
    'Intents evaluation across languages (OHF-Voice/intents tests, CC BY 4.0, see intents-eval.ts)',
    `${'language'.padEnd(16)} ${'held-out'.padEnd(18)} ${'dev'.padEnd(18)} ${'declined'.padEnd(18)} worst files`,
  ];
  for (const { label, report } of rows) {
    const worst = worstFiles(report);
    lines.push(
      `${label.padEnd(16)} ${percent(report.held_out).padEnd(18)} ${percent(report.dev).padEnd(18)} ${percent(report.declined).padEnd(18)} ${worst.length > 0 ? worst.join('; ') : '—'}`,
    );
  }
  return lines.join('\n');
}

export const percent = (t: Tally): string => (t.n === 0 ? 'n/a' : `${((100 * t.pass) / t.n).toFixed(1)}% (${t.pass}/${t.n})`);

export function formatIntentsReport(report: IntentsReport, failures: 'all' | 'dev' | 'none' = 'all', language: Language = 'en'): string {
  const lines = [
    `Intents evaluation — OHF-Voice/intents tests/${language}, commit 3e74ab7e (CC BY 4.0, see intents-eval.ts)`,
    `HELD-OUT (odd positions): ${percent(report.held_out)}   dev (even positions): ${percent(report.dev)}   other domains declined: ${percent(report.declined)}`,
    '',
    `${'file'.padEnd(44)} ${'held-out'.padEnd(18)} ${'dev'.padEnd(18)} declined`,
  ];
  for (const f of report.files)
    lines.push(`${(f.file + (f.context ? ' (room)' : '')).padEnd(44)} ${percent(f.held_out).padEnd(18)} ${percent(f.dev).padEnd(18)} ${percent(f.declined)}`);
  if (failures !== 'none') {
    lines.push('', failures === 'dev' ? 'failures (development half only):' : 'failures:');
    for (const f of report.files) {
      for (const x of f.failures) {
        if (failures === 'dev' && x.split !== 'dev') continue;
        lines.push(`  ${f.file} #${x.position} ${x.split}: "${x.sentence}"\n      want ${x.want}\n      got  ${x.got}`);
      }
    }
  }
  return lines.join('\n');
}

/**
 * Home Assistant's intents this engine must decline (everything but HassTurnOn/Off, HassGetState and
 * the reads HassClimateGetTemperature and HassGetWeather): every sentence of their test files, in
 * each file's own home, must give no card — no `set` plan, or one on a device the executor refuses
 * at stage 3 — and the reasons given are tallied per intent.
 */
const READS = new Set([...EVAL_INTENTS, 'HassClimateGetTemperature', 'HassGetWeather']);

export interface DeclineReport {
  declined: Tally;
  /** Per intent: sentences, declined, and the plans' kinds or decline reasons with their counts. */
  intents: Array<{ intent: string; tally: Tally; reasons: Record<string, number> }>;
  failures: Array<{ intent: string; sentence: string; got: string }>;
}

export function runDeclineEval(dir: string, language: Language): DeclineReport {
  const fixturesFile = path.join(dir, '_fixtures.yaml');
  const fixtures = existsSync(fixturesFile) ? readYaml(fixturesFile) : {};
  const report: DeclineReport = { declined: tally(), intents: [], failures: [] };
  const intents = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && !READS.has(d.name))
        .map((d) => d.name)
        .sort()
    : [];
  for (const intent of intents) {
    const row = { intent, tally: tally(), reasons: {} as Record<string, number> };
    for (const f of readdirSync(path.join(dir, intent))
      .filter((x) => x.endsWith('.yaml'))
      .sort()) {
      const file = readYaml(path.join(dir, intent, f));
      const index = buildIndex(vocabularyOf(homeFor(fixtures, file)), { language });
      for (const test of file.tests ?? []) {
        for (const sentence of test.sentences) {
          const plan = understand(sentence, () => index, language).plan;
          // As the intents evaluation: no `set` plan, or one the executor refuses at stage 3 (not a light or switch).
          const declined = plan.kind !== 'set' || plan.targets.every((id) => !/^(?:light|switch)\./.test(id));
          count(row.tally, declined);
          count(report.declined, declined);
          const reason = plan.kind === 'unsupported' ? plan.action : plan.kind === 'clarify' ? `clarify:${plan.reason}` : plan.kind;
          row.reasons[reason] = (row.reasons[reason] ?? 0) + 1;
          if (!declined) report.failures.push({ intent, sentence, got: describe(planShape(plan), plan) });
        }
      }
    }
    report.intents.push(row);
  }
  return report;
}

export function formatDeclineReport(report: DeclineReport, language: Language): string {
  const lines = [`Declines — OHF-Voice/intents tests/${language}, intents outside the engine's scope: ${percent(report.declined)}`];
  for (const row of report.intents) {
    const reasons = Object.entries(row.reasons)
      .sort((a, b) => b[1] - a[1])
      .map(([r, n]) => `${r} ${n}`)
      .join(', ');
    lines.push(`  ${row.intent.padEnd(32)} ${percent(row.tally).padEnd(16)} ${reasons}`);
  }
  for (const f of report.failures) lines.push(`  NOT DECLINED ${f.intent}: "${f.sentence}" → ${f.got}`);
  return lines.join('\n');
}
