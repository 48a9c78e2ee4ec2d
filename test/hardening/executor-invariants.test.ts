/**
 * Invariant fuzzer (fast-check, seeded: FUZZ_SEED=<n> replays, FUZZ_RUNS=<n> sizes it).
 *
 * Each run is a freshly composed core (composition.ts) on a fresh data dir, driven straight through its executor
 * by a random interleaving of: proposals (real and made-up capability names; good, hostile, odd
 * and huge arguments; several conversations and surfaces; two proposals in one engine round),
 * approvals, denials, replays, forged tokens, races (approve‖approve, approve‖deny,
 * sweep‖approve, supersede‖approve), time moving (to the exact expiry boundary, past the
 * tombstones), hand-edited config files (valid, invalid, hostile, with climate and lock entities planted in
 * controllable_entities), and the token file deleted, corrupted or restored.
 *
 * A model written from DESIGN §3 (not from the code) says what each step must give; the fake Home
 * Assistant is the oracle for what matters most. It must never receive:
 *   - a request for an entity outside the read allowlist in force,
 *   - a service call that was not approved for exactly that entity and state under the config in
 *     force at approval, or one outside light/switch turn_on/turn_off,
 *   - two service calls for one approval, or any request outside an approval.
 * A histogram of the stage/outcome every step reached is printed; approved actions, stage-3
 * rejections of planted domains and replay/expiry races must all be in it.
 */
import { SURFACES as CONTRACT_SURFACES } from '../../common/contract/channels.js';
import { mkdtemp, mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapabilityEvent, Surface } from '../../common/contract/types.js';
import { ManualClock } from '../../main/core/clock.js';
import { buildRegistry } from '../../main/core/capabilities/registry.js';
import { Composition } from '../../main/core/composition.js';
import { Executor, type PolicySource } from '../../main/core/executor/executor.js';
import { demoHome, startFakeHomeAssistant, type FakeEntity, type FakeHomeAssistant, type RecordedRequest } from '../fake-ha/index.js';
import { seedFrom } from './support/random.js';

const SEED = seedFrom('FUZZ_SEED');
const RUNS = Number(process.env.FUZZ_RUNS ?? 320);
const TTL = 120_000;
const TOMBSTONE = 600_000;

// ---------------------------------------------------------------------------------------------
// The model's own reading of DESIGN §3 (independent of the code under test).

const SLUG = /^(?!.+__)(?!_)[\da-z_]+(?<!_)\.(?!_)[\da-z_]+(?<!_)$/;
const validId = (v: unknown): v is string => typeof v === 'string' && v.length <= 255 && SLUG.test(v);
const domainOf = (id: string) => id.slice(0, id.indexOf('.'));
const LIST = 'home_assistant.list_entities';
const HISTORY = 'home_assistant.get_history';
const SET = 'home_assistant.set_entity_state';
const CAPS = [LIST, HISTORY, SET] as const;
const short = (name: string) => ((CAPS as readonly string[]).includes(name) ? name.slice('home_assistant.'.length) : 'unknown');

const FUZZ_SENSORS = Array.from({ length: 30 }, (_, i) => `sensor.fuzz_${i}`);
const LIGHTS_SWITCHES = [
  'light.kitchen_ceiling',
  'light.porch',
  'light.living_room_lamp',
  'light.bedroom',
  'light.garage',
  'light.hallway',
  'switch.coffee_maker',
  'switch.office_printer',
  'light.ghost',
  'switch.nowhere',
];
const PLANTED = ['climate.living_room', 'lock.front_door', 'climate.attic', 'lock.back_door', 'media_player.living_room_tv', 'camera.driveway', 'person.alex'];
const POOL = [
  ...demoHome().map((e) => e.entity_id),
  'light.ghost',
  'switch.nowhere',
  'climate.attic',
  'lock.back_door',
  'a.b',
  `sensor.${'x'.repeat(248)}`,
  ...FUZZ_SENSORS,
];
/** Proposal ids no schema accepts; every one must end at stage 2 with nothing sent. */
const ODD_IDS: unknown[] = [
  'LIGHT.PORCH',
  'Light.Porch',
  'light.porch ',
  ' light.porch',
  'light.porch/../../api/config',
  '../api/states',
  'light.porch%2F..%2F..',
  'light.porch?x=1',
  'light.porch#frag',
  'light..porch',
  'light.__porch',
  'light.por__ch',
  'light.porch_',
  '_light.porch',
  'light',
  '',
  'l\u0456ght.porch',
  'light.porch\n',
  'light.porch\u0000',
  `${'a'.repeat(300)}.b`,
  'x'.repeat(100_000),
  'climate.living_room,light.porch',
  'all',
  'light.porch\u202e',
  42,
  null,
  ['light.porch'],
  { id: 'light.porch' },
];
const ODD_CAPS = [
  'HOME_ASSISTANT.LIST_ENTITIES',
  'home_assistant.set_entity_state ',
  'home_assistant__set_entity_state',
  'home_assistant.unlock',
  'home_assistant.call_service',
  'lock.unlock',
  '__proto__',
  'constructor',
  'toString',
  '',
  'x'.repeat(50_000),
  'home_assistant.set_entity_state\u0000',
];

interface Effective {
  enabled: boolean;
  control: boolean;
  allow: string[];
  ctrl: Set<string>;
  baseUrl: string;
}
const DISABLED: Effective = { enabled: false, control: false, allow: [], ctrl: new Set(), baseUrl: '' };

