/**
 * Peer evaluation of the built-in intent engine against Home Assistant's own English test
 * sentences. The data is read at run time from `../shared/peer-data/ha-intents-en.json` (relative
 * to the repository root) and is never copied into this repository.
 *
 * Test sentences and fixtures from home-assistant/intents
 * (https://github.com/home-assistant/intents, commit aa550032a57b67c13995c032220bc4101521ead2),
 * by the contributors to that repository, licensed under CC BY 4.0
 * (https://creativecommons.org/licenses/by/4.0/), provided as-is without warranties. Modified:
 * only some intents kept, converted from YAML to JSON, test groups with a floor slot left out,
 * fixture area ids also given as area names.
 *
 * A case passes when the engine's whole plan — on / off / state question, the set of entities it
 * targets, and the state it asks about — equals what Home Assistant would target from the
 * fixtures given the case's expected slots. Cases are developed against on even indexes only;
 * odd indexes are the held-out figure. Cases whose expected area comes from a voice satellite's
 * `context` run with this computer's room set to that area, and are reported apart from the headline.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';
import { buildIndex, parse, type Plan } from '../../../../main/core/conversation/builtin/index.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** `../shared/peer-data/ha-intents-en.json` from the repository root (`PEER_DATA_FILE` overrides it). */
export const PEER_DATA_PATH = process.env.PEER_DATA_FILE ?? path.resolve(REPO_ROOT, '../shared/peer-data/ha-intents-en.json');

export interface PeerCase {
  sentence: string;
  intent: string;
  slots: Record<string, string>;
  source: string;
  context?: { area?: string; domain?: string; device_class?: string };
  response?: string;
}

interface FixtureEntity {
  name: string;
  id?: string;
  domain: string;
  area?: string | null;
  state?: string | null;
  attributes?: Record<string, unknown>;
}

export interface PeerData {
  meta: { attribution?: string; source_commit?: string };
  cases: PeerCase[];
  fixtures: { entities: FixtureEntity[]; per_file?: Record<string, { entities?: FixtureEntity[] }> };
}

/** The peer file, or null when it is not there (the evaluation then says so). */
export function loadPeerData(file = PEER_DATA_PATH): PeerData | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as PeerData;
}

export interface EvalEntity {
  entity_id: string;
  name: string;
  domain: string;
  device_class: string | null;
  area: string | null;
}

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * One vocabulary for every case: the shared fixtures plus each file's own fixture entities
 * (deduplicated by name and domain), with the fixture's area as the household-assigned area.
 */
export function fixtureVocabulary(data: PeerData): { vocabulary: VocabularyEntry[]; entities: EvalEntity[] } {
  const entities: EvalEntity[] = [];
  const seen = new Set<string>();
  const add = (e: FixtureEntity): void => {
    const key = `${e.domain}|${e.name.toLowerCase()}`;
    const entity_id = e.id ?? `${e.domain}.${slug(e.name)}`;
    if (seen.has(key) && !e.id) return;
    seen.add(key);
    const dc = e.attributes?.device_class;
    entities.push({ entity_id, name: e.name, domain: e.domain, device_class: typeof dc === 'string' ? dc : null, area: e.area ?? null });
  };
  for (const e of data.fixtures.entities) add(e);
  for (const file of Object.values(data.fixtures.per_file ?? {})) for (const e of file.entities ?? []) add(e);
  const units = new Map(data.fixtures.entities.map((e) => [e.id, e.attributes?.unit_of_measurement]));
  const vocabulary: VocabularyEntry[] = entities.map((e) => {
    const unit = units.get(e.entity_id);
    const entry: VocabularyEntry = {
      entity_id: e.entity_id,
      friendly_name: e.name,
      device_class: e.device_class,
      unit_of_measurement: typeof unit === 'string' ? unit : null,
    };
    if (e.area) {
      entry.area = e.area;
      entry.area_id = slug(e.area);
    }
    return entry;
  });
  return { vocabulary, entities };
}

