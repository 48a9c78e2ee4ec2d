/**
 * How the recognizer engine maps Home Assistant's Swedish recognitions onto our plans, over Home
 * Assistant's own Swedish intent tests (`../shared/peer-data/intents/tests/sv`, read at run time and
 * never copied here).
 *
 * Test sentences and fixtures from OHF-Voice/intents (https://github.com/OHF-Voice/intents, snapshot
 * 3e74ab7ed8d4319293f3cc24e9895d593959e701), by the contributors to that repository, licensed under
 * CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), provided as-is without warranties.
 * Modified: read, not copied; satellite-context cases left out.
 *
 * Each file's test says which intent and slots Home Assistant's recognizer gives each sentence (its own
 * test suite holds it to that), so the recognition is taken from the file and the file's areas and
 * entities become the allowlisted vocabulary. A case passes when our plan — on / off / state question,
 * the entities it targets, the state asked about — equals what the slots name over the file's world;
 * for an on/off of anything but lights and switches, when it is declined. A **wrong target** is a plan
 * that would touch or read an entity the slots did not name (or act on a kind we never switch).
 * Nothing was tuned on these sentences; the odd indexes of each file are reported apart as held out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { VocabularyEntry } from '../../../main/core/conversation/conversation-engine.js';
import type { Plan } from '../../../main/core/conversation/builtin/plan.js';
import { packFor } from '../../../main/core/conversation/builtin/lang/index.js';
import { indexFor } from '../../../main/core/conversation/builtin/vocabulary-index.js';
import { orBuiltinReading, planFromRecognition } from '../../../main/core/conversation/recognizer/recognition-plan.js';
import { planForTurn } from '../../../main/core/conversation/builtin/engine.js';
import type { Recognition } from '../../../main/core/ha/recognition.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SV_TESTS = process.env.SV_INTENT_TESTS ?? path.resolve(REPO_ROOT, '../shared/peer-data/intents/tests/sv');

/** The intents in scope (README of the peer data): on/off, and state questions answered by reading. */
const INTENTS = ['HassTurnOn', 'HassTurnOff', 'HassGetState', 'HassClimateGetTemperature'] as const;

export interface FileEntity {
  name: string;
  domain: string;
  area?: string;
  state?: string;
  attributes?: Record<string, unknown>;
}
interface FileTest {
  sentences: string[];
  intent?: { name: string; context?: unknown };
  slots?: Record<string, unknown>;
  context?: unknown;
}
export interface TestFile {
  entities?: FileEntity[];
  areas?: Array<{ name: string }>;
  tests: FileTest[];
}

export interface Tally {
  n: number;
  pass: number;
}
export interface FileReport {
  file: string;
  dev: Tally;
  held_out: Tally;
  /** On/off of kinds we never switch (covers, fans, valves…): passes when declined. */
  declined: Tally;
  wrong: string[];
  failures: string[];
}

const fold = (s: string): string => s.trim().toLocaleLowerCase('sv');

export type WorldEntity = FileEntity & { entity_id: string };
export interface EvalWorld {
  vocabulary: VocabularyEntry[];
  entities: WorldEntity[];
}

/** The file's entities as an allowlist (every light and switch controllable); `ids` may host them on real entities. */
export function worldOf(file: TestFile, ids: (e: FileEntity, i: number) => string | null = (e, i) => `${e.domain}.e${i}`): EvalWorld {
  const entities = (file.entities ?? []).flatMap((e, i) => {
    const entity_id = ids(e, i);
    return entity_id === null ? [] : [{ ...e, entity_id }];
  });
  const vocabulary = entities.map((e): VocabularyEntry => {
    const dc = e.attributes?.device_class;
    return {
      entity_id: e.entity_id,
      friendly_name: e.name,
      device_class: typeof dc === 'string' ? dc : null,
      unit_of_measurement: null,
      ...(e.area ? { area: e.area, area_id: areaId(e.area) } : {}),
      controllable: e.domain === 'light' || e.domain === 'switch',
    };
  });
  return { vocabulary, entities };
}

