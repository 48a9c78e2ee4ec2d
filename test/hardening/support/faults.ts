/**
 * The fault oracle: for every fault the fake Home Assistant (or the network) can throw at one of
 * the four places the app talks to it — the three capabilities, reached through a real conversation
 * with the built-in engine, and the settings entity list — the outcome the household must see.
 * `runCase` plays one case end to end over the browser host and reports every deviation from
 * the table as a problem string; the table test and the random loop both use it.
 */
import { X509Certificate } from 'node:crypto';
import { vi } from 'vitest';
import type { TurnResponse } from '../../../common/contract/types.js';
import { httpStatusFor, type RequestCode } from '../../../common/codes.js';
import {
  createTestCertificate,
  startFakeHomeAssistant,
  type Fault,
  type FakeEntity,
  type FakeHomeAssistant,
  type RecordedRequest,
} from '../../fake-ha/index.js';
import { deadPort, FRONT_DOOR, PORCH, TEMPERATURE, type World } from './world.js';

export const TARGETS = ['list', 'history', 'action', 'action-call', 'settings'] as const;
export type Target = (typeof TARGETS)[number];

export const FAULTS = [
  'none',
  'delay',
  'refused',
  'drop',
  'hang',
  'drip',
  '401',
  '403',
  '404',
  '500',
  '503',
  'garbage',
  'wrong-shape',
  'contradict',
  'huge-chunked',
  'huge-declared',
  'redirect-302',
  'redirect-307',
  'redirect-308',
  'tls-untrusted',
  'tls-pin-mismatch',
  'entity-gone',
] as const;
export type FaultName = (typeof FAULTS)[number];

const MiB = 1024 * 1024;

/** Where each target's fault is planted, its body cap (DESIGN §3) and its time bound. */
const TARGET_INFO: Record<Target, { capability?: string; match: { method: string; pathPrefix: string }; cap: number; boundMs: number }> = {
  list: { capability: 'home_assistant.list_entities', match: { method: 'GET', pathPrefix: '/api/states/' }, cap: 1 * MiB, boundMs: 8_000 },
  history: { capability: 'home_assistant.get_history', match: { method: 'GET', pathPrefix: '/api/history/' }, cap: 8 * MiB, boundMs: 10_000 },
  action: { capability: 'home_assistant.set_entity_state', match: { method: 'GET', pathPrefix: `/api/states/${PORCH}` }, cap: 1 * MiB, boundMs: 10_000 },
  'action-call': { capability: 'home_assistant.set_entity_state', match: { method: 'POST', pathPrefix: '/api/services/' }, cap: 1 * MiB, boundMs: 10_000 },
  settings: { match: { method: 'GET', pathPrefix: '/api/states' }, cap: 32 * MiB, boundMs: 20_000 },
};

export type Expectation =
  | { kind: 'ok' }
  /** Executed, with this entity left out of the list (and counted in the audit). */
  | { kind: 'missing'; entity: string }
  | { kind: 'fail'; code: string };

type C = string;
const UNREACHABLE: C = 'HOME_ASSISTANT_UNREACHABLE';
const TIMEOUT: C = 'EXECUTION_TIMEOUT';
const AUTH: C = 'HOME_ASSISTANT_AUTH_FAILED';
const NOT_FOUND: C = 'HOME_ASSISTANT_ENTITY_NOT_FOUND';
const ERROR: C = 'HOME_ASSISTANT_ERROR';
const TLS: C = 'HOME_ASSISTANT_TLS_ERROR';
const NOT_CONFIRMED: C = 'HOME_ASSISTANT_ACTION_NOT_CONFIRMED';

/**
 * THE ORACLE. `null` means the fault can't happen at that place (e.g. a refused connection can't
 * hit only the service call after the state read went through).
 */