const TURN_SOURCES = [/^tests\/en\/light_HassTurn(?:On|Off)\.yaml$/, /^tests\/en\/homeassistant_HassTurn(?:On|Off)\.yaml$/, /^tests\/en\/HassTurn(?:On|Off)\//];
const STATE_SOURCES = [
  /^tests\/en\/homeassistant_HassGetState\.yaml$/,
  /^tests\/en\/sensor_HassGetState\.yaml$/,
  /^tests\/en\/binary_sensor_HassGetState\.yaml$/,
  /^tests\/en\/HassGetState\//,
];
const CLIMATE_SOURCE = /^tests\/en\/climate_HassClimateGetTemperature\.yaml$/;

export interface ExpectedPlan {
  intent: 'on' | 'off' | 'state';
  targets: string[];
  state?: string;
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What Home Assistant would target for the case's expected slots, over the fixtures. */
export function expectedPlan(c: PeerCase, entities: readonly EvalEntity[]): ExpectedPlan | null {
  const intent =
    c.intent === 'HassTurnOn'
      ? 'on'
      : c.intent === 'HassTurnOff'
        ? 'off'
        : c.intent === 'HassGetState' || c.intent === 'HassClimateGetTemperature'
          ? 'state'
          : null;
  if (!intent) return null;
  const s = c.slots;
  let set = [...entities];
  if (c.intent === 'HassClimateGetTemperature') set = set.filter((e) => e.domain === 'climate');
  if (s.name && s.name !== 'all') set = set.filter((e) => same(e.name, s.name!));
  if (s.area) set = set.filter((e) => e.area !== null && same(e.area, s.area!));
  if (s.domain) set = set.filter((e) => e.domain === s.domain);
  if (s.device_class) set = set.filter((e) => e.device_class === s.device_class);
  const plan: ExpectedPlan = { intent, targets: set.map((e) => e.entity_id).sort() };
  if (s.state !== undefined) plan.state = s.state;
  return plan;
}

/** Whether the case is in the evaluation's scope, and why not. */
export function scopeOf(c: PeerCase, expected: ExpectedPlan | null, entities: readonly EvalEntity[]): 'in' | 'out' {
  if (!expected) return 'out';
  if (TURN_SOURCES.some((r) => r.test(c.source))) {
    const domains = expected.targets.map((id) => entities.find((e) => e.entity_id === id)!.domain);
    return domains.length > 0 && domains.every((d) => d === 'light' || d === 'switch') ? 'in' : 'out';
  }
  if (STATE_SOURCES.some((r) => r.test(c.source)) || CLIMATE_SOURCE.test(c.source)) return 'in';
  return 'out';
}

export function planShape(plan: Plan): ExpectedPlan | null {
  if (plan.kind === 'set') return { intent: plan.state, targets: [...plan.targets].sort() };
  if (plan.kind === 'state') {
    const shape: ExpectedPlan = { intent: 'state', targets: [...plan.targets].sort() };
    if (plan.state !== undefined) shape.state = plan.state;
    return shape;
  }
  return null;
}

function equalPlans(a: ExpectedPlan, b: ExpectedPlan | null): boolean {
  return b !== null && a.intent === b.intent && a.state === b.state && a.targets.length === b.targets.length && a.targets.every((t, i) => t === b.targets[i]);
}

export interface CaseResult {
  index: number;
  split: 'dev' | 'held_out';
  group: string;
  context: boolean;
  sentence: string;
  pass: boolean;
  expected: ExpectedPlan;
  actual: ExpectedPlan | null;
  /** What the engine did instead, when it made no set/state plan ("clarify: ambiguous"). */
  other?: string;
}

export interface Tally {
  n: number;
  pass: number;
}

export interface EvalReport {
  total: number;
  inScope: number;
  outOfScope: number;
  headline: { dev: Tally; held_out: Tally };
  context: { dev: Tally; held_out: Tally };
  /** Cases outside the scope (fans, covers, locks, people…), scored the same way for information only. */
  beyond: Record<string, Tally>;
  groups: Record<string, { dev: Tally; held_out: Tally; context: Tally }>;
  cases: CaseResult[];
}

const tally = (): Tally => ({ n: 0, pass: 0 });
const count = (t: Tally, pass: boolean): void => {
  t.n++;
  if (pass) t.pass++;
};

/** Run every in-scope case through `parse` and compare plans. */
export function runEval(data: PeerData): EvalReport {
  const { vocabulary, entities } = fixtureVocabulary(data);
  const index = buildIndex(vocabulary);
  // A satellite-context case runs with this computer's room set to the case's area (DESIGN §5).
  const rooms = new Map<string, ReturnType<typeof buildIndex>>();
  const indexFor = (area: string | undefined) => {
    if (area === undefined) return index;
    let room = rooms.get(area);
    if (!room) rooms.set(area, (room = buildIndex(vocabulary, { here: slug(area) })));
    return room;
  };
  const report: EvalReport = {
    total: data.cases.length,
    inScope: 0,
    outOfScope: 0,
    headline: { dev: tally(), held_out: tally() },
    context: { dev: tally(), held_out: tally() },
    beyond: {},
    groups: {},
    cases: [],
  };
  data.cases.forEach((c, i) => {
    const expected = expectedPlan(c, entities);
    if (scopeOf(c, expected, entities) === 'out' || !expected) {
      report.outOfScope++;
      if (expected && expected.targets.length > 0 && c.context?.area === undefined) {
        count((report.beyond[c.source.replace(/^tests\/en\//, '')] ??= tally()), equalPlans(expected, planShape(parse(c.sentence, index))));
      }
      return;
    }
    report.inScope++;
    const plan = parse(c.sentence, indexFor(c.context?.area));
    const actual = planShape(plan);
    const pass = equalPlans(expected, actual);
    const split = i % 2 === 0 ? 'dev' : 'held_out';
    const context = c.context?.area !== undefined;
    const group = c.source.replace(/^tests\/en\//, '');
    const g = (report.groups[group] ??= { dev: tally(), held_out: tally(), context: tally() });
    if (context) {
      count(report.context[split], pass);
      count(g.context, pass);
    } else {
      count(report.headline[split], pass);
      count(g[split], pass);
    }
    const result: CaseResult = { index: i, split, group, context, sentence: c.sentence, pass, expected, actual };
    if (!actual) result.other = `${plan.kind}${'reason' in plan ? `: ${plan.reason}` : 'action' in plan ? `: ${plan.action}` : ''}`;
    report.cases.push(result);
  });
  return report;
}

export const percent = (t: Tally): string => (t.n === 0 ? 'n/a' : `${((100 * t.pass) / t.n).toFixed(1)}% (${t.pass}/${t.n})`);

/** The evaluation as a plain-text table. */
export function formatReport(report: EvalReport, failures: 'all' | 'dev' | 'none' = 'all'): string {
  const lines: string[] = [];
  lines.push('Peer evaluation — home-assistant/intents English tests (CC BY 4.0, see peer-eval.ts)');
  lines.push(`cases: ${report.total}, in scope: ${report.inScope}, out of scope: ${report.outOfScope}`);
  lines.push(`HEADLINE held-out (odd indexes, no satellite context): ${percent(report.headline.held_out)}`);
  lines.push(`         dev (even indexes, no satellite context):      ${percent(report.headline.dev)}`);
  lines.push(`satellite-context cases (not in headline): held-out ${percent(report.context.held_out)}, dev ${percent(report.context.dev)}`);
  lines.push('');
  lines.push(`${'group'.padEnd(42)} ${'held-out'.padEnd(18)} ${'dev'.padEnd(18)} context`);
  for (const [group, g] of Object.entries(report.groups).sort()) {
    lines.push(`${group.padEnd(42)} ${percent(g.held_out).padEnd(18)} ${percent(g.dev).padEnd(18)} ${percent(g.context)}`);
  }
  lines.push('', 'beyond the scope (informational; unlock/open/close are refused by design):');
  for (const [group, t] of Object.entries(report.beyond).sort()) lines.push(`  ${group.padEnd(40)} ${percent(t)}`);
  if (failures !== 'none') {
    lines.push('', failures === 'dev' ? 'failures (dev split only):' : 'failures:');
    for (const r of report.cases.filter((c) => !c.pass && (failures === 'all' || c.split === 'dev'))) {
      const got = r.actual ? `${r.actual.intent} [${r.actual.targets.join(', ')}]${r.actual.state ? ` state=${r.actual.state}` : ''}` : r.other;
      const want = `${r.expected.intent} [${r.expected.targets.join(', ')}]${r.expected.state ? ` state=${r.expected.state}` : ''}`;
      lines.push(`  #${r.index} ${r.split}${r.context ? ' ctx' : ''} ${r.group}: "${r.sentence}"\n      want ${want}\n      got  ${got}`);
    }
  }
  return lines.join('\n');
}