export const areaId = (name: string): string => `a_${fold(name).replace(/[^a-z0-9]+/g, '_')}`;

/** What the slots name over the file's world (Home Assistant's matching: name, area, domain, device class). */
export function named(slots: Record<string, string>, intent: string, entities: readonly WorldEntity[]): string[] {
  return entities
    .filter((e) => intent !== 'HassClimateGetTemperature' || e.domain === 'climate')
    .filter((e) => slots.name === undefined || fold(e.name) === fold(slots.name))
    .filter((e) => slots.area === undefined || (e.area !== undefined && fold(e.area) === fold(slots.area)))
    .filter((e) => slots.domain === undefined || e.domain === slots.domain)
    .filter((e) => slots.device_class === undefined || e.attributes?.device_class === slots.device_class)
    .map((e) => e.entity_id)
    .sort();
}

const targetsOf = (plan: Plan): string[] | null => (plan.kind === 'set' || plan.kind === 'state' ? [...plan.targets].sort() : null);

/** One test group as the recognizer is asked about it. */
export interface EvalCase {
  sentence: string;
  intent: string;
  slots: Record<string, string>;
  /** The entities the slots name in the evaluated world. */
  expected: string[];
}

/** The recognition for a case; `skip` leaves it out (a world that can't host what it names). */
export type Recognise = (c: EvalCase) => Promise<Recognition | null | 'skip'>;

/** Home Assistant's recognition as its own test asserts it: the intent and slots of the file. */
export const asTheTestSays: Recognise = (c) =>
  Promise.resolve({ kind: 'intent', intent: c.intent, slots: c.slots, values: c.slots, match: true, fuzzy: false, targets: c.expected, unmatched: {} });

/** A recognition in one line, for a failure's explanation. */
function describe(r: Recognition | null): string {
  if (r === null || r.kind === 'trigger') return String(r?.kind ?? null);
  return `${r.intent}${r.match ? '' : ' (no match)'}${r.fuzzy ? ' (fuzzy)' : ''} ${JSON.stringify(r.values)}${Object.keys(r.unmatched).length > 0 ? ` unmatched ${JSON.stringify(r.unmatched)}` : ''}`;
}

function newReport(relative: string): FileReport {
  return { file: relative, dev: { n: 0, pass: 0 }, held_out: { n: 0, pass: 0 }, declined: { n: 0, pass: 0 }, wrong: [], failures: [] };
}

export async function evaluateFile(relative: string, file: TestFile, intent: string, world: EvalWorld, recognise: Recognise): Promise<FileReport> {
  const report = newReport(relative);
  const index = indexFor(world.vocabulary, { language: 'en' });
  const say = packFor('en').replies;
  let k = 0;
  for (const test of file.tests ?? []) {
    if (test.context !== undefined || test.intent?.context !== undefined) continue;
    const raw = test.slots ?? {};
    if (Object.values(raw).some((v) => typeof v !== 'string' && typeof v !== 'number')) continue;
    const slots = Object.fromEntries(Object.entries(raw).map(([key, v]) => [key, String(v)]));
    const name = test.intent?.name ?? intent;
    const expected = named(slots, name, world.entities);
    const setIntent = name === 'HassTurnOn' || name === 'HassTurnOff';
    const switchable = expected.length > 0 && expected.every((id) => id.startsWith('light.') || id.startsWith('switch.'));
    for (const sentence of test.sentences) {
      const split = k++ % 2 === 0 ? 'dev' : 'held_out';
      const recognition = await recognise({ sentence, intent: name, slots, expected });
      if (recognition === 'skip') continue;
      const builtin = () =>
        planForTurn(
          { user_message: sentence, history: [], language: 'en', rounds: [], vocabulary: world.vocabulary, time_zone: 'UTC', now: new Date(0), rounds_left: 3 },
          index,
        );
      const plan = orBuiltinReading(planFromRecognition(recognition, sentence, index, say), recognition, builtin);
      const got = targetsOf(plan);
      // Wrong: a plan reaching past what the slots named, or an action on a kind we never switch.
      if ((got !== null && got.some((id) => !expected.includes(id))) || (plan.kind === 'set' && !switchable)) {
        report.wrong.push(`"${sentence}" → ${plan.kind} [${(got ?? []).join(', ')}], slots named [${expected.join(', ')}]`);
      }
      if (setIntent && !switchable) {
        // Nothing we may switch is named (another kind, or nothing at all): passes when no card is made.
        report.declined.n++;
        if (plan.kind !== 'set') report.declined.pass++;
        continue;
      }
      const want = setIntent ? (name === 'HassTurnOn' ? 'on' : 'off') : 'state';
      const kindOk = plan.kind === 'set' ? plan.state === want : plan.kind === 'state' && want === 'state';
      // A yes/no question answered with the device's state ("it is closed") is an answer, not a guess.
      const stateOk = plan.kind !== 'state' || slots.state === undefined || plan.state === slots.state || plan.question === 'value';
      const pass = kindOk && stateOk && got !== null && got.length === expected.length && got.every((id, i) => id === expected[i]);
      report[split].n++;
      if (pass) report[split].pass++;
      else
        report.failures.push(
          `${split} "${sentence}" → ${plan.kind}${'reason' in plan ? `:${plan.reason}` : ''} [${(got ?? []).join(', ')}], want ${want} [${expected.join(', ')}]; recognised ${describe(recognition)}`,
        );
    }
  }
  return report;
}