export function expectation(fault: FaultName, target: Target): Expectation | null {
  const fail = (code: string): Expectation => ({ kind: 'fail', code });
  switch (fault) {
    case 'none':
    case 'delay':
      return { kind: 'ok' };
    case 'refused':
    case 'tls-untrusted':
    case 'tls-pin-mismatch':
      if (target === 'action-call') return null;
      return fail(fault === 'refused' ? UNREACHABLE : TLS);
    case 'drop':
    case 'hang':
    case 'drip':
      // Once a service call has gone out, a lost answer can't say whether it ran (Home Assistant
      // finishes it regardless, reference §5): the honest outcome is "not confirmed".
      if (target === 'action-call') return fail(NOT_CONFIRMED);
      return fail(fault === 'drop' ? UNREACHABLE : TIMEOUT);
    case '401':
    case '403':
      return fail(AUTH);
    case '404':
      // A state read's 404 means "no such entity"; any other endpoint's 404 is an error.
      if (target === 'list') return { kind: 'missing', entity: TEMPERATURE };
      return fail(target === 'action' ? NOT_FOUND : ERROR);
    case '500':
    case '503':
    case 'garbage':
    case 'wrong-shape':
    case 'huge-chunked':
    case 'huge-declared':
    case 'redirect-302':
    case 'redirect-307':
    case 'redirect-308':
      return fail(ERROR);
    case 'contradict':
      return target === 'action-call' ? fail(NOT_CONFIRMED) : null;
    case 'entity-gone':
      if (target === 'list') return { kind: 'missing', entity: TEMPERATURE };
      if (target === 'history' || target === 'action') return fail(NOT_FOUND);
      return null;
  }
}