interface Issued {
  token: string;
  capability: string;
  args: Record<string, unknown>;
  conv: string;
  expiresAt: number;
  state: 'pending' | 'used' | 'expired';
  buriedAt: number;
  /** The allowlist in force when the card was issued: what a list_entities card disclosed (DESIGN §8.9). */
  disclosed: string[];
}

interface Expected {
  stage: string;
  outcome: string;
  code?: string;
  /** Stages 5–6 run: executed, or failed with a Home Assistant code. */
  executes?: boolean;
}

function policyExpect(capability: string, args: Record<string, unknown>, cfg: Effective, configured: boolean, roundUsed: number | null): Expected | null {
  const rejected = (code: string): Expected => ({ stage: 'policy', outcome: 'rejected', code });
  const allow = new Set(cfg.allow);
  if (capability === SET) {
    if (!cfg.control) return rejected('CAPABILITY_DISABLED');
    if (!configured) return rejected('CAPABILITY_NOT_CONFIGURED');
    const id = args.entity_id as string;
    if (!cfg.ctrl.has(id)) return rejected('ENTITY_NOT_CONTROLLABLE');
    if (!allow.has(id)) return rejected('ENTITY_NOT_ALLOWLISTED');
    if (!['light', 'switch'].includes(domainOf(id))) return rejected('DOMAIN_NOT_CONTROLLABLE');
  } else {
    if (!cfg.enabled) return rejected('CAPABILITY_DISABLED');
    if (!configured) return rejected('CAPABILITY_NOT_CONFIGURED');
    if (capability === HISTORY && !allow.has(args.entity_id as string)) return rejected('ENTITY_NOT_ALLOWLISTED');
  }
  if (roundUsed !== null && roundUsed >= 1) return rejected('INVOCATION_LIMIT_EXCEEDED');
  return null;
}

/** Stage 2 per DESIGN §3: exact keys, ids by the slug rule, the enums. `null`/`undefined` read as {}. */
function argsValid(capability: string, raw: unknown): boolean {
  const args = raw ?? {};
  if (typeof args !== 'object' || Array.isArray(args)) return false;
  const keys = Object.keys(args);
  const a = args as Record<string, unknown>;
  switch (capability) {
    case LIST:
      return keys.length === 0;
    case HISTORY:
      return keys.length === 2 && validId(a.entity_id) && ['hour', 'day', 'week'].includes(a.period as string) && keys.includes('period');
    case SET:
      return keys.length === 2 && validId(a.entity_id) && ['on', 'off'].includes(a.state as string) && keys.includes('state');
    default:
      return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Abstract steps (resolved against the model when they run, so they stay meaningful as it changes).

type EntityChoice = { from: 'controllable' | 'allowlist' | 'pool' | 'planted' | 'odd'; i: number };
type ArgsShape = 'good' | 'extra-key' | 'missing-key' | 'null' | 'undefined' | 'array' | 'string' | 'proto' | 'bad-enum' | 'huge-extra';
type ConfigSpec =
  | {
      kind: 'valid';
      enabled: boolean;
      control: boolean;
      allow: number[];
      lights: number[];
      ctrlFromAllow: number[];
      planted: number[];
      ctrlOutside: number[];
      many: boolean;
      baseUrl: 'ha' | 'ha-api' | 'empty';
      format: 'pretty' | 'compact' | 'bom' | 'extra-keys' | 'dupes';
      omitOptional: boolean;
    }
  | { kind: 'broken'; how: number; cut: number }
  | { kind: 'missing' }
  | { kind: 'huge' };

type Step =
  | {
      k: 'propose';
      cap: number;
      odd: number;
      shape: ArgsShape;
      entity: EntityChoice;
      state: number;
      period: number;
      conv: number;
      surface: number;
      sameRound: boolean;
    }
  | { k: 'approve' | 'deny'; pick: number; wrongConv: boolean; surface: number }
  | { k: 'replay'; pick: number }
  | { k: 'forged'; pick: number; how: number }
  | { k: 'race'; pick: number; kind: number }
  | { k: 'advance'; how: number; ms: number; pick: number }
  | { k: 'sweep' }
  | { k: 'supersede'; conv: number }
  | { k: 'config'; spec: ConfigSpec }
  | { k: 'token'; how: 'delete' | 'restore' | 'corrupt' }
  | { k: 'ha-state'; i: number; on: boolean };

const nat = fc.nat({ max: 10_000 });
/** true four times in five. */
const mostly = fc.constantFrom(true, true, true, true, false);
const indices = (max: number) => fc.array(fc.nat({ max: 10_000 }), { maxLength: max });
const configSpec: fc.Arbitrary<ConfigSpec> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('valid' as const),
      enabled: mostly,
      control: mostly,
      allow: indices(10),
      lights: indices(4),
      ctrlFromAllow: indices(6),
      planted: indices(3),
      ctrlOutside: indices(2),
      many: fc.boolean(),
      baseUrl: fc.constantFrom('ha', 'ha', 'ha', 'ha', 'ha', 'ha', 'ha-api', 'empty'),
      format: fc.constantFrom('pretty', 'compact', 'bom', 'extra-keys', 'dupes'),
      omitOptional: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('broken' as const), how: nat, cut: nat }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'missing' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'huge' as const }) },
);
const entityChoice: fc.Arbitrary<EntityChoice> = fc.record({
  from: fc.constantFrom('controllable', 'controllable', 'controllable', 'allowlist', 'allowlist', 'allowlist', 'pool', 'planted', 'planted', 'odd'),
  i: nat,
});
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      k: fc.constant('propose' as const),
      cap: fc.nat({ max: 39 }),
      odd: nat,
      shape: fc.oneof(
        { weight: 30, arbitrary: fc.constant<ArgsShape>('good') },
        {
          weight: 1,
          arbitrary: fc.constantFrom<ArgsShape>('extra-key', 'missing-key', 'null', 'undefined', 'array', 'string', 'proto', 'bad-enum', 'huge-extra'),
        },
      ),
      entity: entityChoice,
      state: fc.nat({ max: 1 }),
      period: fc.nat({ max: 2 }),
      conv: fc.nat({ max: 5 }),
      surface: fc.nat({ max: CONTRACT_SURFACES.length }),
      sameRound: fc.boolean(),
    }),
  },
  {
    weight: 10,
    arbitrary: fc.record({
      k: fc.constantFrom('approve' as const, 'approve' as const, 'approve' as const, 'deny' as const),
      pick: nat,
      wrongConv: fc.constantFrom(false, false, false, false, false, true),
      surface: fc.nat({ max: CONTRACT_SURFACES.length }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('replay' as const), pick: nat }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('forged' as const), pick: nat, how: fc.nat({ max: 4 }) }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('race' as const), pick: nat, kind: fc.nat({ max: 5 }) }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('advance' as const), how: fc.nat({ max: 5 }), ms: nat, pick: nat }) },
  { weight: 1, arbitrary: fc.constant({ k: 'sweep' as const }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('supersede' as const), conv: fc.nat({ max: 5 }) }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('config' as const), spec: configSpec }) },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('token' as const),
      how: fc.constantFrom('delete' as const, 'corrupt' as const, 'restore' as const, 'restore' as const, 'restore' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('ha-state' as const), i: nat, on: fc.boolean() }) },
);
const scenario = fc.record({ first: configSpec.filter((c) => c.kind === 'valid'), steps: fc.array(step, { minLength: 10, maxLength: 60 }) });