/** The in-scope test files: `[relative path, file, intent]`. */
export function swedishTestFiles(root = SV_TESTS): Array<[string, TestFile, string]> | null {
  if (!existsSync(root)) return null;
  const out: Array<[string, TestFile, string]> = [];
  for (const intent of INTENTS) {
    const dir = path.join(root, intent);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .sort()) {
      out.push([`${intent}/${name}`, parseYaml(readFileSync(path.join(dir, name), 'utf8')) as TestFile, intent]);
    }
  }
  return out;
}

/** Every in-scope file, each recognised as its test says; null when the peer data is not there. */
export async function runSwedishEval(root = SV_TESTS): Promise<FileReport[] | null> {
  const files = swedishTestFiles(root);
  if (files === null) return null;
  const reports: FileReport[] = [];
  for (const [relative, file, intent] of files) reports.push(await evaluateFile(relative, file, intent, worldOf(file), asTheTestSays));
  return reports;
}

export const percent = (t: Tally): string => (t.n === 0 ? 'n/a' : `${((100 * t.pass) / t.n).toFixed(1)}% (${t.pass}/${t.n})`);

export function formatSwedishEval(
  reports: readonly FileReport[],
  title = "Recognizer engine over Home Assistant's Swedish intent tests (CC BY 4.0, see sv-eval.ts)",
): string {
  const sum = (pick: (r: FileReport) => Tally): Tally => reports.reduce((t, r) => ({ n: t.n + pick(r).n, pass: t.pass + pick(r).pass }), { n: 0, pass: 0 });
  const lines = [
    title,
    `held-out (odd): ${percent(sum((r) => r.held_out))}   dev (even): ${percent(sum((r) => r.dev))}   no card expected: ${percent(sum((r) => r.declined))}   wrong targets: ${reports.reduce((n, r) => n + r.wrong.length, 0)}`,
    '',
    `${'file'.padEnd(44)} ${'held-out'.padEnd(16)} ${'dev'.padEnd(16)} declined`,
  ];
  for (const r of reports) lines.push(`${r.file.padEnd(44)} ${percent(r.held_out).padEnd(16)} ${percent(r.dev).padEnd(16)} ${percent(r.declined)}`);
  const failures = reports.flatMap((r) => r.failures.map((f) => `  ${r.file}: ${f}`));
  if (failures.length > 0) lines.push('', 'failures:', ...failures);
  const wrong = reports.flatMap((r) => r.wrong.map((f) => `  ${r.file}: ${f}`));
  if (wrong.length > 0) lines.push('', 'WRONG TARGETS:', ...wrong);
  return lines.join('\n');
}