/** How the built-in engine must narrate each failure (narrate.ts, keyed on the code). */
export const NARRATION: Record<string, RegExp> = {
  [UNREACHABLE]: /couldn't reach Home Assistant/i,
  [TIMEOUT]: /didn't answer in time/i,
  [AUTH]: /no longer accepts my access token/i,
  [NOT_FOUND]: /no longer has/i,
  [ERROR]: /Home Assistant answered with (an error|something I couldn't read)/i,
  [TLS]: /couldn't verify Home Assistant's certificate/i,
  [NOT_CONFIRMED]: /didn't confirm|can't confirm/i,
};

/** Everything the cases share: the household, a second host to redirect to, an https twin. */
export interface FaultEnv {
  world: World;
  /** Redirect target: must never receive a request. */
  other: FakeHomeAssistant;
  /** Same home and token over https with a self-signed certificate nobody trusts. */
  tlsHa: FakeHomeAssistant;
  /** A different certificate, pinned for the pin-mismatch case. */
  wrongPin: { pem: string; fingerprint: string };
  deadPort: number;
  close(): Promise<void>;
}

export async function startFaultEnv(world: World): Promise<FaultEnv> {
  const other = await startFakeHomeAssistant({ token: world.ha.token });
  const tlsHa = await startFakeHomeAssistant({ token: world.ha.token, tls: createTestCertificate() });
  const pin = createTestCertificate();
  const fingerprint = new X509Certificate(pin.cert).fingerprint256.toUpperCase();
  return {
    world,
    other,
    tlsHa,
    wrongPin: { pem: pin.cert, fingerprint },
    deadPort: await deadPort(),
    close: async () => {
      await other.close();
      await tlsHa.close();
    },
  };
}

export interface CaseResult {
  target: Target;
  fault: FaultName;
  expected: Expectation;
  problems: string[];
  /** The code the household got (capability event or request error), or 'ok'. */
  got: string;
  reply: string | null;
  status: number;
  /** Requests the fake received while the case ran (after the proposal). */
  requests: RecordedRequest[];
  /** The conversation the case ran in (conversation targets). */
  conversationId?: string;
}

export interface CaseOptions {
  surface?: 'chat' | 'tray' | 'popup' | 'quick';
  conversationId?: string;
}

const setImmediateP = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Plays one case: (conversation targets) propose through the built-in engine — nothing may reach
 * Home Assistant — then plant the fault and approve; (settings) plant the fault and fetch the
 * entity list. Checks code, narration, audit line, and what reached which host.
 */
export async function runCase(env: FaultEnv, target: Target, fault: FaultName, options: CaseOptions = {}): Promise<CaseResult> {
  const expected = expectation(fault, target);
  if (!expected) throw new Error(`no such case: ${fault} on ${target}`);
  const { world } = env;
  const { ha } = world;
  const problems: string[] = [];
  const info = TARGET_INFO[target];
  const auditMark = await world.auditMark();
  const otherBefore = env.other.requests.length;
  const tlsBefore = env.tlsHa.requests.length;
  const callsBefore = ha.serviceCalls().length;
  const porchBefore = ha.getEntity(PORCH)?.state;

  let turn: TurnResponse | null = null;
  if (target !== 'settings') {
    const mark = ha.requests.length;
    turn = await world.say(messageFor(target, world), options.conversationId);
    if (ha.requests.length !== mark) problems.push(`the proposal itself sent ${ha.requests.length - mark} request(s) to Home Assistant`);
    if (turn.pending_confirmation?.capability !== info.capability) {
      problems.push(`expected a pending ${info.capability}, got ${JSON.stringify(turn.pending_confirmation ?? turn.reply)}`);
      return { target, fault, expected, problems, got: 'no-card', reply: turn.reply, status: 200, requests: [], conversationId: turn.conversation_id };
    }
  }

  const connectionBefore = (await world.call('GET', CONFIG_PATH)).json?.connection;
  const mark = ha.requests.length;
  const cleanup = await install(env, fault, target);
  let status: number;
  let json: any;
  let connection: string | undefined;
  try {
    const send = () => (target === 'settings' ? world.call('GET', '/api/v1/conversation/home-assistant/entities') : world.answer(turn!, true, options.surface));
    if (fault === 'hang' || fault === 'drip') {
      const matches = (r: RecordedRequest) => r.method === info.match.method && r.path.startsWith(info.match.pathPrefix);
      const timed = await withFakeTimeout(info.boundMs, send, () => ha.requests.slice(mark).some(matches));
      if (timed.settledEarly) problems.push(`answered before the ${info.boundMs} ms bound ran out`);
      if (!timed.settledInTime) problems.push(`still waiting after the ${info.boundMs} ms bound`);
      ({ status, json } = timed.result);
    } else {
      ({ status, json } = await send());
    }
    // The settings window's status comes from the last real request (DESIGN §3); read it while
    // the fault's config (another origin, for refused/TLS) is still in force.
    connection = (await world.call('GET', CONFIG_PATH)).json?.connection;
  } finally {
    await cleanup();
  }
  const requests = ha.requests.slice(mark);

  let got: string;
  let reply: string | null = null;
  if (target === 'settings') {
    got = status === 200 ? 'ok' : String(json?.error?.code);
    if (expected.kind === 'fail') {
      if (got !== expected.code) problems.push(`expected ${expected.code}, got ${got} (HTTP ${status})`);
      else if (status !== httpStatusFor(expected.code as RequestCode)) problems.push(`HTTP ${status} for ${got}`);
    } else if (status !== 200 || !Array.isArray(json?.entities) || json.entities.length === 0) {
      problems.push(`expected the entity list, got HTTP ${status} ${JSON.stringify(json).slice(0, 200)}`);
    }
  } else {
    const final = json as TurnResponse;
    reply = final?.reply ?? null;
    const event = final?.capability_events?.at(-1);
    if (status !== 200 || !event) {
      problems.push(`approval → HTTP ${status} ${JSON.stringify(json).slice(0, 300)}`);
      return { target, fault, expected, problems, got: `http-${status}`, reply, status, requests, conversationId: turn!.conversation_id };
    }
    got = event.outcome === 'executed' ? 'ok' : String(event.code ?? event.outcome);
    if (final.pending_confirmation !== null) problems.push('a confirmation is still pending after the approval');
    if (typeof reply !== 'string' || reply.trim() === '') problems.push('no narrated reply');
    const audit = await world.auditSince(auditMark);
    if (expected.kind === 'fail') {
      if (event.outcome !== 'failed' || event.stage !== 'execute' || event.code !== expected.code) {
        problems.push(`expected execute/failed/${expected.code}, got ${event.stage}/${event.outcome}/${event.code ?? '-'}`);
      }
      const narration = NARRATION[expected.code];
      if (narration && !(reply ?? '').match(narration)) problems.push(`reply does not narrate ${expected.code}: ${JSON.stringify(reply)}`);
      if (!audit.some((a) => a.capability === info.capability && a.stage === 'execute' && a.outcome === 'failed' && a.code === expected.code)) {
        problems.push(`no audit line execute/failed/${expected.code}`);
      }
    } else {
      if (event.outcome !== 'executed') problems.push(`expected executed, got ${event.stage}/${event.outcome}/${event.code ?? '-'}`);
      const line = audit.find((a) => a.capability === info.capability && a.outcome === 'executed');
      if (!line) problems.push('no audit line for the execution');
      if (expected.kind === 'missing') {
        const listed = ((event.result as any)?.entities ?? []).map((e: any) => e.entity_id);
        if (listed.includes(expected.entity)) problems.push(`${expected.entity} is still listed`);
        if (line && line.entities_missing !== 1) problems.push(`audit entities_missing = ${line?.entities_missing}`);
      }
    }
    if (options.surface) {
      const line = audit.find((a) => a.capability === info.capability && a.stage !== 'confirm');
      if (line && line.surface !== options.surface) problems.push(`audited surface ${line.surface}, approved on ${options.surface}`);
    }
  }

  const wantConnection = expectedConnection(expected, got, connectionBefore, fault);
  if (wantConnection && !wantConnection.includes(String(connection))) {
    problems.push(`settings show connection "${connection}", expected ${wantConnection.join(' or ')}`);
  }

  // What reached which host.
  if (env.other.requests.length !== otherBefore) problems.push(`the redirect target received ${env.other.requests.length - otherBefore} request(s)`);
  if (env.tlsHa.requests.length !== tlsBefore) problems.push(`the untrusted https host received ${env.tlsHa.requests.length - tlsBefore} request(s)`);
  const calls = ha.serviceCalls().length - callsBefore;
  const wantCall = (target === 'action' || target === 'action-call') && (expected.kind === 'ok' || target === 'action-call');
  if (calls !== (wantCall ? 1 : 0)) {
    problems.push(`${calls} service call(s)`);
  }
  if ((target === 'action' || target === 'action-call') && expected.kind === 'ok') {
    const now = ha.getEntity(PORCH)?.state;
    if (now === porchBefore) problems.push(`the porch light is still ${now}`);
  }
  return { target, fault, expected, problems, got, reply, status, requests, ...(turn ? { conversationId: turn.conversation_id } : {}) };
}

/**
 * After a 401/403: the next automatic request of this target sends nothing and says AUTH_FAILED;
 * pressing Test (the household's explicit request) lifts the block.
 */
export async function checkAuthGate(env: FaultEnv, target: Target): Promise<string[]> {
  const { world } = env;
  const problems: string[] = [];
  let turn: TurnResponse | null = null;
  if (target !== 'settings') turn = await world.say(messageFor(target, world));
  const mark = world.ha.requests.length;
  const res = target === 'settings' ? await world.call('GET', '/api/v1/conversation/home-assistant/entities') : await world.answer(turn!, true);
  const sent = world.ha.requests.length - mark;
  if (sent !== 0) problems.push(`after the auth failure, ${sent} automatic request(s) still went out`);
  const code = target === 'settings' ? res.json?.error?.code : res.json?.capability_events?.at(-1)?.code;
  if (code !== AUTH) problems.push(`blocked request answered ${code}, not ${AUTH}`);
  const pressed = await world.call('POST', '/api/v1/conversation/home-assistant/test', {});
  if (pressed.json?.ok !== true) problems.push(`Test failed: ${pressed.text}`);
  return problems;
}

const CONFIG_PATH = '/api/v1/conversation/home-assistant';

/** The connection status settings must show after a case (ConnectionStatusTracker's rules). */
function expectedConnection(expected: Expectation, got: string, before: string | undefined, fault?: FaultName): string[] | null {
  if (expected.kind !== 'fail') return ['ok'];
  // A service call whose answer was lost: "not confirmed" for the action, and the connection failed.
  if (expected.code === NOT_CONFIRMED && (fault === 'drop' || fault === 'hang' || fault === 'drip')) return ['unreachable'];
  switch (expected.code) {
    case AUTH:
      return ['auth-failed'];
    case UNREACHABLE:
    case TIMEOUT:
    case TLS:
      return ['unreachable'];
    case NOT_FOUND:
      return ['ok'];
    default:
      // A malformed answer or an unconfirmed action proves nothing about the connection: as before,
      // or "ok" when an earlier request of the same case (a state read) succeeded.
      return got === expected.code ? [String(before), 'ok'] : null;
  }
}

function messageFor(target: Target, world: World): string {
  switch (target) {
    case 'list':
      return "what's the living room temperature?";
    case 'history':
      return 'when did the front door last open?';
    default:
      return world.ha.getEntity(PORCH)?.state === 'on' ? 'turn off the porch light' : 'turn on the porch light';
  }
}

async function install(env: FaultEnv, fault: FaultName, target: Target): Promise<() => Promise<void>> {
  const { world } = env;
  const { ha } = world;
  const info = TARGET_INFO[target];
  const add = (f: Fault, match: { method: string; pathPrefix: string } = info.match) => ha.addFault({ match, fault: f, times: 1 });
  const done = async () => ha.clearFaults();
  const restoreConfig = async () => {
    ha.clearFaults();
    await world.writeConfigFile({});
  };
  const text = (status: number, body: string, contentType = 'text/plain; charset=utf-8'): Fault => ({ kind: 'status', status, body, contentType });
  switch (fault) {
    case 'none':
      return done;
    case 'delay':
      add({ kind: 'delay', ms: 30 });
      return done;
    case 'refused':
      await world.writeConfigFile({ base_url: `http://127.0.0.1:${env.deadPort}` });
      return restoreConfig;
    case 'tls-untrusted':
      await world.writeConfigFile({ base_url: env.tlsHa.url });
      return restoreConfig;
    case 'tls-pin-mismatch':
      await world.writeConfigFile({
        base_url: env.tlsHa.url,
        tls: { mode: 'pinned', pinned_pem: env.wrongPin.pem, fingerprint_sha256: env.wrongPin.fingerprint },
      });
      return restoreConfig;
    case 'drop':
      add({ kind: 'drop' });
      return done;
    case 'hang':
      add({ kind: 'hang' });
      return done;
    case 'drip':
      add({ kind: 'drip', bytesPerSecond: 1 });
      return done;
    case '401':
      add(text(401, '401: Unauthorized'));
      return done;
    case '403':
      add(text(403, '403: Forbidden'));
      return done;
    case '404':
      if (target === 'list') add(text(404, '{"message":"Entity not found."}', 'application/json'), { method: 'GET', pathPrefix: `/api/states/${TEMPERATURE}` });
      else if (target === 'action') add(text(404, '{"message":"Entity not found."}', 'application/json'));
      else add(text(404, '404: Not Found'));
      return done;
    case '500':
      add(text(500, '500 Internal Server Error\n\nServer got itself in trouble'));
      return done;
    case '503':
      add(text(503, ''));
      return done;
    case 'garbage':
      add({ kind: 'garbage' });
      return done;
    case 'wrong-shape':
      add(text(200, '{"unexpected":true}', 'application/json'));
      return done;
    case 'contradict':
      ha.setRefuseServiceEffect(PORCH, 'contradict');
      return async () => {
        ha.setRefuseServiceEffect(PORCH, 'none');
        ha.clearFaults();
      };
    case 'huge-chunked':
    case 'huge-declared':
      add({ kind: 'huge', bytes: info.cap + MiB, chunked: fault === 'huge-chunked' });
      return done;
    case 'redirect-302':
    case 'redirect-307':
    case 'redirect-308':
      add({ kind: 'redirect', status: Number(fault.slice(-3)), location: `${env.other.url}${info.match.pathPrefix}` });
      return done;
    case 'entity-gone': {
      if (target === 'history') {
        // No rows in the window, and the entity itself is gone (RFC-0018: a failure, not []).
        add(text(200, '[]', 'application/json'));
        add(text(404, '{"message":"Entity not found."}', 'application/json'), { method: 'GET', pathPrefix: `/api/states/${FRONT_DOOR}` });
        return done;
      }
      const id = target === 'list' ? TEMPERATURE : PORCH;
      const saved = ha.getEntity(id)!;
      ha.removeEntity(id);
      return async () => {
        ha.clearFaults();
        restoreEntity(ha, saved);
      };
    }
  }
}

function restoreEntity(ha: FakeHomeAssistant, saved: FakeEntity): void {
  ha.setEntity({ entity_id: saved.entity_id, state: saved.state, attributes: saved.attributes });
}

/**
 * Runs `send` with setTimeout/clearTimeout faked, so the real 8/10/20 s bounds can be checked
 * without waiting: once the request has reached the fake, time is moved to just before the bound
 * (nothing may have answered) and then past it (the answer must come). Sockets stay real.
 */
export async function withFakeTimeout<T>(
  boundMs: number,
  send: () => Promise<T>,
  arrived: () => boolean,
): Promise<{ result: T; settledEarly: boolean; settledInTime: boolean }> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    let settled = false;
    const pending = send();
    pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    // Real time (not faked) bounds the waits for real I/O; generous, the machine may be busy.
    const until = async (done: () => boolean, ms: number) => {
      const deadline = performance.now() + ms;
      while (!done() && performance.now() < deadline) await setImmediateP();
    };
    await until(arrived, 15_000);
    if (!arrived()) throw new Error('the request never reached the fake Home Assistant');
    // Let sibling requests (list_entities fetches six at once) come back for real.
    for (let i = 0; i < 50; i++) await setImmediateP();
    await vi.advanceTimersByTimeAsync(boundMs - 200);
    for (let i = 0; i < 50; i++) await setImmediateP();
    const settledEarly = settled;
    await vi.advanceTimersByTimeAsync(400);
    await until(() => settled, 15_000);
    const settledInTime = settled;
    return { result: await pending, settledEarly, settledInTime };
  } finally {
    vi.useRealTimers();
  }
}