// ---------------------------------------------------------------------------------------------
// The world

let ha: FakeHomeAssistant;
const histogram = new Map<string, number>();
let cases = 0;
let stepsRun = 0;
let violations = 0;
let serviceCallsSeen = 0;

const bump = (key: string) => histogram.set(key, (histogram.get(key) ?? 0) + 1);
const pickOf = <T>(items: readonly T[], i: number): T | undefined => (items.length === 0 ? undefined : items[i % items.length]);

beforeAll(async () => {
  const extra: FakeEntity[] = FUZZ_SENSORS.map((id, i) => ({ entity_id: id, state: String(i), attributes: { friendly_name: `Fuzz ${i}` } }));
  extra.push({ entity_id: 'a.b', state: 'on', attributes: {} });
  ha = await startFakeHomeAssistant({ entities: [...demoHome(), ...extra], lateReporters: ['light.hallway'], lateReportDelayMs: 10 });
}, 30_000);

afterAll(async () => {
  await ha?.close();
});

/** Renders a config spec to the bytes a household (or an attacker) might leave on disk, and what must be in force. */
function renderConfig(spec: ConfigSpec): { text: string | Buffer | null; effective: Effective } {
  const base = (s: Extract<ConfigSpec, { kind: 'valid' }>) => {
    const allowSrc = s.many ? [...FUZZ_SENSORS, ...POOL] : POOL;
    const allow = [...new Set([...s.allow.map((i) => allowSrc[i % allowSrc.length]!), ...s.lights.map((i) => LIGHTS_SWITCHES[i % LIGHTS_SWITCHES.length]!)])];
    const switchable = allow.filter((id) => LIGHTS_SWITCHES.includes(id));
    if (s.many) for (const id of FUZZ_SENSORS) if (!allow.includes(id)) allow.push(id);
    const ctrl = new Set<string>();
    for (const i of s.ctrlFromAllow) {
      const id = i % 5 !== 0 && switchable.length > 0 ? pickOf(switchable, i) : pickOf(allow, i);
      if (id) ctrl.add(id);
    }
    // Planted: climate, lock (and friends) put in both lists by hand — the write rules would refuse it.
    for (const i of s.planted) {
      const id = PLANTED[i % PLANTED.length]!;
      ctrl.add(id);
      if (!allow.includes(id)) allow.push(id);
    }
    // Controllable but not readable: refused defensively.
    for (const i of s.ctrlOutside) ctrl.add(POOL[i % POOL.length]!);
    const baseUrl = s.baseUrl === 'empty' ? '' : s.baseUrl === 'ha-api' ? `${ha.url}/api/` : ha.url;
    const json: Record<string, unknown> = { enabled: s.enabled, base_url: baseUrl, allowlisted_entities: allow };
    if (!s.omitOptional || s.control) json.control_enabled = s.control;
    if (!s.omitOptional || ctrl.size > 0) json.controllable_entities = [...ctrl];
    if (!s.omitOptional) json.tls = { mode: 'system' };
    let text: string;
    switch (s.format) {
      case 'pretty':
        text = JSON.stringify(json, null, 2);
        break;
      case 'bom':
        text = `\ufeff${JSON.stringify(json)}`;
        break;
      case 'extra-keys':
        text = JSON.stringify({ comment: 'edited by hand', version: 7, ...json, nested: { enabled: true } });
        break;
      case 'dupes':
        text = JSON.stringify({ ...json, allowlisted_entities: [...allow, ...allow] });
        break;
      default:
        text = JSON.stringify(json);
    }
    const effective: Effective = {
      enabled: s.enabled,
      control: s.control,
      allow,
      ctrl,
      baseUrl: baseUrl === '' ? '' : ha.url,
    };
    return { text, effective };
  };
  switch (spec.kind) {
    case 'valid':
      return base(spec);
    case 'missing':
      return { text: null, effective: DISABLED };
    case 'huge': {
      const { text } = base({
        kind: 'valid',
        enabled: true,
        control: true,
        allow: [0, 1, 2],
        lights: [],
        ctrlFromAllow: [0],
        planted: [],
        ctrlOutside: [],
        many: false,
        baseUrl: 'ha',
        format: 'compact',
        omitOptional: false,
      });
      return { text: `${text.slice(0, -1)}, "pad": "${'x'.repeat(1024 * 1024 + 10)}"}`, effective: DISABLED };
    }
    case 'broken': {
      const good = base({
        kind: 'valid',
        enabled: true,
        control: true,
        allow: [0, 1, 2, 3, 13],
        lights: [],
        ctrlFromAllow: [0, 1],
        planted: [0, 1],
        ctrlOutside: [],
        many: false,
        baseUrl: 'ha',
        format: 'compact',
        omitOptional: false,
      });
      const obj = JSON.parse(good.text) as Record<string, unknown>;
      const variants: Array<() => string | Buffer> = [
        () => good.text.slice(0, Math.max(1, (spec.cut % (good.text.length - 2)) + 1)),
        () => JSON.stringify({ ...obj, enabled: 'true' }),
        () => JSON.stringify({ ...obj, enabled: 1 }),
        () => JSON.stringify({ ...obj, control_enabled: 'yes' }),
        () => JSON.stringify({ ...obj, allowlisted_entities: 'light.porch' }),
        () => JSON.stringify({ ...obj, allowlisted_entities: ['light.porch', 'Lock.Front_Door'] }),
        () => JSON.stringify({ ...obj, allowlisted_entities: ['light.porch', 42] }),
        () => JSON.stringify({ ...obj, controllable_entities: ['lock.front_door/../unlock'] }),
        () => JSON.stringify({ ...obj, controllable_entities: 'lock.front_door' }),
        () => JSON.stringify({ ...obj, base_url: 42 }),
        () => JSON.stringify({ ...obj, base_url: `${ha.url}/some/path` }),
        () => JSON.stringify({ ...obj, base_url: 'ftp://127.0.0.1/' }),
        () => JSON.stringify({ ...obj, base_url: ha.url.replace('http://', 'http://u:p@') }),
        () => JSON.stringify({ ...obj, tls: { mode: 'pinned' } }),
        () => JSON.stringify({ ...obj, tls: 'system' }),
        () => JSON.stringify([obj]),
        () => 'null',
        () => '"enabled"',
        () => '',
        () => Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
        () => JSON.stringify((({ enabled: _e, ...rest }) => rest)(obj)),
        () => JSON.stringify((({ allowlisted_entities: _a, ...rest }) => rest)(obj)),
        () => JSON.stringify((({ base_url: _b, ...rest }) => rest)(obj)),
      ];
      return { text: variants[spec.how % variants.length]!(), effective: DISABLED };
    }
  }
}

/** Every surface of the contract (the quick-ask window's `quick` included), and none. */
const SURFACES: Array<Surface | null> = [...CONTRACT_SURFACES, null];
const CONVS = ['c1', 'c2', 'c3', 'c-\u00e9\u4e2d', 'x'.repeat(128), ''];

class Violation extends Error {}

/**
 * One scenario against the executor of a freshly composed core. `mutate` swaps the policy source
 * of an executor wired like the real one (for the test that shows the oracle bites).
 */
async function runScenario(input: { first: ConfigSpec; steps: Step[] }, mutate?: (policySource: PolicySource) => PolicySource): Promise<void> {
  cases++;
  const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-fuzz-'));
  const clock = new ManualClock(Date.now());
  const core = new Composition({ dataDir, clock });
  const executor = mutate
    ? new Executor({
        registry: buildRegistry(),
        policySource: mutate(core.policySource),
        confirmations: core.confirmations,
        audit: core.audit,
        api: core.api,
        clock,
      })
    : core.executor;
  const configPath = join(dataDir, 'capabilities', 'home-assistant.json');
  const tokenPath = join(dataDir, 'secrets', 'home-assistant', 'access-token');
  let cfg: Effective = DISABLED;
  let token: 'present' | 'absent' | 'unreadable' = 'present';
  const issued: Issued[] = [];
  const rounds = new Map<string, Map<string, number>>();
  const trace: string[] = [];
  const fail = (message: string): never => {
    violations++;
    throw new Violation(`${message}\n  trace:\n    ${trace.slice(-12).join('\n    ')}`);
  };
  const configured = () => cfg.baseUrl !== '' && token === 'present';

  const writeConfig = async (spec: ConfigSpec) => {
    const { text, effective } = renderConfig(spec);
    await mkdir(join(dataDir, 'capabilities'), { recursive: true });
    if (text === null) await rm(configPath, { force: true });
    else await writeFile(configPath, text);
    cfg = effective;
  };
  await writeConfig(input.first);
  await core.secrets.write('home-assistant/access-token', ha.token, ha.url);

  /** The consume rules (RFC-0004 / DESIGN §3) as the model sees them. */
  const consume = (t: string, conv: string): { kind: 'fresh'; entry: Issued } | { kind: 'expired'; entry: Issued } | { kind: 'invalid' } => {
    const now = clock.now();
    const entry = issued.find((e) => e.token === t);
    if (!entry) return { kind: 'invalid' };
    if (entry.state === 'pending') {
      if (entry.conv !== conv) return { kind: 'invalid' };
      entry.buriedAt = now;
      if (now >= entry.expiresAt) {
        entry.state = 'expired';
        return { kind: 'expired', entry };
      }
      entry.state = 'used';
      return { kind: 'fresh', entry };
    }
    if (entry.state === 'expired' && entry.conv === conv && now < entry.buriedAt + TOMBSTONE) return { kind: 'expired', entry };
    return { kind: 'invalid' };
  };

  /** What an answer must give, given the consume result and the config in force now. */
  const answerExpect = (c: ReturnType<typeof consume>, approve: boolean): Expected | 'invalid' => {
    if (c.kind === 'invalid') return 'invalid';
    if (c.kind === 'expired') return { stage: 'confirm', outcome: 'expired', code: 'CONFIRMATION_EXPIRED' };
    if (!approve) return { stage: 'confirm', outcome: 'denied', code: 'CONFIRMATION_DENIED' };
    return policyExpect(c.entry.capability, c.entry.args, cfg, configured(), null) ?? { stage: 'execute', outcome: 'executed', executes: true };
  };

  const check = (label: string, got: CapabilityEvent | 'invalid', want: Expected | 'invalid') => {
    if (want === 'invalid' || got === 'invalid') {
      if (want !== got) fail(`${label}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
      return;
    }
    if (want.executes) {
      const ok =
        (got.stage === 'shape' && got.outcome === 'executed') ||
        (got.stage === 'execute' && got.outcome === 'failed' && String(got.code).startsWith('HOME_ASSISTANT_'));
      if (!ok) fail(`${label}: expected it to run, got ${got.stage}/${got.outcome}/${got.code ?? '-'} (${got.message ?? ''})`);
      return;
    }
    if (got.stage !== want.stage || got.outcome !== want.outcome || got.code !== want.code) {
      fail(`${label}: expected ${want.stage}/${want.outcome}/${want.code ?? '-'}, got ${got.stage}/${got.outcome}/${got.code ?? '-'}`);
    }
  };

  /**
   * The oracle on the wire: what the fake received during one step. `allowed` lists the
   * approvals that may have sent something in this step, with the config in force at approval.
   */
  const audit = (label: string, requests: RecordedRequest[], allowed: Array<{ entry: Issued; cfg: Effective }>) => {
    const posts = requests.filter((r) => r.method === 'POST');
    serviceCallsSeen += posts.length;
    if (allowed.length === 0) {
      if (requests.length > 0)
        fail(
          `${label}: ${requests.length} request(s) reached Home Assistant without an approval: ${requests.map((r) => `${r.method} ${r.rawUrl.slice(0, 120)}`).join(', ')}`,
        );
      return;
    }
    const postsAllowed = allowed.filter((a) => a.entry.capability === SET).length;
    if (posts.length > postsAllowed) fail(`${label}: ${posts.length} service calls for ${postsAllowed} approved action(s)`);
    for (const r of requests) {
      const fits = allowed.some(({ entry, cfg: inForce }) => {
        const allow = new Set(inForce.allow);
        const id = entry.args.entity_id as string | undefined;
        switch (entry.capability) {
          case LIST: {
            if (r.method !== 'GET') return false;
            // An approval reads what the card disclosed and is still allowlisted (DESIGN §8.9).
            const shown = new Set(entry.disclosed);
            const reads = inForce.allow.filter((id) => shown.has(id));
            if (r.path === '/api/states') return reads.length > 25;
            return reads.length <= 25 && reads.some((id) => r.path === `/api/states/${encodeURIComponent(id)}`);
          }
          case HISTORY:
            if (r.method !== 'GET' || !id || !allow.has(id)) return false;
            return (r.path.startsWith('/api/history/period/') && r.query.filter_entity_id === id) || r.path === `/api/states/${encodeURIComponent(id)}`;
          case SET: {
            if (!id || !allow.has(id) || !inForce.ctrl.has(id) || !inForce.control || !['light', 'switch'].includes(domainOf(id))) return false;
            if (r.method === 'GET') return r.path === `/api/states/${encodeURIComponent(id)}`;
            if (r.method !== 'POST') return false;
            if (r.path !== `/api/services/${domainOf(id)}/turn_${String(entry.args.state)}`) return false;
            try {
              const body = JSON.parse(r.body) as unknown;
              return JSON.stringify(body) === JSON.stringify({ entity_id: id });
            } catch {
              return false;
            }
          }
          default:
            return false;
        }
      });
      if (!fits) fail(`${label}: a request no approval covers reached Home Assistant: ${r.method} ${r.rawUrl.slice(0, 200)} ${r.body.slice(0, 200)}`);
    }
  };

  const resolveEntity = (choice: EntityChoice): unknown => {
    switch (choice.from) {
      case 'controllable':
        return pickOf([...cfg.ctrl], choice.i) ?? pickOf(POOL, choice.i);
      case 'allowlist':
        return pickOf(cfg.allow, choice.i) ?? pickOf(POOL, choice.i);
      case 'planted':
        return pickOf(PLANTED, choice.i);
      case 'odd':
        return pickOf(ODD_IDS, choice.i);
      default:
        return pickOf(POOL, choice.i);
    }
  };

  const buildArgs = (capability: string, s: Extract<Step, { k: 'propose' }>): unknown => {
    const entity_id = resolveEntity(s.entity);
    const good: Record<string, unknown> =
      capability === LIST
        ? {}
        : capability === HISTORY
          ? { entity_id, period: ['hour', 'day', 'week'][s.period] }
          : { entity_id, state: ['on', 'off'][s.state] };
    switch (s.shape) {
      case 'good':
        return good;
      case 'extra-key':
        return { ...good, domain: 'lock', service: 'unlock' };
      case 'missing-key':
        return capability === LIST ? { entity_id } : { entity_id };
      case 'null':
        return null;
      case 'undefined':
        return undefined;
      case 'array':
        return [good];
      case 'string':
        return JSON.stringify(good);
      case 'proto':
        return JSON.parse(`{"__proto__": ${JSON.stringify(good)}}`);
      case 'bad-enum':
        return capability === HISTORY
          ? { entity_id, period: 'year' }
          : capability === SET
            ? { entity_id, state: s.state ? 'unlock' : 'toggle' }
            : { all: true };
      case 'huge-extra':
        return { ...good, note: 'y'.repeat(200_000) };
    }
  };

  /** One approve/deny/replay, checked against the model and the wire. */
  const answer = async (label: string, t: string, conv: string, approve: boolean, surface: Surface | null): Promise<string> => {
    const mark = ha.requests.length;
    const cfgAtApproval = cfg;
    const c = consume(t, conv);
    const want = answerExpect(c, approve);
    let got: CapabilityEvent | 'invalid';
    try {
      got = (await executor.resolve(t, approve, { conversation_id: conv, surface })).event;
    } catch (error) {
      if ((error as { code?: string }).code !== 'CONFIRMATION_INVALID') throw error;
      got = 'invalid';
    }
    check(label, got, want);
    audit(label, ha.requests.slice(mark), want !== 'invalid' && want.executes && c.kind === 'fresh' ? [{ entry: c.entry, cfg: cfgAtApproval }] : []);
    return got === 'invalid' ? 'CONFIRMATION_INVALID' : `${got.stage}/${got.outcome}${got.code ? `/${got.code}` : ''}`;
  };

  try {
    for (const s of input.steps) {
      stepsRun++;
      const mark = ha.requests.length;
      trace.push(JSON.stringify(s).slice(0, 300));
      switch (s.k) {
        case 'propose': {
          const capability = s.cap < 37 ? [LIST, HISTORY, SET, SET][s.cap % 4]! : pickOf(ODD_CAPS, s.odd)!;
          const args = buildArgs(capability, s);
          const conv = CONVS[s.conv % CONVS.length]!;
          let round = rounds.get(conv);
          if (!s.sameRound || !round) {
            round = new Map();
            rounds.set(conv, round);
          }
          const used = round.get(capability) ?? 0;
          let want: Expected;
          if (!(CAPS as readonly string[]).includes(capability)) want = { stage: 'resolve', outcome: 'rejected', code: 'CAPABILITY_UNKNOWN' };
          else if (!argsValid(capability, args)) want = { stage: 'validate', outcome: 'rejected', code: 'INVALID_ARGUMENTS' };
          else want = policyExpect(capability, (args ?? {}) as Record<string, unknown>, cfg, configured(), used) ?? { stage: 'confirm', outcome: 'pending' };
          const outcome = await executor.propose(
            { id: `p${stepsRun}`, capability, arguments: args },
            { conversation_id: conv, surface: SURFACES[s.surface]!, proposer: 'fuzz', round, generation: { turn: 0, current: () => 0 } },
          );
          check('propose', outcome.event, want);
          audit('propose', ha.requests.slice(mark), []);
          if (outcome.pending) {
            issued.push({
              token: outcome.pending.token,
              capability,
              args: outcome.pending.record.arguments,
              conv,
              expiresAt: outcome.pending.record.expires_at,
              state: 'pending',
              buriedAt: 0,
              disclosed: [...cfg.allow],
            });
            if (outcome.pending.record.expires_at !== clock.now() + TTL) fail('a token that does not expire after 120 s');
            if (JSON.stringify(outcome.pending.record.arguments) !== JSON.stringify(args ?? {})) fail('the token is bound to other arguments than proposed');
          }
          bump(`propose:${short(capability)}:${outcome.event.stage}/${outcome.event.outcome}${outcome.event.code ? `/${outcome.event.code}` : ''}`);
          break;
        }
        case 'approve':
        case 'deny': {
          // Mostly a token still waiting; sometimes any token ever issued.
          const waiting = issued.filter((e) => e.state === 'pending');
          const entry = s.pick % 5 !== 0 && waiting.length > 0 ? pickOf(waiting, s.pick) : pickOf(issued, s.pick);
          if (!entry) break;
          const conv = s.wrongConv ? CONVS[(CONVS.indexOf(entry.conv) + 1) % CONVS.length]! : entry.conv;
          const result = await answer(s.k, entry.token, conv, s.k === 'approve', SURFACES[s.surface]!);
          bump(`${s.k}${s.wrongConv ? '(other conversation)' : ''}:${short(entry.capability)}:${result}`);
          break;
        }
        case 'replay': {
          const used = issued.filter((e) => e.state !== 'pending');
          const entry = pickOf(used, s.pick);
          if (!entry) break;
          bump(`replay:${short(entry.capability)}:${await answer('replay', entry.token, entry.conv, true, 'chat')}`);
          break;
        }
        case 'forged': {
          const entry = pickOf(issued, s.pick);
          const t = entry?.token ?? 'A'.repeat(43);
          const forged = [`${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`, t.slice(0, -1), `${t}=`, '', 'x'.repeat(100_000)][s.how]!;
          bump(`forged:${await answer('forged', forged, entry?.conv ?? 'c1', true, 'chat')}`);
          break;
        }
        case 'race': {
          const entry = pickOf(issued, s.pick);
          if (!entry) break;
          const kind = ['approve‖approve', 'approve‖deny', 'deny‖approve', 'approve‖approve@expiry', 'sweep‖approve', 'supersede‖approve'][s.kind]!;
          if (kind === 'approve‖approve@expiry' && entry.state === 'pending') clock.advance(Math.max(0, entry.expiresAt - clock.now()));
          const cfgAt = cfg;
          const requestMark = ha.requests.length;
          // The model, in the order the calls start (each consumes synchronously before its first await).
          const plans: Array<{ approve: boolean; c: ReturnType<typeof consume> }> = [];
          let sweep: Promise<unknown> | null = null;
          if (kind === 'sweep‖approve') {
            for (const e of issued) if (e.state === 'pending' && clock.now() >= e.expiresAt) Object.assign(e, { state: 'expired', buriedAt: clock.now() });
            sweep = executor.expireStale();
          }
          if (kind === 'supersede‖approve') {
            for (const e of issued) if (e.state === 'pending' && e.conv === entry.conv) Object.assign(e, { state: 'expired', buriedAt: clock.now() });
            sweep = executor.supersede(entry.conv);
          }
          const approvals = kind.startsWith('approve‖approve')
            ? [true, true]
            : kind === 'approve‖deny'
              ? [true, false]
              : kind === 'deny‖approve'
                ? [false, true]
                : [true];
          const calls = approvals.map((approve) => {
            plans.push({ approve, c: consume(entry.token, entry.conv) });
            return executor.resolve(entry.token, approve, { conversation_id: entry.conv, surface: 'popup' }).then(
              (r) => r.event as CapabilityEvent | 'invalid',
              (error: { code?: string }) => {
                if (error.code !== 'CONFIRMATION_INVALID') throw error;
                return 'invalid' as const;
              },
            );
          });
          const results = await Promise.all(calls);
          if (sweep) await sweep;
          const winners: Array<{ entry: Issued; cfg: Effective }> = [];
          results.forEach((got, i) => {
            const plan = plans[i]!;
            const want = answerExpect(plan.c, plan.approve);
            check(`race ${kind} #${i}`, got, want);
            if (want !== 'invalid' && want.executes && plan.c.kind === 'fresh') winners.push({ entry: plan.c.entry, cfg: cfgAt });
          });
          if (winners.length > 1) fail(`race ${kind}: ${winners.length} approvals of one token ran`);
          audit(`race ${kind}`, ha.requests.slice(requestMark), winners);
          bump(`race ${kind}:${short(entry.capability)}:${results.map((r) => (r === 'invalid' ? 'CONFIRMATION_INVALID' : `${r.outcome}`)).join('‖')}`);
          break;
        }
        case 'advance': {
          const pending = issued.filter((e) => e.state === 'pending');
          const target = pickOf(pending, s.pick);
          let ms: number;
          switch (s.how) {
            case 0:
              ms = s.ms % 10_000;
              break;
            case 1:
              ms = 30_000 + (s.ms % 90_000);
              break;
            case 2:
              ms = target ? Math.max(0, target.expiresAt - clock.now() - 1) : 1;
              break;
            case 3:
              ms = target ? Math.max(0, target.expiresAt - clock.now()) : TTL;
              break;
            case 4:
              ms = TOMBSTONE + 1 + (s.ms % 60_000);
              break;
            default:
              ms = TTL + (s.ms % 30_000);
          }
          clock.advance(ms);
          bump(`advance:${['seconds', 'under a minute or two', 'to 1 ms before expiry', 'to the exact expiry', 'past the tombstones', 'past expiry'][s.how]}`);
          audit('advance', ha.requests.slice(mark), []);
          break;
        }
        case 'sweep': {
          const now = clock.now();
          const due = issued.filter((e) => e.state === 'pending' && now >= e.expiresAt);
          for (const e of due) Object.assign(e, { state: 'expired', buriedAt: now });
          const drained = await executor.expireStale();
          if (drained.length !== due.length) fail(`sweep: expired ${drained.length}, model says ${due.length}`);
          bump(`sweep:${drained.length > 0 ? 'expired some' : 'nothing due'}`);
          audit('sweep', ha.requests.slice(mark), []);
          break;
        }
        case 'supersede': {
          const conv = CONVS[s.conv % CONVS.length]!;
          const due = issued.filter((e) => e.state === 'pending' && e.conv === conv);
          for (const e of due) Object.assign(e, { state: 'expired', buriedAt: clock.now() });
          const superseded = await executor.supersede(conv);
          if (superseded.length !== due.length) fail(`supersede: ${superseded.length}, model says ${due.length}`);
          bump(`supersede:${superseded.length > 0 ? 'expired some' : 'nothing pending'}`);
          audit('supersede', ha.requests.slice(mark), []);
          break;
        }
        case 'config': {
          await writeConfig(s.spec);
          const read = await core.configStore.read();
          const status = s.spec.kind === 'valid' ? 'ok' : s.spec.kind === 'missing' ? 'missing' : 'malformed';
          if (read.status !== status) fail(`config ${s.spec.kind}: read as ${read.status} (${read.message ?? ''})`);
          bump(`config:${s.spec.kind}${s.spec.kind === 'valid' && s.spec.planted.length > 0 ? ' with planted domains' : ''}`);
          audit('config', ha.requests.slice(mark), []);
          break;
        }
        case 'token': {
          if (s.how === 'delete') {
            await unlink(tokenPath).catch(() => undefined);
            token = 'absent';
          } else if (s.how === 'corrupt') {
            await writeFile(tokenPath, Buffer.from([0x61, 0x00, 0x62, 0x0a, 0x0d]));
            token = 'unreadable';
          } else {
            await core.secrets.write('home-assistant/access-token', ha.token, ha.url);
            token = 'present';
          }
          bump(`token:${s.how}`);
          break;
        }
        case 'ha-state': {
          const id = pickOf(['light.kitchen_ceiling', 'light.porch', 'switch.coffee_maker', 'light.bedroom', 'light.hallway'], s.i)!;
          const now = ha.getEntity(id);
          if (now) ha.setEntity({ entity_id: id, state: s.on ? 'on' : 'off', attributes: now.attributes });
          break;
        }
      }
    }
  } finally {
    await core.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('executor invariants under random configs, proposals and interleavings', () => {
  it('the oracle bites: an executor that re-checks approvals against stale config is caught', async () => {
    const porchOnly: ConfigSpec = {
      kind: 'valid',
      enabled: true,
      control: true,
      allow: [],
      lights: [1],
      ctrlFromAllow: [1],
      planted: [],
      ctrlOutside: [],
      many: false,
      baseUrl: 'ha',
      format: 'compact',
      omitOptional: false,
    };
    const steps: Step[] = [
      { k: 'ha-state', i: 1, on: false },
      { k: 'propose', cap: 2, odd: 0, shape: 'good', entity: { from: 'controllable', i: 0 }, state: 0, period: 0, conv: 0, surface: 0, sameRound: false },
      { k: 'config', spec: { ...porchOnly, control: false } },
      { k: 'approve', pick: 1, wrongConv: false, surface: 0 },
    ];
    const before = violations;
    // The mutant: policy read once and cached, so the approval's re-check sees the old config.
    const stale = (read: PolicySource): PolicySource => {
      let cached: ReturnType<PolicySource> | null = null;
      return () => (cached ??= read());
    };
    const calls = ha.serviceCalls().length;
    await expect(runScenario({ first: porchOnly, steps }, stale)).rejects.toThrow(/CAPABILITY_DISABLED|no approval covers/);
    expect(ha.serviceCalls().length - calls).toBe(1);
    violations = before;
    // The same scenario against the real executor holds, and the light stays off.
    await runScenario({ first: porchOnly, steps });
    expect(ha.serviceCalls().length - calls).toBe(1);
    expect(ha.getEntity('light.porch')!.state).toBe('off');
  });

  it(`holds for ${RUNS} random scenarios (seed ${SEED})`, async () => {
    console.log(`[hardening] fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} runs`);
    const started = performance.now();
    let failure: { error: unknown } | null = null;
    try {
      await fc.assert(
        fc.asyncProperty(scenario, (input) => runScenario(input)),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    } catch (error) {
      failure = { error };
    }
    const seconds = (performance.now() - started) / 1000;
    const lines = [...histogram].sort((a, b) => a[0].localeCompare(b[0])).map(([k, n]) => `    ${String(n).padStart(5)}  ${k}`);
    console.log(
      `[hardening] fuzz: ${cases} cases, ${stepsRun} steps in ${seconds.toFixed(1)} s, ${serviceCallsSeen} service calls seen, invariant violations ${violations}\n` +
        `[hardening] fuzz histogram (step:capability:stage/outcome/code):\n${lines.join('\n')}`,
    );
    if (failure) throw failure.error;
    expect(violations).toBe(0);
    const count = (test: (key: string) => boolean) => [...histogram].filter(([k]) => test(k)).reduce((n, [, v]) => n + v, 0);
    // The buckets the brief asks for must not be empty.
    expect(
      count((k) => /^(approve|race[^:]*):set_entity_state:.*(shape\/executed|executed)/.test(k)),
      'approved actions',
    ).toBeGreaterThan(0);
    expect(
      count((k) => k.startsWith('propose:set_entity_state:policy/rejected/DOMAIN_NOT_CONTROLLABLE')),
      'stage-3 rejections of planted domains',
    ).toBeGreaterThan(0);
    expect(
      count((k) => k.startsWith('race ')),
      'races',
    ).toBeGreaterThan(0);
    expect(
      count((k) => k.startsWith('race ') && k.includes('CONFIRMATION_INVALID')),
      'replay lost a race',
    ).toBeGreaterThan(0);
    expect(
      count((k) => /expired/.test(k) && /^(approve|race)/.test(k)),
      'expiry races',
    ).toBeGreaterThan(0);
    expect(
      count((k) => k.startsWith('replay:') && k.endsWith('CONFIRMATION_INVALID')),
      'replays',
    ).toBeGreaterThan(0);
    expect(serviceCallsSeen).toBeGreaterThan(0);
  }, 600_000);
});
